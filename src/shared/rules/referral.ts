import { divFloor } from '../money/rounding';
import { BP } from '../money/units';

/**
 * Referral Ants (decisions.md: Referrals). A referrer earns Ants when a referred purchase completes:
 * for digital gold (quick buy and each Autopay debit) a configured share of the amount, for store
 * items the product's referral commission of that item's making charge. Never on a purchase paid
 * with Ants or gold (referral store, Gold Smith), never on one's own code. Ants are kept in
 * centi-Ants (1 Ant = Rs 1, so 1 centi-Ant = 1 paisa) and rounded down: a reward is never
 * over-credited.
 */
export type PaidWith = 'money' | 'ants' | 'gold';

export type ReferralParties = {
  buyerUserId: string;
  /** the referrer for this purchase (the sign-up referrer, or a code given at checkout) */
  referrerUserId: string | null;
  paidWith: PaidWith;
};

/** Whether this purchase earns its referrer anything at all. */
export const earnsReferral = (p: ReferralParties) =>
  p.paidWith === 'money' && p.referrerUserId !== null && p.referrerUserId !== p.buyerUserId;

const whole = (n: number, what: string) => {
  if (!Number.isSafeInteger(n) || n < 0)
    throw new RangeError(`${what} must be a whole number >= 0`);
  return n;
};

/** Digital gold: referralBp of the amount paid (DIGITAL_GOLD_REFERRAL_BP, 100 = 1%), in centi-Ants. */
export function digitalGoldReferralAntsCenti(
  p: ReferralParties & { amountPaise: number; referralBp: number },
): number {
  if (!earnsReferral(p)) return 0;
  return divFloor(
    BigInt(whole(p.amountPaise, 'amountPaise')) * BigInt(whole(p.referralBp, 'referralBp')),
    BP,
  );
}

/** One bag line of a store order: the item's making charge per unit, its commission and quantity. */
export type ReferralLine = {
  /** making charge of one unit, paise (storeItemPrice's makingPaise) */
  makingPaise: number;
  /** the product's referral_commission, basis points of the making charge */
  referralCommissionBp: number;
  quantity: number;
};

/**
 * Store items: for each line, referralCommissionBp of its making charge (making x quantity),
 * rounded down per line, summed; in centi-Ants.
 */
export function storeReferralAntsCenti(p: ReferralParties & { lines: ReferralLine[] }): number {
  if (!earnsReferral(p)) return 0;
  let total = 0;
  for (const l of p.lines) {
    const making =
      BigInt(whole(l.makingPaise, 'makingPaise')) * BigInt(whole(l.quantity, 'quantity'));
    total += divFloor(making * BigInt(whole(l.referralCommissionBp, 'referralCommissionBp')), BP);
  }
  return total;
}

/** What a personal referral code ends with: the spec's rule asks for an '@' (spec 5). */
export const REFERRAL_CODE_SUFFIX = '@gs';

/**
 * A personal referral code (decisions.md: Referrals): up to 10 letters of the first name, lower
 * case, then `digits`, then '@gs' (e.g. 'asha4821@gs'). It meets the spec's rule ('@', 3 to 50
 * characters) and says nothing an email or phone number would; a name without Latin letters
 * gives 'gold'.
 */
export function referralCodeFor(firstName: string, digits: string): string {
  if (!/^\d{4,8}$/.test(digits)) throw new RangeError('digits must be 4 to 8 digits');
  const letters = firstName
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .slice(0, 10);
  return `${letters || 'gold'}${digits}${REFERRAL_CODE_SUFFIX}`;
}

/** The most referrers a chain is followed up before it is taken as a loop. */
const MAX_CHAIN = 1000;

/**
 * Why `referrerId` may not become `userId`'s referrer (decisions.md: Referrals): 'self', or
 * 'cycle' when `userId` is already up `referrerId`'s chain of referrers (A refers B, B refers A,
 * or longer); null when it may. `referrerOf` gives an account's referrer (null: none).
 */
export async function referralRefusal(
  userId: string,
  referrerId: string,
  referrerOf: (id: string) => Promise<string | null>,
): Promise<'self' | 'cycle' | null> {
  if (referrerId === userId) return 'self';
  const seen = new Set([referrerId]);
  let at: string | null = await referrerOf(referrerId);
  while (at !== null && !seen.has(at) && seen.size < MAX_CHAIN) {
    if (at === userId) return 'cycle';
    seen.add(at);
    at = await referrerOf(at);
  }
  return null;
}
