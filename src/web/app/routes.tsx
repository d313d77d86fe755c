import type { RouteObject } from 'react-router';
import { APP_ROUTES } from '../../shared/routes';
import { loadLocale } from '../lib/i18n';
import { documentLocale } from './locale-provider';
import { PAGES, type LazyPage } from './pages';

/**
 * A screen's code, then its catalogues' translations in the page's language (in the browser: the
 * server renders with every translation loaded), so it is drawn in the language at once.
 */
const withTranslations =
  (lazy: LazyPage): LazyPage =>
  async () => {
    const code = await lazy();
    if (typeof document !== 'undefined') await loadLocale(documentLocale(document));
    return code;
  };

/**
 * The router's routes: every route of the route table (src/shared/routes.ts) that has a page
 * (./pages.ts), lazily loaded, one chunk per screen. Anything else, a route whose page is not
 * built yet included, gets the 404 page.
 */
export const appRoutes: RouteObject[] = [
  ...APP_ROUTES.flatMap((route): RouteObject[] => {
    const page = PAGES[route.id];
    if (!page) return [];
    const lazy = withTranslations(page);
    return route.path === '/' ? [{ index: true, lazy }] : [{ path: route.path.slice(1), lazy }];
  }),
  {
    path: '*',
    lazy: () =>
      import('../features/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
  },
];
