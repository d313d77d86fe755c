import { formatGrams } from '../../../shared/money/format';
import { GOLD_E8_PER_MG } from '../../../shared/money/units';

/** Basis points as a percentage: 10000 -> "100%", 850 -> "8.5%", 1234 -> "12.34%". */
export function percentFromBp(bp: number): string {
  const whole = Math.floor(bp / 100);
  const frac = bp % 100;
  if (frac === 0) return `${whole}%`;
  return `${whole}.${String(frac).padStart(2, '0').replace(/0$/, '')}%`;
}

/** A product weight in grams as the store names it: "1", "10", "0.200", "0.250". */
export function gramsFromMg(weightMg: number): string {
  if (weightMg % 1000 === 0) return String(weightMg / 1000);
  return formatGrams(weightMg * GOLD_E8_PER_MG, 3);
}
