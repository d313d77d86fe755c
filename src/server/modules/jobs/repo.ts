import { and, asc, eq, getTableColumns, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from '../../db/client';

/** The SQL of the job runner (runner.ts): claiming due rows under a lease, rescheduling a failure. */

/** A table a queue can keep its work in. */
export type LeaseTable = PgTable;

/**
 * A table of due work that a job works through: "claim due rows with a lease, work each one,
 * reschedule". Mail (the outbox), contact forwarding, payment reconciliation and Autopay debits
 * each keep their work in their own table with a due-time column; this is the one way they are
 * claimed and retried. Due times live in the database, so they survive restarts, and any number of
 * instances can run the same queue at once (docs/decisions/009-job-runner.md).
 */
export type LeaseQueue<T extends PgTable> = {
  /** for logs, e.g. 'mail-outbox' */
  name: string;
  table: T;
  /** the primary key's property */
  id: keyof T['$inferSelect'] & string;
  /** the property of the (timestamptz) column that says when a row is next due */
  dueAt: keyof T['$inferSelect'] & string;
  /** which rows still have work, e.g. isNull(mailOutbox.sentAt); rows with a null due time never run */
  pending: SQL | undefined;
  /** on a failure: a property counted up by one, and a text property given the error (optional) */
  attempts?: keyof T['$inferSelect'] & string;
  lastError?: keyof T['$inferSelect'] & string;
  /** rows claimed at a time (default 20) */
  batch?: number;
  /**
   * Rows of a claimed batch worked at the same time (default 1: one after another). Work that
   * mostly waits for another service (a gateway's answer) goes faster with more; each row is still
   * worked by one runner only, under its lease.
   */
  concurrency?: number;
  /**
   * How long a claimed row is left to its runner: the claim moves the row's due time this far out,
   * so no other runner takes it meanwhile; if the runner dies, the row is due again afterwards.
   * Make it longer than the slowest work of a whole batch.
   */
  leaseMs: number;
  /** delay before the next try after a failed one; `attempts` is the count before this failure */
  backoffMs(attempts: number): number;
  /**
   * Does one row's work and records its outcome on the row (sent_at, a new state, a new due
   * time...) so it is no longer due, or is due again when it should be. Runs outside any
   * transaction. Throwing reschedules the row after backoffMs, counting the attempt.
   */
  work(row: T['$inferSelect'], ctx: { now: Date; leaseUntil: Date }): Promise<void>;
  /**
   * Optional: works a claim's rows together first (say, in one transaction with multi-row
   * statements) and answers the rows it left to `work`, which then works them one by one. It
   * records each outcome it took on as `work` does; throwing leaves every row of the claim to
   * `work`, so it must throw only when it recorded nothing (a rolled-back transaction).
   */
  workBatch?(
    rows: T['$inferSelect'][],
    ctx: { now: Date; leaseUntil: Date },
  ): Promise<T['$inferSelect'][]>;
};

function column<T extends PgTable>(q: LeaseQueue<T>, key: string): PgColumn {
  const c = (getTableColumns(q.table) as Record<string, PgColumn>)[key];
  if (!c) throw new Error(`${q.name}: ${key} is not a column of its table`);
  return c;
}

/** What a queue's due rows are at `now`: rows with work left whose due time has come. */
function dueCondition<T extends PgTable>(q: LeaseQueue<T>, now: Date) {
  const due = lte(column(q, q.dueAt), now);
  return q.pending ? and(q.pending, due) : due;
}

/** What `dueQueues` reads of a queue (any queue, whatever its table). */
type DueProbe = Pick<LeaseQueue<PgTable>, 'name' | 'table' | 'dueAt' | 'pending'>;

/**
 * Which of these queues have a row due at `now`, in one short read-only statement (an EXISTS per
 * queue, each stopping at its first due row). A job that works several queues asks this first,
 * so that a run with nothing due (nearly every run of a frequent job) costs one read instead of
 * a claiming UPDATE per queue.
 */
export async function dueQueues(db: Db, queues: readonly DueProbe[], now: Date) {
  const probes = queues.map(
    (q, i) =>
      sql`exists (${db
        .select({ one: sql`1` })
        .from(q.table)
        .where(dueCondition(q as LeaseQueue<PgTable>, now))
        .limit(1)}) as ${sql.identifier(`due${i}`)}`,
  );
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select ${sql.join(probes, sql`, `)}`),
  );
  return queues.map((_, i) => row?.[`due${i}`] === true);
}

/**
 * Claims up to `batch` due rows in one short statement: their due time is moved to the end of the
 * lease (UPDATE ... WHERE id IN (SELECT ... FOR UPDATE SKIP LOCKED) RETURNING *). A concurrent
 * claim skips the rows being claimed and then sees them leased, so no two runners get one row.
 */
export async function claimDue<T extends PgTable>(
  db: Db,
  q: LeaseQueue<T>,
  now: Date,
): Promise<{ rows: T['$inferSelect'][]; leaseUntil: Date }> {
  const id = column(q, q.id);
  const due = column(q, q.dueAt);
  const leaseUntil = new Date(now.getTime() + q.leaseMs);
  const isDue = dueCondition(q, now);
  const rows = (await db
    .update(q.table)
    .set({ [q.dueAt]: leaseUntil } as never)
    .where(
      inArray(
        id,
        db
          .select({ id })
          .from(q.table as PgTable)
          .where(isDue)
          .orderBy(asc(due), asc(id))
          .limit(q.batch ?? 20)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning()) as T['$inferSelect'][];
  return { rows, leaseUntil };
}

/**
 * A failed try: the row is due again after the backoff, its attempts counted and its error kept.
 * Only while the row is still under this runner's lease (its due time is the lease's end): if the
 * lease ran out and another runner took the row, that runner's outcome stands.
 */
export async function reschedule<T extends PgTable>(
  db: Db,
  q: LeaseQueue<T>,
  row: Record<string, unknown>,
  leaseUntil: Date,
  retryAt: Date,
  error: string,
) {
  const set: Record<string, unknown> = { [q.dueAt]: retryAt };
  if (q.attempts) set[q.attempts] = sql`${column(q, q.attempts)} + 1`;
  if (q.lastError) set[q.lastError] = error;
  await db
    .update(q.table)
    .set(set as never)
    .where(and(eq(column(q, q.id), row[q.id]), eq(column(q, q.dueAt), leaseUntil)));
}
