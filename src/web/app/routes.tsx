import type { RouteObject } from 'react-router';

/**
 * Lazy routes, one chunk per screen. Every path here is also listed in src/shared/routes.ts (which
 * the server and the chrome read). The 404 page is the catch-all.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/MarketPlace/gold-buying',
    lazy: () =>
      import('../features/digital-gold/gold-buying-page').then((m) => ({ Component: m.GoldBuyingPage })),
  },
  {
    path: '/MarketPlace/StatusCheck',
    lazy: () =>
      import('../features/digital-gold/status-check-page').then((m) => ({ Component: m.StatusCheckPage })),
  },
  {
    path: '/user/paymenthistory',
    lazy: () =>
      import('../features/history/payment-history-page').then((m) => ({ Component: m.PaymentHistoryPage })),
  },
  {
    path: '/invoice',
    lazy: () => import('../features/invoice/invoice-page').then((m) => ({ Component: m.InvoicePage })),
  },
  {
    path: '*',
    lazy: () =>
      import('../features/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
  },
];
