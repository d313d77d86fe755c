import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerHookHandler,
} from 'fastify';
import fastifyStatic from '@fastify/static';
import type { PublicConfig } from '../../shared/api/config';
import {
  DEFAULT_LOCALE,
  LANG_COOKIE,
  LANG_PARAM,
  isLocale,
  localeFromAcceptLanguage,
  type Locale,
} from '../../shared/locales';
import { findAppRoute, signInRedirect, type RouteId } from '../../shared/routes';
import { requestCookie, setCookie } from './cookies';
import { FAVICON_LINK } from './favicon';
import { httpMessages } from './messages';

/** Where `vite build` writes the app. */
export const WEB_DIST = path.resolve(process.cwd(), 'dist/web');

const FALLBACK_404 = `<!doctype html><html lang="en"><head><meta charset="utf-8">${FAVICON_LINK}<title>ERROR 404</title></head>
<body><main><h1>ERROR 404</h1><p>This page does not exist.</p><a href="/">Take me there!</a></main></body></html>`;

export type SpaOptions = {
  /** folder of the built web app; defaults to dist/web (server rendering: its sibling web-ssr) */
  webDist?: string;
  /**
   * preHandlers for the not-found handler, which serves the app's pages: the app-wide work that
   * routes get as route hooks (route-hooks.ts); Fastify gives this handler preHandlers only
   */
  notFoundPreHandlers?: preHandlerHookHandler[];
  /** server rendering of the public pages for visitors: the config they are rendered with */
  publicConfig?: PublicConfig;
  /** whether a request carries a session cookie (such a visitor gets the plain app page) */
  hasSessionCookie?: (req: FastifyRequest) => boolean;
  /** the request's session token, for the member's pages rendered for that member */
  sessionToken?: (req: FastifyRequest) => string | undefined;
  /** the server's own API, for the answers a rendered page shows (prices, products) */
  internalRequest?: InternalRequest;
  /** whether the request's session is an operator's (the console's pages are 404 to anyone else) */
  isOperator?: (req: FastifyRequest) => Promise<boolean>;
  /**
   * changes whenever this instance changes what a live page shows besides the price (a product
   * added, edited or hidden): such a page is rendered again at once
   */
  contentVersion?: () => string;
};

/** The module `vite build --ssr` makes of src/web/prerender.tsx. */
type PrerenderModule = {
  PRERENDERED_PATHS: readonly string[];
  MEMBER_RENDERED_PATHS: readonly string[];
  renderSignedOutPage(
    path: string,
    config: PublicConfig,
    api: ((url: string, init: RequestInit) => Promise<Response>) | undefined,
    origin: string | undefined,
    locale: Locale,
  ): Promise<{ html: string; bootScript: string; isLive: boolean }>;
  renderMemberPage(
    path: string,
    config: PublicConfig,
    api: (url: string, init: RequestInit) => Promise<Response>,
    origin: string,
    locale: Locale,
  ): Promise<{ html: string; bootScript: string } | undefined>;
  /**
   * a page's title (undefined: the 404 page's), and its description, loader's name and font in
   * `locale`
   */
  pageHead(
    routeId: RouteId | undefined,
    locale: Locale,
    brand: string,
  ): Promise<{ title: string; description: string; loading: string; head: string }>;
};

/**
 * The language of a page request (issue 30): `?lang=` first, then the cookie the switch (or an
 * earlier `?lang=`) left, then the browser's Accept-Language, then English. A member's profile
 * language reaches the cookie through the app (it sets the cookie when it applies the profile's).
 * The operator console is English unless its staff chose a language (`guess: false`: the
 * browser's languages are not asked).
 */
export function requestLocale(
  req: FastifyRequest,
  { guess = true }: { guess?: boolean } = {},
): { locale: Locale; fromQuery: boolean } {
  const query = (req.query as Record<string, unknown> | undefined)?.[LANG_PARAM];
  if (isLocale(query)) return { locale: query, fromQuery: true };
  const cookie = requestCookie(req, LANG_COOKIE);
  if (isLocale(cookie)) return { locale: cookie, fromQuery: false };
  if (!guess) return { locale: DEFAULT_LOCALE, fromQuery: false };
  const header = req.headers['accept-language'];
  return {
    locale:
      localeFromAcceptLanguage(typeof header === 'string' ? header : undefined) ?? DEFAULT_LOCALE,
    fromQuery: false,
  };
}

/** A year, in seconds: the language cookie's lifetime. */
const LANG_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * A request to this server's own API, answered in-process (no network, no rate limit); with a
 * session token, as the member it belongs to.
 */
export type InternalRequest = (req: {
  method: string;
  url: string;
  sessionToken?: string;
}) => Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }>;

/**
 * How long a page with live answers (prices, products) is kept at most: the catalogue cache's
 * lifetime. It is rendered again sooner when the gold price changes.
 */
export const LIVE_PAGE_MAX_AGE_MS = 10_000;

/** What a member's page is when the request's session has ended: a visitor's request. */
const SIGNED_OUT = Symbol('signed out');

type PageRenderer = {
  /** the paths rendered for visitors */
  paths: ReadonlySet<string>;
  /** a path's rendered page in `locale` (undefined: serve the app page) */
  page(url: string, locale?: Locale): Promise<string | undefined>;
  /**
   * the app page (not rendered) of the route `routeId` (undefined: a page that does not exist) in
   * `locale`: its title, language and font
   */
  appPage(routeId: RouteId | undefined, locale: Locale): Promise<string | undefined>;
  /** the paths rendered for the member who asks */
  memberPaths: ReadonlySet<string>;
  /**
   * A member's page rendered for the member whose session `token` is, with the request's
   * `origin`; SIGNED_OUT when the session is not (or no longer) valid; undefined: serve the app
   * page
   */
  memberPage(
    url: string,
    token: string,
    origin: string,
    locale?: Locale,
  ): Promise<string | typeof SIGNED_OUT | undefined>;
};

type RenderedPage = { page: string; isLive: boolean; version: string; renderedAt: number };

/**
 * The public pages a signed-out visitor sees, rendered with this server's config (and, for pages
 * with prices or products, its API's answers of the moment) and kept: the page then paints from
 * the HTML alone, before the app's code has arrived. A page without live answers is rendered
 * once; one with live answers again when the gold price has changed or it is older than
 * LIVE_PAGE_MAX_AGE_MS, one rendering at a time. A page that fails to render is served as the
 * plain app page (and the failure logged).
 */
async function createPageRenderer(
  entry: string,
  indexHtml: string,
  config: PublicConfig,
  api: InternalRequest | undefined,
  log: FastifyBaseLogger,
  contentVersion: () => string = () => '',
): Promise<PageRenderer> {
  const none: PageRenderer = {
    paths: new Set(),
    page: async () => undefined,
    appPage: async () => undefined,
    memberPaths: new Set(),
    memberPage: async () => undefined,
  };
  if (!existsSync(entry)) return none;
  let ssr: PrerenderModule;
  try {
    ssr = (await import(pathToFileURL(entry).href)) as PrerenderModule;
  } catch (err) {
    log.error({ err, entry }, 'server rendering unavailable: pages are served as the app page');
    return none;
  }
  const paths = new Set(ssr.PRERENDERED_PATHS);
  const memberPaths = new Set(ssr.MEMBER_RENDERED_PATHS);
  const kept = new Map<string, RenderedPage>();
  const rendering = new Map<string, Promise<RenderedPage | undefined>>();
  /** the API as a fetch; with a session token, as its member (but not for answers sent without) */
  const fetchApiAs =
    (apiCall: InternalRequest, sessionToken?: string) => async (url: string, init: RequestInit) => {
      const res = await apiCall({
        method: init.method ?? 'GET',
        url,
        ...(sessionToken && init.credentials !== 'omit' ? { sessionToken } : {}),
      });
      return new Response(res.statusCode === 204 ? null : res.body, {
        status: res.statusCode,
        headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
      });
    };
  const fetchApi = api ? fetchApiAs(api) : undefined;
  /**
   * index.html as the page of route `routeId` in `locale`: the page's own title (the app sets
   * the title only when it moves to another page), and for Telugu and Hindi its language,
   * description, the first-load loader's name in the language and the script's font (English
   * stays as index.html has it)
   */
  const localized = async (doc: string, routeId: RouteId | undefined, locale: Locale) => {
    const { title, description, loading, head } = await ssr.pageHead(routeId, locale, config.brand);
    const attr = (text: string) =>
      text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    // (index.html's own title carries data-shell, which tells the app to set the title itself)
    const titled = doc.replace(/<title[^>]*>[^<]*<\/title>/, () => `<title>${attr(title)}</title>`);
    if (locale === DEFAULT_LOCALE) return titled;
    return titled
      .replace('<html lang="en">', () => `<html lang="${locale}">`)
      .replace(
        /(<meta\s+name="description"\s+content=")[^"]*(")/,
        (_, open: string, close: string) => `${open}${attr(description)}${close}`,
      )
      .replace('</head>', () => `${head}</head>`)
      .replace(
        /(<div\s+role="status"\s+aria-label=")Loading(")/,
        (_, open: string, close: string) => `${open}${attr(loading)}${close}`,
      );
  };
  /** a rendered page's document: index.html with the markup and the boot data */
  const documentOf = (html: string, bootScript: string) =>
    indexHtml
      // (the markers' surrounding whitespace too: #root must hold exactly the app's markup)
      .replace(/\s*<!--app-html-->[\s\S]*<!--\/app-html-->\s*/, () => html)
      .replace('<!--boot-data-->', () => bootScript)
      // the page paints from its HTML and CSS alone: its code is fetched after the first
      // paint (boot.ts), not preloaded beside the CSS on a slow connection
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');

  /** what a live page shows changes with the gold price: its reading identifies the version */
  const priceVersion = async () => {
    if (!api) return '';
    const res = await api({ method: 'GET', url: '/api/prices/current' });
    if (res.statusCode !== 200) return `status ${res.statusCode}`;
    const { pricePaisePerGram, fetchedAt, isStale } = JSON.parse(res.body) as {
      pricePaisePerGram: number | null;
      fetchedAt: string | null;
      isStale: boolean;
    };
    return `${pricePaisePerGram}@${fetchedAt}${isStale ? ' stale' : ''}`;
  };

  const render = async (
    url: string,
    locale: Locale,
    version: string,
  ): Promise<RenderedPage | undefined> => {
    try {
      const { html, bootScript, isLive } = await ssr.renderSignedOutPage(
        url,
        config,
        fetchApi,
        undefined,
        locale,
      );
      const page = await localized(documentOf(html, bootScript), findAppRoute(url)?.id, locale);
      return { page, isLive, version, renderedAt: Date.now() };
    } catch (err) {
      log.error(
        { err, page: url },
        'server rendering of a public page failed: served as the app page',
      );
      return undefined;
    }
  };

  const page = async (url: string, locale: Locale = DEFAULT_LOCALE) => {
    if (!paths.has(url)) return undefined;
    // (kept per language: each is its own page)
    const key = `${locale} ${url}`;
    const cached = kept.get(key);
    if (cached && !cached.isLive) return cached.page;
    const version = `${await priceVersion().catch(() => 'unknown')} ${contentVersion()}`;
    if (
      cached &&
      cached.version === version &&
      Date.now() - cached.renderedAt < LIVE_PAGE_MAX_AGE_MS
    ) {
      return cached.page;
    }
    let pending = rendering.get(key);
    if (!pending) {
      pending = render(url, locale, version).finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    const fresh = await pending;
    if (fresh) kept.set(key, fresh);
    return fresh?.page ?? cached?.page;
  };
  /** rendered on each request, for its member only, and never kept */
  const memberPage = async (
    url: string,
    token: string,
    origin: string,
    locale: Locale = DEFAULT_LOCALE,
  ) => {
    if (!api || !memberPaths.has(url)) return undefined;
    try {
      const rendered = await ssr.renderMemberPage(
        url,
        config,
        fetchApiAs(api, token),
        origin,
        locale,
      );
      return rendered
        ? await localized(
            documentOf(rendered.html, rendered.bootScript),
            findAppRoute(url)?.id,
            locale,
          )
        : SIGNED_OUT;
    } catch (err) {
      log.error(
        { err, page: url },
        "server rendering of a member's page failed: served as the app page",
      );
      return undefined;
    }
  };
  const appPage = async (routeId: RouteId | undefined, locale: Locale) => {
    try {
      return await localized(indexHtml, routeId, locale);
    } catch (err) {
      log.error({ err, route: routeId }, 'the page head failed: served as index.html has it');
      return undefined;
    }
  };
  return { paths, page, appPage, memberPaths, memberPage };
}

/**
 * Headers that only a document uses (its content policy, framing, referrer, the rate limiter's
 * counters): a script or style sheet carries them for nothing, about 700 bytes each, which a page's
 * twenty scripts pay again on a slow connection. Kept: nosniff and the cross-origin resource policy,
 * which do apply to scripts, and every header on anything else (an SVG is a document).
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
];
/**
 * Validators and ranges of a file: a hashed script or style sheet is cached as immutable and never
 * asked again under its name (a new build has new names), so they would only add their bytes.
 */
const REVALIDATION_HEADERS = ['etag', 'last-modified', 'accept-ranges'];
const trimScriptHeaders = async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  if (/^\/assets\/[^/?]+\.(?:js|css)(?:\?|$)/.test(req.url)) {
    for (const name of [...DOCUMENT_ONLY_HEADERS, ...REVALIDATION_HEADERS])
      reply.removeHeader(name);
  }
  return payload;
};

/**
 * Serves the built SPA: hashed assets cached for a year (immutable), the index for every route of
 * the route table (status 200) and for any other path with status 404, so the app renders its 404
 * page. A visitor without a session cookie on a sign-in-required route is redirected to sign-in;
 * the console's routes answer 404 to anyone but an operator.
 * Public pages are server-rendered for visitors without a session cookie, and a member's first
 * pages (MEMBER_RENDERED_PATHS) for the member whose session the request carries, never cached.
 */
export async function registerSpa(app: FastifyInstance, opts: SpaOptions = {}) {
  const webDist = opts.webDist ?? WEB_DIST;
  const indexPath = path.join(webDist, 'index.html');
  const hasBuild = existsSync(indexPath);
  const indexHtml = hasBuild ? readFileSync(indexPath, 'utf8') : undefined;
  const rendered =
    indexHtml && opts.publicConfig
      ? await createPageRenderer(
          path.join(path.dirname(webDist), 'web-ssr', 'prerender.js'),
          indexHtml,
          opts.publicConfig,
          opts.internalRequest,
          app.log,
          opts.contentVersion,
        )
      : {
          paths: new Set<string>(),
          page: async () => undefined,
          appPage: async () => undefined,
          memberPaths: new Set<string>(),
          memberPage: async () => undefined,
        };
  // every page rendered once the server listens, so that the first visitor does not wait for it
  app.addHook('onListen', async () => {
    for (const url of rendered.paths) void rendered.page(url);
  });

  if (hasBuild) {
    // (fastify-static's wildcard route: every file of the build)
    app.addHook('onRoute', (route) => {
      if (route.url !== '/*') return;
      const existing = route.onSend;
      const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
      route.onSend = [...list, trimScriptHeaders];
    });
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: true,
      preCompressed: true,
      // a folder ('/', '/assets/') is no file: left to the app (send would answer 403)
      allowedPath: (pathName) => !pathName.endsWith('/'),
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'public, max-age=3600');
        }
      },
    });
  }

  const preHandler = [
    ...(app.rateLimit ? [app.rateLimit()] : []),
    ...(opts.notFoundPreHandlers ?? []),
  ];
  // (on the root: @fastify/static's wildcard route hands every unknown path to this handler)
  app.setNotFoundHandler({ preHandler }, async (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api' || req.method !== 'GET') {
      return reply.status(404).send({
        error: { code: 'NOT_FOUND', message: httpMessages.en.notFound, requestId: String(req.id) },
      });
    }
    const route = findAppRoute(url);
    // the console: English by default, staff may choose (issue 30)
    const { locale, fromQuery } = requestLocale(req, { guess: !route?.operator });
    // `?lang=` on any page sets the language, as the switch does
    if (fromQuery) {
      setCookie(reply, LANG_COOKIE, locale, {
        path: '/',
        maxAge: LANG_COOKIE_MAX_AGE_S,
        sameSite: 'lax',
      });
    }
    // the console's pages do not exist for anyone but an operator (the app shows its 404 page too)
    const known = route?.operator && !(await opts.isOperator?.(req)) ? undefined : route;
    // a visitor without a session goes straight to sign-in, even before the page is built (the
    // app's guard does the same for a session that has ended)
    if (known?.auth && opts.hasSessionCookie && !opts.hasSessionCookie(req)) {
      return reply.header('cache-control', 'no-cache').redirect(signInRedirect(req.url), 302);
    }
    reply
      .status(known ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      // the same URL answers in the language of the cookie or the browser
      .header('vary', 'Cookie, Accept-Language');
    const token = opts.sessionToken?.(req);
    if (known && token && rendered.memberPaths.has(url)) {
      // the member's own page: for nobody else, kept by no cache
      reply.header('cache-control', 'private, no-store');
      const page = await rendered.memberPage(url, token, `${req.protocol}://${req.host}`, locale);
      // a session that has ended (or a suspended account) is a visitor's request
      if (page === SIGNED_OUT) return reply.redirect(signInRedirect(req.url), 302);
      if (page) return page;
    }
    // (the same URL answers differently with a session cookie: Vary above)
    if (known && rendered.paths.has(url) && !opts.hasSessionCookie?.(req)) {
      const page = await rendered.page(url, locale);
      if (page) return page;
    }
    return (await rendered.appPage(known?.id, locale)) ?? indexHtml ?? FALLBACK_404;
  });
}
