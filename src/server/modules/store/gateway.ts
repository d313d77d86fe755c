/** The gateway's callbacks for a checkout payment: paid, failed, late paid, late at another amount. */
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { findProductForOrder } from '../catalogue/service';
import { MAIL_JOB } from '../mail/service';
import {
  failureCodeOfPayment,
  lockOrder,
  markFailed,
  markLateMismatch,
  markLateRefund,
} from '../orders/service';
import { registerPaymentPurpose, type LateOutcome, type Payment } from '../payments/service';
import { storeMessages as msg } from './messages';
import { CHECKOUT_PREFIX, isSoldAs, STORE_ORDER_PURPOSE } from './pricing';
import * as repo from './repo';
import { settlePaid } from './settle';
import { failureTextOf, mailState, recordState } from './timeline';

export async function onGatewayPaid(deps: AppDeps, tx: Tx, payment: Payment) {
  const order = await lockOrder(tx, payment.referenceId);
  if (!order || order.status !== 'PENDING') return;
  const store = await repo.lockStoreOrder(tx, order.id);
  if (!store || store.state !== 'AWAITING_PAYMENT') return;
  await settlePaid(deps, tx, order, store, 'system', payment.merchantTransactionId);
}

export async function onGatewayFailed(deps: AppDeps, tx: Tx, payment: Payment) {
  const order = await lockOrder(tx, payment.referenceId);
  if (!order || order.status !== 'PENDING') return;
  const store = await repo.lockStoreOrder(tx, order.id);
  if (!store || store.state !== 'AWAITING_PAYMENT') return;
  const failureCode = failureCodeOfPayment(payment.failureReason);
  const reason = failureTextOf(failureCode);
  await markFailed(tx, order.id, failureCode, payment.merchantTransactionId);
  await recordState(deps, tx, order, store, 'CANCELLED', 'system', reason);
}

/**
 * The bank completed a checkout payment after its order had closed (payments' late-success rule):
 * the coin is sold at the order's stored price when it is still in the catalogue (the order is
 * paid and invoiced as if on time), otherwise the whole amount is refunded. The buyer reads which
 * on the order page and by mail.
 */
export async function onGatewayLatePaid(
  deps: AppDeps,
  tx: Tx,
  payment: Payment,
): Promise<LateOutcome> {
  const order = await lockOrder(tx, payment.referenceId);
  if (!order || order.status !== 'FAILED' || order.kind !== 'StoreOrders') return 'REFUND';
  const store = await repo.lockStoreOrder(tx, order.id);
  if (!store || store.state !== 'CANCELLED' || store.mode !== 'delivery') return 'REFUND';
  const product = await findProductForOrder(tx, store.productId);
  if (isSoldAs(product, 'delivery')) {
    await settlePaid(deps, tx, order, store, 'system', payment.merchantTransactionId, true);
    return 'CREDITED';
  }
  await markLateRefund(tx, order.id);
  await repo.insertEvent(tx, {
    orderId: order.id,
    state: 'CANCELLED',
    note: msg.lateRefund,
    actor: 'system',
    createdAt: deps.clock.now(),
  });
  await mailState(deps, tx, order, store, [msg.lateRefund]);
  return 'REFUND';
}

/**
 * The bank completed a checkout payment after its order had closed, but at another amount than
 * asked (payments' late rule): not paid; the order now says so, its timeline and a mail tell the
 * buyer the money will be refunded (by the operator, as for any AMOUNT_MISMATCH).
 */
export async function onGatewayLateMismatch(deps: AppDeps, tx: Tx, payment: Payment) {
  const order = await lockOrder(tx, payment.referenceId);
  if (!order || order.status !== 'FAILED' || order.kind !== 'StoreOrders') return;
  const store = await repo.lockStoreOrder(tx, order.id);
  if (!store || store.state !== 'CANCELLED') return;
  await markLateMismatch(tx, order.id);
  await repo.insertEvent(tx, {
    orderId: order.id,
    state: 'CANCELLED',
    note: msg.amountMismatch,
    actor: 'system',
    createdAt: deps.clock.now(),
  });
  await mailState(deps, tx, order, store, [msg.amountMismatch]);
}

export function registerStore(deps: AppDeps) {
  registerPaymentPurpose(deps, STORE_ORDER_PURPOSE, {
    idPrefix: CHECKOUT_PREFIX,
    onSuccess: async (tx, payment) => {
      await onGatewayPaid(deps, tx, payment);
      deps.jobs.kick(MAIL_JOB);
    },
    onFailure: async (tx, payment) => {
      await onGatewayFailed(deps, tx, payment);
      deps.jobs.kick(MAIL_JOB);
    },
    onLateSuccess: async (tx, payment) => {
      const outcome = await onGatewayLatePaid(deps, tx, payment);
      deps.jobs.kick(MAIL_JOB);
      return outcome;
    },
    onLateMismatch: async (tx, payment) => {
      await onGatewayLateMismatch(deps, tx, payment);
      deps.jobs.kick(MAIL_JOB);
    },
  });
}
