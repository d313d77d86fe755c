import { randomInt } from 'node:crypto';
import { referralCodeFor, referralRefusal } from '../../../shared/rules/referral';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { httpMessages } from '../../http/messages';
import { uniqueViolation } from './field-errors';
import { accountMessages as msg } from './messages';
import * as repo from './repo';

/** The account a referral code names: its personal code, or the email that served as code before. */
export async function findUserByCode(db: DbOrTx, code: string) {
  const c = code.trim().toLowerCase();
  return (await repo.findUserByReferralCode(db, c)) ?? (await repo.findUserByEmail(db, c));
}

/** The account a referral code names, or null. */
export async function findUserIdByReferralCode(db: DbOrTx, code: string): Promise<string | null> {
  return (await findUserByCode(db, code))?.id ?? null;
}

export const refusalOf = (db: DbOrTx, userId: string, referrerId: string) =>
  referralRefusal(
    userId,
    referrerId,
    async (id) => (await repo.findUserById(db, id))?.referrerUserId ?? null,
  );
export const refusalText = { self: msg.referralSelf, cycle: msg.referralCycle } as const;

/**
 * The account a referral code given by `userId` names (at checkout or the Gold Smith), refused
 * with the form's message when no account uses it, when it is the user's own, or when the
 * user referred its owner (decisions.md: Referrals: self-referral and cycles are refused).
 */
export async function findReferrerByCode(
  db: DbOrTx,
  userId: string,
  code: string,
): Promise<string> {
  const referrer = await findUserByCode(db, code);
  const refusal = referrer ? await refusalOf(db, userId, referrer.id) : null;
  const text = !referrer ? msg.referralUnknown : refusal ? refusalText[refusal] : null;
  if (text) throw new AppError('VALIDATION_FAILED', text, { fields: { referralCode: text } });
  return referrer!.id;
}

/**
 * A referral code no account has yet: 4 random digits after the first name, 8 when the first
 * tries are taken (decisions.md: Referrals).
 */
export async function freeReferralCode(db: DbOrTx, firstName: string) {
  for (let i = 0; ; i++) {
    const digits =
      i < 5
        ? String(randomInt(10_000)).padStart(4, '0')
        : String(randomInt(100_000_000)).padStart(8, '0');
    const code = referralCodeFor(firstName, digits);
    if (!(await repo.findUserByReferralCode(db, code))) return code;
  }
}

/** The user's personal referral code, given now if the account has none yet. */
export async function referralCodeOf(db: DbOrTx, userId: string): Promise<string> {
  for (;;) {
    const user = await repo.findUserById(db, userId);
    if (!user) throw new AppError('UNAUTHENTICATED', httpMessages.en.signInRequired);
    if (user.referralCode) return user.referralCode;
    try {
      await repo.setReferralCodeIfNone(db, userId, await freeReferralCode(db, user.firstName));
    } catch (err) {
      // another request gave the same code to someone at that moment: draw again
      if (!uniqueViolation(err)) throw err;
    }
  }
}
