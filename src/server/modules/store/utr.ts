/** The operator's check of a direct payment's UTR: found (paid) or refused. */
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { audit, type AuditActor } from '../audit/service';
import { MAIL_JOB } from '../mail/service';
import { storeMessages as msg } from './messages';
import { loadAdminOrder } from './operator-views';
import { settlePaid } from './settle';
import { actorOf, lockBoth, recordState } from './timeline';

/** The operator found the money of a direct payment: paid, invoiced, 10% cashback, mailed. */
export async function verifyUtr(deps: AppDeps, by: AuditActor, orderId: string) {
  await deps.db.transaction(async (tx) => {
    const { order, store } = await lockBoth(tx, orderId);
    if (store.mode !== 'pickup') throw new AppError('CONFLICT', msg.notDirect);
    if (store.state !== 'PAYMENT_SUBMITTED') throw new AppError('CONFLICT', msg.utrNotExpected);
    await settlePaid(deps, tx, order, store, actorOf(by), order.merchantTransactionId!);
    await audit(tx, {
      by,
      at: deps.clock.now(),
      action: 'store.order.utr-verify',
      target: { type: 'store_order', id: order.id },
      before: { state: store.state, utr: store.utr },
      after: { state: 'PAID', utr: store.utr, amountPaise: order.amountPaise },
    });
  });
  deps.jobs.kick(MAIL_JOB);
  return loadAdminOrder(deps, orderId);
}

/**
 * The operator could not find the money: the order waits for payment again and the buyer reads
 * why (order page, mail). The refused UTR stays used.
 */
export async function rejectUtr(deps: AppDeps, by: AuditActor, orderId: string, reason: string) {
  await deps.db.transaction(async (tx) => {
    const { order, store } = await lockBoth(tx, orderId);
    if (store.mode !== 'pickup') throw new AppError('CONFLICT', msg.notDirect);
    if (store.state !== 'PAYMENT_SUBMITTED') throw new AppError('CONFLICT', msg.utrNotExpected);
    await recordState(deps, tx, order, store, 'AWAITING_PAYMENT', actorOf(by), reason, {
      utr: null,
      utrRejectedReason: reason,
    });
    await audit(tx, {
      by,
      at: deps.clock.now(),
      action: 'store.order.utr-reject',
      target: { type: 'store_order', id: order.id },
      before: { state: store.state, utr: store.utr },
      after: { state: 'AWAITING_PAYMENT', utr: null },
      reason,
    });
  });
  deps.jobs.kick(MAIL_JOB);
  return loadAdminOrder(deps, orderId);
}
