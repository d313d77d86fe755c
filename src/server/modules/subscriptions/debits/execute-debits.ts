/**
 * A claim's notified debits whose time has come, executed together: re-checked against their plans
 * and the vault, priced, recorded as PROCESSING with their orders in one transaction of multi-row
 * statements, then one execute call per debit (several at once). The rules are executeStep's
 * (execute.ts), which still works every debit this leaves to it.
 */
import { isNonPeak } from '../../../../shared/rules/autopay';
import { planVaultStep } from '../../../../shared/rules/autopay-vault';
import { isWithinMaximum } from '../../../../shared/rules/autopay-control';
import { quoteDigitalGold } from '../../../../shared/rules/digital-gold';
import type { AppDeps } from '../../../deps';
import { findBuyersOf } from '../../accounts/service';
import { MAIL_JOB } from '../../mail/service';
import { createDigitalGoldOrders } from '../../orders/service';
import { purchasesStopped } from '../../reserve/service';
import { getVaultStates, lockVaults } from '../../wallet/service';
import {
  type DebitRow,
  FIRST_CHECK_MS,
  FREQ_WORD,
  type PlanRow,
  logOf,
  ratioOf,
  takesDebitOn,
} from '../common';
import { applyPlanEvent, closeDebit } from '../plan-events';
import type { PriceReader } from './price';
import { lockPlans, markDebitsProcessing } from './repo';
import { goldOnItsWayOfUsers } from './vault';
import { executeOnGateway } from './execute';

/**
 * Takes on the claimed debits that are to run now (NOTIFIED, within their window, non-peak, one
 * debit of its saver in the claim) and answers the others, for executeStep one by one. Throws
 * only when it recorded nothing (its transaction rolled back).
 */
export async function executeDueDebits(
  deps: AppDeps,
  claimed: DebitRow[],
  priceNow: PriceReader,
): Promise<DebitRow[]> {
  const now = deps.clock.now();
  const debitsOfUser = new Map<string, number>();
  for (const d of claimed) debitsOfUser.set(d.userId, (debitsOfUser.get(d.userId) ?? 0) + 1);
  const due: DebitRow[] = [];
  const left: DebitRow[] = [];
  for (const d of claimed) {
    const runs =
      d.state === 'NOTIFIED' &&
      debitsOfUser.get(d.userId) === 1 &&
      !(d.executableUntil && now >= d.executableUntil) &&
      !(d.executableFrom && now < d.executableFrom);
    (runs ? due : left).push(d);
  }
  if (due.length < 2 || !isNonPeak(now)) return claimed;
  // decisions.md: Reserve: below full coverage no debit is executed (executeStep says when again)
  if (await purchasesStopped(deps.db)) return claimed;
  const price = await priceNow();
  if (price.isStale) return claimed;
  const buyers = await findBuyersOf(
    deps.db,
    due.map((d) => d.userId),
  );

  const { claimedNow, planOf, mailed } = await deps.db.transaction(async (tx) => {
    const plans = new Map(
      (
        await lockPlans(
          tx,
          due.map((d) => d.planId),
        )
      ).map((p) => [p.id, p]),
    );
    let mailed = false;
    const toCheck: { d: DebitRow; plan: PlanRow }[] = [];
    for (const d of due) {
      const plan = plans.get(d.planId);
      if (!buyers.has(d.userId)) continue;
      if (!plan || !takesDebitOn(plan, d.cycleDate)) {
        const why = plan?.state === 'SAVER_PAUSED' ? 'PAUSED_BY_USER' : 'PLAN_STOPPED';
        await closeDebit(tx, d, 'SKIPPED', why, now);
        mailed = true;
      } else if (!isWithinMaximum(d.amountPaise, plan.maxDebitPaise)) {
        // the saver's maximum per debit: never asked for more
        await closeDebit(tx, d, 'SKIPPED', 'OVER_MAXIMUM', now);
        mailed = true;
      } else toCheck.push({ d, plan });
    }
    const users = toCheck.map((x) => x.d.userId);
    await lockVaults(tx, users);
    // each debit is among its saver's open ones: counted once, at today's price
    const onItsWay = await goldOnItsWayOfUsers(deps, tx, users, price.pricePaisePerGram, now);
    const quotes = new Map(
      toCheck.map(({ d }) => [
        d.id,
        quoteDigitalGold(d.amountPaise, price.pricePaisePerGram, ratioOf(deps)),
      ]),
    );
    const pending = new Map(
      toCheck.map(({ d }) => [d.userId, onItsWay.get(d.userId)! - quotes.get(d.id)!.goldE8]),
    );
    const vaults = await getVaultStates(deps, tx, users, pending);
    const toRun: { d: DebitRow; plan: PlanRow }[] = [];
    for (const x of toCheck) {
      const q = quotes.get(x.d.id)!;
      if (planVaultStep('ACTIVE', vaults.get(x.d.userId)!, q.goldE8) === 'PAUSE') {
        // not charged; the plan pauses itself (one mail) until the vault has room
        const skipped = await closeDebit(tx, x.d, 'SKIPPED', 'VAULT_LIMIT', now);
        if (skipped) await applyPlanEvent(deps, tx, x.plan.id, 'VAULT_FULL');
        mailed = true;
      } else toRun.push(x);
    }
    const orders = await createDigitalGoldOrders(
      tx,
      deps.config,
      toRun.map(({ d, plan }) => {
        const buyer = buyers.get(d.userId)!;
        return {
          kind: 'SubscriptionTransactions' as const,
          userId: d.userId,
          buyer,
          quote: quotes.get(d.id)!,
          quotedAt: now,
          orderlistPrefix: `${FREQ_WORD[plan.frequency]} plan debit: `,
          referrerUserId: buyer.referrerUserId,
          idempotencyKey: `debit-${d.id}`,
          merchantTransactionId: d.merchantTransactionId,
        };
      }),
      now,
    );
    const nextRunAt = new Date(now.getTime() + FIRST_CHECK_MS);
    const withOrders = toRun.map(({ d }) => ({ d, orderId: orders.get(`debit-${d.id}`)!.id }));
    const moved = await markDebitsProcessing(
      tx,
      withOrders.map(({ d, orderId }) => ({ id: d.id, orderId })),
      { executedAt: now, nextRunAt },
    );
    const claimedNow: DebitRow[] = withOrders
      .filter(({ d }) => moved.has(d.id))
      .map(({ d, orderId }) => ({
        ...d,
        state: 'PROCESSING',
        orderId,
        executedAt: now,
        attempts: 0,
        nextRunAt,
        updatedAt: now,
      }));
    return { claimedNow, planOf: plans, mailed };
  });
  if (mailed) deps.jobs.kick(MAIL_JOB);

  // once recorded, each debit is sent once; from then on only the gateway's answer settles it
  let next = 0;
  const concurrency = Math.max(1, Math.min(deps.config.PLAN_JOB_CONCURRENCY, claimedNow.length));
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < claimedNow.length) await sendExecute(deps, planOf, claimedNow[next++]!);
    }),
  );
  return left.concat(due.filter((d) => !buyers.has(d.userId)));
}

async function sendExecute(deps: AppDeps, planOf: Map<string, PlanRow>, d: DebitRow) {
  // one debit's failure to record a refusal must not stop the others' calls
  await executeOnGateway(deps, planOf.get(d.planId)!, d).catch((e: unknown) =>
    logOf(deps)?.error({ err: e, debitId: d.id }, 'recording a refused execute failed'),
  );
}
