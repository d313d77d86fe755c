import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { bootData } from '../boot-data';

const STORAGE_KEY = 'gs-scroll-positions';

/** The page's scroll position at each history entry (by the entry's key) this tab has seen. */
let positions: Record<string, number> | undefined;
const savedPositions = () => {
  if (positions) return positions;
  try {
    positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    positions = {};
  }
  return positions;
};

/**
 * The scroll of an app that draws its pages itself, as a browser's is for pages it loads: a new
 * page (a link, a redirect) starts at the top, or at the element its #fragment names; Back and
 * Forward, and a reload, return to where the reader was on that entry. A page the server rendered
 * is left where the reader already is when the app takes it over.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const entryKey = useRef(location.key);
  const isFirst = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // the position of the entry shown, kept as the reader scrolls (read before the next page
    // is drawn, the DOM has already changed)
    const onScroll = () => {
      savedPositions()[entryKey.current] = window.scrollY;
    };
    // kept for a reload, and for Back to this tab's entries after another site
    const onPageHide = () => {
      onScroll();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // storage refused: positions are kept while the app runs
      }
      window.history.scrollRestoration = 'auto';
    };
    const onPageShow = () => {
      window.history.scrollRestoration = 'manual';
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    entryKey.current = location.key;
    const isFirstPage = isFirst.current;
    isFirst.current = false;
    if (isFirstPage && bootData.isOn(document)) return;
    const saved = navigationType === 'POP' ? savedPositions()[location.key] : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      let target: HTMLElement | null = null;
      try {
        target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      } catch {
        // not a decodable id: the top, as for any other page
      }
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
