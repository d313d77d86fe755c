import { INTL_LOCALE, type Locale } from '../locales';
import { divHalfUp } from './rounding';
import { BP, GOLD_E8_PER_MG, PAISE_PER_RUPEE, goldE8ToDecimal, paiseToDecimal } from './units';

/**
 * Display formats (decisions.md: Language and formats), the one place for them on both sides:
 * rupees with Indian digit grouping through Intl 'en-IN', grams, Ants, percentages from basis
 * points, dates as DD MMM YYYY in Asia/Kolkata; and the one parser of rupee amounts. Formatting
 * happens only at the edge; nothing parses a formatted string back.
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

/**
 * A weight given in milligrams (config limits, product weights) as grams: 3 decimals, truncated
 * ("0.200"); with `short`, a whole number of grams without decimals ("1", "10") as the store
 * names its coins, and other weights still with 3 ("0.500").
 */
export function formatGramsFromMg(mg: number, opts: { short?: boolean } = {}): string {
  if (opts.short && mg % 1000 === 0) return String(mg / 1000);
  return formatGrams(mg * GOLD_E8_PER_MG, 3);
}

/** Ants (centi-Ants) with 2 decimals, like money (decisions.md), and Indian grouping: 1,250.50 */
export function formatAnts(antsCenti: number): string {
  return groupDecimal(paiseToDecimal(antsCenti));
}

/**
 * Basis points as a percentage, exact: 10000 -> "100%", 150 -> "1.5%", 1234 -> "12.34%"; with
 * `fixed`, always 2 decimals (a price change: "0.50%").
 */
export function formatPercentFromBp(bp: number, opts: { fixed?: boolean } = {}): string {
  if (!Number.isSafeInteger(bp)) throw new RangeError('basis points must be a safe integer');
  const abs = Math.abs(bp);
  const hundredths = BP / 100;
  const whole = Math.floor(abs / hundredths);
  const digits = String(abs % hundredths).padStart(2, '0');
  const frac = opts.fixed ? digits : digits.replace(/0+$/, '');
  return `${bp < 0 ? '-' : ''}${whole}${frac ? `.${frac}` : ''}%`;
}

export type RupeeParse =
  | { ok: true; paise: number }
  /** `decimals`: a valid amount with more than 2 decimals; `format`: not an amount */
  | { ok: false; reason: 'format' | 'decimals' };

/**
 * The one parser of rupee amounts written in decimal, into integer paise.
 * - `person` (default): an amount someone typed ("1,000.5", "₹ 10", "Rs.25"): grouping commas,
 *   spaces and a leading ₹ or Rs allowed, at most 9 whole digits and at most 2 decimals (more is
 *   refused with reason `decimals`: money is never rounded behind a person's back).
 * - `provider`: a plain decimal from a price provider ("7650.125"): digits and one point only,
 *   any decimals past the paisa rounded half-up.
 */
export function parseRupees(input: string, source: 'person' | 'provider' = 'person'): RupeeParse {
  const s =
    source === 'person' ? input.replace(/[,\s₹]/g, '').replace(/^Rs\.?/i, '') : input.trim();
  const m = (
    source === 'person' ? /^(\d{1,9})(?:\.(\d*))?$/ : /^(\d{1,12})(?:\.(\d{1,12}))?$/
  ).exec(s);
  if (!m) return { ok: false, reason: 'format' };
  const frac = m[2] ?? '';
  if (frac.length <= 2) {
    return { ok: true, paise: Number(m[1]) * PAISE_PER_RUPEE + Number(frac.padEnd(2, '0')) };
  }
  if (source === 'person') return { ok: false, reason: 'decimals' };
  const scale = 10n ** BigInt(frac.length);
  const units = BigInt(m[1]!) * scale + BigInt(frac);
  return { ok: true, paise: divHalfUp(units * BigInt(PAISE_PER_RUPEE), scale) };
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

/** Telugu and Hindi dates: day, the month's name in the language, year (Asia/Kolkata). */
const localDateFmt: Partial<Record<Locale, Intl.DateTimeFormat>> = {};
const dateFmtIn = (locale: Locale) =>
  locale === 'en'
    ? dateFmt
    : (localDateFmt[locale] ??= new Intl.DateTimeFormat(INTL_LOCALE[locale], {
        day: '2-digit',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      }));

/** 05 Mar 2026 (Asia/Kolkata); in Telugu 05 మార్చి 2026, in Hindi 05 मार्च 2026 */
export function formatDate(d: Date | string, locale: Locale = 'en'): string {
  return dateFmtIn(locale).format(typeof d === 'string' ? new Date(d) : d);
}

/** 05 Mar 2026, 04:30 pm (Asia/Kolkata); the date in the language as formatDate, the time as UPI apps show it */
export function formatDateTime(d: Date | string, locale: Locale = 'en'): string {
  const date = typeof d === 'string' ? new Date(d) : d;
  return `${dateFmtIn(locale).format(date)}, ${timeFmt.format(date)}`;
}
