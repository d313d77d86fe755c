import { sql } from 'drizzle-orm';
import { bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/server/db/client';

/** A table of due work shaped like the app's (mail, contact, debits), for the job runner's tests. */
export const testJobs = pgTable('test_jobs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  label: text('label').notNull(),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
  doneAt: timestamp('done_at', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
});

export async function createTestJobTable(db: Db) {
  await db.execute(sql`
    create table if not exists test_jobs (
      id bigserial primary key,
      label text not null,
      next_attempt_at timestamptz not null,
      done_at timestamptz,
      attempts integer not null default 0,
      last_error text
    )`);
}
