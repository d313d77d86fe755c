import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { configApi } from '../../../shared/api/config';
import { defineEndpoint } from '../../../shared/api/contract';
import { publicConfig } from '../../config';
import { route } from '../../http/route';
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

  app.get('/metrics', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('content-type', deps.metrics.contentType);
    return deps.metrics.metrics();
  });

  const cfg = publicConfig(deps.config);
  route(app, configApi.get, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return cfg;
  });
}
