import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import { bootData } from './boot-data';
import { createQueryClient } from './lib/query-client';
import { configQueryOptions } from './lib/queries/config';
import { sessionQueryKey, sessionQueryOptions } from './lib/queries/session';

const queryClient = createQueryClient();
// A page the server rendered for a signed-out visitor carries the config it was rendered with;
// any other page asks for the session and the config now, in parallel with loading the route's
// code, rather than after it (the router renders nothing until the first route's chunk is in).
const boot = bootData.read(document);
let firstAnswers: Promise<unknown>;
if (boot) {
  queryClient.setQueryData(configQueryOptions().queryKey, boot.config);
  // the server renders pages only for requests without a session cookie
  queryClient.setQueryData(sessionQueryKey, null);
  firstAnswers = Promise.resolve();
} else {
  firstAnswers = Promise.all([
    queryClient.prefetchQuery(sessionQueryOptions()),
    queryClient.prefetchQuery(configQueryOptions()),
  ]);
}
const router = createRouter();
const firstRoute = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    resolve();
  });
});

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);
// The first screen is drawn (or the server's markup taken over) once its code and both answers
// are in, inside a transition: React then works in small slices, yielding to the browser in
// between, instead of one long task that keeps a slow phone from responding. Drawing earlier
// would only show the loader, and the update that follows would render in one piece.
void Promise.all([firstAnswers, firstRoute]).finally(() => {
  startTransition(() => {
    if (boot) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
});
