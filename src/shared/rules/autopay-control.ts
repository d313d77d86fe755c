/**
 * The saver's control over UPI Autopay debits (RBI E-Mandate Framework 2026; decisions.md:
 * Payments): the states a saver sees for each debit, which debits may still be skipped, the
 * maximum per debit, pausing until a date, and when a debit stuck at the bank is closed.
 * Pure functions: the plan pages show with them what the server decides with them.
 */
import { cycleDate, type IstDate, type PlanFrequency } from './autopay';

/** A debit as the saver sees it (the server's debit states, and cycles not stored yet). */
export const DEBIT_VIEW_STATES = [
  /** coming: not yet notified (or its notice is being sent) */
  'SCHEDULED',
  /** the pre-debit notice went out: the debit runs from its date */
  'NOTIFIED',
  /** sent to the bank: only the bank's answer settles it */
  'PROCESSING',
  'DONE',
  'SKIPPED',
  'FAILED',
  /** the bank never ran it (the cycle's time passed, or the gateway says it was not executed) */
  'NOT_CHARGED',
] as const;
export type DebitViewState = (typeof DEBIT_VIEW_STATES)[number];

/** The server's state of a stored debit (subscriptions/states.ts), as the saver sees it. */
export function debitViewState(state: string): DebitViewState {
  switch (state) {
    case 'NOTIFYING':
      return 'SCHEDULED';
    case 'NOTIFIED':
      return 'NOTIFIED';
    case 'PROCESSING':
      return 'PROCESSING';
    case 'SUCCESS':
      return 'DONE';
    case 'SKIPPED':
      return 'SKIPPED';
    case 'FAILED':
      return 'FAILED';
    default:
      // MISSED, NOT_CHARGED: no money was taken and none will be
      return 'NOT_CHARGED';
  }
}

/** Only a debit not yet sent to the bank can be skipped (NPCI: an execution is never recalled). */
export const isSkippable = (s: DebitViewState) => s === 'SCHEDULED' || s === 'NOTIFIED';

/**
 * The next debit the bank will be asked for, among a plan's debits as the saver sees them (its
 * latest stored ones, then its coming cycles, in date order): the first one still to be taken.
 * A cycle the saver skipped ahead of time is stored as skipped, so the one after it is the next;
 * a debit at the bank, over, or above the saver's maximum (not charged) is not the next either.
 * The plan card, the plan's page and its coming-debits list all name the next debit with this.
 */
export function nextDebitOf<T extends { state: DebitViewState }>(
  debits: readonly T[],
): T | undefined {
  return debits.find((d) => d.state === 'SCHEDULED' || d.state === 'NOTIFIED');
}

export type MaxDebitProblem = 'BELOW_PLAN_AMOUNT' | 'NOT_WHOLE_PAISE';

/**
 * What is wrong with a maximum per debit the saver asks for, or undefined when it is fine. A
 * maximum below the plan's amount would refuse every debit: it is refused instead.
 */
export function maxDebitProblem(
  maxPaise: number,
  planAmountPaise: number,
): MaxDebitProblem | undefined {
  if (!Number.isSafeInteger(maxPaise) || maxPaise <= 0) return 'NOT_WHOLE_PAISE';
  if (maxPaise < planAmountPaise) return 'BELOW_PLAN_AMOUNT';
  return undefined;
}

/** The debit job asks for a debit only when it is within the saver's maximum (none: no limit). */
export const isWithinMaximum = (amountPaise: number, maxPaise: number | null | undefined) =>
  maxPaise === null || maxPaise === undefined || amountPaise <= maxPaise;

export type PauseProblem = 'NOT_A_DATE' | 'NOT_IN_FUTURE';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD. */
export function isIstDate(s: string): boolean {
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === s;
}

/**
 * What is wrong with "pause until `until`" asked on `today` (both Indian calendar dates), or
 * undefined. The plan takes no debit dated before `until` and resumes by itself on it, so it must
 * be a later day than today.
 */
export function pauseProblem(until: string, today: IstDate): PauseProblem | undefined {
  if (!isIstDate(until)) return 'NOT_A_DATE';
  if (until <= today) return 'NOT_IN_FUTURE';
  return undefined;
}

/** The first cycle (>= 1) of a plan dated on or after `date`: where a paused plan resumes. */
export function firstCycleOnOrAfter(
  frequency: PlanFrequency,
  anchor: IstDate,
  date: IstDate,
): number {
  // cycles are at least a day apart: a binary search over a bounded count would do, but a plan's
  // pause is short and a walk from an estimate is plain
  const perCycleDays = frequency === 'DAILY' ? 1 : frequency === 'WEEKLY' ? 7 : 28;
  const days = Math.floor(
    (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${anchor}T00:00:00Z`)) / 86_400_000,
  );
  let n = Math.max(1, Math.floor(days / perCycleDays) - 1);
  while (n > 1 && cycleDate(frequency, anchor, n - 1) >= date) n--;
  while (cycleDate(frequency, anchor, n) < date) n++;
  return n;
}

/**
 * A debit sent to the bank whose execute got no usable answer is never executed again (NPCI). It
 * is closed as not charged only when the gateway says no debit was attempted AND the notice's
 * validity (the later of the gateway's and ours) has passed, so the bank can no longer run it.
 */
export function isStuckDebitClosable(p: {
  notExecuted: boolean;
  gatewayValidUntil: Date | undefined;
  ourValidUntil: Date | null | undefined;
  now: Date;
}): boolean {
  if (!p.notExecuted) return false;
  const until = Math.max(p.gatewayValidUntil?.getTime() ?? 0, p.ourValidUntil?.getTime() ?? 0);
  return until > 0 && p.now.getTime() > until;
}
