import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  sum,
} from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  preparedInsertByShape,
  preparedPerShape,
  preparedQuery,
  noPiece,
  type Piece,
} from '../../db/prepared';
import { invoiceSeries, orders } from './tables';

export type OrderRow = typeof orders.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;
export type OrderKind = OrderRow['kind'];

// every order: one prepared insert per shape of row (a quick buy's, an Autopay debit's...)
const insertPrepared = preparedInsertByShape('orders_insert', (db, values, name) =>
  db
    .insert(orders)
    .values(values as OrderInsert)
    .onConflictDoNothing()
    .returning()
    .prepare(name),
);

export const insert = async (db: DbOrTx, row: OrderInsert) => {
  const [r] = await insertPrepared(db, row).execute(row);
  return r;
};

/** Several orders in one statement: those stored (a row whose idempotency key is taken is left out). */
export const insertMany = (db: DbOrTx, rows: OrderInsert[]) =>
  rows.length === 0
    ? Promise.resolve([])
    : db.insert(orders).values(rows).onConflictDoNothing().returning();

// every quick buy asks it, inside its transaction
const byIdempotencyKeyPrepared = preparedQuery('orders_by_idempotency_key', (db, name) =>
  db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, sql.placeholder('userId')),
        eq(orders.idempotencyKey, sql.placeholder('key')),
      ),
    )
    .prepare(name),
);

export const findByIdempotencyKey = async (db: DbOrTx, userId: string, key: string) => {
  const [r] = await byIdempotencyKeyPrepared(db).execute({ userId, key });
  return r;
};

const byTransactionId = (db: DbOrTx, merchantTransactionId: string | SQLWrapper) =>
  db.select().from(orders).where(eq(orders.merchantTransactionId, merchantTransactionId));

// the StatusCheck page polls it
const byTransactionIdPrepared = preparedQuery('orders_by_transaction_id', (db, name) =>
  byTransactionId(db, sql.placeholder('id')).prepare(name),
);

export const findByTransactionId = async (db: DbOrTx, merchantTransactionId: string) => {
  const [r] = await byTransactionIdPrepared(db).execute({ id: merchantTransactionId });
  return r;
};

export const findById = async (db: DbOrTx, id: string) => {
  const [r] = await db.select().from(orders).where(eq(orders.id, id));
  return r;
};

export const findByIds = (db: DbOrTx, ids: string[]) =>
  ids.length ? db.select().from(orders).where(inArray(orders.id, ids)) : Promise.resolve([]);

/** Locks the order row for a state change in this transaction. */
const lockByIdPrepared = preparedQuery('orders_lock_by_id', (db, name) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .for('update')
    .prepare(name),
);

export const lockById = async (db: DbOrTx, id: string) => {
  const [r] = await lockByIdPrepared(db).execute({ id });
  return r;
};

/**
 * The order row locked as `lockById`, then the advisory lock named `lockPrefix` and the order's
 * user id (`lockName`'s name), in one statement, with `piece` of the order's user (another
 * module's value: the buyer's language). The order is locked in a CTE of its own (one that locks
 * rows is never folded into the query), so the row lock comes first, then the named lock.
 */
const lockByIdThenUserLockPrepared = preparedPerShape(
  'orders_lock_then_user_lock',
  (db, piece: Piece<unknown, [SQLWrapper]>, name) => {
    const locked = db.$with('locked').as(
      db
        .select()
        .from(orders)
        .where(eq(orders.id, sql.placeholder('id')))
        .for('update'),
    );
    const order = Object.fromEntries(
      Object.keys(getTableColumns(orders)).map((k) => [k, locked[k as keyof typeof locked]]),
    ) as unknown as typeof orders._.columns;
    return db
      .with(locked)
      .select({
        order,
        userLocked: sql<string>`pg_advisory_xact_lock(hashtextextended(${sql.placeholder('lockPrefix')}::text || ${locked.userId}, 0))::text`,
        // the CTE's column by its full name (a select's fields are written without it)
        beside: piece.of(sql`${sql.identifier('locked')}.${sql.identifier('user_id')}`),
      })
      .from(locked)
      .prepare(name);
  },
);

export const lockByIdThenUserLock = async <T>(
  db: DbOrTx,
  id: string,
  lockPrefix: string,
  piece: Piece<T, [SQLWrapper]>,
) => {
  const [r] = await lockByIdThenUserLockPrepared(db, piece.name, piece).execute({ id, lockPrefix });
  return r && { order: r.order as OrderRow, beside: r.beside as T };
};

// every settled payment: the year's next invoice number taken (the series row locked and
// incremented, as nextInvoiceSeq does) and the order paid with it, from one status, in one
// statement. A data-modifying CTE runs to completion, so an order not in that status still takes a
// number: the caller refuses and its transaction rolls back, leaving no gap.
// one statement per piece carried (`beside`: none, or another module's value of the order's user)
const paidInvoicedIfStatusPrepared = preparedPerShape(
  'orders_paid_invoiced_if_status',
  (db, piece: Piece<unknown, [SQLWrapper]>, name) => {
    const inv = db.$with('inv').as(
      db
        .insert(invoiceSeries)
        .values({ financialYear: sql.placeholder('financialYear'), lastNo: 1 })
        .onConflictDoUpdate({
          target: invoiceSeries.financialYear,
          set: { lastNo: sql`${invoiceSeries.lastNo} + 1` },
        })
        .returning({ lastNo: invoiceSeries.lastNo }),
    );
    // formatInvoiceNo's PREFIX/YYYY/NNNNNN: at least six digits, never cut
    const seq = sql`${inv.lastNo}::text`;
    return db
      .with(inv)
      .update(orders)
      .set({
        status: 'SUCCESS',
        paidAt: sql`${sql.placeholder('now')}::timestamptz`,
        invoiceNo: sql`${sql.placeholder('invoicePrefix')}::text || lpad(${seq}, greatest(6, length(${seq})), '0')`,
        invoicedAt: sql`${sql.placeholder('now')}::timestamptz`,
        failureCode: null,
        merchantTransactionId: sql`coalesce(${sql.placeholder('merchantTransactionId')}::text, ${orders.merchantTransactionId})`,
        updatedAt: sql`${sql.placeholder('updatedAt')}::timestamptz`,
      })
      .from(inv)
      .where(and(eq(orders.id, sql.placeholder('id')), eq(orders.status, sql.placeholder('from'))))
      .returning({
        ...getTableColumns(orders),
        // the updated row's user by its full name: a piece reads other tables beside it
        beside: piece.of(sql`${sql.identifier('orders')}.${sql.identifier('user_id')}`),
      })
      .prepare(name);
  },
);

/**
 * Paid and invoiced: SUCCESS with the next number of `financialYear`'s gap-free series
 * (`invoicePrefix` + the number, six digits at least) while the order's status is `from`; the
 * payment's transaction id when given. Inside the paying transaction: undefined when the order was
 * not in that status, and the number taken then goes back only if that transaction rolls back.
 * With `piece`, its value of the order's user comes as `beside`, read by the same statement.
 */
export const markPaidInvoicedIfStatus = async <T = null>(
  db: DbOrTx,
  id: string,
  from: OrderRow['status'],
  p: {
    now: Date;
    financialYear: string;
    invoicePrefix: string;
    merchantTransactionId?: string;
  },
  piece: Piece<T, [SQLWrapper]> = noPiece as Piece<T, [SQLWrapper]>,
) => {
  const [r] = await paidInvoicedIfStatusPrepared(db, piece.name, piece).execute({
    id,
    from,
    financialYear: p.financialYear,
    invoicePrefix: p.invoicePrefix,
    now: p.now.toISOString(),
    merchantTransactionId: p.merchantTransactionId ?? null,
    updatedAt: new Date().toISOString(),
  });
  if (!r) return undefined;
  const { beside, ...order } = r;
  return { order: order as OrderRow, beside: beside as T };
};

/**
 * Changes an order only while its status is one of `from`: one conditional UPDATE, so two
 * transactions moving the same order cannot both succeed. The row afterwards, or undefined when
 * the order was not in such a state.
 */
export const updateIfStatus = async (
  db: DbOrTx,
  id: string,
  from: readonly OrderRow['status'][],
  set: Partial<OrderInsert>,
) => {
  const [r] = await db
    .update(orders)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(orders.id, id), inArray(orders.status, [...from])))
    .returning();
  return r;
};

/**
 * Stores an order's gateway payment if the order is pending with none yet, or already carries
 * this very payment (a replay, or a callback that settled it first); undefined otherwise.
 */
export const setPayment = async (
  db: DbOrTx,
  id: string,
  payment: { merchantTransactionId: string; payPageUrl: string },
) => {
  const [r] = await db
    .update(orders)
    .set({ ...payment, updatedAt: new Date() })
    .where(
      and(
        eq(orders.id, id),
        or(
          and(eq(orders.status, 'PENDING'), isNull(orders.merchantTransactionId)),
          eq(orders.merchantTransactionId, payment.merchantTransactionId),
        ),
      ),
    )
    .returning();
  return r;
};

/**
 * Gold of a user's digital-gold orders that a payment may still credit: every pending order whose
 * payment was opened (whatever its quote's age: the gateway can report it paid until the payment
 * is final), and one whose payment is still being opened, created after `openingSince`. Always
 * read inside the transaction holding the user's vault lock.
 */
const pendingOf = (ofUsers: SQL, openingSince: SQLWrapper | Date) =>
  and(
    ofUsers,
    // quick buys being paid and autopay debits sent to the bank
    inArray(orders.kind, ['DigitalGold', 'SubscriptionTransactions']),
    eq(orders.status, 'PENDING'),
    or(isNotNull(orders.merchantTransactionId), gt(orders.createdAt, openingSince)),
  );

// every quick buy: its vault check's pending gold, with the gold held (the wallet's piece)
const sumPendingGoldPrepared = preparedPerShape(
  'orders_sum_pending_gold',
  (db, piece: Piece<unknown, [SQLWrapper]>, name) =>
    db
      .select({ total: sum(orders.goldE8), beside: piece.of(sql.placeholder('userId')) })
      .from(orders)
      .where(
        pendingOf(
          eq(orders.userId, sql.placeholder('userId')),
          sql`${sql.placeholder('openingSince')}::timestamptz`,
        ),
      )
      .prepare(name),
);

/**
 * The user's pending gold and, with `piece`, its value of the same user, in one statement (one
 * read, one snapshot).
 */
export const sumPendingGoldBeside = async <T = null>(
  db: DbOrTx,
  userId: string,
  openingSince: Date,
  piece: Piece<T, [SQLWrapper]> = noPiece as Piece<T, [SQLWrapper]>,
) => {
  const [r] = await sumPendingGoldPrepared(db, piece.name, piece).execute({
    userId,
    openingSince: openingSince.toISOString(),
  });
  return { pendingE8: Number(r?.total ?? 0), beside: r!.beside as T };
};

export const sumPendingGold = async (db: DbOrTx, userId: string, openingSince: Date) =>
  (await sumPendingGoldBeside(db, userId, openingSince)).pendingE8;

/** `sumPendingGold` of several users in one read: by user, those with pending gold. */
export const sumPendingGoldOfUsers = async (db: DbOrTx, userIds: string[], openingSince: Date) => {
  const rows =
    userIds.length === 0
      ? []
      : await db
          .select({ userId: orders.userId, total: sum(orders.goldE8) })
          .from(orders)
          .where(pendingOf(inArray(orders.userId, userIds), openingSince))
          .groupBy(orders.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.total ?? 0)]));
};

export const listByUser = async (
  db: DbOrTx,
  userId: string,
  kinds: OrderKind[] | undefined,
  limit: number,
  offset: number,
) => {
  const where = kinds
    ? and(eq(orders.userId, userId), inArray(orders.kind, kinds))
    : eq(orders.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** How many of a user's orders were made at or after `since` (where a plan falls among them). */
export const countByUserFrom = async (db: DbOrTx, userId: string, since: Date) => {
  const [r] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), gte(orders.createdAt, since)));
  return r?.n ?? 0;
};

/** Orders invoiced in [from, to), by invoice number. */
export const findInvoicedBetween = (db: DbOrTx, from: Date, to: Date) =>
  db
    .select()
    .from(orders)
    .where(
      and(isNotNull(orders.invoiceNo), gte(orders.invoicedAt, from), lt(orders.invoicedAt, to)),
    )
    .orderBy(orders.invoicedAt, orders.invoiceNo);
