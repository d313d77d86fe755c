import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authApi } from '../../../shared/api/auth';
import { adminCustomersApi, usersApi } from '../../../shared/api/users';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { currentUser, requireUser } from '../../http/auth';
import { currentOperator } from '../../http/operator-gate';
import { route, type RouteOptions } from '../../http/route';
import { apiLocale } from '../../i18n/translate';
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
const DAY_MS = 86_400_000;

/** What the app wires around every request: the session cookie and its user (src/server/app.ts). */
export { SESSION_COOKIE, findSessionUser, registerSessionResolver } from './sessions';

export function accountsModule(app: FastifyInstance, deps: AppDeps) {
  const perMinute = deps.config.AUTH_RATE_LIMIT_PER_MINUTE;

  /**
   * Abuse limits, checked before any password is hashed and kept in the database so they hold
   * across instances: each request counts against its IP address and against the account it
   * names (its user id when the account exists, so an account's email and phone share one
   * budget; else the email or phone as written). Sign-in counts only wrong passwords per
   * account, and never locks out an address that has not failed (sign-in.ts).
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
    async (req, reply) => {
      reply.status(202);
      return { message: await service.signUp({ ...deps, log: req.log }, req.body, apiLocale(req)) };
    },
    limited('signup', accountIn('email')),
  );

  // sign-in: per address as above; per account, wrong passwords only (service.enforceSignInLock)
  const signInAccount = new WeakMap<FastifyRequest, string>();
  route(
    app,
    authApi.signIn,
    async (req, reply) => {
      const account = signInAccount.get(req)!;
      let user;
      try {
        user = await service.signIn(deps, req.body);
      } catch (err) {
        if (err instanceof AppError && err.code === 'UNAUTHENTICATED') {
          await service.recordSignInFailure(deps, account, req.ip);
        }
        throw err;
      }
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
    {
      preHandler: async (req: FastifyRequest, reply: FastifyReply) => {
        await enforce(deps, reply, [`signin:ip:${req.ip}`], perMinute, msg.tooManyAttempts);
        const account = await service.accountKeyOf(deps, bodyField('login')(req) ?? '');
        signInAccount.set(req, account);
        await service.enforceSignInLock(deps, reply, account, req.ip);
      },
    },
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
      message: await service.resendVerification(deps, currentUser(req).id, apiLocale(req)),
    }),
    { ...resendLimit, preHandler: [requireUser, resendLimit.preHandler] },
  );

  route(
    app,
    authApi.forgotPassword,
    async (req) => ({
      message: service.requestPasswordReset(
        { ...deps, log: req.log },
        req.body.email,
        apiLocale(req),
      ),
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
    // its "phone not saved" answer must not check numbers fast: a few new numbers a day
    {
      ...perIp,
      preHandler: [
        requireUser,
        async (req: FastifyRequest, reply: FastifyReply) => {
          const user = currentUser(req);
          if (bodyField('phone')(req) === user.phone) return;
          await enforce(
            deps,
            reply,
            [`phone-change:usr:${user.id}`],
            deps.config.PHONE_CHANGES_PER_DAY,
            msg.tooManyPhoneChanges,
            DAY_MS,
          );
        },
      ],
    },
  );

  route(
    app,
    usersApi.setLanguage,
    async (req) => ({
      user: await service.setLanguage(deps, currentUser(req).id, req.body.language),
    }),
    { ...perIp, preHandler: [requireUser] },
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

  app.addHook('onReady', () => service.backfillEmailSkeletons({ db: deps.db, log: app.log }));
  deps.jobs.every('accounts-cleanup', CLEANUP_EVERY_MS, () => service.deleteExpired(deps));
  if (deps.config.OPERATOR_EMAILS.length > 0) {
    app.addHook('onReady', () => service.grantConfiguredOperators(deps));
  }
}
