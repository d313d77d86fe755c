/** A due plan's next cycle: stored as a debit to notify, or skipped for the vault limit. */
import { cycleWindow, firstDebitableCycle, noticeFrom } from '../../../../shared/rules/autopay';
import { quoteDigitalGold } from '../../../../shared/rules/digital-gold';
import type { AppDeps } from '../../../deps';
import { newId } from '../../../db/ids';
import { MAIL_JOB } from '../../mail/service';
import { newMerchantTransactionId } from '../../payments/service';
import { lockVault } from '../../wallet/service';
import * as repo from '../repo';
import { AUTH_POLL_FOR_MS, AUTH_POLL_MS, type DebitRow, type PlanRow, ratioOf } from '../common';
import { type PriceReader, directPrice } from './price';
import { debitFits, openDebitGold } from './vault';
import { vaultSkipMail } from '../mails';
import { checkMandate } from '../mandate-setup';
import { cancelMandate } from '../plan-actions';

/**
 * A due ACTIVE plan: its next debitable cycle is stored (one per plan and cycle, by the unique
 * key) and notified; or the vault has no room and the cycle is skipped before notification.
 * Returns the debit to notify now, if any.
 */
export async function stepPlan(
  deps: AppDeps,
  plan: PlanRow,
  lease: Date,
  priceNow: PriceReader = directPrice(deps),
): Promise<DebitRow | undefined> {
  const now = deps.clock.now();
  if (plan.state !== 'ACTIVE' || !plan.anchorDate) {
    if (plan.state === 'AUTH_PENDING') {
      if (now.getTime() - plan.updatedAt.getTime() > AUTH_POLL_FOR_MS) {
        await repo.updatePlan(deps.db, plan.id, undefined, { nextRunAt: null });
        return undefined;
      }
      await checkMandate(deps, plan).catch(() => undefined);
      await repo.updatePlan(deps.db, plan.id, ['AUTH_PENDING'], {
        nextRunAt: new Date(now.getTime() + AUTH_POLL_MS),
      });
      return undefined;
    }
    if (plan.mandateCancelPending) {
      await cancelMandate(deps, plan).catch(() => undefined);
      return undefined;
    }
    await repo.updatePlan(deps.db, plan.id, undefined, { nextRunAt: null });
    return undefined;
  }
  const cycle = firstDebitableCycle(plan.frequency, plan.anchorDate, plan.nextCycle, now);
  const window = cycleWindow(plan.frequency, plan.anchorDate, cycle);
  const leadMs = deps.config.PLAN_NOTIFY_LEAD_HOURS * 3_600_000;
  // never two cycles' notices at once (a lead longer than a day on a daily plan)
  const notifyFrom = noticeFrom(plan.frequency, plan.anchorDate, cycle, leadMs);
  if (now < notifyFrom) {
    await repo.updatePlan(deps.db, plan.id, ['ACTIVE'], {
      nextCycle: cycle,
      nextRunAt: notifyFrom,
    });
    return undefined;
  }
  const price = await priceNow();
  if (price.isStale) {
    await repo.updatePlan(deps.db, plan.id, ['ACTIVE'], {
      nextRunAt: new Date(now.getTime() + 60_000),
    });
    return undefined;
  }
  const estimate = quoteDigitalGold(plan.amountPaise, price.pricePaisePerGram, ratioOf(deps));
  const nextNotice = noticeFrom(plan.frequency, plan.anchorDate, cycle + 1, leadMs);
  const result = await deps.db.transaction(async (tx) => {
    const locked = await repo.lockPlan(tx, plan.id);
    if (!locked || locked.state !== 'ACTIVE' || locked.nextCycle > cycle) return undefined;
    await lockVault(tx, plan.userId);
    const openGold = await openDebitGold(tx, plan.userId, price.pricePaisePerGram, deps);
    const full = !(await debitFits(deps, tx, plan.userId, {
      addE8: estimate.goldE8,
      notifiedE8: openGold,
      now,
    }));
    const debit = await repo.insertDebit(tx, {
      id: newId('pdb'),
      planId: plan.id,
      userId: plan.userId,
      cycle,
      cycleDate: window.date,
      merchantTransactionId: newMerchantTransactionId('MSDB', now),
      amountPaise: plan.amountPaise,
      state: full ? 'SKIPPED' : 'NOTIFYING',
      failureReason: full ? 'VAULT_LIMIT' : null,
      // held by this instance for the lease: it notifies the debit right after this transaction
      nextRunAt: full ? null : lease,
      createdAt: now,
      updatedAt: now,
    });
    await repo.updatePlan(tx, plan.id, ['ACTIVE'], {
      nextCycle: cycle + 1,
      nextRunAt: new Date(Math.max(now.getTime(), nextNotice.getTime())),
      updatedAt: now,
    });
    if (debit && full) await vaultSkipMail(deps, tx, plan, window.date);
    return debit && !full ? debit : undefined;
  });
  if (!result) deps.jobs.kick(MAIL_JOB);
  return result;
}

/** Gold the user's notified debits (not yet sent to the bank) would buy at the current price. */
