import type { Locale } from '../../../shared/locales';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { httpMessages } from '../../http/messages';
import { MAIL_JOB, enqueueMail } from '../mail/service';
import { afterAnswer, type Logger } from './after-answer';
import { passwordResetMail, verificationMail } from './mails';
import { accountMessages as msg, fill } from './messages';
import { CONFIG_ACTOR, makeOperator } from './operators';
import { hashPassword } from './passwords';
import * as repo from './repo';
import { hashToken, newToken } from './sessions';

export type Deps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'jobs'>;

/**
 * Writes a single-use token and its mail in the caller's transaction: the mail in the member's
 * language, or the asking request's while they have chosen none.
 */
export async function issueToken(
  deps: Deps,
  tx: DbOrTx,
  user: repo.UserRow,
  purpose: repo.TokenPurpose,
  now: Date,
  asked: Locale = 'en',
) {
  const locale = user.language ?? asked;
  const token = newToken();
  const ttlMs =
    purpose === 'verify-email'
      ? deps.config.EMAIL_VERIFICATION_HOURS * 3_600_000
      : deps.config.PASSWORD_RESET_MINUTES * 60_000;
  await repo.insertToken(tx, {
    tokenHash: hashToken(token),
    userId: user.id,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  const mail =
    purpose === 'verify-email'
      ? verificationMail(deps.config, user, locale, token)
      : passwordResetMail(deps.config, user, locale, token);
  await enqueueMail(tx, now, mail);
}

/** True when the user was mailed a link of this purpose within the cooldown. */
export async function mailedRecently(
  deps: Deps,
  userId: string,
  purpose: repo.TokenPurpose,
  now: Date,
) {
  const last = await repo.findLatestTokenTime(deps.db, userId, purpose);
  return Boolean(
    last && now.getTime() - last.getTime() < deps.config.AUTH_MAIL_COOLDOWN_SECONDS * 1000,
  );
}

/** Confirms the email of the link's account (is_active); opening the link again is harmless. */
export async function verifyEmail(deps: Deps, token: string): Promise<string> {
  const tokenHash = hashToken(token);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const userId = await repo.consumeToken(tx, tokenHash, 'verify-email', now);
    if (userId) {
      const user = await repo.updateUser(tx, userId, { isActive: true, updatedAt: now });
      if (user && deps.config.OPERATOR_EMAILS.includes(user.email)) {
        await makeOperator(tx, user, CONFIG_ACTOR, now, true);
      }
      return msg.verified;
    }
    const known = await repo.findToken(tx, tokenHash, 'verify-email');
    const user = known && (await repo.findUserById(tx, known.userId));
    if (user?.isActive) return msg.alreadyVerified;
    throw new AppError('VALIDATION_FAILED', msg.verifyInvalid);
  });
}

/** Mails the signed-in user a new verification link (at most one per cooldown). */
export async function resendVerification(
  deps: Deps,
  userId: string,
  asked: Locale = 'en',
): Promise<string> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', httpMessages.en.signInRequired);
  if (user.isActive) return msg.alreadyVerified;
  const now = deps.clock.now();
  if (await mailedRecently(deps, user.id, 'verify-email', now)) {
    throw new AppError('RATE_LIMITED', msg.mailTooSoon);
  }
  await deps.db.transaction((tx) => issueToken(deps, tx, user, 'verify-email', now, asked));
  deps.jobs.kick(MAIL_JOB);
  return fill(msg.verificationSent, { email: user.email });
}

/**
 * Mails a single-use reset link valid PASSWORD_RESET_MINUTES (decisions.md: Identity and
 * sessions) and retires older links. The answer is the same whether the email is known or not.
 */
export function requestPasswordReset(
  deps: Deps & { log?: Logger },
  email: string,
  asked: Locale = 'en',
): string {
  // Known or not, the answer is the same and leaves at once: the lookup, the token and the mail
  // are done after it, so the answer's timing tells nobody whether the address has an account.
  afterAnswer(deps, () => sendPasswordReset(deps, email, asked));
  return fill(msg.resetSent, { email, minutes: deps.config.PASSWORD_RESET_MINUTES });
}

async function sendPasswordReset(deps: Deps, email: string, asked: Locale) {
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user) return;
  const now = deps.clock.now();
  // a second request within the cooldown sends nothing new (and was answered the same)
  if (await mailedRecently(deps, user.id, 'password-reset', now)) return;
  await deps.db.transaction(async (tx) => {
    await repo.retireTokens(tx, user.id, 'password-reset', now);
    await issueToken(deps, tx, user, 'password-reset', now, asked);
  });
  deps.jobs.kick(MAIL_JOB);
}

/**
 * Sets a new password with a reset link's token. The token works once; every session of the
 * account ends (whoever knew the old password is signed out). Opening the emailed link also
 * proves the address, so the email counts as verified.
 */
export async function resetPassword(deps: Deps, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const userId = await repo.consumeToken(tx, hashToken(token), 'password-reset', now);
    if (!userId) throw new AppError('VALIDATION_FAILED', msg.resetInvalid);
    await repo.updateUser(tx, userId, { passwordHash, isActive: true, updatedAt: now });
    await repo.retireTokens(tx, userId, 'password-reset', now);
    await repo.deleteSessionsOfUser(tx, userId);
  });
  return msg.passwordChanged;
}
