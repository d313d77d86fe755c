/**
 * Server rendering of the public pages for a signed-out visitor (built by `vite build --ssr` into
 * dist/web-ssr and loaded by the server: src/server/http/spa.ts). A phone then paints the page
 * from the HTML itself instead of waiting for the app's code, and the app takes it over
 * (hydrates) when its code has arrived (src/web/main.tsx).
 */
import { QueryClientProvider, dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import type { PublicConfig } from '../shared/api/config';
import { findAppRoute, paths } from '../shared/routes';
import { rootRoutes } from './app/router';
import { bootData, type BootData } from './boot-data';
import { FIRST_RANGE, priceHistoryQueryOptions } from './features/marketplace/price-history';
import { STORE_CATALOGUES, catalogueListOptions, galleryListOptions } from './features/store/api';
import { setApiTransport } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { configQueryOptions } from './lib/queries/config';
import { currentPriceQueryOptions } from './lib/queries/price';
import { sessionQueryKey } from './lib/queries/session';

/**
 * Pages whose signed-out view works as plain HTML until the app takes over (links, FAQ answers
 * that open natively, priced listings). Left to the browser: pages with forms (contact), whose
 * native submission before the app had started would go nowhere useful, and pages that need a
 * session.
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
  paths.marketplace.path,
  paths.store.path,
  paths.goldCoins.path,
  paths.goldNuggets.path,
] as const;

type Prefetch = (queryClient: QueryClient) => Promise<void>;

/**
 * The live answers a page shows on its first screen, asked by the server before it renders the
 * page (the same queries the page's components read, so the browser finds them in its cache).
 * Pages with the header's price widget also get today's price.
 */
const PAGE_DATA: Partial<Record<(typeof PRERENDERED_PATHS)[number], Prefetch[]>> = {
  [paths.marketplace.path]: [(qc) => qc.prefetchQuery(priceHistoryQueryOptions(FIRST_RANGE))],
  [paths.store.path]: [(qc) => qc.prefetchQuery(galleryListOptions())],
  [paths.goldCoins.path]: [(qc) => qc.prefetchQuery(catalogueListOptions(STORE_CATALOGUES.coins))],
  [paths.goldNuggets.path]: [
    (qc) => qc.prefetchQuery(catalogueListOptions(STORE_CATALOGUES.nuggets)),
  ],
};

const pageData = (path: string): Prefetch[] => [
  ...(findAppRoute(path)?.headerWidgets
    ? [(qc: QueryClient) => qc.prefetchQuery(currentPriceQueryOptions())]
    : []),
  ...(PAGE_DATA[path as keyof typeof PAGE_DATA] ?? []),
];

/** An API request answered by the server itself (no network): the path with its query string. */
export type ApiRequest = (url: string, init: RequestInit) => Promise<Response>;

export type PrerenderedPage = {
  /** the markup of #root */
  html: string;
  /** what the browser's app needs to take the markup over: a JSON script for index.html */
  bootScript: string;
  /** whether the page shows live answers (prices, products): rendered again as they change */
  isLive: boolean;
};

/**
 * Renders one page as a signed-out visitor sees it, with this server's public config and, for a
 * page with live data, the answers `api` gives now.
 */
export async function renderSignedOutPage(
  path: string,
  config: PublicConfig,
  api?: ApiRequest,
): Promise<PrerenderedPage> {
  const handler = createStaticHandler(rootRoutes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} redirects: not prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const queryClient = createQueryClient();
  queryClient.setQueryData(configQueryOptions().queryKey, config);
  queryClient.setQueryData(sessionQueryKey, null);
  const prefetches = api ? pageData(path) : [];
  if (api) setApiTransport(api);
  await Promise.all(prefetches.map((prefetch) => prefetch(queryClient)));
  // a failed answer is left out: the page shows it loading, as the browser's first render does,
  // and the browser asks again
  for (const query of queryClient.getQueryCache().findAll()) {
    if (query.state.status !== 'success')
      queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
  }

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
  const queries = dehydrate(queryClient, {
    // the config travels on its own, and the session is known: none
    shouldDehydrateQuery: (q) =>
      q.state.status === 'success' && q.queryKey[0] !== 'config' && q.queryKey[0] !== 'session',
  });
  const boot: BootData = { config, ...(queries.queries.length > 0 ? { queries } : {}) };
  return { html, bootScript: bootData.toScript(boot), isLive: prefetches.length > 0 };
}
