/**
 * Which saved gold went into a coin, and from when a sale of it would count as long-term
 * (the holding certificate, issue 25). Pure: inputs in ledger order, gold in goldE8.
 */

/**
 * Capital gains on gold under the Income-tax Act as amended by the Finance (No. 2) Act 2024
 * (section 112 and section 2(42A)): held for more than 24 months it is long-term, taxed at 12.5%
 * without indexation, for transfers since 23 July 2024.
 */
export const GOLD_LONG_TERM_RULE = {
  afterMonths: 24,
  rateBp: 1250,
  since: '2024-07-23',
} as const;

/** One movement of a user's saved gold, in ledger order (oldest first). */
export type GoldMovement =
  /** gold coming in: a purchase (or an adjustment), a lot of its own */
  | { kind: 'in'; lotId: string; goldE8: number }
  /** gold going out: a coin made at the Gold Smith (or an adjustment taking gold) */
  | { kind: 'out'; outId: string; goldE8: number }
  /** an earlier 'out' undone (a refunded conversion): its lots come back as they were */
  | { kind: 'back'; outId: string };

export type LotUse = { lotId: string; goldE8: number };

/**
 * First in, first out: each 'out' takes, in order, from the oldest lots with gold left; a 'back'
 * puts the gold of its 'out' back into the same lots (so it is again the oldest). Returns, per
 * 'out' still standing, the lots it took and how much of each. Throws when an 'out' takes more
 * than is held (the ledger never lets a balance go below zero, so that is a bug).
 */
export function allocateFifo(movements: readonly GoldMovement[]): Map<string, LotUse[]> {
  const lots: { lotId: string; leftE8: number }[] = [];
  const lotIndex = new Map<string, number>();
  const taken = new Map<string, LotUse[]>();
  for (const m of movements) {
    if (!Number.isSafeInteger(m.kind === 'back' ? 0 : m.goldE8))
      throw new RangeError('goldE8 must be a safe integer');
    if (m.kind === 'in') {
      if (m.goldE8 <= 0) throw new RangeError(`lot ${m.lotId} must bring gold`);
      if (lotIndex.has(m.lotId)) throw new RangeError(`lot ${m.lotId} twice`);
      lotIndex.set(m.lotId, lots.length);
      lots.push({ lotId: m.lotId, leftE8: m.goldE8 });
    } else if (m.kind === 'out') {
      if (m.goldE8 <= 0) throw new RangeError(`out ${m.outId} must take gold`);
      if (taken.has(m.outId)) throw new RangeError(`out ${m.outId} twice`);
      let needE8 = m.goldE8;
      const uses: LotUse[] = [];
      for (const lot of lots) {
        if (needE8 === 0) break;
        const useE8 = Math.min(lot.leftE8, needE8);
        if (useE8 === 0) continue;
        lot.leftE8 -= useE8;
        needE8 -= useE8;
        uses.push({ lotId: lot.lotId, goldE8: useE8 });
      }
      if (needE8 > 0) throw new RangeError(`out ${m.outId} takes more gold than is held`);
      taken.set(m.outId, uses);
    } else {
      const uses = taken.get(m.outId);
      if (!uses) throw new RangeError(`back of unknown out ${m.outId}`);
      for (const u of uses) lots[lotIndex.get(u.lotId)!]!.leftE8 += u.goldE8;
      taken.delete(m.outId);
    }
  }
  return taken;
}

/** A calendar date (no time, no zone). */
export type CalendarDate = { year: number; month: number; day: number };

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** 'YYYY-MM-DD' */
export const isoDate = (d: CalendarDate) =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** The calendar date of an instant in India (UTC+5:30 all year). */
export function indiaDateOf(at: Date): CalendarDate {
  const ist = new Date(at.getTime() + 330 * 60_000);
  return { year: ist.getUTCFullYear(), month: ist.getUTCMonth() + 1, day: ist.getUTCDate() };
}

/**
 * The first day a sale counts as long-term for gold bought on `bought` (India date): held for
 * more than `months` months. The period ends on the same day `months` months later, or on that
 * month's last day when it is shorter (29 Feb 2024 + 24 months ends on 28 Feb 2026); the day
 * after is the first long-term day (1 Mar 2026).
 */
export function longTermFrom(
  bought: CalendarDate,
  months: number = GOLD_LONG_TERM_RULE.afterMonths,
): CalendarDate {
  const monthIndex = bought.year * 12 + (bought.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const day = Math.min(bought.day, daysIn(year, month));
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/** The later of two calendar dates. */
export const laterDate = (a: CalendarDate, b: CalendarDate) => (isoDate(a) >= isoDate(b) ? a : b);
