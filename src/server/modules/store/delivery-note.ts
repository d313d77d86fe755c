import PDFDocument from 'pdfkit';
import type { StoreOrder } from '../../../shared/api/store';
import { formatAnts, formatDate, formatGrams } from '../../../shared/money/format';
import type { Config } from '../../config';
import { STATE_LABELS } from './messages';

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
    info: { Title: `Delivery note ${o.merchantOrderId}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );

  doc.fontSize(18).font('Helvetica-Bold').text('DELIVERY NOTE', { align: 'right' });
  doc.fontSize(9).font('Helvetica').text('Not a tax invoice', { align: 'right' });
  doc.moveDown(0.5).fontSize(12).font('Helvetica-Bold').text(config.OPERATOR_NAME);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(config.OPERATOR_ADDRESS)
    .text(`GSTIN: ${config.OPERATOR_GSTIN}`)
    .text(`${config.OPERATOR_PHONE}  ${config.OPERATOR_SUPPORT_EMAIL}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').text(`Order: ${o.merchantOrderId}`, { continued: true });
  doc.font('Helvetica').text(`    Date: ${formatDate(o.createdAt)}`);
  doc.text(`Type: ${o.shortName}    Status: ${STATE_LABELS[o.state]}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Deliver to');
  doc.font('Helvetica').text(o.buyerName).text(o.address).text(o.recipientPhone);
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Goods');
  doc
    .font('Helvetica')
    .text(`${o.quantity} x ${o.title}, 24K gold, ${formatGrams(o.goldE8, 3)} g (HSN 7108)`);
  doc.moveDown();
  doc.text(
    o.kind === 'ReferralStoreOrders'
      ? `Paid with ${formatAnts(o.antsCenti)} Ants (referral points, 1 Ant = Rs 1). No money was charged for this order.`
      : `Made from ${formatGrams(o.goldE8, 3)} g of the customer's saved digital gold, which was invoiced when it was bought. No money was charged for this conversion.`,
  );
  doc.moveDown();
  doc
    .fontSize(8)
    .text(
      "Deliveries take 10-15 days. The recipient must show one photo ID (Passport, PAN Card, Driver's License, Voter's ID or Aadhar Card). Report damage within 24 hours of delivery.",
    );
  doc.moveDown().text('Received the goods above in good condition.');
  doc.moveDown(2).text('Recipient signature: ______________________    Date: ____________');
  doc.moveDown().text('This is a computer-generated document.');
  doc.end();
  return done;
}
