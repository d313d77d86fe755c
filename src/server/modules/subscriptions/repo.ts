import { and, asc, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import type { DebitState, PlanState } from './states';
import { planDebits, plans } from './tables';

export type PlanRow = typeof plans.$inferSelect;
export type PlanInsert = typeof plans.$inferInsert;
export type DebitRow = typeof planDebits.$inferSelect;
export type DebitInsert = typeof planDebits.$inferInsert;

/**
 * A placeholder in an insert's values or an update's set: drizzle binds it to the column, so the
 * column's encoder applies to the value given at execution (typed as the column's value here).
 */
const param = <T>(name: string) => sql.placeholder(name) as unknown as T;

/** Stores a plan; undefined when the same click (user + idempotency key) already stored one. */
export const insertPlan = async (db: DbOrTx, row: PlanInsert) => {
  const [r] = await db.insert(plans).values(row).onConflictDoNothing().returning();
  return r;
};

export const findPlanByIdempotencyKey = async (db: DbOrTx, userId: string, key: string) => {
  const [r] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.userId, userId), eq(plans.idempotencyKey, key)));
  return r;
};

const planById = (db: DbOrTx, id: string | ReturnType<typeof sql.placeholder>) =>
  db.select().from(plans).where(eq(plans.id, id));
// the debit job reads each debit's plan
const planByIdPrepared = preparedQuery('plans_by_id', (db, name) =>
  planById(db, sql.placeholder('id')).prepare(name),
);

export const findPlan = async (db: DbOrTx, id: string) => {
  const [r] = await planByIdPrepared(db).execute({ id });
  return r;
};

// every notice and every execution takes the plan's row lock
const lockPlanPrepared = preparedQuery('plans_lock', (db, name) =>
  planById(db, sql.placeholder('id')).for('update').prepare(name),
);

export const lockPlan = async (db: DbOrTx, id: string) => {
  const [r] = await lockPlanPrepared(db).execute({ id });
  return r;
};

export const findPlanByAuthRequestId = async (db: DbOrTx, authRequestId: string) => {
  const [r] = await db.select().from(plans).where(eq(plans.authRequestId, authRequestId));
  return r;
};

export const findPlanBySubscriptionId = async (db: DbOrTx, subscriptionId: string) => {
  const [r] = await db.select().from(plans).where(eq(plans.subscriptionId, subscriptionId));
  return r;
};

export const listPlans = (db: DbOrTx, userId: string) =>
  db.select().from(plans).where(eq(plans.userId, userId)).orderBy(desc(plans.createdAt));

export const countPlans = async (db: DbOrTx, userId: string) => {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(plans)
    .where(eq(plans.userId, userId));
  return r?.n ?? 0;
};

export const pagePlans = (db: DbOrTx, userId: string, limit: number, offset: number) =>
  db
    .select()
    .from(plans)
    .where(eq(plans.userId, userId))
    .orderBy(desc(plans.createdAt), desc(plans.id))
    .limit(limit)
    .offset(offset);

/** Updates a plan only if it is still in one of `from`; returns the updated row or undefined. */
export const updatePlan = async (
  db: DbOrTx,
  id: string,
  from: readonly PlanState[] | undefined,
  set: Partial<PlanInsert>,
) => {
  const [r] = await db
    .update(plans)
    .set(set)
    .where(from ? and(eq(plans.id, id), inArray(plans.state, [...from])) : eq(plans.id, id))
    .returning();
  return r;
};

const planNextCyclePrepared = preparedQuery('plans_next_cycle', (db, name) =>
  db
    .update(plans)
    .set({
      nextCycle: param<number>('nextCycle'),
      nextRunAt: param<Date>('nextRunAt'),
      updatedAt: param<Date>('updatedAt'),
    })
    .where(and(eq(plans.id, sql.placeholder('id')), eq(plans.state, 'ACTIVE')))
    .returning()
    .prepare(name),
);

/** An ACTIVE plan moved on to its next cycle (updatePlan from ACTIVE), as the job does per notice. */
export const movePlanToCycle = async (
  db: DbOrTx,
  id: string,
  set: { nextCycle: number; nextRunAt: Date; updatedAt: Date },
) => {
  const [r] = await planNextCyclePrepared(db).execute({ id, ...set });
  return r;
};

/**
 * Claims plans whose next look is due: they are locked (SKIP LOCKED: other instances take other
 * rows) and their next look is pushed to the lease's end, so an instance that stops mid-way
 * leaves them to another one after the lease.
 */
export const claimDuePlans = (db: DbOrTx, now: Date, leaseUntil: Date, limit: number) =>
  db
    .update(plans)
    .set({ nextRunAt: leaseUntil })
    .where(
      inArray(
        plans.id,
        db
          .select({ id: plans.id })
          .from(plans)
          .where(lte(plans.nextRunAt, now))
          .orderBy(asc(plans.nextRunAt))
          .limit(limit)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();

/** The open debits (notifying, notified, processing) of these plans, in cycle order. */
export const openDebitsOfPlans = (db: DbOrTx, planIds: string[]) =>
  planIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(planDebits)
        .where(
          and(
            inArray(planDebits.planId, planIds),
            inArray(planDebits.state, ['NOTIFYING', 'NOTIFIED', 'PROCESSING']),
          ),
        )
        .orderBy(asc(planDebits.cycle));

export const openDebitsOf = (db: DbOrTx, planId: string) => openDebitsOfPlans(db, [planId]);

/** Stores the debit of a cycle; undefined when that cycle already has one (the unique key). */
export const insertDebit = async (db: DbOrTx, row: DebitInsert) => {
  const [r] = await db.insert(planDebits).values(row).onConflictDoNothing().returning();
  return r;
};

export const findDebit = async (db: DbOrTx, id: string) => {
  const [r] = await db.select().from(planDebits).where(eq(planDebits.id, id));
  return r;
};

export const findDebitByTransactionId = async (db: DbOrTx, merchantTransactionId: string) => {
  const [r] = await db
    .select()
    .from(planDebits)
    .where(eq(planDebits.merchantTransactionId, merchantTransactionId));
  return r;
};

const debitOfCyclePrepared = preparedQuery('plan_debits_of_cycle', (db, name) =>
  db
    .select()
    .from(planDebits)
    .where(
      and(
        eq(planDebits.planId, sql.placeholder('planId')),
        eq(planDebits.cycle, sql.placeholder('cycle')),
      ),
    )
    .prepare(name),
);

export const findDebitOfCycle = async (db: DbOrTx, planId: string, cycle: number) => {
  const [r] = await debitOfCyclePrepared(db).execute({ planId, cycle });
  return r;
};

export const listDebits = (db: DbOrTx, planId: string) =>
  db.select().from(planDebits).where(eq(planDebits.planId, planId)).orderBy(asc(planDebits.cycle));

// the job stores every plan's next cycle this way, to notify it at once
const insertNotifyingDebitPrepared = preparedQuery('plan_debits_insert_notifying', (db, name) =>
  db
    .insert(planDebits)
    .values({
      id: param<string>('id'),
      planId: param<string>('planId'),
      userId: param<string>('userId'),
      cycle: param<number>('cycle'),
      cycleDate: param<string>('cycleDate'),
      merchantTransactionId: param<string>('merchantTransactionId'),
      amountPaise: param<number>('amountPaise'),
      state: 'NOTIFYING',
      nextRunAt: param<Date>('nextRunAt'),
      createdAt: param<Date>('createdAt'),
      updatedAt: param<Date>('updatedAt'),
    })
    .onConflictDoNothing()
    .returning()
    .prepare(name),
);

/** What the job stores of a cycle's debit to notify; the rest takes the table's defaults. */
export type NotifyingDebit = Pick<
  DebitRow,
  | 'id'
  | 'planId'
  | 'userId'
  | 'cycle'
  | 'cycleDate'
  | 'merchantTransactionId'
  | 'amountPaise'
  | 'createdAt'
  | 'updatedAt'
> & { nextRunAt: Date };

/** insertDebit of a debit to notify (state NOTIFYING), as the job stores each plan's next cycle. */
export const insertNotifyingDebit = async (db: DbOrTx, row: NotifyingDebit) => {
  const [r] = await insertNotifyingDebitPrepared(db).execute(row);
  return r;
};

const debitNotifiedPrepared = preparedQuery('plan_debits_notified', (db, name) =>
  db
    .update(planDebits)
    .set({
      state: 'NOTIFIED',
      notificationId: param<string>('notificationId'),
      notifiedAt: param<Date>('notifiedAt'),
      executableFrom: param<Date>('executableFrom'),
      executableUntil: param<Date>('executableUntil'),
      nextRunAt: param<Date>('nextRunAt'),
      updatedAt: param<Date>('updatedAt'),
    })
    .where(and(eq(planDebits.id, sql.placeholder('id')), eq(planDebits.state, 'NOTIFYING')))
    .returning()
    .prepare(name),
);

/** A NOTIFYING debit moved to NOTIFIED (updateDebit from NOTIFYING); undefined if it was not. */
export const markDebitNotified = async (
  db: DbOrTx,
  id: string,
  set: {
    notificationId: string;
    notifiedAt: Date;
    executableFrom: Date;
    executableUntil: Date;
    nextRunAt: Date;
    updatedAt: Date;
  },
) => {
  const [r] = await debitNotifiedPrepared(db).execute({ id, ...set });
  return r;
};

const debitProcessingPrepared = preparedQuery('plan_debits_processing', (db, name) =>
  db
    .update(planDebits)
    .set({
      state: 'PROCESSING',
      orderId: param<string>('orderId'),
      executedAt: param<Date>('executedAt'),
      attempts: 0,
      nextRunAt: param<Date>('nextRunAt'),
      updatedAt: param<Date>('updatedAt'),
    })
    .where(and(eq(planDebits.id, sql.placeholder('id')), eq(planDebits.state, 'NOTIFIED')))
    .returning()
    .prepare(name),
);

/** A NOTIFIED debit moved to PROCESSING with its order (updateDebit from NOTIFIED). */
export const markDebitProcessing = async (
  db: DbOrTx,
  id: string,
  set: { orderId: string; executedAt: Date; nextRunAt: Date; updatedAt: Date },
) => {
  const [r] = await debitProcessingPrepared(db).execute({ id, ...set });
  return r;
};

/** Moves a debit only if it is still in `from`; returns the updated row or undefined. */
export const updateDebit = async (
  db: DbOrTx,
  id: string,
  from: DebitState | readonly DebitState[],
  set: Partial<DebitInsert>,
) => {
  const states = typeof from === 'string' ? [from] : [...from];
  const [r] = await db
    .update(planDebits)
    .set(set)
    .where(and(eq(planDebits.id, id), inArray(planDebits.state, states)))
    .returning();
  return r;
};

/** Claims debits whose next step is due, as claimDuePlans does for plans. */
export const claimDueDebits = (db: DbOrTx, now: Date, leaseUntil: Date, limit: number) =>
  db
    .update(planDebits)
    .set({ nextRunAt: leaseUntil })
    .where(
      inArray(
        planDebits.id,
        db
          .select({ id: planDebits.id })
          .from(planDebits)
          .where(lte(planDebits.nextRunAt, now))
          .orderBy(asc(planDebits.nextRunAt))
          .limit(limit)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();

/** A plan's latest debits, newest first. */
export const lastDebitsOf = (db: DbOrTx, planId: string, n: number) =>
  db
    .select()
    .from(planDebits)
    .where(eq(planDebits.planId, planId))
    .orderBy(desc(planDebits.cycle))
    .limit(n);

const openDebitsOfUserPrepared = preparedQuery('plan_debits_open_of_user', (db, name) =>
  db
    .select({ amountPaise: planDebits.amountPaise, state: planDebits.state })
    .from(planDebits)
    .where(
      and(
        eq(planDebits.userId, sql.placeholder('userId')),
        inArray(planDebits.state, ['NOTIFYING', 'NOTIFIED']),
      ),
    )
    .prepare(name),
);

/** A user's debits notified but not yet sent to the bank (a vault check counts what they buy). */
export const openDebitsOfUser = (db: DbOrTx, userId: string) =>
  openDebitsOfUserPrepared(db).execute({ userId });

// ------------------------------------------------------------------ the operator console

/** Every user's plans, newest first, in one state or all; with the count. */
export const pagePlansForOperator = async (
  db: DbOrTx,
  state: PlanState | undefined,
  limit: number,
  offset: number,
) => {
  const where = state ? eq(plans.state, state) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(plans)
      .where(where)
      .orderBy(desc(plans.createdAt), desc(plans.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(plans)
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** How many plans are in each state (states without plans left out). */
export const countPlansByState = (db: DbOrTx) =>
  db
    .select({ state: plans.state, n: sql<number>`count(*)::int` })
    .from(plans)
    .groupBy(plans.state);

/** Debits in these states, the latest change first; with the count. */
export const pageDebitsInStates = async (
  db: DbOrTx,
  states: DebitState[],
  limit: number,
  offset: number,
) => {
  const where = inArray(planDebits.state, states);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(planDebits)
      .where(where)
      .orderBy(desc(planDebits.updatedAt), desc(planDebits.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(planDebits)
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** Debits that moved to FAILED in [from, to). */
export const countFailedDebitsBetween = async (db: DbOrTx, from: Date, to: Date) => {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(planDebits)
    .where(
      and(
        eq(planDebits.state, 'FAILED'),
        gte(planDebits.updatedAt, from),
        lt(planDebits.updatedAt, to),
      ),
    );
  return r?.n ?? 0;
};
