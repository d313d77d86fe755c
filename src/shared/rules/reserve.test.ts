import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coverageBp, fineGoldMg, isCovered, maskSerial, mgToE8 } from './reserve';

describe('the reserve rules', () => {
  it('fine gold is weight x purity, rounded down to the milligram', () => {
    expect(fineGoldMg(100_000, 9999)).toBe(99_990); // a 100 g bar at 99.99%
    expect(fineGoldMg(1_000, 9160)).toBe(916); // a 1 g 22K coin
    expect(fineGoldMg(1, 9999)).toBe(0); // 0.9999 mg: never counted up
    expect(() => fineGoldMg(0, 9999)).toThrow(RangeError);
    expect(() => fineGoldMg(1000, 9159)).toThrow(RangeError);
    expect(() => fineGoldMg(1000, 10_000)).toThrow(RangeError);
  });

  it('covers at exactly 100%, not a goldE8 below it', () => {
    expect(isCovered({ heldE8: 500_000_000, owedE8: 500_000_000, marginBp: 0 })).toBe(true);
    expect(isCovered({ heldE8: 499_999_999, owedE8: 500_000_000, marginBp: 0 })).toBe(false);
    expect(coverageBp(500_000_000, 500_000_000)).toBe(10_000);
    expect(coverageBp(499_999_999, 500_000_000)).toBe(9_999);
  });

  it('a margin asks that much above 100%', () => {
    // 2% margin: 102 g held for 100 g owed is covered, 101.999 g is not
    expect(isCovered({ heldE8: mgToE8(102_000), owedE8: mgToE8(100_000), marginBp: 200 })).toBe(
      true,
    );
    expect(isCovered({ heldE8: mgToE8(101_999), owedE8: mgToE8(100_000), marginBp: 200 })).toBe(
      false,
    );
  });

  it('nothing owed is covered, with no ratio to show', () => {
    expect(isCovered({ heldE8: 0, owedE8: 0, marginBp: 0 })).toBe(true);
    expect(coverageBp(0, 0)).toBeNull();
  });

  it('covered exactly when the ratio reaches 100% plus the margin (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 14 }),
        fc.integer({ min: 1, max: 10 ** 14 }),
        fc.integer({ min: 0, max: 5000 }),
        (heldE8, owedE8, marginBp) => {
          const covered = isCovered({ heldE8, owedE8, marginBp });
          expect(covered).toBe(
            BigInt(heldE8) * 10_000n >= BigInt(owedE8) * BigInt(10_000 + marginBp),
          );
          // the shown ratio (rounded down) never reads 100% for a shortfall
          if (!isCovered({ heldE8, owedE8, marginBp: 0 }))
            expect(coverageBp(heldE8, owedE8)!).toBeLessThan(10_000);
        },
      ),
    );
  });

  it('masks all of a serial but its last four characters', () => {
    expect(maskSerial('HYD-2026-00417K2Q')).toBe('•••••••••••••7K2Q');
    expect(maskSerial('AB12')).toBe('••AB12');
  });
});
