/**
 * The papers as A4 PDFs, drawn like the invoice (pdfkit, Helvetica). Helvetica has no rupee
 * sign, so amounts read "Rs". In Telugu or Hindi each label is in the language beside the
 * English, table heads and kinds in both (the language's line under the English), and each
 * sentence in English then in the language (decision 013); figures, ids and GSTIN as they are.
 */
import PDFDocument from 'pdfkit';
import type { HoldingCertificate, YearlyStatement } from '../../../shared/api/papers';
import type { Locale } from '../../../shared/locales';
import {
  formatAnts,
  formatDate,
  formatGrams,
  formatGramsFromMg,
  formatPercentFromBp,
  formatRupees,
} from '../../../shared/money/format';
import type { Translation } from '../../i18n/catalogue';
import { scriptWriter, type ScriptWriter } from '../../pdf/scripts';
import { papersMessages as msg, type PapersPdfMessages } from './messages';
import { papersPdfHi } from './pdf-messages.hi';
import { papersPdfTe } from './pdf-messages.te';

const rs = (p: number) => formatRupees(p, { symbol: 'Rs ' });
const MARGIN = 48;

type Doc = InstanceType<typeof PDFDocument>;

/** A paper being written: the document, its writer and the member's language's labels. */
type Paper = {
  doc: Doc;
  w: ScriptWriter;
  local: Translation<PapersPdfMessages> | undefined;
  done: Promise<Buffer>;
};

function open(title: string, locale: Locale): Paper {
  // pages buffered, so each can be numbered once the last is known (numberPages)
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: title },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  const local = locale === 'te' ? papersPdfTe : locale === 'hi' ? papersPdfHi : undefined;
  return { doc, w: scriptWriter(doc, locale), local, done };
}

/** a label in the language with the English beside it; English alone in English */
const both = (local: string | undefined, english: string) =>
  local === undefined || local === english ? english : `${local} / ${english}`;
/** a cell in both languages: the language's line under the English */
const stacked = (local: string | undefined, english: string) =>
  local === undefined || local === english ? english : `${english}\n${local}`;

/** A sentence in English, then in the language. */
function sentence(p: Paper, english: string, local: string | undefined, bold = false) {
  p.w.text(english, { bold, x: MARGIN });
  if (local !== undefined && local !== english) p.w.text(local, { bold });
}

/** Room kept free at the foot of each page for its number. */
const FOOT = 14;
const bottomOf = (doc: Doc) => doc.page.height - MARGIN - FOOT;

/** "<title>, page 2 of 3" at the foot of every page, then the document is finished. */
function numberPages(p: Paper, title: [string, string?]) {
  const { doc } = p;
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // written inside the bottom margin: without it pdfkit would start a new page
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const n = i - start + 1;
    const english = msg.page(title[0], n, count);
    doc.fontSize(7.5).fillColor('#555555');
    p.w.text(both(title[1] && p.local?.page(title[1], n, count), english), {
      x: MARGIN,
      y: doc.page.height - MARGIN,
      width: doc.page.width - 2 * MARGIN,
      align: 'right',
    });
    doc.page.margins.bottom = margin;
  }
  doc.end();
}

/** A column at x of width w; `size`: a smaller font for its cells (not its heading). */
type Column = { x: number; w: number; right?: boolean; size?: number };

/** Each cell of a row with its column, in its font size (`size`: the table's). */
function eachCell(
  p: Paper,
  cols: Column[],
  cells: string[],
  size: number,
  heading: boolean,
  f: (c: Column, text: string) => void,
) {
  cols.forEach((c, i) => {
    p.doc.fontSize(!heading && c.size ? c.size : size);
    f(c, cells[i] ?? '');
  });
  p.doc.fontSize(size);
}

function drawRow(
  p: Paper,
  cols: Column[],
  cells: string[],
  bold: boolean,
  size: number,
  heading = false,
) {
  const { doc } = p;
  const y = doc.y;
  let bottom = y;
  eachCell(p, cols, cells, size, heading, (c, text) => {
    // line by line: a line of one script lays out in one run
    text.split('\n').forEach((line, n) => {
      p.w.text(line, {
        bold,
        x: c.x,
        ...(n === 0 ? { y } : {}),
        width: c.w,
        align: c.right ? 'right' : 'left',
      });
    });
    bottom = Math.max(bottom, doc.y);
  });
  doc.y = bottom + 3;
  doc.x = MARGIN;
}

/** The height a row takes: its tallest cell. */
function rowHeight(
  p: Paper,
  cols: Column[],
  cells: string[],
  bold: boolean,
  size: number,
  heading = false,
) {
  let height = 0;
  eachCell(p, cols, cells, size, heading, (c, text) => {
    height = Math.max(height, p.w.heightOf(text, { bold, width: c.w }));
  });
  return height + 3;
}

/**
 * A table at the current position in font `size`: its heading row now, and a function drawing
 * one row. A row that does not fit goes whole to a new page, under the heading row again.
 */
function table(p: Paper, size: number, cols: Column[], headings: string[]) {
  const { doc } = p;
  const fits = (h: number) => doc.y + h <= bottomOf(doc);
  const headingHeight = rowHeight(p, cols, headings, true, size, true);
  // the heading never stands alone at the foot of a page
  if (!fits(headingHeight * 2)) doc.addPage();
  drawRow(p, cols, headings, true, size, true);
  return (cells: string[], bold = false) => {
    if (!fits(rowHeight(p, cols, cells, bold, size))) {
      doc.addPage();
      drawRow(p, cols, headings, true, size, true);
    }
    drawRow(p, cols, cells, bold, size);
  };
}

/** A new page unless `height` more points fit on this one (a block kept together). */
function keepTogether(doc: Doc, height: number) {
  if (doc.y + height > bottomOf(doc)) doc.addPage();
}

function header(
  p: Paper,
  heading: [string, string?],
  sub: [string, string?],
  issuer: YearlyStatement['issuer'],
) {
  const { doc, w } = p;
  doc.fontSize(16);
  w.text(heading[0], { bold: true, align: 'right' });
  if (heading[1]) w.text(heading[1], { bold: true, align: 'right' });
  doc.fontSize(9);
  w.text(sub[0], { align: 'right' });
  if (sub[1]) w.text(sub[1], { align: 'right' });
  doc.moveDown(0.5).fontSize(12).font('Helvetica-Bold').text(issuer.name, MARGIN);
  doc.font('Helvetica').fontSize(9).text(issuer.address).text(msg.certificate.gstin(issuer.gstin));
  doc.moveDown();
}

/** The holding certificate of one coin, in English or beside it in the member's language. */
export function renderCertificatePdf(
  c: HoldingCertificate,
  locale: Locale = 'en',
): Promise<Buffer> {
  const t = msg.certificate;
  const title = t.title(c.merchantOrderId);
  const p = open(title, locale);
  const { doc, w } = p;
  const l = p.local?.certificate;
  const localTitle = l?.title(c.merchantOrderId);
  if (localTitle) doc.info.Title = `${localTitle} / ${title}`;
  const date = (d: string) => formatDate(d, locale);
  /** a calendar date 'YYYY-MM-DD' as '01 Mar 2026' (noon UTC is the same date in India) */
  const calendar = (iso: string, lang: Locale = locale) => formatDate(`${iso}T12:00:00Z`, lang);
  header(p, [t.heading, l?.heading], [t.subheading, l?.subheading], c.issuer);
  sentence(p, t.holder(c.holderName), l?.holder(c.holderName), true);
  sentence(
    p,
    t.order(c.merchantOrderId, formatDate(c.madeAt)),
    l?.order(c.merchantOrderId, date(c.madeAt)),
  );
  doc.moveDown(0.5);
  w.text(both(l?.coin, t.coin), { bold: true });
  const grams = formatGramsFromMg(c.weightMg);
  sentence(p, t.coinLine(c.coinTitle, grams, c.purity), l?.coinLine(c.coinTitle, grams, c.purity));
  doc.moveDown();
  sentence(p, t.lotsHeading, l?.lotsHeading, true);
  doc.moveDown(0.3).fontSize(8.5);
  const row = table(
    p,
    8.5,
    [
      { x: 48, w: 62 },
      { x: 112, w: 72 },
      { x: 186, w: 96 },
      { x: 284, w: 70, right: true },
      { x: 358, w: 100, right: true },
      { x: 462, w: 85, right: true },
    ],
    t.columns.map((e, i) => stacked(l?.columns[i], e)),
  );
  for (const lot of c.lots) {
    row([
      date(lot.purchasedAt),
      stacked(p.local?.lotKinds[lot.kind], msg.lotKinds[lot.kind]),
      lot.invoiceNo ?? '-',
      lot.pricePaisePerGram === null ? '-' : rs(lot.pricePaisePerGram),
      `${formatGrams(lot.goldE8, 8)}\n${(l ?? t).ofPurchase(formatGrams(lot.purchaseGoldE8, 8))}`,
      calendar(lot.longTermFrom),
    ]);
  }
  row([both(l?.total, t.total), '', '', '', formatGrams(c.goldE8, 8), ''], true);
  // the long-term date, the rule and the note stay together
  keepTogether(doc, l ? 150 : 90);
  doc.moveDown().fontSize(10);
  sentence(
    p,
    t.longTerm(calendar(c.longTermFrom, 'en')),
    l?.longTerm(calendar(c.longTermFrom)),
    true,
  );
  doc.moveDown(0.5).fontSize(9);
  const rate = formatPercentFromBp(c.rule.rateBp);
  sentence(
    p,
    t.rule(c.rule.afterMonths, rate, calendar(c.rule.since, 'en')),
    l?.rule(c.rule.afterMonths, rate, calendar(c.rule.since)),
  );
  doc.moveDown();
  sentence(p, t.notAdvice, l?.notAdvice);
  numberPages(p, [title, localTitle]);
  return p.done;
}

const signedGrams = (e8: number) => (e8 === 0 ? '' : `${e8 > 0 ? '+' : ''}${formatGrams(e8, 8)}`);
const signedAnts = (c: number) => (c === 0 ? '' : `${c > 0 ? '+' : ''}${formatAnts(c)}`);
const money = (p: number) => (p === 0 ? '' : rs(p));

/** The statement of one financial year, with every line and the totals. */
export function renderStatementPdf(s: YearlyStatement, locale: Locale = 'en'): Promise<Buffer> {
  const t = msg.statement;
  const title = t.title(s.year);
  const p = open(title, locale);
  const { doc, w } = p;
  const l = p.local?.statement;
  const localTitle = l?.title(s.year);
  if (localTitle) doc.info.Title = `${localTitle} / ${title}`;
  const lastDay = new Date(new Date(s.to).getTime() - 1);
  header(
    p,
    [t.heading(s.year), l?.heading(s.year)],
    [
      t.period(formatDate(s.from), formatDate(lastDay)),
      l?.period(formatDate(s.from, locale), formatDate(lastDay, locale)),
    ],
    s.issuer,
  );
  doc.font('Helvetica-Bold').text(t.holder(s.holder.name, s.holder.email));
  doc.moveDown(0.5);
  const grams = (e8: number) => (l ?? t).grams(formatGrams(e8, 8));
  w.text(`${both(l?.opening, t.opening)}: ${grams(s.totals.openingE8)}`);
  doc.moveDown(0.5).fontSize(8);
  const line = table(
    p,
    8,
    [
      // an order's reference (MOID, 13 digits and 8 letters, the widest) on one line
      { x: 48, w: 50 },
      { x: 101, w: 94 },
      { x: 198, w: 124, size: 7 },
      { x: 325, w: 60, right: true },
      { x: 388, w: 50, right: true },
      { x: 441, w: 58, right: true },
      { x: 502, w: 45, right: true },
    ],
    t.columns.map((e, i) => stacked(l?.columns[i], e)),
  );
  for (const r of s.lines) {
    const kind = stacked(p.local?.lineKinds[r.kind], msg.lineKinds[r.kind]);
    line([
      formatDate(r.at, locale),
      r.title ? `${kind}: ${r.title}` : kind,
      r.invoiceNo ?? r.merchantOrderId ?? '',
      money(r.paidPaise),
      money(r.gstPaise),
      signedGrams(r.goldE8),
      signedAnts(r.antsCenti),
    ]);
  }
  doc.moveDown(0.3).fontSize(9);
  w.text(`${both(l?.closing, t.closing)}: ${grams(s.totals.closingE8)}`, { bold: true, x: MARGIN });
  // the totals on one page, under their heading
  keepTogether(doc, l ? 230 : 190);
  doc.moveDown().fontSize(10);
  w.text(both(l?.totals, t.totals), { bold: true });
  doc.fontSize(8.5).moveDown(0.3);
  const total = table(
    p,
    8.5,
    [
      { x: 48, w: 196 },
      { x: 246, w: 80, right: true },
      { x: 328, w: 70, right: true },
      { x: 400, w: 78, right: true },
      { x: 480, w: 67, right: true },
    ],
    t.totalColumns.map((e, i) => stacked(l?.totalColumns[i], e)),
  );
  const tl = t.totalLines;
  const ll = l?.totalLines;
  const x = s.totals;
  const bucket = (label: string, b: typeof x.purchases, bold = false) =>
    total([label, rs(b.paidPaise), rs(b.gstPaise), formatGrams(b.goldE8, 8), ''], bold);
  bucket(both(ll?.quickBuys(x.quickBuys.count), tl.quickBuys(x.quickBuys.count)), x.quickBuys);
  bucket(both(ll?.autopay(x.autopay.count), tl.autopay(x.autopay.count)), x.autopay);
  bucket(
    both(ll?.purchases(x.purchases.count), tl.purchases(x.purchases.count)),
    x.purchases,
    true,
  );
  total([
    both(ll?.conversions(x.conversions), tl.conversions(x.conversions)),
    '',
    '',
    formatGrams(x.convertedE8, 8),
    '',
  ]);
  total([
    both(ll?.storeOrders(x.storeOrders), tl.storeOrders(x.storeOrders)),
    rs(x.storePaidPaise),
    rs(x.storeGstPaise),
    '',
    '',
  ]);
  total([both(ll?.refunded, tl.refunded), rs(x.refundedPaise), '', '', '']);
  total([both(ll?.netPaid, tl.netPaid), rs(x.netPaidPaise), '', '', ''], true);
  total([both(ll?.antsEarned, tl.antsEarned), '', '', '', formatAnts(x.antsEarnedCenti)]);
  total([both(ll?.antsSpent, tl.antsSpent), '', '', '', formatAnts(x.antsSpentCenti)]);
  doc.moveDown().fontSize(8.5);
  sentence(p, t.footer, l?.footer);
  numberPages(p, [title, localTitle]);
  return p.done;
}
