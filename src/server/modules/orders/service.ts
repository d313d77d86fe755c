import type { HistoryFilter, HistoryItem, OrderStatus } from '../../../shared/api/orders';
import { formatGrams } from '../../../shared/money/format';
import type { DbOrTx } from '../../db/client';
import type { Piece, SqlRef } from '../../db/prepared';
import { newId } from '../../db/ids';
import { AppError, notFound } from '../../http/app-error';
import { digitalGoldOrderRow, type DigitalGoldOrderInput } from './digital-gold-row';
import { orderMessages } from './messages';
import * as repo from './repo';

export type { OrderKind, OrderRow } from './repo';
// the order's life: its states and transitions (lifecycle.ts), and the digital-gold order row
export {
  failureCodeOfPayment,
  markFailed,
  markLateMismatch,
  markLateRefund,
  markPaid,
  markPaidFromBalance,
  markPaidLate,
  openPayment,
  OrderTransitionError,
  recordDeliveryStatus,
  type OrderStatus as OrderState,
  type OrderTransition,
} from './lifecycle';
export { digitalGoldOrderRow, HSN_GOLD, type Buyer } from './digital-gold-row';

/** spec 3: short names of the transaction types */
const SHORT_NAMES: Record<repo.OrderKind, string> = {
  DigitalGold: 'BAT_DigitalGold',
  StoreOrders: 'BAT_StoreOrders',
  ReferralStoreOrders: 'BAT_ReferralStoreOrders',
  GoldSmith: 'BAT_GoldSmith',
  SubscriptionTransactions: 'BAT_SubscriptionTransactions',
};

/** The order's id in the spec's style (spec 3: MOID plus a unique suffix). */
export const newMerchantOrderId = (now: Date) =>
  `MOID${now.getTime()}${newId('x').slice(2, 10).toUpperCase()}`;

/**
 * Stores a new order, or returns the one already created with the same idempotency key
 * (a double click creates one order). `created` tells which.
 */
export async function createOrder(
  db: DbOrTx,
  row: Omit<repo.OrderInsert, 'id' | 'merchantOrderId'>,
  now: Date,
) {
  const inserted = await repo.insert(db, {
    ...row,
    id: newId('ord'),
    merchantOrderId: newMerchantOrderId(now),
  });
  if (inserted) return { order: inserted, created: true };
  const existing = await repo.findByIdempotencyKey(db, row.userId, row.idempotencyKey);
  if (!existing) throw new AppError('CONFLICT', orderMessages.en.notCreated);
  return { order: existing, created: false };
}

/**
 * Stores a digital-gold order (a quick buy or an Autopay debit) built by the one row builder, or
 * returns the one already made with the same idempotency key.
 */
export const createDigitalGoldOrder = (
  db: DbOrTx,
  config: Parameters<typeof digitalGoldOrderRow>[0],
  input: DigitalGoldOrderInput,
  now: Date,
) => createOrder(db, digitalGoldOrderRow(config, input), now);

/**
 * `createDigitalGoldOrder` of several orders in one statement; answers each by its idempotency
 * key (an order made before with the same key is answered, as there).
 */
export async function createDigitalGoldOrders(
  db: DbOrTx,
  config: Parameters<typeof digitalGoldOrderRow>[0],
  inputs: DigitalGoldOrderInput[],
  now: Date,
) {
  const rows = inputs.map((input) => ({
    ...digitalGoldOrderRow(config, input),
    id: newId('ord'),
    merchantOrderId: newMerchantOrderId(now),
  }));
  const byKey = new Map((await repo.insertMany(db, rows)).map((o) => [o.idempotencyKey, o]));
  for (const row of rows) {
    if (byKey.has(row.idempotencyKey)) continue;
    const existing = await repo.findByIdempotencyKey(db, row.userId, row.idempotencyKey);
    if (!existing) throw new AppError('CONFLICT', orderMessages.en.notCreated);
    byKey.set(row.idempotencyKey, existing);
  }
  return byKey;
}

export const findOrderById = (db: DbOrTx, id: string) => repo.findById(db, id);
/** Orders by id (any user's: callers show only what the asking user may see). */
export const findOrdersByIds = (db: DbOrTx, ids: string[]) => repo.findByIds(db, ids);
export const findOrderByIdempotencyKey = (db: DbOrTx, userId: string, key: string) =>
  repo.findByIdempotencyKey(db, userId, key);
export const lockOrder = (db: DbOrTx, id: string) => repo.lockById(db, id);
/**
 * `lockOrder`, then the named lock `lockPrefix` + the order's user id (db/locks.ts `lockName`),
 * in one statement: the row lock first, then the named one; with `piece` of the order's user
 * (another module's value) as `beside`. Undefined when no such order.
 */
export const lockOrderThenUserLock = <T>(
  db: DbOrTx,
  id: string,
  lockPrefix: string,
  piece: Piece<T, [SqlRef]>,
) => repo.lockByIdThenUserLock(db, id, lockPrefix, piece);
/**
 * Gold of the user's digital-gold orders still waiting for payment, which a vault check counts as
 * held. An order whose payment never opened (the process stopped in between) stops counting once
 * `openingSince` has passed its creation.
 */
export const pendingDigitalGold = (db: DbOrTx, userId: string, openingSince: Date) =>
  repo.sumPendingGold(db, userId, openingSince);

/**
 * `pendingDigitalGold` and another module's value of the same user (`piece`: the gold held), in
 * one statement.
 */
export const pendingDigitalGoldBeside = <T>(
  db: DbOrTx,
  userId: string,
  openingSince: Date,
  piece: Piece<T, [SqlRef]>,
) => repo.sumPendingGoldBeside(db, userId, openingSince, piece);

/** `pendingDigitalGold` of several users in one read: by user id (absent: none). */
export const pendingDigitalGoldOfUsers = (db: DbOrTx, userIds: string[], openingSince: Date) =>
  repo.sumPendingGoldOfUsers(db, [...new Set(userIds)], openingSince);

/** An order of this user by its transaction id; another user's order is "not found". */
export async function findUserOrder(db: DbOrTx, userId: string, merchantTransactionId: string) {
  const order = await repo.findByTransactionId(db, merchantTransactionId);
  if (!order || order.userId !== userId) throw notFound(orderMessages.en.notFound);
  return order;
}

/** An order of this user by its id; another user's order (or none) is "not found". */
export async function findUserOrderById(db: DbOrTx, userId: string, id: string) {
  const order = await repo.findById(db, id);
  if (!order || order.userId !== userId) throw notFound(orderMessages.en.notFound);
  return order;
}

/** spec 3: the short name of an order's kind (BAT_...). */
export const shortNameOf = (kind: repo.OrderKind) => SHORT_NAMES[kind];

export async function getOrderStatus(
  db: DbOrTx,
  userId: string,
  merchantTransactionId: string,
): Promise<OrderStatus> {
  const o = await findUserOrder(db, userId, merchantTransactionId);
  return {
    orderId: o.id,
    merchantTransactionId,
    kind: o.kind,
    status: o.status,
    amountPaise: o.amountPaise,
    goldE8: o.goldE8,
    createdAt: o.createdAt.toISOString(),
    failureCode: o.status === 'FAILED' ? o.failureCode : null,
  };
}

const KINDS_OF: Record<HistoryFilter, repo.OrderKind[] | undefined> = {
  All: undefined,
  DigitalGold: ['DigitalGold'],
  GoldSmith: ['GoldSmith'],
  StoreOrders: ['StoreOrders'],
  ReferralStoreOrders: ['ReferralStoreOrders'],
  // plans themselves are listed by the subscriptions feature; orders never have this kind
  Subscription: [],
  SubscriptionTransactions: ['SubscriptionTransactions'],
};

type HistorySource = (
  userId: string,
  page: number,
  pageSize: number,
) => Promise<{ items: HistoryItem[]; total: number }>;
const historySources = new WeakMap<object, Map<HistoryFilter, HistorySource>>();

/**
 * Lets another module answer a history chip whose records are not orders (the Subscription chip
 * lists plans), so this module does not read that module's tables.
 */
export function registerHistorySource(deps: object, filter: HistoryFilter, source: HistorySource) {
  const m = historySources.get(deps) ?? new Map<HistoryFilter, HistorySource>();
  m.set(filter, source);
  historySources.set(deps, m);
}

/** The history source registered for a chip, if another module answers it. */
export const historySourceOf = (deps: object, filter: HistoryFilter) =>
  historySources.get(deps)?.get(filter);

/** The user's own records, newest first, filtered and paginated in the database. */
export async function listHistory(
  db: DbOrTx,
  userId: string,
  filter: HistoryFilter,
  page: number,
  pageSize: number,
): Promise<{ items: HistoryItem[]; total: number }> {
  const kinds = KINDS_OF[filter];
  if (kinds && kinds.length === 0) return { items: [], total: 0 };
  const { rows, total } = await repo.listByUser(db, userId, kinds, pageSize, (page - 1) * pageSize);
  return { total, items: rows.map(toHistoryItem) };
}

/**
 * A saver's history card reads gold to 3 decimals (decision 008, amended): a digital-gold order's
 * summary carries the 8 decimals credited (the invoice's and the console's figure), said here as
 * the card's other figures are.
 */
export const forSaver = (item: HistoryItem): HistoryItem =>
  (item.type === 'DigitalGold' || item.type === 'SubscriptionTransactions') && item.goldE8 > 0
    ? {
        ...item,
        orderlist: item.orderlist.replace(
          `${formatGrams(item.goldE8, 8)} g`,
          `${formatGrams(item.goldE8, 3)} g`,
        ),
      }
    : item;

function toHistoryItem(o: repo.OrderRow): HistoryItem {
  return {
    id: o.id,
    shortName: SHORT_NAMES[o.kind],
    type: o.kind,
    amountPaise: o.amountPaise,
    antsCenti: o.antsCenti,
    createdAt: o.createdAt.toISOString(),
    status: o.status,
    deliveryStatus: o.deliveryStatus,
    orderlist: o.orderlist,
    goldE8: o.goldE8,
    planType: null,
    subscriptionId: null,
    merchantTransactionId: o.merchantTransactionId,
    invoiceTransactionId: o.invoiceNo && o.merchantTransactionId ? o.merchantTransactionId : null,
  };
}

/** At most this many plans of one user are listed under "All" (a saver has a handful). */
const PLANS_IN_ALL_MAX = 200;

/**
 * The "All" chip: the user's orders and the records another module lists (plans), one list newest
 * first. Plans are few, so each one's place among the orders is counted, and the page's orders are
 * read from the database with the offset that leaves room for the plans that fall on it.
 */
export async function listAllHistory(
  deps: object,
  db: DbOrTx,
  userId: string,
  page: number,
  pageSize: number,
): Promise<{ items: HistoryItem[]; total: number }> {
  const plansSource = historySourceOf(deps, 'Subscription');
  const plans = plansSource ? (await plansSource(userId, 1, PLANS_IN_ALL_MAX)).items : [];
  if (plans.length === 0) return listHistory(db, userId, 'All', page, pageSize);
  // a plan comes after every order made at the same moment or later (newest first)
  const places = await Promise.all(
    plans.map(async (p, j) => j + (await repo.countByUserFrom(db, userId, new Date(p.createdAt)))),
  );
  const from = (page - 1) * pageSize;
  const plansBefore = places.filter((at) => at < from).length;
  const onPage = plans.filter((_, j) => places[j]! >= from && places[j]! < from + pageSize);
  const orderCount = pageSize - onPage.length;
  const { rows, total } =
    orderCount > 0
      ? await repo.listByUser(db, userId, undefined, orderCount, from - plansBefore)
      : { rows: [], total: await repo.countByUserFrom(db, userId, new Date(0)) };
  const orderItems = rows.map(toHistoryItem);
  const items: HistoryItem[] = [];
  let i = 0;
  for (let at = from; at < from + pageSize; at++) {
    const j = places.indexOf(at);
    if (j >= 0) items.push(plans[j]!);
    else if (i < orderItems.length) items.push(orderItems[i++]!);
  }
  return { items, total: total + plans.length };
}

/** Orders invoiced in [from, to), by invoice number (the console's GST export). */
export const findInvoicedBetween = (db: DbOrTx, from: Date, to: Date) =>
  repo.findInvoicedBetween(db, from, to);
