import { createBrowserRouter } from 'react-router';
import { FullScreenLoader } from './chrome/full-screen-loader';
import { RootLayout } from './layout';
import { appRoutes } from './routes';

export const createRouter = () =>
  createBrowserRouter([
    { element: <RootLayout />, HydrateFallback: FullScreenLoader, children: appRoutes },
  ]);
