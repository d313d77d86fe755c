import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../tests/helpers/build-app';

// Issue 31: one address (a family, an office, a mobile carrier) loads many pages; the app's hashed
// files never count against the per-address limit, which protects the API and the pages.
const dist = mkdtempSync(path.join(tmpdir(), 'gs-web-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>GoldSave</title>');
writeFileSync(path.join(dist, 'assets', 'client-Ab12Cd34.js'), 'export {};');
writeFileSync(path.join(dist, 'assets', 'app-Ef56Gh78.css'), 'body{}');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the per-address limit', async () => {
  const LIMIT = 5;
  const CALLBACKS = 12;
  const RETURNS = 7;
  const app = await buildTestApp({
    env: {
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
      GATEWAY_CALLBACK_RATE_LIMIT_PER_MINUTE: String(CALLBACKS),
      PAYMENT_RETURN_RATE_LIMIT_PER_MINUTE: String(RETURNS),
    },
    webDist: dist,
  });
  const from = (url: string, remoteAddress: string) =>
    app.inject({ method: 'GET', url, remoteAddress });

  it('never refuses a hashed script or style sheet, however many one address fetches', async () => {
    const codes = new Set<number>();
    for (let i = 0; i < LIMIT * 8; i++) {
      codes.add((await from('/assets/client-Ab12Cd34.js', '203.0.113.31')).statusCode);
      codes.add((await from('/assets/app-Ef56Gh78.css', '203.0.113.31')).statusCode);
    }
    expect([...codes]).toEqual([200]);
    // the address's budget is still whole: the API answers it
    expect((await from('/api/config', '203.0.113.31')).statusCode).toBe(200);
  });

  it('still limits the API and the pages; a chunk gone after a release answers 404, not 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      codes.push((await from(i % 2 ? '/api/config' : '/aboutus', '203.0.113.32')).statusCode);
    }
    expect(codes.slice(0, LIMIT).every((c) => c === 200)).toBe(true);
    expect(codes.slice(LIMIT)).toEqual([429, 429]);
    // over the limit, the app's code still arrives
    expect((await from('/assets/client-Ab12Cd34.js', '203.0.113.32')).statusCode).toBe(200);
    expect((await from('/assets/client-Old00000.js', '203.0.113.32')).statusCode).toBe(404);
  });

  it("counts the gateway's callbacks apart: an address past the page limit still delivers them, up to their own", async () => {
    const callback = () =>
      app.inject({
        method: 'POST',
        url: '/api/payments/phonepe/callback',
        remoteAddress: '203.0.113.33',
        payload: { response: 'bm90IGEgY2FsbGJhY2s=' },
      });
    const codes = new Set<number>();
    for (let i = 0; i < CALLBACKS; i++) codes.add((await callback()).statusCode);
    // answered on their merits (an unsigned body is refused), never throttled like one browser
    expect(codes.has(429)).toBe(false);
    expect((await callback()).statusCode).toBe(429);
  });

  it('counts landings back from the pay page apart, up to their own budget', async () => {
    const land = () => from('/api/payments/return/GSNOSUCHPAYMENT01', '203.0.113.34');
    const codes: number[] = [];
    for (let i = 0; i < RETURNS; i++) codes.push((await land()).statusCode);
    // an unknown payment lands on the home page; the pages' budget (5) is not this route's
    expect(new Set(codes)).toEqual(new Set([303]));
    expect((await land()).statusCode).toBe(429);
  });
});
