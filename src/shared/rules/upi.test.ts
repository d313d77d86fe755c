import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { upiAmountOf, upiPayUri } from './upi';

describe('UPI amount from whole paise', () => {
  it('two decimals, exact to the paisa', () => {
    expect(upiAmountOf(100_005)).toBe('1000.05');
    expect(upiAmountOf(10)).toBe('0.10');
    expect(upiAmountOf(1)).toBe('0.01');
    expect(upiAmountOf(835_589)).toBe('8355.89');
    expect(upiAmountOf(100)).toBe('1.00');
  });

  it('refuses an amount that is not whole paise above 0', () => {
    expect(() => upiAmountOf(0)).toThrow(RangeError);
    expect(() => upiAmountOf(-100)).toThrow(RangeError);
    expect(() => upiAmountOf(12.5)).toThrow(RangeError);
  });

  it('reads back as the same paise for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (paise) => {
        const am = upiAmountOf(paise);
        expect(am).toMatch(/^(0|[1-9]\d*)\.\d{2}$/);
        expect(Number(am.replace('.', ''))).toBe(paise);
      }),
    );
  });
});

describe('upi://pay link', () => {
  it('names payee, amount in rupees, INR, note and reference; spaces as %20', () => {
    expect(
      upiPayUri({
        payeeUpi: 'goldsave@ybl',
        payeeName: 'GoldSave Bullion',
        amountPaise: 835_589,
        note: '24K gold nuggets 1 g DPAY1',
        reference: 'DPAY1',
      }),
    ).toBe(
      'upi://pay?pa=goldsave%40ybl&pn=GoldSave%20Bullion&am=8355.89&cu=INR&tn=24K%20gold%20nuggets%201%20g%20DPAY1&tr=DPAY1',
    );
  });
});
