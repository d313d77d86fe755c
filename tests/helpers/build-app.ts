import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, expect, onTestFinished } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { App, Clock } from '../../src/server/deps';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { leasePglite } from './db-reuse';
import { pgliteSnapshot, postgresTemplate } from './db-snapshot';
import { injectFetch } from './inject-fetch';

/** Which database this test run uses: the vitest project sets DB_KIND (api: pglite, api-pg: postgres). */
export const dbKind = process.env.DB_KIND === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database under
 * TEST_DATABASE_URL. Each is a copy of one migrated database (tests/helpers/db-snapshot.ts), made
 * once for the run by the vitest global setup, or by the first test that needs it. A PGlite is
 * reset to that state when closed and given to the worker's next file (tests/helpers/db-reuse.ts).
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  if (dbKind === 'pglite') {
    const { client, release } = await leasePglite(pgliteSnapshot);
    return { ...(await openDatabase({ pglite: client })), close: release };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('DB_KIND=postgres needs TEST_DATABASE_URL');
  const template = await postgresTemplate(adminUrl);
  const name = `gs_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // A statement sent while another runs on its connection (a transaction's statements side by
  // side) fails the file when it closes, naming the test and the statement: node-postgres 9
  // refuses them.
  const overlaps: string[] = [];
  const database = await openDatabase({
    url: url.toString(),
    poolSize: 60,
    onOverlap: (message, statement) =>
      overlaps.push(
        `${message}, in "${expect.getState().currentTestName ?? '?'}": ${statement.slice(0, 300)}`,
      ),
  });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
      if (overlaps.length > 0) throw new Error(overlaps.join('\n\n'));
    },
  };
}

/**
 * The PhonePe request time limit for tests that use the sandbox's 'timeout' knob (which waits a
 * little longer than this): long enough that a machine busy building the app is not taken for a
 * slow gateway, short enough that a test of the time limit stays quick.
 */
export const GATEWAY_TIMEOUT_MS = 1500;

export type TestClock = Clock & { set(d: Date): void; advance(ms: number): void };

/** A clock tests can move; starts at the real time. */
export function testClock(start = new Date()): TestClock {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    set: (d) => {
      t = d.getTime();
    },
    advance: (ms) => {
      t += ms;
    },
  };
}

/**
 * Builds the real app on a fresh database for this test file and closes both after it.
 * `env` overrides configuration exactly as environment variables would. Outbound requests to the
 * app's own PUBLIC_URL (the payment sandbox, its callbacks) go into the app through inject; with
 * `gatewayApp` they go into that app instead (two instances sharing one sandbox).
 */
export async function buildTestApp(
  opts: {
    env?: Record<string, string>;
    clock?: Clock;
    database?: Database;
    gatewayApp?: App;
    /** captures the app's log lines (at LOG_LEVEL, default info here) instead of discarding them */
    logStream?: { write(line: string): void };
    /** called inside a test: an app of that test alone, closed when it ends */
    perTest?: boolean;
    /** a built web app to serve (a folder with index.html and assets/); none by default */
    webDist?: string;
  } = {},
): Promise<App & { database: Database; clock: Clock }> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: opts.logStream ? 'info' : 'silent',
    JOBS_ENABLED: 'false',
    SEED_DEMO: 'false',
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    ...opts.env,
  });
  const database = opts.database ?? (await openTestDatabase());
  const clock = opts.clock ?? { now: () => new Date() };
  const self: { app?: App } = {};
  const routed = injectFetch(() => opts.gatewayApp ?? self.app!, new URL(config.publicUrl).origin);
  // API tests do not serve the built web app (the browser tests do): the 404 page is the fallback.
  const app = await buildApp({
    config,
    database,
    clock,
    fetch: routed,
    ...(opts.logStream ? { logStream: opts.logStream } : { logger: false }),
    webDist: opts.webDist ?? 'tests/no-web-build',
  });
  self.app = app;
  await app.ready();
  (opts.perTest ? onTestFinished : afterAll)(async () => {
    await app.close();
    if (!opts.database) await database.close();
  });
  return Object.assign(app, { database, clock });
}
