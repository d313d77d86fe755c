import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayError } from '../modules/payments/gateway';
import { sendLogged } from '../modules/payments/gateway-log';
import { createOutboundSend, sendWithFetch } from './outbound';

/** A real HTTP server: echoes what it got, or answers late on /slow. */
let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.url === '/slow') {
        setTimeout(() => res.end('late'), 1_000);
        return;
      }
      if (req.url === '/half') {
        // the head at once, the body too late
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('part');
        setTimeout(() => res.end('rest'), 1_000);
        return;
      }
      res.writeHead(req.url === '/missing' ? 404 : 200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          method: req.method,
          url: req.url,
          xVerify: req.headers['x-verify'],
          body,
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((r) => server.close(() => r()));
});

const senders = {
  'the app client (undici)': createOutboundSend(),
  'a fetch': sendWithFetch((input, init) => fetch(input, init)),
};
afterAll(() => senders['the app client (undici)'].close?.());

describe.each(Object.entries(senders))('outbound HTTP through %s', (_name, send) => {
  it('sends the method, headers and body, and answers the status and the whole text', async () => {
    const a = await send({
      url: `${base}/pg/v1/pay`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-verify': 'abc###1' },
      body: '{"request":"e30="}',
      timeoutMs: 2_000,
    });
    expect(a.status).toBe(200);
    expect(JSON.parse(a.text)).toEqual({
      method: 'POST',
      url: '/pg/v1/pay',
      xVerify: 'abc###1',
      body: '{"request":"e30="}',
    });
    const get = await send({
      url: `${base}/missing`,
      method: 'GET',
      headers: {},
      timeoutMs: 2_000,
    });
    expect(get.status).toBe(404);
  });

  it('fails with a TimeoutError when the answer, or the rest of its body, comes too late', async () => {
    for (const path of ['/slow', '/half']) {
      const err = await send({ url: `${base}${path}`, method: 'GET', headers: {}, timeoutMs: 200 })
        .then(() => null)
        .catch((e: unknown) => e);
      expect(err, path).toBeInstanceOf(Error);
      expect((err as Error).name, path).toBe('TimeoutError');
    }
  });

  it('through the gateway log: a late answer is a timeout, a closed port a network failure, both recorded', async () => {
    const records: { error?: string }[] = [];
    const io = {
      fetch: () => Promise.reject(new Error('not used')),
      send,
      timeoutMs: 200,
      onExchange: (e: { error?: string }) => void records.push(e),
    };
    const req = (url: string) => ({
      gateway: 'phonepe',
      operation: 'status',
      reference: 'T1',
      url,
      method: 'GET',
      headers: {},
      logged: { path: '/status', requestHeaders: {} },
    });
    const late = await sendLogged(io, req(`${base}/slow`), () => ({ response: null })).catch(
      (e: unknown) => e,
    );
    expect(late).toBeInstanceOf(GatewayError);
    expect((late as GatewayError).kind).toBe('timeout');
    // a port nothing listens on
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const refused = await sendLogged(io, req(`http://127.0.0.1:${port}/x`), () => ({
      response: null,
    })).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(GatewayError);
    expect((refused as GatewayError).kind).toBe('network');
    expect(records.map((r) => r.error?.split(':')[0])).toEqual(['timeout', 'network']);
  });
});
