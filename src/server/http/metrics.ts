import type { FastifyInstance, onResponseHookHandler, preHandlerHookHandler } from 'fastify';
import { Counter, Registry, collectDefaultMetrics } from 'prom-client';
import type { SentStatements } from '../db/client';
import { addRouteHook } from './route-hooks';

/** Upper bounds, in seconds, of the request-duration histogram's buckets. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5] as const;

type Series = {
  labels: { method: string; route: string; status: string };
  /** counts per bucket, not cumulative (made cumulative when scraped) */
  buckets: number[];
  sum: number;
  count: number;
};

/** A label value as Prometheus' text format writes it. */
const escape = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/**
 * http_request_duration_seconds, kept by hand rather than by prom-client's Histogram: every
 * request observes it, and prom-client validates and hashes the label object on each observation,
 * which cost the hottest route (the live price) more than its own handler. Here one observation
 * is two small map lookups and three additions; the Prometheus text is written when /metrics
 * is scraped.
 */
function createRequestDurations() {
  const series: Series[] = [];
  const name = 'http_request_duration_seconds';
  return {
    /** An observer for one route: its series by method and status, found without a string key. */
    forRoute(route: string) {
      const byMethodStatus = new Map<string, Map<number, Series>>();
      return (method: string, status: number, seconds: number) => {
        let byStatus = byMethodStatus.get(method);
        if (!byStatus) byMethodStatus.set(method, (byStatus = new Map()));
        let s = byStatus.get(status);
        if (!s) {
          s = {
            labels: { method, route, status: String(status) },
            buckets: new Array<number>(DURATION_BUCKETS.length).fill(0),
            sum: 0,
            count: 0,
          };
          byStatus.set(status, s);
          series.push(s);
        }
        let i = 0;
        while (i < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[i]!) i++;
        if (i < DURATION_BUCKETS.length) s.buckets[i]! += 1;
        s.sum += seconds;
        s.count += 1;
      };
    },
    /** the histogram in Prometheus' text format, appended to the registry's when scraped */
    render(): string {
      const lines = [
        `# HELP ${name} HTTP request duration by route and status`,
        `# TYPE ${name} histogram`,
      ];
      for (const s of series) {
        const base = `method="${escape(s.labels.method)}",route="${escape(s.labels.route)}",status="${s.labels.status}"`;
        let cumulative = 0;
        DURATION_BUCKETS.forEach((le, i) => {
          cumulative += s.buckets[i]!;
          lines.push(`${name}_bucket{le="${le}",${base}} ${cumulative}`);
        });
        lines.push(`${name}_bucket{le="+Inf",${base}} ${s.count}`);
        lines.push(`${name}_sum{${base}} ${s.sum}`);
        lines.push(`${name}_count{${base}} ${s.count}`);
      }
      return `${lines.join('\n')}\n`;
    },
  };
}

/**
 * A Prometheus registry per app instance (tests build many apps in one process); `sent`: the
 * database pool's statement counts (db_statements_total by kind).
 */
export function createMetrics(sent?: SentStatements) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  if (sent) {
    new Counter({
      name: 'db_statements_total',
      help: 'Statements sent to the database: all of them, and the transaction controls among them',
      labelNames: ['kind'] as const,
      registers: [registry],
      collect() {
        this.reset();
        this.inc({ kind: 'all' }, sent.statements);
        this.inc({ kind: 'begin' }, sent.begin);
        this.inc({ kind: 'commit' }, sent.commit);
        this.inc({ kind: 'rollback' }, sent.rollback);
      },
    });
  }
  const durations = createRequestDurations();
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
    metrics: async () => (await registry.metrics()) + durations.render(),
    /**
     * Observes every route's requests (the route's path pattern as label, fixed when the route is
     * registered); returns a preHandler for the not-found handler, which observes its answers as
     * 'unmatched' (Fastify gives that handler no onResponse hooks of its own).
     */
    instrument(app: FastifyInstance): preHandlerHookHandler {
      const observer = (route: string): onResponseHookHandler => {
        const observe = durations.forRoute(route);
        return (req, reply, done) => {
          observe(req.method, reply.statusCode, reply.elapsedTime / 1000);
          done();
        };
      };
      addRouteHook(app, 'onResponse', (route) => observer(route.url));
      const observeUnmatched = durations.forRoute('unmatched');
      return (req, reply, done) => {
        reply.raw.once('finish', () =>
          observeUnmatched(req.method, reply.statusCode, reply.elapsedTime / 1000),
        );
        done();
      };
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
