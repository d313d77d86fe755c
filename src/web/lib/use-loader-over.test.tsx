import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loaderMsLeft, useLoaderOver } from './use-loader-over';

// spec 4: "a loader shows 7 s"; issue 31: while the session is unknown, never longer than that
describe('the first load loader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('counts from the page start: 7 s configured, 2.5 s gone, 4.5 s left; none after 7 s', () => {
    vi.spyOn(performance, 'now').mockReturnValue(2_500);
    expect(loaderMsLeft(7)).toBe(4_500);
    vi.spyOn(performance, 'now').mockReturnValue(9_000);
    expect(loaderMsLeft(7)).toBe(0);
    expect(loaderMsLeft(0)).toBe(0);
  });

  it('is over once the configured seconds have passed, not before; unknown seconds wait', () => {
    vi.spyOn(performance, 'now').mockReturnValue(1_000);
    const { result, rerender } = renderHook(({ s }: { s?: number }) => useLoaderOver(s), {
      initialProps: {} as { s?: number },
    });
    expect(result.current).toBe(false);
    rerender({ s: 7 });
    act(() => void vi.advanceTimersByTime(5_999));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('a page opened later than the seconds starts without waiting', () => {
    vi.spyOn(performance, 'now').mockReturnValue(8_000);
    const { result } = renderHook(() => useLoaderOver(7));
    expect(result.current).toBe(true);
  });
});
