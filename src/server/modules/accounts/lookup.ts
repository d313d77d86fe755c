import type { DbOrTx } from '../../db/client';
import * as repo from './repo';

/** What other modules may know of a user for an order: the referrer earning Ants on it. */
export async function findReferrerOf(db: DbOrTx, userId: string): Promise<string | null> {
  const u = await repo.findUserById(db, userId);
  return u?.referrerUserId ?? null;
}

/** The account a referral code names (the referrer's email, lower-cased), or undefined. */
export async function findReferrerByCode(
  db: DbOrTx,
  code: string,
): Promise<{ id: string; email: string } | undefined> {
  const u = await repo.findUserByEmail(db, code.trim().toLowerCase());
  return u ? { id: u.id, email: u.email } : undefined;
}

/** People who joined with this user's code, newest first: only their names and joining dates. */
export const listReferredUsers = (
  db: DbOrTx,
  referrerUserId: string,
  limit: number,
  offset: number,
) => repo.findReferredUsers(db, referrerUserId, limit, offset);
