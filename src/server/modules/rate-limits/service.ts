import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { currentUser } from '../../http/auth';
import { LIMIT_MESSAGES } from './messages';
import * as repo from './repo';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export type LimitResult = { allowed: boolean; hits: number; resetAt: Date };

/**
 * Counts one request against `key` in the database (one atomic upsert, so concurrent requests on
 * any number of instances are counted exactly) and says whether it is within `max` per window.
 */
export async function hit(deps: Deps, key: string, max: number, windowMs: number) {
  const now = deps.clock.now();
  const row = await repo.count(deps.db, key.slice(0, 300), now, new Date(now.getTime() + windowMs));
  return { allowed: row.hits <= max, hits: row.hits, resetAt: row.resetAt } as LimitResult;
}

/** How many hits `key` has in its current window (0 when it has none or its window ended). */
export async function peek(deps: Deps, key: string): Promise<number> {
  return repo.hitsInWindow(deps.db, key.slice(0, 300), deps.clock.now());
}

/**
 * Counts the request against every key (all are counted, so a refused request still uses up
 * each budget) and refuses it with 429, RATE_LIMITED and Retry-After when any is over its max.
 */
export async function enforce(
  deps: Deps,
  reply: FastifyReply,
  keys: readonly string[],
  max: number,
  message: string,
  windowMs = 60_000,
) {
  const results = await Promise.all(keys.map((k) => hit(deps, k, max, windowMs)));
  const over = results.filter((r) => !r.allowed);
  if (over.length === 0) return;
  const until = Math.max(...over.map((r) => r.resetAt.getTime()));
  const seconds = Math.max(1, Math.ceil((until - deps.clock.now().getTime()) / 1000));
  reply.header('retry-after', String(seconds));
  throw new AppError('RATE_LIMITED', message);
}

/**
 * The order limit of every purchase (quick buy, store checkout and direct payment, referral-store
 * and Gold Smith coins, Autopay plans): ORDER_RATE_LIMIT_PER_MINUTE per signed-in user from any
 * address, one budget on every instance. A preHandler for after requireUser.
 */
export const perUserOrderLimit =
  (deps: Pick<AppDeps, 'db' | 'clock' | 'config'>) => (req: FastifyRequest, reply: FastifyReply) =>
    enforce(
      deps,
      reply,
      [`order:user:${currentUser(req).id}`],
      deps.config.ORDER_RATE_LIMIT_PER_MINUTE,
      LIMIT_MESSAGES.tooManyOrders,
    );

/** Forgets windows that ended more than a minute ago. */
export const deleteExpired = (deps: Deps) =>
  repo.deleteEndedBefore(deps.db, new Date(deps.clock.now().getTime() - 60_000));
