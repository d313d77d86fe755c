import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** A Prometheus registry per app instance (tests build many apps in one process). */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Background job runs by job and outcome',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  return {
    registry,
    jobRuns,
    contentType: registry.contentType,
    metrics: () => registry.metrics(),
    instrument(app: FastifyInstance) {
      app.addHook('onResponse', async (req, reply) => {
        httpDuration.observe(
          {
            method: req.method,
            route: req.routeOptions.url ?? 'unmatched',
            status: String(reply.statusCode),
          },
          reply.elapsedTime / 1000,
        );
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
