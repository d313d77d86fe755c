/** A store order's moves: the state, its timeline event, the order's delivery status and the mail. */
import type { OrderFailureCode } from '../../../shared/api/orders';
import type { StoreOrderState } from '../../../shared/api/store';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { AuditActor } from '../audit/service';
import { findLanguageOf } from '../accounts/service';
import { enqueueMail } from '../mail/service';
import { lockOrder, recordDeliveryStatus, type OrderRow } from '../orders/service';
import { stateMail } from './mails';
import { storeMessages as msg } from './messages';
import * as repo from './repo';

export async function recordState(
  deps: AppDeps,
  tx: Tx,
  order: OrderRow,
  store: repo.StoreOrderRow,
  to: StoreOrderState,
  actor: string,
  note: string | null,
  set: Partial<repo.StoreOrderRow> = {},
  mail = true,
) {
  const now = deps.clock.now();
  await repo.updateStoreOrder(tx, order.id, { ...set, state: to, updatedAt: now });
  await repo.insertEvent(tx, { orderId: order.id, state: to, note, actor, createdAt: now });
  await recordDeliveryStatus(tx, order.id, to);
  if (mail) await mailState(deps, tx, order, { ...store, ...set, state: to }, note ? [note] : []);
}

/** Mails the buyer an order's state, in their language (`notes`: the timeline's words). */
export async function mailState(
  deps: AppDeps,
  tx: Tx,
  order: OrderRow,
  s: repo.StoreOrderRow,
  notes: string[],
) {
  const locale = await findLanguageOf(tx, order.userId);
  await enqueueMail(tx, deps.clock.now(), stateMail(deps.config, locale, order, s, notes));
}

export async function lockBoth(tx: Tx, orderId: string) {
  const order = await lockOrder(tx, orderId);
  const store = order && (await repo.lockStoreOrder(tx, orderId));
  if (!order || !store) throw new AppError('NOT_FOUND', msg.orderNotFound);
  return { order, store };
}

/** How the timeline names an operator. */
export const actorOf = (by: AuditActor) => (by.userId ? `admin:${by.userId}` : by.label);

/** What the buyer reads about a failed store order. */
export function failureTextOf(code: OrderFailureCode | null): string {
  if (code === 'GATEWAY_ERROR') return msg.gatewayUnreachable;
  if (code === 'LATE_REFUND') return msg.lateRefund;
  if (code === 'AMOUNT_MISMATCH') return msg.amountMismatch;
  if (code === 'CANCELLED') return msg.cancelledByOperator;
  return msg.gatewayFailed;
}
