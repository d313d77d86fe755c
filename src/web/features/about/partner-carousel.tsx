import { useEffect, useState, type CSSProperties } from 'react';
import { PauseIcon, PlayIcon } from '../../components/ui/feature-icons';
import { useLazyEmbla, useNearScreen } from '../../lib/carousel/lazy-embla';
import { fmt, useMessages } from '../../lib/i18n';
import { emblaDurationForMs } from './carousel-timing';
import { aboutMessages } from './messages';
import { PartnerLogo } from './partner-logo';
import type { Partner } from './partners';

export type CarouselTimings = {
  intervalMs: number;
  speedMs: number;
  slidesMobile: number;
  slidesDesktop: number;
};

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * A looping strip of partner logos that advances one logo every `intervalMs` with a `speedMs`
 * transition, showing `slidesMobile` logos under 768 px and `slidesDesktop` above (spec 9).
 * It can be paused (WCAG 2.2.2), and it does not move on its own for people who ask for reduced motion.
 */
export function PartnerCarousel({
  title,
  lead,
  partners,
  timings,
}: {
  title: string;
  lead: string;
  partners: readonly Partner[];
  timings: CarouselTimings;
}) {
  const m = useMessages(aboutMessages);
  const [isPlaying, setPlaying] = useState(() => !prefersReducedMotion());
  // the strip sits below the first screen: the carousel library is fetched when it comes near
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const isNear = useNearScreen(viewport, '300px 0px');
  const { api, driver } = useLazyEmbla(
    viewport,
    { loop: true, align: 'start', duration: emblaDurationForMs(timings.speedMs) },
    {
      load: isNear,
      autoplay: {
        delay: timings.intervalMs,
        // a pause pressed before the library came stays a pause
        playOnInit: isPlaying,
        stopOnInteraction: false,
        stopOnMouseEnter: true,
        stopOnFocusIn: true,
      },
    },
  );
  useEffect(() => {
    const plugin = api?.plugins().autoplay;
    if (!plugin) return;
    if (isPlaying && !plugin.isPlaying()) plugin.play();
    if (!isPlaying && plugin.isPlaying()) plugin.stop();
  }, [api, isPlaying]);

  const toggle = () => {
    const plugin = api?.plugins().autoplay;
    setPlaying(plugin ? !plugin.isPlaying() : !isPlaying);
  };

  const vars = {
    '--slides-m': timings.slidesMobile,
    '--slides-d': timings.slidesDesktop,
  } as CSSProperties;

  return (
    <div>
      <div className="flex items-center justify-between gap-4">
        <div>
          <h3 className="text-lg font-semibold">{title}</h3>
          <p className="text-muted text-sm">{lead}</p>
        </div>
        <button
          type="button"
          onClick={toggle}
          aria-label={fmt(isPlaying ? m.pauseLogos : m.playLogos, { name: title })}
          className="btn-outline size-11 shrink-0 p-0"
        >
          {isPlaying ? <PauseIcon className="size-5" /> : <PlayIcon className="size-5" />}
        </button>
      </div>
      {driver}
      <div
        ref={setViewport}
        className="relative -mx-1.5 mt-1 overflow-hidden py-2 md:-mx-2"
        style={vars}
      >
        <ul className="flex touch-pan-y">
          {partners.map((p) => (
            <li
              key={p.name + p.tag}
              className="min-w-0 shrink-0 grow-0 basis-[calc(100%/var(--slides-m))] px-1.5 md:basis-[calc(100%/var(--slides-d))] md:px-2"
            >
              <div className="card flex h-20 items-center justify-center px-1 md:px-3">
                <PartnerLogo partner={p} kind={m[p.kind]} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
