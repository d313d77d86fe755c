import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedInsertByShape, preparedPerShape, preparedQuery } from '../../db/prepared';
import type { GatewayExchange } from './gateway';
import { gatewayLog, payments, refunds } from './tables';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type FinalState = 'SUCCESS' | 'FAILED' | 'EXPIRED';

// every payment: one prepared insert per shape of row
const insertPrepared = preparedInsertByShape('payments_insert', (db, values, name) =>
  db
    .insert(payments)
    .values(values as NewPayment)
    .returning()
    .prepare(name),
);

export const insert = async (db: DbOrTx, row: NewPayment) => {
  const [out] = await insertPrepared(db, row).execute(row);
  return out!;
};

const byMerchantTransactionId = (db: DbOrTx, id: string | SQLWrapper) =>
  db.select().from(payments).where(eq(payments.merchantTransactionId, id));

// callbacks, returns and status checks start here
const byMerchantTransactionIdPrepared = preparedQuery('payments_by_mtid', (db, name) =>
  byMerchantTransactionId(db, sql.placeholder('id')).prepare(name),
);

export const findByMerchantTransactionId = async (db: DbOrTx, id: string) => {
  const [row] = await byMerchantTransactionIdPrepared(db).execute({ id });
  return row;
};

export const findById = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
};

export const findByReference = (db: DbOrTx, purpose: string, referenceId: string) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.purpose, purpose), eq(payments.referenceId, referenceId)))
    .orderBy(desc(payments.createdAt));

const setPayPagePrepared = preparedQuery('payments_set_pay_page', (db, name) =>
  db
    .update(payments)
    .set({
      payPageUrl: sql`${sql.placeholder('payPageUrl')}::text`,
      updatedAt: sql`${sql.placeholder('now')}::timestamptz`,
    })
    .where(eq(payments.id, sql.placeholder('id')))
    .prepare(name),
);

export const setPayPage = (db: DbOrTx, id: string, payPageUrl: string, now: Date) =>
  setPayPagePrepared(db).execute({ id, payPageUrl, now: now.toISOString() });

type FinishFields = Partial<
  Pick<
    NewPayment,
    | 'gatewayTransactionId'
    | 'utr'
    | 'gatewayCode'
    | 'gatewayResponseCode'
    | 'failureReason'
    | 'lastError'
    | 'nextCheckAt'
    | 'lateCheckUntil'
  >
>;
const TIMESTAMP_FIELDS = new Set(['nextCheckAt', 'lateCheckUntil']);

/**
 * One prepared update per set of fields a settlement writes (a success, a failure, an expiry...):
 * the fields given are set, the others kept, as drizzle's set() does with a partial object.
 */
const finishPrepared = preparedPerShape(
  'payments_finish',
  (db, { keys, countsAsCheck }: { keys: string[]; countsAsCheck: boolean }, name) =>
    db
      .update(payments)
      .set({
        nextCheckAt: null,
        ...Object.fromEntries(
          keys.map((k) => [
            k,
            TIMESTAMP_FIELDS.has(k)
              ? sql`${sql.placeholder(k)}::timestamptz`
              : sql`${sql.placeholder(k)}::text`,
          ]),
        ),
        state: sql`${sql.placeholder('to')}::text`,
        settledAt: sql`${sql.placeholder('now')}::timestamptz`,
        updatedAt: sql`${sql.placeholder('now')}::timestamptz`,
        ...(countsAsCheck ? { checks: sql`${payments.checks} + 1` } : {}),
      })
      .where(and(eq(payments.id, sql.placeholder('id')), eq(payments.state, 'PENDING')))
      .returning()
      .prepare(name),
);

/**
 * Moves a PENDING payment to a final state; returns the row, or undefined when it was no longer
 * PENDING. The row lock this takes makes a concurrent settle wait and then find nothing to do.
 */
export const finish = async (
  tx: DbOrTx,
  id: string,
  to: FinalState,
  fields: FinishFields,
  now: Date,
  /** false when no status check led here (the gateway refused to start the payment) */
  countsAsCheck = true,
) => {
  const keys = Object.keys(fields)
    .filter((k) => fields[k as keyof FinishFields] !== undefined)
    .sort();
  const values: Record<string, unknown> = { id, to, now: now.toISOString() };
  for (const k of keys) {
    const v = fields[k as keyof FinishFields];
    values[k] = v instanceof Date ? v.toISOString() : v;
  }
  const shape = `${keys.join(',')}|${countsAsCheck}`;
  const [row] = await finishPrepared(tx, shape, { keys, countsAsCheck }).execute(values);
  return row;
};

/** Records a check that left the payment pending, and when to check again. */
export const recordPendingCheck = (
  db: DbOrTx,
  id: string,
  fields: { nextCheckAt: Date; gatewayCode?: string | null; lastError?: string | null },
  now: Date,
) =>
  db
    .update(payments)
    .set({ ...fields, updatedAt: now, checks: sql`${payments.checks} + 1` })
    .where(and(eq(payments.id, id), eq(payments.state, 'PENDING')));

/** Puts a check off (e.g. after a failed settlement) without counting it as a gateway check. */
export const postpone = (db: DbOrTx, id: string, nextCheckAt: Date, lastError: string, now: Date) =>
  db
    .update(payments)
    .set({ nextCheckAt, lastError: lastError.slice(0, 1000), updatedAt: now })
    .where(and(eq(payments.id, id), eq(payments.state, 'PENDING')));

/** After a late check that found nothing new: when to ask again (null: never). */
export const recordLateCheck = (
  db: DbOrTx,
  id: string,
  fields: {
    nextCheckAt: Date | null;
    gatewayCode?: string | null;
    lastError?: string | null;
    failureReason?: string;
    lateCheckUntil?: Date | null;
  },
  now: Date,
) =>
  db
    .update(payments)
    .set({ ...fields, updatedAt: now, checks: sql`${payments.checks} + 1` })
    .where(
      and(
        eq(payments.id, id),
        inArray(payments.state, ['FAILED', 'EXPIRED']),
        isNull(payments.lateOutcome),
      ),
    );

/** A FAILED or EXPIRED payment not yet handled as a late success, locked for the late rule. */
export const lockClosedForLate = async (tx: DbOrTx, id: string) => {
  const [row] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.id, id),
        inArray(payments.state, ['FAILED', 'EXPIRED']),
        isNull(payments.lateOutcome),
      ),
    )
    .for('update');
  return row;
};

/** Records the late rule's outcome on a payment locked by lockClosedForLate. */
export const markLate = async (
  tx: DbOrTx,
  id: string,
  fields: Partial<
    Pick<
      NewPayment,
      | 'state'
      | 'lateOutcome'
      | 'gatewayTransactionId'
      | 'utr'
      | 'gatewayCode'
      | 'gatewayResponseCode'
      | 'failureReason'
      | 'lastError'
    >
  >,
  now: Date,
) => {
  const [row] = await tx
    .update(payments)
    .set({ ...fields, lateAt: now, nextCheckAt: null, updatedAt: now, settledAt: now })
    .where(eq(payments.id, id))
    .returning();
  return row!;
};

/** Payments the gateway reported paid after we had closed them, newest first (operator). */
export const findLate = (db: DbOrTx, limit: number) =>
  db
    .select()
    .from(payments)
    .where(isNotNull(payments.lateOutcome))
    .orderBy(desc(payments.lateAt))
    .limit(limit);

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = typeof refunds.$inferInsert;

/** The payment's PENDING or SUCCESS refund, if any (there is at most one). */
export const findLiveRefund = async (db: DbOrTx, paymentId: string) => {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), inArray(refunds.state, ['PENDING', 'SUCCESS'])));
  return row;
};

/** Inserts a refund unless the payment already has a live one; returns the payment's live refund. */
export const insertRefund = async (db: DbOrTx, row: NewRefund) => {
  await db.insert(refunds).values(row).onConflictDoNothing();
  return (await findLiveRefund(db, row.paymentId))!;
};

export const findRefundById = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row;
};

export const findRefundByMerchantRefundId = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(refunds).where(eq(refunds.merchantRefundId, id));
  return row;
};

export const refundsOf = (db: DbOrTx, paymentId: string) =>
  db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(asc(refunds.createdAt));

/** Updates a refund that is still PENDING; returns it, or undefined when it was already final. */
export const updatePendingRefund = async (
  db: DbOrTx,
  id: string,
  fields: Partial<
    Pick<
      NewRefund,
      | 'state'
      | 'requestedAt'
      | 'gatewayCode'
      | 'gatewayTransactionId'
      | 'nextCheckAt'
      | 'lastError'
      | 'settledAt'
    >
  > & { countCheck?: boolean },
  now: Date,
) => {
  const { countCheck, ...set } = fields;
  const [row] = await db
    .update(refunds)
    .set({
      ...set,
      ...(set.lastError ? { lastError: set.lastError.slice(0, 1000) } : {}),
      updatedAt: now,
      ...(countCheck ? { checks: sql`${refunds.checks} + 1` } : {}),
    })
    .where(and(eq(refunds.id, id), eq(refunds.state, 'PENDING')))
    .returning();
  return row;
};

const ph = (name: string) => sql.placeholder(name);
const jsonPh = (name: string) => sql`${sql.placeholder(name)}::jsonb`;
const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

/**
 * What a gateway_log row holds of an answer (or of the failure that stood for one), as statement
 * parameters: payloads as JSON text or NULL (SQL NULL, never the JSON value null), the error cut
 * at 2,000 characters.
 */
export const logAnswer = (e: GatewayExchange) => ({
  httpStatus: e.httpStatus ?? null,
  response: json(e.response),
  code: e.code ?? null,
  error: e.error?.slice(0, 2000) ?? null,
  durationMs: e.durationMs ?? null,
});

/**
 * A gateway_log row's values, as statement parameters (`logAnswer`'s rules for its payloads);
 * every statement that writes one finds its payment by `reference`, the merchantTransactionId.
 */
export const logRow = (e: GatewayExchange, at: Date) => ({
  createdAt: at.toISOString(),
  gateway: e.gateway,
  direction: e.direction,
  operation: e.operation,
  reference: e.reference ?? null,
  method: e.method,
  path: e.path,
  requestHeaders: json(e.requestHeaders),
  request: json(e.request),
  ...logAnswer(e),
});
export type LogRow = ReturnType<typeof logRow>;

// every payment callback: its log row and the payment it names, in one statement (a
// data-modifying CTE runs to completion whether or not the query reads it)
const insertLogFindPaymentPrepared = preparedQuery('payments_insert_log_find', (db, name) => {
  const logged = db.$with('logged').as(
    db
      .insert(gatewayLog)
      .values({
        createdAt: sql`${ph('createdAt')}::timestamptz`,
        gateway: ph('gateway'),
        direction: ph('direction'),
        operation: ph('operation'),
        reference: ph('reference'),
        paymentId: sql`(select ${payments.id} from ${payments} where ${payments.merchantTransactionId} = ${ph('reference')})`,
        method: ph('method'),
        path: ph('path'),
        requestHeaders: jsonPh('requestHeaders'),
        request: jsonPh('request'),
        httpStatus: ph('httpStatus'),
        response: jsonPh('response'),
        code: ph('code'),
        error: ph('error'),
        durationMs: ph('durationMs'),
      } satisfies Record<keyof LogRow | 'paymentId', unknown>)
      .returning({ id: gatewayLog.id }),
  );
  return db
    .with(logged)
    .select()
    .from(payments)
    .where(eq(payments.merchantTransactionId, sql`${ph('reference')}::text`))
    .prepare(name);
});

/**
 * Writes a gateway_log row about a payment (`e.reference`: its merchantTransactionId) and reads
 * that payment, in one statement: the row is written whether or not the payment exists. Other
 * rows are written by log-writes.ts.
 */
export const insertLogFindPayment = async (
  db: DbOrTx,
  e: GatewayExchange & { reference: string },
  at: Date,
): Promise<PaymentRow | undefined> => {
  const [row] = await insertLogFindPaymentPrepared(db).execute(logRow(e, at));
  return row;
};

export const findLog = (db: DbOrTx, filter: { paymentId?: string; reference?: string }) =>
  db
    .select()
    .from(gatewayLog)
    .where(
      filter.paymentId
        ? eq(gatewayLog.paymentId, filter.paymentId)
        : eq(gatewayLog.reference, filter.reference ?? ''),
    )
    .orderBy(asc(gatewayLog.id));

/** The payments log for the operator, newest first. */
export const findPageForOperator = (
  db: DbOrTx,
  q: { state?: string; failureReason?: string; q?: string; before?: Date; limit: number },
) => {
  const where = [
    q.state ? eq(payments.state, q.state as (typeof payments.$inferSelect)['state']) : undefined,
    q.failureReason ? eq(payments.failureReason, q.failureReason) : undefined,
    q.q
      ? or(
          eq(payments.merchantTransactionId, q.q),
          eq(payments.userId, q.q),
          eq(payments.id, q.q),
          eq(payments.referenceId, q.q),
        )
      : undefined,
    q.before ? lt(payments.createdAt, q.before) : undefined,
  ].filter((w) => w !== undefined);
  return db
    .select()
    .from(payments)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(payments.createdAt))
    .limit(q.limit);
};

// The rows of the payments' job queues (reconcile.ts)

/** payments still waiting for the gateway's final answer */
export const pendingPayments = eq(payments.state, 'PENDING');

/** closed payments a bank may still complete, inside their late-check window at `now` */
export const lateCheckablePayments = (now: Date) =>
  and(
    inArray(payments.state, ['FAILED', 'EXPIRED']),
    isNull(payments.lateOutcome),
    gt(payments.lateCheckUntil, now),
  );

/** refunds the gateway has not finished */
export const pendingRefunds = eq(refunds.state, 'PENDING');
