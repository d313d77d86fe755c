import type { Locale } from '../../../shared/locales';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { newId } from '../../db/ids';
import { hashPassword } from './passwords';
import * as repo from './repo';
import { freeReferralCode } from './referral-codes';
import { emailSkeleton } from './skeleton';

// The accounts module's only door: each use case lives in its own file.
export { signUp } from './sign-up';
export { accountKeyOf, enforceSignInLock, loginKey, recordSignInFailure, signIn } from './sign-in';
export {
  requestPasswordReset,
  resendVerification,
  resetPassword,
  verifyEmail,
} from './email-links';
export { workAfterAnswers } from './after-answer';
export { setLanguage, updateProfile } from './profile';
export { findReferrerByCode, findUserIdByReferralCode, referralCodeOf } from './referral-codes';
export { grantConfiguredOperators, listOperators, setOperator } from './operators';
export {
  endCustomerSessions,
  getCustomer,
  listCustomerSessions,
  resendVerificationFor,
  searchCustomers,
  setSuspended,
} from './customers';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'jobs'>;

/** Deletes expired sessions and links (the accounts-cleanup job). */
export async function deleteExpired(deps: Pick<Deps, 'db' | 'clock'>) {
  const now = deps.clock.now();
  await repo.deleteExpiredSessions(deps.db, now);
  await repo.deleteExpiredTokens(deps.db, now);
}

/** The demo customer of sandbox mode (README: Set up); its email is already verified. */
export const DEMO_CUSTOMER = {
  firstName: 'Demo',
  lastName: 'Saver',
  email: 'demo@goldsave.in',
  phone: '9000000001',
  password: 'Demo@1234',
  address: 'Flat 101, Sri Sai Residency, Ameerpet, Hyderabad, Telangana 500016',
} as const;

/** Creates the demo customer once (idempotent: safe on every start). */
export async function seedDemoCustomer(deps: Pick<Deps, 'db' | 'clock'>) {
  if (await repo.findUserByEmail(deps.db, DEMO_CUSTOMER.email)) return;
  const { password, ...rest } = DEMO_CUSTOMER;
  const now = deps.clock.now();
  await repo.insertUserIfAbsent(deps.db, {
    id: newId('usr'),
    ...rest,
    emailSkeleton: emailSkeleton(rest.email),
    referralCode: await freeReferralCode(deps.db, rest.firstName),
    passwordHash: await hashPassword(password),
    role: 'customer',
    isActive: true,
    createdAt: now,
    updatedAt: now,
  });
}

/** What other modules may know of a user for an order: the referrer earning Ants on it. */
export async function findReferrerOf(db: DbOrTx, userId: string): Promise<string | null> {
  const u = await repo.findUserById(db, userId);
  return u?.referrerUserId ?? null;
}

/** The language a member's mails and documents are written in: their choice, else English. */
export async function findLanguageOf(db: DbOrTx, userId: string): Promise<Locale> {
  const u = await repo.findUserById(db, userId);
  return u?.language ?? 'en';
}

/** `findLanguageOf` for another module's statement to read with its own, of the user id it gives. */
export const languagePiece = repo.languagePiece;

/** The language `languagePiece` read: English when none was chosen. */
export const localeOf = (language: Locale | null | undefined): Locale => language ?? 'en';

const toBuyer = (u: repo.UserRow) => ({
  name: `${u.firstName} ${u.lastName}`.trim(),
  firstName: u.firstName,
  email: u.email,
  phone: u.phone,
  address: u.address,
  referrerUserId: u.referrerUserId ?? null,
});

/** The buyer details an invoice carries, and the referrer, for an order made without a request. */
export async function findBuyerOf(db: DbOrTx, userId: string) {
  const u = await repo.findUserById(db, userId);
  return u ? toBuyer(u) : undefined;
}

/** `findBuyerOf` and `findLanguageOf` in one read: whom a mail goes to, and in which language. */
export async function findMailReaderOf(db: DbOrTx, userId: string) {
  const u = await repo.findUserById(db, userId);
  return u ? { buyer: toBuyer(u), locale: u.language ?? 'en' } : undefined;
}

/** `findMailReaderOf` for many users in one read: by user id, only those that exist. */
export async function findMailReadersOf(db: DbOrTx, userIds: string[]) {
  const rows = await repo.findUsersByIds(db, [...new Set(userIds)]);
  return new Map(rows.map((u) => [u.id, { buyer: toBuyer(u), locale: u.language ?? 'en' }]));
}

/** `findBuyerOf` for many users in one read: by user id, only those that exist. */
export async function findBuyersOf(db: DbOrTx, userIds: string[]) {
  const rows = await repo.findUsersByIds(db, [...new Set(userIds)]);
  return new Map(rows.map((u) => [u.id, toBuyer(u)]));
}

/** The number of registered users (spec: PeopleJoined; decisions.md: Records, the real count). */
export const countRegisteredUsers = (db: DbOrTx) => repo.countUsers(db);

/** People who joined with this user's code, newest first: only their names and joining dates. */
export const listReferredUsers = (
  db: DbOrTx,
  referrerUserId: string,
  limit: number,
  offset: number,
) => repo.findReferredUsers(db, referrerUserId, limit, offset);

/**
 * Gives accounts older than users.email_skeleton their skeleton (at start-up; safe on several
 * instances at once). An account whose skeleton another already has keeps none: both stay, and
 * no new look-alike of either can register.
 */
export async function backfillEmailSkeletons(
  deps: Pick<Deps, 'db'> & { log?: { warn(o: object, m: string): void } },
) {
  for (;;) {
    const rows = await repo.findUsersWithoutSkeleton(deps.db, 500);
    let set = 0;
    for (const u of rows) {
      try {
        if (await repo.setSkeletonIfFree(deps.db, u.id, emailSkeleton(u.email))) set++;
        else deps.log?.warn({ userId: u.id }, "email looks like another account's: no skeleton");
      } catch {
        // another instance set the same skeleton at this moment: that account keeps it
      }
    }
    if (set === 0 || rows.length < 500) return;
  }
}
