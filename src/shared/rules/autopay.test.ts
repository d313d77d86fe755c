import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cycleDate,
  cycleWindow,
  firstDebitableCycle,
  firstExecutionAt,
  istDateOf,
  istMidnight,
  isNonPeak,
  nextNonPeak,
  nextWindowStart,
  noticeFrom,
} from './autopay';

/** an instant given as IST wall-clock time */
const ist = (s: string) => new Date(`${s}+05:30`);

describe('IST calendar days', () => {
  it('a day in India begins at 18:30 UTC the evening before', () => {
    expect(istMidnight('2026-03-01').toISOString()).toBe('2026-02-28T18:30:00.000Z');
    expect(istDateOf(new Date('2026-02-28T18:29:59.999Z'))).toBe('2026-02-28');
    expect(istDateOf(new Date('2026-02-28T18:30:00.000Z'))).toBe('2026-03-01');
  });
});

describe('cycle dates', () => {
  it('daily: one day after another, across month and year ends', () => {
    expect(cycleDate('DAILY', '2026-12-30', 1)).toBe('2026-12-31');
    expect(cycleDate('DAILY', '2026-12-30', 2)).toBe('2027-01-01');
    expect(cycleDate('DAILY', '2028-02-28', 1)).toBe('2028-02-29');
    expect(cycleDate('DAILY', '2027-02-28', 1)).toBe('2027-03-01');
  });

  it('weekly: every seven days on the same weekday', () => {
    expect(cycleDate('WEEKLY', '2026-11-24', 1)).toBe('2026-12-01');
    expect(cycleDate('WEEKLY', '2026-11-24', 6)).toBe('2027-01-05');
  });

  it('monthly from the 31st: the last day of shorter months, then back to the 31st', () => {
    const dates = [1, 2, 3, 4, 5, 6].map((n) => cycleDate('MONTHLY', '2027-01-31', n));
    expect(dates).toEqual([
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
      '2027-07-31',
    ]);
  });

  it('monthly from the 29th and 30th in leap and common years', () => {
    expect(cycleDate('MONTHLY', '2028-01-29', 1)).toBe('2028-02-29');
    expect(cycleDate('MONTHLY', '2027-01-29', 1)).toBe('2027-02-28');
    expect(cycleDate('MONTHLY', '2028-01-30', 1)).toBe('2028-02-29');
    expect(cycleDate('MONTHLY', '2027-12-30', 2)).toBe('2028-02-29');
    expect(cycleDate('MONTHLY', '2027-11-30', 14)).toBe('2029-01-30');
  });

  it('monthly across a year end', () => {
    expect(cycleDate('MONTHLY', '2026-11-15', 2)).toBe('2027-01-15');
  });

  it('a cycle may be debited from 00:00 IST of its date until the next date begins', () => {
    expect(cycleWindow('DAILY', '2026-11-24', 1)).toEqual({
      date: '2026-11-25',
      start: new Date('2026-11-24T18:30:00Z'),
      end: new Date('2026-11-25T18:30:00Z'),
    });
  });

  it('property: monthly dates never pass the month end and keep the anchor day when it exists', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 1, max: 60 }),
        (y, m, d, n) => {
          const dim = new Date(Date.UTC(y, m, 0)).getUTCDate();
          const anchor = `${y}-${String(m).padStart(2, '0')}-${String(Math.min(d, dim)).padStart(2, '0')}`;
          const [ty, tm, td] = cycleDate('MONTHLY', anchor, n).split('-').map(Number);
          const tdim = new Date(Date.UTC(ty!, tm!, 0)).getUTCDate();
          expect(td).toBe(Math.min(Math.min(d, dim), tdim));
          expect((ty! - y) * 12 + (tm! - m)).toBe(n);
        },
      ),
    );
  });
});

describe('when a cycle may be notified', () => {
  const H = 3_600_000;
  it("36 h before its date, but never before the previous cycle's date begins", () => {
    // weekly and monthly: the full lead
    expect(noticeFrom('WEEKLY', '2026-11-24', 1, 36 * H)).toEqual(ist('2026-11-29T12:00:00'));
    expect(noticeFrom('MONTHLY', '2026-11-24', 1, 36 * H)).toEqual(ist('2026-12-22T12:00:00'));
    // daily: a day, so cycle 2 is not notified together with cycle 1
    expect(noticeFrom('DAILY', '2026-11-24', 1, 36 * H)).toEqual(ist('2026-11-24T00:00:00'));
    expect(noticeFrom('DAILY', '2026-11-24', 2, 36 * H)).toEqual(ist('2026-11-25T00:00:00'));
    // a lead shorter than a cycle is kept as it is
    expect(noticeFrom('DAILY', '2026-11-24', 2, 24 * H)).toEqual(ist('2026-11-25T00:00:00'));
    expect(noticeFrom('WEEKLY', '2026-11-24', 2, 24 * H)).toEqual(ist('2026-12-07T00:00:00'));
  });

  it('property: notices follow the cycles in order, the next one only once this date has begun', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('DAILY', 'WEEKLY', 'MONTHLY' as const),
        fc.date({ min: new Date('2026-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 24, max: 72 }),
        (freq, at, n, leadHours) => {
          const anchor = istDateOf(at);
          const lead = leadHours * H;
          const mine = noticeFrom(freq, anchor, n, lead);
          const next = noticeFrom(freq, anchor, n + 1, lead);
          expect(next.getTime()).toBeGreaterThanOrEqual(
            cycleWindow(freq, anchor, n).start.getTime(),
          );
          expect(next.getTime()).toBeGreaterThan(mine.getTime());
          // and never more than the lead ahead of its date
          expect(cycleWindow(freq, anchor, n).start.getTime() - mine.getTime()).toBeLessThanOrEqual(
            lead,
          );
        },
      ),
    );
  });
});

describe('NPCI non-peak windows (21:31-09:59 and 13:01-16:59 IST)', () => {
  it.each([
    ['09:59:59', true],
    ['10:00:00', false],
    ['13:00:59', false],
    ['13:01:00', true],
    ['16:59:59', true],
    ['17:00:00', false],
    ['21:30:59', false],
    ['21:31:00', true],
    ['00:00:00', true],
    ['12:00:00', false],
  ])('%s IST is non-peak: %s', (time, expected) => {
    expect(isNonPeak(ist(`2026-11-24T${time}`))).toBe(expected);
  });

  it('the next non-peak moment: at once inside a window, else the next window start', () => {
    expect(nextNonPeak(ist('2026-11-24T09:00:00'))).toEqual(ist('2026-11-24T09:00:00'));
    expect(nextNonPeak(ist('2026-11-24T10:00:00'))).toEqual(ist('2026-11-24T13:01:00'));
    expect(nextNonPeak(ist('2026-11-24T13:00:59'))).toEqual(ist('2026-11-24T13:01:00'));
    expect(nextNonPeak(ist('2026-11-24T17:00:00'))).toEqual(ist('2026-11-24T21:31:00'));
    expect(nextNonPeak(ist('2026-11-24T21:30:59'))).toEqual(ist('2026-11-24T21:31:00'));
  });
});

describe('the next non-peak window (the sandbox clock control)', () => {
  it('from inside a window: the start of the following one', () => {
    expect(nextWindowStart(ist('2026-11-24T09:59:00'))).toEqual(ist('2026-11-24T13:01:00'));
    expect(nextWindowStart(ist('2026-11-24T13:01:00'))).toEqual(ist('2026-11-24T21:31:00'));
    expect(nextWindowStart(ist('2026-11-24T21:31:00'))).toEqual(ist('2026-11-25T13:01:00'));
    expect(nextWindowStart(ist('2026-11-25T00:10:00'))).toEqual(ist('2026-11-25T13:01:00'));
  });
  it('from peak hours: the next window', () => {
    expect(nextWindowStart(ist('2026-11-24T18:00:00'))).toEqual(ist('2026-11-24T21:31:00'));
  });
});

describe('when a notified debit may run', () => {
  const window = cycleWindow('DAILY', '2026-11-24', 1); // 25 Nov IST

  it('24 h after the notification, inside non-peak hours and the cycle date', () => {
    // notified 23 Nov 20:00: the date's midnight comes later than the 24 h
    expect(firstExecutionAt(window, ist('2026-11-23T20:00:00'))).toEqual(
      ist('2026-11-25T00:00:00'),
    );
    // notified 24 Nov 11:00: 25 Nov 11:00 is peak, so 13:01
    expect(firstExecutionAt(window, ist('2026-11-24T11:00:00'))).toEqual(
      ist('2026-11-25T13:01:00'),
    );
    // notified 24 Nov 23:00: 25 Nov 23:00 is non-peak and still the 25th
    expect(firstExecutionAt(window, ist('2026-11-24T23:00:00'))).toEqual(
      ist('2026-11-25T23:00:00'),
    );
  });

  it('not at all when 24 h later the cycle date is over', () => {
    expect(firstExecutionAt(window, ist('2026-11-25T00:30:00'))).toBeUndefined();
  });

  it('a late plan skips to the first cycle it can still notify in time (no catch-up)', () => {
    expect(firstDebitableCycle('DAILY', '2026-11-24', 1, ist('2026-11-23T12:00:00'))).toBe(1);
    expect(firstDebitableCycle('DAILY', '2026-11-24', 1, ist('2026-11-25T09:00:00'))).toBe(2);
    expect(firstDebitableCycle('DAILY', '2026-11-24', 1, ist('2026-11-28T09:00:00'))).toBe(5);
  });
});
