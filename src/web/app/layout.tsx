import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { findAppRoute, signInRedirect } from '../../shared/routes';
import { HasPageProvider } from '../components/ui/page-link';
import { loadMessages, useLocale, useMessages } from '../lib/i18n';
import { configQueryOptions } from '../lib/queries/config';
import { useSession } from '../lib/queries/session';
import { useLoaderOver } from '../lib/use-loader-over';
import { BottomNav } from './chrome/bottom-nav';
import { Footer } from './chrome/footer';
import { FullScreenLoader } from './chrome/full-screen-loader';
import { Header } from './chrome/header';
import { HeaderWidgets } from './chrome/header-widgets';
import { chromeMessages } from './chrome/messages';
import { Sidebar } from './chrome/sidebar';
import { hasPage } from './pages';
import { RouteErrorBoundary } from './route-error';
import { ScrollRestoration } from './scroll-restoration';

const NotFoundPage = lazy(() =>
  import('../features/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

/**
 * The chrome around every page, with the route rules of spec 2, the sign-in guard and the
 * console's guard (its pages do not exist for anyone but an operator).
 */
export function RootLayout() {
  const m = useMessages(chromeMessages);
  const location = useLocation();
  const session = useSession();
  const { user, isLoading } = session;
  const config = useQuery(configQueryOptions());
  const isLoaderOver = useLoaderOver(config.data?.timings.loaderSeconds);
  const [isMenuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const route = findAppRoute(location.pathname);
  // marks the document once the app runs it (a page the server rendered is plain HTML before)
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  // every page its own title: the server wrote the first page's (src/server/http/spa.ts), the
  // app sets the title of each page it moves to (a small chunk of its own, fetched then: not on
  // the first screen); index.html's own title (data-shell, a page sent without the server's
  // help) is replaced at once
  // (the console's pages are the 404 page to anyone but an operator)
  const routeId = route?.operator && user?.role !== 'admin' ? undefined : route?.id;
  const brand = config.data?.brand;
  const locale = useLocale();
  /** the page and language whose title the server wrote; null once the app has left them */
  const served = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!brand) return;
    const page = `${routeId} ${locale}`;
    if (served.current === undefined)
      served.current = document.querySelector('title[data-shell]') ? null : page;
    if (served.current === page) return;
    served.current = null;
    let isCurrent = true;
    void import('./page-titles').then(async ({ pageTitleOf, pageTitles }) => {
      const titles = await loadMessages(pageTitles, locale);
      if (isCurrent) document.title = pageTitleOf(routeId, brand, titles);
    });
    return () => {
      isCurrent = false;
    };
  }, [routeId, brand, locale]);

  // Pages and chrome read the public config; waiting for it here means nothing jumps when it lands.
  // The session is waited for at most LOADER_SECONDS from the page's start (spec 4: the loader).
  if ((isLoading && !isLoaderOver) || config.isPending) return <FullScreenLoader />;
  const isSlow = isLoading && isLoaderOver;
  // a page that needs sign-in waits for a failed session check to be answered, instead of
  // sending a signed-in member on a weak connection to the sign-in form
  const isOffline = Boolean(route?.auth) && !user && (session.isUnknown || isSlow);
  if (route?.auth && !user && !isOffline) {
    return <Navigate to={signInRedirect(location.pathname + location.search)} replace />;
  }

  // the server answers 404 too; this covers a session that ended or changed while the app ran
  const isHiddenConsole = Boolean(route?.operator) && user?.role !== 'admin';
  const hasBottomNav = Boolean(route?.bottomNav);
  return (
    // every PageLink asks the page table whether its target is built
    <HasPageProvider value={hasPage}>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="btn-primary sr-only z-[70] focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {m.skipToContent}
        </a>
        <Header
          isMenuOpen={isMenuOpen}
          onToggleMenu={() => setMenuOpen((v) => !v)}
          widgets={route?.headerWidgets ? <HeaderWidgets /> : undefined}
        />
        <Sidebar isOpen={isMenuOpen} onClose={closeMenu} />
        <main id="main" className="flex-1 pt-16">
          {isOffline ? (
            <section className="page min-h-[60dvh] max-w-xl" role="alert">
              <h1 className="page-title">{isSlow ? m.slowTitle : m.offlineTitle}</h1>
              <p className="text-muted mt-2">{isSlow ? m.slowText : m.offlineText}</p>
              <button type="button" className="btn-primary mt-6" onClick={session.retry}>
                {m.offlineRetry}
              </button>
            </section>
          ) : (
            <RouteErrorBoundary location={location}>
              <Suspense fallback={<PageLoading />}>
                {isHiddenConsole ? <NotFoundPage /> : <Outlet />}
              </Suspense>
            </RouteErrorBoundary>
          )}
        </main>
        {/* room below the footer for a fixed bar, so its last line is not hidden under it */}
        <div className={hasBottomNav || route?.backHomeBar ? 'bg-ink pb-16' : ''}>
          <Footer />
        </div>
        {hasBottomNav && <BottomNav />}
        <ScrollRestoration />
      </div>
    </HasPageProvider>
  );
}

/** While a screen loads: the loader, and the page's height kept so the footer stays out of view. */
function PageLoading() {
  return (
    <>
      <FullScreenLoader />
      <div className="min-h-dvh" />
    </>
  );
}
