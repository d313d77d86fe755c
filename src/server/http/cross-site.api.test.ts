import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../tests/helpers/factories';
import { goldPrices } from '../modules/prices/tables';
import { isCrossSiteGuarded } from './cross-site';

const PUBLIC_URL = 'https://gold.example.in';

/** A concrete URL for a route path: each `:param` filled with a made-up value. */
const concrete = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => `x-${name}`);

const changesState = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

/**
 * State-changing routes a browser's cookie does not act on: the gateway's signed callbacks, and
 * the sandbox, which stands for the gateway's own site (its servers and its UPI app).
 */
const isGatewaySide = (url: string) => url.includes('/callback') || url.startsWith('/sandbox/');

const newPrice = { pricePaisePerGram: 999_999, reason: 'forged' };

describe('cross-site requests, with PUBLIC_URL behind no trusted proxy', async () => {
  const app = await buildTestApp({ env: { PUBLIC_URL, TRUST_PROXY: 'false' } });
  const operator = await createSignedInUser(app, { role: 'admin' });
  const stateChanging = app.routeList.filter((r) => changesState(r.method));

  it('guards every state-changing route a browser acts on with its cookie', () => {
    const unguarded = stateChanging.filter((r) => !isCrossSiteGuarded(r.method, r.url));
    expect(unguarded.filter((r) => !isGatewaySide(r.url))).toEqual([]);
    const guarded = stateChanging.filter((r) => isCrossSiteGuarded(r.method, r.url));
    expect(guarded.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/admin/prices',
        'POST /api/auth/signup',
        'PUT /api/users/me',
        'POST /api/store/orders',
        'POST /api/digital-gold/orders',
      ]),
    );
  });

  it('refuses every guarded route from another site, whatever X-Forwarded-Host claims', async () => {
    const prices = await app.deps.db.$count(goldPrices);
    const guarded = stateChanging.filter((r) => isCrossSiteGuarded(r.method, r.url));
    for (const r of guarded) {
      const res = await app.inject({
        method: r.method as 'POST',
        url: concrete(r.url),
        headers: {
          ...operator.headers,
          origin: 'http://evil.test',
          'x-forwarded-host': 'evil.test',
          'x-forwarded-proto': 'http',
        },
        payload: newPrice,
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json().error.code, `${r.method} ${r.url}`).toBe('FORBIDDEN');
    }
    expect(await app.deps.db.$count(goldPrices)).toBe(prices);
  });

  const setPrice = (headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/prices',
      headers: { ...operator.headers, ...headers },
      payload: { pricePaisePerGram: 760_000, reason: 'test' },
    });

  it("lets PUBLIC_URL's own pages through, by Origin or by Referer", async () => {
    expect((await setPrice({ origin: PUBLIC_URL })).statusCode).toBe(201);
    expect((await setPrice({ referer: `${PUBLIC_URL}/admin/prices` })).statusCode).toBe(201);
  });

  it('refuses an Origin that only the Host header or a made-up one vouches for', async () => {
    const byHost = await setPrice({ origin: 'http://evil.test', host: 'evil.test' });
    expect(byHost.statusCode).toBe(403);
    expect((await setPrice({ origin: 'null' })).statusCode).toBe(403);
    expect((await setPrice({ origin: 'not a url' })).statusCode).toBe(403);
    expect((await setPrice({ origin: 'http://gold.example.in' })).statusCode).toBe(403);
  });

  it('refuses a Referer from another site when there is no Origin', async () => {
    const res = await setPrice({ referer: 'http://evil.test/page' });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a cookie-bearing request a browser marks cross-site, with no Origin or Referer', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const res = await setPrice({ 'sec-fetch-site': site });
      expect(res.statusCode, site).toBe(403);
    }
    expect((await setPrice({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    // a browser's own navigation (typed address, bookmark)
    expect((await setPrice({ 'sec-fetch-site': 'none' })).statusCode).toBe(201);
  });

  it('lets a client that sends none of the three act with its own session', async () => {
    // curl or a script: no forgery by a browser; it acts only with the cookie it holds
    expect((await setPrice({})).statusCode).toBe(201);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { login: 'nobody@example.in', password: 'Wrong@1234' },
    });
    // no cookie, so no session to misuse: the usual answer, not 403
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('cross-site requests behind a trusted proxy (TRUST_PROXY on)', async () => {
  const app = await buildTestApp({ env: { PUBLIC_URL, TRUST_PROXY: 'true' } });
  const operator = await createSignedInUser(app, { role: 'admin' });
  const setPrice = (headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/prices',
      headers: { ...operator.headers, ...headers },
      payload: { pricePaisePerGram: 760_000, reason: 'test' },
    });

  it('accepts the origin the proxy forwards, and still refuses another site', async () => {
    const forwarded = { 'x-forwarded-host': 'www.gold.example.in', 'x-forwarded-proto': 'https' };
    expect(
      (await setPrice({ ...forwarded, origin: 'https://www.gold.example.in' })).statusCode,
    ).toBe(201);
    expect((await setPrice({ ...forwarded, origin: 'http://evil.test' })).statusCode).toBe(403);
    expect((await setPrice({ origin: PUBLIC_URL })).statusCode).toBe(201);
  });
});
