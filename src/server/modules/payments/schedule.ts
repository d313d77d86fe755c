/**
 * PhonePe's mandatory status-check schedule for a pending payment (reference 2.6): the first check
 * 20-25 s after the start, then every 3 s for 30 s, every 6 s for 60 s, every 10 s for 60 s, every
 * 30 s for 60 s, then every 60 s until the timeout (20 min, the longest the docs give).
 */
const STEPS: { forMs: number; everyMs: number }[] = [
  { forMs: 30_000, everyMs: 3_000 },
  { forMs: 60_000, everyMs: 6_000 },
  { forMs: 60_000, everyMs: 10_000 },
  { forMs: 60_000, everyMs: 30_000 },
];
const THEN_EVERY_MS = 60_000;

export type ScheduleOptions = { firstCheckMs: number; expireMs: number };

/** The interval in force at `now` for a payment started at `startedAt`. */
export function checkIntervalMs(startedAt: Date, now: Date, opts: ScheduleOptions): number {
  let t = now.getTime() - startedAt.getTime() - opts.firstCheckMs;
  for (const s of STEPS) {
    if (t < s.forMs) return s.everyMs;
    t -= s.forMs;
  }
  return THEN_EVERY_MS;
}

/**
 * When to ask the gateway next about a payment that is still pending at `now`: never before the
 * first check, never past the expiry (the last check happens at it), and after the expiry every
 * 60 s (only an answer from the gateway can expire a payment; an outage cannot).
 */
export function nextCheckAt(startedAt: Date, now: Date, opts: ScheduleOptions): Date {
  const start = startedAt.getTime();
  const first = start + opts.firstCheckMs;
  const expiry = start + opts.expireMs;
  const t = now.getTime();
  if (t < first) return new Date(first);
  if (t >= expiry) return new Date(t + THEN_EVERY_MS);
  return new Date(Math.min(t + checkIntervalMs(startedAt, now, opts), expiry));
}
