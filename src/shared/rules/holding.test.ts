import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateFifo,
  GOLD_LONG_TERM_RULE,
  indiaDateOf,
  isoDate,
  longTermFrom,
  type GoldMovement,
} from './holding';

const mg = (n: number) => n * 100_000;

describe('first in, first out', () => {
  it('takes a coin from the oldest purchases, across several purchases and two conversions', () => {
    // worked by hand: lots a 0.150 g, b 0.100 g, c 0.080 g, d 0.300 g
    // coin 1 (0.200 g) takes a 0.150 + b 0.050; coin 2 (0.200 g) takes b 0.050 + c 0.080 + d 0.070
    const moves: GoldMovement[] = [
      { kind: 'in', lotId: 'a', goldE8: mg(150) },
      { kind: 'in', lotId: 'b', goldE8: mg(100) },
      { kind: 'out', outId: 'coin1', goldE8: mg(200) },
      { kind: 'in', lotId: 'c', goldE8: mg(80) },
      { kind: 'in', lotId: 'd', goldE8: mg(300) },
      { kind: 'out', outId: 'coin2', goldE8: mg(200) },
    ];
    const got = allocateFifo(moves);
    expect(got.get('coin1')).toEqual([
      { lotId: 'a', goldE8: mg(150) },
      { lotId: 'b', goldE8: mg(50) },
    ]);
    expect(got.get('coin2')).toEqual([
      { lotId: 'b', goldE8: mg(50) },
      { lotId: 'c', goldE8: mg(80) },
      { lotId: 'd', goldE8: mg(70) },
    ]);
  });

  it('a refunded conversion puts its gold back into the same (oldest) lots', () => {
    const got = allocateFifo([
      { kind: 'in', lotId: 'a', goldE8: mg(200) },
      { kind: 'in', lotId: 'b', goldE8: mg(300) },
      { kind: 'out', outId: 'coin1', goldE8: mg(200) },
      { kind: 'back', outId: 'coin1' },
      { kind: 'out', outId: 'coin2', goldE8: mg(250) },
    ]);
    expect(got.has('coin1')).toBe(false);
    expect(got.get('coin2')).toEqual([
      { lotId: 'a', goldE8: mg(200) },
      { lotId: 'b', goldE8: mg(50) },
    ]);
  });

  it('refuses a coin of more gold than is held at that moment', () => {
    expect(() =>
      allocateFifo([
        { kind: 'in', lotId: 'a', goldE8: mg(100) },
        { kind: 'out', outId: 'coin', goldE8: mg(200) },
        { kind: 'in', lotId: 'b', goldE8: mg(300) },
      ]),
    ).toThrow(RangeError);
  });

  it('property: each coin gets exactly its weight, no lot gives more than it had, and older lots empty first', () => {
    const lotsArb = fc.array(fc.integer({ min: 1, max: 50_000_000 }), {
      minLength: 1,
      maxLength: 12,
    });
    fc.assert(
      fc.property(
        lotsArb,
        fc.array(fc.integer({ min: 1, max: 40_000_000 }), { maxLength: 6 }),
        (lots, outs) => {
          const moves: GoldMovement[] = [];
          let held = 0;
          lots.forEach((g, i) => {
            moves.push({ kind: 'in', lotId: `l${i}`, goldE8: g });
            held += g;
          });
          const made: { id: string; g: number }[] = [];
          outs.forEach((g, i) => {
            if (g <= held) {
              moves.push({ kind: 'out', outId: `o${i}`, goldE8: g });
              made.push({ id: `o${i}`, g });
              held -= g;
            }
          });
          const got = allocateFifo(moves);
          const usedPerLot = new Map<string, number>();
          for (const { id, g } of made) {
            const uses = got.get(id)!;
            expect(uses.reduce((s, u) => s + u.goldE8, 0)).toBe(g);
            for (const u of uses)
              usedPerLot.set(u.lotId, (usedPerLot.get(u.lotId) ?? 0) + u.goldE8);
          }
          let seenPartial = false;
          lots.forEach((g, i) => {
            const used = usedPerLot.get(`l${i}`) ?? 0;
            expect(used).toBeLessThanOrEqual(g);
            // once a lot is not used up, no later lot is touched
            if (seenPartial) expect(used).toBe(0);
            if (used < g) seenPartial = true;
          });
        },
      ),
    );
  });
});

describe('long-term date', () => {
  const d = (year: number, month: number, day: number) => ({ year, month, day });

  it('the rule as the law has it since 23 July 2024', () => {
    expect(GOLD_LONG_TERM_RULE).toEqual({ afterMonths: 24, rateBp: 1250, since: '2024-07-23' });
  });

  it('is the day after 24 months have passed', () => {
    expect(isoDate(longTermFrom(d(2025, 1, 15)))).toBe('2027-01-16');
    expect(isoDate(longTermFrom(d(2025, 12, 31)))).toBe('2028-01-01');
    expect(isoDate(longTermFrom(d(2024, 8, 31)))).toBe('2026-09-01');
  });

  it('a purchase on 29 February: the period ends on 28 February, long-term from 1 March', () => {
    expect(isoDate(longTermFrom(d(2024, 2, 29)))).toBe('2026-03-01');
    expect(isoDate(longTermFrom(d(2028, 2, 29)))).toBe('2030-03-01');
    // 28 Feb 2026 + 24 months lands on 28 Feb 2028 (a leap year): long-term from 29 Feb 2028
    expect(isoDate(longTermFrom(d(2026, 2, 28)))).toBe('2028-02-29');
  });

  it('uses the India date of the purchase', () => {
    // 20:00 UTC on 28 Feb 2024 is 01:30 on 29 Feb in India
    expect(indiaDateOf(new Date('2024-02-28T20:00:00Z'))).toEqual(d(2024, 2, 29));
    expect(indiaDateOf(new Date('2024-02-28T18:29:00Z'))).toEqual(d(2024, 2, 28));
  });

  it('property: always more than 24 months and at most 24 months and 1 day later', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        (at) => {
          const b = indiaDateOf(at);
          const lt = longTermFrom(b);
          const months = (lt.year - b.year) * 12 + (lt.month - b.month);
          expect(months === 24 || months === 25).toBe(true);
          const days =
            (Date.UTC(lt.year, lt.month - 1, lt.day) - Date.UTC(b.year, b.month - 1, b.day)) /
            86_400_000;
          expect(days).toBeGreaterThan(365 * 2);
          expect(days).toBeLessThanOrEqual(366 * 2 + 1);
        },
      ),
    );
  });
});
