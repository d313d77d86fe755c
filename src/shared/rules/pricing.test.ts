import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storeItemPrice } from './pricing';

const GST = { gstBp: 300 };

// Hand-worked cases. Rounding: each component half-up to the paisa, in this order:
// metal = price x grams; making = metal x making%; GST = 3% of (metal + making); total = the sum.
describe('storeItemPrice: hand-worked cases', () => {
  const cases = [
    {
      what: '0.2 g, no making, ₹7,650.55/g',
      // metal 765055 x 0.2 = 153011 (exact); GST 153011 x 3% = 4590.33 -> 4590
      input: { pricePaisePerGram: 765055, weightMg: 200, makingBp: 0 },
      want: { metalPaise: 153011, makingPaise: 0, gstPaise: 4590, totalPaise: 157601 },
    },
    {
      what: '0.5 g, 8.5% making, ₹7,650.55/g (metal rounds half up)',
      // metal 382527.5 -> 382528; making 382528 x 8.5% = 32514.88 -> 32515;
      // GST (382528 + 32515) x 3% = 415043 x 3% = 12451.29 -> 12451
      input: { pricePaisePerGram: 765055, weightMg: 500, makingBp: 850 },
      want: { metalPaise: 382528, makingPaise: 32515, gstPaise: 12451, totalPaise: 427494 },
    },
    {
      what: '1 g, 12% making, ₹7,650.55/g',
      // metal 765055; making 91806.6 -> 91807; GST 856862 x 3% = 25705.86 -> 25706
      input: { pricePaisePerGram: 765055, weightMg: 1000, makingBp: 1200 },
      want: { metalPaise: 765055, makingPaise: 91807, gstPaise: 25706, totalPaise: 882568 },
    },
    {
      what: '10 g, no making, ₹7,650.55/g (GST rounds half up)',
      // metal 7650550; GST 229516.5 -> 229517
      input: { pricePaisePerGram: 765055, weightMg: 10000, makingBp: 0 },
      want: { metalPaise: 7650550, makingPaise: 0, gstPaise: 229517, totalPaise: 7880067 },
    },
    {
      what: '10 g, 8.5% making, ₹6,123.45/g',
      // metal 6123450; making 520493.25 -> 520493; GST 6643943 x 3% = 199318.29 -> 199318
      input: { pricePaisePerGram: 612345, weightMg: 10000, makingBp: 850 },
      want: { metalPaise: 6123450, makingPaise: 520493, gstPaise: 199318, totalPaise: 6843261 },
    },
    {
      what: '0.2 g, 12% making, ₹6,123.45/g',
      // metal 122469; making 14696.28 -> 14696; GST 137165 x 3% = 4114.95 -> 4115
      input: { pricePaisePerGram: 612345, weightMg: 200, makingBp: 1200 },
      want: { metalPaise: 122469, makingPaise: 14696, gstPaise: 4115, totalPaise: 141280 },
    },
    {
      what: '0.5 g, no making, ₹6,987.99/g',
      // metal 349399.5 -> 349400; GST 10482 (exact)
      input: { pricePaisePerGram: 698799, weightMg: 500, makingBp: 0 },
      want: { metalPaise: 349400, makingPaise: 0, gstPaise: 10482, totalPaise: 359882 },
    },
    {
      what: '1 g, 8.5% making, ₹6,987.99/g',
      // metal 698799; making 59397.915 -> 59398; GST 758197 x 3% = 22745.91 -> 22746
      input: { pricePaisePerGram: 698799, weightMg: 1000, makingBp: 850 },
      want: { metalPaise: 698799, makingPaise: 59398, gstPaise: 22746, totalPaise: 780943 },
    },
    {
      what: '10 g, 12% making, ₹6,987.99/g',
      // metal 6987990; making 838558.8 -> 838559; GST 7826549 x 3% = 234796.47 -> 234796
      input: { pricePaisePerGram: 698799, weightMg: 10000, makingBp: 1200 },
      want: { metalPaise: 6987990, makingPaise: 838559, gstPaise: 234796, totalPaise: 8061345 },
    },
    {
      what: '0.2 g, 8.5% making, ₹5,005.00/g (making rounds half up)',
      // metal 100100; making 8508.5 -> 8509; GST 108609 x 3% = 3258.27 -> 3258
      input: { pricePaisePerGram: 500500, weightMg: 200, makingBp: 850 },
      want: { metalPaise: 100100, makingPaise: 8509, gstPaise: 3258, totalPaise: 111867 },
    },
  ];
  for (const c of cases) {
    it(c.what, () => {
      expect(storeItemPrice(c.input, GST)).toEqual(c.want);
    });
  }

  it('refuses fractional or negative inputs', () => {
    expect(() =>
      storeItemPrice({ pricePaisePerGram: 7650.5, weightMg: 1000, makingBp: 0 }, GST),
    ).toThrow(RangeError);
    expect(() =>
      storeItemPrice({ pricePaisePerGram: 765050, weightMg: -1, makingBp: 0 }, GST),
    ).toThrow(RangeError);
  });
});

describe('storeItemPrice: properties', () => {
  const inputs = fc.record({
    pricePaisePerGram: fc.integer({ min: 1, max: 50_000_000 }),
    weightMg: fc.integer({ min: 1, max: 1_000_000 }),
    makingBp: fc.integer({ min: 0, max: 5000 }),
  });
  const gstBp = fc.integer({ min: 0, max: 2800 });

  // round-half-up of num/den is q with q*den - num in (-den/2, den/2]
  const isHalfUp = (q: number, num: bigint, den: bigint) => {
    const diff = BigInt(q) * den - num;
    return 2n * diff > -den && 2n * diff <= den;
  };

  it('rounds every component half up to the paisa, and the lines add up to the total', () => {
    fc.assert(
      fc.property(inputs, gstBp, (i, g) => {
        const p = storeItemPrice(i, { gstBp: g });
        const metalExact = BigInt(i.pricePaisePerGram) * BigInt(i.weightMg);
        return (
          isHalfUp(p.metalPaise, metalExact, 1000n) &&
          isHalfUp(p.makingPaise, BigInt(p.metalPaise) * BigInt(i.makingBp), 10000n) &&
          isHalfUp(p.gstPaise, BigInt(p.metalPaise + p.makingPaise) * BigInt(g), 10000n) &&
          p.totalPaise === p.metalPaise + p.makingPaise + p.gstPaise
        );
      }),
    );
  });

  it('never falls when the gold price rises', () => {
    fc.assert(
      fc.property(inputs, fc.integer({ min: 0, max: 100_000 }), (i, rise) => {
        const a = storeItemPrice(i, GST).totalPaise;
        const b = storeItemPrice(
          { ...i, pricePaisePerGram: i.pricePaisePerGram + rise },
          GST,
        ).totalPaise;
        return b >= a;
      }),
    );
  });
});
