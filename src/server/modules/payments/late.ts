import type { AppDeps } from '../../deps';
import * as repo from './repo';
import { createRefund, submitRefund } from './refunds';
import { errorText, rt, type LateOutcome, type Payment, type Refund } from './runtime';

/**
 * The late-success rule: a payment we closed FAILED or EXPIRED that the bank completes after all
 * is asked about on a slow schedule and, when the gateway says paid, credited or refunded.
 */

export const lateCheckUntilOf = (deps: AppDeps, createdAt: Date) =>
  deps.config.PAYMENTS_LATE_CHECK_HOURS > 0
    ? new Date(createdAt.getTime() + deps.config.PAYMENTS_LATE_CHECK_HOURS * 3_600_000)
    : null;

/** The next slow check of a closed payment, or null when its late-check window is over. */
export function nextLateCheck(deps: AppDeps, now: Date, until: Date | null) {
  if (!until) return null;
  const next = new Date(now.getTime() + deps.config.PAYMENTS_LATE_CHECK_EVERY_MINUTES * 60_000);
  return next < until ? next : now < until ? until : null;
}

/** A closed payment the late rule may still apply to (an AMOUNT_MISMATCH is the operator's). */
export const lateEligible = (p: Payment) =>
  (p.state === 'FAILED' || p.state === 'EXPIRED') &&
  p.lateOutcome === null &&
  p.failureReason !== 'AMOUNT_MISMATCH';

/**
 * Asks the gateway again about a payment we closed FAILED or EXPIRED (after a callback for it, or
 * on the slow late-check schedule) and applies the late-success rule when it now says paid.
 */
export async function checkLate(deps: AppDeps, p: Payment): Promise<void> {
  const r = rt(deps);
  if (!lateEligible(p)) return;
  let status;
  try {
    status = await r.gateway.getPaymentStatus(p.merchantTransactionId);
  } catch (err) {
    const now = deps.clock.now();
    r.log.warn({ err, paymentId: p.id }, 'late status check failed; will retry');
    await repo.recordLateCheck(
      deps.db,
      p.id,
      { nextCheckAt: nextLateCheck(deps, now, p.lateCheckUntil), lastError: errorText(err) },
      now,
    );
    return;
  }
  const now = deps.clock.now();
  if (status.state === 'SUCCESS') {
    if (status.amountPaise !== p.amountPaise) {
      r.log.error(
        {
          alert: 'LATE_PAYMENT',
          paymentId: p.id,
          asked: p.amountPaise,
          reported: status.amountPaise,
        },
        'gateway reports a closed payment paid at another amount: not credited, refund needed',
      );
      // the same as a payment reported at another amount while pending: the operator refunds it;
      // the purpose tells the user in the same transaction
      await deps.db.transaction(async (tx) => {
        const locked = await repo.lockClosedForLate(tx, p.id);
        if (!locked || !lateEligible(locked)) return;
        const fields = {
          nextCheckAt: null,
          gatewayCode: status.code,
          failureReason: 'AMOUNT_MISMATCH',
          lastError: `gateway reported ${String(status.amountPaise)} paise after the payment was closed`,
        };
        await repo.recordLateCheck(tx, p.id, fields, now);
        await r.purposes.get(locked.purpose)?.onLateMismatch?.(tx, { ...locked, ...fields });
      });
      return;
    }
    await settleLateSuccess(deps, p, {
      gatewayTransactionId: status.gatewayTransactionId ?? null,
      utr: status.utr ?? null,
      gatewayCode: status.code,
      gatewayResponseCode: status.responseCode ?? null,
    });
    return;
  }
  await repo.recordLateCheck(
    deps.db,
    p.id,
    {
      // the gateway's FAILED is final: nothing more can happen to this payment
      nextCheckAt: status.state === 'FAILED' ? null : nextLateCheck(deps, now, p.lateCheckUntil),
      gatewayCode: status.code,
      lastError: null,
    },
    now,
  );
}

/**
 * THE late-success rule, the one place it is decided: a payment we closed FAILED or EXPIRED that
 * the gateway's status API now reports paid (for the amount asked) is, in one transaction, either
 * credited by its purpose at the order's stored terms (state SUCCESS, late_outcome CREDITED) or
 * marked for a refund of the whole amount (late_outcome REFUND, a refunds row), with the user told
 * by the purpose. The refund is then asked of the gateway after the commit. A second callback or
 * check finds late_outcome set and does nothing.
 */
async function settleLateSuccess(
  deps: AppDeps,
  p: Payment,
  seen: Pick<
    repo.NewPayment,
    'gatewayTransactionId' | 'utr' | 'gatewayCode' | 'gatewayResponseCode'
  >,
): Promise<void> {
  const r = rt(deps);
  const now = deps.clock.now();
  let outcome: { payment: Payment; late: LateOutcome; refund?: Refund } | undefined;
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const locked = await repo.lockClosedForLate(tx, p.id);
      if (!locked || !lateEligible(locked)) return undefined;
      const handlers = r.purposes.get(locked.purpose);
      if (!handlers) throw new Error(`no handler registered for payment purpose ${p.purpose}`);
      const view = { ...locked, ...seen };
      const late: LateOutcome = handlers.onLateSuccess
        ? await handlers.onLateSuccess(tx, view)
        : 'REFUND';
      const payment = await repo.markLate(
        tx,
        p.id,
        {
          ...seen,
          lateOutcome: late,
          ...(late === 'CREDITED' ? { state: 'SUCCESS' as const, failureReason: null } : {}),
          lastError: null,
        },
        now,
      );
      const refund =
        late === 'REFUND' ? await createRefund(deps, tx, payment, 'LATE_SUCCESS') : undefined;
      return { payment, late, refund };
    });
  } catch (err) {
    r.log.error(
      { alert: 'LATE_PAYMENT', err, paymentId: p.id },
      'a late payment could not be settled; it is checked again',
    );
    await repo.recordLateCheck(
      deps.db,
      p.id,
      {
        nextCheckAt: new Date(
          now.getTime() + deps.config.PAYMENTS_LATE_CHECK_EVERY_MINUTES * 60_000,
        ),
        lastError: `late settlement failed: ${errorText(err)}`,
        // a payment closed FAILED has no late-check window: open one so the job retries it
        lateCheckUntil:
          p.lateCheckUntil ??
          new Date(now.getTime() + Math.max(1, deps.config.PAYMENTS_LATE_CHECK_HOURS) * 3_600_000),
      },
      now,
    );
    return;
  }
  if (!outcome) return;
  r.log.error(
    {
      alert: 'LATE_PAYMENT',
      paymentId: p.id,
      merchantTransactionId: p.merchantTransactionId,
      purpose: p.purpose,
      referenceId: p.referenceId,
      amountPaise: p.amountPaise,
      closedAs: p.state,
      outcome: outcome.late,
      refundId: outcome.refund?.id,
    },
    outcome.late === 'CREDITED'
      ? 'LATE PAYMENT: the gateway completed a payment after it was closed; credited at its stored terms'
      : 'LATE PAYMENT: the gateway completed a payment after it was closed; refunding it',
  );
  if (outcome.refund) await submitRefund(deps, outcome.refund);
}

/** Payments the gateway completed after we closed them (late_outcome set), newest first. */
export const findLatePayments = (deps: AppDeps, limit = 100) => repo.findLate(deps.db, limit);
