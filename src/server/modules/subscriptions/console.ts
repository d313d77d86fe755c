import {
  CONSOLE_DEBIT_STATES,
  type ConsoleDebit,
  type ConsolePlan,
  type MANDATE_VIEWS,
} from '../../../shared/api/plans';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { findBuyersOf } from '../accounts/service';
import { nextDebitDate } from './plan-views';
import * as repo from './repo';
import type { DebitState, PlanState } from './states';

// The operator console's reads of Autopay plans (read-only: the operator has no plan action).

const PAGE_SIZE = 50;

/** Where the mandate stands, from the plan's state (the gateway's word is what moved it there). */
function mandateOf(p: repo.PlanRow): (typeof MANDATE_VIEWS)[number] {
  switch (p.state) {
    case 'CREATED':
    case 'AUTH_PENDING':
      return 'AWAITING_APPROVAL';
    case 'ACTIVE':
    case 'HALTED':
    case 'SAVER_PAUSED':
    case 'VAULT_FULL':
      return 'APPROVED';
    case 'PAUSED':
      return 'PAUSED_IN_UPI_APP';
    case 'REVOKED':
      return 'REVOKED';
    case 'CANCELLED':
      return p.mandateCancelPending ? 'CANCEL_PENDING' : 'CANCELLED';
    case 'FAILED':
      return 'DECLINED';
    case 'EXPIRED':
    case 'NOT_STARTED':
      return 'EXPIRED';
  }
}

/** The customers of these rows, in one read (a user who is gone shows as their id). */
async function customersOf(db: DbOrTx, userIds: string[]) {
  const buyers = await findBuyersOf(db, userIds);
  return (id: string) => {
    const b = buyers.get(id);
    return { name: b?.name ?? id, email: b?.email ?? '' };
  };
}

/** Every customer's plans in one state (or all), newest first, with the count of each state. */
export async function listPlansForOperator(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  q: { state?: PlanState | undefined; page: number },
) {
  const [{ rows, total }, byState] = await Promise.all([
    repo.pagePlansForOperator(deps.db, q.state, PAGE_SIZE, (q.page - 1) * PAGE_SIZE),
    repo.countPlansByState(deps.db),
  ]);
  const [customerOf, next] = await Promise.all([
    customersOf(
      deps.db,
      rows.map((p) => p.userId),
    ),
    // the same next debit the saver sees (a cycle skipped ahead of time passed over)
    Promise.all(rows.map((p) => nextDebitDate(deps, p))),
  ]);
  const items = rows.map((p, i): ConsolePlan => {
    const c = customerOf(p.userId);
    return {
      insertId: p.id,
      userId: p.userId,
      customerName: c.name,
      customerEmail: c.email,
      frequency: p.frequency,
      amountPaise: p.amountPaise,
      state: p.state,
      stateReason: p.stateReason,
      mandate: mandateOf(p),
      vpa: p.vpa,
      nextDebitDate: next[i] ?? null,
      consecutiveFailures: p.consecutiveFailures,
      debitsMade: p.debitsMade,
      goldE8Saved: p.goldE8Saved,
      createdAt: p.createdAt.toISOString(),
    };
  });
  return { items, total, counts: Object.fromEntries(byState.map((r) => [r.state, r.n])) };
}

/** Debits that took no money (failed, skipped, missed), the latest first, with their reasons. */
export async function listDebitsForOperator(
  deps: Pick<AppDeps, 'db'>,
  q: { state?: (typeof CONSOLE_DEBIT_STATES)[number] | undefined; page: number },
) {
  const states: DebitState[] = q.state ? [q.state] : [...CONSOLE_DEBIT_STATES];
  const { rows, total } = await repo.pageDebitsInStates(
    deps.db,
    states,
    PAGE_SIZE,
    (q.page - 1) * PAGE_SIZE,
  );
  const customerOf = await customersOf(
    deps.db,
    rows.map((d) => d.userId),
  );
  const items: ConsoleDebit[] = rows.map((d) => {
    const c = customerOf(d.userId);
    return {
      id: d.id,
      insertId: d.planId,
      customerName: c.name,
      customerEmail: c.email,
      cycle: d.cycle,
      date: d.cycleDate,
      amountPaise: d.amountPaise,
      state: d.state as ConsoleDebit['state'],
      reason: d.failureReason,
      gatewayCode: d.gatewayCode,
      updatedAt: d.updatedAt.toISOString(),
    };
  });
  return { items, total };
}

/** Today's console counters of plans: plans halted by failed debits, debits failed in [from, to). */
export async function planCounters(deps: Pick<AppDeps, 'db'>, from: Date, to: Date) {
  const [byState, failedDebits] = await Promise.all([
    repo.countPlansByState(deps.db),
    repo.countFailedDebitsBetween(deps.db, from, to),
  ]);
  return {
    haltedPlans: byState.find((r) => r.state === 'HALTED')?.n ?? 0,
    failedDebits,
  };
}
