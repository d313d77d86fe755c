import { eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testClock } from '../../../../tests/helpers/build-app';
import { createTestJobTable, testJobs } from '../../../../tests/helpers/job-table';
import { claimDue, doublingBackoff, dueQueues, runQueue, type LeaseQueue } from './runner';

const silent = { warn: () => undefined } as never;

describe('the job runner (claim due rows with a lease, work, reschedule)', async () => {
  const database = await openTestDatabase();
  afterAll(() => database.close());
  const { db } = database;
  await createTestJobTable(db);
  const clock = testClock(new Date('2026-01-05T10:00:00Z'));
  const deps = { db, clock, log: silent };
  const worked: string[] = [];
  let failing = new Set<string>();

  const queue = {
    name: 'test-jobs',
    table: testJobs,
    id: 'id',
    dueAt: 'nextAttemptAt',
    pending: isNull(testJobs.doneAt),
    attempts: 'attempts',
    lastError: 'lastError',
    batch: 2,
    leaseMs: 60_000,
    backoffMs: doublingBackoff(10_000),
    async work(row) {
      if (failing.has(row.label)) throw new Error(`${row.label} refused`);
      worked.push(row.label);
      await db.update(testJobs).set({ doneAt: clock.now() }).where(eq(testJobs.id, row.id));
    },
  } satisfies LeaseQueue<typeof testJobs>;

  const add = async (label: string, dueInMs = 0) => {
    const [r] = await db
      .insert(testJobs)
      .values({ label, nextAttemptAt: new Date(clock.now().getTime() + dueInMs) })
      .returning();
    return r!;
  };
  const row = async (id: number) =>
    (await db.select().from(testJobs).where(eq(testJobs.id, id)))[0]!;

  beforeEach(async () => {
    await db.delete(testJobs);
    worked.length = 0;
    failing = new Set();
  });

  it('works every due row once, in batches, and leaves rows not yet due', async () => {
    for (const l of ['a', 'b', 'c', 'd', 'e']) await add(l);
    await add('later', 60_000);
    expect(await runQueue(deps, queue)).toEqual({ worked: 5, failed: 0 });
    expect(worked.sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(await runQueue(deps, queue)).toEqual({ worked: 0, failed: 0 });
    clock.advance(60_000);
    expect(await runQueue(deps, queue)).toEqual({ worked: 1, failed: 0 });
    expect(worked).toContain('later');
  });

  it('one read tells which queues have a row due now: not a row due later, nor one without work left', async () => {
    // a second queue over the same table: the rows already done (its own idea of work left)
    const doneQueue = { ...queue, name: 'done-jobs', pending: isNotNull(testJobs.doneAt) };
    const due = () => dueQueues(db, [queue, doneQueue], clock.now());
    expect(await due()).toEqual([false, false]);
    const later = await add('later', 60_000);
    expect(await due()).toEqual([false, false]);
    await db.update(testJobs).set({ doneAt: clock.now() }).where(eq(testJobs.id, later.id));
    expect(await due()).toEqual([false, false]);
    clock.advance(60_000);
    expect(await due()).toEqual([false, true]);
    await add('now');
    expect(await due()).toEqual([true, true]);
    // the claim takes it: its due time is the lease's end, no longer due
    expect((await claimDue(db, queue, clock.now())).rows.map((r) => r.label)).toEqual(['now']);
    expect(await due()).toEqual([false, true]);
  });

  it('reschedules a failure with doubling backoff, counting attempts and keeping the error', async () => {
    const r = await add('flaky');
    failing.add('flaky');
    const start = clock.now().getTime();
    expect(await runQueue(deps, queue)).toEqual({ worked: 0, failed: 1 });
    let after = await row(r.id);
    expect(after).toMatchObject({ attempts: 1, lastError: 'flaky refused', doneAt: null });
    expect(after.nextAttemptAt.getTime()).toBe(start + 10_000);

    // not due before the backoff has passed
    clock.advance(9_999);
    expect(await runQueue(deps, queue)).toEqual({ worked: 0, failed: 0 });
    clock.advance(1);
    expect(await runQueue(deps, queue)).toEqual({ worked: 0, failed: 1 });
    after = await row(r.id);
    expect(after.attempts).toBe(2);
    expect(after.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 20_000);

    failing.clear();
    clock.advance(20_000);
    expect(await runQueue(deps, queue)).toEqual({ worked: 1, failed: 0 });
    expect((await row(r.id)).doneAt).toEqual(clock.now());
  });

  it('a claimed row is left alone during its lease and taken again once the lease expires', async () => {
    const r = await add('orphan');
    // a runner claims it and dies before working it
    const claim = await claimDue(db, queue, clock.now());
    expect(claim.rows.map((x) => x.label)).toEqual(['orphan']);
    expect((await row(r.id)).nextAttemptAt).toEqual(claim.leaseUntil);

    clock.advance(59_999);
    expect(await runQueue(deps, queue)).toEqual({ worked: 0, failed: 0 });
    clock.advance(1);
    expect(await runQueue(deps, queue)).toEqual({ worked: 1, failed: 0 });
    expect(worked).toEqual(['orphan']);
  });

  it("a runner whose lease ran out does not undo the next runner's outcome", async () => {
    const r = await add('slow');
    let release!: () => void;
    const held = new Promise<void>((res) => (release = res));
    let started!: () => void;
    const hasStarted = new Promise<void>((res) => (started = res));
    // the first runner hangs on the row, then fails
    const first = runQueue(deps, {
      ...queue,
      async work() {
        started();
        await held;
        throw new Error('timed out');
      },
    });
    await hasStarted;
    // its lease runs out; another runner takes the row and finishes it
    clock.advance(60_000);
    expect(await runQueue(deps, queue)).toEqual({ worked: 1, failed: 0 });
    release();
    expect(await first).toEqual({ worked: 0, failed: 1 });
    // the late failure did not make the finished row due again, nor count an attempt
    expect(await row(r.id)).toMatchObject({ attempts: 0, lastError: null });
    expect((await row(r.id)).doneAt).not.toBeNull();
    expect(worked).toEqual(['slow']);
  });

  it('with concurrency, the rows of a batch are worked at the same time, each once; a failure still backs off', async () => {
    for (const l of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) await add(l);
    const f = await add('bad');
    failing.add('bad');
    let inFlight = 0;
    let most = 0;
    const gates: (() => void)[] = [];
    let started = 0;
    const run = runQueue(deps, {
      ...queue,
      batch: 4,
      concurrency: 3,
      async work(r) {
        inFlight++;
        most = Math.max(most, inFlight);
        // the first two rows wait for the third to start: proves three overlap, without timing
        started++;
        if (started <= 2) await new Promise<void>((res) => gates.push(res));
        else while (gates.length) gates.shift()!();
        inFlight--;
        await queue.work(r);
      },
    });
    expect(await run).toEqual({ worked: 7, failed: 1 });
    expect(most).toBe(3);
    expect(worked.sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(await row(f.id)).toMatchObject({ attempts: 1, lastError: 'bad refused', doneAt: null });
  });
});
