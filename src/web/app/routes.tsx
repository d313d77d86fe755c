import type { RouteObject } from 'react-router';

/**
 * Lazy routes, one chunk per screen. Every path here is also listed in src/shared/routes.ts (which
 * the server and the chrome read). The 404 page is the catch-all.
 */
export const appRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('../features/home/home-page').then((m) => ({ Component: m.HomePage })),
  },
  {
    path: 'aboutus',
    lazy: () => import('../features/about/about-page').then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: 'contactus',
    lazy: () =>
      import('../features/contact/contact-page').then((m) => ({ Component: m.ContactPage })),
  },
  {
    path: 'privacypolicy',
    lazy: () =>
      import('../features/legal/privacy-policy-page').then((m) => ({
        Component: m.PrivacyPolicyPage,
      })),
  },
  {
    path: 'termsconditions',
    lazy: () => import('../features/legal/terms-page').then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: 'returnpolicy',
    lazy: () =>
      import('../features/legal/return-policy-page').then((m) => ({
        Component: m.ReturnPolicyPage,
      })),
  },
  {
    path: 'shippingdelivery',
    lazy: () =>
      import('../features/legal/shipping-page').then((m) => ({ Component: m.ShippingPage })),
  },
  {
    path: 'disclaimer',
    lazy: () =>
      import('../features/legal/disclaimer-page').then((m) => ({ Component: m.DisclaimerPage })),
  },
  {
    path: 'AndroidStore',
    lazy: () =>
      import('../features/android/android-store-page').then((m) => ({
        Component: m.AndroidStorePage,
      })),
  },
  {
    path: 'MarketPlace',
    lazy: () =>
      import('../features/marketplace/marketplace-page').then((m) => ({
        Component: m.MarketplacePage,
      })),
  },
  {
    path: '*',
    lazy: () =>
      import('../features/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
  },
];
