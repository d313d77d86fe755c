import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { FullScreenLoader } from './chrome/full-screen-loader';
import { RootLayout } from './layout';
import { RouteError } from './route-error';
import { appRoutes } from './routes';

/** Every screen inside the shared chrome (also rendered on the server: src/web/prerender.tsx). */
export const rootRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: FullScreenLoader,
    ErrorBoundary: RouteError,
    // (a pathless route: a screen's error is drawn inside the chrome)
    children: [{ ErrorBoundary: RouteError, children: appRoutes }],
  },
];

/**
 * The browser's router. `isServerRendered`: the page is the server's rendering, whose route code
 * `loadRouteCode` has loaded: the router starts ready and, as React Router does for a page it
 * rendered on the server itself, leaves the scroll where the reader already is (it would
 * otherwise scroll to the top once the app has taken over).
 */
export const createRouter = (isServerRendered = false) =>
  createBrowserRouter(rootRoutes, isServerRendered ? { hydrationData: {} } : undefined);

/** Loads the code of the routes that match `pathname` into the route table (no lazy left). */
export async function loadRouteCode(pathname: string) {
  const matches = matchRoutes(rootRoutes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const code = await route.lazy();
      Object.assign(route, code, { lazy: undefined });
    }),
  );
}
