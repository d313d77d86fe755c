import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, onRequestHookHandler, onResponseHookHandler } from 'fastify';
import fastifyStatic from '@fastify/static';
import { findAppRoute } from '../../shared/routes';

/** Where `vite build` writes the app. */
export const WEB_DIST = path.resolve(process.cwd(), 'dist/web');

const FALLBACK_404 = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ERROR 404</title></head>
<body><main><h1>ERROR 404</h1><p>This page does not exist.</p><a href="/">Take me there!</a></main></body></html>`;

/**
 * Serves the built SPA: hashed assets cached for a year (immutable), the index for every app route
 * (status 200) and for any other path with status 404, so the app renders its 404 page.
 */
export type NotFoundHooks = {
  onRequest: onRequestHookHandler[];
  onResponse: onResponseHookHandler[];
};

export async function registerSpa(
  app: FastifyInstance,
  webDist = WEB_DIST,
  notFoundHooks: NotFoundHooks = { onRequest: [], onResponse: [] },
) {
  const indexPath = path.join(webDist, 'index.html');
  const hasBuild = existsSync(indexPath);
  const indexHtml = hasBuild ? readFileSync(indexPath, 'utf8') : undefined;

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: true,
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'public, max-age=3600');
        }
      },
    });
  }

  // in a context of its own, so that the hooks below apply to the not-found handler only (the
  // routes get theirs when registered: route-hooks.ts)
  await app.register(async (notFound) => {
    for (const hook of notFoundHooks.onRequest) notFound.addHook('onRequest', hook);
    for (const hook of notFoundHooks.onResponse) notFound.addHook('onResponse', hook);
    notFound.setNotFoundHandler({ preHandler: app.rateLimit?.() }, async (req, reply) => {
      const url = req.url.split('?')[0] ?? '/';
      if (url.startsWith('/api/') || url === '/api' || req.method !== 'GET') {
        return reply.status(404).send({
          error: { code: 'NOT_FOUND', message: 'Not found', requestId: String(req.id) },
        });
      }
      const known = findAppRoute(url);
      reply
        .status(known ? 200 : 404)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache');
      return indexHtml ?? FALLBACK_404;
    });
  });
}
