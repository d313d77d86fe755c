/**
 * The papers as A4 PDFs, drawn like the invoice (pdfkit, Helvetica). Helvetica has no rupee
 * sign, so amounts read "Rs".
 */
import PDFDocument from 'pdfkit';
import type { HoldingCertificate, YearlyStatement } from '../../../shared/api/papers';
import {
  formatAnts,
  formatDate,
  formatGrams,
  formatGramsFromMg,
  formatPercentFromBp,
  formatRupees,
} from '../../../shared/money/format';
import { papersMessages as msg } from './messages';

const rs = (p: number) => formatRupees(p, { symbol: 'Rs ' });
const MARGIN = 48;
/** a calendar date 'YYYY-MM-DD' as '01 Mar 2026' (noon UTC is the same date in India) */
const calendar = (iso: string) => formatDate(`${iso}T12:00:00Z`);

type Doc = InstanceType<typeof PDFDocument>;

function open(title: string): { doc: Doc; done: Promise<Buffer> } {
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
  return { doc, done };
}

/** Room kept free at the foot of each page for its number. */
const FOOT = 14;
const bottomOf = (doc: Doc) => doc.page.height - MARGIN - FOOT;

/** "<title>, page 2 of 3" at the foot of every page, then the document is finished. */
function numberPages(doc: Doc, title: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // written inside the bottom margin: without it pdfkit would start a new page
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor('#555555')
      .text(msg.page(title, i - start + 1, count), MARGIN, doc.page.height - MARGIN, {
        width: doc.page.width - 2 * MARGIN,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = margin;
  }
  doc.end();
}

type Column = { x: number; w: number; right?: boolean };

function drawRow(doc: Doc, cols: Column[], cells: string[], bold: boolean) {
  const y = doc.y;
  let bottom = y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
  cols.forEach((c, i) => {
    doc.text(cells[i] ?? '', c.x, y, { width: c.w, align: c.right ? 'right' : 'left' });
    bottom = Math.max(bottom, doc.y);
  });
  doc.y = bottom + 3;
  doc.x = MARGIN;
}

/** The height a row takes: its tallest cell. */
function rowHeight(doc: Doc, cols: Column[], cells: string[], bold: boolean) {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
  return Math.max(...cols.map((c, i) => doc.heightOfString(cells[i] ?? '', { width: c.w }))) + 3;
}

/**
 * A table at the current position: its heading row now, and a function drawing one row. A row
 * that does not fit goes whole to a new page, under the heading row again.
 */
function table(doc: Doc, cols: Column[], headings: string[]) {
  const fits = (h: number) => doc.y + h <= bottomOf(doc);
  const headingHeight = rowHeight(doc, cols, headings, true);
  // the heading never stands alone at the foot of a page
  if (!fits(headingHeight * 2)) doc.addPage();
  drawRow(doc, cols, headings, true);
  return (cells: string[], bold = false) => {
    if (!fits(rowHeight(doc, cols, cells, bold))) {
      doc.addPage();
      drawRow(doc, cols, headings, true);
    }
    drawRow(doc, cols, cells, bold);
  };
}

/** A new page unless `height` more points fit on this one (a block kept together). */
function keepTogether(doc: Doc, height: number) {
  if (doc.y + height > bottomOf(doc)) doc.addPage();
}

function header(doc: Doc, heading: string, sub: string, issuer: YearlyStatement['issuer']) {
  doc.fontSize(16).font('Helvetica-Bold').text(heading, { align: 'right' });
  doc.fontSize(9).font('Helvetica').text(sub, { align: 'right' });
  doc.moveDown(0.5).fontSize(12).font('Helvetica-Bold').text(issuer.name);
  doc.font('Helvetica').fontSize(9).text(issuer.address).text(msg.certificate.gstin(issuer.gstin));
  doc.moveDown();
}

/** The holding certificate of one coin. */
export function renderCertificatePdf(c: HoldingCertificate): Promise<Buffer> {
  const t = msg.certificate;
  const title = t.title(c.merchantOrderId);
  const { doc, done } = open(title);
  header(doc, t.heading, t.subheading, c.issuer);
  doc.font('Helvetica-Bold').text(t.holder(c.holderName));
  doc.font('Helvetica').text(t.order(c.merchantOrderId, formatDate(c.madeAt)));
  doc.moveDown(0.5).font('Helvetica-Bold').text(t.coin);
  doc.font('Helvetica').text(t.coinLine(c.coinTitle, formatGramsFromMg(c.weightMg), c.purity));
  doc.moveDown().font('Helvetica-Bold').text(t.lotsHeading);
  doc.moveDown(0.3).fontSize(8.5);
  const row = table(
    doc,
    [
      { x: 48, w: 62 },
      { x: 112, w: 72 },
      { x: 186, w: 96 },
      { x: 284, w: 70, right: true },
      { x: 358, w: 100, right: true },
      { x: 462, w: 85, right: true },
    ],
    t.columns,
  );
  for (const l of c.lots) {
    row([
      formatDate(l.purchasedAt),
      msg.lotKinds[l.kind],
      l.invoiceNo ?? '-',
      l.pricePaisePerGram === null ? '-' : rs(l.pricePaisePerGram),
      `${formatGrams(l.goldE8, 8)}\n${t.ofPurchase(formatGrams(l.purchaseGoldE8, 8))}`,
      calendar(l.longTermFrom),
    ]);
  }
  row([t.total, '', '', '', formatGrams(c.goldE8, 8), ''], true);
  // the long-term date, the rule and the note stay together
  keepTogether(doc, 90);
  doc
    .moveDown()
    .fontSize(10)
    .font('Helvetica-Bold')
    .text(t.longTerm(calendar(c.longTermFrom)), MARGIN);
  doc
    .moveDown(0.5)
    .font('Helvetica')
    .fontSize(9)
    .text(t.rule(c.rule.afterMonths, formatPercentFromBp(c.rule.rateBp), calendar(c.rule.since)));
  doc.moveDown().font('Helvetica-Oblique').text(t.notAdvice);
  numberPages(doc, title);
  return done;
}

const signedGrams = (e8: number) => (e8 === 0 ? '' : `${e8 > 0 ? '+' : ''}${formatGrams(e8, 8)}`);
const signedAnts = (c: number) => (c === 0 ? '' : `${c > 0 ? '+' : ''}${formatAnts(c)}`);
const money = (p: number) => (p === 0 ? '' : rs(p));

/** The statement of one financial year, with every line and the totals. */
export function renderStatementPdf(s: YearlyStatement): Promise<Buffer> {
  const t = msg.statement;
  const title = t.title(s.year);
  const { doc, done } = open(title);
  const lastDay = new Date(new Date(s.to).getTime() - 1);
  header(doc, t.heading(s.year), t.period(formatDate(s.from), formatDate(lastDay)), s.issuer);
  doc.font('Helvetica-Bold').text(t.holder(s.holder.name, s.holder.email));
  doc.moveDown(0.5).font('Helvetica');
  doc.text(`${t.opening}: ${t.grams(formatGrams(s.totals.openingE8, 8))}`);
  doc.moveDown(0.5).fontSize(8);
  const line = table(
    doc,
    [
      // an order's reference (MOID, 13 digits and 8 letters) on one line
      { x: 48, w: 50 },
      { x: 101, w: 94 },
      { x: 198, w: 124 },
      { x: 325, w: 60, right: true },
      { x: 388, w: 50, right: true },
      { x: 441, w: 58, right: true },
      { x: 502, w: 45, right: true },
    ],
    t.columns,
  );
  for (const l of s.lines) {
    const what = l.title ? `${msg.lineKinds[l.kind]}: ${l.title}` : msg.lineKinds[l.kind];
    line([
      formatDate(l.at),
      what,
      l.invoiceNo ?? l.merchantOrderId ?? '',
      money(l.paidPaise),
      money(l.gstPaise),
      signedGrams(l.goldE8),
      signedAnts(l.antsCenti),
    ]);
  }
  doc.moveDown(0.3).fontSize(9);
  doc
    .font('Helvetica-Bold')
    .text(`${t.closing}: ${t.grams(formatGrams(s.totals.closingE8, 8))}`, MARGIN);
  // the totals on one page, under their heading
  keepTogether(doc, 190);
  doc.moveDown().fontSize(10).text(t.totals);
  doc.fontSize(8.5).moveDown(0.3);
  const total = table(
    doc,
    [
      { x: 48, w: 196 },
      { x: 246, w: 80, right: true },
      { x: 328, w: 70, right: true },
      { x: 400, w: 78, right: true },
      { x: 480, w: 67, right: true },
    ],
    t.totalColumns,
  );
  const tl = t.totalLines;
  const x = s.totals;
  const bucket = (label: string, b: typeof x.purchases, bold = false) =>
    total([label, rs(b.paidPaise), rs(b.gstPaise), formatGrams(b.goldE8, 8), ''], bold);
  bucket(tl.quickBuys(x.quickBuys.count), x.quickBuys);
  bucket(tl.autopay(x.autopay.count), x.autopay);
  bucket(tl.purchases(x.purchases.count), x.purchases, true);
  total([tl.conversions(x.conversions), '', '', formatGrams(x.convertedE8, 8), '']);
  total([tl.storeOrders(x.storeOrders), rs(x.storePaidPaise), '', '', '']);
  total([tl.refunded, rs(x.refundedPaise), '', '', '']);
  total([tl.netPaid, rs(x.netPaidPaise), '', '', ''], true);
  total([tl.antsEarned, '', '', '', formatAnts(x.antsEarnedCenti)]);
  total([tl.antsSpent, '', '', '', formatAnts(x.antsSpentCenti)]);
  doc.moveDown().font('Helvetica-Oblique').fontSize(8.5).text(t.footer, MARGIN);
  numberPages(doc, title);
  return done;
}
