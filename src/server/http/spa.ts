import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  preHandlerHookHandler,
} from 'fastify';
import fastifyStatic from '@fastify/static';
import type { PublicConfig } from '../../shared/api/config';
import { findAppRoute, signInRedirect } from '../../shared/routes';
import { FAVICON_LINK } from './favicon';

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
  /** whether the request's session is an operator's (the console's pages are 404 to anyone else) */
  isOperator?: (req: FastifyRequest) => Promise<boolean>;
};

/** The module `vite build --ssr` makes of src/web/prerender.tsx. */
type PrerenderModule = {
  PRERENDERED_PATHS: readonly string[];
  renderSignedOutPage(
    path: string,
    config: PublicConfig,
  ): Promise<{ html: string; bootScript: string }>;
};

/**
 * The public pages a signed-out visitor sees, rendered once with this server's config and kept:
 * the page then paints from the HTML alone, before the app's code has arrived. A page that fails
 * to render is served as the plain app page (and the failure logged).
 */
async function prerenderPages(
  entry: string,
  indexHtml: string,
  config: PublicConfig,
  log: FastifyBaseLogger,
): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  if (!existsSync(entry)) return pages;
  try {
    const ssr = (await import(pathToFileURL(entry).href)) as PrerenderModule;
    for (const page of ssr.PRERENDERED_PATHS) {
      try {
        const { html, bootScript } = await ssr.renderSignedOutPage(page, config);
        pages.set(
          page,
          indexHtml
            // (the markers' surrounding whitespace too: #root must hold exactly the app's markup)
            .replace(/\s*<!--app-html-->[\s\S]*<!--\/app-html-->\s*/, () => html)
            .replace('<!--boot-data-->', () => bootScript)
            // the page paints from its HTML and CSS alone: its code is fetched after the first
            // paint (boot.ts), not preloaded beside the CSS on a slow connection
            .replace(/\s*<link rel="modulepreload"[^>]*>/g, ''),
        );
      } catch (err) {
        log.error(
          { err, page },
          'server rendering of a public page failed: served as the app page',
        );
      }
    }
  } catch (err) {
    log.error({ err, entry }, 'server rendering unavailable: pages are served as the app page');
  }
  return pages;
}

/**
 * Serves the built SPA: hashed assets cached for a year (immutable), the index for every route of
 * the route table (status 200) and for any other path with status 404, so the app renders its 404
 * page. A visitor without a session cookie on a sign-in-required route is redirected to sign-in;
 * the console's routes answer 404 to anyone but an operator.
 * Public pages are server-rendered for visitors without a session cookie.
 */
export async function registerSpa(app: FastifyInstance, opts: SpaOptions = {}) {
  const webDist = opts.webDist ?? WEB_DIST;
  const indexPath = path.join(webDist, 'index.html');
  const hasBuild = existsSync(indexPath);
  const indexHtml = hasBuild ? readFileSync(indexPath, 'utf8') : undefined;
  const rendered =
    indexHtml && opts.publicConfig
      ? await prerenderPages(
          path.join(path.dirname(webDist), 'web-ssr', 'prerender.js'),
          indexHtml,
          opts.publicConfig,
          app.log,
        )
      : new Map<string, string>();

  if (hasBuild) {
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
        error: { code: 'NOT_FOUND', message: 'Not found', requestId: String(req.id) },
      });
    }
    const route = findAppRoute(url);
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
      .header('cache-control', 'no-cache');
    const page = rendered.get(url);
    if (page) {
      // the same URL answers differently with a session cookie
      reply.header('vary', 'Cookie');
      if (!opts.hasSessionCookie?.(req)) return page;
    }
    return indexHtml ?? FALLBACK_404;
  });
}
