import { describe, expect, it } from 'vitest';
import {
  antsPriceCenti,
  conversionCoinIndex,
  goldForCoinE8,
  maskName,
  shortOfDeliveryTargetE8,
} from './coin-conversion';

describe('conversion coins', () => {
  it('finds the three coin titles of the spec, in any letter case, and nothing else', () => {
    expect(conversionCoinIndex('24K Lakshmi 0.200 gram coin')).toBe(0);
    expect(conversionCoinIndex('24k lakshmi 0.500 GRAM COIN')).toBe(1);
    expect(conversionCoinIndex('24K Lakshmi 1 gram coin')).toBe(2);
    expect(conversionCoinIndex('1 gram coin')).toBe(2);
    expect(conversionCoinIndex('24K Lakshmi 11 gram coin')).toBe(-1);
    expect(conversionCoinIndex('24K Lakshmi 0.1 gram coin')).toBe(-1);
    expect(conversionCoinIndex('24K Lakshmi 2 gram coin')).toBe(-1);
    expect(conversionCoinIndex('24K gold nuggets 1 g')).toBe(-1);
    expect(conversionCoinIndex('1 gram coins set')).toBe(-1);
  });

  it('prices a coin in Ants at its rupee price rounded half-up to whole rupees', () => {
    expect(antsPriceCenti(189_950)).toBe(190_000); // Rs 1,899.50 -> 1,900 Ants
    expect(antsPriceCenti(189_949)).toBe(189_900); // Rs 1,899.49 -> 1,899 Ants
    expect(antsPriceCenti(100)).toBe(100);
    expect(() => antsPriceCenti(0)).toThrow(RangeError);
    expect(() => antsPriceCenti(10.5)).toThrow(RangeError);
  });

  it('a coin takes its whole weight of saved gold', () => {
    expect(goldForCoinE8(200)).toBe(20_000_000); // 0.200 g
    expect(goldForCoinE8(1000)).toBe(100_000_000);
    expect(() => goldForCoinE8(0)).toThrow(RangeError);
  });

  it('says how far the saved gold is from the 0.200 g delivery target', () => {
    expect(shortOfDeliveryTargetE8(0, 200)).toBe(20_000_000);
    expect(shortOfDeliveryTargetE8(12_345_678, 200)).toBe(7_654_322);
    expect(shortOfDeliveryTargetE8(20_000_000, 200)).toBe(0);
    expect(shortOfDeliveryTargetE8(90_000_000, 200)).toBe(0);
  });

  it('masks a name to its initials', () => {
    expect(maskName('Asha Reddy')).toBe('A*** R****');
    expect(maskName('  ravi   kumar ')).toBe('R*** K****');
    expect(maskName('Al')).toBe('A**');
  });
});
