import type { CustomerSummary } from '../../../shared/api/customers';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { audit, type AuditActor } from '../audit/service';
import { MAIL_JOB } from '../mail/service';
import { issueToken, mailedRecently } from './email-links';
import { accountMessages as msg, fill } from './messages';
import * as repo from './repo';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'jobs'>;

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
