import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../tests/helpers/build-app';

/** The routes only this machine may open (sandbox mode, no SMTP, no METRICS_TOKEN). */
const LOCAL_ONLY = ['/metrics', '/dev/mailbox', '/sandbox/phonepe/_control'];

/** What a proxy on this machine (or a client pretending to be one) adds to a stranger's request. */
const FORWARDED_STRANGER: Record<string, Record<string, string>> = {
  Forwarded: { forwarded: 'for=203.0.113.9;proto=https' },
  'Forwarded naming IPv6': { forwarded: 'for="[2001:db8::7]:4711"' },
  'X-Forwarded-For': { 'x-forwarded-for': '203.0.113.9' },
  'X-Real-IP': { 'x-real-ip': '203.0.113.9' },
  'True-Client-IP': { 'true-client-ip': '203.0.113.9' },
  'CF-Connecting-IP': { 'cf-connecting-ip': '203.0.113.9' },
  'X-Forwarded-Host': { 'x-forwarded-host': 'gold.example.in' },
  'a Host that is not the machine': { host: 'gold.example.in' },
  'a Host only made to look local': { host: 'localhost.evil.test' },
};

/** A loopback proxy that names a loopback client, in each header, or claims loopback falsely. */
const FORWARDED_LOCAL: Record<string, Record<string, string>> = {
  Forwarded: { forwarded: 'for=127.0.0.1' },
  'X-Forwarded-For': { 'x-forwarded-for': '127.0.0.1' },
  'X-Real-IP': { 'x-real-ip': '::1' },
};

const open = (
  app: Awaited<ReturnType<typeof buildTestApp>>,
  url: string,
  headers: Record<string, string>,
) => app.inject({ url, remoteAddress: '127.0.0.1', headers });

describe('routes for this machine only, with TRUST_PROXY off', async () => {
  const app = await buildTestApp({ env: { TRUST_PROXY: 'false' } });

  it('answers a loopback connection addressed to the machine', async () => {
    for (const url of LOCAL_ONLY) {
      for (const host of ['localhost:3000', '127.0.0.1:4350', '[::1]:3000', 'localhost']) {
        expect((await open(app, url, { host })).statusCode, `${url} ${host}`).toBe(200);
      }
    }
  });

  for (const [what, headers] of Object.entries({ ...FORWARDED_STRANGER })) {
    it(`is absent (404) to a loopback connection carrying ${what}`, async () => {
      for (const url of LOCAL_ONLY) {
        expect((await open(app, url, headers)).statusCode, url).toBe(404);
      }
    });
  }

  it('is absent even when the forwarding headers name this machine: no proxy is trusted', async () => {
    for (const [what, headers] of Object.entries(FORWARDED_LOCAL)) {
      for (const url of LOCAL_ONLY) {
        expect((await open(app, url, headers)).statusCode, `${url} ${what}`).toBe(404);
      }
    }
  });
});

describe('routes for this machine only, behind a trusted proxy (TRUST_PROXY on)', async () => {
  const app = await buildTestApp({ env: { TRUST_PROXY: 'true' } });

  for (const [what, headers] of Object.entries(FORWARDED_STRANGER)) {
    it(`is absent (404) when the proxy forwards a stranger by ${what}`, async () => {
      for (const url of LOCAL_ONLY) {
        expect((await open(app, url, headers)).statusCode, url).toBe(404);
      }
    });
  }

  it('is absent when a stranger writes a loopback address before the one the proxy adds', async () => {
    const spoofed = { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' };
    for (const url of LOCAL_ONLY) expect((await open(app, url, spoofed)).statusCode).toBe(404);
  });

  it('answers a client of this machine that the trusted proxy forwards', async () => {
    for (const [what, headers] of Object.entries(FORWARDED_LOCAL)) {
      for (const url of LOCAL_ONLY) {
        expect((await open(app, url, headers)).statusCode, `${url} ${what}`).toBe(200);
      }
    }
  });
});
