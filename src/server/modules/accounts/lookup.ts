import type { DbOrTx } from '../../db/client';
import * as repo from './repo';

/** What other modules may know of a user for an order: the referrer earning Ants on it. */
export async function findReferrerOf(db: DbOrTx, userId: string): Promise<string | null> {
  const u = await repo.findUserById(db, userId);
  return u?.referrerUserId ?? null;
}

/** The account a referral code (the referrer's email) names, or null. */
export async function findUserIdByReferralCode(db: DbOrTx, code: string): Promise<string | null> {
  const u = await repo.findUserByEmail(db, code.trim().toLowerCase());
  return u?.id ?? null;
}
