import PDFDocument from 'pdfkit';
import type { StoreOrder } from '../../../shared/api/store';
import type { Locale } from '../../../shared/locales';
import { formatAnts, formatDate, formatGrams } from '../../../shared/money/format';
import { deliveryDays, type Config } from '../../config';
import { scriptWriter } from '../../pdf/scripts';
import { deliveryNoteHi } from './delivery-note-messages.hi';
import { deliveryNoteTe } from './delivery-note-messages.te';
import { DELIVERY_NOTE_MESSAGES, STATE_LABELS } from './messages';
import { STATE_LABELS_HI } from './messages.hi';
import { STATE_LABELS_TE } from './messages.te';

const t = DELIVERY_NOTE_MESSAGES;

/** The order as the note shows it: the store order and the recipient's phone. */
export type DeliveryNoteOrder = StoreOrder & { recipientPhone: string };

/**
 * The goods-delivery note of a coin paid with Ants or saved gold (A4 PDF). It is not a tax
 * invoice: no money changes hands, and saved gold was invoiced when it was bought. In Telugu or
 * Hindi each line is in English and then in the language (decision 013); names, the address,
 * ids and GSTIN as they are.
 */
export function renderDeliveryNotePdf(
  o: DeliveryNoteOrder,
  config: Config,
  locale: Locale = 'en',
): Promise<Buffer> {
  const l = locale === 'te' ? deliveryNoteTe : locale === 'hi' ? deliveryNoteHi : undefined;
  const states = locale === 'te' ? STATE_LABELS_TE : locale === 'hi' ? STATE_LABELS_HI : undefined;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: {
      Title: l
        ? `${l.title(o.merchantOrderId)} / ${t.title(o.merchantOrderId)}`
        : t.title(o.merchantOrderId),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  const w = scriptWriter(doc, locale);
  /** a line in English, then in the language */
  const say = (
    english: string,
    local: string | undefined,
    opts: { bold?: boolean; align?: 'right' } = {},
  ) => {
    w.text(english, opts);
    if (local !== undefined && local !== english) w.text(local, opts);
  };

  doc.fontSize(18);
  say(t.heading, l?.heading, { bold: true, align: 'right' });
  doc.fontSize(9);
  say(t.notInvoice, l?.notInvoice, { align: 'right' });
  doc.moveDown(0.5).fontSize(12).font('Helvetica-Bold').text(config.OPERATOR_NAME, 48);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(config.OPERATOR_ADDRESS)
    .text(t.gstin(config.OPERATOR_GSTIN))
    .text(`${config.OPERATOR_PHONE}  ${config.OPERATOR_SUPPORT_EMAIL}`);
  doc.moveDown();
  say(
    `${t.order(o.merchantOrderId)}${t.date(formatDate(o.createdAt))}`,
    l && `${l.order(o.merchantOrderId)}${l.date(formatDate(o.createdAt, locale))}`,
    { bold: true },
  );
  say(t.type(o.shortName, STATE_LABELS[o.state]), states && l?.type(o.shortName, states[o.state]));
  doc.moveDown();
  say(t.deliverTo, l?.deliverTo, { bold: true });
  doc.font('Helvetica').text(o.buyerName).text(o.address).text(o.recipientPhone);
  doc.moveDown();
  say(t.goods, l?.goods, { bold: true });
  const grams = formatGrams(o.goldE8, 3);
  say(t.goodsLine(o.quantity, o.title, grams), l?.goodsLine(o.quantity, o.title, grams));
  doc.moveDown();
  const ants = formatAnts(o.antsCenti);
  if (o.kind === 'ReferralStoreOrders') say(t.paidWithAnts(ants), l?.paidWithAnts(ants));
  else say(t.madeFromGold(grams), l?.madeFromGold(grams));
  doc.moveDown().fontSize(8);
  const days = deliveryDays(config);
  say(t.delivery(days), l?.delivery(days));
  doc.moveDown();
  say(t.received, l?.received);
  doc.moveDown(2);
  say(t.signature, l?.signature);
  doc.moveDown();
  say(t.footer, l?.footer);
  doc.end();
  return done;
}
