/**
 * The yearly statement (issue 25): Indian financial years (April to March, India time) and the
 * totals of a year's lines. Pure; gold in goldE8, rupees in paise, Ants in centi-Ants.
 */

/** India is UTC+5:30 all year */
const IST_OFFSET_MS = 330 * 60_000;
/** April (0-based month index): the financial year starts on 1 April */
const FY_FIRST_MONTH = 3;

/** The first calendar year of the financial year an instant falls in (India time): 2026 for FY 2026-27. */
export function financialYearStartOf(at: Date): number {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const y = ist.getUTCFullYear();
  return ist.getUTCMonth() >= FY_FIRST_MONTH ? y : y - 1;
}

/** '2026-27' for the year starting in April 2026. */
export const financialYearLabel = (startYear: number) =>
  `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;

/** The start year of a label such as '2026-27'; null when it is not one. */
export function parseFinancialYear(label: string): number | null {
  const m = /^(\d{4})-(\d{2})$/.exec(label);
  if (!m) return null;
  const start = Number(m[1]);
  return (start + 1) % 100 === Number(m[2]) ? start : null;
}

/** [from, to): 1 April 00:00 India time of startYear to the next 1 April 00:00, as instants. */
export function financialYearBounds(startYear: number): { from: Date; to: Date } {
  const at = (y: number) => new Date(Date.UTC(y, FY_FIRST_MONTH, 1) - IST_OFFSET_MS);
  return { from: at(startYear), to: at(startYear + 1) };
}

export const STATEMENT_LINE_KINDS = [
  'quick_buy',
  'autopay',
  'coin_conversion',
  'store_order',
  'ants_earned',
  'ants_spent',
  'refund',
  'adjustment',
] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

/** One line's signed changes to the saver's accounts (+ adds, - takes away). */
export type StatementAmounts = {
  kind: StatementLineKind;
  /** change of the vault */
  goldE8: number;
  /** change of the rupees paid (+ a payment, - a refund) */
  paidPaise: number;
  /** the GST inside paidPaise */
  gstPaise: number;
  /** change of the Ants held */
  antsCenti: number;
};

export type StatementTotals = {
  openingE8: number;
  closingE8: number;
  quickBuys: { count: number; paidPaise: number; gstPaise: number; goldE8: number };
  autopay: { count: number; paidPaise: number; gstPaise: number; goldE8: number };
  /** quick buys and Autopay debits together */
  purchases: { count: number; paidPaise: number; gstPaise: number; goldE8: number };
  /** gold turned into coins (positive), less conversions refunded back into the vault */
  convertedE8: number;
  conversions: number;
  storePaidPaise: number;
  /** the GST inside the store orders' rupees (their invoices'): with purchases.gstPaise, all the GST of the year */
  storeGstPaise: number;
  storeOrders: number;
  antsEarnedCenti: number;
  antsSpentCenti: number;
  /** rupees paid back (positive) */
  refundedPaise: number;
  /** every rupee line together: paid less refunded */
  netPaidPaise: number;
};

const bucket = () => ({ count: 0, paidPaise: 0, gstPaise: 0, goldE8: 0 });

/**
 * The totals of a year: every sum is of the lines' own signed figures, so the closing grams are
 * the opening grams plus every gold change of the year (what the ledger holds at the year's end).
 */
export function statementTotals(
  openingE8: number,
  lines: readonly StatementAmounts[],
): StatementTotals {
  const t: StatementTotals = {
    openingE8,
    closingE8: openingE8,
    quickBuys: bucket(),
    autopay: bucket(),
    purchases: bucket(),
    convertedE8: 0,
    conversions: 0,
    storePaidPaise: 0,
    storeGstPaise: 0,
    storeOrders: 0,
    antsEarnedCenti: 0,
    antsSpentCenti: 0,
    refundedPaise: 0,
    netPaidPaise: 0,
  };
  for (const l of lines) {
    t.closingE8 += l.goldE8;
    t.netPaidPaise += l.paidPaise;
    if (l.antsCenti > 0) t.antsEarnedCenti += l.antsCenti;
    else t.antsSpentCenti -= l.antsCenti;
    if (l.kind === 'quick_buy' || l.kind === 'autopay') {
      for (const b of [l.kind === 'quick_buy' ? t.quickBuys : t.autopay, t.purchases]) {
        b.count += 1;
        b.paidPaise += l.paidPaise;
        b.gstPaise += l.gstPaise;
        b.goldE8 += l.goldE8;
      }
    } else if (l.kind === 'coin_conversion') {
      t.conversions += 1;
      t.convertedE8 -= l.goldE8;
    } else if (l.kind === 'store_order') {
      t.storeOrders += 1;
      t.storePaidPaise += l.paidPaise;
      t.storeGstPaise += l.gstPaise;
    } else if (l.kind === 'refund') {
      t.refundedPaise -= l.paidPaise;
      // a refunded conversion puts its gold back: it is no longer gold turned into a coin
      if (l.goldE8 > 0) t.convertedE8 -= l.goldE8;
    }
  }
  if (t.closingE8 < 0) throw new RangeError('a vault never goes below zero');
  return t;
}
