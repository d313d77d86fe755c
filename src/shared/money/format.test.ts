import { describe, expect, it } from 'vitest';
import { formatAnts, formatDate, formatGrams, formatRupees } from './format';
import { parseRupeesToPaise } from './units';

describe('formatRupees', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees(10000000)).toBe('₹1,00,000.00');
    expect(formatRupees(123456789)).toBe('₹12,34,567.89');
    expect(formatRupees(1234567890100)).toBe('₹12,34,56,78,901.00');
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(100000, { symbol: 'Rs ' })).toBe('Rs 1,000.00');
    expect(formatRupees(100050, { decimals: 0 })).toBe('₹1,000');
  });
});

describe('formatGrams', () => {
  it('truncates, never rounding gold up', () => {
    expect(formatGrams(99_999_999, 3)).toBe('0.999');
    expect(formatGrams(123_456_789, 8)).toBe('1.23456789');
    expect(formatGrams(0, 3)).toBe('0.000');
  });
});

describe('formatAnts and dates', () => {
  it('shows Ants with two decimals', () => {
    expect(formatAnts(125050)).toBe('1,250.50');
    expect(formatAnts(125050, 3)).toBe('1,250.500');
    expect(formatAnts(0, 3)).toBe('0.000');
  });
  it('shows dates as DD MMM YYYY in India time', () => {
    // 20:00 UTC on 4 March is already 5 March in Kolkata
    expect(formatDate(new Date('2026-03-04T20:00:00Z'))).toBe('05 Mar 2026');
  });
});

describe('parseRupeesToPaise', () => {
  it('reads typed amounts exactly', () => {
    expect(parseRupeesToPaise('10')).toBe(1000);
    expect(parseRupeesToPaise('999.99')).toBe(99999);
    expect(parseRupeesToPaise('1,000.5')).toBe(100050);
    expect(parseRupeesToPaise('₹ 10,000')).toBe(1000000);
    expect(parseRupeesToPaise('9.999')).toBeNull();
    expect(parseRupeesToPaise('-5')).toBeNull();
    expect(parseRupeesToPaise('abc')).toBeNull();
  });
});
