import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import { configQueryOptions } from './lib/queries/config';
import { sessionQueryOptions } from './lib/queries/session';

const queryClient = createQueryClient();
// Every screen needs these two answers: ask now, in parallel with loading the route's code, rather
// than after it (the router renders nothing until the first route's chunk has arrived).
void queryClient.prefetchQuery(sessionQueryOptions());
void queryClient.prefetchQuery(configQueryOptions());
const router = createRouter();

const root = createRoot(document.getElementById('root')!);
// A transition lets React render in small slices, yielding to the browser in between, instead of
// one long task that keeps a slow phone from responding (the static loader shows meanwhile).
startTransition(() => {
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
});
