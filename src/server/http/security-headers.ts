import type { FastifyInstance, FastifyReply, preHandlerHookHandler } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { addRouteHook } from './route-hooks';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route sets no page security headers (a small public JSON answer on a hot path) */
    securityHeaders?: false;
    /** true: no 'incoming request' / 'request completed' log lines for this route */
    quietRequestLogs?: boolean;
  }
}

/**
 * The headers helmet sets for these options. With static directives (no per-request nonces)
 * helmet sets the same headers on every response, so they are worked out once here, by running
 * its middleware against a recording response, instead of on each request as @fastify/helmet does.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let error: unknown;
  let isDone = false;
  helmet(options)({} as never, res as never, (err?: unknown) => {
    error = err;
    isDone = true;
  });
  if (error) throw error;
  if (!isDone) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * Sets the security headers on every route's answer, except on routes configured without them;
 * returns the same as a preHandler for the not-found handler (which serves the app's pages).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: Readonly<HelmetOptions>,
): preHandlerHookHandler {
  const headers = helmetHeaders(options);
  const setHeaders = (_req: unknown, reply: FastifyReply, done: () => void) => {
    reply.headers(headers);
    done();
  };
  addRouteHook(app, 'onRequest', (route) =>
    route.config?.securityHeaders === false ? undefined : setHeaders,
  );
  return setHeaders;
}
