import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Metrics } from './http/metrics';
import type { OutboundSend } from './http/outbound';
import type { Scheduler } from './modules/jobs/service';

export type { Clock };

/** What every module receives; modules are wired explicitly, no autoload. */
export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  jobs: Scheduler;
  metrics: Metrics;
  clock: Clock;
  /** the app's logger (work outside a request: jobs, settlements) */
  log: FastifyBaseLogger;
  /** outbound HTTP (payment gateway, sandbox callbacks); tests route it into app.inject */
  fetch: typeof fetch;
  /** the payment gateway's calls: the app's own client, or `fetch` where tests inject one */
  send: OutboundSend;
};

/** A server module: registers its routes, jobs and payment purposes. */
export type Module = (app: FastifyInstance, deps: AppDeps) => void | Promise<void>;

/** The built app: Fastify with the dependencies its modules were given. */
export type App = FastifyInstance & {
  deps: AppDeps;
  /** every route (method and path) as Fastify registered it, HEAD routes included */
  routeList: readonly { method: string; url: string }[];
};
