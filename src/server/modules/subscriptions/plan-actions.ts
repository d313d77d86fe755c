/** What a saver does with a plan: cancel, skip the next debit, resume. */
import { formatDate } from '../../../shared/money/format';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { MAIL_JOB } from '../mail/service';
import { callbackUrl, merchantUserIdOf, paymentGateway } from '../payments/service';
import * as repo from './repo';
import { PLAN_DEBIT_JOB, type PlanRow, backoff } from './common';
import { applyPlanEvent } from './plan-events';
import { ownPlan } from './plan-views';
import { planMessages } from './messages';

const msg = planMessages.en;

export async function cancelPlan(deps: AppDeps, userId: string, insertId: string) {
  const plan = await ownPlan(deps, userId, insertId);
  const r = await deps.db.transaction((tx) => applyPlanEvent(deps, tx, plan.id, 'USER_CANCEL'));
  if (!r.moved) throw new AppError('CONFLICT', msg.cannotCancel);
  deps.jobs.kick(MAIL_JOB);
  // the mandate is revoked at the gateway now; if it cannot be reached the job keeps trying
  await cancelMandate(deps, r.plan!).catch(() => undefined);
  return {
    status: 'success' as const,
    message: msg.cancelled(formatDate(r.plan!.activeUntil ?? deps.clock.now())),
  };
}

export async function cancelMandate(deps: AppDeps, plan: PlanRow) {
  if (!plan.mandateCancelPending || !plan.subscriptionId) return;
  try {
    await paymentGateway(deps).cancelSubscription({
      merchantUserId: merchantUserIdOf(plan.userId),
      subscriptionId: plan.subscriptionId,
      callbackUrl: callbackUrl(deps),
    });
  } catch (err) {
    // an answer saying the mandate is already over is as good as a cancellation
    const s = await paymentGateway(deps)
      .getSubscriptionStatus(plan.merchantSubscriptionId)
      .catch(() => undefined);
    if (!s || s.state === 'ACTIVE' || s.state === 'PAUSED' || s.state === 'CREATED') {
      await repo.updatePlan(deps.db, plan.id, undefined, {
        nextRunAt: new Date(deps.clock.now().getTime() + backoff(1)),
      });
      throw err;
    }
  }
  await repo.updatePlan(deps.db, plan.id, undefined, { mandateCancelPending: 0, nextRunAt: null });
}

export async function resumePlan(deps: AppDeps, userId: string, insertId: string) {
  const plan = await ownPlan(deps, userId, insertId);
  const r = await deps.db.transaction((tx) => applyPlanEvent(deps, tx, plan.id, 'USER_RESUME'));
  if (!r.moved) throw new AppError('CONFLICT', msg.cannotResume);
  deps.jobs.kick(PLAN_DEBIT_JOB);
  return { status: 'success' as const, message: msg.resumed };
}
