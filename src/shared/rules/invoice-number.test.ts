import { describe, expect, it } from 'vitest';
import { financialYearOf, formatInvoiceNo } from './invoice-number';

describe('invoice numbers', () => {
  it('uses the Indian financial year in India time', () => {
    expect(financialYearOf(new Date('2026-11-21T10:00:00Z'))).toBe('2627');
    expect(financialYearOf(new Date('2027-03-31T18:00:00Z'))).toBe('2627'); // 23:30 IST on 31 March
    expect(financialYearOf(new Date('2027-03-31T18:31:00Z'))).toBe('2728'); // 00:01 IST on 1 April
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('9900');
  });
  it('is at most 16 characters', () => {
    expect(formatInvoiceNo('GS', '2627', 42)).toBe('GS/2627/000042');
    expect(formatInvoiceNo('GSBL', '2627', 999999)).toHaveLength(16);
    expect(() => formatInvoiceNo('GSBLX', '2627', 1)).toThrow(/16 characters/);
  });
});
