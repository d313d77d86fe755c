import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authApi } from '../../../shared/api/auth';
import { adminCustomersApi, usersApi } from '../../../shared/api/users';
import type { AppDeps } from '../../deps';
import { currentUser, requireUser } from '../../http/auth';
import { currentOperator } from '../../http/operator-gate';
import { route, type RouteOptions } from '../../http/route';
import { enforce } from '../rate-limits/service';
import { accountMessages as msg } from './messages';
import * as service from './service';
import {
  SESSION_COOKIE,
  clearSessionCookie,
  createSession,
  destroySession,
  setSessionCookie,
  toPublicUser,
} from './sessions';

const CLEANUP_EVERY_MS = 3_600_000;

export function accountsModule(app: FastifyInstance, deps: AppDeps) {
  const perMinute = deps.config.AUTH_RATE_LIMIT_PER_MINUTE;

  /**
   * Abuse limits, checked before any password is hashed and kept in the database so they hold
   * across instances: each request counts against its IP address and against the account it
   * names (its user id when the account exists, so an account's email and phone share one
   * budget; else the email or phone as written). Sign-up's "already exists" answer is limited
   * the same way as sign-in's.
   */
  const perIp = { rateLimit: { max: perMinute, timeWindow: '1 minute' } } satisfies RouteOptions;
  const limited = (
    name: string,
    accountOf: (req: FastifyRequest) => string | undefined | Promise<string | undefined>,
  ) =>
    ({
      preHandler: async (req: FastifyRequest, reply: FastifyReply) => {
        const account = await accountOf(req);
        const keys = [`${name}:ip:${req.ip}`, ...(account ? [`${name}:acct:${account}`] : [])];
        await enforce(deps, reply, keys, perMinute, msg.tooManyAttempts);
      },
    }) satisfies RouteOptions;
  const bodyField = (field: string) => (req: FastifyRequest) => {
    const v = (req.body as Record<string, unknown> | undefined)?.[field];
    return typeof v === 'string' ? v : undefined;
  };
  const accountIn = (field: string) => async (req: FastifyRequest) => {
    const login = bodyField(field)(req);
    return login === undefined ? undefined : service.accountKeyOf(deps, login);
  };

  route(app, authApi.session, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { user: req.user ?? null };
  });

  route(
    app,
    authApi.signUp,
    async (req) => ({ user: await service.signUp(deps, req.body) }),
    limited('signup', accountIn('email')),
  );

  route(
    app,
    authApi.signIn,
    async (req, reply) => {
      const user = await service.signIn(deps, req.body);
      // rotation: whatever session this browser had ends; the sign-in gets a fresh token
      const previous = req.cookies[SESSION_COOKIE];
      if (previous) await destroySession(deps.db, previous);
      const { token, expiresAt } = await createSession(
        deps,
        deps.db,
        user.id,
        req.headers['user-agent'],
      );
      setSessionCookie(reply, deps, token, expiresAt);
      reply.header('cache-control', 'no-store');
      return { user: toPublicUser(user) };
    },
    limited('signin', accountIn('login')),
  );

  route(app, authApi.signOut, async (req, reply) => {
    if (req.sessionToken) await destroySession(deps.db, req.sessionToken);
    clearSessionCookie(reply, deps);
    return { ok: true as const };
  });

  route(
    app,
    authApi.verifyEmail,
    async (req) => ({ message: await service.verifyEmail(deps, req.body.token) }),
    perIp,
  );

  const resendLimit = limited('resend', (req) => req.user?.id);
  route(
    app,
    authApi.resendVerification,
    async (req) => ({
      message: await service.resendVerification(deps, currentUser(req).id),
    }),
    { ...resendLimit, preHandler: [requireUser, resendLimit.preHandler] },
  );

  route(
    app,
    authApi.forgotPassword,
    async (req) => ({
      message: service.requestPasswordReset({ ...deps, log: req.log }, req.body.email),
    }),
    limited('forgot', accountIn('email')),
  );

  route(
    app,
    authApi.resetPassword,
    async (req) => ({
      message: await service.resetPassword(deps, req.body.token, req.body.password),
    }),
    perIp,
  );

  route(
    app,
    usersApi.updateMe,
    async (req) => ({
      user: await service.updateProfile(deps, currentUser(req).id, req.body),
      message: msg.profileUpdated,
    }),
    // its "phone already used" answer must not check numbers faster than sign-up does
    { preHandler: requireUser, ...perIp },
  );

  // a stopping instance finishes the reset mails it has answered for
  app.addHook('onClose', async () => service.workAfterAnswers(deps));

  // the console (behind the gate, as every /api/admin route)
  for (const [endpoint, isSuspended] of [
    [adminCustomersApi.suspend, true],
    [adminCustomersApi.reactivate, false],
  ] as const) {
    route(app, endpoint, async (req) => ({
      changed: await service.setSuspended(
        deps,
        currentOperator(req),
        req.params.userId,
        isSuspended,
        req.body.reason,
      ),
    }));
  }

  route(app, adminCustomersApi.endSessions, async (req) => ({
    ended: await service.endCustomerSessions(
      deps,
      currentOperator(req),
      req.params.userId,
      req.body.reason,
    ),
  }));

  deps.jobs.every('accounts-cleanup', CLEANUP_EVERY_MS, () => service.deleteExpired(deps));
  if (deps.config.OPERATOR_EMAILS.length > 0) {
    app.addHook('onReady', () => service.grantConfiguredOperators(deps));
  }
}
