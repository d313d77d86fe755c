import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie';
import { addRouteHook } from './route-hooks';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route reads no cookies (a small public JSON answer on a hot path) */
    cookies?: false;
  }
}

/**
 * Parses the request's cookies into req.cookies on every route but those configured without;
 * returns the same as a preHandler for the not-found handler, which serves the app's pages.
 *
 * The cookie plugin is not registered: its parser and serializer are used as functions. Its
 * app-wide hooks ran on every answer, even where no cookie is read or set: parsing (an onRequest
 * hook) cost the live price, which reads no cookie, a hook run and a parse per request, and its
 * onSend hook (which writes the cookies set through `reply.setCookie`) a hook run per answer.
 * Cookies are set with `setCookie` below instead, which writes the Set-Cookie line at once.
 *
 * Call after every other registration of an onRequest route hook that reads cookies (the session
 * resolver): route hooks added later run first (route-hooks.ts), and this one must run before them.
 */
export function registerCookieParsing(app: FastifyInstance): onRequestHookHandler {
  // one shape for every request (a property added per request would give requests two shapes)
  app.decorateRequest('cookies', null as unknown as FastifyRequest['cookies']);
  const parseCookies: onRequestHookHandler = (req, _reply, done) => {
    const header = req.headers.cookie;
    req.cookies = header ? fastifyCookie.parse(header) : {};
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
  return header ? fastifyCookie.parse(header)[name] : undefined;
}

export type CookieOptions = Omit<CookieSerializeOptions, 'signed' | 'secure'> & {
  secure?: boolean;
};

/**
 * Sets a cookie on the answer: a Set-Cookie line of its own beside any other cookie set; set
 * again on the same answer (same name and path), the last value is the one sent.
 */
export function setCookie(
  reply: FastifyReply,
  name: string,
  value: string,
  options: CookieOptions,
) {
  const line = fastifyCookie.serialize(name, value, options);
  const prior = reply.getHeader('set-cookie');
  const path = `Path=${options.path ?? '/'}`;
  const others = (prior === undefined ? [] : Array.isArray(prior) ? prior : [String(prior)])
    .map(String)
    .filter((l) => !(l.startsWith(`${name}=`) && l.split('; ').includes(path)));
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', others.length > 0 ? [...others, line] : line);
}

/** Removes a cookie from the browser: an empty value that expired long ago. */
export function clearCookie(reply: FastifyReply, name: string, options: CookieOptions) {
  setCookie(reply, name, '', { path: '/', ...options, expires: new Date(0), maxAge: 0 });
}
