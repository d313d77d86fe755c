import {
  memo,
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { bootData } from '../boot-data';
import { useIsHydrated } from './use-is-hydrated';

/** How close to the screen an island's code is fetched: ahead of a finger's scroll, not at load. */
const NEAR = '200px';

/** what the part's code handles a click on */
const ACTIVE = 'a[href], button, input, select, textarea, [role="button"]';

/** the code of the islands of the screen being drawn (not of a rendered page taken over) */
const loading = new Set<Promise<unknown>>();

/** Resolves once the islands defined so far have their code (a screen waits for it: ../app/routes.tsx). */
export const islandsReady = async () => {
  await Promise.all(loading);
};

/** Whether the app is taking over the page the server rendered (its first screen, before it runs). */
const isTakingOver = () =>
  typeof document !== 'undefined' &&
  bootData.isOn(document) &&
  document.documentElement.dataset.app !== 'ready';

/**
 * A part of a page whose code is left out of the page's first download when the server rendered
 * it: the server's markup stays as it is (React leaves the part dehydrated, so nothing moves or
 * flashes) until the part comes within NEAR of the screen or is touched, and then its code is
 * fetched and the markup taken over. A tap or key on it before then is held and played again
 * once the part runs, so nothing a user does is lost. Anywhere else (a screen drawn in the
 * browser, the server) the code is loaded with the screen's, before it is drawn.
 *
 * The part sits in a wrapper with `display: contents`: margins its parent gives its children
 * (`space-y-*`) do not reach it; a parent's `gap` does.
 *
 * The part's props should not change while it waits (it is drawn again in the browser then), and
 * a part that fetches data in the browser says so (`isLive`).
 */
export function island<P extends object>(
  importer: () => Promise<ComponentType<P>>,
  {
    isLive,
  }: {
    /**
     * Whether the server's markup (the wrapper of the part) shows what the part fills in the
     * browser (data it fetches): its code is then fetched at once, not when it comes near.
     */
    isLive?: (markup: HTMLElement) => boolean;
  } = {},
) {
  let Part: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  let markLoaded: () => void = () => undefined;
  const whenLoaded = new Promise<void>((resolve) => (markLoaded = resolve));
  const load = () =>
    (pending ??= importer().then(
      (part) => {
        Part = part;
        markLoaded();
        return part;
      },
      (err: unknown) => {
        pending = undefined; // tried again on the next approach or touch
        throw err;
      },
    ));
  if (!isTakingOver()) {
    const p = load();
    loading.add(p);
    void p.then(
      () => loading.delete(p),
      () => loading.delete(p),
    );
  }

  /** The part itself; while the page is taken over, it waits (dehydrated) for its code. */
  function Inner({ props, onRun }: { props: P; onRun: () => void }) {
    const isHydrated = useIsHydrated();
    if (!Part) {
      if (isHydrated) use(load());
      else use(whenLoaded);
    }
    useEffect(onRun, [onRun]);
    const Loaded = Part!;
    return <Loaded {...props} />;
  }

  function Island(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    // (during hydration React reads the server's value: a part of a page the server rendered)
    const isHydrating = !useIsHydrated();
    const [isDeferred] = useState(() => !Part && isHydrating && typeof document !== 'undefined');
    // a screen drawn in the browser waits for the part's code as for its own (no flash of nothing)
    if (!isDeferred && !Part) use(load());
    const state = useRef<{ isRunning: boolean; held?: HTMLElement }>({ isRunning: !isDeferred });
    const onRun = useCallback(() => {
      state.current.isRunning = true;
      const held = state.current.held;
      state.current.held = undefined;
      if (held?.isConnected) held.click();
    }, []);

    useEffect(() => {
      const el = wrapper.current;
      if (!el || state.current.isRunning) return;
      const start = () => void load().catch(() => undefined);
      if (isLive?.(el)) return start();
      const seen = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) start();
        },
        { rootMargin: NEAR },
      );
      for (const child of el.children) seen.observe(child);
      // (on the window, ahead of React's listeners, which drop an event on a part still waiting)
      const onTouch = (e: Event) => {
        if (!state.current.isRunning && e.target instanceof Node && el.contains(e.target)) start();
      };
      const onClick = (e: MouseEvent) => {
        const target = e.target instanceof Element ? e.target.closest(ACTIVE) : null;
        // (a native control, a FAQ's <summary>, works without the part's code: left to the browser)
        if (state.current.isRunning || !(target instanceof HTMLElement) || !el.contains(target))
          return;
        e.preventDefault();
        e.stopImmediatePropagation();
        state.current.held = target;
        start();
      };
      const touches = ['pointerdown', 'focusin', 'keydown'] as const;
      for (const t of touches) window.addEventListener(t, onTouch, true);
      window.addEventListener('click', onClick, true);
      return () => {
        seen.disconnect();
        for (const t of touches) window.removeEventListener(t, onTouch, true);
        window.removeEventListener('click', onClick, true);
      };
    }, []);

    // the same element while the props are (a new one would make React give up the server's
    // markup of a part still waiting)
    const part = useMemo(
      () => (
        <Suspense fallback={null}>
          <Inner props={props} onRun={onRun} />
        </Suspense>
      ),
      [props, onRun],
    );
    // (display: contents: the wrapper takes no part in the layout)
    return (
      <div ref={wrapper} className="contents">
        {part}
      </div>
    );
  }
  // (drawn again only for other props)
  return Object.assign(memo(Island), { load });
}
