import { divFloor } from '../money/rounding';
import { BP } from '../money/units';

/**
 * Ants a referrer earns on a store item (decisions.md: Referrals): the product's
 * referral_commission percent of that item's making charge. 1 Ant = Rs 1, so a paisa of
 * commission is one centi-Ant; rounded down.
 */
export function storeReferralAntsCenti(makingPaise: number, referralCommissionBp: number): number {
  if (!Number.isSafeInteger(makingPaise) || makingPaise < 0)
    throw new RangeError('makingPaise must be a whole number >= 0');
  if (!Number.isSafeInteger(referralCommissionBp) || referralCommissionBp < 0)
    throw new RangeError('referralCommissionBp must be a whole number >= 0');
  return divFloor(BigInt(makingPaise) * BigInt(referralCommissionBp), BP);
}
