import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './layout';
import { RouteErrorBoundary } from './route-error';
import { appRoutes, routeCode } from './routes';

/**
 * Every screen inside the shared chrome (also rendered on the server: src/web/prerender.tsx); a
 * screen's error is drawn inside the chrome (the layout's own boundary), an error of the chrome
 * itself on a page of its own.
 */
const rootRoutes: RouteObject[] = [{ element: <RootLayout />, children: appRoutes }];

/** The app's screens, for the location of the router around it (BrowserRouter, StaticRouter). */
export function AppRoutes() {
  const location = useLocation();
  const routes = useRoutes(rootRoutes);
  return <RouteErrorBoundary location={location}>{routes}</RouteErrorBoundary>;
}

/**
 * Loads the code of the screen that matches `pathname`, so that it is drawn (or the server's
 * rendering of it taken over) without waiting: the browser's first screen and the server's
 * renderings load it first.
 */
export async function loadRouteCode(pathname: string) {
  const matches = matchRoutes(rootRoutes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => routeCode.get(route)?.()));
}
