import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { PublicUser } from '../../shared/api/auth';
import { AppError } from './app-error';
import { httpMessages } from './messages';
import { addRouteHook } from './route-hooks';

/** Every route under this prefix is the operator console's, and only an operator's. */
export const ADMIN_API_PREFIX = '/api/admin';

/**
 * An operator who may use the console now: role admin. (A suspended account never reaches here
 * as a user: the session lookup ignores it, so it is signed out.)
 */
export const isOperator = (user: PublicUser | undefined): user is PublicUser =>
  user?.role === 'admin';

/** The answer to anyone else: the same 404 as a path that does not exist. */
const notFound = () => new AppError('NOT_FOUND', httpMessages.en.notFound);

const gate: onRequestHookHandler = (req, reply, done) => {
  if (!isOperator(req.user)) return done(notFound());
  // what an operator reads is about customers and money: never kept by a cache
  reply.header('cache-control', 'private, no-store');
  done();
};

/**
 * Puts every route under /api/admin behind the console gate, chosen as each route is registered,
 * so a new admin route cannot forget it: a signed-out visitor, a customer or a suspended account
 * gets 404 (never 401 or 403, which would say the route exists), before its body is even read.
 * An operator's answers are `Cache-Control: private, no-store`, set here for every route.
 *
 * Call it after the cross-site check and before registerSessionResolver: route hooks are put in
 * front of a route's list as they are added, so this one then runs after the session lookup and
 * before the cross-site check.
 */
export function registerOperatorGate(app: FastifyInstance) {
  addRouteHook(app, 'onRequest', (route) =>
    route.url === ADMIN_API_PREFIX || route.url.startsWith(`${ADMIN_API_PREFIX}/`)
      ? gate
      : undefined,
  );
}

/** The operator of a route behind the gate, as the audit log names them. */
export function currentOperator(req: FastifyRequest) {
  if (!isOperator(req.user)) throw notFound();
  return { userId: req.user.id, label: req.user.email, requestId: String(req.id) };
}
