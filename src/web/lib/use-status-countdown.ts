import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../shared/routes';
import { usePublicConfig } from './queries/config';

/** 75 -> "1:15" */
export const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/**
 * The StatusCheck countdown of a payment or a mandate (decisions.md: Payments): the seconds left
 * while its status is polled. Read it before polling, then hand it to `useStatusCountdownEnd`.
 */
export function useStatusCountdown() {
  const config = usePublicConfig();
  const total = config?.timings.statusCheckSeconds ?? 300;
  const [left, setLeft] = useState<number | null>(null);
  const secondsLeft = left ?? total;
  return {
    secondsLeft,
    isRunning: secondsLeft > 0,
    total,
    setLeft,
    redirectMs: config?.timings.statusPendingRedirectMs ?? 2000,
  };
}

/**
 * Counts down until the status is settled (final, or nothing to wait for); still pending when the
 * time is up, it goes to the dashboard after a moment.
 */
export function useStatusCountdownEnd(
  { secondsLeft, total, setLeft, redirectMs }: ReturnType<typeof useStatusCountdown>,
  isSettled: boolean,
) {
  const navigate = useNavigate();
  useEffect(() => {
    if (isSettled) return;
    const t = setInterval(() => setLeft((v) => Math.max(0, (v ?? total) - 1)), 1000);
    return () => clearInterval(t);
  }, [isSettled, total, setLeft]);

  useEffect(() => {
    if (secondsLeft > 0 || isSettled) return;
    const t = setTimeout(() => navigate(paths.dashboard.href()), redirectMs);
    return () => clearTimeout(t);
  }, [secondsLeft, isSettled, navigate, redirectMs]);
}

/** The colours of a status box: green when it went through, red when it failed, gold meanwhile. */
export function statusTone(state: string | undefined) {
  return state === 'SUCCESS'
    ? 'bg-green-50 text-success border-success/30'
    : state === 'FAILED'
      ? 'bg-red-50 text-danger border-danger/30'
      : 'bg-gold-50 text-gold-800 border-gold-500/40';
}
