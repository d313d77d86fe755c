import type { RouteObject } from 'react-router';

/**
 * Lazy routes, one chunk per screen. Every path here is also listed in src/shared/routes.ts (which
 * the server and the chrome read). The 404 page is the catch-all.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/MarketPlace',
    lazy: () =>
      import('../features/marketplace/marketplace-page').then((m) => ({
        Component: m.MarketPlacePage,
      })),
  },
  {
    path: '/user/currency',
    lazy: () =>
      import('../features/currency/currency-page').then((m) => ({ Component: m.CurrencyPage })),
  },
  {
    path: '*',
    lazy: () =>
      import('../features/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
  },
];
