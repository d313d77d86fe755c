/** A store order as its buyer reads it (order page, delivery note). */
import type { StoreOrder } from '../../../shared/api/store';
import { STORE_ORDER_KINDS, type StoreOrderKind } from '../../../shared/api/store';
import type { Locale } from '../../../shared/locales';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { findOrderById, shortNameOf, type OrderRow } from '../orders/service';
import { renderDeliveryNotePdf } from './delivery-note';
import { storeMessages as msg } from './messages';
import * as repo from './repo';
import { failureTextOf } from './timeline';

export const isStoreKind = (kind: OrderRow['kind']): kind is StoreOrderKind =>
  (STORE_ORDER_KINDS as readonly string[]).includes(kind);

export function toStoreOrder(
  deps: AppDeps,
  o: OrderRow,
  s: repo.StoreOrderRow,
  events: repo.EventRow[],
): StoreOrder {
  if (!isStoreKind(o.kind)) throw new AppError('NOT_FOUND', msg.orderNotFound);
  return {
    orderId: o.id,
    merchantOrderId: o.merchantOrderId,
    kind: o.kind,
    shortName: shortNameOf(o.kind),
    antsCenti: o.antsCenti,
    goldE8: o.goldE8,
    merchantTransactionId: o.merchantTransactionId,
    mode: s.mode,
    state: s.state,
    paymentStatus: o.status,
    title: s.title,
    quantity: o.quantity,
    weightMg: s.weightMg,
    purity: s.purity,
    metalPaise: s.metalPaise,
    makingPaise: s.makingPaise,
    itemsGstPaise: s.itemsGstPaise,
    chargeKind: s.mode === 'pickup' ? 'handling' : 'shipping',
    chargePaise: s.chargePaise,
    totalPaise: o.amountPaise,
    buyerName: o.buyerName,
    address: s.mode === 'pickup' ? deps.config.OPERATOR_ADDRESS : o.buyerAddress,
    panMasked: s.panMasked,
    courier: s.courier,
    trackingNumber: s.trackingNumber,
    utr: s.utr,
    utrRejectedReason: s.utrRejectedReason,
    failureReason: o.status === 'FAILED' ? failureTextOf(o.failureCode) : null,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    invoiceTransactionId: o.invoiceNo && o.merchantTransactionId ? o.merchantTransactionId : null,
    hasDeliveryNote: o.kind !== 'StoreOrders',
    updatedAt: s.updatedAt.toISOString(),
    events: events
      .filter((e) => e.orderId === o.id)
      .map((e) => ({ state: e.state, note: e.note, at: e.createdAt.toISOString() })),
  };
}

export async function loadOrder(deps: AppDeps, db: DbOrTx, orderId: string) {
  const [order, store, events] = [
    await findOrderById(db, orderId),
    await repo.findStoreOrder(db, orderId),
    await repo.findEvents(db, [orderId]),
  ];
  if (!order || !store) return undefined;
  return toStoreOrder(deps, order, store, events);
}

/**
 * The owner's store order (bag, direct payment, referral store or Gold Smith) with its timeline;
 * anyone else's, or an order that is not a store order, is "not found".
 */
export async function getOrderForUser(deps: AppDeps, userId: string, orderId: string) {
  const order = await findOrderById(deps.db, orderId);
  if (!order || order.userId !== userId) throw new AppError('NOT_FOUND', msg.orderNotFound);
  const o = await loadOrder(deps, deps.db, orderId);
  if (!o) throw new AppError('NOT_FOUND', msg.orderNotFound);
  return o;
}

/**
 * The goods-delivery note (PDF) of the owner's coin paid with Ants or saved gold; a store order
 * paid in rupees has its tax invoice instead, and anyone else's order is "not found".
 */
export async function getDeliveryNote(
  deps: AppDeps,
  userId: string,
  orderId: string,
  locale: Locale = 'en',
) {
  const o = await getOrderForUser(deps, userId, orderId);
  if (!o.hasDeliveryNote) throw new AppError('NOT_FOUND', msg.orderNotFound);
  const order = (await findOrderById(deps.db, orderId))!;
  const pdf = await renderDeliveryNotePdf(
    { ...o, recipientPhone: order.buyerPhone },
    deps.config,
    locale,
  );
  return { pdf, merchantOrderId: o.merchantOrderId };
}

/** The store order of a paid order's transaction id, for its invoice lines (undefined otherwise). */
export const findStoreDetails = (db: DbOrTx, orderId: string) => repo.findStoreOrder(db, orderId);
