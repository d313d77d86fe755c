/**
 * Units (STYLE.md: Money math): rupees in integer paise, gold in integer grams x 10^8 (goldE8),
 * Ants in integer centi-Ants (1 Ant = Rs 1 = 100 centi). Names carry the unit.
 */
export const PAISE_PER_RUPEE = 100;
export const GOLD_E8_PER_GRAM = 100_000_000;
/** 1 milligram in goldE8 */
export const GOLD_E8_PER_MG = 100_000;
export const CENTI_PER_ANT = 100;
/** basis points in a whole (10000 bp = 100%) */
export const BP = 10_000;

/** Decimal string of a goldE8 value, e.g. 12345678 -> "0.12345678" (exact, no float). */
export function goldE8ToDecimal(goldE8: number, decimals = 8): string {
  if (!Number.isSafeInteger(goldE8)) throw new RangeError('goldE8 must be a safe integer');
  const neg = goldE8 < 0;
  const abs = String(Math.abs(goldE8)).padStart(9, '0');
  const whole = abs.slice(0, -8);
  const frac = abs.slice(-8).slice(0, decimals);
  return `${neg ? '-' : ''}${whole}${decimals > 0 ? `.${frac}` : ''}`;
}

/** Exact decimal string of paise, e.g. 123456 -> "1234.56". */
export function paiseToDecimal(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError('paise must be a safe integer');
  const neg = paise < 0;
  const abs = String(Math.abs(paise)).padStart(3, '0');
  return `${neg ? '-' : ''}${abs.slice(0, -2)}.${abs.slice(-2)}`;
}
