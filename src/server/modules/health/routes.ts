import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { configApi } from '../../../shared/api/config';
import { defineEndpoint } from '../../../shared/api/contract';
import { publicConfig } from '../../config';
import { notFound } from '../../http/app-error';
import { route } from '../../http/route';
import { isFromSameMachine } from '../../http/same-machine';
import type { AppDeps } from '../../deps';

const healthApi = defineEndpoint({
  method: 'GET',
  path: '/healthz',
  response: z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
    uptimeSeconds: z.number(),
  }),
  summary: 'Liveness and database status',
  tags: ['operations'],
});

export function healthModule(app: FastifyInstance, deps: AppDeps) {
  route(app, healthApi, async (_req, reply) => {
    const ok = await deps.database.ping();
    // 200 with the database status; a load balancer reads `status`.
    reply.header('cache-control', 'no-store');
    return {
      status: ok ? ('ok' as const) : ('degraded' as const),
      database: { kind: deps.database.kind, ok },
      uptimeSeconds: Math.round(process.uptime()),
    };
  });

  // Operations data (routes, timings, job runs): only for this machine (a scraper beside the app)
  // or a scraper that sends METRICS_TOKEN as a bearer token; anyone else gets 404, as if absent.
  const token = deps.config.METRICS_TOKEN;
  const expected = token ? createHash('sha256').update(`Bearer ${token}`).digest() : undefined;
  const hasToken = (req: FastifyRequest) => {
    const given = req.headers.authorization;
    if (!expected || typeof given !== 'string') return false;
    return timingSafeEqual(createHash('sha256').update(given).digest(), expected);
  };
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    if (!isFromSameMachine(req) && !hasToken(req)) throw notFound();
    reply.header('content-type', deps.metrics.contentType);
    reply.header('cache-control', 'no-store');
    return deps.metrics.metrics();
  });

  const cfg = publicConfig(deps.config);
  route(app, configApi.get, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return cfg;
  });
}
