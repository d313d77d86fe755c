import { describe, expect, it } from 'vitest';
import { nextCheckAt } from './schedule';

const opts = { firstCheckMs: 20_000, expireMs: 20 * 60_000 };
const start = new Date('2026-03-04T10:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const next = (ms: number) => nextCheckAt(start, at(ms), opts).getTime() - start.getTime();

describe('status check schedule (reference 2.6)', () => {
  it('waits 20 s for the first check', () => {
    expect(next(0)).toBe(20_000);
    expect(next(19_999)).toBe(20_000);
  });

  it('then checks every 3 s, 6 s, 10 s, 30 s and 60 s', () => {
    expect(next(20_000)).toBe(23_000);
    expect(next(49_000)).toBe(52_000);
    expect(next(50_000)).toBe(56_000);
    expect(next(109_000)).toBe(115_000);
    expect(next(110_000)).toBe(120_000);
    expect(next(170_000)).toBe(200_000);
    expect(next(230_000)).toBe(290_000);
    expect(next(600_000)).toBe(660_000);
  });

  it('walks the whole schedule in the documented number of checks', () => {
    const times: number[] = [];
    let t = next(0);
    while (t < opts.expireMs) {
      times.push(t);
      t = next(t);
    }
    // 20 s, 10 checks of 3 s, 10 of 6 s, 6 of 10 s, 2 of 30 s, then 60 s until 20 min
    expect(times.slice(0, 3)).toEqual([20_000, 23_000, 26_000]);
    expect(
      times
        .filter((x) => x > 230_000 && x < opts.expireMs)
        .every((x, i, a) => i === 0 || x - a[i - 1]! === 60_000),
    ).toBe(true);
    expect(t).toBe(opts.expireMs);
  });

  it('keeps asking every minute after the expiry (an outage never expires a payment)', () => {
    expect(next(opts.expireMs)).toBe(opts.expireMs + 60_000);
  });
});
