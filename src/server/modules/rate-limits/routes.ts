import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { deleteExpired } from './service';

/** No routes: the counters other modules use, and their cleanup. */
export function rateLimitsModule(_app: FastifyInstance, deps: AppDeps) {
  deps.jobs.every('rate-limits-cleanup', 10 * 60_000, () => deleteExpired(deps));
}
