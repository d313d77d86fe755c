import { describe, expect, it } from 'vitest';
import {
  antsPriceCenti,
  byCoinWeight,
  goldForCoinE8,
  isConversionCoin,
  maskName,
  mayBeConvertible,
} from './coin-conversion';

describe('conversion coins', () => {
  const coin = { active: true, catalogue: 'Gold Coin', convertible: true };

  it('are the gold coins on sale the operator marked convertible, whatever their title says', () => {
    expect(isConversionCoin(coin)).toBe(true);
    expect(isConversionCoin({ ...coin, catalogue: ' gold coin ' })).toBe(true);
    // not marked: a coin titled like the spec's is not offered
    expect(isConversionCoin({ ...coin, convertible: false })).toBe(false);
    // hidden from the store
    expect(isConversionCoin({ ...coin, active: false })).toBe(false);
    // another line, even marked
    expect(isConversionCoin({ ...coin, catalogue: 'Gold Nuggets' })).toBe(false);
    expect(isConversionCoin({ ...coin, catalogue: 'Silver Coin' })).toBe(false);
  });

  it('only a gold coin may be marked convertible', () => {
    expect(mayBeConvertible('Gold Coin')).toBe(true);
    expect(mayBeConvertible('gold coin')).toBe(true);
    expect(mayBeConvertible('Gold Coins')).toBe(false);
    expect(mayBeConvertible('Gold Nuggets')).toBe(false);
  });

  it('lightest first; the title breaks a tie', () => {
    const list = [
      { weightMg: 1000, title: '1 g' },
      { weightMg: 200, title: 'b 0.2 g' },
      { weightMg: 500, title: '0.5 g' },
      { weightMg: 200, title: 'a 0.2 g' },
    ];
    expect([...list].sort(byCoinWeight).map((c) => c.title)).toEqual([
      'a 0.2 g',
      'b 0.2 g',
      '0.5 g',
      '1 g',
    ]);
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

  it('masks a name to its initials', () => {
    expect(maskName('Asha Reddy')).toBe('A*** R****');
    expect(maskName('  ravi   kumar ')).toBe('R*** K****');
    expect(maskName('Al')).toBe('A**');
  });
});
