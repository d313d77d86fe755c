import { randomInt } from 'node:crypto';
import type { PublicUser, SignInRequest, SignUpRequest } from '../../../shared/api/auth';
import { normaliseEmail } from '../../../shared/api/fields';
import { referralCodeFor, referralRefusal } from '../../../shared/rules/referral';
import type { CustomerSummary } from '../../../shared/api/customers';
import type { UpdateProfileRequest } from '../../../shared/api/users';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import { httpMessages } from '../../http/messages';
import { audit, type AuditActor } from '../audit/service';
import { MAIL_JOB, enqueueMail } from '../mail/service';
import { passwordResetMail, verificationMail } from './mails';
import { accountMessages as msg, fill } from './messages';
import { hashPassword, verifyPassword } from './passwords';
import * as repo from './repo';
import { hashToken, newToken, toPublicUser } from './sessions';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'jobs'>;

/** The constraint (or message) of a unique violation anywhere in an error's cause chain. */
function uniqueViolation(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const x = e as { code?: string; constraint?: string; message?: string };
    if (x.code === '23505') return `${x.constraint ?? ''} ${x.message ?? ''}`;
  }
  return undefined;
}

/** Refuses a request whose fields clash with other accounts; a clash is 409, otherwise 400. */
function throwFieldErrors(fields: Record<string, string>) {
  const keys = Object.keys(fields);
  if (keys.length === 0) return;
  const isConflict = 'email' in fields || 'phone' in fields;
  const first = fields.email ?? fields.phone ?? fields[keys[0]!]!;
  throw new AppError(isConflict ? 'CONFLICT' : 'VALIDATION_FAILED', first, { fields });
}

/** Writes a single-use token and its mail in the caller's transaction. */
async function issueToken(
  deps: Deps,
  tx: DbOrTx,
  user: repo.UserRow,
  purpose: repo.TokenPurpose,
  now: Date,
) {
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
      ? verificationMail(deps.config, user, token)
      : passwordResetMail(deps.config, user, token);
  await enqueueMail(tx, now, mail);
}

/** True when the user was mailed a link of this purpose within the cooldown. */
async function mailedRecently(deps: Deps, userId: string, purpose: repo.TokenPurpose, now: Date) {
  const last = await repo.findLatestTokenTime(deps.db, userId, purpose);
  return Boolean(
    last && now.getTime() - last.getTime() < deps.config.AUTH_MAIL_COOLDOWN_SECONDS * 1000,
  );
}

/**
 * Creates a customer (spec 5, decisions.md: Referrals) and queues the verification mail. The
 * referral code must name another existing account; email and phone must be new.
 */
export async function signUp(deps: Deps, input: SignUpRequest): Promise<PublicUser> {
  const { db, clock } = deps;
  const fields: Record<string, string> = {};
  if (await repo.findUserByEmail(db, input.email)) fields.email = msg.emailTaken;
  if (await repo.findUserByPhone(db, input.phone)) fields.phone = msg.phoneTaken;
  let referrer: repo.UserRow | undefined;
  if (input.referralCode) {
    if (input.referralCode === input.email) fields.referralCode = msg.referralSelf;
    else {
      referrer = await findUserByCode(db, input.referralCode);
      if (!referrer) fields.referralCode = msg.referralUnknown;
    }
  }
  throwFieldErrors(fields);
  const referralCode = await freeReferralCode(db, input.firstName);

  const passwordHash = await hashPassword(input.password);
  const now = clock.now();
  try {
    const user = await db.transaction(async (tx) => {
      const row = await repo.insertUser(tx, {
        id: newId('usr'),
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        passwordHash,
        role: 'customer',
        address: input.address,
        referralCode,
        referralSignup: referrer ? (referrer.referralCode ?? referrer.email) : null,
        referrerUserId: referrer?.id ?? null,
        isActive: false,
        createdAt: now,
        updatedAt: now,
      });
      await issueToken(deps, tx, row, 'verify-email', now);
      return row;
    });
    deps.jobs.kick(MAIL_JOB);
    return toPublicUser(user);
  } catch (err) {
    // two sign-ups with the same email or phone at once: the unique index decides
    const clash = uniqueViolation(err);
    // (two sign-ups drawing the same new referral code at once: rare enough to ask again)
    if (clash === undefined || clash.includes('referral_code')) throw err;
    throwFieldErrors(
      clash.includes('phone') ? { phone: msg.phoneTaken } : { email: msg.emailTaken },
    );
    throw err;
  }
}

/** An argon2id hash to verify against when no account matches, so both cases take as long. */
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
export async function resendVerification(deps: Deps, userId: string): Promise<string> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', httpMessages.en.signInRequired);
  if (user.isActive) return msg.alreadyVerified;
  const now = deps.clock.now();
  if (await mailedRecently(deps, user.id, 'verify-email', now)) {
    throw new AppError('RATE_LIMITED', msg.mailTooSoon);
  }
  await deps.db.transaction((tx) => issueToken(deps, tx, user, 'verify-email', now));
  deps.jobs.kick(MAIL_JOB);
  return fill(msg.verificationSent, { email: user.email });
}

/**
 * Mails a single-use reset link valid PASSWORD_RESET_MINUTES (decisions.md: Identity and
 * sessions) and retires older links. The answer is the same whether the email is known or not.
 */
export function requestPasswordReset(deps: Deps & { log?: Logger }, email: string): string {
  // Known or not, the answer is the same and leaves at once: the lookup, the token and the mail
  // are done after it, so the answer's timing tells nobody whether the address has an account.
  afterAnswer(deps, () => sendPasswordReset(deps, email));
  return fill(msg.resetSent, { email, minutes: deps.config.PASSWORD_RESET_MINUTES });
}

async function sendPasswordReset(deps: Deps, email: string) {
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user) return;
  const now = deps.clock.now();
  // a second request within the cooldown sends nothing new (and was answered the same)
  if (await mailedRecently(deps, user.id, 'password-reset', now)) return;
  await deps.db.transaction(async (tx) => {
    await repo.retireTokens(tx, user.id, 'password-reset', now);
    await issueToken(deps, tx, user, 'password-reset', now);
  });
  deps.jobs.kick(MAIL_JOB);
}

type Logger = { error(obj: object, msg: string): void };

/** Work started after an answer, per app instance: awaited when the app closes (and by tests). */
const afterAnswerWork = new WeakMap<object, Set<Promise<void>>>();

function afterAnswer(deps: Deps & { log?: Logger }, work: () => Promise<void>) {
  const key = deps.db as object;
  let pending = afterAnswerWork.get(key);
  if (!pending) afterAnswerWork.set(key, (pending = new Set()));
  const p: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((err: unknown) => deps.log?.error({ err }, 'work after an answer failed'))
    .finally(() => pending.delete(p));
  pending.add(p);
}

/** Resolves once the work started after answers (password-reset mails) has finished. */
export async function workAfterAnswers(deps: Pick<Deps, 'db'>) {
  const pending = afterAnswerWork.get(deps.db as object);
  while (pending?.size) await Promise.all([...pending]);
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

/**
 * Updates the profile (spec 2: Edit profile). Email is read-only. The referral code may be set
 * once when none was given at sign-up; after that it cannot change (decisions.md: Referrals).
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
        if (other && other.id !== user.id) fields.phone = msg.phoneTaken;
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
    throwFieldErrors({ phone: msg.phoneTaken });
    throw err;
  }
}

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
    passwordHash: await hashPassword(password),
    referralCode: await freeReferralCode(deps.db, rest.firstName),
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

/** `findBuyerOf` for many users in one read: by user id, only those that exist. */
export async function findBuyersOf(db: DbOrTx, userIds: string[]) {
  const rows = await repo.findUsersByIds(db, [...new Set(userIds)]);
  return new Map(rows.map((u) => [u.id, toBuyer(u)]));
}

/** The number of registered users (spec: PeopleJoined; decisions.md: Records, the real count). */
export const countRegisteredUsers = (db: DbOrTx) => repo.countUsers(db);

/** The account a referral code names: its personal code, or the email that served as code before. */
async function findUserByCode(db: DbOrTx, code: string) {
  const c = code.trim().toLowerCase();
  return (await repo.findUserByReferralCode(db, c)) ?? (await repo.findUserByEmail(db, c));
}

/** The account a referral code names, or null. */
export async function findUserIdByReferralCode(db: DbOrTx, code: string): Promise<string | null> {
  return (await findUserByCode(db, code))?.id ?? null;
}

const refusalOf = (db: DbOrTx, userId: string, referrerId: string) =>
  referralRefusal(
    userId,
    referrerId,
    async (id) => (await repo.findUserById(db, id))?.referrerUserId ?? null,
  );
const refusalText = { self: msg.referralSelf, cycle: msg.referralCycle } as const;

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
async function freeReferralCode(db: DbOrTx, firstName: string) {
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

/** People who joined with this user's code, newest first: only their names and joining dates. */
export const listReferredUsers = (
  db: DbOrTx,
  referrerUserId: string,
  limit: number,
  offset: number,
) => repo.findReferredUsers(db, referrerUserId, limit, offset);

/** Who grants the operators of OPERATOR_EMAILS, as the audit log names it. */
const CONFIG_ACTOR: AuditActor = { userId: null, label: 'config:OPERATOR_EMAILS' };

/** Sets the account's role, with its audit row; false when it already had that role. */
async function makeOperator(
  tx: DbOrTx,
  user: repo.UserRow,
  by: AuditActor,
  at: Date,
  isOperator: boolean,
  reason?: string,
): Promise<boolean> {
  const role = isOperator ? 'admin' : 'customer';
  const changed = await repo.updateRoleIfDifferent(tx, user.id, role, at);
  if (!changed) return false;
  await audit(tx, {
    by,
    at,
    action: isOperator ? 'operator.grant' : 'operator.revoke',
    target: { type: 'user', id: user.id },
    before: { role: user.role, email: user.email },
    after: { role, email: user.email },
    reason: reason ?? null,
  });
  return true;
}

/**
 * Makes the account of this email an operator (role admin) or a customer again, with its audit
 * row: `npm run operator -- grant|revoke <email>`. Throws NOT_FOUND for an unknown email.
 * Answers whether the role changed (a repeat changes nothing and writes no row).
 */
export async function setOperator(
  deps: Pick<Deps, 'db' | 'clock'>,
  by: AuditActor,
  email: string,
  isOperator: boolean,
  reason?: string,
): Promise<{ userId: string; changed: boolean }> {
  return deps.db.transaction(async (tx) => {
    const user = await repo.findUserByEmail(tx, normaliseEmail(email));
    if (!user) throw new AppError('NOT_FOUND', fill(msg.noAccountWithEmail, { email }));
    const changed = await makeOperator(tx, user, by, deps.clock.now(), isOperator, reason);
    return { userId: user.id, changed };
  });
}

/**
 * OPERATOR_EMAILS at start-up: each listed account whose email is verified becomes an operator
 * (an unverified one does when its owner opens the verification link). Safe on every start and
 * on several instances at once: the role changes, and is audited, once.
 */
export async function grantConfiguredOperators(deps: Pick<Deps, 'db' | 'clock' | 'config'>) {
  for (const email of deps.config.OPERATOR_EMAILS) {
    await deps.db.transaction(async (tx) => {
      const user = await repo.findUserByEmail(tx, email);
      if (!user?.isActive || user.role === 'admin') return;
      await makeOperator(tx, user, CONFIG_ACTOR, deps.clock.now(), true);
    });
  }
}

/** The operators (role admin), suspended ones included, by email. */
export async function listOperators(deps: Pick<Deps, 'db'>) {
  const rows = await repo.findByRole(deps.db, 'admin');
  return rows.map((u) => ({
    id: u.id,
    email: u.email,
    name: `${u.firstName} ${u.lastName}`,
    suspendedAt: u.suspendedAt,
  }));
}

/**
 * Suspends an account (the terms allow it) or lifts the suspension, with its audit row, in one
 * transaction. A suspended account cannot sign in (its sessions end now) and so cannot buy; its
 * gold, Ants and orders stay its own. Returns false when the account already was so.
 */
export async function setSuspended(
  deps: Pick<Deps, 'db' | 'clock'>,
  by: AuditActor,
  userId: string,
  isSuspended: boolean,
  reason: string,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const user = await repo.findUserById(tx, userId);
    if (!user) throw new AppError('NOT_FOUND', msg.customerNotFound);
    if (Boolean(user.suspendedAt) === isSuspended) return false;
    if (isSuspended && user.id === by.userId) {
      throw new AppError('CONFLICT', msg.cannotSuspendSelf);
    }
    const at = deps.clock.now();
    await repo.updateUser(tx, userId, { suspendedAt: isSuspended ? at : null, updatedAt: at });
    if (isSuspended) await repo.deleteSessionsOfUser(tx, userId);
    await audit(tx, {
      by,
      at,
      action: isSuspended ? 'customer.suspend' : 'customer.reactivate',
      target: { type: 'user', id: userId },
      before: { suspendedAt: user.suspendedAt?.toISOString() ?? null },
      after: { suspendedAt: isSuspended ? at.toISOString() : null },
      reason,
    });
    return true;
  });
}

/**
 * Signs an account out of every browser (a lost or shared phone), with its audit row, in one
 * transaction: the customer signs in again; nothing else changes. Returns how many signed-in
 * browsers were ended; with none to end it writes nothing.
 */
export async function endCustomerSessions(
  deps: Pick<Deps, 'db' | 'clock'>,
  by: AuditActor,
  userId: string,
  reason: string,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const user = await repo.findUserById(tx, userId);
    if (!user) throw new AppError('NOT_FOUND', msg.customerNotFound);
    const at = deps.clock.now();
    const ended = (await repo.deleteSessionsOfUser(tx, userId)).filter(
      (s) => s.expiresAt > at,
    ).length;
    if (ended === 0) return 0;
    await audit(tx, {
      by,
      at,
      action: 'customer.sessions.end',
      target: { type: 'user', id: userId },
      before: { signedInBrowsers: ended },
      after: { signedInBrowsers: 0 },
      reason,
    });
    return ended;
  });
}

// ---- the console's Customers section (issue 16.7)

const toCustomerSummary = (u: repo.UserRow): CustomerSummary => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  phone: u.phone,
  role: u.role,
  isVerified: u.isActive,
  suspendedAt: u.suspendedAt?.toISOString() ?? null,
  createdAt: u.createdAt.toISOString(),
});

/** Accounts whose name, email or phone contains `q` (any case), newest first, a page at a time. */
export async function searchCustomers(
  deps: Pick<Deps, 'db'>,
  q: string | undefined,
  page: number,
  pageSize: number,
) {
  const { rows, total } = await repo.searchUsers(
    deps.db,
    q || undefined,
    pageSize,
    (page - 1) * pageSize,
  );
  return { customers: rows.map(toCustomerSummary), total };
}

/** One account's profile as the console shows it; NOT_FOUND when there is none. */
export async function getCustomer(deps: Pick<Deps, 'db'>, userId: string) {
  const u = await repo.findUserById(deps.db, userId);
  if (!u) throw new AppError('NOT_FOUND', msg.customerNotFound);
  return {
    ...toCustomerSummary(u),
    address: u.address,
    sex: u.sex,
    referralSignup: u.referralSignup,
  };
}

const SESSIONS_SHOWN = 20;

/** The account's signed-in browsers (sessions not expired), newest first; never their tokens. */
export async function listCustomerSessions(deps: Pick<Deps, 'db' | 'clock'>, userId: string) {
  const rows = await repo.findLiveSessionsOfUser(deps.db, userId, deps.clock.now(), SESSIONS_SHOWN);
  return rows.map((s) => ({
    createdAt: s.createdAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
    lastSeenAt: (s.lastSeenAt ?? s.createdAt).toISOString(),
    userAgent: s.userAgent,
  }));
}

/**
 * An operator mails the customer a new verification link (through the mail outbox), with its
 * audit row in the same transaction. CONFLICT when the email is verified already; RATE_LIMITED
 * within the cooldown of the last link, as for the customer's own resend.
 */
export async function resendVerificationFor(deps: Deps, by: AuditActor, userId: string) {
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND', msg.customerNotFound);
  if (user.isActive) throw new AppError('CONFLICT', msg.customerAlreadyVerified);
  const now = deps.clock.now();
  if (await mailedRecently(deps, user.id, 'verify-email', now)) {
    throw new AppError('RATE_LIMITED', msg.customerMailTooSoon);
  }
  await deps.db.transaction(async (tx) => {
    await issueToken(deps, tx, user, 'verify-email', now);
    await audit(tx, {
      by,
      at: now,
      action: 'customer.resend-verification',
      target: { type: 'user', id: user.id },
      before: { isVerified: false },
      after: { mailedTo: user.email },
    });
  });
  deps.jobs.kick(MAIL_JOB);
  return fill(msg.customerVerificationSent, { email: user.email });
}
