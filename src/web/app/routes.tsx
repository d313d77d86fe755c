import type { RouteObject } from 'react-router';
import { APP_ROUTES } from '../../shared/routes';
import { PAGES } from './pages';

/**
 * The router's routes: every route of the route table (src/shared/routes.ts) that has a page
 * (./pages.ts), lazily loaded, one chunk per screen. Anything else, a route whose page is not
 * built yet included, gets the 404 page.
 */
export const appRoutes: RouteObject[] = [
  ...APP_ROUTES.flatMap((route): RouteObject[] => {
    const lazy = PAGES[route.id];
    if (!lazy) return [];
    return route.path === '/' ? [{ index: true, lazy }] : [{ path: route.path.slice(1), lazy }];
  }),
  {
    path: '*',
    lazy: () =>
      import('../features/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
  },
];
