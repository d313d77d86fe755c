/**
 * Invoice numbers (CGST Rule 46): at most 16 characters, consecutive and unique per financial year
 * (April to March, India time). Format PREFIX/YYYY/NNNNNN, e.g. GS/2627/000042 for 2026-27.
 */
export function financialYearOf(d: Date): string {
  // India is UTC+5:30 all year
  const ist = new Date(d.getTime() + 330 * 60_000);
  const y = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? y : y - 1;
  return `${String(start % 100).padStart(2, '0')}${String((start + 1) % 100).padStart(2, '0')}`;
}

/** What comes before an invoice's number: PREFIX/YYYY/ (the number is six digits at least). */
export const invoiceNoHead = (prefix: string, financialYear: string) =>
  `${prefix}/${financialYear}/`;

/** An invoice number as given, or RangeError when it is longer than 16 characters. */
export function checkInvoiceNo(s: string): string {
  if (s.length > 16) throw new RangeError(`invoice number longer than 16 characters: ${s}`);
  return s;
}

export function formatInvoiceNo(prefix: string, financialYear: string, seq: number): string {
  return checkInvoiceNo(`${invoiceNoHead(prefix, financialYear)}${String(seq).padStart(6, '0')}`);
}
