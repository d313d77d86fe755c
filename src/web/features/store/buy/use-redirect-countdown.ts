import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/** Seconds left of a page's countdown (spec 4); at 0 it goes to `to`. Paused while `isPaused`. */
export function useRedirectCountdown(seconds: number | undefined, to: string, isPaused = false) {
  const navigate = useNavigate();
  const [left, setLeft] = useState<number | null>(null);
  const value = left ?? seconds ?? 0;
  useEffect(() => {
    if (seconds === undefined || isPaused) return;
    const t = setInterval(() => setLeft((v) => Math.max(0, (v ?? seconds) - 1)), 1000);
    return () => clearInterval(t);
  }, [seconds, isPaused]);
  useEffect(() => {
    if (seconds !== undefined && left === 0 && !isPaused) void navigate(to);
  }, [left, seconds, isPaused, navigate, to]);
  return value;
}
