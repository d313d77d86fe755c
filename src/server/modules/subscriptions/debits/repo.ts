/**
 * The debit job's multi-row statements: a claim's plans and debits read, stored and moved with one
 * statement each, inside one transaction, instead of several statements per plan. Each keeps the
 * guard of its one-row counterpart in repo.ts (the plan's row lock, the `(plan_id, cycle)` key,
 * the state a row moves from).
 */
import { and, asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { preparedSql } from '../../../db/prepared';
import type { DebitRow, NotifyingDebit, PlanRow } from '../repo';
import { planDebits, plans } from '../tables';

/** `lockPlan` of several plans: their rows locked in id order (so two claims never deadlock). */
export const lockPlans = (db: DbOrTx, ids: string[]): Promise<PlanRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db.select().from(plans).where(inArray(plans.id, ids)).orderBy(asc(plans.id)).for('update');

const debitsOfCyclesSql = preparedSql<{ plan_id: string; cycle: number }>(
  'plan_debits_of_cycles',
  `select d.plan_id, d.cycle from plan_debits d
   join unnest($1::text[], $2::int[]) as c(plan_id, cycle)
     on d.plan_id = c.plan_id and d.cycle = c.cycle`,
);

/** Which of these (plan, cycle) pairs have a debit already, as `planId:cycle` keys. */
export const debitsOfCycles = async (db: DbOrTx, pairs: { planId: string; cycle: number }[]) => {
  if (pairs.length === 0) return new Set<string>();
  const rows = await debitsOfCyclesSql(db, [pairs.map((p) => p.planId), pairs.map((p) => p.cycle)]);
  return new Set(rows.map((r) => `${r.plan_id}:${Number(r.cycle)}`));
};

/** `openDebitsOfUser` of several users: their debits notified but not yet sent to the bank. */
export const openDebitsOfUsers = (db: DbOrTx, userIds: string[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          userId: planDebits.userId,
          amountPaise: planDebits.amountPaise,
          state: planDebits.state,
        })
        .from(planDebits)
        .where(
          and(
            inArray(planDebits.userId, [...new Set(userIds)]),
            inArray(planDebits.state, ['NOTIFYING', 'NOTIFIED']),
          ),
        );

/** `insertNotifyingDebit` of several debits in one statement: those stored (a cycle with a debit already is left out). */
export const insertNotifyingDebits = (db: DbOrTx, rows: NotifyingDebit[]): Promise<DebitRow[]> =>
  rows.length === 0
    ? Promise.resolve([])
    : db
        .insert(planDebits)
        .values(rows.map((r) => ({ ...r, state: 'NOTIFYING' as const })))
        .onConflictDoNothing()
        .returning();

const movePlansSql = preparedSql<{ id: string }>(
  'plans_next_cycles',
  `update plans p set next_cycle = v.next_cycle, next_run_at = v.next_run_at, updated_at = $4
   from unnest($1::text[], $2::int[], $3::timestamptz[]) as v(id, next_cycle, next_run_at)
   where p.id = v.id and p.state = 'ACTIVE'
   returning p.id`,
);

/** `movePlanToCycle` of several ACTIVE plans in one statement; answers the ids moved. */
export const movePlansToCycles = async (
  db: DbOrTx,
  rows: { id: string; nextCycle: number; nextRunAt: Date }[],
  updatedAt: Date,
) => {
  if (rows.length === 0) return [];
  const moved = await movePlansSql(db, [
    rows.map((r) => r.id),
    rows.map((r) => r.nextCycle),
    rows.map((r) => r.nextRunAt.toISOString()),
    updatedAt.toISOString(),
  ]);
  return moved.map((r) => r.id);
};

const debitsProcessingSql = preparedSql<{ id: string }>(
  'plan_debits_processing_many',
  `update plan_debits d set state = 'PROCESSING', order_id = v.order_id, executed_at = $3,
     attempts = 0, next_run_at = $4, updated_at = $3
   from unnest($1::text[], $2::text[]) as v(id, order_id)
   where d.id = v.id and d.state = 'NOTIFIED'
   returning d.id`,
);

/**
 * `markDebitProcessing` of several NOTIFIED debits with their orders, in one statement; answers
 * the ids moved (a debit no longer NOTIFIED is left as it is).
 */
export const markDebitsProcessing = async (
  db: DbOrTx,
  rows: { id: string; orderId: string }[],
  set: { executedAt: Date; nextRunAt: Date },
) => {
  if (rows.length === 0) return new Set<string>();
  const moved = await debitsProcessingSql(db, [
    rows.map((r) => r.id),
    rows.map((r) => r.orderId),
    set.executedAt.toISOString(),
    set.nextRunAt.toISOString(),
  ]);
  return new Set(moved.map((r) => r.id));
};

const debitsNotifiedSql = preparedSql<{ id: string }>(
  'plan_debits_notified_many',
  `update plan_debits d set state = 'NOTIFIED', notification_id = v.notification_id,
     notified_at = $5, executable_from = v.executable_from, executable_until = v.executable_until,
     next_run_at = v.executable_from, updated_at = $5
   from unnest($1::text[], $2::text[], $3::timestamptz[], $4::timestamptz[])
     as v(id, notification_id, executable_from, executable_until)
   where d.id = v.id and d.state = 'NOTIFYING'
   returning d.id`,
);

/**
 * `markDebitNotified` of several NOTIFYING debits in one statement (each due again when it may
 * run); answers the ids moved (a debit no longer NOTIFYING is left as it is).
 */
export const markDebitsNotified = async (
  db: DbOrTx,
  rows: { id: string; notificationId: string; executableFrom: Date; executableUntil: Date }[],
  now: Date,
) => {
  if (rows.length === 0) return new Set<string>();
  const moved = await debitsNotifiedSql(db, [
    rows.map((r) => r.id),
    rows.map((r) => r.notificationId),
    rows.map((r) => r.executableFrom.toISOString()),
    rows.map((r) => r.executableUntil.toISOString()),
    now.toISOString(),
  ]);
  return new Set(moved.map((r) => r.id));
};
