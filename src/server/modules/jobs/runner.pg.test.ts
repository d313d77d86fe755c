import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { openTestDatabase } from '../../../../tests/helpers/build-app';
import { createTestJobTable, testJobs } from '../../../../tests/helpers/job-table';
import { doublingBackoff, runQueue, type LeaseQueue } from './runner';

const silent = { warn: () => undefined } as never;

// Two instances of the app on one PostgreSQL database, each with its own connection pool, work
// the same queue at the same time.
describe('two job runners on one PostgreSQL database', async () => {
  const database = await openTestDatabase();
  const other = await openDatabase({ url: database.url!, poolSize: 10 });
  afterAll(async () => {
    await other.close();
    await database.close();
  });
  await createTestJobTable(database.db);
  const clock = { now: () => new Date() };
  const workedBy: { id: number; runner: string }[] = [];

  const queueOn = (db: typeof database.db, runner: string) =>
    ({
      name: 'test-jobs',
      table: testJobs,
      id: 'id',
      dueAt: 'nextAttemptAt',
      pending: isNull(testJobs.doneAt),
      attempts: 'attempts',
      lastError: 'lastError',
      batch: 7,
      leaseMs: 60_000,
      backoffMs: doublingBackoff(60_000),
      async work(row) {
        workedBy.push({ id: row.id, runner });
        // a little real work, so the runners overlap
        await new Promise((r) => setTimeout(r, 2));
        await db.update(testJobs).set({ doneAt: new Date() }).where(eq(testJobs.id, row.id));
      },
    }) satisfies LeaseQueue<typeof testJobs>;

  it('never work one row twice, and together work every due row', async () => {
    const n = 300;
    await database.db.execute(
      sql`insert into test_jobs (label, next_attempt_at)
          select 'job ' || g, now() - interval '1 second' from generate_series(1, ${n}) g`,
    );
    const a = queueOn(database.db, 'a');
    const b = queueOn(other.db, 'b');
    const runs = await Promise.all([
      runQueue({ db: database.db, clock, log: silent }, a),
      runQueue({ db: other.db, clock, log: silent }, b),
      runQueue({ db: database.db, clock, log: silent }, a),
      runQueue({ db: other.db, clock, log: silent }, b),
    ]);
    const ids = workedBy.map((w) => w.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(n);
    expect(runs.reduce((s, r) => s + r.worked, 0)).toBe(n);
    // both instances did part of the work
    expect(new Set(workedBy.map((w) => w.runner))).toEqual(new Set(['a', 'b']));
    const [left] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(testJobs)
      .where(isNull(testJobs.doneAt));
    expect(left!.n).toBe(0);
  });
});
