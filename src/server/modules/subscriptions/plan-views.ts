/** Reading plans: the saver's own plans, one plan with its debits, the history chip. */
import type { HistoryItem } from '../../../shared/api/orders';
import type { Plan } from '../../../shared/api/plans';
import { formatRupees } from '../../../shared/money/format';
import { PLAN_ID_OF } from '../../../shared/rules/autopay';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { findOrderById } from '../orders/service';
import { nextDebitDateOf } from './console';
import * as repo from './repo';
import { planNext } from './states';
import { FREQ_WORD, type PlanRow } from './common';
import { planMessages } from './messages';

const msg = planMessages.en;

export async function ownPlan(deps: AppDeps, userId: string, insertId: string) {
  const plan = await repo.findPlan(deps.db, insertId);
  // another user's plan is not found, exactly like a plan that does not exist
  if (!plan || plan.userId !== userId) throw new AppError('NOT_FOUND', msg.notFound);
  return plan;
}

async function toPlan(deps: AppDeps, plan: PlanRow): Promise<Plan> {
  const open = await repo.openDebitsOf(deps.db, plan.id);
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
    nextDebitDate: nextDebitDateOf(plan, open),
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
