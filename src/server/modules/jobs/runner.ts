import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../clock';
import { claimDue, reschedule, type LeaseQueue, type LeaseTable } from './repo';

/**
 * The job runner: works a queue of due rows (a LeaseQueue: claim with a lease, work each row,
 * reschedule a failure with backoff); its SQL is in repo.ts.
 */
export { claimDue, dueQueues, type LeaseQueue } from './repo';

export type RunResult = { worked: number; failed: number };

export type RunnerDeps = { db: Db; clock: Clock; log: FastifyBaseLogger };

/** Retry delay: the base doubling with each attempt, capped (default 1 h). */
export const doublingBackoff =
  (baseMs: number, capMs = 3_600_000) =>
  (attempts: number) =>
    Math.min(baseMs * 2 ** Math.min(attempts, 30), capMs);

const errorText = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).slice(0, 500);

/**
 * Works a queue until no row is due: claim a batch, work each row outside any transaction,
 * reschedule the ones that failed with backoff. Returns how many rows were worked and failed.
 * Run it from a scheduler job (`deps.jobs.every(name, ms, () => runQueue(deps, queue))`).
 */
export async function runQueue<T extends LeaseTable>(
  deps: RunnerDeps,
  q: LeaseQueue<T>,
): Promise<RunResult> {
  const result: RunResult = { worked: 0, failed: 0 };
  const batch = q.batch ?? 20;
  // a row due again within this run (a zero backoff, work that leaves it due) waits for the next
  const seen = new Set<unknown>();
  for (;;) {
    const now = deps.clock.now();
    const { rows, leaseUntil } = await claimDue(deps.db, q, now);
    let again = false;
    for (const row of rows) {
      const key = (row as Record<string, unknown>)[q.id];
      again ||= seen.has(key);
      seen.add(key);
    }
    const one = async (row: T['$inferSelect']) => {
      try {
        await q.work(row, { now, leaseUntil });
        result.worked++;
      } catch (err) {
        result.failed++;
        const r = row as Record<string, unknown>;
        const attempts = q.attempts ? Number(r[q.attempts] ?? 0) : 0;
        const retryAt = new Date(deps.clock.now().getTime() + q.backoffMs(attempts));
        deps.log.warn(
          { job: q.name, id: r[q.id], err: errorText(err), retryAt },
          'job row failed; will retry',
        );
        await reschedule(deps.db, q, r, leaseUntil, retryAt, errorText(err));
      }
    };
    let left = rows;
    if (q.workBatch && rows.length > 0) {
      try {
        left = await q.workBatch(rows, { now, leaseUntil });
        result.worked += rows.length - left.length;
      } catch (err) {
        // nothing of the claim was recorded: each row is worked on its own
        deps.log.warn(
          { job: q.name, err: errorText(err) },
          'job batch failed; rows worked one by one',
        );
        left = rows;
      }
    }
    // a pool of `concurrency` workers over the rows, each taking the next one in claim order
    let next = 0;
    const workers = Math.max(1, Math.min(q.concurrency ?? 1, left.length));
    await Promise.all(
      Array.from({ length: workers }, async () => {
        while (next < left.length) await one(left[next++]!);
      }),
    );
    if (rows.length < batch || again) return result;
  }
}
