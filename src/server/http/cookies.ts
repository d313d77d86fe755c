import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { addRouteHook } from './route-hooks';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route reads no cookies (a small public JSON answer on a hot path) */
    cookies?: false;
  }
}

/**
 * Parses the request's cookies into req.cookies on every route but those configured without
 * (@fastify/cookie is registered with `hook: false`: its app-wide hook cost the live price, which
 * reads no cookie, a hook run and a parse per request); returns the same as a preHandler for the
 * not-found handler, which serves the app's pages.
 *
 * Call after every other registration of an onRequest route hook that reads cookies (the session
 * resolver): route hooks added later run first (route-hooks.ts), and this one must run before them.
 */
export function registerCookieParsing(app: FastifyInstance): onRequestHookHandler {
  const parseCookies: onRequestHookHandler = (req, _reply, done) => {
    const header = req.headers.cookie;
    req.cookies = header ? app.parseCookie(header) : {};
    done();
  };
  addRouteHook(app, 'onRequest', (route) =>
    route.config?.cookies === false ? undefined : parseCookies,
  );
  return parseCookies;
}

/** One request cookie, also on a route that parses none (an error answer's language). */
export function requestCookie(req: FastifyRequest, name: string): string | undefined {
  // null on a route configured without cookies (typed as always there by @fastify/cookie)
  const parsed = req.cookies as FastifyRequest['cookies'] | null;
  if (parsed) return parsed[name];
  const header = req.headers.cookie;
  return header ? req.server.parseCookie(header)[name] : undefined;
}
