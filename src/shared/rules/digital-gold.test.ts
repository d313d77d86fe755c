import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeQuickBuySchema } from '../api/digital-gold';
import { isQuickBuyAmount, quoteDigitalGold } from './digital-gold';

const C = { goldRatioNum: 65, goldRatioDen: 100, gstBp: 300 };

describe('quoteDigitalGold (0.65 x amount / price, gold rounded down)', () => {
  it('matches hand-worked cases at Rs 7,650.00 per gram', () => {
    // Rs 10: 0.65 x 10 / 7650 = 0.000849673202... g -> 84967 e-8 g (floor)
    expect(quoteDigitalGold(1000, 765000, C).goldE8).toBe(84967);
    // Rs 999.99: 0.65 x 999.99 / 7650 = 0.0849664705882... g
    expect(quoteDigitalGold(99999, 765000, C).goldE8).toBe(8496647);
    // Rs 10,000: 0.65 x 10000 / 7650 = 0.849673202614... g
    expect(quoteDigitalGold(1000000, 765000, C).goldE8).toBe(84967320);
    // Rs 1,00,000: 8.49673202614 g
    expect(quoteDigitalGold(10000000, 765000, C).goldE8).toBe(849673202);
    // Rs 12,34,56,789: 0.65 x 123456789 / 7650 = 10489.79252941... g
    expect(quoteDigitalGold(12345678900, 765000, C).goldE8).toBe(1048979252941);
  });

  it('splits Rs 100 into gold value, GST and charges that add up', () => {
    const q = quoteDigitalGold(10000, 765000, C);
    // taxable = 100 / 1.03 = 97.087378... -> Rs 97.09; GST Rs 2.91
    expect(q.taxablePaise).toBe(9709);
    expect(q.gstPaise).toBe(291);
    // gold: 0.00849673 g x 7650 = Rs 64.9999845 -> Rs 65.00
    expect(q.goldE8).toBe(849673);
    expect(q.goldValuePaise).toBe(6500);
    expect(q.chargesPaise).toBe(3209);
    expect(q.goldValuePaise + q.chargesPaise + q.gstPaise).toBe(10000);
  });

  it('never credits more gold than the ratio allows (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 1_000_000 }),
        fc.integer({ min: 100_000, max: 2_000_000 }),
        (amount, price) => {
          const { goldE8 } = quoteDigitalGold(amount, price, C);
          // goldE8 / 1e8 <= 0.65 x amount / price  <=>  goldE8 x price x 100 <= 65 x amount x 1e8
          const lhs = BigInt(goldE8) * BigInt(price) * 100n;
          const rhs = 65n * BigInt(amount) * 100_000_000n;
          return lhs <= rhs && (BigInt(goldE8) + 1n) * BigInt(price) * 100n > rhs;
        },
      ),
    );
  });
});

describe('isQuickBuyAmount (the quick buy form, which loads no zod)', () => {
  const limits = { quickBuyMinPaise: 1_000, quickBuyMaxPaise: 1_000_000 };
  const schema = makeQuickBuySchema(limits);
  const key = 'a'.repeat(32);

  it('takes a whole number of paise from the minimum to the maximum, nothing else', () => {
    expect(isQuickBuyAmount(1_000, limits)).toBe(true);
    expect(isQuickBuyAmount(1_000_000, limits)).toBe(true);
    expect(isQuickBuyAmount(999, limits)).toBe(false);
    expect(isQuickBuyAmount(1_000_001, limits)).toBe(false);
    expect(isQuickBuyAmount(1_500.5, limits)).toBe(false);
    expect(isQuickBuyAmount(Number.NaN, limits)).toBe(false);
  });

  it("gives the request schema's answer for any amount (property)", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -10, max: 2_000_000 }), fc.double({ noNaN: false })),
        (amountPaise) => {
          const bySchema = schema.safeParse({ amountPaise, idempotencyKey: key }).success;
          expect(isQuickBuyAmount(amountPaise, limits)).toBe(bySchema);
        },
      ),
    );
  });
});
