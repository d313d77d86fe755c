import type { Locale } from '../../../shared/locales';
import type { SignUpRequest } from '../../../shared/api/auth';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { MAIL_JOB, enqueueMail } from '../mail/service';
import { afterAnswer, type Logger } from './after-answer';
import { issueToken } from './email-links';
import { throwFieldErrors } from './field-errors';
import { lookAlikeMail, phoneInUseMail, signUpAgainMail } from './mails';
import { accountMessages as msg, fill } from './messages';
import { hashPassword } from './passwords';
import { findUserByCode, freeReferralCode } from './referral-codes';
import * as repo from './repo';
import type { users } from './tables';
import { emailSkeleton } from './skeleton';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'jobs'> & { log?: Logger };

/**
 * Asks for a customer account (spec 5, decisions.md: Referrals) and answers the same for every
 * address, so sign-up tells nobody which emails or phones have an account:
 * - the work before the answer is the same whatever the address: the referral check, the
 *   password hash, and one insert that does nothing when the email, its look-alike skeleton or
 *   the phone is taken (INSERT ... ON CONFLICT DO NOTHING: the unique indexes decide, also when
 *   two sign-ups race);
 * - after the answer, the mail says what happened to the one who can read it: the new account's
 *   verification link; to an existing account's owner, that someone tried to sign up with their
 *   address; to the applicant's own address, that it looks like another account's, or that its
 *   phone number is another account's.
 */
export async function signUp(
  deps: Deps,
  input: SignUpRequest,
  asked: Locale = 'en',
): Promise<string> {
  const { db, clock } = deps;
  let referrer: repo.UserRow | undefined;
  if (input.referralCode) {
    if (input.referralCode === input.email) throwFieldErrors({ referralCode: msg.referralSelf });
    referrer = await findUserByCode(db, input.referralCode);
    if (!referrer) throwFieldErrors({ referralCode: msg.referralUnknown });
  }
  const passwordHash = await hashPassword(input.password);
  const now = clock.now();
  const created = await insertNewAccount(db, {
    id: newId('usr'),
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    emailSkeleton: emailSkeleton(input.email),
    phone: input.phone,
    passwordHash,
    role: 'customer',
    address: input.address,
    referralCode: await freeReferralCode(db, input.firstName),
    referralSignup: referrer ? (referrer.referralCode ?? referrer.email) : null,
    referrerUserId: referrer?.id ?? null,
    isActive: false,
    createdAt: now,
    updatedAt: now,
  });
  afterAnswer(deps, () => mailSignUpOutcome(deps, input, created, now, asked));
  return fill(msg.signUpSent, { email: input.email });
}

async function mailSignUpOutcome(
  deps: Deps,
  input: SignUpRequest,
  created: repo.UserRow | undefined,
  now: Date,
  asked: Locale,
) {
  await deps.db.transaction(async (tx) => {
    if (created) return issueToken(deps, tx, created, 'verify-email', now, asked);
    const owner = await repo.findUserByEmail(tx, input.email);
    if (owner)
      return enqueueMail(tx, now, signUpAgainMail(deps.config, owner, owner.language ?? asked));
    const applicant = { firstName: input.firstName, email: input.email, phone: input.phone };
    const lookAlike = await repo.findUserByEmailSkeleton(tx, emailSkeleton(input.email));
    if (lookAlike) return enqueueMail(tx, now, lookAlikeMail(deps.config, applicant, asked));
    if (await repo.findUserByPhone(tx, input.phone)) {
      return enqueueMail(tx, now, phoneInUseMail(deps.config, applicant, asked));
    }
    // every referral code drawn was taken at that instant by other sign-ups of the same first
    // name: nothing was created, and the applicant may simply try again
    deps.log?.error({ email: input.email }, 'sign-up clashed on every new referral code drawn');
  });
  deps.jobs.kick(MAIL_JOB);
}

/** How many referral codes a sign-up draws before it gives up on sign-ups taking each one first. */
const CODE_DRAWS = 5;

/**
 * Inserts the new account unless its email, look-alike skeleton or phone is another account's;
 * answers the row, or undefined. The referral code was free when drawn, but another sign-up of
 * the same first name may take it before this insert (the unique index refuses the row like a
 * taken email): then a new code is drawn and the insert tried again, so that no applicant's
 * account is lost to another's at the same instant.
 */
export async function insertNewAccount(
  db: DbOrTx,
  row: typeof users.$inferInsert & { referralCode: string },
): Promise<repo.UserRow | undefined> {
  for (let draw = 1; ; draw++) {
    const created = await repo.insertUserIfAbsent(db, row);
    if (created) return created;
    // nothing inserted: the email, skeleton or phone is taken (the code is still free), or the code
    if (!(await repo.findUserByReferralCode(db, row.referralCode)) || draw === CODE_DRAWS) {
      return undefined;
    }
    row = { ...row, referralCode: await freeReferralCode(db, row.firstName) };
  }
}
