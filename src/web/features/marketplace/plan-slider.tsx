import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { CarouselDots } from '../../lib/carousel/carousel-dots';
import { fmt, useMessages } from '../../lib/i18n';
import { marketplaceMessages } from './messages';

type Slide = { key: string; title: string; content: ReactNode };

/** A drag of a mouse shorter than this is a press (of a card's link), not a drag. */
const DRAG_PX = 6;
/** A drag at least this long goes on to the next card (or back), however far it went. */
const TURN_PX = 40;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The viewport's scroll position that shows card `i` as its snap does: centred, within the ends. */
function snapOf(viewport: HTMLElement, i: number): number {
  const card = viewport.querySelectorAll('.slide')[i];
  if (!card) return viewport.scrollLeft;
  const v = viewport.getBoundingClientRect();
  const c = card.getBoundingClientRect();
  const left = viewport.scrollLeft + c.left + c.width / 2 - (v.left + viewport.clientWidth / 2);
  return Math.max(0, Math.min(left, viewport.scrollWidth - viewport.clientWidth));
}

/** The card whose snap position is nearest the viewport's scroll position. */
function nearest(viewport: HTMLElement, count: number): number {
  let best = 0;
  for (let i = 1; i < count; i++) {
    const distance = (j: number) => Math.abs(snapOf(viewport, j) - viewport.scrollLeft);
    if (distance(i) < distance(best)) best = i;
  }
  return best;
}

/**
 * The plans, one card at a time on a phone: the browser's own sideways scrolling snapped to a
 * card, so a finger moves it from the first moment (before the app has started, with no carousel
 * library to fetch); a mouse drags it too, and the dots show and pick a card. From 768 px the
 * cards sit in a grid and nothing scrolls.
 */
export function PlanSlider({ slides }: { slides: Slide[] }) {
  const m = useMessages(marketplaceMessages);
  const viewport = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  const frame = useRef(0);
  const onScroll = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      if (viewport.current) setSelected(nearest(viewport.current, slides.length));
    });
  };
  // a finger may have moved the slider before the app started (the dots are drawn as the
  // server drew them, then follow)
  useEffect(() => {
    if (viewport.current) setSelected(nearest(viewport.current, slides.length));
  }, [slides.length]);
  /** scrolls to card `i`; `then` once it is there (or has stopped) */
  const show = (i: number, then?: () => void) => {
    const vp = viewport.current;
    if (!vp) return;
    if (then) {
      const done = () => {
        clearTimeout(timer);
        vp.removeEventListener('scrollend', done);
        then();
      };
      // (a browser without the scrollend event, or a scroll already there, has none to wait for)
      const timer = setTimeout(done, 600);
      vp.addEventListener('scrollend', done);
    }
    vp.scrollTo({ left: snapOf(vp, i), behavior: reducedMotion() ? 'instant' : 'smooth' });
  };

  // a mouse's drag (a finger's is the browser's own scrolling)
  const drag = useRef<{ x: number; left: number; from: number; moved: boolean } | null>(null);
  const dragged = useRef(false);
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    const vp = e.currentTarget;
    dragged.current = false;
    if (e.pointerType !== 'mouse' || e.button !== 0 || vp.scrollWidth <= vp.clientWidth) return;
    drag.current = {
      x: e.clientX,
      left: vp.scrollLeft,
      from: nearest(vp, slides.length),
      moved: false,
    };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    const vp = e.currentTarget;
    if (!d) return;
    const dx = e.clientX - d.x;
    if (!d.moved) {
      if (Math.abs(dx) < DRAG_PX) return;
      d.moved = true;
      vp.setPointerCapture(e.pointerId);
      window.getSelection()?.removeAllRanges();
      // followed pixel by pixel: the snap would pull each step back to a card
      vp.style.scrollSnapType = 'none';
      vp.style.userSelect = 'none';
    }
    vp.scrollLeft = d.left - dx;
  };
  const onPointerEnd = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    const vp = e.currentTarget;
    drag.current = null;
    if (!d?.moved) return;
    dragged.current = true;
    const dx = e.clientX - d.x;
    const at = nearest(vp, slides.length);
    const last = slides.length - 1;
    let to = at;
    if (dx <= -TURN_PX) to = Math.min(Math.max(at, d.from + 1), last);
    else if (dx >= TURN_PX) to = Math.max(Math.min(at, d.from - 1), 0);
    show(to, () => {
      vp.style.scrollSnapType = '';
      vp.style.userSelect = '';
    });
  };

  return (
    <section aria-label={m.plansLabel}>
      <div
        ref={viewport}
        onScroll={onScroll}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        // a link or a picture dragged by the mouse is the slider's drag, not the browser's
        onDragStart={(e) => e.preventDefault()}
        // a drag that ends on a card's link is not a press of it
        onClickCapture={(e) => {
          if (dragged.current) e.preventDefault();
          dragged.current = false;
        }}
        className="-mx-4 snap-x snap-mandatory overflow-x-auto px-4 [scrollbar-width:none] md:mx-0 md:snap-none md:overflow-visible md:px-0"
      >
        {/* (the list's end: the last card as far from the edge as the first) */}
        <ul className="-ml-3 flex after:w-4 after:shrink-0 md:ml-0 md:grid md:grid-cols-2 md:gap-5 md:after:hidden lg:grid-cols-4">
          {slides.map((s) => (
            <li
              key={s.key}
              className="min-w-0 shrink-0 grow-0 basis-[86%] pl-3 md:basis-auto md:pl-0"
            >
              {/* the card centred when it snaps (not the space beside it), one card a swipe */}
              <div className="slide h-full snap-center snap-always">{s.content}</div>
            </li>
          ))}
        </ul>
      </div>
      <CarouselDots
        labels={slides.map((s) => fmt(m.goToSlide, { name: s.title }))}
        selected={selected}
        onPick={(i) => show(i)}
        className="mt-5 flex justify-center gap-1 md:hidden"
      />
    </section>
  );
}
