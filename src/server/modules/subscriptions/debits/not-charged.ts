/**
 * A debit stuck at the bank (decisions.md: Payments): its execute got no usable answer, so it is
 * never executed again (NPCI); once the gateway says it was not executed and the notice's validity
 * has passed, it is closed NOT_CHARGED: its order fails (no money was taken), so the vault no
 * longer counts its gold, and an alert is logged. It is then asked about on the payments module's
 * late-check schedule, and a "completed" report is settled once (settle.ts).
 */
import type { AppDeps } from '../../../deps';
import type { Tx } from '../../../db/client';
import { lockOrder, markFailed, markLateRefund } from '../../orders/service';
import { lockVault } from '../../wallet/service';
import * as repo from '../repo';
import { type DebitRow, logOf } from '../common';
import { debitFits, openDebitGold } from './vault';

/** The next slow check of a closed debit, or null when its late-check window is over. */
export function nextLateCheck(deps: AppDeps, now: Date, until: Date | null) {
  if (!until) return null;
  const next = new Date(now.getTime() + deps.config.PAYMENTS_LATE_CHECK_EVERY_MINUTES * 60_000);
  return next < until ? next : now < until ? until : null;
}

/** Closes a PROCESSING debit the gateway never executed, once (a conditional move). */
export async function closeNotCharged(deps: AppDeps, d: DebitRow, code: string) {
  const now = deps.clock.now();
  const lateCheckUntil =
    deps.config.PAYMENTS_LATE_CHECK_HOURS > 0
      ? new Date(now.getTime() + deps.config.PAYMENTS_LATE_CHECK_HOURS * 3_600_000)
      : null;
  const closed = await deps.db.transaction(async (tx) => {
    const done = await repo.updateDebit(tx, d.id, 'PROCESSING', {
      state: 'NOT_CHARGED',
      failureReason: 'NOT_EXECUTED',
      gatewayCode: code,
      lateCheckUntil,
      nextRunAt: nextLateCheck(deps, now, lateCheckUntil),
      updatedAt: now,
    });
    if (!done) return undefined;
    if (d.orderId) {
      const order = await lockOrder(tx, d.orderId);
      // no money was taken: the order fails, and the vault stops counting its gold
      if (order?.status === 'PENDING') await markFailed(tx, order.id, 'GATEWAY_ERROR');
    }
    return done;
  });
  if (!closed) return;
  logOf(deps)?.error(
    {
      alert: 'DEBIT_NOT_CHARGED',
      debitId: d.id,
      planId: d.planId,
      merchantTransactionId: d.merchantTransactionId,
      amountPaise: d.amountPaise,
      code,
    },
    'an Autopay debit got no answer to its execute and the gateway says it never ran: closed as not charged',
  );
}

/**
 * A late "completed" for a debit closed NOT_CHARGED whose gold no longer fits in the vault (the
 * room was given to other purchases meanwhile): not credited; the debit fails as LATE_REFUND, its
 * order is marked for a refund, and the operator is alerted to refund it. Returns true when so.
 * Call inside the settling transaction, before the debit moves.
 */
export async function refusedLate(deps: AppDeps, tx: Tx, d: DebitRow, now: Date) {
  if (!d.orderId) return false;
  const order = await lockOrder(tx, d.orderId);
  if (!order || order.status !== 'FAILED') return false;
  await lockVault(tx, d.userId);
  const price = order.pricePaisePerGram ?? 0;
  const notifiedE8 = price > 0 ? await openDebitGold(tx, d.userId, price, deps) : 0;
  if (await debitFits(deps, tx, d.userId, { addE8: order.goldE8, notifiedE8, now })) return false;
  const moved = await repo.updateDebit(tx, d.id, 'NOT_CHARGED', {
    state: 'FAILED',
    failureReason: 'LATE_REFUND',
    nextRunAt: null,
    updatedAt: now,
  });
  if (!moved) return true;
  await markLateRefund(tx, order.id);
  logOf(deps)?.error(
    { alert: 'LATE_DEBIT', debitId: d.id, orderId: order.id, amountPaise: order.amountPaise },
    'LATE DEBIT: completed after it was closed, but the vault has no room: refund needed',
  );
  return true;
}
