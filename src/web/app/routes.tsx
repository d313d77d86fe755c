import { createElement, use, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { APP_ROUTES } from '../../shared/routes';
import { loadLocale } from '../lib/i18n';
import { islandsReady } from '../lib/island';
import { documentLocale } from './locale-provider';
import { PAGES, type LazyPage } from './pages';

/** A route's screen, whose code is loaded when it is first drawn or by `load` before. */
type RouteCode = { load: () => Promise<ComponentType>; element: React.ReactElement };

/**
 * A screen's code, then its catalogues' translations in the page's language (in the browser: the
 * server renders with every translation loaded), so it is drawn in the language at once. Once
 * loaded, the screen is drawn at once (nothing suspends: a page the server rendered is taken over
 * as it is); before, it suspends until its code is in, and a screen whose code did not arrive
 * throws the import's error to the route's error boundary (./route-error.tsx).
 */
function lazyRoute(lazy: LazyPage): RouteCode {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const load = () =>
    (loading ??= lazy().then(async ({ Component }) => {
      // (the parts it loads when near, unless it is the page the server rendered: ../lib/island.tsx)
      await islandsReady();
      if (typeof document !== 'undefined') await loadLocale(documentLocale(document));
      loaded = Component;
      return Component;
    }));
  function LazyScreen() {
    return createElement(loaded ?? use(load()));
  }
  return { load, element: createElement(LazyScreen) };
}

const notFound = lazyRoute(() =>
  import('../features/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
);

/** The code of each route below, by the route object (see loadRouteCode in ./router.tsx). */
export const routeCode = new WeakMap<RouteObject, RouteCode['load']>();

/**
 * The router's routes: every route of the route table (src/shared/routes.ts) that has a page
 * (./pages.ts), lazily loaded, one chunk per screen. Anything else, a route whose page is not
 * built yet included, gets the 404 page.
 */
export const appRoutes: RouteObject[] = [
  ...APP_ROUTES.flatMap((route): RouteObject[] => {
    const page = PAGES[route.id];
    if (!page) return [];
    const { load, element } = lazyRoute(page);
    const object: RouteObject =
      route.path === '/' ? { index: true, element } : { path: route.path.slice(1), element };
    routeCode.set(object, load);
    return [object];
  }),
  { path: '*', element: notFound.element },
];
routeCode.set(appRoutes.at(-1)!, notFound.load);
