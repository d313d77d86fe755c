import type { FastifyInstance } from 'fastify';
import { authApi } from '../../../shared/api/auth';
import type { AppDeps } from '../../app';
import { route } from '../../http/route';
import { clearSessionCookie, destroySession, registerSessionResolver } from './sessions';

export function accountsModule(app: FastifyInstance, deps: AppDeps) {
  registerSessionResolver(app, deps);

  route(app, authApi.session, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { user: req.user ?? null };
  });

  route(app, authApi.signOut, async (req, reply) => {
    if (req.sessionToken) await destroySession(deps.db, req.sessionToken);
    clearSessionCookie(reply, deps);
    return { ok: true as const };
  });
}
