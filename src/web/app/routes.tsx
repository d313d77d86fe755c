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
    path: '*',
    lazy: () =>
      import('../features/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
  },
];
