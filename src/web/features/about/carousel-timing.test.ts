import { describe, expect, it } from 'vitest';
import { emblaDurationForMs, emblaSettleMs } from './carousel-timing';

describe('embla duration for a transition time', () => {
  it('gives the spec 9 logo carousel speed of 400 ms to within one frame', () => {
    const d = emblaDurationForMs(400);
    expect(Math.abs(emblaSettleMs(d) - 400)).toBeLessThanOrEqual(1000 / 60);
  });

  it('is slower for longer times and never below the overshoot-free range', () => {
    expect(emblaDurationForMs(1000)).toBeGreaterThan(emblaDurationForMs(400));
    expect(emblaDurationForMs(1)).toBe(15);
  });
});
