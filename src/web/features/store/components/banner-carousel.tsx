import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { PageLink } from '../../../components/ui/page-link';
import { CarouselDots } from '../../../lib/carousel/carousel-dots';
import { useLazyEmbla, type EmblaApi } from '../../../lib/carousel/lazy-embla';
import { fmt, useLocale, useMessages } from '../../../lib/i18n';
import { useIsHydrated } from '../../../lib/use-is-hydrated';
import { storeMessages } from '../messages';
import { BannerArt } from './art';
import { paths } from '../../../../shared/routes';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * SAVE, EARN, GROW banners (spec 2: Store home): autoplay every `delayMs` (config, 3 s), swipeable,
 * with a pause/play button; they also hold still while hovered or while focus is inside, and start
 * paused for people who ask for reduced motion.
 */
export function BannerCarousel({ delayMs }: { delayMs: number }) {
  const m = useMessages(storeMessages);
  // spaced capitals suit the English titles; spacing would break Telugu and Hindi letters apart
  const titleType =
    useLocale() === 'en'
      ? 'text-5xl tracking-[0.18em] md:text-7xl'
      : 'text-4xl leading-tight break-words md:text-6xl';
  // the carousel library is fetched when the banners first need to turn: the first autoplay
  // turn, or the first swipe or dot; until then the first banner stands as embla would lay it out
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [load, setLoad] = useState(false);
  const { api: embla, driver } = useLazyEmbla(
    viewport,
    { loop: true },
    {
      load,
      autoplay: {
        delay: delayMs,
        playOnInit: false,
        // we decide when it runs (user pause, hover, focus); embla stops it on a drag
        stopOnInteraction: true,
        stopOnMouseEnter: false,
        stopOnFocusIn: false,
      },
    },
  );
  // what was asked before the library came (a turn, a swipe, a dot), done once it has
  const pending = useRef<((api: EmblaApi) => void) | null>(null);
  const ask = (action: (api: EmblaApi) => void) => {
    if (embla) return action(embla);
    pending.current = action;
    setLoad(true);
  };
  const [selected, setSelected] = useState(0);
  // the server cannot know the visitor's motion preference: the first render plays, as the
  // server's markup says, and the preference applies from the next one
  const isHydrated = useIsHydrated();
  const [userChoice, setUserChoice] = useState<boolean | null>(null);
  const isUserPlaying = userChoice ?? (isHydrated ? !prefersReducedMotion() : true);
  const [isHovered, setHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const shouldPlay = isUserPlaying && !isHovered && !hasFocus;
  const shouldPlayRef = useRef(shouldPlay);
  const slides = [
    {
      key: 'save',
      title: m.bannerSaveTitle,
      text: m.bannerSaveText,
      cta: m.bannerSaveCta,
      to: paths.marketplace.href(),
      tone: 'from-ink via-ink-soft to-[#1f4a35]',
    },
    {
      key: 'earn',
      title: m.bannerEarnTitle,
      text: m.bannerEarnText,
      cta: m.bannerEarnCta,
      to: paths.referralStore.href(),
      tone: 'from-[#3a2a08] via-[#5a4210] to-[#8a6811]',
    },
    {
      key: 'grow',
      title: m.bannerGrowTitle,
      text: m.bannerGrowText,
      cta: m.bannerGrowCta,
      to: paths.goldSmith.href(),
      tone: 'from-[#0f2a22] via-[#14392c] to-[#245a43]',
    },
  ] as const;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    // a swipe stops autoplay; carry on afterwards unless something asks it to hold
    const onPointerUp = () => {
      if (shouldPlayRef.current) embla.plugins().autoplay?.play();
    };
    pending.current?.(embla);
    pending.current = null;
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect).on('pointerUp', onPointerUp);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect).off('pointerUp', onPointerUp);
    };
  }, [embla]);

  useEffect(() => {
    shouldPlayRef.current = shouldPlay;
    if (!embla) {
      if (!shouldPlay) return;
      // the first turn, `delayMs` after the banners start to play, brings the library
      const firstTurn = window.setTimeout(() => {
        pending.current ??= (api) => api.scrollNext();
        setLoad(true);
      }, delayMs);
      return () => window.clearTimeout(firstTurn);
    }
    const autoplay = embla.plugins().autoplay;
    if (shouldPlay) autoplay?.play();
    else autoplay?.stop();
  }, [embla, shouldPlay, delayMs]);

  // a swipe before the library came: followed once it has
  const swipeFrom = useRef<number | null>(null);
  const swiped = useRef(false);
  const onSwipeStart = (e: PointerEvent) => {
    if (embla) return;
    swipeFrom.current = e.clientX;
    swiped.current = false;
    setLoad(true);
  };
  const onSwipeEnd = (e: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null || Math.abs(e.clientX - from) < 30) return;
    // the library may have come during the drag, which it did not see begin
    swiped.current = true;
    const next = e.clientX < from;
    ask((api) => (next ? api.scrollNext() : api.scrollPrev()));
  };

  return (
    <section
      aria-roledescription={m.bannersRole}
      aria-label={m.bannersLabel}
      className="relative"
      // a mouse resting on the banners holds them; a finger's tap does not count as hovering
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setHovered(false)}
      // keyboard focus inside holds the banners (WCAG 2.2.2); a mouse click on a dot or on Play
      // also focuses a button, and must not stop them
      onFocus={(e) => setHasFocus(e.target.matches(':focus-visible'))}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHasFocus(false);
      }}
    >
      {driver}
      <div
        ref={setViewport}
        onPointerDown={onSwipeStart}
        onPointerUp={onSwipeEnd}
        // a drag that ends on a banner's link is a swipe, not a press of the link
        onClickCapture={(e) => {
          if (swiped.current) e.preventDefault();
          swiped.current = false;
        }}
        className="overflow-hidden rounded-3xl shadow-card"
      >
        <div className="flex touch-pan-y">
          {slides.map((s, i) => (
            <div
              key={s.key}
              role="group"
              aria-roledescription={m.bannerRole}
              aria-label={fmt(m.bannerSlide, { n: i + 1, count: slides.length })}
              inert={i !== selected}
              className={`relative min-w-0 flex-[0_0_100%] overflow-hidden bg-gradient-to-br ${s.tone}`}
            >
              <div className="pointer-events-none absolute -top-16 -right-10 size-64 rounded-full bg-gold-300/10 blur-2xl" />
              <div className="relative z-10 flex min-h-56 max-w-[62%] flex-col justify-center gap-2 p-6 md:min-h-80 md:max-w-[55%] md:p-12">
                <p className={`font-display text-gold-300 font-bold ${titleType}`}>{s.title}</p>
                <p className="text-gold-50/90 text-sm leading-snug md:text-lg">{s.text}</p>
                <PageLink
                  to={s.to}
                  className="btn-primary mt-2 self-start"
                  soonClassName="text-gold-100 mt-2 inline-flex flex-col items-start gap-1 self-start text-lg font-semibold"
                >
                  {s.cta}
                </PageLink>
              </div>
              <BannerArt
                kind={s.key}
                className="absolute right-2 bottom-2 h-[72%] w-[44%] md:right-10 md:h-[85%] md:w-[38%]"
              />
            </div>
          ))}
        </div>
      </div>
      <CarouselDots
        labels={slides.map((s, i) => fmt(m.bannerGoTo, { n: i + 1, title: s.title }))}
        selected={selected}
        onPick={(i) => ask((api) => api.scrollTo(i))}
        className="mt-3 flex items-center justify-center gap-1"
        isRound
      >
        <button
          type="button"
          onClick={() => setUserChoice(!isUserPlaying)}
          aria-label={isUserPlaying ? m.bannerPause : m.bannerPlay}
          className="text-ink hover:bg-cream-deep ml-2 inline-flex size-11 items-center justify-center rounded-full border border-ink/15"
        >
          {isUserPlaying ? (
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden focusable={false}>
              <rect x="3" y="2" width="3.5" height="12" rx="1" fill="currentColor" />
              <rect x="9.5" y="2" width="3.5" height="12" rx="1" fill="currentColor" />
            </svg>
          ) : (
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden focusable={false}>
              <path d="M4 2.5v11l9.5-5.5z" fill="currentColor" />
            </svg>
          )}
        </button>
      </CarouselDots>
    </section>
  );
}
