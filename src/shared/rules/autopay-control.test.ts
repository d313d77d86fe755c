import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cycleDate } from './autopay';
import {
  DEBIT_VIEW_STATES,
  debitViewState,
  firstCycleOnOrAfter,
  isIstDate,
  isSkippable,
  isStuckDebitClosable,
  isWithinMaximum,
  maxDebitProblem,
  nextDebitOf,
  pauseProblem,
  type DebitViewState,
} from './autopay-control';

describe('the states a saver sees', () => {
  it('maps every debit state, and only a debit not yet at the bank is skippable', () => {
    expect(debitViewState('NOTIFYING')).toBe('SCHEDULED');
    expect(debitViewState('NOTIFIED')).toBe('NOTIFIED');
    expect(debitViewState('PROCESSING')).toBe('PROCESSING');
    expect(debitViewState('SUCCESS')).toBe('DONE');
    expect(debitViewState('SKIPPED')).toBe('SKIPPED');
    expect(debitViewState('FAILED')).toBe('FAILED');
    expect(debitViewState('MISSED')).toBe('NOT_CHARGED');
    expect(debitViewState('NOT_CHARGED')).toBe('NOT_CHARGED');
    expect(isSkippable('SCHEDULED')).toBe(true);
    expect(isSkippable('NOTIFIED')).toBe(true);
    for (const s of ['PROCESSING', 'DONE', 'SKIPPED', 'FAILED', 'NOT_CHARGED'] as const)
      expect(isSkippable(s)).toBe(false);
  });
});

describe('the maximum per debit', () => {
  it('refuses a maximum below the plan amount, takes one equal or above', () => {
    expect(maxDebitProblem(4999, 5000)).toBe('BELOW_PLAN_AMOUNT');
    expect(maxDebitProblem(5000, 5000)).toBeUndefined();
    expect(maxDebitProblem(10_000, 5000)).toBeUndefined();
    expect(maxDebitProblem(0, 5000)).toBe('NOT_WHOLE_PAISE');
    expect(maxDebitProblem(50.5, 20)).toBe('NOT_WHOLE_PAISE');
  });

  it('the job asks a debit only within the maximum (none set: no limit)', () => {
    expect(isWithinMaximum(5000, null)).toBe(true);
    expect(isWithinMaximum(5000, 5000)).toBe(true);
    expect(isWithinMaximum(5001, 5000)).toBe(false);
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_00 }),
        fc.integer({ min: 1, max: 10_000_00 }),
        (amount, max) => {
          // a maximum the rule accepts for a plan never refuses that plan's own debit
          if (maxDebitProblem(max, amount) === undefined)
            expect(isWithinMaximum(amount, max)).toBe(true);
        },
      ),
    );
  });
});

describe('pausing until a date', () => {
  it('needs a real date after today', () => {
    expect(pauseProblem('2026-11-25', '2026-11-24')).toBeUndefined();
    expect(pauseProblem('2026-11-24', '2026-11-24')).toBe('NOT_IN_FUTURE');
    expect(pauseProblem('2026-11-01', '2026-11-24')).toBe('NOT_IN_FUTURE');
    expect(pauseProblem('2026-02-30', '2026-01-24')).toBe('NOT_A_DATE');
    expect(pauseProblem('25/11/2026', '2026-11-24')).toBe('NOT_A_DATE');
    expect(isIstDate('2028-02-29')).toBe(true);
    expect(isIstDate('2027-02-29')).toBe(false);
  });

  it('resumes at the first cycle dated on or after the date', () => {
    // hand-worked: a daily plan from 24 Nov: cycle 1 is 25 Nov, so 1 Dec is cycle 7
    expect(firstCycleOnOrAfter('DAILY', '2026-11-24', '2026-12-01')).toBe(7);
    // weekly from 24 Nov: 1 Dec is cycle 1, 2 Dec goes to 8 Dec, cycle 2
    expect(firstCycleOnOrAfter('WEEKLY', '2026-11-24', '2026-12-01')).toBe(1);
    expect(firstCycleOnOrAfter('WEEKLY', '2026-11-24', '2026-12-02')).toBe(2);
    // monthly from 31 Jan: 28 Feb is cycle 1, 1 Mar goes to 31 Mar, cycle 2
    expect(firstCycleOnOrAfter('MONTHLY', '2026-01-31', '2026-03-01')).toBe(2);
    expect(firstCycleOnOrAfter('DAILY', '2026-11-24', '2026-11-20')).toBe(1);
    fc.assert(
      fc.property(
        fc.constantFrom('DAILY' as const, 'WEEKLY' as const, 'MONTHLY' as const),
        fc.integer({ min: 0, max: 900 }),
        fc.integer({ min: 0, max: 900 }),
        (freq, a, b) => {
          const anchor = new Date(Date.UTC(2026, 0, 1) + a * 86_400_000).toISOString().slice(0, 10);
          const date = new Date(Date.UTC(2026, 0, 1) + b * 86_400_000).toISOString().slice(0, 10);
          const n = firstCycleOnOrAfter(freq, anchor, date);
          expect(cycleDate(freq, anchor, n) >= date).toBe(true);
          if (n > 1) expect(cycleDate(freq, anchor, n - 1) < date).toBe(true);
        },
      ),
    );
  });
});

describe('a debit stuck at the bank', () => {
  const now = new Date('2026-11-30T10:00:00Z');
  const before = new Date('2026-11-30T09:00:00Z');
  const after = new Date('2026-11-30T11:00:00Z');
  it('is closed only when the gateway says it never ran and every validity has passed', () => {
    expect(
      isStuckDebitClosable({
        notExecuted: true,
        gatewayValidUntil: before,
        ourValidUntil: before,
        now,
      }),
    ).toBe(true);
    // the gateway's own validity still runs: the bank could still run it
    expect(
      isStuckDebitClosable({
        notExecuted: true,
        gatewayValidUntil: after,
        ourValidUntil: before,
        now,
      }),
    ).toBe(false);
    expect(
      isStuckDebitClosable({
        notExecuted: false,
        gatewayValidUntil: before,
        ourValidUntil: before,
        now,
      }),
    ).toBe(false);
    // no validity known at all: never closed on a guess
    expect(
      isStuckDebitClosable({
        notExecuted: true,
        gatewayValidUntil: undefined,
        ourValidUntil: null,
        now,
      }),
    ).toBe(false);
    expect(
      isStuckDebitClosable({
        notExecuted: true,
        gatewayValidUntil: undefined,
        ourValidUntil: before,
        now,
      }),
    ).toBe(true);
  });
});

describe('the next debit', () => {
  const list = (...states: DebitViewState[]) =>
    states.map((state, i) => ({ cycle: i + 1, date: `2026-12-0${i + 1}`, state }));

  it('passes over a cycle the saver skipped ahead of time', () => {
    expect(nextDebitOf(list('DONE', 'SKIPPED', 'SCHEDULED', 'SCHEDULED'))?.cycle).toBe(3);
    expect(nextDebitOf(list('SKIPPED', 'SKIPPED', 'SCHEDULED'))?.date).toBe('2026-12-03');
  });

  it('is a notified debit before a scheduled one, never one at the bank, over or not charged', () => {
    expect(nextDebitOf(list('PROCESSING', 'NOTIFIED', 'SCHEDULED'))?.cycle).toBe(2);
    expect(nextDebitOf(list('FAILED', 'NOT_CHARGED', 'SCHEDULED'))?.cycle).toBe(3);
    expect(nextDebitOf(list('DONE', 'PROCESSING', 'NOT_CHARGED', 'SKIPPED'))).toBeUndefined();
    expect(nextDebitOf([])).toBeUndefined();
  });

  it('is always the earliest debit still to be taken', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...DEBIT_VIEW_STATES), { maxLength: 12 }), (states) => {
        const next = nextDebitOf(list(...states));
        const takes = (s: DebitViewState) => s === 'SCHEDULED' || s === 'NOTIFIED';
        const i = states.findIndex(takes);
        expect(next?.cycle).toBe(i === -1 ? undefined : i + 1);
      }),
    );
  });
});
