import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenLoader } from './chrome/full-screen-loader';
import { RootLayout } from './layout';
import { appRoutes } from './routes';

/** Every screen inside the shared chrome (also rendered on the server: src/web/prerender.tsx). */
export const rootRoutes: RouteObject[] = [
  { element: <RootLayout />, HydrateFallback: FullScreenLoader, children: appRoutes },
];

export const createRouter = () => createBrowserRouter(rootRoutes);
