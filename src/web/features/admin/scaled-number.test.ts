import { describe, expect, it } from 'vitest';
import { parseScaled } from './scaled-number';

describe('a weight or a rate typed in the console', () => {
  it('becomes whole milligrams or basis points, exactly', () => {
    expect(parseScaled('5', 3)).toBe(5000);
    expect(parseScaled('0.2', 3)).toBe(200);
    expect(parseScaled('0.001', 3)).toBe(1);
    expect(parseScaled('10,000', 3)).toBe(10_000_000);
    expect(parseScaled(' 8.5 ', 2)).toBe(850);
    // 0.29 x 100 is 28.999999999999996 in floating point: never used here
    expect(parseScaled('0.29', 2)).toBe(29);
    expect(parseScaled('100', 2)).toBe(10_000);
    expect(parseScaled('12.', 2)).toBe(1200);
  });

  it('refuses more decimals than the unit keeps, signs and words', () => {
    expect(parseScaled('0.0005', 3)).toBeNull();
    expect(parseScaled('8.125', 2)).toBeNull();
    expect(parseScaled('-1', 2)).toBeNull();
    expect(parseScaled('', 3)).toBeNull();
    expect(parseScaled('five', 3)).toBeNull();
    expect(parseScaled('1e3', 3)).toBeNull();
  });
});
