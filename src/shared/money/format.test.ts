import { describe, expect, it } from 'vitest';
import {
  formatAnts,
  formatDate,
  formatDateTime,
  formatGrams,
  formatGramsFromMg,
  formatPercentFromBp,
  formatRupees,
  parseRupees,
} from './format';

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
    expect(formatAnts(0)).toBe('0.00');
    expect(formatAnts(5)).toBe('0.05');
    expect(formatAnts(12345678)).toBe('1,23,456.78');
  });
  it('shows dates as DD MMM YYYY in India time', () => {
    // 20:00 UTC on 4 March is already 5 March in Kolkata
    expect(formatDate(new Date('2026-03-04T20:00:00Z'))).toBe('05 Mar 2026');
    // month names in the page's language (issue 30), the same day in Asia/Kolkata
    expect(formatDate(new Date('2026-03-04T20:00:00Z'), 'te')).toBe('05, మార్చి 2026');
    expect(formatDate(new Date('2026-03-04T20:00:00Z'), 'hi')).toBe('05 मार्च 2026');
  });
  it('shows a date and time with the month in the language, the time in Asia/Kolkata', () => {
    const at = new Date('2026-03-04T20:00:00Z'); // 01:30 am on 5 March in Kolkata
    expect(formatDateTime(at)).toBe('05 Mar 2026, 01:30 am');
    expect(formatDateTime(at, 'te')).toBe('05, మార్చి 2026, 01:30 am');
    expect(formatDateTime(at, 'hi')).toBe('05 मार्च 2026, 01:30 am');
  });
});

describe('formatGramsFromMg', () => {
  it('shows milligrams as grams to 3 decimals', () => {
    expect(formatGramsFromMg(1000)).toBe('1.000');
    expect(formatGramsFromMg(200)).toBe('0.200');
    expect(formatGramsFromMg(1)).toBe('0.001');
  });
  it('names whole grams without decimals in the short form, as the store does', () => {
    expect(formatGramsFromMg(200, { short: true })).toBe('0.200');
    expect(formatGramsFromMg(250, { short: true })).toBe('0.250');
    expect(formatGramsFromMg(1000, { short: true })).toBe('1');
    expect(formatGramsFromMg(10000, { short: true })).toBe('10');
    expect(formatGramsFromMg(1500, { short: true })).toBe('1.500');
  });
});

describe('formatPercentFromBp', () => {
  it('shows basis points as an exact percentage without trailing zeros', () => {
    expect(formatPercentFromBp(10000)).toBe('100%');
    expect(formatPercentFromBp(850)).toBe('8.5%');
    expect(formatPercentFromBp(1234)).toBe('12.34%');
    expect(formatPercentFromBp(300)).toBe('3%');
    expect(formatPercentFromBp(150)).toBe('1.5%');
    expect(formatPercentFromBp(5)).toBe('0.05%');
    expect(formatPercentFromBp(0)).toBe('0%');
    expect(formatPercentFromBp(-250)).toBe('-2.5%');
  });
  it('keeps 2 decimals when asked (a price change)', () => {
    expect(formatPercentFromBp(50, { fixed: true })).toBe('0.50%');
    expect(formatPercentFromBp(300, { fixed: true })).toBe('3.00%');
  });
});

describe('parseRupees', () => {
  const paise = (input: string, source?: 'person' | 'provider') => {
    const r = parseRupees(input, source);
    return r.ok ? r.paise : r.reason;
  };
  it('reads amounts a person typed exactly', () => {
    expect(paise('10')).toBe(1000);
    expect(paise('999.99')).toBe(99999);
    expect(paise('1,000.5')).toBe(100050);
    expect(paise('₹ 10,000')).toBe(1000000);
    expect(paise('Rs.25')).toBe(2500);
    expect(paise('12.')).toBe(1200);
  });
  it('refuses more than 2 decimals from a person, saying so, and anything else as no amount', () => {
    expect(paise('12.345')).toBe('decimals');
    expect(paise('9.999')).toBe('decimals');
    expect(paise('-5')).toBe('format');
    expect(paise('abc')).toBe('format');
    expect(paise('1.2.3')).toBe('format');
    expect(paise('')).toBe('format');
    expect(paise('1e4')).toBe('format');
  });
  it("rounds a provider's decimals half-up to the paisa and refuses grouping", () => {
    expect(paise('7650.125', 'provider')).toBe(765013);
    expect(paise('7650.124', 'provider')).toBe(765012);
    expect(paise(' 7650.1 ', 'provider')).toBe(765010);
    expect(paise('7,650', 'provider')).toBe('format');
    expect(paise('₹7650', 'provider')).toBe('format');
  });
});
