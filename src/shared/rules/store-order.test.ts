import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitGst } from './gst';
import { shippingFor } from './shipping';
import {
  isOrderableQuantity,
  isValidPan,
  maskPan,
  nuggetCashbackAntsCenti,
  storeOrderTotals,
  type StoreOrderConstants,
} from './store-order';

const C: StoreOrderConstants = {
  gstBp: 300,
  shippingFlatPaise: 15_000,
  freeShippingAbovePaise: 1_000_000,
  directPayHandlingPaise: 35_000,
  panRequiredAbovePaise: 20_000_000,
};

describe('store order totals (hand-worked)', () => {
  it('a 1 g coin at Rs 7,650/g with 8.5% making: GST on the sum, Rs 150 shipping', () => {
    // gold 7,650.00; making 8.5% = 650.25; GST 3% of 8,300.25 = 249.0075 -> 249.01
    const t = storeOrderTotals(
      { pricePaisePerGram: 765_000, weightMg: 1000, makingBp: 850, quantity: 1, mode: 'delivery' },
      C,
    );
    expect(t.unit).toEqual({
      metalPaise: 765_000,
      makingPaise: 65_025,
      gstPaise: 24_901,
      totalPaise: 854_926,
    });
    expect(t.itemsPaise).toBe(854_926);
    expect(t.chargeKind).toBe('shipping');
    expect(t.chargePaise).toBe(15_000);
    // Rs 150 holds its GST: 150 / 1.03 = 145.631 -> 145.63 taxable, 4.37 GST
    expect(t.chargeTaxablePaise).toBe(14_563);
    expect(t.chargeGstPaise).toBe(437);
    expect(t.totalPaise).toBe(869_926);
    expect(t.taxablePaise + t.gstPaise).toBe(t.totalPaise);
    expect(t.panRequired).toBe(false);
  });

  it('two of them: each component doubles; Rs 17,098.52 is above Rs 10,000, so shipping is free', () => {
    const t = storeOrderTotals(
      { pricePaisePerGram: 765_000, weightMg: 1000, makingBp: 850, quantity: 2, mode: 'delivery' },
      C,
    );
    expect([t.metalPaise, t.makingPaise, t.itemsGstPaise]).toEqual([1_530_000, 130_050, 49_802]);
    expect(t.chargePaise).toBe(0);
    expect(t.totalPaise).toBe(1_709_852);
  });

  it('items of exactly Rs 10,000 still pay shipping; Rs 10,000.01 ships free', () => {
    // 9,708.74 + 3% (291.2622 -> 291.26) = 10,000.00
    const at = storeOrderTotals(
      { pricePaisePerGram: 970_874, weightMg: 1000, makingBp: 0, quantity: 1, mode: 'delivery' },
      C,
    );
    expect(at.itemsPaise).toBe(1_000_000);
    expect(at.chargePaise).toBe(15_000);
    expect(at.totalPaise).toBe(1_015_000);
    // 9,708.75 + 291.2625 -> 291.26 = 10,000.01
    const above = storeOrderTotals(
      { pricePaisePerGram: 970_875, weightMg: 1000, makingBp: 0, quantity: 1, mode: 'delivery' },
      C,
    );
    expect(above.itemsPaise).toBe(1_000_001);
    expect(above.chargePaise).toBe(0);
    expect(above.totalPaise).toBe(1_000_001);
    expect(shippingFor(1_000_000, C)).toBe(15_000);
    expect(shippingFor(1_000_001, C)).toBe(0);
  });

  it('a nugget paid directly: + Rs 350 handling whatever the total', () => {
    // 0.5 g at Rs 7,650 = 3,825.00; making 2% = 76.50; GST 3% of 3,901.50 = 117.045 -> 117.05
    const t = storeOrderTotals(
      { pricePaisePerGram: 765_000, weightMg: 500, makingBp: 200, quantity: 1, mode: 'pickup' },
      C,
    );
    expect(t.itemsPaise).toBe(382_500 + 7_650 + 11_705);
    expect(t.chargeKind).toBe('handling');
    expect(t.chargePaise).toBe(35_000);
    // 350 / 1.03 = 339.805 -> 339.81 taxable, 10.19 GST
    expect(t.chargeTaxablePaise).toBe(33_981);
    expect(t.chargeGstPaise).toBe(1_019);
    expect(t.totalPaise).toBe(401_855 + 35_000);
    const big = storeOrderTotals(
      { pricePaisePerGram: 765_000, weightMg: 10_000, makingBp: 0, quantity: 2, mode: 'pickup' },
      C,
    );
    expect(big.chargePaise).toBe(35_000);
  });

  it('PAN: a total of exactly Rs 2,00,000 needs none; Rs 2,00,000.01 does', () => {
    // 1,93,834.95 + 3% (5,815.0485 -> 5,815.05) = 1,99,650.00, + 350 = 2,00,000.00
    const at = storeOrderTotals(
      { pricePaisePerGram: 19_383_495, weightMg: 1000, makingBp: 0, quantity: 1, mode: 'pickup' },
      C,
    );
    expect(at.totalPaise).toBe(20_000_000);
    expect(at.panRequired).toBe(false);
    const above = storeOrderTotals(
      { pricePaisePerGram: 19_383_496, weightMg: 1000, makingBp: 0, quantity: 1, mode: 'pickup' },
      C,
    );
    expect(above.totalPaise).toBe(20_000_001);
    expect(above.panRequired).toBe(true);
  });

  it('refuses a quantity below 1', () => {
    expect(() =>
      storeOrderTotals(
        { pricePaisePerGram: 765_000, weightMg: 1000, makingBp: 0, quantity: 0, mode: 'delivery' },
        C,
      ),
    ).toThrow(RangeError);
    expect(isOrderableQuantity(0, 10)).toBe(false);
    expect(isOrderableQuantity(1, 10)).toBe(true);
    expect(isOrderableQuantity(10, 10)).toBe(true);
    expect(isOrderableQuantity(11, 10)).toBe(false);
    expect(isOrderableQuantity(1.5, 10)).toBe(false);
  });
});

describe('PAN', () => {
  it('accepts AAAAA9999A only, and keeps the last four characters when masked', () => {
    expect(isValidPan('ABCDE1234F')).toBe(true);
    for (const bad of ['abcde1234f', 'ABCD1234F', 'ABCDE12345', 'ABCDE1234FG', '12345ABCDE'])
      expect(isValidPan(bad)).toBe(false);
    expect(maskPan('ABCDE1234F')).toBe('XXXXXX234F');
  });
});

describe('GST added on top', () => {
  it('splits the store GST into CGST + SGST (CGST takes the odd paisa) or all IGST', () => {
    expect(splitGst(24_901, false)).toMatchObject({ cgstPaise: 12_451, sgstPaise: 12_450 });
    expect(splitGst(24_901, true)).toMatchObject({ igstPaise: 24_901, cgstPaise: 0 });
  });
});

describe('nugget cashback (decisions.md: 10% in Ants once a direct payment is verified)', () => {
  it('10% of the items, rounded down to the centi-Ant (1 centi-Ant = 1 paisa)', () => {
    // a 1 g nugget at Rs 7,650/g with 3% making: 7,650 + 229.50 + 3% GST 236.385 -> 236.39
    // = Rs 8,115.89 of items (the Rs 350 handling earns nothing); 10% = 811.589 -> 811.58 Ants
    expect(nuggetCashbackAntsCenti(811_589, 1_000)).toBe(81_158);
    expect(nuggetCashbackAntsCenti(1_000_000, 1_000)).toBe(100_000);
    // 9 paise earn 0.9 centi-Ants: nothing, never an over-credit
    expect(nuggetCashbackAntsCenti(9, 1_000)).toBe(0);
    expect(nuggetCashbackAntsCenti(10, 1_000)).toBe(1);
    expect(nuggetCashbackAntsCenti(811_589, 0)).toBe(0);
  });

  it('exact beyond what a float multiplication keeps', () => {
    // 9,007,199,254,740,991 paise x 1000 overflows a double's integers; BigInt keeps every paisa
    expect(nuggetCashbackAntsCenti(Number.MAX_SAFE_INTEGER, 1_000)).toBe(900_719_925_474_099);
  });

  it('refuses what is not whole paise or a rate from 0 to 100%', () => {
    expect(() => nuggetCashbackAntsCenti(10.5, 1_000)).toThrow(RangeError);
    expect(() => nuggetCashbackAntsCenti(-1, 1_000)).toThrow(RangeError);
    expect(() => nuggetCashbackAntsCenti(100, 10_001)).toThrow(RangeError);
  });

  it('never more than the rate of the items, never a centi-Ant less', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (items, bp) => {
          const c = BigInt(nuggetCashbackAntsCenti(items, bp));
          const exact = BigInt(items) * BigInt(bp);
          expect(c * 10_000n <= exact).toBe(true);
          expect((c + 1n) * 10_000n > exact).toBe(true);
        },
      ),
    );
  });
});
