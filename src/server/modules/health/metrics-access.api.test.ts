import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../tests/helpers/build-app';

describe('/metrics', async () => {
  const app = await buildTestApp({ env: { METRICS_TOKEN: 'scrape-me-0123456789' } });
  const get = (remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ url: '/metrics', remoteAddress, headers });

  it('answers this machine, and a remote scraper only with the configured token', async () => {
    const local = await get('127.0.0.1');
    expect(local.statusCode).toBe(200);
    expect(local.body).toContain('http_request_duration');
    expect(local.body).toContain('db_statements_total{kind="all"}');
    expect((await get('203.0.113.9')).statusCode).toBe(404);
    expect((await get('203.0.113.9', { authorization: 'Bearer wrong' })).statusCode).toBe(404);
    // a proxy on this machine forwards strangers: not local
    expect((await get('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    const scraper = await get('203.0.113.9', { authorization: 'Bearer scrape-me-0123456789' });
    expect(scraper.statusCode).toBe(200);
  });
});

describe('/metrics without a token', async () => {
  const app = await buildTestApp();

  it('is absent for every remote address, whatever it sends', async () => {
    for (const authorization of ['', 'Bearer ', 'Bearer undefined']) {
      const res = await app.inject({
        url: '/metrics',
        remoteAddress: '198.51.100.4',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(404);
    }
  });
});
