/**
 * Server rendering of the public pages for a signed-out visitor, and of a member's first pages
 * for that member (built by `vite build --ssr` into dist/web-ssr and loaded by the server:
 * src/server/http/spa.ts). A phone then paints the page from the HTML itself instead of waiting
 * for the app's code, and the app takes it over (hydrates) when its code has arrived
 * (src/web/main.tsx).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { QueryClientProvider, dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { PublicUser } from '../shared/api/auth';
import type { PublicConfig } from '../shared/api/config';
import { DEFAULT_LOCALE, type Locale } from '../shared/locales';
import { findAppRoute, paths, type RouteId } from '../shared/routes';
import { pageTitleOf, pageTitles as pageTitlesCatalogue, siteMessages } from './app/page-titles';
import { chromeMessages } from './app/chrome/messages';
import { widgetMessages } from './app/chrome/widget-messages';
import { pageLinkMessages } from './components/ui/page-link-messages';
import { AppRoutes, loadRouteCode } from './app/router';
import { bootData, type BootData } from './boot-data';
import { FIRST_RANGE, priceHistoryQueryOptions } from './features/marketplace/price-history';
import { STORE_CATALOGUES, catalogueListOptions, galleryListOptions } from './features/store/api';
import { plansQueryOptions } from './features/plans/api';
import { reserveReportQueryOptions } from './features/reserve/api';
import { setApiTransport } from './lib/api-client';
import { fontHead } from './lib/fonts';
import { LocaleContext, drawnTranslations, loadLocale, loadMessages } from './lib/i18n';
import { PageOriginProvider } from './lib/page-origin';
import { createQueryClient } from './lib/query-client';
import { configQueryOptions } from './lib/queries/config';
import { goalQueryOptions } from './lib/queries/goal';
import { currentPriceQueryOptions } from './lib/queries/price';
import { sessionQueryKey, sessionQueryOptions } from './lib/queries/session';

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
  paths.reserve.path,
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
  [paths.reserve.path]: [(qc) => qc.prefetchQuery(reserveReportQueryOptions())],
};

const pageData = (path: string): Prefetch[] => [
  ...(findAppRoute(path)?.headerWidgets
    ? [(qc: QueryClient) => qc.prefetchQuery(currentPriceQueryOptions())]
    : []),
  ...(PAGE_DATA[path as keyof typeof PAGE_DATA] ?? []),
];

/**
 * A member's pages rendered by the server for that member, on every request (never kept): the
 * account's home and quick buy, the pages a member opens most and whose first screen needs only
 * the session, the config and one answer. Other sign-in pages are drawn by the browser.
 */
export const MEMBER_RENDERED_PATHS = [paths.dashboard.path, paths.quickBuy.path] as const;

/** What a member's page shows on its first screen besides the session and the config. */
const MEMBER_PAGE_DATA: Record<(typeof MEMBER_RENDERED_PATHS)[number], Prefetch[]> = {
  [paths.dashboard.path]: [
    (qc) => qc.prefetchQuery(plansQueryOptions()),
    // the goal card (a picker of coins when there is no goal): rendered with it, not with
    // 'Loading your goal…' that the card's full height then replaced, moving the page below it
    (qc) => qc.prefetchQuery(goalQueryOptions(qc.getQueryData<PublicUser>(sessionQueryKey)?.id)),
  ],
  [paths.quickBuy.path]: [(qc) => qc.prefetchQuery(currentPriceQueryOptions())],
};

/** An API request answered by the server itself (no network): the path with its query string. */
export type ApiRequest = (url: string, init: RequestInit) => Promise<Response>;

/**
 * The API each rendering asks, kept per rendering (not in a module variable): renderings of
 * different members, and a visitor's, run at the same time, and a query of one must never be
 * answered with another's session. A query asked outside a rendering fails.
 */
const renderingApi = new AsyncLocalStorage<ApiRequest>();
setApiTransport((url, init) => {
  const api = renderingApi.getStore();
  return api ? api(url, init) : Promise.reject(new Error(`${url}: asked outside a rendering`));
});

/** Renderings asking the API at this moment (see withRenderingApi). */
let askingRenderings = 0;

/**
 * Runs a rendering's queries with `api` as their API. While an AsyncLocalStorage is enabled,
 * Node (20) runs a hook on every promise and tick of the whole process, every API request
 * included (it cost the live price about a fifth of its CPU); so it is disabled again as soon
 * as no rendering is asking (nothing outside these calls reads the store).
 */
async function withRenderingApi<T>(api: ApiRequest, ask: () => Promise<T>): Promise<T> {
  askingRenderings++;
  try {
    return await renderingApi.run(api, ask);
  } finally {
    if (--askingRenderings === 0) renderingApi.disable();
  }
}

export type PrerenderedPage = {
  /** the markup of #root */
  html: string;
  /** what the browser's app needs to take the markup over: a JSON script for index.html */
  bootScript: string;
  /** whether the page shows live answers (prices, products): rendered again as they change */
  isLive: boolean;
};

/** Asks a page's answers with `api`, leaving out the failed ones (the browser asks again). */
async function fetchPageData(queryClient: QueryClient, prefetches: Prefetch[], api: ApiRequest) {
  await withRenderingApi(api, () =>
    Promise.all(prefetches.map((prefetch) => prefetch(queryClient))),
  );
  // a failed answer is left out: the page shows it loading, as the browser's first render does,
  // and the browser asks again
  for (const query of queryClient.getQueryCache().findAll()) {
    if (query.state.status !== 'success')
      queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
  }
}

/** The page's markup and boot data, from a query cache that holds everything it shows. */
async function renderPage(
  path: string,
  config: PublicConfig,
  user: PublicUser | null,
  queryClient: QueryClient,
  origin: string,
  locale: Locale,
): Promise<{ html: string; bootScript: string }> {
  await loadRouteCode(new URL(path, 'http://localhost').pathname);
  // the translations of every catalogue the page's code holds (its route's code is loaded now)
  await loadLocale(locale);
  queryClient.setQueryData(configQueryOptions().queryKey, config);
  queryClient.setQueryData(sessionQueryKey, user);

  // renderToString, not a streaming prerender: React's streaming output completes large Suspense
  // boundaries with inline scripts, which the CSP forbids. Nothing suspends here (the config is
  // given and loadRouteCode has loaded the route's code); a part that did would be sent as its
  // fallback and drawn by the browser.
  const { result: html, translations } = drawnTranslations(
    locale,
    () =>
      renderToString(
        <StrictMode>
          <LocaleContext value={{ locale, setLocale: async () => undefined }}>
            <PageOriginProvider origin={origin}>
              <QueryClientProvider client={queryClient}>
                <StaticRouter location={path}>
                  <AppRoutes />
                </StaticRouter>
              </QueryClientProvider>
            </PageOriginProvider>
          </LocaleContext>
        </StrictMode>,
      ),
    // the chrome's catalogues, on every page though not all drawn on each (one file when
    // fetched: vite.config.ts), with the pages' titles (for the pages the app moves to) and the
    // description
    [chromeMessages, widgetMessages, pageLinkMessages, pageTitlesCatalogue, siteMessages],
  );
  const queries = dehydrate(queryClient, {
    // the config and the session travel on their own
    shouldDehydrateQuery: (q) =>
      q.state.status === 'success' && q.queryKey[0] !== 'config' && q.queryKey[0] !== 'session',
  });
  const boot: BootData = {
    config,
    ...(user ? { user } : {}),
    ...(queries.queries.length > 0 ? { queries } : {}),
    ...(Object.keys(translations).length > 0 ? { translations } : {}),
  };
  return { html, bootScript: bootData.toScript(boot) };
}

/**
 * Renders one page as a signed-out visitor sees it, with this server's public config and, for a
 * page with live data, the answers `api` gives now. `origin`: the site's (a visitor's page is
 * shared by every request; nothing on it shows the origin).
 */
export async function renderSignedOutPage(
  path: string,
  config: PublicConfig,
  api?: ApiRequest,
  origin = 'http://localhost',
  locale: Locale = DEFAULT_LOCALE,
): Promise<PrerenderedPage> {
  const queryClient = createQueryClient();
  const prefetches = api ? pageData(path) : [];
  if (api) await fetchPageData(queryClient, prefetches, api);
  const page = await renderPage(path, config, null, queryClient, origin, locale);
  return { ...page, isLive: prefetches.length > 0 };
}

/**
 * Renders one of MEMBER_RENDERED_PATHS for the member whose session `api` carries (it answers
 * as that member), with the request's `origin`. Undefined when the API knows no session (it
 * ended, or the account is suspended): the request is then a visitor's.
 */
export async function renderMemberPage(
  path: string,
  config: PublicConfig,
  api: ApiRequest,
  origin: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Omit<PrerenderedPage, 'isLive'> | undefined> {
  const prefetches = MEMBER_PAGE_DATA[path as keyof typeof MEMBER_PAGE_DATA];
  if (!prefetches) throw new Error(`${path}: not a member's rendered page`);
  const queryClient = createQueryClient();
  // the session first: nothing else is asked for a request that has none
  const user = await withRenderingApi(api, () =>
    queryClient.fetchQuery({ ...sessionQueryOptions(), retry: false }),
  );
  if (!user) return undefined;
  await fetchPageData(queryClient, prefetches, api);
  return renderPage(path, config, user, queryClient, origin, locale);
}

/**
 * The title of the page of route `routeId` (undefined: the 404 page) and the description in
 * `locale`, and the head elements of its script's font (issue 30: `<title>` and the description in
 * the page's language; the font only on its pages).
 */
export async function pageHead(routeId: RouteId | undefined, locale: Locale, brand: string) {
  const [{ description }, titles, { loading }] = await Promise.all([
    loadMessages(siteMessages, locale),
    loadMessages(pageTitlesCatalogue, locale),
    loadMessages(chromeMessages, locale),
  ]);
  return {
    title: pageTitleOf(routeId, brand, titles),
    description,
    /** the first-load loader's name (index.html's, until the app starts) */
    loading,
    head: fontHead(locale),
  };
}
