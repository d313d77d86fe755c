import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { describe, expect, it } from 'vitest';
import { clearCookie, requestCookie, setCookie } from './cookies';

// The app sets and reads cookies through these helpers; the cookie plugin only lends its parser
// and serializer, from a context that serves no route (as in app.ts).
describe('cookies', async () => {
  const app = Fastify();
  await app.register(async (noRoutes) => {
    await noRoutes.register(fastifyCookie, { hook: false });
  });
  app.get('/set', (_req, reply) => {
    setCookie(reply, 'sid', 'first', { path: '/', httpOnly: true, sameSite: 'lax' });
    setCookie(reply, 'lang', 'te', { path: '/', maxAge: 60, sameSite: 'lax' });
    // set again on the same answer: the last value is the one sent
    setCookie(reply, 'sid', 'second', { path: '/', httpOnly: true, sameSite: 'lax' });
    return { ok: true };
  });
  app.get('/clear', (_req, reply) => {
    clearCookie(reply, 'sid', { path: '/', httpOnly: true, sameSite: 'lax', secure: true });
    return { ok: true };
  });
  app.get('/read', (req) => ({ lang: requestCookie(req, 'lang') ?? null }));
  await app.ready();

  it('sends one Set-Cookie line per cookie, the last value of a cookie set twice', async () => {
    const res = await app.inject('/set');
    expect(res.headers['set-cookie']).toEqual([
      'lang=te; Max-Age=60; Path=/; SameSite=Lax',
      'sid=second; Path=/; HttpOnly; SameSite=Lax',
    ]);
  });

  it('clears a cookie with an empty value that has expired', async () => {
    const res = await app.inject('/clear');
    expect(res.headers['set-cookie']).toBe(
      'sid=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax',
    );
  });

  it('reads a cookie on a route that parses none', async () => {
    const res = await app.inject({ url: '/read', headers: { cookie: 'sid=x; lang=hi' } });
    expect(res.json()).toEqual({ lang: 'hi' });
  });
});
