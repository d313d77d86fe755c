/**
 * Server rendering of the public pages for a signed-out visitor (built by `vite build --ssr` into
 * dist/web-ssr and loaded by the server: src/server/http/spa.ts). A phone then paints the page
 * from the HTML itself instead of waiting for the app's code, and the app takes it over
 * (hydrates) when its code has arrived (src/web/main.tsx).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import type { PublicConfig } from '../shared/api/config';
import { paths } from '../shared/routes';
import { rootRoutes } from './app/router';
import { bootData, type BootData } from './boot-data';
import { createQueryClient } from './lib/query-client';
import { configQueryOptions } from './lib/queries/config';
import { sessionQueryKey } from './lib/queries/session';

/**
 * Pages whose signed-out view needs nothing but the public config and works as plain HTML until
 * the app takes over (links, and FAQ answers that open natively). Left to the browser: pages that
 * show live data (the store) and pages with forms (contact), whose
 * native submission before the app had started would go nowhere useful.
 */
export const PRERENDERED_PATHS = [
  paths.home.path,
  paths.androidStore.path,
  paths.privacy.path,
  paths.terms.path,
  paths.refund.path,
  paths.shipping.path,
  paths.disclaimer.path,
  paths.about.path,
] as const;

export type PrerenderedPage = {
  /** the markup of #root */
  html: string;
  /** what the browser's app needs to take the markup over: a JSON script for index.html */
  bootScript: string;
};

/** Renders one page as a signed-out visitor sees it, with this server's public config. */
export async function renderSignedOutPage(
  path: string,
  config: PublicConfig,
): Promise<PrerenderedPage> {
  const handler = createStaticHandler(rootRoutes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} redirects: not prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const queryClient = createQueryClient();
  const boot: BootData = { config };
  queryClient.setQueryData(configQueryOptions().queryKey, config);
  queryClient.setQueryData(sessionQueryKey, null);

  // renderToString, not a streaming prerender: React's streaming output completes large Suspense
  // boundaries with inline scripts, which the CSP forbids. Nothing suspends here (the config is
  // given and handler.query has loaded the route's code); a part that did would be sent as its
  // fallback and drawn by the browser.
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {/* hydrate={false}: no inline script (the CSP allows none); the routes have no loaders */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { html, bootScript: bootData.toScript(boot) };
}
