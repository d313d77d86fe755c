import { and, asc, count, desc, eq, gte, inArray, lt, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { storeOrderEvents, storeOrders, storeQuotes, utrClaims } from './tables';

export type QuoteRow = typeof storeQuotes.$inferSelect;
export type StoreOrderRow = typeof storeOrders.$inferSelect;
export type EventRow = typeof storeOrderEvents.$inferSelect;

export const insertQuote = async (db: DbOrTx, row: QuoteRow) => {
  await db.insert(storeQuotes).values(row);
  return row;
};

/** The quote, locked for this transaction: one order at a time is made from it. */
export const lockQuote = async (db: DbOrTx, id: string) => {
  const [r] = await db.select().from(storeQuotes).where(eq(storeQuotes.id, id)).for('update');
  return r;
};

export const insertStoreOrder = (db: DbOrTx, row: typeof storeOrders.$inferInsert) =>
  db.insert(storeOrders).values(row);

export const findStoreOrder = async (db: DbOrTx, orderId: string) => {
  const [r] = await db.select().from(storeOrders).where(eq(storeOrders.orderId, orderId));
  return r;
};

export const lockStoreOrder = async (db: DbOrTx, orderId: string) => {
  const [r] = await db
    .select()
    .from(storeOrders)
    .where(eq(storeOrders.orderId, orderId))
    .for('update');
  return r;
};

export const findByQuote = async (db: DbOrTx, quoteId: string) => {
  const [r] = await db.select().from(storeOrders).where(eq(storeOrders.quoteId, quoteId));
  return r;
};

export const updateStoreOrder = (
  db: DbOrTx,
  orderId: string,
  set: Partial<typeof storeOrders.$inferInsert>,
) => db.update(storeOrders).set(set).where(eq(storeOrders.orderId, orderId));

export const insertEvent = (db: DbOrTx, row: typeof storeOrderEvents.$inferInsert) =>
  db.insert(storeOrderEvents).values(row);

export const findEvents = (db: DbOrTx, orderIds: string[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(storeOrderEvents)
        .where(inArray(storeOrderEvents.orderId, orderIds))
        .orderBy(asc(storeOrderEvents.id));

/** Claims a UTR for an order; false when any order ever claimed it. */
export const claimUtr = async (db: DbOrTx, utr: string, orderId: string, now: Date) => {
  const r = await db
    .insert(utrClaims)
    .values({ utr, orderId, createdAt: now })
    .onConflictDoNothing()
    .returning();
  return r.length === 1;
};

/** Orders whose UTR waits for a check, each with when its newest UTR was submitted. */
export const findUtrClaimsWaiting = (db: DbOrTx) =>
  db
    .select({ orderId: storeOrders.orderId, claimedAt: max(utrClaims.createdAt) })
    .from(storeOrders)
    .innerJoin(utrClaims, eq(utrClaims.orderId, storeOrders.orderId))
    .where(eq(storeOrders.state, 'PAYMENT_SUBMITTED'))
    .groupBy(storeOrders.orderId);

export type StoreOrderFilter = {
  state?: StoreOrderRow['state'] | undefined;
  kind?: StoreOrderRow['kind'] | undefined;
  /** created at or after */
  since?: Date | undefined;
  /** created before */
  until?: Date | undefined;
};

export const listStoreOrders = async (
  db: DbOrTx,
  f: StoreOrderFilter,
  limit: number,
  offset: number,
) => {
  const where = and(
    f.state ? eq(storeOrders.state, f.state) : undefined,
    f.kind ? eq(storeOrders.kind, f.kind) : undefined,
    f.since ? gte(storeOrders.createdAt, f.since) : undefined,
    f.until ? lt(storeOrders.createdAt, f.until) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(storeOrders)
      .where(where)
      .orderBy(desc(storeOrders.createdAt), desc(storeOrders.orderId))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(storeOrders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const findQuoteOfUser = async (db: DbOrTx, id: string, userId: string) => {
  const [r] = await db
    .select()
    .from(storeQuotes)
    .where(and(eq(storeQuotes.id, id), eq(storeQuotes.userId, userId)));
  return r;
};

/** Store orders paid for and not yet handed over: their ids and item weights (mg). */
export const findUndelivered = (db: DbOrTx) =>
  db
    .select({ orderId: storeOrders.orderId, weightMg: storeOrders.weightMg })
    .from(storeOrders)
    .where(inArray(storeOrders.state, ['PAID', 'PROCESSING', 'SHIPPED', 'READY_FOR_PICKUP']));
