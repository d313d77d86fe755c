import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PublicUser } from '../../../shared/api/auth';
import type { AppDeps } from '../../app';
import type { DbOrTx } from '../../db/client';
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
    isActive: u.isActive,
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
  const expiresAt = new Date(
    deps.clock.now().getTime() + deps.config.SESSION_TTL_DAYS * 86_400_000,
  );
  await repo.insertSession(db, {
    tokenHash: hashToken(token),
    userId,
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
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.isHttps,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, deps: Pick<AppDeps, 'config'>) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.isHttps,
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the signed-in user, resolved from the session cookie; undefined when signed out */
    user?: PublicUser;
    /** the raw session token of this request, when signed in */
    sessionToken?: string;
  }
}

/** Resolves the session cookie into req.user on API requests. */
export function registerSessionResolver(app: FastifyInstance, deps: AppDeps) {
  app.addHook('onRequest', async (req) => {
    if (
      !req.url.startsWith('/api/') &&
      !req.url.startsWith('/invoice') &&
      !req.url.startsWith('/dev/')
    )
      return;
    const token = req.cookies[SESSION_COOKIE];
    if (!token) return;
    const user = await repo.findUserBySessionHash(deps.db, hashToken(token), deps.clock.now());
    if (user) {
      req.user = toPublicUser(user);
      req.sessionToken = token;
    }
  });
}
