import { goldE8ToDecimal, paiseToDecimal } from './units';

/**
 * Display formats (decisions.md: Language and formats): rupees with Indian digit grouping through
 * Intl 'en-IN', dates as DD MMM YYYY in Asia/Kolkata. Formatting happens only at the edge; nothing
 * parses a formatted string back.
 */

const groupIN = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

function groupDecimal(decimal: string): string {
  const neg = decimal.startsWith('-');
  const [whole, frac] = (neg ? decimal.slice(1) : decimal).split('.');
  // BigInt keeps grouping exact beyond 2^53
  const grouped = groupIN.format(BigInt(whole ?? '0'));
  return `${neg ? '-' : ''}${grouped}${frac !== undefined ? `.${frac}` : ''}`;
}

/** ₹1,00,000.00 */
export function formatRupees(
  paise: number,
  opts: { symbol?: '₹' | 'Rs ' | ''; decimals?: 0 | 2 } = {},
): string {
  const symbol = opts.symbol ?? '₹';
  const decimals = opts.decimals ?? 2;
  const dec = decimals === 2 ? paiseToDecimal(paise) : paiseToDecimal(paise).split('.')[0]!;
  const s = groupDecimal(dec);
  return s.startsWith('-') ? `-${symbol}${s.slice(1)}` : `${symbol}${s}`;
}

/** Grams with a fixed number of decimals, truncated (never shows more gold than held): 0.123 */
export function formatGrams(goldE8: number, decimals = 3): string {
  return goldE8ToDecimal(goldE8, decimals);
}

/** Ants (centi-Ants) with 2 decimals (or 3, as the account widget shows them) and Indian grouping: 1,250.50 */
export function formatAnts(antsCenti: number, decimals: 2 | 3 = 2): string {
  const s = groupDecimal(paiseToDecimal(antsCenti));
  return decimals === 3 ? `${s}0` : s;
}

const dateFmt = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const timeFmt = new Intl.DateTimeFormat('en-IN', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});

/** 05 Mar 2026 (Asia/Kolkata) */
export function formatDate(d: Date | string): string {
  return dateFmt.format(typeof d === 'string' ? new Date(d) : d);
}

/** 05 Mar 2026, 04:30 pm (Asia/Kolkata) */
export function formatDateTime(d: Date | string): string {
  const date = typeof d === 'string' ? new Date(d) : d;
  return `${dateFmt.format(date)}, ${timeFmt.format(date)}`;
}
