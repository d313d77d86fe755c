/**
 * Reading plans: the saver's own plans, one plan with its debits, its coming debits (and so its
 * next one), the history chip.
 */
import type { HistoryItem } from '../../../shared/api/orders';
import type { DebitReason, Plan, UpcomingDebit } from '../../../shared/api/plans';
import { formatRupees } from '../../../shared/money/format';
import { PLAN_ID_OF, cycleDate, firstDebitableCycle } from '../../../shared/rules/autopay';
import {
  debitViewState,
  isSkippable,
  isWithinMaximum,
  nextDebitOf,
} from '../../../shared/rules/autopay-control';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { findOrderById } from '../orders/service';
import * as repo from './repo';
import { isFinalPlanState, planNext } from './states';
import { type DebitRow, FREQ_WORD, type PlanRow, pauseWake } from './common';
import { planMessages } from './messages';

const msg = planMessages.en;
/** how many coming cycles a plan shows, and how many of its latest stored debits */
export const COMING_CYCLES = 5;
const RECENT_DEBITS = 3;

type Reader = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/**
 * The plan's coming cycles (none when it is not running or paused by the saver): the next
 * COMING_CYCLES it will debit, with the cycles among them already stored (skipped by the saver
 * ahead of time), so a saver who skipped some still sees as many debits to come.
 */
export function comingCycles(
  deps: Pick<AppDeps, 'config'>,
  plan: PlanRow,
  now: Date,
  storedCycles: ReadonlySet<number>,
): number[] {
  if (!plan.anchorDate) return [];
  let first: number;
  if (plan.state === 'ACTIVE') {
    first = firstDebitableCycle(plan.frequency, plan.anchorDate, plan.nextCycle, now);
  } else if (plan.state === 'SAVER_PAUSED' && plan.pausedUntil) {
    first = pauseWake(deps, plan).cycle;
  } else {
    return [];
  }
  const cycles: number[] = [];
  for (let n = first, toCome = 0; toCome < COMING_CYCLES; n++) {
    cycles.push(n);
    if (!storedCycles.has(n)) toCome++;
  }
  return cycles;
}

const isOpen = (d: DebitRow) =>
  d.state === 'NOTIFYING' || d.state === 'NOTIFIED' || d.state === 'PROCESSING';

/**
 * A plan's latest stored debits and its coming cycles, in date order, as the saver sees them: a
 * coming cycle already stored (skipped by the saver ahead of time) shows as stored.
 */
export async function upcomingOf(deps: Reader, plan: PlanRow): Promise<UpcomingDebit[]> {
  const stored = await repo.listDebits(deps.db, plan.id);
  const coming = comingCycles(deps, plan, deps.clock.now(), new Set(stored.map((d) => d.cycle)));
  const first = coming[0] ?? Number.MAX_SAFE_INTEGER;
  const past = stored.filter((d) => d.cycle < first);
  const latest = new Set(past.slice(-RECENT_DEBITS));
  const takes = plan.state === 'ACTIVE' || plan.state === 'SAVER_PAUSED';
  const rows: UpcomingDebit[] = past
    .filter((d) => isOpen(d) || latest.has(d))
    .map((d) => storedView(d, takes));
  const byCycle = new Map(stored.map((d) => [d.cycle, d]));
  for (const cycle of coming) {
    const d = byCycle.get(cycle);
    if (d) {
      rows.push(storedView(d, takes));
      continue;
    }
    const within = isWithinMaximum(plan.amountPaise, plan.maxDebitPaise);
    rows.push({
      cycle,
      date: cycleDate(plan.frequency, plan.anchorDate!, cycle),
      amountPaise: plan.amountPaise,
      state: within ? 'SCHEDULED' : 'NOT_CHARGED',
      skippable: within,
      reason: within ? null : 'OVER_MAXIMUM',
    });
  }
  return rows;
}

function storedView(d: DebitRow, planTakesDebits: boolean): UpcomingDebit {
  const state = debitViewState(d.state);
  return {
    cycle: d.cycle,
    date: d.cycleDate,
    amountPaise: d.amountPaise,
    state,
    skippable: planTakesDebits && isSkippable(state),
    reason: (d.failureReason as DebitReason | null) ?? null,
  };
}

/**
 * The Indian calendar date of the plan's next debit, when one is coming: the first of its debits
 * as the saver sees them still to be taken (a cycle skipped ahead of time is passed over).
 */
export async function nextDebitDate(deps: Reader, plan: PlanRow): Promise<string | null> {
  return nextDebitOf(await upcomingOf(deps, plan))?.date ?? null;
}

export async function ownPlan(deps: AppDeps, userId: string, insertId: string) {
  const plan = await repo.findPlan(deps.db, insertId);
  // another user's plan is not found, exactly like a plan that does not exist
  if (!plan || plan.userId !== userId) throw new AppError('NOT_FOUND', msg.notFound);
  return plan;
}

async function toPlan(deps: AppDeps, plan: PlanRow): Promise<Plan> {
  const [open, next] = await Promise.all([
    repo.openDebitsOf(deps.db, plan.id),
    nextDebitDate(deps, plan),
  ]);
  return {
    insertId: plan.id,
    frequency: plan.frequency,
    planId: PLAN_ID_OF[plan.frequency],
    amountPaise: plan.amountPaise,
    state: plan.state,
    stateReason: plan.stateReason,
    subscriptionId: plan.subscriptionId,
    vpa: plan.vpa,
    createdAt: plan.createdAt.toISOString(),
    activatedAt: plan.activatedAt?.toISOString() ?? null,
    nextDebitDate: next,
    nextDebitSkippable: open.some((d) => d.state === 'NOTIFYING' || d.state === 'NOTIFIED'),
    debitsMade: plan.debitsMade,
    goldE8Saved: plan.goldE8Saved,
    activeUntil: plan.activeUntil?.toISOString() ?? null,
    canCancel: planNext(plan.state, 'USER_CANCEL') !== undefined,
    canResume: planNext(plan.state, 'USER_RESUME') !== undefined,
    awaitingMandate: plan.state === 'CREATED' || plan.state === 'AUTH_PENDING',
    pausedUntil: plan.state === 'SAVER_PAUSED' ? plan.pausedUntil : null,
    maxDebitPaise: plan.maxDebitPaise,
    canPause: planNext(plan.state, 'USER_PAUSE') !== undefined,
    ended: isFinalPlanState(plan.state),
  };
}

export async function listPlans(deps: AppDeps, userId: string) {
  // a plan never approved leaves the dashboard (the history keeps it as not started)
  const rows = (await repo.listPlans(deps.db, userId)).filter((p) => p.state !== 'NOT_STARTED');
  return Promise.all(rows.map((p) => toPlan(deps, p)));
}

export async function getPlan(deps: AppDeps, userId: string, insertId: string) {
  const plan = await ownPlan(deps, userId, insertId);
  const debits = await repo.listDebits(deps.db, plan.id);
  const gold = new Map<string, number>();
  for (const d of debits) {
    if (d.state !== 'SUCCESS' || !d.orderId) continue;
    gold.set(d.id, (await findOrderById(deps.db, d.orderId))?.goldE8 ?? 0);
  }
  return {
    plan: await toPlan(deps, plan),
    debits: debits.map((d) => ({
      cycle: d.cycle,
      date: d.cycleDate,
      state: d.state,
      amountPaise: d.amountPaise,
      goldE8: gold.get(d.id) ?? 0,
      merchantTransactionId: d.merchantTransactionId,
      reason: d.failureReason,
    })),
  };
}

/** Payment history rows of the Subscription chip: one per plan. */
export async function planHistory(
  deps: AppDeps,
  userId: string,
  page: number,
  pageSize: number,
): Promise<{ items: HistoryItem[]; total: number }> {
  const [rows, total] = await Promise.all([
    repo.pagePlans(deps.db, userId, pageSize, (page - 1) * pageSize),
    repo.countPlans(deps.db, userId),
  ]);
  return {
    total,
    items: rows.map((p) => ({
      id: p.id,
      shortName: 'BAT_Subscription',
      type: 'Subscription' as const,
      amountPaise: p.amountPaise,
      antsCenti: 0,
      createdAt: p.createdAt.toISOString(),
      status: p.state,
      deliveryStatus: null,
      orderlist: `${FREQ_WORD[p.frequency]} gold plan, ${formatRupees(p.amountPaise, { decimals: 0 })} a ${p.frequency === 'DAILY' ? 'day' : p.frequency === 'WEEKLY' ? 'week' : 'month'}`,
      goldE8: p.goldE8Saved,
      planType: FREQ_WORD[p.frequency],
      subscriptionId: p.subscriptionId ?? p.merchantSubscriptionId,
      merchantTransactionId: null,
      invoiceTransactionId: null,
    })),
  };
}
