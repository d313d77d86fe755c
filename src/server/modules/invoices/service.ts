import PDFDocument from 'pdfkit';
import type { Invoice } from '../../../shared/api/invoices';
import {
  formatDate,
  formatGrams,
  formatGramsFromMg,
  formatPercentFromBp,
  formatRupees,
} from '../../../shared/money/format';
import { divHalfUp } from '../../../shared/money/rounding';
import { GOLD_E8_PER_GRAM } from '../../../shared/money/units';
import { amountInWords } from '../../../shared/money/words';
import { deliveryDays, type Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/app-error';
import { findUserOrder, HSN_GOLD, type OrderRow } from '../orders/service';
import { findStoreDetails, storeInvoiceItems } from '../store/service';
import { invoiceMessages } from './messages';

const msg = invoiceMessages.en;
const pdf = msg.pdf;

/** The GST invoice of a paid order, built only from the stored order and configuration. */
export function buildInvoice(
  order: OrderRow,
  config: Config,
  store?: Awaited<ReturnType<typeof findStoreDetails>>,
): Invoice {
  if (!order.invoiceNo || !order.invoicedAt) throw notFound(msg.noInvoiceYet);
  const isInterState = order.igstPaise > 0;
  const items: Invoice['items'] = [];
  if (order.kind === 'DigitalGold' || order.kind === 'SubscriptionTransactions') {
    const goldValue = divHalfUp(
      BigInt(order.goldE8) * BigInt(order.pricePaisePerGram ?? 0),
      BigInt(GOLD_E8_PER_GRAM),
    );
    items.push({
      description: msg.digitalGoldItem,
      hsnCode: order.hsnCode ?? HSN_GOLD,
      quantity: formatGrams(order.goldE8, 8),
      unit: 'g',
      ratePaise: order.pricePaisePerGram,
      taxablePaise: goldValue,
    });
    items.push({
      description: msg.chargesItem,
      hsnCode: order.hsnCode ?? HSN_GOLD,
      quantity: '1',
      unit: 'lot',
      ratePaise: null,
      taxablePaise: order.taxablePaise - goldValue,
    });
  } else if (store) {
    items.push(...storeInvoiceItems(order, store));
  } else {
    items.push({
      description: order.orderlist,
      hsnCode: order.hsnCode ?? HSN_GOLD,
      quantity: String(order.quantity),
      unit: 'pcs',
      ratePaise: null,
      taxablePaise: order.taxablePaise,
    });
  }
  return {
    invoiceNo: order.invoiceNo,
    invoiceDate: order.invoicedAt.toISOString(),
    transactionId: order.merchantTransactionId ?? order.merchantOrderId,
    orderId: order.merchantOrderId,
    paymentStatus: order.status,
    seller: {
      name: config.OPERATOR_NAME,
      address: config.OPERATOR_ADDRESS,
      gstin: config.OPERATOR_GSTIN,
      state: config.OPERATOR_STATE,
      stateCode: config.OPERATOR_STATE_CODE,
      phone: config.OPERATOR_PHONE,
      email: config.OPERATOR_SUPPORT_EMAIL,
    },
    buyer: {
      name: order.buyerName,
      email: order.buyerEmail,
      phone: order.buyerPhone,
      address: order.buyerAddress,
    },
    placeOfSupply: order.placeOfSupply ?? config.OPERATOR_STATE,
    isInterState,
    items,
    taxablePaise: order.taxablePaise,
    cgstPaise: order.cgstPaise,
    sgstPaise: order.sgstPaise,
    igstPaise: order.igstPaise,
    cgstRate: formatPercentFromBp(config.CGST_BP),
    sgstRate: formatPercentFromBp(config.SGST_BP),
    igstRate: formatPercentFromBp(config.IGST_BP),
    totalPaise: order.amountPaise,
    amountInWords: amountInWords(order.amountPaise),
    deliveryNote:
      store?.mode === 'pickup'
        ? msg.pickupNote(config.OPERATOR_ADDRESS)
        : order.kind === 'DigitalGold' || order.kind === 'SubscriptionTransactions'
          ? msg.digitalGoldNote(
              formatGramsFromMg(config.COIN_DELIVERY_TARGET_MG),
              deliveryDays(config),
            )
          : msg.deliveryNote(deliveryDays(config)),
  };
}

/** The invoice of this user's order; another user's order, or an unpaid one, is "not found". */
export async function getInvoiceForUser(
  db: DbOrTx,
  config: Config,
  userId: string,
  transactionId: string,
) {
  const order = await findUserOrder(db, userId, transactionId);
  const store = order.kind === 'StoreOrders' ? await findStoreDetails(db, order.id) : undefined;
  return buildInvoice(order, config, store);
}

/** The invoice as a PDF (A4). Helvetica has no rupee sign, so amounts read "Rs". */
export function renderInvoicePdf(inv: Invoice): Promise<Buffer> {
  const rs = (p: number) => formatRupees(p, { symbol: 'Rs ' });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: pdf.title(inv.invoiceNo) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );

  doc.fontSize(18).font('Helvetica-Bold').text(pdf.heading, { align: 'right' });
  doc.moveDown(0.5).fontSize(12).text(inv.seller.name);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(inv.seller.address)
    .text(pdf.seller(inv.seller.gstin, inv.seller.state, inv.seller.stateCode));
  doc.text(`${inv.seller.phone}  ${inv.seller.email}`);
  doc.moveDown();
  doc
    .font('Helvetica-Bold')
    .text(pdf.invoiceNo(inv.invoiceNo), { continued: true })
    .font('Helvetica')
    .text(pdf.date(formatDate(inv.invoiceDate)));
  doc.text(pdf.ids(inv.transactionId, inv.orderId, inv.paymentStatus));
  doc.text(pdf.placeOfSupply(inv.placeOfSupply));
  doc.moveDown();
  doc.font('Helvetica-Bold').text(pdf.billedTo);
  doc
    .font('Helvetica')
    .text(inv.buyer.name)
    .text(inv.buyer.address)
    .text(`${inv.buyer.phone}  ${inv.buyer.email}`);
  doc.moveDown();
  const col = [48, 300, 350, 430];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(cells[0]!, col[0], y, { width: 245 });
    const h = doc.y;
    doc.text(cells[1]!, col[1], y, { width: 45 });
    doc.text(cells[2]!, col[2], y, { width: 75 });
    doc.text(cells[3]!, col[3], y, { width: 115, align: 'right' });
    doc.y = Math.max(h, doc.y) + 4;
    doc.x = col[0]!;
  };
  row(pdf.columns, true);
  for (const it of inv.items) {
    row([
      it.ratePaise ? pdf.atRate(it.description, rs(it.ratePaise)) : it.description,
      it.hsnCode,
      `${it.quantity} ${it.unit}`,
      rs(it.taxablePaise),
    ]);
  }
  doc.moveDown(0.5);
  row([pdf.taxableValue, '', '', rs(inv.taxablePaise)], true);
  if (inv.isInterState) row([pdf.igst(inv.igstRate), '', '', rs(inv.igstPaise)]);
  else {
    row([pdf.cgst(inv.cgstRate), '', '', rs(inv.cgstPaise)]);
    row([pdf.sgst(inv.sgstRate), '', '', rs(inv.sgstPaise)]);
  }
  row([pdf.total, '', '', rs(inv.totalPaise)], true);
  doc.moveDown(0.5).font('Helvetica').text(pdf.inWords(inv.amountInWords), 48);
  doc.moveDown().fontSize(8).text(inv.deliveryNote);
  doc.moveDown().text(pdf.footer);
  doc.end();
  return done;
}
