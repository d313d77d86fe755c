import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatGrams } from '../money/format';
import {
  coinConversionCost,
  estimateGoalDate,
  goalPercent,
  gramsNeededE8,
  type GoalEstimateInput,
} from './goal';

// decisions.md: 0.65 of the amount buys gold, GST 3% inside the amount
const C = { goldRatioNum: 65, goldRatioDen: 100, gstBp: 300 };
const PRICE = 700_000; // Rs 7,000 a gram
// Hand-worked gold per debit at Rs 7,000/g: floor(amount x 0.65 / 7000 x 10^8)
//   Rs 100  -> floor(10000 x 65 x 10^8 / (700000 x 100)) = floor(928571.43)  = 928,571
//   Rs 500  -> floor(4642857.14) = 4,642,857
//   Rs 1000 -> floor(9285714.29) = 9,285,714
const G02 = 20_000_000; // 0.200 g
const G1 = 100_000_000; // 1 g

const base: GoalEstimateInput = {
  heldE8: 0,
  targetE8: G02,
  vaultLimitE8: G1,
  plans: [],
  pricePaisePerGram: PRICE,
  today: '2026-11-27',
};

describe('the expected date of a goal', () => {
  it('says so when no plan is running, and when the gold held already reaches it', () => {
    expect(estimateGoalDate(base, C)).toEqual({ kind: 'no-plan' });
    expect(estimateGoalDate({ ...base, heldE8: G02 }, C)).toEqual({ kind: 'reached' });
  });

  it('one daily plan: 22 debits of 0.00928571 g reach 0.200 g (21 give 0.19499991 g)', () => {
    const plans = [
      { frequency: 'DAILY' as const, amountPaise: 10_000, nextDebitDate: '2026-12-01' },
    ];
    // debit 1 on 1 December, debit 22 on 22 December
    expect(estimateGoalDate({ ...base, plans }, C)).toEqual({
      kind: 'date',
      date: '2026-12-22',
      debits: 22,
    });
  });

  it('one monthly plan: 3 debits of 0.09285714 g, on the 15th of each month', () => {
    const plans = [
      { frequency: 'MONTHLY' as const, amountPaise: 100_000, nextDebitDate: '2026-12-15' },
    ];
    expect(estimateGoalDate({ ...base, plans }, C)).toEqual({
      kind: 'date',
      date: '2027-02-15',
      debits: 3,
    });
  });

  it('a next debit date already past counts from today', () => {
    const plans = [
      { frequency: 'DAILY' as const, amountPaise: 10_000, nextDebitDate: '2026-11-01' },
    ];
    // 22 debits from 27 November: the 22nd on 18 December
    expect(estimateGoalDate({ ...base, plans }, C)).toMatchObject({ date: '2026-12-18' });
  });

  it('several plans of different frequencies add up in date order', () => {
    // held 0.05 g; daily Rs 100 from 1 Dec, weekly Rs 500 from 3 Dec, monthly Rs 1000 from 5 Dec:
    // 1 Dec  5,928,571 | 2 Dec  6,857,142 | 3 Dec  7,785,713 + weekly 12,428,570
    // 4 Dec 13,357,141 | 5 Dec 14,285,712 + monthly 23,571,426 >= 20,000,000: 7 debits
    const plans = [
      { frequency: 'DAILY' as const, amountPaise: 10_000, nextDebitDate: '2026-12-01' },
      { frequency: 'WEEKLY' as const, amountPaise: 50_000, nextDebitDate: '2026-12-03' },
      { frequency: 'MONTHLY' as const, amountPaise: 100_000, nextDebitDate: '2026-12-05' },
    ];
    expect(estimateGoalDate({ ...base, heldE8: 5_000_000, plans }, C)).toEqual({
      kind: 'date',
      date: '2026-12-05',
      debits: 7,
    });
  });

  it('the vault limit in the way: a debit that would pass 1 g is not charged and its plan pauses', () => {
    // held 0.95 g, goal 1 g: the monthly debit (0.09285714 g) would pass 1 g; the daily one fits
    // 5 times (0.99642855 g), the 6th would pass it too
    const plans = [
      { frequency: 'DAILY' as const, amountPaise: 10_000, nextDebitDate: '2026-12-01' },
      { frequency: 'MONTHLY' as const, amountPaise: 100_000, nextDebitDate: '2026-12-15' },
    ];
    expect(estimateGoalDate({ ...base, heldE8: 95_000_000, targetE8: G1, plans }, C)).toEqual({
      kind: 'vault-limit',
      reachableE8: 99_642_855,
    });
    // the monthly plan alone never fits
    expect(
      estimateGoalDate({ ...base, heldE8: 95_000_000, targetE8: G1, plans: plans.slice(1) }, C),
    ).toEqual({ kind: 'vault-limit', reachableE8: 95_000_000 });
  });

  it('looks no further than ten years', () => {
    // Rs 1 a month at Rs 7,000/g: 0.0000928 g a month, far beyond ten years from 0.200 g
    const plans = [
      { frequency: 'MONTHLY' as const, amountPaise: 100, nextDebitDate: '2026-12-01' },
    ];
    expect(estimateGoalDate({ ...base, plans }, C)).toEqual({
      kind: 'beyond',
      horizonDate: '2036-11-27',
    });
  });
});

describe('grams still needed and progress', () => {
  it('rounds the grams needed up, so they add up with the grams shown to the goal', () => {
    // 0.01799 g held shows 0.017 g; 0.18201 g short shows 0.183 g; 0.017 + 0.183 = 0.200
    expect(formatGrams(1_799_000)).toBe('0.017');
    expect(gramsNeededE8(1_799_000, G02)).toBe(18_300_000);
    expect(formatGrams(gramsNeededE8(1_799_000, G02))).toBe('0.183');
    expect(gramsNeededE8(G02, G02)).toBe(0);
    expect(gramsNeededE8(G02 + 1, G02)).toBe(0);
  });

  it('shown held + shown needed is the goal for any holding below it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: G02 - 1 }), (held) => {
        const shownHeldMg = Math.floor(held / 100_000);
        const shownNeededMg = gramsNeededE8(held, G02) / 100_000;
        expect(shownHeldMg + shownNeededMg).toBe(200);
      }),
    );
  });

  it('the percent is rounded down and reaches 100 only at the goal', () => {
    expect(goalPercent(0, G02)).toBe(0);
    expect(goalPercent(19_999_999, G02)).toBe(99);
    expect(goalPercent(10_000_000, G02)).toBe(50);
    expect(goalPercent(G02, G02)).toBe(100);
    expect(goalPercent(G1, G02)).toBe(100);
  });
});

describe('what a coin costs beyond its grams', () => {
  it('is its weight in saved gold and nothing else, delivered in 10-15 days from 0.200 g', () => {
    expect(
      coinConversionCost(500, { deliveryTargetMg: 200, deliveryDaysMin: 10, deliveryDaysMax: 15 }),
    ).toEqual({
      goldE8: 50_000_000,
      moneyPaise: 0,
      makingPaise: 0,
      shippingPaise: 0,
      deliveryTargetE8: G02,
      deliveryDaysMin: 10,
      deliveryDaysMax: 15,
    });
    expect(() =>
      coinConversionCost(0, { deliveryTargetMg: 200, deliveryDaysMin: 10, deliveryDaysMax: 15 }),
    ).toThrow(RangeError);
  });
});
