/** A notified debit whose time has come: priced, recorded with its order, executed once. */
import { isNonPeak, nextNonPeak } from '../../../../shared/rules/autopay';
import { planVaultStep } from '../../../../shared/rules/autopay-vault';
import { quoteDigitalGold } from '../../../../shared/rules/digital-gold';
import type { AppDeps } from '../../../deps';
import { findBuyerOf } from '../../accounts/service';
import { MAIL_JOB } from '../../mail/service';
import { createDigitalGoldOrder } from '../../orders/service';
import { GatewayError, merchantUserIdOf, paymentGateway } from '../../payments/service';
import { purchasesStopped } from '../../reserve/service';
import { lockVault } from '../../wallet/service';
import * as repo from '../repo';
import {
  type DebitRow,
  FIRST_CHECK_MS,
  FREQ_WORD,
  type PlanRow,
  ratioOf,
  takesDebitOn,
} from '../common';
import { isWithinMaximum } from '../../../../shared/rules/autopay-control';
import { type PriceReader, directPrice } from './price';
import { settleFailure } from './settle';
import { debitVault, openDebitGold } from './vault';
import { applyPlanEvent, closeDebit } from '../plan-events';

/**
 * A notified debit whose time has come: re-checked against the plan and the vault, priced now,
 * recorded as PROCESSING with its order, then executed once. From then on only the gateway's
 * answer settles it: it is never executed again.
 */
export async function executeStep(
  deps: AppDeps,
  plan: PlanRow,
  d: DebitRow,
  priceNow: PriceReader = directPrice(deps),
) {
  const now = deps.clock.now();
  if (d.executableUntil && now >= d.executableUntil) {
    await deps.db.transaction((tx) => closeDebit(tx, d, 'MISSED', 'WINDOW_PASSED', now));
    return;
  }
  if (d.executableFrom && now < d.executableFrom) {
    await repo.updateDebit(deps.db, d.id, 'NOTIFIED', { nextRunAt: d.executableFrom });
    return;
  }
  if (!isNonPeak(now)) {
    await repo.updateDebit(deps.db, d.id, 'NOTIFIED', { nextRunAt: nextNonPeak(now) });
    return;
  }
  // decisions.md: Reserve: below full coverage no debit is executed; it waits within its window
  if (await purchasesStopped(deps.db)) {
    await repo.updateDebit(deps.db, d.id, 'NOTIFIED', {
      nextRunAt: new Date(now.getTime() + 600_000),
    });
    return;
  }
  const price = await priceNow();
  if (price.isStale) {
    await repo.updateDebit(deps.db, d.id, 'NOTIFIED', {
      nextRunAt: new Date(now.getTime() + 60_000),
    });
    return;
  }
  const q = quoteDigitalGold(d.amountPaise, price.pricePaisePerGram, ratioOf(deps));
  const buyer = await findBuyerOf(deps.db, plan.userId);
  if (!buyer) return;
  const claimed = await deps.db.transaction(async (tx) => {
    const locked = await repo.lockPlan(tx, plan.id);
    if (!locked || !takesDebitOn(locked, d.cycleDate)) {
      const why = locked?.state === 'SAVER_PAUSED' ? 'PAUSED_BY_USER' : 'PLAN_STOPPED';
      await closeDebit(tx, d, 'SKIPPED', why, now);
      return undefined;
    }
    if (!isWithinMaximum(d.amountPaise, locked.maxDebitPaise)) {
      // the saver's maximum per debit: never asked for more
      await closeDebit(tx, d, 'SKIPPED', 'OVER_MAXIMUM', now);
      return undefined;
    }
    await lockVault(tx, plan.userId);
    // this debit is among the open ones: counted once, at today's price
    const others = (await openDebitGold(tx, plan.userId, price.pricePaisePerGram, deps)) - q.goldE8;
    const vault = await debitVault(deps, tx, plan.userId, { notifiedE8: others, now });
    if (planVaultStep('ACTIVE', vault, q.goldE8) === 'PAUSE') {
      // not charged; the plan pauses itself (one mail) until the vault has room
      const skipped = await closeDebit(tx, d, 'SKIPPED', 'VAULT_LIMIT', now);
      if (skipped) await applyPlanEvent(deps, tx, plan.id, 'VAULT_FULL');
      return undefined;
    }
    const { order } = await createDigitalGoldOrder(
      tx,
      deps.config,
      {
        kind: 'SubscriptionTransactions',
        userId: plan.userId,
        buyer,
        quote: q,
        quotedAt: now,
        orderlistPrefix: `${FREQ_WORD[plan.frequency]} plan debit: `,
        referrerUserId: buyer.referrerUserId,
        idempotencyKey: `debit-${d.id}`,
        merchantTransactionId: d.merchantTransactionId,
      },
      now,
    );
    return repo.markDebitProcessing(tx, d.id, {
      orderId: order.id,
      executedAt: now,
      nextRunAt: new Date(now.getTime() + FIRST_CHECK_MS),
      updatedAt: now,
    });
  });
  if (!claimed) {
    deps.jobs.kick(MAIL_JOB);
    return;
  }
  await executeOnGateway(deps, plan, claimed);
}

/** A debit sent to the bank: the gateway's status decides, however late; never re-executed. */

/**
 * Asks PhonePe to run a recorded debit (state PROCESSING, its order open). A refusal fails the
 * debit at once (nothing was charged); a lost answer is left to the status check, never a second
 * execute.
 */
export async function executeOnGateway(deps: AppDeps, plan: repo.PlanRow, debit: repo.DebitRow) {
  try {
    await paymentGateway(deps).executeDebit({
      merchantUserId: merchantUserIdOf(plan.userId),
      subscriptionId: plan.subscriptionId!,
      notificationId: debit.notificationId!,
      merchantTransactionId: debit.merchantTransactionId,
    });
  } catch (err) {
    if (err instanceof GatewayError && err.kind === 'rejected') {
      await settleFailure(deps, debit, 'NOT_EXECUTED', err.code ?? 'rejected', true);
    }
  }
}
