import type { RouteObject } from 'react-router';

/**
 * Lazy routes, one chunk per screen. Every path here is also listed in src/shared/routes.ts (which
 * the server and the chrome read). The 404 page is the catch-all.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/Store',
    lazy: () =>
      import('../features/store/pages/store-home-page').then((m) => ({
        Component: m.StoreHomePage,
      })),
  },
  {
    path: '/Store/GoldCoins',
    lazy: () =>
      import('../features/store/pages/gold-coins-page').then((m) => ({
        Component: m.GoldCoinsPage,
      })),
  },
  {
    path: '/Store/GoldNuggets',
    lazy: () =>
      import('../features/store/pages/gold-nuggets-page').then((m) => ({
        Component: m.GoldNuggetsPage,
      })),
  },
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
