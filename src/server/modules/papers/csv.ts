import type { YearlyStatement } from '../../../shared/api/papers';
import { goldE8ToDecimal, paiseToDecimal } from '../../../shared/money/units';
import { papersMessages as msg } from './messages';

/** A text cell, or a number written as a plain decimal a spreadsheet reads (no grouping, no symbol). */
type Cell = string | { n: string };

/** One CSV field (RFC 4180); text starting like a formula is defused for spreadsheets. */
export const csvField = (c: Cell) => {
  if (typeof c !== 'string') return c.n;
  const safe = /^[=+\-@\t\r]/.test(c) ? `'${c}` : c;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const rupees = (p: number): Cell => ({ n: paiseToDecimal(p) });
const grams = (e8: number): Cell => ({ n: goldE8ToDecimal(e8, 8) });
const COLUMNS = msg.statement.csvColumns.length;

/** A row of the statement's columns: the cells given by column number, the rest empty. */
const row = (cells: Partial<Record<number, Cell>>) =>
  Array.from({ length: COLUMNS }, (_, i) => csvField(cells[i] ?? '')).join(',');

/**
 * The statement as CSV (RFC 4180, CRLF): the opening balance, one line per record of the year
 * with its exact figures, the closing balance and the totals.
 */
export function statementCsv(s: YearlyStatement): string {
  const t = msg.statement;
  const tl = t.totalLines;
  const x = s.totals;
  // columns: 0 date, 1 type, 2 description, 3 invoice, 4 order, 5 transaction, 6 price per g,
  // 7 paid, 8 GST, 9 gold, 10 Ants
  const bucket = (label: string, b: typeof x.purchases) =>
    row({
      1: t.csvTotal(label),
      7: rupees(b.paidPaise),
      8: rupees(b.gstPaise),
      9: grams(b.goldE8),
    });
  const rows = [
    t.csvColumns.map((c) => csvField(c)).join(','),
    row({ 0: s.from, 1: t.csvOpening, 9: grams(x.openingE8) }),
    ...s.lines.map((l) =>
      row({
        0: l.at,
        1: msg.lineKinds[l.kind],
        2: l.title ?? '',
        3: l.invoiceNo ?? '',
        4: l.merchantOrderId ?? '',
        5: l.transactionId ?? '',
        6: l.pricePaisePerGram === null ? '' : rupees(l.pricePaisePerGram),
        7: rupees(l.paidPaise),
        8: rupees(l.gstPaise),
        9: grams(l.goldE8),
        10: rupees(l.antsCenti),
      }),
    ),
    row({ 0: s.to, 1: t.csvClosing, 9: grams(x.closingE8) }),
    bucket(tl.quickBuys(x.quickBuys.count), x.quickBuys),
    bucket(tl.autopay(x.autopay.count), x.autopay),
    bucket(tl.purchases(x.purchases.count), x.purchases),
    row({ 1: t.csvTotal(tl.conversions(x.conversions)), 9: grams(-x.convertedE8) }),
    row({
      1: t.csvTotal(tl.storeOrders(x.storeOrders)),
      7: rupees(x.storePaidPaise),
      8: rupees(x.storeGstPaise),
    }),
    row({ 1: t.csvTotal(tl.refunded), 7: rupees(-x.refundedPaise) }),
    row({ 1: t.csvTotal(tl.netPaid), 7: rupees(x.netPaidPaise) }),
    row({ 1: t.csvTotal(tl.antsEarned), 10: rupees(x.antsEarnedCenti) }),
    row({ 1: t.csvTotal(tl.antsSpent), 10: rupees(-x.antsSpentCenti) }),
  ];
  return `${rows.join('\r\n')}\r\n`;
}
