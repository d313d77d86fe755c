import { createContext, useContext, type ReactNode } from 'react';

/** The origin the server rendered the page for (the request's own): null in the browser. */
const PageOriginContext = createContext<string | null>(null);

/** Gives a server rendering the origin of the request it answers (src/web/prerender.tsx). */
export function PageOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <PageOriginContext.Provider value={origin}>{children}</PageOriginContext.Provider>;
}

/**
 * The page's origin (scheme, host and port) for links shared outside the app: the browser's, or
 * while the server renders the page, the one the request came to, which is the same.
 */
export function usePageOrigin(): string {
  return useContext(PageOriginContext) ?? window.location.origin;
}
