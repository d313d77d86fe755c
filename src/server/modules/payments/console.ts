import type { ConsolePayment, ConsolePaymentDetail } from '../../../shared/api/payments';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { audit, type AuditActor } from '../audit/service';
import { paymentMessages } from './messages';
import * as repo from './repo';
import { requestRefund, type Payment } from './service';

const msg = paymentMessages.en;

// The operator console's payments (issue 16.6): the log, one payment's gateway exchanges, and the
// refund of a payment PhonePe reported paid at another amount than asked.

const toConsole = (p: Payment): ConsolePayment => ({
  id: p.id,
  merchantTransactionId: p.merchantTransactionId,
  gateway: p.gateway,
  purpose: p.purpose,
  referenceId: p.referenceId,
  userId: p.userId,
  amountPaise: p.amountPaise,
  state: p.state,
  gatewayCode: p.gatewayCode,
  failureReason: p.failureReason,
  utr: p.utr,
  lastError: p.lastError,
  lateOutcome: p.lateOutcome,
  createdAt: p.createdAt.toISOString(),
  settledAt: p.settledAt?.toISOString() ?? null,
});

export async function listPaymentsForOperator(
  deps: Pick<AppDeps, 'db'>,
  q: Omit<Parameters<typeof repo.findPageForOperator>[1], 'before'> & { before?: string },
) {
  const rows = await repo.findPageForOperator(deps.db, {
    ...q,
    before: q.before ? new Date(q.before) : undefined,
  });
  return { payments: rows.map(toConsole) };
}

/** What the payment's AMOUNT_MISMATCH says PhonePe reported paid (payments' finish writes it). */
const reportedPaiseOf = (p: Payment) => {
  if (p.failureReason !== 'AMOUNT_MISMATCH') return null;
  const m = /gateway reported (\d+) paise/.exec(p.lastError ?? '');
  return m ? Number(m[1]) : null;
};

export async function getPaymentForOperator(
  deps: Pick<AppDeps, 'db'>,
  paymentId: string,
): Promise<ConsolePaymentDetail> {
  const p = await repo.findById(deps.db, paymentId);
  if (!p) throw new AppError('NOT_FOUND', msg.notFound);
  const [refunds, log] = await Promise.all([
    repo.refundsOf(deps.db, p.id),
    repo.findLog(deps.db, { paymentId: p.id }),
  ]);
  const hasLiveRefund = refunds.some((r) => r.state === 'PENDING' || r.state === 'SUCCESS');
  return {
    payment: toConsole(p),
    refunds: refunds.map((r) => ({
      id: r.id,
      merchantRefundId: r.merchantRefundId,
      amountPaise: r.amountPaise,
      reason: r.reason,
      state: r.state,
      gatewayCode: r.gatewayCode,
      createdAt: r.createdAt.toISOString(),
      settledAt: r.settledAt?.toISOString() ?? null,
    })),
    exchanges: log.map((e) => ({
      id: e.id,
      createdAt: e.createdAt.toISOString(),
      direction: e.direction,
      operation: e.operation,
      httpStatus: e.httpStatus,
      code: e.code,
      error: e.error,
      request: e.request ?? null,
      response: e.response ?? null,
    })),
    reportedPaise: reportedPaiseOf(p),
    canRefund: p.failureReason === 'AMOUNT_MISMATCH' && !hasLiveRefund,
  };
}

/**
 * Refunds a payment PhonePe reported paid at another amount (AMOUNT_MISMATCH) through the
 * gateway's refund call, with one audit row in the refund's transaction. The payments module's
 * rule holds: a payment has at most one PENDING or SUCCESS refund, so a TIMED_OUT, PENDING or
 * INTERNAL_SERVER_ERROR answer keeps the refund pending (reconciliation asks its status) and a
 * second request sends nothing. The amount is what PhonePe reported paid, at most the amount
 * asked (a refund cannot exceed the payment's amount).
 */
export async function refundMismatch(
  deps: AppDeps,
  by: AuditActor,
  paymentId: string,
  reason: string,
): Promise<ConsolePaymentDetail> {
  const p = await repo.findById(deps.db, paymentId);
  if (!p) throw new AppError('NOT_FOUND', msg.notFound);
  if (p.failureReason !== 'AMOUNT_MISMATCH') throw new AppError('CONFLICT', msg.refundOnlyMismatch);
  const reported = reportedPaiseOf(p);
  const amountPaise = Math.min(reported ?? p.amountPaise, p.amountPaise);
  await requestRefund(deps, p.id, 'AMOUNT_MISMATCH', {
    amountPaise,
    inTx: (tx, refund) =>
      audit(tx, {
        by,
        at: deps.clock.now(),
        action: 'payment.refund',
        target: { type: 'payment', id: p.id },
        before: { state: p.state, failureReason: p.failureReason, refund: null },
        after: {
          refund: refund.merchantRefundId,
          amountPaise: refund.amountPaise,
          state: refund.state,
        },
        reason,
      }),
  });
  return getPaymentForOperator(deps, p.id);
}
