import { useEffect, useState } from 'react';

/**
 * What is left of the first load's full-screen loader (spec 4: "a loader shows 7 s";
 * LOADER_SECONDS), counted from the page's start: it shows while the app learns who is signed in,
 * and never longer than this, so a slow answer does not hold a visitor on a blank screen.
 */
export const loaderMsLeft = (loaderSeconds: number) =>
  Math.max(0, loaderSeconds * 1000 - performance.now());

/** True once the loader's time is over (false while the configured seconds are unknown). */
export function useLoaderOver(loaderSeconds: number | undefined) {
  const [isOver, setOver] = useState(
    () => loaderSeconds !== undefined && loaderMsLeft(loaderSeconds) === 0,
  );
  useEffect(() => {
    if (loaderSeconds === undefined || isOver) return;
    const t = setTimeout(() => setOver(true), loaderMsLeft(loaderSeconds));
    return () => clearTimeout(t);
  }, [loaderSeconds, isOver]);
  return isOver;
}
