import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRedirectCountdown } from './use-redirect-countdown';

// spec 4: checkout leaves after 120 s, direct payment after 600 s; issue 31: never while the
// buyer types or a UTR is being entered, and Stay starts the countdown again
const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/Store/checkout/DirectPayment']}>{children}</MemoryRouter>
);

function useCountdownAndPath(seconds: number, held: boolean) {
  const countdown = useRedirectCountdown(seconds, '/Store/GoldNuggets', false, held);
  return { ...countdown, path: useLocation().pathname };
}

const tick = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('a page countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('counts down and leaves at 0', () => {
    const { result } = renderHook(() => useCountdownAndPath(600, false), { wrapper });
    expect(result.current.left).toBe(600);
    tick(599_000);
    expect(result.current.left).toBe(1);
    expect(result.current.path).toBe('/Store/checkout/DirectPayment');
    tick(1_000);
    expect(result.current.path).toBe('/Store/GoldNuggets');
  });

  it('stays while a UTR is being typed, and leaves once the field is empty again', () => {
    const { result, rerender } = renderHook(
      ({ held }: { held: boolean }) => useCountdownAndPath(120, held),
      { wrapper, initialProps: { held: true } },
    );
    tick(180_000);
    expect(result.current.left).toBe(0);
    expect(result.current.path).toBe('/Store/checkout/DirectPayment');
    rerender({ held: false });
    expect(result.current.path).toBe('/Store/GoldNuggets');
  });

  it('stays while a field of the page has focus, and leaves within a second of leaving it', () => {
    const field = document.createElement('input');
    document.body.appendChild(field);
    field.focus();
    const { result } = renderHook(() => useCountdownAndPath(120, false), { wrapper });
    tick(150_000);
    expect(result.current.path).toBe('/Store/checkout/DirectPayment');
    field.blur();
    tick(1_000);
    expect(result.current.path).toBe('/Store/GoldNuggets');
  });

  it('starts again from the full time on Stay', () => {
    const { result } = renderHook(() => useCountdownAndPath(120, false), { wrapper });
    tick(95_000);
    expect(result.current.left).toBe(25);
    act(() => result.current.restart());
    expect(result.current.left).toBe(120);
    tick(119_000);
    expect(result.current.path).toBe('/Store/checkout/DirectPayment');
  });
});
