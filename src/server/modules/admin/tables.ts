import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Each run of the ledger reconciliation (every user's balance against the sum of their postings,
 * the customers' holdings against the operator's accounts), kept so the console shows the last
 * one and a mismatch stays visible until a later run finds the ledger sound.
 */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
    ok: boolean('ok').notNull(),
    /** `job` for the daily run, the operator's email for a run from the console */
    ranBy: text('ran_by').notNull(),
    /** what was found (shared/api/today.ts: ZReconciliationDetails) */
    details: jsonb('details').notNull(),
  },
  (t) => [index('reconciliation_runs_ran_at_idx').on(t.ranAt)],
);

/**
 * When the daily reconciliation is due: one row per schedule, worked by the jobs runner (claimed
 * with a lease, moved to the next day after each run), so the time survives restarts and several
 * instances run it once.
 */
export const reconciliationSchedule = pgTable('reconciliation_schedule', {
  name: text('name').primaryKey(),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
});
