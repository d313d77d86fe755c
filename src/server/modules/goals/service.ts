import type { PublicUser } from '../../../shared/api/auth';
import type { Goal, GoalCoin, GoalView } from '../../../shared/api/goals';
import { GOLD_E8_PER_MG } from '../../../shared/money/units';
import { istDateOf } from '../../../shared/rules/autopay';
import {
  byCoinWeight,
  CONVERSION_COIN_CATALOGUE,
  isConversionCoin,
} from '../../../shared/rules/coin-conversion';
import {
  coinConversionCost,
  estimateGoalDate,
  goalPercent,
  gramsNeededE8,
  type CoinConversionCost,
  type PlanPace,
} from '../../../shared/rules/goal';
import { vaultLimitE8 as limitE8Of } from '../../../shared/rules/vault';
import type { Config } from '../../config';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { newId } from '../../db/ids';
import { lockName } from '../../db/locks';
import { AppError } from '../../http/app-error';
import { findBuyerOf, findLanguageOf } from '../accounts/service';
import { getProduct, listProducts } from '../catalogue/service';
import { enqueueMail } from '../mail/service';
import { goalReachedMail } from './mails';
import { getCurrentPrice } from '../prices/service';
import { getBalances } from '../wallet/service';
import { GOAL_MESSAGES as msg } from './messages';
import * as repo from './repo';

export type { PlanPace };

/**
 * What turning saved gold into a coin of this weight costs (decisions.md: Gold Smith), under the
 * configured delivery promise. The one source of the figures the goal card and the Gold Smith show
 * and of what the Gold Smith's conversion takes.
 */
export const conversionCostOf = (config: Config, weightMg: number): CoinConversionCost =>
  coinConversionCost(weightMg, {
    deliveryTargetMg: config.COIN_DELIVERY_TARGET_MG,
    deliveryDaysMin: config.DELIVERY_DAYS_MIN,
    deliveryDaysMax: config.DELIVERY_DAYS_MAX,
  });

type Product = Awaited<ReturnType<typeof getProduct>>;

const toCoin = (config: Config, p: Product): GoalCoin => ({
  productId: p.id,
  title: p.title,
  weightMg: p.weightMg,
  cost: conversionCostOf(config, p.weightMg),
});

/** The coins a goal may name: the Gold Smith's coins on sale (marked convertible), lightest first. */
async function goalCoins(deps: AppDeps): Promise<GoalCoin[]> {
  const list = await listProducts(
    deps,
    deps.db,
    { catalogue: CONVERSION_COIN_CATALOGUE, active: 'true', page: 1, pageSize: 100 },
    { isAdmin: false },
  );
  return list.items
    .filter(isConversionCoin)
    .sort(byCoinWeight)
    .map((p) => toCoin(deps.config, p));
}

const targetE8Of = (row: repo.GoalRow) => row.weightMg * GOLD_E8_PER_MG;

/**
 * The saver's goal as the dashboard shows it: progress (grams held, whole percent, grams needed
 * rounded up), the expected date at the pace of `plans` (their active plans) at today's price,
 * the vault's state and the coins a goal may name. `plans` come from the subscriptions module.
 */
export async function getGoalView(
  deps: AppDeps,
  user: PublicUser,
  plans: PlanPace[],
): Promise<GoalView> {
  const [row, last, balances, coins] = await Promise.all([
    repo.findCurrent(deps.db, user.id),
    repo.findLastCompleted(deps.db, user.id),
    getBalances(deps.db, user.id),
    goalCoins(deps),
  ]);
  const heldE8 = balances.goldE8;
  const limitE8 = limitE8Of(deps.config.VAULT_LIMIT_MG);
  return {
    goal: row ? await toGoal(deps, row, heldE8, limitE8, plans, coins) : null,
    heldE8,
    vaultLimitE8: limitE8,
    isVaultFull: heldE8 >= limitE8,
    lastCompleted:
      last?.completedAt && last.orderId
        ? { title: last.title, orderId: last.orderId, completedAt: last.completedAt.toISOString() }
        : null,
    coins,
  };
}

async function toGoal(
  deps: AppDeps,
  row: repo.GoalRow,
  heldE8: number,
  limitE8: number,
  plans: PlanPace[],
  coins: GoalCoin[],
): Promise<Goal> {
  const targetE8 = targetE8Of(row);
  const price = await getCurrentPrice(deps, deps.db);
  const estimate = estimateGoalDate(
    {
      heldE8,
      targetE8,
      vaultLimitE8: limitE8,
      plans,
      pricePaisePerGram: price.pricePaisePerGram,
      today: istDateOf(deps.clock.now()),
    },
    {
      goldRatioNum: deps.config.GOLD_RATIO_NUM,
      goldRatioDen: deps.config.GOLD_RATIO_DEN,
      gstBp: deps.config.GST_BP,
    },
  );
  return {
    id: row.id,
    productId: row.productId,
    title: row.title,
    weightMg: row.weightMg,
    targetE8,
    percent: goalPercent(heldE8, targetE8),
    neededE8: gramsNeededE8(heldE8, targetE8),
    canMakeNow: heldE8 >= targetE8,
    isOnSale: coins.some((c) => c.productId === row.productId),
    estimate,
    pricePaisePerGram: price.pricePaisePerGram,
    activePlans: plans.length,
    cost: conversionCostOf(deps.config, row.weightMg),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A coin the Gold Smith makes now, or VALIDATION_FAILED naming the field (nothing changes). */
async function goalCoin(deps: AppDeps, productId: string): Promise<Product> {
  const refused = () =>
    new AppError('VALIDATION_FAILED', msg.notACoin, { fields: { productId: msg.notACoin } });
  let product: Product;
  try {
    product = await getProduct(deps, deps.db, productId, { isAdmin: false });
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') throw refused();
    throw err;
  }
  if (!isConversionCoin(product)) throw refused();
  return product;
}

/**
 * Sets the saver's goal to a coin the Gold Smith makes, replacing the current one (one goal at a
 * time). A goal the saved gold already covers is reached at once, without a mail: the saver is
 * looking at it.
 */
export async function setGoal(
  deps: AppDeps,
  user: PublicUser,
  productId: string,
  plans: PlanPace[],
): Promise<GoalView> {
  const product = await goalCoin(deps, productId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx: Tx) => {
    // two parallel requests of one saver: one after the other, so one goal stays current
    await lockName(tx, `goal:${user.id}`);
    const current = await repo.lockCurrent(tx, user.id);
    if (current) await repo.drop(tx, current.id, now);
    const { goldE8 } = await getBalances(tx, user.id);
    await repo.insert(tx, {
      id: newId('gol'),
      userId: user.id,
      productId: product.id,
      title: product.title,
      weightMg: product.weightMg,
      createdAt: now,
      reachedAt: goldE8 >= product.weightMg * GOLD_E8_PER_MG ? now : null,
    });
  });
  return getGoalView(deps, user, plans);
}

/** Drops the current goal; NOT_FOUND when there is none (nothing changes). */
export async function dropGoal(
  deps: AppDeps,
  user: PublicUser,
  plans: PlanPace[],
): Promise<GoalView> {
  const dropped = await deps.db.transaction(async (tx: Tx) => {
    await lockName(tx, `goal:${user.id}`);
    const current = await repo.lockCurrent(tx, user.id);
    return current ? repo.drop(tx, current.id, deps.clock.now()) : [];
  });
  if (dropped.length === 0) throw new AppError('NOT_FOUND', msg.noGoal);
  return getGoalView(deps, user, plans);
}

/** Whether a user has a current goal not reached yet, for the paying statement to read. */
export const openGoalPiece = repo.openGoalPiece;

/**
 * After gold reached the saver's vault (a quick buy or an Autopay debit), in its transaction: the
 * first time the saved gold covers the goal's coin, the goal is marked reached and one mail goes
 * to the outbox (the caller kicks the mail job after commit). Marked once (a conditional update),
 * so a replayed settlement or a later purchase never mails again for the same goal.
 */
export async function noteGoldCredited(
  deps: Pick<AppDeps, 'config' | 'clock'>,
  tx: Tx,
  userId: string,
  /** `openGoalPiece` read in this transaction after the user's vault lock: false skips the read */
  hasOpenGoal?: boolean,
): Promise<void> {
  if (hasOpenGoal === false) return;
  const goal = await repo.findCurrent(tx, userId);
  if (!goal || goal.reachedAt) return;
  const { goldE8 } = await getBalances(tx, userId);
  if (goldE8 < targetE8Of(goal)) return;
  const now = deps.clock.now();
  const [marked] = await repo.markReached(tx, goal.id, now);
  if (!marked) return;
  const buyer = await findBuyerOf(tx, userId);
  if (!buyer) return;
  const locale = await findLanguageOf(tx, userId);
  await enqueueMail(
    tx,
    now,
    goalReachedMail(deps.config, locale, buyer, {
      goldE8,
      title: goal.title,
      weightMg: goal.weightMg,
      productId: goal.productId,
    }),
  );
}

/**
 * After the Gold Smith made a coin (in the conversion's transaction): a current goal for a coin
 * of that weight is completed with the order, and the dashboard asks for the next goal.
 */
export async function noteCoinMade(
  tx: Tx,
  userId: string,
  coin: { weightMg: number },
  orderId: string,
  now: Date,
): Promise<void> {
  const goal = await repo.lockCurrent(tx, userId);
  if (goal && goal.weightMg === coin.weightMg) await repo.markCompleted(tx, goal.id, now, orderId);
}
