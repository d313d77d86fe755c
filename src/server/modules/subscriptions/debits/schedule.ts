/** A due plan's next cycle stored as a debit to notify, or the plan paused for the vault limit. */
import { cycleWindow, firstDebitableCycle, noticeFrom } from '../../../../shared/rules/autopay';
import { planVaultStep } from '../../../../shared/rules/autopay-vault';
import { isWithinMaximum } from '../../../../shared/rules/autopay-control';
import { quoteDigitalGold } from '../../../../shared/rules/digital-gold';
import type { AppDeps } from '../../../deps';
import { newId } from '../../../db/ids';
import { MAIL_JOB } from '../../mail/service';
import { newMerchantTransactionId } from '../../payments/service';
import { lockVault } from '../../wallet/service';
import * as repo from '../repo';
import {
  AUTH_POLL_FOR_MS,
  AUTH_POLL_MS,
  type DebitRow,
  type PlanRow,
  pauseWake,
  ratioOf,
  vaultRecheckMs,
} from '../common';
import { type PriceReader, directPrice } from './price';
import { debitVault, openDebitGold } from './vault';
import { checkMandate } from '../mandate-setup';
import { cancelMandate } from '../plan-actions';
import { applyPlanEvent } from '../plan-events';

/**
 * A due ACTIVE plan: its next debitable cycle is stored (one per plan and cycle, by the unique
 * key) and notified; or the debit would pass the vault limit and the plan pauses itself (told
 * once). A plan paused for the vault looks for room every PLAN_VAULT_RECHECK_MINUTES and goes on
 * once its next debit fits (told once). Returns the debit to notify now, if any.
 */
export async function stepPlan(
  deps: AppDeps,
  plan: PlanRow,
  lease: Date,
  priceNow: PriceReader = directPrice(deps),
): Promise<DebitRow | undefined> {
  const now = deps.clock.now();
  const vaultPaused = plan.state === 'VAULT_FULL';
  if (plan.state === 'SAVER_PAUSED' && plan.anchorDate && plan.pausedUntil) {
    await stepPausedPlan(deps, plan, now);
    return undefined;
  }
  if ((plan.state !== 'ACTIVE' && !vaultPaused) || !plan.anchorDate) {
    await stepIdlePlan(deps, plan, now);
    return undefined;
  }
  const cycle = firstDebitableCycle(plan.frequency, plan.anchorDate, plan.nextCycle, now);
  const window = cycleWindow(plan.frequency, plan.anchorDate, cycle);
  const leadMs = deps.config.PLAN_NOTIFY_LEAD_HOURS * 3_600_000;
  // never two cycles' notices at once (a lead longer than a day on a daily plan)
  const notifyFrom = noticeFrom(plan.frequency, plan.anchorDate, cycle, leadMs);
  if (!vaultPaused && now < notifyFrom) {
    await repo.updatePlan(deps.db, plan.id, ['ACTIVE'], {
      nextCycle: cycle,
      nextRunAt: notifyFrom,
    });
    return undefined;
  }
  const price = await priceNow();
  if (price.isStale) {
    await repo.updatePlan(deps.db, plan.id, [plan.state], {
      nextRunAt: new Date(now.getTime() + 60_000),
    });
    return undefined;
  }
  const estimate = quoteDigitalGold(plan.amountPaise, price.pricePaisePerGram, ratioOf(deps));
  const nextNotice = noticeFrom(plan.frequency, plan.anchorDate, cycle + 1, leadMs);
  const result = await deps.db.transaction(async (tx) => {
    const locked = await repo.lockPlan(tx, plan.id);
    if (!locked || (locked.state !== 'ACTIVE' && locked.state !== 'VAULT_FULL')) return undefined;
    if (locked.state !== plan.state) return undefined;
    if (locked.state === 'ACTIVE' && locked.nextCycle > cycle) return undefined;
    if (await repo.findDebitOfCycle(tx, plan.id, cycle)) {
      // the saver skipped this cycle ahead of its notice: nothing is notified, the plan looks
      // at its next cycle
      await repo.updatePlan(tx, plan.id, [locked.state], { nextCycle: cycle + 1, nextRunAt: now });
      return undefined;
    }
    if (!isWithinMaximum(locked.amountPaise, locked.maxDebitPaise)) {
      // above the saver's maximum per debit: never asked for; stored as not charged, with why
      await repo.insertDebit(tx, {
        ...newDebit(plan, cycle, window.date, now),
        state: 'SKIPPED',
        failureReason: 'OVER_MAXIMUM',
        nextRunAt: null,
      });
      await repo.updatePlan(tx, plan.id, [locked.state], { nextCycle: cycle + 1, nextRunAt: now });
      return undefined;
    }
    await lockVault(tx, plan.userId);
    const openGold = await openDebitGold(tx, plan.userId, price.pricePaisePerGram, deps);
    const vault = await debitVault(deps, tx, plan.userId, { notifiedE8: openGold, now });
    switch (planVaultStep(locked.state, vault, estimate.goldE8)) {
      case 'WAIT':
        await repo.updatePlan(tx, plan.id, ['VAULT_FULL'], {
          nextRunAt: new Date(now.getTime() + vaultRecheckMs(deps)),
        });
        return undefined;
      case 'PAUSE':
      case 'RESUME':
        // one mail each way; a resumed plan is notified at the job's next round
        await applyPlanEvent(deps, tx, plan.id, vaultPaused ? 'VAULT_ROOM' : 'VAULT_FULL');
        return undefined;
      case 'DEBIT':
        break;
    }
    const debit = await repo.insertNotifyingDebit(tx, {
      ...newDebit(plan, cycle, window.date, now),
      // held by this instance for the lease: it notifies the debit right after this transaction
      nextRunAt: lease,
    });
    await repo.movePlanToCycle(tx, plan.id, {
      nextCycle: cycle + 1,
      nextRunAt: new Date(Math.max(now.getTime(), nextNotice.getTime())),
      updatedAt: now,
    });
    return debit;
  });
  if (!result) deps.jobs.kick(MAIL_JOB);
  return result;
}

/** A plan's debit of a cycle, as first stored (the caller gives its state). */
export const newDebit = (plan: PlanRow, cycle: number, cycleDate: string, now: Date) => ({
  id: newId('pdb'),
  planId: plan.id,
  userId: plan.userId,
  cycle,
  cycleDate,
  merchantTransactionId: newMerchantTransactionId('MSDB', now),
  amountPaise: plan.amountPaise,
  createdAt: now,
  updatedAt: now,
});

/**
 * A plan paused by the saver: it rests until the pre-debit notice of its first cycle dated on or
 * after the saver's date, then runs again (the job notifies that cycle at its next look). No mail:
 * that cycle's notice is the saver's word that it runs again.
 */
async function stepPausedPlan(deps: AppDeps, plan: PlanRow, now: Date) {
  const wake = pauseWake(deps, plan);
  if (now < wake.at) {
    await repo.updatePlan(deps.db, plan.id, ['SAVER_PAUSED'], { nextRunAt: wake.at });
    return;
  }
  await deps.db.transaction((tx) => applyPlanEvent(deps, tx, plan.id, 'PAUSE_ENDED'));
}

/**
 * A plan that is not debiting: follow its unapproved mandate (closed after a day), retry its
 * cancel, or rest.
 */
async function stepIdlePlan(deps: AppDeps, plan: PlanRow, now: Date) {
  if (plan.state === 'AUTH_PENDING' || plan.state === 'CREATED') {
    if (plan.state === 'AUTH_PENDING') await checkMandate(deps, plan).catch(() => undefined);
    const closeAt = plan.createdAt.getTime() + AUTH_POLL_FOR_MS;
    if (now.getTime() >= closeAt) {
      // never approved within a day: closed as not started (it leaves the dashboard)
      await deps.db.transaction((tx) => applyPlanEvent(deps, tx, plan.id, 'NOT_APPROVED'));
      return;
    }
    if (plan.state === 'CREATED') {
      await repo.updatePlan(deps.db, plan.id, ['CREATED'], { nextRunAt: new Date(closeAt) });
      return;
    }
    await repo.updatePlan(deps.db, plan.id, ['AUTH_PENDING'], {
      nextRunAt: new Date(now.getTime() + AUTH_POLL_MS),
    });
    return;
  }
  if (plan.mandateCancelPending) {
    await cancelMandate(deps, plan).catch(() => undefined);
    return;
  }
  await repo.updatePlan(deps.db, plan.id, undefined, { nextRunAt: null });
}
