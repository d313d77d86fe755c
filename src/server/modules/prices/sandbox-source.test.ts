import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sandboxPricePaise, SANDBOX_MAX_DEVIATION_PPM } from './sandbox-source';

const YEAR_MS = 365 * 86_400_000;
const anyTime = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) });
const anyBase = fc.integer({ min: 100_000, max: 10_000_000 });

describe('sandbox price walk', () => {
  it('stays within base ±3%, in whole paise', () => {
    expect(SANDBOX_MAX_DEVIATION_PPM).toBe(30_000);
    fc.assert(
      fc.property(anyBase, anyTime, (base, t) => {
        const p = sandboxPricePaise(base, new Date(t));
        expect(Number.isSafeInteger(p)).toBe(true);
        // |p - base| <= 3% of base (+1 paisa of rounding), in integers
        expect(Math.abs(p - base) * 100).toBeLessThanOrEqual(base * 3 + 100);
      }),
    );
  });

  it('is reproducible: the same minute gives the same price', () => {
    fc.assert(
      fc.property(anyTime, fc.integer({ min: 0, max: 59_999 }), (t, within) => {
        const minuteStart = t - (t % 60_000);
        expect(sandboxPricePaise(765_000, new Date(minuteStart + within))).toBe(
          sandboxPricePaise(765_000, new Date(minuteStart)),
        );
      }),
    );
  });

  it('moves like a market: changes minute to minute by small steps and wanders over a year', () => {
    const start = Date.UTC(2026, 0, 1);
    const prices = Array.from({ length: 24 * 60 }, (_, i) =>
      sandboxPricePaise(765_000, new Date(start + i * 60_000)),
    );
    expect(new Set(prices).size).toBeGreaterThan(100);
    for (let i = 1; i < prices.length; i++) {
      // a minute's step stays below 0.5% of the base
      expect(Math.abs(prices[i]! - prices[i - 1]!)).toBeLessThan(3825);
    }
    const daily = Array.from({ length: 365 }, (_, d) =>
      sandboxPricePaise(765_000, new Date(start + (d * YEAR_MS) / 365)),
    );
    expect(Math.max(...daily) - Math.min(...daily)).toBeGreaterThan(765_000 * 0.02);
  });
});
