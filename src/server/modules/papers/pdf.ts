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
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  return { doc, done };
}

/** A table row of columns at x with widths (the last ones right-aligned); a new page when full. */
function tableRow(
  doc: Doc,
  cols: { x: number; w: number; right?: boolean }[],
  cells: string[],
  bold = false,
) {
  if (doc.y > doc.page.height - MARGIN - 40) doc.addPage();
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
  const { doc, done } = open(t.title(c.merchantOrderId));
  header(doc, t.heading, t.subheading, c.issuer);
  doc.font('Helvetica-Bold').text(t.holder(c.holderName));
  doc.font('Helvetica').text(t.order(c.merchantOrderId, formatDate(c.madeAt)));
  doc.moveDown(0.5).font('Helvetica-Bold').text(t.coin);
  doc.font('Helvetica').text(t.coinLine(c.coinTitle, formatGramsFromMg(c.weightMg), c.purity));
  doc.moveDown().font('Helvetica-Bold').text(t.lotsHeading);
  doc.moveDown(0.3).fontSize(8.5);
  const cols = [
    { x: 48, w: 62 },
    { x: 112, w: 72 },
    { x: 186, w: 96 },
    { x: 284, w: 70, right: true },
    { x: 358, w: 100, right: true },
    { x: 462, w: 85, right: true },
  ];
  tableRow(doc, cols, t.columns, true);
  for (const l of c.lots) {
    tableRow(doc, cols, [
      formatDate(l.purchasedAt),
      msg.lotKinds[l.kind],
      l.invoiceNo ?? '-',
      l.pricePaisePerGram === null ? '-' : rs(l.pricePaisePerGram),
      `${formatGrams(l.goldE8, 8)}\n${t.ofPurchase(formatGrams(l.purchaseGoldE8, 8))}`,
      calendar(l.longTermFrom),
    ]);
  }
  tableRow(doc, cols, [t.total, '', '', '', formatGrams(c.goldE8, 8), ''], true);
  doc
    .moveDown()
    .fontSize(10)
    .font('Helvetica-Bold')
    .text(t.longTerm(calendar(c.longTermFrom)));
  doc
    .moveDown(0.5)
    .font('Helvetica')
    .fontSize(9)
    .text(t.rule(c.rule.afterMonths, formatPercentFromBp(c.rule.rateBp), calendar(c.rule.since)));
  doc.moveDown().font('Helvetica-Oblique').text(t.notAdvice);
  doc.end();
  return done;
}

const signedGrams = (e8: number) => (e8 === 0 ? '' : `${e8 > 0 ? '+' : ''}${formatGrams(e8, 8)}`);
const signedAnts = (c: number) => (c === 0 ? '' : `${c > 0 ? '+' : ''}${formatAnts(c)}`);
const money = (p: number) => (p === 0 ? '' : rs(p));

/** The statement of one financial year, with every line and the totals. */
export function renderStatementPdf(s: YearlyStatement): Promise<Buffer> {
  const t = msg.statement;
  const { doc, done } = open(t.title(s.year));
  const lastDay = new Date(new Date(s.to).getTime() - 1);
  header(doc, t.heading(s.year), t.period(formatDate(s.from), formatDate(lastDay)), s.issuer);
  doc.font('Helvetica-Bold').text(t.holder(s.holder.name, s.holder.email));
  doc.moveDown(0.5).font('Helvetica');
  doc.text(`${t.opening}: ${t.grams(formatGrams(s.totals.openingE8, 8))}`);
  doc.moveDown(0.5).fontSize(8);
  const cols = [
    { x: 48, w: 52 },
    { x: 102, w: 118 },
    { x: 222, w: 92 },
    { x: 316, w: 62, right: true },
    { x: 380, w: 46, right: true },
    { x: 428, w: 68, right: true },
    { x: 498, w: 49, right: true },
  ];
  tableRow(doc, cols, t.columns, true);
  for (const l of s.lines) {
    const what = l.title ? `${msg.lineKinds[l.kind]}: ${l.title}` : msg.lineKinds[l.kind];
    tableRow(doc, cols, [
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
  doc.font('Helvetica-Bold').text(`${t.closing}: ${t.grams(formatGrams(s.totals.closingE8, 8))}`);
  doc.moveDown().fontSize(10).text(t.totals);
  doc.fontSize(8.5).moveDown(0.3);
  const tc = [
    { x: 48, w: 230 },
    { x: 280, w: 90, right: true },
    { x: 372, w: 80, right: true },
    { x: 454, w: 93, right: true },
  ];
  const tl = t.totalLines;
  const x = s.totals;
  tableRow(doc, tc, t.totalColumns, true);
  const bucket = (label: string, b: typeof x.purchases, bold = false) =>
    tableRow(doc, tc, [label, rs(b.paidPaise), rs(b.gstPaise), formatGrams(b.goldE8, 8)], bold);
  bucket(tl.quickBuys(x.quickBuys.count), x.quickBuys);
  bucket(tl.autopay(x.autopay.count), x.autopay);
  bucket(tl.purchases(x.purchases.count), x.purchases, true);
  tableRow(doc, tc, [tl.conversions(x.conversions), '', '', formatGrams(x.convertedE8, 8)]);
  tableRow(doc, tc, [tl.storeOrders(x.storeOrders), rs(x.storePaidPaise), '', '']);
  tableRow(doc, tc, [tl.refunded, rs(x.refundedPaise), '', '']);
  tableRow(doc, tc, [tl.netPaid, rs(x.netPaidPaise), '', ''], true);
  tableRow(doc, tc, [tl.antsEarned, formatAnts(x.antsEarnedCenti), '', '']);
  tableRow(doc, tc, [tl.antsSpent, formatAnts(x.antsSpentCenti), '', '']);
  doc.moveDown().font('Helvetica-Oblique').fontSize(8.5).text(t.footer, MARGIN);
  doc.end();
  return done;
}
