import { GOLD_E8_PER_MG } from '../money/units';
import { cycleDate, istDateOf, istMidnight, type IstDate, type PlanFrequency } from './autopay';
import { quoteDigitalGold, type DigitalGoldConstants } from './digital-gold';

// A coin as the saver's goal (issue 25): how far the saved gold is from it, when the running plans
// would reach it, and what turning the grams into the coin costs beyond the grams.

/**
 * Grams still needed to reach `targetE8`, rounded UP to the milligram (goldE8), 0 once reached.
 * Grams held are shown truncated to 3 decimals (formatGrams), so the two shown figures add up to
 * the target: 0.01799 g held shows 0.017 g, and 0.18201 g needed shows 0.183 g.
 */
export function gramsNeededE8(heldE8: number, targetE8: number): number {
  const short = targetE8 - heldE8;
  if (short <= 0) return 0;
  return Math.ceil(short / GOLD_E8_PER_MG) * GOLD_E8_PER_MG;
}

/** Whole percent of the goal held, rounded down (never shows a goal reached before it is): 0 to 100. */
export function goalPercent(heldE8: number, targetE8: number): number {
  if (targetE8 <= 0) throw new RangeError('targetE8 must be positive');
  if (heldE8 >= targetE8) return 100;
  return Math.floor((Math.max(0, heldE8) * 100) / targetE8);
}

/** The delivery promise of the shipping policy (spec 9: 10-15 days). */
export type CoinConversionConstants = {
  /** the smallest gold a coin is delivered for (spec 9: 0.200 g), milligrams */
  deliveryTargetMg: number;
  deliveryDaysMin: number;
  deliveryDaysMax: number;
};

/**
 * What turning saved grams into a coin costs (decisions.md: Gold Smith): the coin's weight in
 * saved gold and nothing else: no money, no making charge, no shipping (delivered to the saver's
 * address). The Gold Smith's conversion takes exactly this, and the goal card and the Gold Smith
 * show it before the first rupee is saved.
 */
export type CoinConversionCost = {
  /** saved gold taken, grams x 10^8: the coin's whole weight */
  goldE8: number;
  /** money charged (order amount), paise */
  moneyPaise: number;
  makingPaise: number;
  shippingPaise: number;
  /** the coin is delivered once the saver holds this much, grams x 10^8 */
  deliveryTargetE8: number;
  deliveryDaysMin: number;
  deliveryDaysMax: number;
};

export function coinConversionCost(
  weightMg: number,
  c: CoinConversionConstants,
): CoinConversionCost {
  if (!Number.isSafeInteger(weightMg) || weightMg <= 0)
    throw new RangeError('weightMg must be a positive whole number');
  return {
    goldE8: weightMg * GOLD_E8_PER_MG,
    // decisions.md: Gold Smith: "no money is charged; delivery to the user's address"
    moneyPaise: 0,
    makingPaise: 0,
    shippingPaise: 0,
    deliveryTargetE8: c.deliveryTargetMg * GOLD_E8_PER_MG,
    deliveryDaysMin: c.deliveryDaysMin,
    deliveryDaysMax: c.deliveryDaysMax,
  };
}

/** A running plan as the estimate sees it: its amount, how often, and its next debit date. */
export type PlanPace = { frequency: PlanFrequency; amountPaise: number; nextDebitDate: IstDate };

export type GoalEstimate =
  /** the gold held already reaches the goal */
  | { kind: 'reached' }
  /** no plan is running: nothing to estimate */
  | { kind: 'no-plan' }
  /** at this pace the goal is reached on `date` (an estimate at today's price), after `debits` debits */
  | { kind: 'date'; date: IstDate; debits: number }
  /**
   * the vault limit stops the plans first: a debit that would pass it is not charged, so the
   * plans reach at most `reachableE8` held
   */
  | { kind: 'vault-limit'; reachableE8: number }
  /** further away than the horizon the estimate looks at */
  | { kind: 'beyond'; horizonDate: IstDate };

export type GoalEstimateInput = {
  heldE8: number;
  targetE8: number;
  vaultLimitE8: number;
  plans: PlanPace[];
  pricePaisePerGram: number;
  today: IstDate;
};

/** How far ahead the estimate looks: 10 years of cycles. */
export const GOAL_HORIZON_DAYS = 3653;

const DAY_MS = 86_400_000;
const addDays = (d: IstDate, n: number) =>
  istDateOf(new Date(istMidnight(d).getTime() + n * DAY_MS));

/**
 * The date the running plans reach the goal at today's price (an estimate: the price moves).
 * Each plan credits quoteDigitalGold(amount, price).goldE8 on each cycle date (its next debit date,
 * then every day, week or month from it); debits fall in date order, plans of one day in the
 * order given. The vault rule applies as for a real debit: a debit that would take the vault past
 * its limit is not charged, and that plan pauses (decisions.md: Vault limit).
 */
export function estimateGoalDate(
  input: GoalEstimateInput,
  c: Pick<DigitalGoldConstants, 'goldRatioNum' | 'goldRatioDen' | 'gstBp'>,
): GoalEstimate {
  const { targetE8, vaultLimitE8, today } = input;
  let held = input.heldE8;
  if (held >= targetE8) return { kind: 'reached' };
  if (input.plans.length === 0) return { kind: 'no-plan' };
  const horizon = addDays(today, GOAL_HORIZON_DAYS);
  const running = input.plans.map((p) => ({
    frequency: p.frequency,
    anchor: p.nextDebitDate < today ? today : p.nextDebitDate,
    n: 0,
    goldE8: quoteDigitalGold(p.amountPaise, input.pricePaisePerGram, c).goldE8,
    paused: false,
  }));
  const dateOf = (r: (typeof running)[number]) => cycleDate(r.frequency, r.anchor, r.n);
  let debits = 0;
  for (;;) {
    let next: (typeof running)[number] | undefined;
    for (const r of running) {
      if (r.paused) continue;
      if (!next || dateOf(r) < dateOf(next)) next = r;
    }
    if (!next) return { kind: 'vault-limit', reachableE8: held };
    const date = dateOf(next);
    if (date > horizon) return { kind: 'beyond', horizonDate: horizon };
    if (held + next.goldE8 > vaultLimitE8) {
      next.paused = true;
      continue;
    }
    held += next.goldE8;
    debits += 1;
    next.n += 1;
    if (held >= targetE8) return { kind: 'date', date, debits };
  }
}
