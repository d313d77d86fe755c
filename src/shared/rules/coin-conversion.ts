import { divHalfUp } from '../money/rounding';
import { GOLD_E8_PER_MG, PAISE_PER_RUPEE } from '../money/units';

/**
 * The coins Ants and saved gold can become (spec 9, decisions.md: Money, gold and prices): the
 * catalogue's gold coins whose title names one of these weights. The referral store and the Gold
 * Smith offer exactly these, smallest first.
 */
export const CONVERSION_COIN_TITLES = [
  '0.200 gram coin',
  '0.500 gram coin',
  '1 gram coin',
] as const;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// '1 gram coin' must not match '11 gram coin' or '0.1 gram coin': no digit or point before it
const TITLE_RES = CONVERSION_COIN_TITLES.map(
  (t) => new RegExp(`(?:^|[^\\d.])${escape(t)}(?:$|\\W)`, 'i'),
);

/** The index in CONVERSION_COIN_TITLES of the coin this title names, or -1 when it is none of them. */
export function conversionCoinIndex(title: string): number {
  return TITLE_RES.findIndex((re) => re.test(title));
}

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
 * How far a user's saved gold is from the coin delivery target (spec 9: 0.200 g, the smallest
 * coin), in goldE8; 0 once it is reached.
 */
export function shortOfDeliveryTargetE8(goldE8: number, targetMg: number): number {
  return Math.max(0, targetMg * GOLD_E8_PER_MG - goldE8);
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
