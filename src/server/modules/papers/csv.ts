import type { YearlyStatement } from '../../../shared/api/papers';
import type { Locale } from '../../../shared/locales';
import { goldE8ToDecimal, paiseToDecimal } from '../../../shared/money/units';
import { papersMessages as msg } from './messages';
import { papersPdfHi } from './pdf-messages.hi';
import { papersPdfTe } from './pdf-messages.te';

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

/** Excel reads a CSV as UTF-8 (not the computer's code page) only after this mark. */
const UTF8_BOM = '\uFEFF';

/**
 * The statement as CSV (RFC 4180, CRLF): the opening balance, one line per record of the year
 * with its exact figures, the closing balance and the totals. In Telugu or Hindi every header and
 * label is "English / language" (decision 013): a header still starts with its English name, the
 * same in every language, so a program finds its column; dates stay YYYY-MM-DD and numbers plain
 * decimals; the file starts with a UTF-8 byte order mark so a spreadsheet shows the script.
 */
export function statementCsv(s: YearlyStatement, locale: Locale = 'en'): string {
  const t = msg.statement;
  const tl = t.totalLines;
  const local = locale === 'te' ? papersPdfTe : locale === 'hi' ? papersPdfHi : undefined;
  const lt = local?.statement;
  /** the English, then the language's words when the statement is in one */
  const both = (en: string, translated: string | undefined) =>
    translated === undefined ? en : `${en} / ${translated}`;
  const total = (en: string, translated: string | undefined) =>
    both(t.csvTotal(en), translated === undefined ? undefined : lt!.csvTotal(translated));
  const x = s.totals;
  // columns: 0 date, 1 type, 2 description, 3 invoice, 4 order, 5 transaction, 6 price per g,
  // 7 paid, 8 GST, 9 gold, 10 Ants
  const bucket = (label: string, localLabel: string | undefined, b: typeof x.purchases) =>
    row({
      1: total(label, localLabel),
      7: rupees(b.paidPaise),
      8: rupees(b.gstPaise),
      9: grams(b.goldE8),
    });
  const rows = [
    t.csvColumns.map((c, i) => csvField(both(c, lt?.csvColumns[i]))).join(','),
    row({ 0: s.from, 1: both(t.csvOpening, lt?.csvOpening), 9: grams(x.openingE8) }),
    ...s.lines.map((l) =>
      row({
        0: l.at,
        1: both(msg.lineKinds[l.kind], local?.lineKinds[l.kind]),
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
    row({ 0: s.to, 1: both(t.csvClosing, lt?.csvClosing), 9: grams(x.closingE8) }),
    bucket(
      tl.quickBuys(x.quickBuys.count),
      lt?.totalLines.quickBuys(x.quickBuys.count),
      x.quickBuys,
    ),
    bucket(tl.autopay(x.autopay.count), lt?.totalLines.autopay(x.autopay.count), x.autopay),
    bucket(
      tl.purchases(x.purchases.count),
      lt?.totalLines.purchases(x.purchases.count),
      x.purchases,
    ),
    row({
      1: total(tl.conversions(x.conversions), lt?.totalLines.conversions(x.conversions)),
      9: grams(-x.convertedE8),
    }),
    row({
      1: total(tl.storeOrders(x.storeOrders), lt?.totalLines.storeOrders(x.storeOrders)),
      7: rupees(x.storePaidPaise),
      8: rupees(x.storeGstPaise),
    }),
    row({ 1: total(tl.refunded, lt?.totalLines.refunded), 7: rupees(-x.refundedPaise) }),
    row({ 1: total(tl.netPaid, lt?.totalLines.netPaid), 7: rupees(x.netPaidPaise) }),
    row({ 1: total(tl.antsEarned, lt?.totalLines.antsEarned), 10: rupees(x.antsEarnedCenti) }),
    row({ 1: total(tl.antsSpent, lt?.totalLines.antsSpent), 10: rupees(-x.antsSpentCenti) }),
  ];
  return `${local ? UTF8_BOM : ''}${rows.join('\r\n')}\r\n`;
}
