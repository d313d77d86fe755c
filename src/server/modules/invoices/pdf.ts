import PDFDocument from 'pdfkit';
import type { Invoice } from '../../../shared/api/invoices';
import type { Locale } from '../../../shared/locales';
import { formatDate, formatRupees } from '../../../shared/money/format';
import { amountInWords } from '../../../shared/money/words';
import { translateMessage } from '../../i18n/translate';
import { scriptWriter } from '../../pdf/scripts';
import { invoiceMessages } from './messages';
import { invoicePdfHi } from './pdf-messages.hi';
import { invoicePdfTe } from './pdf-messages.te';

const en = invoiceMessages.en.pdf;

/**
 * The invoice as a PDF (A4). Helvetica has no rupee sign, so amounts read "Rs". In Telugu or
 * Hindi it is a tax document in two languages (issue 30): each label in the language with the
 * English beside it, the descriptions, the amount in words and the notes in both; what the law
 * writes in English (GSTIN, HSN, CGST/SGST/IGST, names and addresses) stays as it is.
 */
export function renderInvoicePdf(inv: Invoice, locale: Locale = 'en'): Promise<Buffer> {
  const rs = (p: number) => formatRupees(p, { symbol: 'Rs ' });
  const local = locale === 'te' ? invoicePdfTe : locale === 'hi' ? invoicePdfHi : undefined;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: {
      Title: local
        ? `${local.title(inv.invoiceNo)} / ${en.title(inv.invoiceNo)}`
        : en.title(inv.invoiceNo),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  const w = scriptWriter(doc, locale);
  /** a label in the language with the English beside it; English alone in English */
  const both = (localLabel: string | undefined, english: string) =>
    localLabel === undefined ? english : `${localLabel} / ${english}`;
  const L = local?.labels;
  const E = en.labels;
  const say = (text: string) => translateMessage(text, locale);

  doc.fontSize(18);
  w.text(en.heading, { bold: true, align: 'right' });
  if (local) w.text(local.heading, { bold: true, align: 'right' });
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(12).text(inv.seller.name);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(inv.seller.address)
    .text(en.seller(inv.seller.gstin, inv.seller.state, inv.seller.stateCode));
  doc.text(`${inv.seller.phone}  ${inv.seller.email}`);
  doc.moveDown();
  if (!local) {
    doc
      .font('Helvetica-Bold')
      .text(en.invoiceNo(inv.invoiceNo), { continued: true })
      .font('Helvetica')
      .text(en.date(formatDate(inv.invoiceDate)));
    doc.text(en.ids(inv.transactionId, inv.orderId, inv.paymentStatus));
    doc.text(en.placeOfSupply(inv.placeOfSupply));
  } else {
    w.text(`${both(L?.invoiceNo, E.invoiceNo)}: ${inv.invoiceNo}`, { bold: true });
    w.text(`${both(L?.date, E.date)}: ${formatDate(inv.invoiceDate, locale)}`);
    w.text(`${both(L?.transaction, E.transaction)}: ${inv.transactionId}`);
    w.text(`${both(L?.order, E.order)}: ${inv.orderId}`);
    w.text(`${both(L?.payment, E.payment)}: ${inv.paymentStatus}`);
    w.text(`${both(L?.placeOfSupply, E.placeOfSupply)}: ${inv.placeOfSupply}`);
  }
  doc.moveDown();
  w.text(both(local?.billedTo, en.billedTo), { bold: true });
  doc
    .font('Helvetica')
    .text(inv.buyer.name)
    .text(inv.buyer.address)
    .text(`${inv.buyer.phone}  ${inv.buyer.email}`);
  doc.moveDown();
  const col = [48, 300, 350, 430];
  const widths = [245, 45, 75, 115];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    let bottom = y;
    cells.forEach((cell, i) => {
      // line by line: a line of one script lays out in one run
      cell.split('\n').forEach((line, n) => {
        w.text(line, {
          bold,
          x: col[i]!,
          ...(n === 0 ? { y } : {}),
          width: widths[i]!,
          ...(i === 3 ? { align: 'right' as const } : {}),
        });
      });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 4;
    doc.x = col[0]!;
  };
  /** a cell in both languages: the language's line under the English */
  const cell = (localText: string | undefined, english: string) =>
    localText === undefined || localText === english ? english : `${english}\n${localText}`;
  row(
    en.columns.map((c, i) => cell(local?.columns[i], c)),
    true,
  );
  for (const it of inv.items) {
    const description = it.ratePaise ? en.atRate(it.description, rs(it.ratePaise)) : it.description;
    const localDescription =
      local &&
      (it.ratePaise ? local.atRate(say(it.description), rs(it.ratePaise)) : say(it.description));
    row([
      cell(localDescription, description),
      it.hsnCode,
      `${it.quantity} ${it.unit}`,
      rs(it.taxablePaise),
    ]);
  }
  doc.moveDown(0.5);
  row([both(local?.taxableValue, en.taxableValue), '', '', rs(inv.taxablePaise)], true);
  if (inv.isInterState) row([en.igst(inv.igstRate), '', '', rs(inv.igstPaise)]);
  else {
    row([en.cgst(inv.cgstRate), '', '', rs(inv.cgstPaise)]);
    row([en.sgst(inv.sgstRate), '', '', rs(inv.sgstPaise)]);
  }
  row([both(local?.total, en.total), '', '', rs(inv.totalPaise)], true);
  doc.moveDown(0.5).font('Helvetica').text(en.inWords(inv.amountInWords), 48);
  if (local) w.text(local.inWords(amountInWords(inv.totalPaise, locale)));
  doc.moveDown().fontSize(8).font('Helvetica').text(inv.deliveryNote);
  if (local) w.text(say(inv.deliveryNote));
  doc.moveDown().font('Helvetica').text(en.footer);
  if (local) w.text(local.footer);
  doc.end();
  return done;
}
