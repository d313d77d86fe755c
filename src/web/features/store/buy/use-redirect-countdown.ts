import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/** The last seconds of a countdown in which the page warns, with a button to stay (decisions.md). */
export const WARN_SECONDS = 30;

/** Whether the buyer is typing in the page: a text field, a list or an editable area has focus. */
const isTyping = () => {
  const el = document.activeElement;
  return (
    el instanceof HTMLInputElement ||
    el instanceof HTMLTextAreaElement ||
    el instanceof HTMLSelectElement ||
    (el instanceof HTMLElement && el.isContentEditable)
  );
};

/**
 * A page's countdown (spec 4: checkout 120 s, direct payment 600 s): the seconds left and a
 * `restart`. At 0 it goes to `to`, but never while the buyer is typing in the page or `isHeld`
 * (a UTR being typed): it leaves once they stop. Paused while `isPaused`.
 */
export function useRedirectCountdown(
  seconds: number | undefined,
  to: string,
  isPaused = false,
  isHeld = false,
) {
  const navigate = useNavigate();
  const [left, setLeft] = useState<number | null>(null);
  const value = left ?? seconds ?? 0;
  useEffect(() => {
    if (seconds === undefined || isPaused) return;
    const t = setInterval(() => setLeft((v) => Math.max(0, (v ?? seconds) - 1)), 1000);
    return () => clearInterval(t);
  }, [seconds, isPaused]);
  useEffect(() => {
    if (seconds === undefined || left !== 0 || isPaused || isHeld) return;
    const leaveUnlessTyping = () => {
      if (!isTyping()) void navigate(to);
    };
    leaveUnlessTyping();
    const t = setInterval(leaveUnlessTyping, 1000);
    return () => clearInterval(t);
  }, [left, seconds, isPaused, isHeld, navigate, to]);
  return { left: value, restart: () => setLeft(null) };
}
