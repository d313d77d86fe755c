import type { AutoplayOptionsType } from 'embla-carousel-autoplay';
import type { EmblaApi, EmblaOptions } from './embla-types';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';

export type { EmblaApi, EmblaOptions };

const EmblaDriver = lazy(() => import('./embla-driver'));

/**
 * A carousel whose library (embla, 7 KB on the wire) is fetched only once `load` turns true:
 * until then the page's own markup is the carousel at rest (its first slide laid out as embla
 * lays it out, so nothing moves when it takes over), and `api` is undefined. `viewport` is the
 * carousel's viewport element (kept with `useState` as its ref); render `driver` anywhere inside
 * the component.
 */
export function useLazyEmbla(
  viewport: HTMLElement | null,
  options: EmblaOptions,
  { load, autoplay }: { load: boolean; autoplay?: Partial<AutoplayOptionsType> },
): { api: EmblaApi | undefined; driver: ReactNode } {
  const [api, setApi] = useState<EmblaApi>();
  const driver =
    load && viewport ? (
      <Suspense fallback={null}>
        <EmblaDriver viewport={viewport} options={options} autoplay={autoplay} onApi={setApi} />
      </Suspense>
    ) : null;
  return { api, driver };
}

/**
 * True once `el` comes within `margin` of the screen (and stays true); `enabled` false holds it
 * back (a slider that only works on phones).
 */
export function useNearScreen(el: HTMLElement | null, margin: string, enabled = true): boolean {
  // a browser without IntersectionObserver loads at once
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && !('IntersectionObserver' in window),
  );
  useEffect(() => {
    if (near || !el || !enabled) return;
    const seen = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    seen.observe(el);
    return () => seen.disconnect();
  }, [el, margin, enabled, near]);
  return near;
}
