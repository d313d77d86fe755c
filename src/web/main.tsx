import { QueryClientProvider, hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, loadRouteCode } from './app/router';
import { LocaleProvider, documentLocale } from './app/locale-provider';
import { bootData } from './boot-data';
import { giveTranslations, loadLocale } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { loaderMsLeft } from './lib/use-loader-over';
import { configQueryOptions } from './lib/queries/config';
import { sessionQueryKey, sessionQueryOptions } from './lib/queries/session';

const queryClient = createQueryClient();
// A page the server rendered (for a signed-out visitor, or for the member signed in) carries the
// config and the user it was rendered with; any other page asks for the session and the config
// now, in parallel with loading the route's code, rather than after it (the router renders
// nothing until the first route's chunk is in).
const boot = bootData.read(document);
// the page's language (the server's choice: ?lang=, the cookie, the browser's languages); a page
// the server rendered in Telugu or Hindi brings the translations of its first screen
const locale = documentLocale(document);
if (boot?.translations) giveTranslations(locale, boot.translations);
let firstAnswers: Promise<unknown>;
if (boot) {
  queryClient.setQueryData(configQueryOptions().queryKey, boot.config);
  queryClient.setQueryData(sessionQueryKey, boot.user ?? null);
  // the prices and products the page was rendered with: its first render shows the same
  if (boot.queries) hydrate(queryClient, boot.queries);
  firstAnswers = Promise.resolve();
} else {
  const config = queryClient.prefetchQuery(configQueryOptions());
  // the loader waits for the session at most LOADER_SECONDS from the page's start (spec 4)
  const loaderOver = config.then(
    () =>
      new Promise<void>((resolve) => {
        const seconds = queryClient.getQueryData(configQueryOptions().queryKey)?.timings
          .loaderSeconds;
        if (seconds !== undefined) setTimeout(resolve, loaderMsLeft(seconds));
      }),
  );
  firstAnswers = Promise.all([
    Promise.race([queryClient.prefetchQuery(sessionQueryOptions()), loaderOver]),
    config,
  ]);
}
// the first route's code is loaded before anything is drawn: a page the server rendered is then
// taken over as it is, any other drawn at once (a code that did not arrive: the screen's error)
const firstRoute = loadRouteCode(window.location.pathname).catch(() => undefined);

// the translations of the first screen's catalogues, loaded (those the page did not bring)
// before it is drawn
const translations = firstRoute.then(() => loadLocale(locale));

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <LocaleProvider initial={locale}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </LocaleProvider>
    </QueryClientProvider>
  </StrictMode>
);
// The first screen is drawn (or the server's markup taken over) once its code and both answers
// are in, inside a transition: React then works in small slices, yielding to the browser in
// between, instead of one long task that keeps a slow phone from responding. Drawing earlier
// would only show the loader, and the update that follows would render in one piece.
void Promise.all([
  firstAnswers.catch(() => undefined),
  firstRoute,
  // (a translation that did not arrive: the screen suspends until it does)
  translations.catch(() => undefined),
]).then(() => {
  startTransition(() => {
    if (boot) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
});
