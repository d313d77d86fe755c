import { divHalfUp } from '../money/rounding';
import { GOLD_E8_PER_MG, PAISE_PER_RUPEE } from '../money/units';

/** The catalogue line whose coins Ants and saved gold can become. */
export const CONVERSION_COIN_CATALOGUE = 'Gold Coin';

/** Whether a product of this catalogue line may be marked convertible: gold coins only. */
export const mayBeConvertible = (catalogue: string) =>
  catalogue.trim().toLowerCase() === CONVERSION_COIN_CATALOGUE.toLowerCase();

/**
 * The coins Ants and saved gold can become (spec 9, decisions.md: Money, gold and prices): the
 * catalogue's gold coins on sale that the operator marked convertible (the product attribute set
 * in the console; the demo marks its 0.200, 0.500 and 1 gram coins). The title plays no part.
 */
export const isConversionCoin = (p: { active: boolean; catalogue: string; convertible: boolean }) =>
  p.active && p.convertible && mayBeConvertible(p.catalogue);

/** The order the referral store and the Gold Smith show their coins in: lightest first. */
export const byCoinWeight = (
  a: { weightMg: number; title: string },
  b: { weightMg: number; title: string },
) => a.weightMg - b.weightMg || a.title.localeCompare(b.title);

/**
 * A coin's price in Ants (centi-Ants) = its rupee price rounded half-up to whole rupees
 * (1 Ant = Rs 1): a coin at Rs 1,899.50 costs 1,900 Ants.
 */
export function antsPriceCenti(coinTotalPaise: number): number {
  if (!Number.isSafeInteger(coinTotalPaise) || coinTotalPaise <= 0)
    throw new RangeError('coinTotalPaise must be a positive whole number');
  return divHalfUp(coinTotalPaise, PAISE_PER_RUPEE) * PAISE_PER_RUPEE;
}

/** The saved gold (goldE8) a coin of this weight takes at the Gold Smith: its whole weight. */
export function goldForCoinE8(weightMg: number): number {
  if (!Number.isSafeInteger(weightMg) || weightMg <= 0)
    throw new RangeError('weightMg must be a positive whole number');
  return weightMg * GOLD_E8_PER_MG;
}

/**
 * A name shown to the person whose code it was (referrals page): the first letter of each part
 * followed by stars, so a friend is recognisable without exposing the full name: "A*** R****".
 */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => {
      const chars = [...part];
      return chars[0]!.toUpperCase() + '*'.repeat(Math.max(2, chars.length - 1));
    })
    .join(' ');
}
