import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reconciliationRuns, reconciliationSchedule } from './tables';

/** The daily ledger reconciliation's runs and its schedule row (reconciliation.ts). */

export type RunRow = typeof reconciliationRuns.$inferSelect;

export async function insertRun(db: DbOrTx, run: typeof reconciliationRuns.$inferInsert) {
  const [row] = await db.insert(reconciliationRuns).values(run).returning();
  return row!;
}

/** The newest run, if any. */
export async function findLastRun(db: DbOrTx): Promise<RunRow | undefined> {
  const [r] = await db
    .select()
    .from(reconciliationRuns)
    .orderBy(desc(reconciliationRuns.ranAt), desc(reconciliationRuns.id))
    .limit(1);
  return r;
}

/** Writes the schedule row, due at `dueAt`, unless it exists. */
export const ensureSchedule = (db: DbOrTx, name: string, dueAt: Date) =>
  db.insert(reconciliationSchedule).values({ name, dueAt }).onConflictDoNothing();

/** The run is done: the schedule is due again at `dueAt`, its failures forgotten. */
export const scheduleNext = (db: DbOrTx, name: string, dueAt: Date) =>
  db
    .update(reconciliationSchedule)
    .set({ dueAt, attempts: 0, lastError: null })
    .where(eq(reconciliationSchedule.name, name));

export async function findSchedule(db: DbOrTx) {
  const [r] = await db.select().from(reconciliationSchedule).limit(1);
  return r;
}
