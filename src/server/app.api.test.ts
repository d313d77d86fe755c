import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../tests/helpers/build-app';

// What every route gets from buildApp (src/server/app.ts), whichever module serves it.
describe('the app as a whole: health, metrics, headers, errors, cross-site requests', async () => {
  const app = await buildTestApp();
  it('reports the database status', async () => {
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { ok: true } });
  });
  it('serves Prometheus metrics with request durations by route and status', async () => {
    const series = (route: string, status: number) =>
      `method="GET",route="${route}",status="${status}"`;
    const count = (body: string, route: string, status: number) =>
      Number(
        body.match(
          new RegExp(`http_request_duration_seconds_count\\{${series(route, status)}\\} (\\d+)`),
        )?.[1] ?? 0,
      );
    const before = (await app.inject('/metrics')).body;
    await app.inject('/healthz');
    await app.inject('/healthz');
    await app.inject('/api/nope');
    const res = await app.inject('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(count(res.body, '/healthz', 200)).toBe(count(before, '/healthz', 200) + 2);
    expect(count(res.body, 'unmatched', 404)).toBe(count(before, 'unmatched', 404) + 1);
    expect(res.body).toContain(
      `http_request_duration_seconds_bucket{le="+Inf",${series('/healthz', 200)}} ${count(res.body, '/healthz', 200)}`,
    );
    // buckets are cumulative: the last finite one never exceeds the count
    const buckets = [
      ...res.body.matchAll(
        new RegExp(`_bucket\\{le="([^"]+)",${series('/healthz', 200)}\\} (\\d+)`, 'g'),
      ),
    ].map((m) => Number(m[2]));
    expect(buckets).toEqual([...buckets].sort((a, b) => a - b));
    expect(res.body).toContain('process_cpu_seconds_total');
  });
  it('sends the security headers with pages and API answers, not with the live price JSON', async () => {
    for (const url of ['/aboutus', '/no/such/page', '/api/auth/session', '/healthz']) {
      const res = await app.inject(url);
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
    const price = await app.inject('/api/prices/current');
    expect(price.headers['content-security-policy']).toBeUndefined();
    expect(price.headers['x-content-type-options']).toBe('nosniff');
  });
  it('answers unknown API paths with the error shape and unknown pages with 404', async () => {
    const api = await app.inject('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
    const page = await app.inject('/no/such/page');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('ERROR 404');
    const known = await app.inject('/aboutus');
    expect(known.statusCode).toBe(200);
  });
  it('refuses a state change from another site', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact/messages',
      headers: { origin: 'https://evil.example' },
      payload: { name: 'A', email: 'a@b.in', message: 'x' },
    });
    expect(res.statusCode).toBe(403);
  });
});
