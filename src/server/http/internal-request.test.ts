import Fastify from 'fastify';
import { Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { internalRequester } from './internal-request';

describe("the server's own API asked by a page it renders", async () => {
  const app = Fastify();
  app.get('/api/echo', async (req, reply) => {
    reply.status(203);
    return {
      overSocket: req.raw.socket instanceof Socket,
      token: req.headers['x-internal'] ?? null,
      cookie: req.headers.cookie ?? null,
    };
  });
  const ask = internalRequester(app, (sessionToken) => ({
    'x-internal': 'secret',
    ...(sessionToken ? { cookie: `sid=${sessionToken}` } : {}),
  }));
  afterAll(() => app.close());

  it('goes through inject while the server does not listen (tests, start-up)', async () => {
    const res = await ask({ method: 'GET', url: '/api/echo', sessionToken: 'abc' });
    expect(res.statusCode).toBe(203);
    expect(JSON.parse(res.body)).toEqual({ overSocket: false, token: 'secret', cookie: 'sid=abc' });
  });

  it('goes over a loopback connection once it listens, with the same headers and answer', async () => {
    await app.listen({ host: '0.0.0.0', port: 0 });
    const res = await ask({ method: 'GET', url: '/api/echo' });
    expect(res.statusCode).toBe(203);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual({ overSocket: true, token: 'secret', cookie: null });
  });
});
