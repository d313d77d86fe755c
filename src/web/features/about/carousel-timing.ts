/**
 * Embla's `duration` is not in milliseconds: each 1/60 s step its scroll body adds
 * displacement / duration to the velocity and multiplies the velocity by a friction of 0.68. To
 * honour a transition speed in ms (spec 9: logo carousel 400 ms) we simulate that body and pick
 * the duration whose motion settles (within 1% of the distance, at rest) closest to the target.
 */
const STEP_MS = 1000 / 60;
const FRICTION = 0.68;

/** Milliseconds embla's scroll body takes to settle for a given `duration` option. */
export function emblaSettleMs(duration: number): number {
  let x = 0;
  let v = 0;
  for (let step = 1; step < 10_000; step++) {
    v = (v + (1 - x) / duration) * FRICTION;
    x += v;
    if (Math.abs(1 - x) < 0.01 && Math.abs(v) < 0.01) return step * STEP_MS;
  }
  return Infinity;
}

/** The embla `duration` (15 to 100: below 15 the motion overshoots by more than 1%) for `ms`. */
export function emblaDurationForMs(ms: number): number {
  let best = 15;
  for (let d = 15; d <= 100; d++) {
    if (Math.abs(emblaSettleMs(d) - ms) < Math.abs(emblaSettleMs(best) - ms)) best = d;
  }
  return best;
}
