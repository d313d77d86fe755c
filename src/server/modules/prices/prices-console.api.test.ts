import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, testClock } from '../../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../../tests/helpers/factories';
import { auditLog } from '../audit/tables';
import * as repo from './repo';

const MINUTE = 60_000;

/** An app of the test alone, with an operator signed in to the console. */
async function setup() {
  const clock = testClock(new Date('2026-03-04T10:00:00Z'));
  const app = await buildTestApp({ clock, env: { PRICE_CACHE_SECONDS: '0' }, perTest: true });
  const operator = await createSignedInUser(app, { role: 'admin' });
  const headers = operator.headers;
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers, payload });
  const view = async () => (await app.inject({ url: '/api/admin/prices', headers })).json();
  const live = async () => (await app.inject('/api/prices/current')).json();
  const priceAudit = () =>
    app.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetType, 'price'))
      .orderBy(auditLog.id);
  return { clock, app, operator, post, view, live, priceAudit };
}

// each test builds its app: more time than the project's default on a busy machine
describe("the console's gold price", { timeout: 120_000 }, () => {
  it('shows the current price, its source, its age and the newest readings', async () => {
    const { clock, app, view } = await setup();
    expect(await app.deps.jobs.runNow('price-refresh')).toBe('stored');
    clock.advance(20_000);
    const v = await view();
    expect(v).toMatchObject({
      isManual: false,
      feed: 'sandbox',
      minPaise: 100_000,
      maxPaise: 10_000_000,
      current: { source: 'sandbox', ageSeconds: 20, isStale: false },
    });
    expect(v.recent).toHaveLength(1);
  });

  it('asks a reason, and keeps to the configured limits', async () => {
    const { post, priceAudit } = await setup();
    const noReason = await post('/api/admin/prices', { pricePaisePerGram: 780_000 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason).toBe('Please give a reason');
    const tooHigh = await post('/api/admin/prices', {
      pricePaisePerGram: 10_000_001,
      reason: 'typo',
    });
    expect(tooHigh.statusCode).toBe(400);
    expect((await priceAudit()).length).toBe(0);
  });

  it('holds a manual price against the feed, without going stale, with one audit row', async () => {
    const { clock, app, operator, post, view, live, priceAudit } = await setup();
    expect(await app.deps.jobs.runNow('price-refresh')).toBe('stored');
    const before = (await live()).pricePaisePerGram;
    const res = await post('/api/admin/prices', {
      pricePaisePerGram: 780_000,
      reason: 'the feed is two hours behind MCX',
    });
    expect(res.statusCode).toBe(201);
    expect((await live()).pricePaisePerGram).toBe(780_000);

    // refresh intervals and the stale limit pass: the operator's price stays, and sells
    clock.advance(30 * MINUTE);
    expect(await app.deps.jobs.runNow('price-refresh')).toBe('manual');
    expect(await live()).toMatchObject({ pricePaisePerGram: 780_000, isStale: false });
    expect(await view()).toMatchObject({
      isManual: true,
      current: { source: 'manual', ageSeconds: 1800, isStale: false },
    });

    const rows = await priceAudit();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'price.set-manual',
      actorUserId: operator.user.id,
      actorLabel: operator.user.email,
      before: { pricePaisePerGram: before, source: 'sandbox' },
      after: { pricePaisePerGram: 780_000, source: 'manual' },
      reason: 'the feed is two hours behind MCX',
    });
  });

  it('goes back to the feed at once, with one audit row', async () => {
    const { clock, app, post, view, priceAudit } = await setup();
    // the feed's price, then the operator's
    expect(await app.deps.jobs.runNow('price-refresh')).toBe('stored');
    clock.advance(MINUTE);
    const manual = await post('/api/admin/prices', {
      pricePaisePerGram: 780_000,
      reason: 'the feed is two hours behind MCX',
    });
    expect(manual.statusCode).toBe(201);

    const res = await post('/api/admin/prices/feed', { reason: 'feed fixed' });
    expect(res.statusCode).toBe(200);
    const latest = await repo.findLatest(app.deps.db);
    expect(latest!.source).toBe('sandbox');
    expect(res.json().pricePaisePerGram).toBe(latest!.pricePaisePerGram);
    expect((await view()).isManual).toBe(false);
    const rows = await priceAudit();
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      action: 'price.use-feed',
      targetId: String(latest!.id),
      before: { pricePaisePerGram: 780_000, source: 'manual' },
      after: { pricePaisePerGram: latest!.pricePaisePerGram, source: 'sandbox' },
      reason: 'feed fixed',
    });
    // already on the feed: nothing to do, nothing written
    expect((await post('/api/admin/prices/feed', { reason: 'again' })).statusCode).toBe(409);
    expect(await priceAudit()).toHaveLength(2);
    // and the feed refreshes again on its own
    clock.advance(2 * MINUTE);
    expect(await app.deps.jobs.runNow('price-refresh')).toBe('stored');
  });
});

describe('with no feed (PRICE_SOURCE=manual)', async () => {
  const app = await buildTestApp({ env: { PRICE_SOURCE: 'manual' } });
  const operator = await createSignedInUser(app, { role: 'admin' });
  it('has no feed to go back to', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/admin/prices',
      headers: operator.headers,
      payload: { pricePaisePerGram: 770_000, reason: 'opening price' },
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/prices/feed',
      headers: operator.headers,
      payload: { reason: 'try' },
    });
    expect(res.statusCode).toBe(409);
    expect(
      (await app.inject({ url: '/api/admin/prices', headers: operator.headers })).json(),
    ).toMatchObject({ feed: 'manual', isManual: true });
  });
});
