import type { AppDeps } from '../../deps';
import { dueQueues, runQueue, type LeaseQueue } from '../jobs/service';
import { checkLate } from './late';
import { checkRefund } from './refunds';
import * as repo from './repo';
import { payments, refunds } from './tables';
import { checkAndSettle } from './settle';

/**
 * Pending payments as a job queue: each is due at its next check (the schedule of reference 2.6);
 * a claim leases it (past the gateway's timeout) so other instances leave it alone, and the check
 * records the next one itself. Work that throws (the database failing) is retried after a minute.
 */
export function reconciliationQueue(deps: AppDeps) {
  return {
    name: 'payments-reconcile',
    table: payments,
    id: 'id',
    dueAt: 'nextCheckAt',
    pending: repo.pendingPayments,
    lastError: 'lastError',
    batch: 25,
    leaseMs: reconcileLeaseMs(deps),
    backoffMs: () => 60_000,
    work: (p) => checkAndSettle(deps, p),
  } satisfies LeaseQueue<typeof payments>;
}

const reconcileLeaseMs = (deps: AppDeps) => Math.max(60_000, 3 * deps.config.PHONEPE_TIMEOUT_MS);

/** Expired or failed payments a bank may still complete, asked about on their slow late schedule. */
export function lateCheckQueue(deps: AppDeps) {
  return {
    name: 'payments-late-check',
    table: payments,
    id: 'id',
    dueAt: 'nextCheckAt',
    pending: repo.lateCheckablePayments(deps.clock.now()),
    lastError: 'lastError',
    batch: 25,
    leaseMs: reconcileLeaseMs(deps),
    backoffMs: () => 60_000,
    work: (p) => checkLate(deps, p),
  } satisfies LeaseQueue<typeof payments>;
}

/** Refunds the gateway has not finished (PENDING, TIMED_OUT...): their status is asked again. */
export function refundQueue(deps: AppDeps) {
  return {
    name: 'payments-refund-check',
    table: refunds,
    id: 'id',
    dueAt: 'nextCheckAt',
    pending: repo.pendingRefunds,
    lastError: 'lastError',
    batch: 25,
    leaseMs: reconcileLeaseMs(deps),
    backoffMs: () => 60_000,
    work: (f) => checkRefund(deps, f),
  } satisfies LeaseQueue<typeof refunds>;
}

/**
 * Reconciliation: asks the gateway about every pending payment whose check is due and settles the
 * final ones, then about closed payments on their late schedule and about unfinished refunds.
 * Several instances can run it at once. Returns how many rows were checked.
 *
 * It runs every few seconds on every instance, and nearly always finds nothing due: one read says
 * which of the three queues have a due row, and only those are claimed (a row that falls due
 * meanwhile is claimed on the next run, as it would be had it fallen due just after this one).
 */
export async function reconcileDue(deps: AppDeps): Promise<number> {
  const queues = [reconciliationQueue(deps), lateCheckQueue(deps), refundQueue(deps)] as const;
  const [pending, late, refund] = await dueQueues(deps.db, queues, deps.clock.now());
  let checked = 0;
  for (const r of [
    pending ? await runQueue(deps, queues[0]) : undefined,
    late ? await runQueue(deps, queues[1]) : undefined,
    refund ? await runQueue(deps, queues[2]) : undefined,
  ]) {
    if (r) checked += r.worked + r.failed;
  }
  return checked;
}
