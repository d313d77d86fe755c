import type { ReconciliationDetails, ReconciliationRun } from '../../../shared/api/today';
import { istDateOf, istMidnight } from '../../../shared/rules/autopay';
import type { AppDeps } from '../../deps';
import type { Db, DbOrTx } from '../../db/client';
import { audit, type AuditActor } from '../audit/service';
import { doublingBackoff, runQueue, type LeaseQueue } from '../jobs/service';
import { takeSnapshot } from '../reserve/service';
import {
  checkLedgerIntegrity,
  getCustomerTotals,
  getOperatorBalances,
  OPERATOR_ACCOUNTS,
  type OperatorAccount,
} from '../wallet/service';
import * as repo from './repo';
import { reconciliationSchedule } from './tables';

/** The daily reconciliation's job (and its schedule row's name). */
export const RECONCILIATION_JOB = 'ledger-reconciliation';
/** The job looks this often whether the day's run is due (one indexed read when it is not). */
export const RECONCILIATION_TICK_MS = 10 * 60_000;
/** The daily run's hour, India time: a quiet hour, after the night's Autopay debits settle. */
const RUN_HOUR_IST = 3;
const DAY_MS = 86_400_000;
/** a run keeps at most this many accounts and postings of each kind in its details */
const KEEP = 50;

/** The next daily run after `now`: 03:00 India time tomorrow (or today, if that is still ahead). */
export function nextRunAfter(now: Date): Date {
  const today = istMidnight(istDateOf(now)).getTime() + RUN_HOUR_IST * 3_600_000;
  return new Date(today > now.getTime() ? today : today + DAY_MS);
}

/**
 * Checks the ledger: every user account's stored balance against the sum of its postings (the
 * existing integrity check: also postings that do not balance or have no entries), and per unit
 * what customers hold against the operator's accounts, which carry the other side of every
 * posting: customers + operator is zero on a sound ledger (gold held equals gold sold, less gold
 * converted, plus adjustments).
 */
export async function reconcile(db: Db): Promise<{ ok: boolean; details: ReconciliationDetails }> {
  // one snapshot: purchases committing meanwhile never show on one side and not the other
  return db.transaction(readLedger, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

async function readLedger(db: DbOrTx) {
  // one after another: a transaction is one connection, which runs one statement at a time
  // (node-postgres queues concurrent ones, and warns that pg 9 will not)
  const integrity = await checkLedgerIntegrity(db);
  const operator = await getOperatorBalances(db);
  const customers = await getCustomerTotals(db);
  const units = (['GOLD', 'ANTS', 'INR'] as const).map((unit) => {
    const op = (Object.keys(OPERATOR_ACCOUNTS) as OperatorAccount[])
      .filter((a) => OPERATOR_ACCOUNTS[a] === unit)
      .reduce((sum, a) => sum + operator[a], 0);
    return { unit, customers: customers[unit], operator: op, difference: customers[unit] + op };
  });
  const details: ReconciliationDetails = {
    balanceMismatches: integrity.balanceMismatches.slice(0, KEEP),
    balanceMismatchCount: integrity.balanceMismatches.length,
    unbalancedPostings: integrity.unbalancedPostings.slice(0, KEEP),
    emptyPostings: integrity.emptyPostings.slice(0, KEEP),
    units,
  };
  const ok =
    integrity.balanceMismatches.length === 0 &&
    integrity.unbalancedPostings.length === 0 &&
    integrity.emptyPostings.length === 0 &&
    units.every((u) => u.difference === 0);
  return { ok, details };
}

type RunRow = repo.RunRow;

const toRun = (r: RunRow): ReconciliationRun => ({
  id: r.id,
  ranAt: r.ranAt.toISOString(),
  ok: r.ok,
  ranBy: r.ranBy,
  details: r.details as ReconciliationDetails,
});

/** Reconciles, stores the run and says loudly (error level, with the numbers) when it is not ok. */
async function runAndStore(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log'>,
  ranBy: string,
  inTx?: (tx: DbOrTx, run: RunRow) => Promise<void>,
) {
  const { ok, details } = await reconcile(deps.db);
  const ranAt = deps.clock.now();
  const run = await deps.db.transaction(async (tx) => {
    const row = await repo.insertRun(tx, { ranAt, ok, ranBy, details });
    await inTx?.(tx, row);
    return row;
  });
  if (!ok) {
    deps.log.error(
      { alert: 'LEDGER_RECONCILIATION', runId: run.id, ...details },
      'the ledger reconciliation found a mismatch: balances, postings or holdings do not add up',
    );
  }
  return toRun(run);
}

/** The newest run, or null before the first. */
export async function lastReconciliation(db: DbOrTx): Promise<ReconciliationRun | null> {
  const r = await repo.findLastRun(db);
  return r ? toRun(r) : null;
}

/** The operator's "Run now": a run at once, with its audit row in the same transaction. */
export const reconcileNow = (deps: Pick<AppDeps, 'db' | 'clock' | 'log'>, by: AuditActor) =>
  runAndStore(deps, by.label, (tx, run) =>
    audit(tx, {
      by,
      at: run.ranAt,
      action: 'ledger.reconcile',
      target: { type: 'ledger', id: String(run.id) },
      after: { ok: run.ok, runId: run.id },
    }),
  );

/**
 * The daily run as a queue of one row: claimed when due, then moved to the next day. After the
 * ledger is checked, the reserve records the day's snapshot (what customers are owed against
 * the register, with the proof of liabilities: modules/reserve).
 */
export const reconciliationQueue = (deps: Pick<AppDeps, 'db' | 'clock' | 'log' | 'config'>) =>
  ({
    name: RECONCILIATION_JOB,
    table: reconciliationSchedule,
    id: 'name',
    dueAt: 'dueAt',
    pending: undefined,
    attempts: 'attempts',
    lastError: 'lastError',
    batch: 1,
    leaseMs: 10 * 60_000,
    backoffMs: doublingBackoff(60_000),
    async work(row) {
      await runAndStore(deps, 'job');
      await takeSnapshot(deps, 'job');
      await repo.scheduleNext(deps.db, row.name, nextRunAfter(deps.clock.now()));
    },
  }) satisfies LeaseQueue<typeof reconciliationSchedule>;

/**
 * The job: makes sure the schedule exists (the first run is due at once: a new installation is
 * checked on its first start), then runs it if due. Returns how many runs it made (0 or 1).
 */
export async function runReconciliationJob(deps: Pick<AppDeps, 'db' | 'clock' | 'log' | 'config'>) {
  await repo.ensureSchedule(deps.db, RECONCILIATION_JOB, deps.clock.now());
  return (await runQueue(deps, reconciliationQueue(deps))).worked;
}

/** When the daily run is next due (null before the job first ran). */
export async function nextReconciliationDue(db: DbOrTx) {
  return (await repo.findSchedule(db))?.dueAt ?? null;
}
