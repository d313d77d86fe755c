import { z } from 'zod';
import { defineEndpoint } from './contract';
import { ZId } from './fields';

// A coin as the saver's goal (issue 25): every figure comes from the server; a request names a
// coin and nothing else.

/** What turning the grams into the coin costs beyond them (shared/rules/goal: coinConversionCost). */
export const ZCoinCost = z.object({
  /** saved gold taken: the coin's weight, grams x 10^8 */
  goldE8: z.number().int(),
  moneyPaise: z.number().int(),
  makingPaise: z.number().int(),
  shippingPaise: z.number().int(),
  /** the coin is delivered once the saver holds this much */
  deliveryTargetE8: z.number().int(),
  deliveryDaysMin: z.number().int(),
  deliveryDaysMax: z.number().int(),
});
export type CoinCost = z.infer<typeof ZCoinCost>;

/** A coin a goal may name: a coin the Gold Smith makes now. */
export const ZGoalCoin = z.object({
  productId: z.string(),
  title: z.string(),
  weightMg: z.number().int(),
  cost: ZCoinCost,
});
export type GoalCoin = z.infer<typeof ZGoalCoin>;

export const ZGoalEstimate = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('reached') }),
  z.object({ kind: z.literal('no-plan') }),
  /** an estimate at today's price, from the active plans' amounts and frequencies */
  z.object({ kind: z.literal('date'), date: z.string(), debits: z.number().int() }),
  /** the vault limit stops the plans first: they reach at most reachableE8 held */
  z.object({ kind: z.literal('vault-limit'), reachableE8: z.number().int() }),
  z.object({ kind: z.literal('beyond'), horizonDate: z.string() }),
]);
export type GoalEstimateView = z.infer<typeof ZGoalEstimate>;

export const ZGoal = z.object({
  id: z.string(),
  productId: z.string(),
  title: z.string(),
  weightMg: z.number().int(),
  targetE8: z.number().int(),
  /** whole percent held, rounded down */
  percent: z.number().int(),
  /** grams still needed, rounded up to the milligram */
  neededE8: z.number().int(),
  /** the saved gold covers the coin now */
  canMakeNow: z.boolean(),
  /** the coin is still made (on sale and convertible); if not, the saver picks another */
  isOnSale: z.boolean(),
  estimate: ZGoalEstimate,
  /** the gold price the estimate is at, paise per gram */
  pricePaisePerGram: z.number().int(),
  /** the active plans the estimate counts */
  activePlans: z.number().int(),
  cost: ZCoinCost,
  createdAt: z.string(),
});
export type Goal = z.infer<typeof ZGoal>;

export const ZGoalView = z.object({
  goal: ZGoal.nullable(),
  /** saved gold, grams x 10^8 */
  heldE8: z.number().int(),
  vaultLimitE8: z.number().int(),
  /** the vault holds its limit: no purchase adds gold until some becomes a coin */
  isVaultFull: z.boolean(),
  /** the coin made last from a goal, so the card can ask for the next one */
  lastCompleted: z
    .object({ title: z.string(), orderId: z.string(), completedAt: z.string() })
    .nullable(),
  /** the coins a goal may name, lightest first */
  coins: z.array(ZGoalCoin),
});
export type GoalView = z.infer<typeof ZGoalView>;

export const ZSetGoalInput = z.object({ productId: ZId }).strict();

export const goalsApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/goals/current',
    response: ZGoalView,
    summary: "The saver's goal coin, progress, expected date and the coins a goal may name",
    tags: ['goals'],
  }),
  set: defineEndpoint({
    method: 'PUT',
    path: '/api/goals/current',
    body: ZSetGoalInput,
    response: ZGoalView,
    summary: 'Sets (or changes) the goal to a coin the Gold Smith makes',
    tags: ['goals'],
  }),
  drop: defineEndpoint({
    method: 'DELETE',
    path: '/api/goals/current',
    response: ZGoalView,
    summary: 'Drops the current goal',
    tags: ['goals'],
  }),
};
