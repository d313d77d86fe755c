/** A store order's moves: the state, its timeline event, the order's delivery status and the mail. */
import type { OrderFailureCode } from '../../../shared/api/orders';
import type { StoreOrderState } from '../../../shared/api/store';
import { paths } from '../../../shared/routes';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { AuditActor } from '../audit/service';
import { enqueueMail, renderMail } from '../mail/service';
import { lockOrder, recordDeliveryStatus, type OrderRow } from '../orders/service';
import { storeMessages as msg, STATE_LABELS } from './messages';
import * as repo from './repo';

const mailText = msg.mail;

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
  if (mail)
    await enqueueMail(tx, now, stateMail(deps, order, { ...store, ...set, state: to }, note));
}

export const orderLink = (deps: AppDeps, orderId: string) =>
  `${deps.config.publicUrl}${paths.order.href({ orderId })}`;

export function stateMail(
  deps: AppDeps,
  order: OrderRow,
  s: repo.StoreOrderRow,
  note: string | null,
) {
  const c = deps.config;
  const intro = [mailText.stateNow(order.merchantOrderId, order.orderlist, STATE_LABELS[s.state])];
  if (s.state === 'SHIPPED' && s.courier && s.trackingNumber)
    intro.push(mailText.tracking(s.courier, s.trackingNumber));
  if (s.state === 'PAYMENT_SUBMITTED') intro.push(mailText.utrReceived(s.utr ?? ''));
  if (s.state === 'READY_FOR_PICKUP') intro.push(mailText.collect(c.OPERATOR_ADDRESS));
  if (note) intro.push(note);
  const rendered = renderMail({
    brand: c.OPERATOR_BRAND,
    footer: mailText.footer(c.OPERATOR_NAME, c.OPERATOR_ADDRESS, c.OPERATOR_GSTIN),
    greeting: mailText.greeting(order.buyerName.split(' ')[0] ?? ''),
    intro,
    action: { label: mailText.viewOrder, url: orderLink(deps, order.id) },
    outro: [mailText.stateOutro],
    signOff: mailText.signOff(c.OPERATOR_BRAND),
  });
  return {
    kind: `store-order-${s.state.toLowerCase().replace(/_/g, '-')}`,
    to: order.buyerEmail,
    subject: mailText.stateSubject(order.merchantOrderId, STATE_LABELS[s.state]),
    ...rendered,
  };
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
