import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Config } from '../config';
import { AppError } from './app-error';
import { httpMessages } from './messages';
import { addRouteHook } from './route-hooks';

/** Methods that never change state: no cross-site check. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Where a browser changes state: the API, and the pages a mailed link opens (the Autopay skip). */
const BROWSER_ACTIONS = ['/api/', '/autopay/'];

/**
 * Whether a route is guarded: every state-changing route a browser posts to, except the gateway's
 * callbacks, which a payment gateway's servers (not a browser) post, signed (payments.md). The
 * mailed skip link acts by its signed token, not a cookie, but its confirmation page posts from our
 * own origin, so another site has no reason to post it either.
 */
export function isCrossSiteGuarded(method: string, url: string) {
  return (
    !SAFE_METHODS.has(method) &&
    BROWSER_ACTIONS.some((prefix) => url.startsWith(prefix)) &&
    !url.includes('/callback')
  );
}

const originOf = (value: string | undefined) => {
  if (!value) return undefined;
  try {
    const { origin } = new URL(value);
    // "null" (an opaque origin: a sandboxed frame, a file) names no site we serve
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
};

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins a page of this app is served from: PUBLIC_URL's. When PUBLIC_URL names the machine
 * itself (the default http://localhost:PORT, for trying the app), its other loopback spellings
 * name the same server.
 */
export function appOrigins(config: Pick<Config, 'publicUrl'>): ReadonlySet<string> {
  const url = new URL(config.publicUrl);
  const origins = new Set([url.origin]);
  if (LOOPBACK_NAMES.includes(url.hostname)) {
    for (const name of LOOPBACK_NAMES) {
      origins.add(`${url.protocol}//${name}${url.port ? `:${url.port}` : ''}`);
    }
  }
  return origins;
}

/**
 * Cross-site request forgery. A browser sends Origin on every state-changing fetch (Referer when
 * an old one does not), so the request's page must be one of ours: PUBLIC_URL's origin, never
 * what a Host or X-Forwarded-Host header claims, as any client can write those. Behind a proxy
 * (TRUST_PROXY on), the origin the proxy forwards (X-Forwarded-Proto and -Host) counts too.
 *
 * Without Origin and Referer, a browser's Sec-Fetch-Site still tells a cross-site request: refused
 * when it carries a cookie. A request with none of the three (curl, a server, a script) is not a
 * browser's forgery and goes on to the usual checks: it only acts with the session it sends.
 * See docs/operating.md: Cross-site requests.
 */
export function makeRefuseCrossSite(config: Pick<Config, 'publicUrl' | 'TRUST_PROXY'>) {
  const ours = appOrigins(config);
  const isOurs = (origin: string | undefined, req: FastifyRequest) =>
    origin !== undefined &&
    (ours.has(origin) || (config.TRUST_PROXY && origin === `${req.protocol}://${req.host}`));
  const refuse = () => new AppError('FORBIDDEN', httpMessages.en.crossSite);

  const hook: onRequestHookHandler = (req, _reply, done) => {
    const { origin, referer } = req.headers;
    if (origin !== undefined) return done(isOurs(originOf(origin), req) ? undefined : refuse());
    if (referer !== undefined) return done(isOurs(originOf(referer), req) ? undefined : refuse());
    const site = req.headers['sec-fetch-site'];
    const isCrossSite = site === 'cross-site' || site === 'same-site';
    if (isCrossSite && req.headers.cookie) return done(refuse());
    done();
  };
  return hook;
}

/** Adds the cross-site check to every guarded route registered from now on. */
export function registerCrossSiteCheck(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl' | 'TRUST_PROXY'>,
) {
  const refuseCrossSite = makeRefuseCrossSite(config);
  addRouteHook(app, 'onRequest', (route) =>
    [route.method].flat().some((m) => isCrossSiteGuarded(m, route.url))
      ? refuseCrossSite
      : undefined,
  );
}
