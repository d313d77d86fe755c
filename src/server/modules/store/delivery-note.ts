import PDFDocument from 'pdfkit';
import type { StoreOrder } from '../../../shared/api/store';
import { formatAnts, formatDate, formatGrams } from '../../../shared/money/format';
import { deliveryDays, type Config } from '../../config';
import { DELIVERY_NOTE_MESSAGES, STATE_LABELS } from './messages';

const t = DELIVERY_NOTE_MESSAGES;

/** The order as the note shows it: the store order and the recipient's phone. */
export type DeliveryNoteOrder = StoreOrder & { recipientPhone: string };

/**
 * The goods-delivery note of a coin paid with Ants or saved gold (A4 PDF). It is not a tax
 * invoice: no money changes hands, and saved gold was invoiced when it was bought.
 */
export function renderDeliveryNotePdf(o: DeliveryNoteOrder, config: Config): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: t.title(o.merchantOrderId) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );

  doc.fontSize(18).font('Helvetica-Bold').text(t.heading, { align: 'right' });
  doc.fontSize(9).font('Helvetica').text(t.notInvoice, { align: 'right' });
  doc.moveDown(0.5).fontSize(12).font('Helvetica-Bold').text(config.OPERATOR_NAME);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(config.OPERATOR_ADDRESS)
    .text(t.gstin(config.OPERATOR_GSTIN))
    .text(`${config.OPERATOR_PHONE}  ${config.OPERATOR_SUPPORT_EMAIL}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').text(t.order(o.merchantOrderId), { continued: true });
  doc.font('Helvetica').text(t.date(formatDate(o.createdAt)));
  doc.text(t.type(o.shortName, STATE_LABELS[o.state]));
  doc.moveDown();
  doc.font('Helvetica-Bold').text(t.deliverTo);
  doc.font('Helvetica').text(o.buyerName).text(o.address).text(o.recipientPhone);
  doc.moveDown();
  doc.font('Helvetica-Bold').text(t.goods);
  doc.font('Helvetica').text(t.goodsLine(o.quantity, o.title, formatGrams(o.goldE8, 3)));
  doc.moveDown();
  doc.text(
    o.kind === 'ReferralStoreOrders'
      ? t.paidWithAnts(formatAnts(o.antsCenti))
      : t.madeFromGold(formatGrams(o.goldE8, 3)),
  );
  doc.moveDown();
  doc.fontSize(8).text(t.delivery(deliveryDays(config)));
  doc.moveDown().text(t.received);
  doc.moveDown(2).text(t.signature);
  doc.moveDown().text(t.footer);
  doc.end();
  return done;
}
