import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storeItemPrice } from './pricing';
import {
  addGst,
  isInterStatePin,
  isInterStateSale,
  pinCodeOf,
  splitGst,
  splitInclusiveGst,
} from './gst';

describe('splitGst: hand-worked cases', () => {
  it('halves intra-state GST into CGST and SGST, CGST taking the odd paisa', () => {
    expect(splitGst(29, false)).toEqual({ cgstPaise: 15, sgstPaise: 14, igstPaise: 0 });
    expect(splitGst(2912, false)).toEqual({ cgstPaise: 1456, sgstPaise: 1456, igstPaise: 0 });
    expect(splitGst(0, false)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
  });
  it('charges inter-state GST as IGST only', () => {
    expect(splitGst(29, true)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 29 });
  });
  it('refuses a negative or fractional amount', () => {
    expect(() => splitGst(-1, false)).toThrow(RangeError);
    expect(() => splitGst(1.5, false)).toThrow(RangeError);
  });
});

describe('addGst (GST added on top, store items)', () => {
  it('adds 3% to a taxable value, half-up to the paisa', () => {
    // 415043 x 3% = 12451.29 -> 12451, split 6226 + 6225
    expect(addGst(415043, 300, false)).toEqual({
      taxablePaise: 415043,
      gstPaise: 12451,
      cgstPaise: 6226,
      sgstPaise: 6225,
      igstPaise: 0,
      isInterState: false,
    });
    // 7650550 x 3% = 229516.5 -> 229517, all IGST
    expect(addGst(7650550, 300, true)).toMatchObject({ gstPaise: 229517, igstPaise: 229517 });
  });
  it("gives the store price's GST, so an invoice line and the price agree", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.boolean(),
        (price, weightMg, makingBp, inter) => {
          const p = storeItemPrice(
            { pricePaisePerGram: price, weightMg, makingBp },
            { gstBp: 300 },
          );
          const g = addGst(p.metalPaise + p.makingPaise, 300, inter);
          expect(g.gstPaise).toBe(p.gstPaise);
          expect(g.taxablePaise + g.gstPaise).toBe(p.totalPaise);
        },
      ),
    );
  });
});

describe('GST properties', () => {
  it('the parts always add up to the GST, and the GST to the amount less the taxable value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000_00 }),
        fc.integer({ min: 0, max: 2800 }),
        fc.boolean(),
        (amount, gstBp, inter) => {
          const s = splitInclusiveGst(amount, gstBp, inter);
          expect(s.taxablePaise + s.gstPaise).toBe(amount);
          expect(s.cgstPaise + s.sgstPaise + s.igstPaise).toBe(s.gstPaise);
          expect(s.cgstPaise - s.sgstPaise).toBeGreaterThanOrEqual(0);
          expect(s.cgstPaise - s.sgstPaise).toBeLessThanOrEqual(1);
          if (inter) expect(s.cgstPaise + s.sgstPaise).toBe(0);
          else expect(s.igstPaise).toBe(0);
          const added = addGst(s.taxablePaise, gstBp, inter);
          // adding the rate back to the taxable value lands within a paisa of the amount
          expect(Math.abs(added.taxablePaise + added.gstPaise - amount)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('GST', () => {
  it('splits an inclusive amount into taxable value, CGST 1.5% and SGST 1.5%', () => {
    expect(splitInclusiveGst(1000, 300, false)).toEqual({
      taxablePaise: 971,
      gstPaise: 29,
      cgstPaise: 15,
      sgstPaise: 14,
      igstPaise: 0,
      isInterState: false,
    });
    expect(splitInclusiveGst(99999, 300, false)).toMatchObject({
      taxablePaise: 97086,
      gstPaise: 2913,
      cgstPaise: 1457,
      sgstPaise: 1456,
    });
    expect(splitInclusiveGst(1000000, 300, true)).toMatchObject({
      taxablePaise: 970874,
      gstPaise: 29126,
      igstPaise: 29126,
      cgstPaise: 0,
    });
  });

  it('finds the PIN and the place of supply', () => {
    expect(pinCodeOf('Flat 2, MG Road, Bengaluru 560001')).toBe('560001');
    expect(pinCodeOf('Plot 12, Kukatpally, Hyderabad - 500 072')).toBe('500072');
    expect(pinCodeOf('No pin here')).toBeNull();
    expect(isInterStateSale('Banjara Hills, Hyderabad 500034', ['50'])).toBe(false);
    expect(isInterStateSale('Andheri, Mumbai 400053', ['50'])).toBe(true);
    expect(isInterStateSale('somewhere', ['50'])).toBe(false);
  });
});

describe('isInterStatePin: one inter-state rule for an address and a checkout PIN', () => {
  it('is inter-state when the PIN is outside every prefix of the operator state', () => {
    // Telangana's PINs start with 50: Hyderabad within, Mumbai and Bengaluru across
    expect(isInterStatePin('500034', ['50'])).toBe(false);
    expect(isInterStatePin('400053', ['50'])).toBe(true);
    expect(isInterStatePin('560001', ['50'])).toBe(true);
    // a state with two prefixes; the setting's spaces and empty parts are ignored
    expect(isInterStatePin('110001', ['11', ' 12'])).toBe(false);
    expect(isInterStatePin('122001', ['11', ' 12'])).toBe(false);
    expect(isInterStatePin('400053', ['50', ''])).toBe(true);
    expect(isInterStatePin('500034', ' 50 ,'.split(','))).toBe(false);
  });

  it('an address is judged by its PIN with the same rule', () => {
    const prefix = fc.stringMatching(/^[1-9]\d{0,2}$/);
    const pin = fc.stringMatching(/^[1-9]\d{5}$/);
    fc.assert(
      fc.property(pin, fc.array(prefix, { minLength: 1, maxLength: 3 }), (p, prefixes) => {
        expect(isInterStateSale(`12 MG Road, Somewhere ${p}`, prefixes)).toBe(
          isInterStatePin(p, prefixes),
        );
        expect(isInterStatePin(p, prefixes)).toBe(!prefixes.some((x) => p.startsWith(x)));
      }),
    );
  });
});
