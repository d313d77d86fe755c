import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, onRequestHookHandler } from 'fastify';
import type { PublicUser } from '../../../shared/api/auth';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { clearCookie, setCookie } from '../../http/cookies';
import { addRouteHook } from '../../http/route-hooks';
import * as repo from './repo';

export const SESSION_COOKIE = 'sid';

/** SHA-256 of a token: only this is stored (sessions, emailed links). */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new random token for a cookie or an emailed link (256 bits, URL-safe). */
export const newToken = () => randomBytes(32).toString('base64url');

/** The browser's view of a user row. */
export function toPublicUser(u: repo.UserRow): PublicUser {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    name: `${u.firstName} ${u.lastName}`,
    email: u.email,
    phone: u.phone,
    role: u.role,
    sex: u.sex,
    address: u.address,
    referralSignup: u.referralSignup,
    referralCode: u.referralCode,
    isActive: u.isActive,
    language: u.language,
  };
}

/** Creates a server-side session; returns the token for the cookie (only its hash is stored). */
export async function createSession(
  deps: Pick<AppDeps, 'config' | 'clock'>,
  db: DbOrTx,
  userId: string,
  userAgent?: string,
) {
  const token = newToken();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + deps.config.SESSION_TTL_DAYS * 86_400_000);
  await repo.insertSession(db, {
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

export const destroySession = (db: DbOrTx, token: string) =>
  repo.deleteSession(db, hashToken(token));

export function setSessionCookie(
  reply: FastifyReply,
  deps: Pick<AppDeps, 'config'>,
  token: string,
  expiresAt: Date,
) {
  setCookie(reply, SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.isHttps,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, deps: Pick<AppDeps, 'config'>) {
  clearCookie(reply, SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.isHttps,
  });
}

/** The user of a session token, or undefined (unknown, expired, or a suspended account). */
export async function findSessionUser(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  token: string,
): Promise<PublicUser | undefined> {
  const user = await repo.findUserBySessionHash(deps.db, hashToken(token), deps.clock.now());
  return user ? toPublicUser(user) : undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route never looks at the signed-in user, so its requests skip the session lookup */
    session?: false;
  }
  interface FastifyRequest {
    /** the signed-in user, resolved from the session cookie; undefined when signed out */
    user?: PublicUser;
    /** the raw session token of this request, when signed in */
    sessionToken?: string;
    /**
     * the signed-in user's referrer, read with the session (set once, from none to someone, by
     * the profile; a buy never waits for that save, so the row read here is as good as one read
     * again in the buy's transaction)
     */
    referrerUserId?: string | null;
  }
}

/** A session's last use is written at most this often (per app instance), not on every request. */
export const SESSION_SEEN_EVERY_MS = 5 * 60_000;
const SEEN_TRACKED_MAX = 10_000;

/** Answers whether a session's last use is due to be written again; remembers that it was. */
function seenTracker() {
  const written = new Map<string, number>();
  return (tokenHash: string, now: Date) => {
    const t = now.getTime();
    const last = written.get(tokenHash);
    if (last !== undefined && t - last < SESSION_SEEN_EVERY_MS) return false;
    // bounded: forgetting only means one more write per session
    if (written.size >= SEEN_TRACKED_MAX) written.clear();
    written.set(tokenHash, t);
    return true;
  };
}

/**
 * Resolves the session cookie into req.user on the routes that can use it (API, invoices, the dev
 * mailbox), chosen when each route is registered: call before the modules register theirs.
 */
export function registerSessionResolver(app: FastifyInstance, deps: AppDeps) {
  const isSeenDue = seenTracker();
  // callback style: the common case (no session cookie) costs no promise
  const resolveSession: onRequestHookHandler = (req, _reply, done) => {
    const token = req.cookies[SESSION_COOKIE];
    if (!token) return done();
    const tokenHash = hashToken(token);
    const now = deps.clock.now();
    repo
      .findUserBySessionHash(deps.db, tokenHash, now)
      .then(async (user) => {
        if (!user) return;
        req.user = toPublicUser(user);
        req.sessionToken = token;
        req.referrerUserId = user.referrerUserId;
        if (!isSeenDue(tokenHash, now)) return;
        // the console shows it; a failed write must not fail the customer's request
        await repo
          .updateSessionSeen(deps.db, tokenHash, now)
          .catch((err: unknown) => req.log.warn({ err }, 'could not record a session as seen'));
      })
      .then(() => done(), done);
  };
  addRouteHook(app, 'onRequest', (route) =>
    route.config?.session !== false &&
    // a route that reads no cookies has no session cookie to resolve (see http/cookies.ts)
    route.config?.cookies !== false &&
    ['/api/', '/invoice', '/dev/'].some((prefix) => route.url.startsWith(prefix))
      ? resolveSession
      : undefined,
  );
}
