import { describe, expect, it } from 'vitest';
import { gramsFromMg, percentFromBp } from './format';

describe('store formats', () => {
  it('shows basis points as a percentage without trailing zeros', () => {
    expect(percentFromBp(10000)).toBe('100%');
    expect(percentFromBp(850)).toBe('8.5%');
    expect(percentFromBp(1234)).toBe('12.34%');
    expect(percentFromBp(300)).toBe('3%');
    expect(percentFromBp(5)).toBe('0.05%');
  });
  it('shows weights the way coins are named', () => {
    expect(gramsFromMg(200)).toBe('0.200');
    expect(gramsFromMg(250)).toBe('0.250');
    expect(gramsFromMg(1000)).toBe('1');
    expect(gramsFromMg(10000)).toBe('10');
    expect(gramsFromMg(1500)).toBe('1.500');
  });
});
