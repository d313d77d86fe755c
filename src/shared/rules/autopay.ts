/**
 * UPI Autopay rules (spec 1, 9; decisions.md: Payments; payments reference section 4), pure
 * functions used by the plan debit job, the plan pages and the sandbox alike:
 * - cycle dates of a plan: daily, weekly or monthly from the activation date in India (IST),
 *   a monthly plan started on the 29th-31st debiting on the last day of shorter months;
 * - NPCI's non-peak windows, the only times a mandate debit may be executed:
 *   21:31-09:59 and 13:01-16:59 IST (each minute named is inside the window).
 */

export const PLAN_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type PlanFrequency = (typeof PLAN_FREQUENCIES)[number];

/** spec 3: plan_id is '1' daily, '2' weekly, '3' monthly */
export const PLAN_ID_OF: Record<PlanFrequency, '1' | '2' | '3'> = {
  DAILY: '1',
  WEEKLY: '2',
  MONTHLY: '3',
};

/** RBI: the pre-debit notification goes out at least 24 hours before the debit. */
export const PRE_DEBIT_NOTICE_MS = 24 * 3_600_000;

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** A calendar date in India, 'YYYY-MM-DD'. */
export type IstDate = string;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** The calendar date in India (UTC+05:30) at an instant. */
export function istDateOf(at: Date): IstDate {
  const d = new Date(at.getTime() + IST_OFFSET_MS);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

function parse(date: IstDate) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new RangeError(`not a date: ${date}`);
  return { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) };
}

/** The instant an Indian calendar day begins (00:00 IST). */
export function istMidnight(date: IstDate): Date {
  const { y, m, d } = parse(date);
  return new Date(Date.UTC(y, m - 1, d) - IST_OFFSET_MS);
}

const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/**
 * The date of cycle n (n >= 1) of a plan activated on `anchor`: anchor + n days, n weeks, or n
 * months (on the anchor's day of the month, or the month's last day when it is shorter).
 * Always computed from the anchor, so a plan started on the 31st returns to the 31st after February.
 */
export function cycleDate(frequency: PlanFrequency, anchor: IstDate, n: number): IstDate {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError('cycle must be a whole number');
  const { y, m, d } = parse(anchor);
  if (frequency === 'MONTHLY') {
    const months = y * 12 + (m - 1) + n;
    const ty = Math.floor(months / 12);
    const tm = (months % 12) + 1;
    return `${pad(ty, 4)}-${pad(tm)}-${pad(Math.min(d, daysInMonth(ty, tm)))}`;
  }
  const days = frequency === 'DAILY' ? n : 7 * n;
  return istDateOf(new Date(istMidnight(anchor).getTime() + days * DAY_MS));
}

/** When cycle n may be debited: from 00:00 IST of its date until the next cycle's date begins. */
export function cycleWindow(frequency: PlanFrequency, anchor: IstDate, n: number) {
  return {
    date: cycleDate(frequency, anchor, n),
    start: istMidnight(cycleDate(frequency, anchor, n)),
    end: istMidnight(cycleDate(frequency, anchor, n + 1)),
  };
}

/**
 * When cycle n's pre-debit notice may go out: `leadMs` before its date, but never before the
 * previous cycle's date has begun. A lead longer than a cycle (36 h on a daily plan) would
 * otherwise put two cycles' notices out together, two "will be debited" mails within a minute.
 */
export function noticeFrom(
  frequency: PlanFrequency,
  anchor: IstDate,
  n: number,
  leadMs: number,
): Date {
  const start = istMidnight(cycleDate(frequency, anchor, n)).getTime();
  const previousStart = istMidnight(cycleDate(frequency, anchor, n - 1)).getTime();
  return new Date(Math.max(start - leadMs, previousStart));
}

const minuteOfDayIst = (at: Date) =>
  Math.floor(((((at.getTime() + IST_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);

const NIGHT_FROM = 21 * 60 + 31; // 21:31
const MORNING_UNTIL = 9 * 60 + 59; // 09:59 (the whole minute)
const AFTERNOON_FROM = 13 * 60 + 1; // 13:01
const AFTERNOON_UNTIL = 16 * 60 + 59; // 16:59 (the whole minute)

/** NPCI non-peak hours, when a mandate debit may be executed: 21:31-09:59 and 13:01-16:59 IST. */
export function isNonPeak(at: Date): boolean {
  const m = minuteOfDayIst(at);
  return m >= NIGHT_FROM || m <= MORNING_UNTIL || (m >= AFTERNOON_FROM && m <= AFTERNOON_UNTIL);
}

/** `at` itself when it is non-peak, otherwise the start of the next non-peak window. */
export function nextNonPeak(at: Date): Date {
  if (isNonPeak(at)) return at;
  const m = minuteOfDayIst(at);
  const dayStart = at.getTime() - ((((at.getTime() + IST_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS);
  const target = m < AFTERNOON_FROM ? AFTERNOON_FROM : NIGHT_FROM;
  return new Date(dayStart + target * 60_000);
}

/** The start of the next non-peak window strictly after the one `at` is in (or the next one). */
export function nextWindowStart(at: Date): Date {
  if (!isNonPeak(at)) return nextNonPeak(at);
  const m = minuteOfDayIst(at);
  const dayStart = at.getTime() - ((((at.getTime() + IST_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS);
  if (m <= MORNING_UNTIL) return new Date(dayStart + AFTERNOON_FROM * 60_000);
  if (m <= AFTERNOON_UNTIL) return new Date(dayStart + NIGHT_FROM * 60_000);
  return new Date(dayStart + DAY_MS + AFTERNOON_FROM * 60_000);
}

/**
 * The first moment a debit notified at `notifiedAt` may run in a cycle window: 24 h after the
 * notification (or later when the gateway says so), not before the cycle's date, and inside
 * non-peak hours. Undefined when that moment would fall after the window (the cycle is missed).
 */
export function firstExecutionAt(
  window: { start: Date; end: Date },
  notifiedAt: Date,
  gatewayFrom?: Date,
): Date | undefined {
  const earliest = Math.max(
    window.start.getTime(),
    notifiedAt.getTime() + PRE_DEBIT_NOTICE_MS,
    gatewayFrom?.getTime() ?? 0,
  );
  const at = nextNonPeak(new Date(earliest));
  return at.getTime() < window.end.getTime() ? at : undefined;
}

/**
 * The first cycle, from `fromCycle` on, that can still be debited when notified at `now`; earlier
 * cycles are skipped (no catch-up). Bounded: the answer is at most a few cycles ahead.
 */
export function firstDebitableCycle(
  frequency: PlanFrequency,
  anchor: IstDate,
  fromCycle: number,
  now: Date,
): number {
  for (let n = Math.max(1, fromCycle); ; n++) {
    if (firstExecutionAt(cycleWindow(frequency, anchor, n), now)) return n;
  }
}

/**
 * A UPI Autopay mandate's state as our code names it (PhonePe calls a mandate a "subscription"):
 * the payments module maps each generation's states to it, a plan follows it. Kept here, not in the
 * payments module, so the plan tables' state rules need no service to name it.
 */
export type MandateState =
  'CREATED' | 'ACTIVE' | 'PAUSED' | 'CANCELLED' | 'REVOKED' | 'EXPIRED' | 'FAILED';
