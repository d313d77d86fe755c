import type { DbOrTx } from '../../db/client';
import * as repo from './repo';

/** What other modules may know of a user for an order: the referrer earning Ants on it. */
export async function findReferrerOf(db: DbOrTx, userId: string): Promise<string | null> {
  const u = await repo.findUserById(db, userId);
  return u?.referrerUserId ?? null;
}

/** The buyer details an invoice carries, and the referrer, for an order made without a request. */
export async function findBuyerOf(db: DbOrTx, userId: string) {
  const u = await repo.findUserById(db, userId);
  if (!u) return undefined;
  return {
    name: `${u.firstName} ${u.lastName}`.trim(),
    firstName: u.firstName,
    email: u.email,
    phone: u.phone,
    address: u.address,
    referrerUserId: u.referrerUserId ?? null,
  };
}
