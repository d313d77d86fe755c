/**
 * A claim's due plans notified together: their next cycles stored and the plans moved on in one
 * transaction of multi-row statements, then one notify call per debit (several at once), then the
 * answers recorded in one transaction (notify.ts). The rules are stepPlan's (schedule.ts), which
 * still works every plan this leaves to it.
 */
import { cycleWindow, firstDebitableCycle, noticeFrom } from '../../../../shared/rules/autopay';
import { planVaultStep } from '../../../../shared/rules/autopay-vault';
import { isWithinMaximum } from '../../../../shared/rules/autopay-control';
import { quoteDigitalGold } from '../../../../shared/rules/digital-gold';
import type { AppDeps } from '../../../deps';
import { MAIL_JOB } from '../../mail/service';
import { getVaultStates, lockVaults } from '../../wallet/service';
import * as repo from '../repo';
import { debitsOfCycles, insertNotifyingDebits, lockPlans, movePlansToCycles } from './repo';
import { goldOnItsWayOfUsers } from './vault';
import { type DebitRow, type PlanRow, logOf, ratioOf } from '../common';
import { applyPlanEvent } from '../plan-events';
import { notifyDebits } from './notify';
import type { PriceReader } from './price';
import { newDebit } from './schedule';

type Due = { plan: PlanRow; cycle: number };

/**
 * Takes on the claimed plans whose next cycle is due for its notice (ACTIVE, one plan of its saver
 * in the claim) and answers the others, for stepPlan one by one. Throws only when it recorded
 * nothing (its transaction rolled back).
 */
export async function notifyDuePlans(
  deps: AppDeps,
  claimed: PlanRow[],
  lease: Date,
  priceNow: PriceReader,
): Promise<PlanRow[]> {
  const now = deps.clock.now();
  const leadMs = deps.config.PLAN_NOTIFY_LEAD_HOURS * 3_600_000;
  const plansOfUser = new Map<string, number>();
  for (const p of claimed) plansOfUser.set(p.userId, (plansOfUser.get(p.userId) ?? 0) + 1);
  const due: Due[] = [];
  const left: PlanRow[] = [];
  for (const plan of claimed) {
    // a saver with two plans in the claim: one vault for both, so they are checked one by one
    if (plan.state !== 'ACTIVE' || !plan.anchorDate || plansOfUser.get(plan.userId)! > 1) {
      left.push(plan);
      continue;
    }
    const cycle = firstDebitableCycle(plan.frequency, plan.anchorDate, plan.nextCycle, now);
    if (now < noticeFrom(plan.frequency, plan.anchorDate, cycle, leadMs)) left.push(plan);
    else due.push({ plan, cycle });
  }
  if (due.length < 2) return claimed;
  const price = await priceNow();
  if (price.isStale) return claimed;

  const { fresh, planOf, mailed } = await deps.db.transaction(async (tx) => {
    const locked = new Map(
      (
        await lockPlans(
          tx,
          due.map((x) => x.plan.id),
        )
      ).map((p) => [p.id, p]),
    );
    // as stepPlan: a plan that moved meanwhile (another state, a later cycle) is left as it is
    const live: Due[] = [];
    for (const x of due) {
      const p = locked.get(x.plan.id);
      if (p && p.state === 'ACTIVE' && p.nextCycle <= x.cycle)
        live.push({ plan: p, cycle: x.cycle });
    }
    const stored = await debitsOfCycles(
      tx,
      live.map((x) => ({ planId: x.plan.id, cycle: x.cycle })),
    );
    const moves: { id: string; nextCycle: number; nextRunAt: Date }[] = [];
    const toCheck: Due[] = [];
    let mailed = false;
    for (const x of live) {
      if (stored.has(`${x.plan.id}:${x.cycle}`)) {
        // the saver skipped this cycle ahead of its notice: the plan looks at its next cycle
        moves.push({ id: x.plan.id, nextCycle: x.cycle + 1, nextRunAt: now });
      } else if (!isWithinMaximum(x.plan.amountPaise, x.plan.maxDebitPaise)) {
        // above the saver's maximum per debit: never asked for; stored as not charged, with why
        const window = cycleWindow(x.plan.frequency, x.plan.anchorDate!, x.cycle);
        await repo.insertDebit(tx, {
          ...newDebit(x.plan, x.cycle, window.date, now),
          state: 'SKIPPED',
          failureReason: 'OVER_MAXIMUM',
          nextRunAt: null,
        });
        moves.push({ id: x.plan.id, nextCycle: x.cycle + 1, nextRunAt: now });
      } else toCheck.push(x);
    }
    const users = toCheck.map((x) => x.plan.userId);
    await lockVaults(tx, users);
    const pending = await goldOnItsWayOfUsers(deps, tx, users, price.pricePaisePerGram, now);
    const vaults = await getVaultStates(deps, tx, users, pending);
    const debits: Parameters<typeof insertNotifyingDebits>[1] = [];
    for (const { plan, cycle } of toCheck) {
      const estimate = quoteDigitalGold(plan.amountPaise, price.pricePaisePerGram, ratioOf(deps));
      if (planVaultStep('ACTIVE', vaults.get(plan.userId)!, estimate.goldE8) === 'PAUSE') {
        // one mail; the plan goes on by itself once the vault has room
        await applyPlanEvent(deps, tx, plan.id, 'VAULT_FULL');
        mailed = true;
        continue;
      }
      const window = cycleWindow(plan.frequency, plan.anchorDate!, cycle);
      const nextNotice = noticeFrom(plan.frequency, plan.anchorDate!, cycle + 1, leadMs);
      // held by this instance for the lease: notified right after this transaction
      debits.push({ ...newDebit(plan, cycle, window.date, now), nextRunAt: lease });
      moves.push({
        id: plan.id,
        nextCycle: cycle + 1,
        nextRunAt: new Date(Math.max(now.getTime(), nextNotice.getTime())),
      });
    }
    const inserted = await insertNotifyingDebits(tx, debits);
    await movePlansToCycles(tx, moves, now);
    return { fresh: inserted, planOf: new Map(live.map((x) => [x.plan.id, x.plan])), mailed };
  });
  if (mailed) deps.jobs.kick(MAIL_JOB);

  try {
    await notifyDebits(
      deps,
      fresh.map((d: DebitRow) => ({ plan: planOf.get(d.planId)!, d })),
      deps.config.PLAN_JOB_CONCURRENCY,
    );
  } catch (err) {
    // the debits are stored: the debit queue notifies them once the lease is over
    logOf(deps)?.error({ err }, 'notifying a claim of debits failed; retried later');
  }
  return left;
}
