import type { FastifyReply } from 'fastify';
import type { SignInRequest } from '../../../shared/api/auth';
import { normaliseEmail } from '../../../shared/api/fields';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { enforce, hit, peek } from '../rate-limits/service';
import { accountMessages as msg, fill } from './messages';
import { hashPassword, verifyPassword } from './passwords';
import * as repo from './repo';
import { newToken } from './sessions';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

/**
 * An argon2id hash (the same parameters as every stored one: passwords.ts) to verify against when
 * no account matches, so both cases cost one verification.
 */
let dummyHash: Promise<string> | undefined;

/** "9876543210", "+91 98765 43210" and "91-98765-43210" all name the same phone. */
const normalizePhone = (login: string) => {
  const digits = login.replace(/[\s-]/g, '');
  const m = /^(?:\+?91)?([6-9]\d{9})$/.exec(digits);
  return m ? m[1]! : digits;
};

/**
 * The account a sign-in names, as one key however it is written (email in any case, phone with or
 * without +91, spaces or dashes): what the per-account attempt limit counts.
 */
export const loginKey = (login: string) =>
  login.includes('@') ? normaliseEmail(login) : normalizePhone(login.trim());

/**
 * The account an email or phone names, as one key for the attempt limits: its user id when the
 * account exists (so its email and its phone share one budget), else the normalised login.
 */
export async function accountKeyOf(deps: Pick<Deps, 'db'>, login: string) {
  const key = loginKey(login);
  const user = key.includes('@')
    ? await repo.findUserByEmail(deps.db, key)
    : await repo.findUserByPhone(deps.db, key);
  return user ? `usr:${user.id}` : key;
}

/**
 * Checks email-or-phone and password. Every failure gets the same message, and an unknown login
 * costs the same hash as a known one, so sign-in tells nobody which accounts exist.
 */
export async function signIn(deps: Deps, input: SignInRequest): Promise<repo.UserRow> {
  const user = input.login.includes('@')
    ? await repo.findUserByEmail(deps.db, normaliseEmail(input.login))
    : await repo.findUserByPhone(deps.db, normalizePhone(input.login));
  if (!user) {
    dummyHash ??= hashPassword(newToken());
    await verifyPassword(await dummyHash, input.password);
    throw new AppError('UNAUTHENTICATED', msg.signInFailed);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError('UNAUTHENTICATED', msg.signInFailed);
  }
  // said only to whoever knows the password (the terms allow the operator to suspend an account)
  if (user.suspendedAt) {
    throw new AppError(
      'FORBIDDEN',
      fill(msg.suspended, { email: deps.config.OPERATOR_SUPPORT_EMAIL }),
    );
  }
  return user;
}

const WINDOW_MS = 60_000;
const failKey = (account: string) => `signin-fail:acct:${account}`;
const failFromKey = (account: string, ip: string) => `signin-fail:acct:${account}:ip:${ip}`;

/**
 * The per-account sign-in limit, without handing anyone a way to lock the owner out. Every attempt
 * is counted against the account before its password is hashed (one atomic count, so a burst sent
 * at once to every instance is held to the budget like one sent in turn): an account takes
 * AUTH_RATE_LIMIT_PER_MINUTE attempts a minute from anywhere. Past that it is "locked" for the
 * rest of the minute, but only for the addresses that failed on it: an address that has not failed
 * on this account (the owner's phone, at home) still gets one try a minute, so the right password
 * lets its owner in, while guessing stays at one guess per address per minute.
 */
export async function enforceSignInLock(
  deps: Deps,
  reply: FastifyReply,
  account: string,
  ip: string,
) {
  const max = deps.config.AUTH_RATE_LIMIT_PER_MINUTE;
  if ((await hit(deps, failKey(account), Number.MAX_SAFE_INTEGER, WINDOW_MS)).hits <= max) return;
  const failedHere = (await peek(deps, failFromKey(account, ip))) > 0;
  const keys = [`signin-locked:acct:${account}:ip:${ip}`];
  // a failed address is held; a fresh one may try once (one atomic count, so not twice at once)
  await enforce(deps, reply, keys, failedHere ? 0 : 1, msg.tooManyAttempts, WINDOW_MS);
}

/** Marks the address a wrong password came from (the attempt itself was counted before). */
export async function recordSignInFailure(deps: Deps, account: string, ip: string) {
  await hit(deps, failFromKey(account, ip), Number.MAX_SAFE_INTEGER, WINDOW_MS);
}
