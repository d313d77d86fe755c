/** The debit job: due plans and due debits on the shared lease runner (decision 009). */
import type { AppDeps } from '../../../deps';
import { runQueue, type LeaseQueue } from '../../jobs/service';
import * as repo from '../repo';
import { planDebits, plans } from '../tables';
import { type DebitRow, LEASE_MS, PLAN_DEBIT_JOB, backoff, logOf } from '../common';
import { executeStep } from './execute';
import { executeDueDebits } from './execute-debits';
import { notifyStep } from './notify';
import { notifyDuePlans } from './notify-plans';
import { type PriceReader, sharedPrice } from './price';
import { stepPlan } from './schedule';
import { checkDebit } from './settle';

async function stepDebit(deps: AppDeps, d: DebitRow, priceNow?: PriceReader) {
  const plan = await repo.findPlan(deps.db, d.planId);
  if (!plan) return;
  if (d.state === 'NOTIFYING') return notifyStep(deps, plan, d);
  if (d.state === 'NOTIFIED') return executeStep(deps, plan, d, priceNow);
  if (d.state === 'PROCESSING' || d.state === 'NOT_CHARGED') return checkDebit(deps, d);
  await repo.updateDebit(deps.db, d.id, d.state, { nextRunAt: null });
}

/**
 * The debit job's two queues on the shared runner (jobs module, decision 009): plans whose next
 * look is due (notify their next cycle, follow an unapproved mandate, retry a mandate's cancel) and
 * debits whose next step is due (notify, execute, check). Claims are batched with a lease and
 * SKIP LOCKED, so any number of instances share the work and none does a row twice; the rows of a
 * batch are worked PLAN_JOB_CONCURRENCY at a time (the work mostly waits for the gateway).
 */
export const planQueue = (deps: AppDeps, priceNow = sharedPrice(deps)) =>
  ({
    name: `${PLAN_DEBIT_JOB}:plans`,
    table: plans,
    id: 'id',
    dueAt: 'nextRunAt',
    pending: undefined,
    batch: deps.config.PLAN_JOB_BATCH,
    concurrency: deps.config.PLAN_JOB_CONCURRENCY,
    leaseMs: LEASE_MS,
    backoffMs: () => backoff(1),
    async work(plan, { leaseUntil }) {
      // a debit stored for the plan's next cycle is held by this instance for the lease: notified now
      const fresh = await stepPlan(deps, plan, leaseUntil, priceNow);
      if (fresh) await stepDebitOrRetry(deps, fresh);
    },
    // the claim's due plans together (multi-row statements); the rest one by one, as above
    workBatch: (rows, { leaseUntil }) => notifyDuePlans(deps, rows, leaseUntil, priceNow),
  }) satisfies LeaseQueue<typeof plans>;

export const debitQueue = (deps: AppDeps, priceNow = sharedPrice(deps)) =>
  ({
    name: `${PLAN_DEBIT_JOB}:debits`,
    table: planDebits,
    id: 'id',
    dueAt: 'nextRunAt',
    pending: undefined,
    batch: deps.config.PLAN_JOB_BATCH,
    concurrency: deps.config.PLAN_JOB_CONCURRENCY,
    leaseMs: LEASE_MS,
    // the steps record their own gateway back-off; this is for anything else that went wrong
    backoffMs: (attempts) => backoff(attempts + 1),
    work: (d) => stepDebit(deps, d, priceNow),
    // the claim's debits due to run together (multi-row statements); the rest one by one
    workBatch: (rows) => executeDueDebits(deps, rows, priceNow),
  }) satisfies LeaseQueue<typeof planDebits>;

async function stepDebitOrRetry(deps: AppDeps, d: DebitRow) {
  try {
    await stepDebit(deps, d);
  } catch (err) {
    logOf(deps)?.error({ err, debitId: d.id }, 'debit step failed; retried later');
    await repo
      .updateDebit(deps.db, d.id, d.state, {
        nextRunAt: new Date(deps.clock.now().getTime() + backoff(d.attempts + 1)),
        updatedAt: deps.clock.now(),
      })
      .catch(() => undefined);
  }
}

/**
 * The debit job's run (and tests'): due plans and due debits side by side, each until nothing is
 * due, so executions in their window never wait behind a backlog of notices (and the other way).
 */
export async function runDebitJob(deps: AppDeps) {
  const priceNow = sharedPrice(deps);
  const [p, d] = await Promise.all([
    runQueue(deps, planQueue(deps, priceNow)),
    runQueue(deps, debitQueue(deps, priceNow)),
  ]);
  return p.worked + p.failed + d.worked + d.failed;
}
