import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../../app';
import type { App } from '../../deps';
import { loadConfig } from '../../config';
import { buildTestApp, openTestDatabase, testClock } from '../../../../tests/helpers/build-app';
import { createSignedInUser, createUser } from '../../../../tests/helpers/factories';
import { PRICE_NOT_FOUND_MESSAGE } from './http-source';
import * as repo from './repo';
import { sandboxPricePaise } from './sandbox-source';
import { seedSandboxPrices } from './seed';
import { createPriceRefresher, recordPrice } from './service';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** A real HTTP price provider whose answer each test sets. */
function priceProvider() {
  let answer: (res: ServerResponse, req: IncomingMessage) => void = (res) =>
    res.writeHead(503).end();
  let requests = 0;
  const server: Server = createServer((req, res) => {
    requests++;
    answer(res, req);
  });
  return {
    get requests() {
      return requests;
    },
    json: (body: unknown) => {
      answer = (res) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    },
    raw: (status: number, body: string) => {
      answer = (res) => res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    },
    hang: (ms: number) => {
      answer = (res) => {
        setTimeout(() => res.writeHead(200).end('{"data":{"price":7000}}'), ms);
      };
    },
    drop: () => {
      answer = (_res, req) => req.socket.destroy();
    },
    start: () =>
      new Promise<string>((r) =>
        server.listen(0, '127.0.0.1', () =>
          r(`http://127.0.0.1:${(server.address() as AddressInfo).port}/gold`),
        ),
      ),
    stop: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

type LogLine = { level: number; msg: string; reason?: string; keptPricePaisePerGram?: number };

/**
 * The real app with its log captured (the price job logs what it refuses), on a database of its
 * own: each test that calls it stands alone, whatever ran before it.
 */
async function buildLoggedApp(env: Record<string, string>, clock = testClock()) {
  const logs: LogLine[] = [];
  const database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    JOBS_ENABLED: 'false',
    SEED_DEMO: 'false',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    clock,
    webDist: 'tests/no-web-build',
    logger: { level: 'info', stream: { write: (line: string) => logs.push(JSON.parse(line)) } },
  });
  await app.ready();
  onTestFinished(async () => {
    await app.close();
    await database.close();
  });
  return { app, clock, logs };
}

const current = async (app: App) => {
  const res = await app.inject('/api/prices/current');
  expect(res.statusCode).toBe(200);
  return { body: res.json(), headers: res.headers };
};

const provider = priceProvider();
const providerUrl = await provider.start();
afterAll(() => provider.stop());

describe('price feed from an HTTP provider', () => {
  const GOOD = 765025;

  /** An app reading the provider, with its own database, clock and log (`good`: a first price stored). */
  async function feed(opts: { good?: boolean; timeoutMs?: number } = {}) {
    const { app, clock, logs } = await buildLoggedApp({
      PRICE_SOURCE: 'http',
      PRICE_HTTP_URL: providerUrl,
      PRICE_HTTP_JSON_PATH: 'data.price',
      // generous, so a busy machine is not taken for a slow provider (one test sets it short)
      PRICE_HTTP_TIMEOUT_MS: String(opts.timeoutMs ?? 10_000),
      PRICE_CACHE_SECONDS: '0',
    });
    const refresh = () => app.deps.jobs.runNow('price-refresh');
    const warnings = () => logs.filter((l) => l.level === 40);
    let warned = 0;
    const newWarnings = () => {
      const w = warnings().slice(warned);
      warned = warnings().length;
      return w;
    };
    const nextInterval = () => clock.advance(MINUTE);
    if (opts.good) {
      provider.json({ data: { price: 7650.25 } });
      expect(await refresh()).toBe('stored');
      nextInterval();
    }
    return { app, clock, refresh, newWarnings, nextInterval };
  }

  it('stores the provider price in paise and serves it with the next refresh time', async () => {
    const { app, refresh } = await feed();
    provider.json({ data: { price: 7650.25 } });
    expect(await refresh()).toBe('stored');
    const { body } = await current(app);
    expect(body).toMatchObject({ pricePaisePerGram: GOOD, isStale: false });
    expect(new Date(body.nextRefreshAt).getTime() - new Date(body.fetchedAt).getTime()).toBe(
      MINUTE,
    );
  });

  it('does not ask the provider again before the interval is over', async () => {
    const { clock, refresh } = await feed();
    provider.json({ data: { price: 7650.25 } });
    expect(await refresh()).toBe('stored');
    const before = provider.requests;
    clock.advance(30 * SECOND);
    expect(await refresh()).toBe('not-due');
    expect(provider.requests).toBe(before);
  });

  it('keeps the last price and logs when the provider is down', async () => {
    const { app, refresh, newWarnings, nextInterval } = await feed({ good: true });
    provider.raw(503, '');
    expect(await refresh()).toBe('failed');
    const { body } = await current(app);
    expect(body).toMatchObject({ pricePaisePerGram: GOOD, isStale: false });
    const [w] = newWarnings();
    expect(w).toMatchObject({
      msg: 'price provider answered 503',
      keptPricePaisePerGram: GOOD,
    });

    nextInterval();
    provider.drop();
    expect(await refresh()).toBe('failed');
    expect(newWarnings()[0]).toMatchObject({ reason: 'unreachable' });
    expect((await current(app)).body.pricePaisePerGram).toBe(GOOD);
  });

  it('refuses malformed JSON', async () => {
    const { app, refresh, newWarnings } = await feed({ good: true });
    provider.raw(200, '{"data": {"price": 7700.00,');
    expect(await refresh()).toBe('failed');
    expect(newWarnings()[0]).toMatchObject({
      reason: 'malformed',
      msg: 'price provider sent malformed JSON',
    });
    expect((await current(app)).body.pricePaisePerGram).toBe(GOOD);
  });

  it("logs 'Gold price not found in API response' when the path is missing", async () => {
    const { refresh, newWarnings } = await feed();
    provider.json({ data: { silver: 91 } });
    expect(await refresh()).toBe('failed');
    expect(newWarnings()[0]).toMatchObject({ reason: 'missing', msg: PRICE_NOT_FOUND_MESSAGE });
  });

  it('refuses non-positive, non-numeric, absurd and implausibly jumping prices', async () => {
    const { app, refresh, newWarnings, nextInterval } = await feed({ good: true });
    for (const price of [0, -7650, 'abc', 5, 7650_000, 9000]) {
      provider.json({ data: { price } });
      expect(await refresh(), `price ${price}`).toBe('failed');
      expect(newWarnings()).toHaveLength(1);
      nextInterval();
    }
    expect((await current(app)).body.pricePaisePerGram).toBe(GOOD);
    expect(await repo.countAll(app.deps.db)).toBe(1);
  });

  it('gives up on a provider slower than the timeout', async () => {
    const { refresh, newWarnings } = await feed({ timeoutMs: 300 });
    provider.hang(3000);
    expect(await refresh()).toBe('failed');
    expect(newWarnings()[0]).toMatchObject({ reason: 'unreachable' });
  });

  it('marks the kept price stale after PRICE_STALE_SECONDS, then recovers', async () => {
    const { app, clock, refresh, nextInterval } = await feed({ good: true });
    clock.advance(5 * MINUTE);
    provider.raw(500, 'oops');
    expect(await refresh()).toBe('failed');
    expect((await current(app)).body).toMatchObject({
      pricePaisePerGram: GOOD,
      isStale: true,
    });
    nextInterval();
    provider.json({ data: { price: '7702.5' } });
    expect(await refresh()).toBe('stored');
    expect((await current(app)).body).toMatchObject({ pricePaisePerGram: 770250, isStale: false });
  });
});

describe('price API', async () => {
  const clock = testClock(new Date('2026-03-04T10:00:00Z'));
  const app = await buildTestApp({ clock, env: { PRICE_CACHE_SECONDS: '5' } });

  it('answers before the first reading with no price and an early retry', async () => {
    const clock = testClock(new Date('2026-03-04T10:00:00Z'));
    const app = await buildTestApp({ clock, perTest: true });
    const { body } = await current(app);
    expect(body).toEqual({
      pricePaisePerGram: null,
      fetchedAt: null,
      nextRefreshAt: new Date(clock.now().getTime() + 2 * SECOND).toISOString(),
      serverTime: clock.now().toISOString(),
      isStale: true,
      peopleJoined: 0,
    });
  });

  it('stores the sandbox price at once and shows it without waiting for the cache', async () => {
    const clock = testClock(new Date('2026-03-04T10:00:00Z'));
    const app = await buildTestApp({ clock, env: { PRICE_CACHE_SECONDS: '5' }, perTest: true });
    const base = app.deps.config.PRICE_SANDBOX_BASE_PAISE;
    expect(await app.deps.jobs.runNow('price-refresh')).toBe('stored');
    const { body, headers } = await current(app);
    expect(body).toMatchObject({
      pricePaisePerGram: sandboxPricePaise(base, clock.now()),
      fetchedAt: clock.now().toISOString(),
      nextRefreshAt: new Date(clock.now().getTime() + MINUTE).toISOString(),
      isStale: false,
    });
    expect(headers['cache-control']).toBe('public, max-age=5');
    // a public answer from memory: no limiter bookkeeping, no page headers, never sniffed
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-ratelimit-limit']).toBeUndefined();
    expect(headers['content-security-policy']).toBeUndefined();
  });

  it('runs no hook on the live price but the request-duration histogram, and sets no cookie', async () => {
    // the route's own hooks and the app-wide ones as Fastify runs them: no onRequest (limiter,
    // cookies, session), no onSend (the cookie plugin's ran on every answer), one onResponse
    const tree = app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n');
    const at = tree.findIndex((l) => l.includes('/api/prices/current (GET)'));
    const hooks = tree.slice(
      at + 1,
      tree.findIndex((l, i) => i > at && !l.includes('• ')),
    );
    expect(hooks.map((l) => l.replace(/^[│\s]*• /, ''))).toEqual(['(onResponse) ["anonymous()"]']);

    const observed = async () =>
      Number(
        (await app.inject('/metrics')).body.match(
          /http_request_duration_seconds_count\{method="GET",route="\/api\/prices\/current",status="200"\} (\d+)/,
        )?.[1] ?? 0,
      );
    const before = await observed();
    const res = await app.inject({
      url: '/api/prices/current',
      headers: { cookie: 'sid=someone; lang=te' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(await observed()).toBe(before + 1);
  });

  it('counts registered users as PeopleJoined, from a cache of a few seconds', async () => {
    clock.advance(5 * SECOND); // past any count another test left in the cache
    const before = (await current(app)).body.peopleJoined;
    await createUser(app);
    await createUser(app);
    expect((await current(app)).body.peopleJoined).toBe(before);
    clock.advance(5 * SECOND);
    expect((await current(app)).body.peopleJoined).toBe(before + 2);
  });

  it('never caches past the next refresh, and reports a late refresh as imminent', async () => {
    // an app of its own: the refresh times follow from its clock, whichever tests moved the other
    const clock = testClock(new Date('2026-03-04T10:00:00Z'));
    const app = await buildTestApp({ clock, env: { PRICE_CACHE_SECONDS: '5' }, perTest: true });
    clock.advance(MINUTE);
    await app.deps.jobs.runNow('price-refresh');
    const { body } = await current(app);
    const next = new Date(body.nextRefreshAt).getTime();
    clock.set(new Date(next - 2 * SECOND));
    expect((await current(app)).headers['cache-control']).toBe('public, max-age=2');
    clock.set(new Date(next + 3 * SECOND));
    const late = await current(app);
    expect(late.body.nextRefreshAt).toBe(new Date(next + 5 * SECOND).toISOString());
    expect(late.headers['cache-control']).toBe('public, max-age=2');
    // long after a missed refresh: the next attempt one interval on
    clock.set(new Date(next + 30 * SECOND));
    expect((await current(app)).body.nextRefreshAt).toBe(new Date(next + MINUTE).toISOString());
  });

  it('is one reading per interval even when several instances refresh at once', async () => {
    // an app of its own: an operator's price set by another test holds the feed back
    const clock = testClock(new Date('2026-03-04T10:00:00Z'));
    const app = await buildTestApp({ clock, perTest: true });
    const before = await repo.countAll(app.deps.db);
    clock.advance(MINUTE);
    const log = app.log;
    const instances = [1, 2, 3].map(() => createPriceRefresher({ ...app.deps, log }));
    const outcomes = await Promise.all(instances.map((i) => i.run()));
    expect(outcomes.filter((o) => o === 'stored')).toHaveLength(1);
    expect(await repo.countAll(app.deps.db)).toBe(before + 1);
  });

  describe('history', () => {
    it('refuses an unknown range', async () => {
      const res = await app.inject('/api/prices/history?range=5Y');
      expect(res.statusCode).toBe(400);
    });

    it('downsamples each range to the last reading of each bucket', async () => {
      // an app of its own: only these readings, whatever the other tests stored
      const clock = testClock(new Date('2026-03-04T10:00:00Z'));
      const app = await buildTestApp({ clock, perTest: true });
      const now = clock.now().getTime();
      // a reading every minute for the last 3 hours, one 2 days ago, one 400 days ago
      for (let i = 180; i >= 1; i--) {
        await recordPrice(app.deps.db, 700_000 + i, 'sandbox', new Date(now - i * MINUTE));
      }
      await recordPrice(app.deps.db, 690_000, 'sandbox', new Date(now - 2 * 86_400_000));
      await recordPrice(app.deps.db, 600_000, 'sandbox', new Date(now - 400 * 86_400_000));
      clock.advance(6 * SECOND);

      const day = (await app.inject('/api/prices/history?range=1D')).json();
      expect(day.range).toBe('1D');
      const times = day.points.map((p: { time: number }) => p.time);
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(new Set(times).size).toBe(times.length);
      // 3 hours of 5-minute buckets
      expect(day.points.length).toBeGreaterThanOrEqual(36);
      expect(day.points.length).toBeLessThanOrEqual(40);
      expect(
        day.points.some((p: { pricePaisePerGram: number }) => p.pricePaisePerGram === 690_000),
      ).toBe(false);
      const latest = await repo.findLatest(app.deps.db);
      expect(day.points.at(-1)).toEqual({
        time: Math.floor(latest!.fetchedAt.getTime() / 1000),
        pricePaisePerGram: latest!.pricePaisePerGram,
      });

      const week = (await app.inject('/api/prices/history?range=1W')).json();
      expect(week.points[0].pricePaisePerGram).toBe(690_000);
      const year = (await app.inject('/api/prices/history?range=1Y')).json();
      expect(
        year.points.map((p: { pricePaisePerGram: number }) => p.pricePaisePerGram),
      ).not.toContain(600_000);
      expect(year.points.length).toBeLessThanOrEqual(366);
    });
  });

  describe('operator price', () => {
    const set = (headers: Record<string, string>, payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/prices',
        headers,
        payload: { reason: 'feed outage', ...payload },
      });

    it('does not exist for anyone but an operator', async () => {
      expect((await set({}, { pricePaisePerGram: 760_000 })).statusCode).toBe(404);
      const customer = await createSignedInUser(app);
      expect((await set(customer.headers, { pricePaisePerGram: 760_000 })).statusCode).toBe(404);
    });

    it('refuses prices out of bounds and unknown fields', async () => {
      const admin = await createSignedInUser(app, { role: 'admin' });
      const low = await set(admin.headers, { pricePaisePerGram: 5000 });
      expect(low.statusCode).toBe(400);
      expect(low.json().error.fields.pricePaisePerGram).toBe(
        'The price must lie between ₹1,000.00 and ₹1,00,000.00 per gram',
      );
      expect((await set(admin.headers, { pricePaisePerGram: -1 })).statusCode).toBe(400);
      expect((await set(admin.headers, { pricePaisePerGram: 760_000.5 })).statusCode).toBe(400);
      expect(
        (await set(admin.headers, { pricePaisePerGram: 760_000, source: 'x' })).statusCode,
      ).toBe(400);
    });

    it('records the price and serves it at once', async () => {
      const admin = await createSignedInUser(app, { role: 'admin' });
      const res = await set(admin.headers, { pricePaisePerGram: 761_234 });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ pricePaisePerGram: 761_234, isStale: false });
      expect((await current(app)).body.pricePaisePerGram).toBe(761_234);
      expect((await repo.findLatest(app.deps.db))!.source).toBe('manual');
    });
  });
});

describe('manual source', async () => {
  const app = await buildTestApp({ env: { PRICE_SOURCE: 'manual' } });
  it('never fetches: the price is whatever the operator set', async () => {
    expect(await app.deps.jobs.runNow('price-refresh')).toBe('manual');
    expect(await repo.countAll(app.deps.db)).toBe(0);
  });
});

describe('sandbox demo seed', async () => {
  const clock = testClock(new Date('2026-03-04T10:00:00Z'));
  const app = await buildTestApp({ clock });
  it('fills a year of the sandbox walk once, enough for every chart range', async () => {
    await seedSandboxPrices(app.deps);
    const n = await repo.countAll(app.deps.db);
    expect(n).toBeGreaterThan(1000);
    await seedSandboxPrices(app.deps);
    expect(await repo.countAll(app.deps.db)).toBe(n);

    const latest = await repo.findLatest(app.deps.db);
    expect(latest).toMatchObject({
      fetchedAt: clock.now(),
      pricePaisePerGram: sandboxPricePaise(app.deps.config.PRICE_SANDBOX_BASE_PAISE, clock.now()),
    });
    for (const [range, min] of [
      ['1D', 280],
      ['1W', 330],
      ['1M', 355],
      ['1Y', 360],
    ] as const) {
      const res = await app.inject(`/api/prices/history?range=${range}`);
      expect(res.json().points.length, range).toBeGreaterThanOrEqual(min);
    }
    // the job finds the seeded reading fresh
    expect(await app.deps.jobs.runNow('price-refresh')).toBe('fresh');
  });
});
