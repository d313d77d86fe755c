import { describe, expect, it } from 'vitest';
import type { CurrentPrice } from '../../../shared/api/prices';
import { localMsOf, msUntilRefetch } from './price';

const SERVER_NOW = Date.parse('2026-11-28T10:00:00.000Z');

/** An answer made at SERVER_NOW that announces the next refresh `inMs` later. */
const answer = (inMs: number): CurrentPrice => ({
  pricePaisePerGram: 750_000,
  fetchedAt: new Date(SERVER_NOW - 60_000 + inMs).toISOString(),
  nextRefreshAt: new Date(SERVER_NOW + inMs).toISOString(),
  serverTime: new Date(SERVER_NOW).toISOString(),
  isStale: false,
  peopleJoined: 1,
});

describe('the price badge asks again just after the server refreshes, whatever its own clock says', () => {
  it('on a device whose clock agrees with the server: 20 s before the refresh, asks in 20.5 s', () => {
    expect(msUntilRefetch(answer(20_000), SERVER_NOW, SERVER_NOW)).toBe(20_500);
  });

  it('on a device two days behind the server (the sandbox moved its clock): still 20.5 s', () => {
    const deviceNow = SERVER_NOW - 2 * 86_400_000;
    expect(msUntilRefetch(answer(20_000), deviceNow, deviceNow)).toBe(20_500);
  });

  it('on a device 30 s ahead: still 20.5 s (not a request every second until its clock catches up)', () => {
    const deviceNow = SERVER_NOW + 30_000;
    expect(msUntilRefetch(answer(20_000), deviceNow, deviceNow)).toBe(20_500);
  });

  it('counts from the moment the answer arrived: 5 s later, 15.5 s are left', () => {
    const received = SERVER_NOW - 3_600_000;
    expect(msUntilRefetch(answer(20_000), received, received + 5_000)).toBe(15_500);
  });

  it('the refresh on the device clock is where the countdown ends', () => {
    const received = SERVER_NOW + 7_000;
    expect(localMsOf(answer(20_000).nextRefreshAt, answer(20_000), received)).toBe(
      received + 20_000,
    );
  });

  it('asks again in 5 s while there is no price yet', () => {
    expect(msUntilRefetch({ ...answer(2_000), pricePaisePerGram: null }, SERVER_NOW)).toBe(5_000);
  });
});
