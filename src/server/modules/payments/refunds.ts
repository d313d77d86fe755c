import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import { GatewayError } from './gateway';
import { paymentMessages } from './messages';
import { MIN_AMOUNT_PAISE } from './phonepe-protocol';
import * as repo from './repo';
import {
  callbackUrl,
  errorText,
  merchantUserIdOf,
  newMerchantTransactionId,
  rt,
  type Payment,
  type Refund,
} from './runtime';

/**
 * Refunds: a refund row is written first (in the caller's transaction when it has a cause there),
 * then sent to the gateway under its fixed id, then asked about until the gateway's answer is
 * final (PENDING -> SUCCESS | FAILED).
 */

const msg = paymentMessages.en;

const REFUND_ID_PREFIX = 'REF';

export async function createRefund(
  deps: AppDeps,
  db: Tx | AppDeps['db'],
  payment: Payment,
  reason: string,
  amountPaise = payment.amountPaise,
  id = newId('rfd'),
) {
  const now = deps.clock.now();
  return repo.insertRefund(db, {
    id,
    paymentId: payment.id,
    merchantRefundId: newMerchantTransactionId(REFUND_ID_PREFIX, now),
    amountPaise,
    reason,
    state: 'PENDING',
    nextCheckAt: now,
    createdAt: now,
    updatedAt: now,
  });
}

export const nextRefundCheck = (deps: AppDeps, now: Date) =>
  new Date(now.getTime() + deps.config.PAYMENTS_REFUND_CHECK_EVERY_MINUTES * 60_000);

/** Applies a gateway answer about a refund: final states end it, anything else keeps it pending. */
async function applyRefundState(
  deps: AppDeps,
  refund: Refund,
  answer: { state: 'PENDING' | 'SUCCESS' | 'FAILED'; code: string; gatewayTransactionId?: string },
  now: Date,
) {
  const final = answer.state !== 'PENDING';
  const row = await repo.updatePendingRefund(
    deps.db,
    refund.id,
    {
      state: answer.state,
      gatewayCode: answer.code,
      gatewayTransactionId: answer.gatewayTransactionId ?? refund.gatewayTransactionId,
      nextCheckAt: final ? null : nextRefundCheck(deps, now),
      settledAt: final ? now : null,
      lastError: null,
      countCheck: true,
    },
    now,
  );
  if (answer.state === 'FAILED') {
    rt(deps).log.error(
      {
        alert: 'REFUND_FAILED',
        refundId: refund.id,
        paymentId: refund.paymentId,
        code: answer.code,
      },
      'the gateway failed a refund: the operator must act',
    );
  }
  return row;
}

/**
 * Sends a refund to the gateway under its fixed id (a repeat after a timeout or crash is the same
 * refund). PENDING, TIMED_OUT, INTERNAL_SERVER_ERROR and no answer all leave it PENDING for the
 * status follow-up; only the refund status decides.
 */
export async function submitRefund(deps: AppDeps, refund: Refund): Promise<Refund> {
  const r = rt(deps);
  const payment = await repo.findById(deps.db, refund.paymentId);
  if (!payment) throw new Error(`refund ${refund.id} of an unknown payment`);
  const now = deps.clock.now();
  await repo.updatePendingRefund(deps.db, refund.id, { requestedAt: now }, now);
  try {
    const res = await r.gateway.refund({
      originalMerchantTransactionId: payment.merchantTransactionId,
      merchantRefundId: refund.merchantRefundId,
      amountPaise: refund.amountPaise,
      merchantUserId: merchantUserIdOf(payment.userId),
      callbackUrl: callbackUrl(deps),
    });
    return (
      (await applyRefundState(
        deps,
        refund,
        {
          state: res.state,
          code: res.code,
          gatewayTransactionId: res.gatewayTransactionId,
        },
        deps.clock.now(),
      )) ?? (await repo.findRefundById(deps.db, refund.id))!
    );
  } catch (err) {
    const at = deps.clock.now();
    r.log.warn(
      { err, refundId: refund.id },
      'refund request got no usable answer; checking its status',
    );
    if (err instanceof GatewayError && err.kind === 'rejected') {
      // refused outright, or a repeat of a refund the gateway already has: its status decides
      const known = await r.gateway.getRefundStatus(refund.merchantRefundId).catch(() => undefined);
      if (known?.notFound) {
        await repo.updatePendingRefund(
          deps.db,
          refund.id,
          { state: 'FAILED', settledAt: at, nextCheckAt: null, lastError: errorText(err) },
          at,
        );
        r.log.error(
          { alert: 'REFUND_FAILED', refundId: refund.id, paymentId: refund.paymentId, err },
          'the gateway refused a refund: the operator must act',
        );
      } else if (known) {
        await applyRefundState(deps, refund, known, at);
      } else {
        await repo.updatePendingRefund(
          deps.db,
          refund.id,
          { nextCheckAt: nextRefundCheck(deps, at), lastError: errorText(err) },
          at,
        );
      }
    } else {
      await repo.updatePendingRefund(
        deps.db,
        refund.id,
        { nextCheckAt: nextRefundCheck(deps, at), lastError: errorText(err) },
        at,
      );
    }
    return (await repo.findRefundById(deps.db, refund.id))!;
  }
}

/** Asks the gateway about a pending refund; one it has never seen is sent again under its id. */
export async function checkRefund(deps: AppDeps, refund: Refund): Promise<void> {
  if (refund.state !== 'PENDING') return;
  if (!refund.requestedAt) {
    await submitRefund(deps, refund);
    return;
  }
  let status;
  try {
    status = await rt(deps).gateway.getRefundStatus(refund.merchantRefundId);
  } catch (err) {
    const now = deps.clock.now();
    await repo.updatePendingRefund(
      deps.db,
      refund.id,
      { nextCheckAt: nextRefundCheck(deps, now), lastError: errorText(err), countCheck: true },
      now,
    );
    return;
  }
  if (status.notFound) {
    // our request never reached the gateway: the same id again cannot refund twice
    await submitRefund(deps, refund);
    return;
  }
  await applyRefundState(deps, refund, status, deps.clock.now());
}

/**
 * Refunds a payment's money through the gateway: the whole amount unless `amountPaise` says less.
 * Idempotent: while the payment has a PENDING or SUCCESS refund, that refund is returned and
 * nothing new is asked. The refund stays PENDING until the gateway's refund status is final
 * (reconciliation asks every PAYMENTS_REFUND_CHECK_EVERY_MINUTES). It does not undo anything the
 * purpose credited. Call it outside a transaction.
 */
export async function requestRefund(
  deps: AppDeps,
  paymentId: string,
  reason: string,
  opts: {
    amountPaise?: number;
    /** runs in the transaction that writes a new refund (the console's audit row); not on a repeat */
    inTx?: (tx: Tx, refund: Refund) => Promise<void>;
  } = {},
): Promise<Refund> {
  const payment = await repo.findById(deps.db, paymentId);
  if (!payment) throw new AppError('NOT_FOUND', msg.notFound);
  if (payment.state === 'PENDING') throw new AppError('CONFLICT', msg.refundPending);
  const amountPaise = opts.amountPaise ?? payment.amountPaise;
  if (
    !Number.isSafeInteger(amountPaise) ||
    amountPaise < MIN_AMOUNT_PAISE ||
    amountPaise > payment.amountPaise
  ) {
    throw new AppError('VALIDATION_FAILED', msg.refundAmount);
  }
  const existing = await repo.findLiveRefund(deps.db, paymentId);
  if (existing) return existing;
  const refund = opts.inTx
    ? await deps.db.transaction(async (tx) => {
        const id = newId('rfd');
        const r = await createRefund(deps, tx, payment, reason, amountPaise, id);
        // (a concurrent request may have written the live refund first: then it is that one)
        if (r.id === id) await opts.inTx!(tx, r);
        return r;
      })
    : await createRefund(deps, deps.db, payment, reason, amountPaise);
  if (refund.requestedAt) return refund;
  return submitRefund(deps, refund);
}

/**
 * Records a full refund of a paid payment in the caller's transaction, so it commits or rolls back
 * with its cause (a store order the operator refunds). Nothing reaches the gateway here: call
 * `sendRefund` after the commit; should that never happen (the process stopped), the refund check
 * of the reconciliation sends it under its fixed id when it is due. Idempotent: a payment with a
 * PENDING or SUCCESS refund gets that one back.
 */
export async function recordRefund(deps: AppDeps, tx: Tx, paymentId: string, reason: string) {
  const payment = await repo.findById(tx, paymentId);
  if (!payment) throw new AppError('NOT_FOUND', msg.notFound);
  if (payment.state !== 'SUCCESS') throw new AppError('CONFLICT', msg.refundPending);
  const existing = await repo.findLiveRefund(tx, paymentId);
  if (existing) return existing;
  const refund = await createRefund(deps, tx, payment, reason);
  const now = deps.clock.now();
  // the caller sends it at once after its commit; the check only catches one that was never sent
  await repo.updatePendingRefund(tx, refund.id, { nextCheckAt: nextRefundCheck(deps, now) }, now);
  return refund;
}

/**
 * Sends a recorded refund that has not been requested yet (`recordRefund`); a refund already
 * requested is left to its status checks. Returns the refund as stored afterwards: PENDING while
 * the gateway's answer is TIMED_OUT, PENDING, INTERNAL_SERVER_ERROR or none. Call it outside a
 * transaction.
 */
export async function sendRefund(deps: AppDeps, refundId: string): Promise<Refund> {
  const refund = await repo.findRefundById(deps.db, refundId);
  if (!refund) throw new AppError('NOT_FOUND', msg.notFound);
  if (refund.state !== 'PENDING' || refund.requestedAt) return refund;
  return submitRefund(deps, refund);
}

/** A payment's refunds, oldest first (operator console). */
export const refundsOfPayment = (deps: AppDeps, paymentId: string) =>
  repo.refundsOf(deps.db, paymentId);
