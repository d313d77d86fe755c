import type { PublicUser } from '../../../shared/api/auth';
import type { Locale } from '../../../shared/locales';
import type { UpdateProfileRequest } from '../../../shared/api/users';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { httpMessages } from '../../http/messages';
import { throwFieldErrors, uniqueViolation } from './field-errors';
import { accountMessages as msg } from './messages';
import { findUserByCode, refusalOf, refusalText } from './referral-codes';
import * as repo from './repo';
import { toPublicUser } from './sessions';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * Updates the profile (spec 2: Edit profile). Email is read-only. The referral code may be set
 * once when none was given at sign-up; after that it cannot change (decisions.md: Referrals).
 *
 * A phone number that another account uses is refused with a message that names no account
 * (msg.phoneNotSaved), and phone changes are limited per account (routes.ts), so the profile is
 * no fast way to learn whose number is registered. Only a code sent to the phone itself would
 * tell nobody but its owner; the product sends no SMS (docs/development.md: Accounts).
 */
export async function updateProfile(
  deps: Deps,
  userId: string,
  input: UpdateProfileRequest,
): Promise<PublicUser> {
  const now = deps.clock.now();
  try {
    const row = await deps.db.transaction(async (tx) => {
      const user = await repo.findUserById(tx, userId);
      if (!user) throw new AppError('UNAUTHENTICATED', httpMessages.en.signInRequired);
      const fields: Record<string, string> = {};
      if (input.phone !== user.phone) {
        const other = await repo.findUserByPhone(tx, input.phone);
        if (other && other.id !== user.id) fields.phone = msg.phoneNotSaved;
      }
      let referral = { referralSignup: user.referralSignup, referrerUserId: user.referrerUserId };
      const code = input.referralCode;
      if (code && code !== user.referralSignup) {
        if (user.referralSignup) fields.referralCode = msg.referralLocked;
        else {
          const referrer = await findUserByCode(tx, code);
          const refusal = referrer && (await refusalOf(tx, user.id, referrer.id));
          if (!referrer) fields.referralCode = msg.referralUnknown;
          else if (refusal) fields.referralCode = refusalText[refusal];
          else
            referral = {
              referralSignup: referrer.referralCode ?? referrer.email,
              referrerUserId: referrer.id,
            };
        }
      }
      throwFieldErrors(fields);
      return repo.updateUser(tx, user.id, {
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        sex: input.sex,
        address: input.address,
        ...referral,
        updatedAt: now,
      });
    });
    return toPublicUser(row!);
  } catch (err) {
    if (uniqueViolation(err) === undefined) throw err;
    throwFieldErrors({ phone: msg.phoneNotSaved });
    throw err;
  }
}

/** Remembers the member's language on their profile (issue 30); the same language again changes nothing. */
export async function setLanguage(
  deps: Deps,
  userId: string,
  language: Locale,
): Promise<PublicUser> {
  const row = await repo.updateUser(deps.db, userId, { language, updatedAt: deps.clock.now() });
  if (!row) throw new AppError('UNAUTHENTICATED', httpMessages.en.signInRequired);
  return toPublicUser(row);
}
