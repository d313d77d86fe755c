import Autoplay, { type AutoplayOptionsType } from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useLayoutEffect, useState } from 'react';
import type { EmblaApi, EmblaOptions } from './embla-types';

/**
 * The carousel library bound to a viewport the page has already drawn: loaded (with this
 * module) only when a carousel first needs to move, it draws nothing of its own.
 */
export default function EmblaDriver({
  viewport,
  options,
  autoplay,
  onApi,
}: {
  viewport: HTMLElement;
  options: EmblaOptions;
  autoplay?: Partial<AutoplayOptionsType>;
  onApi: (api: EmblaApi | undefined) => void;
}) {
  const [plugins] = useState(() => (autoplay ? [Autoplay(autoplay)] : []));
  const [viewportRef, api] = useEmblaCarousel(options, plugins);
  useLayoutEffect(() => viewportRef(viewport), [viewportRef, viewport]);
  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);
  return null;
}
