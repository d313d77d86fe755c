import type { AppDeps } from '../../deps';
import { runQueue, type LeaseQueue } from '../jobs/service';
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
 */
export async function reconcileDue(deps: AppDeps): Promise<number> {
  let checked = 0;
  for (const r of [
    await runQueue(deps, reconciliationQueue(deps)),
    await runQueue(deps, lateCheckQueue(deps)),
    await runQueue(deps, refundQueue(deps)),
  ]) {
    checked += r.worked + r.failed;
  }
  return checked;
}
