import type { Invoice } from '../../../shared/api/invoices';
import type { Locale } from '../../../shared/locales';
import { formatGrams, formatGramsFromMg, formatPercentFromBp } from '../../../shared/money/format';
import { divHalfUp } from '../../../shared/money/rounding';
import { GOLD_E8_PER_GRAM } from '../../../shared/money/units';
import { amountInWords } from '../../../shared/money/words';
import { deliveryDays, type Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { translateMessage } from '../../i18n/translate';
import { notFound } from '../../http/app-error';
import { findUserOrder, HSN_GOLD, type OrderRow } from '../orders/service';
import { findStoreDetails, storeInvoiceItems } from '../store/service';
import { invoiceMessages } from './messages';

const msg = invoiceMessages.en;

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

/**
 * The invoice as a reader in `locale` sees it on the invoice page: the amount in words in their
 * language beside the English, the items' descriptions and the delivery note in their language
 * (the PDF prints both languages: decision 013). English: the invoice as it is.
 */
export function localizeInvoice(inv: Invoice, locale: Locale): Invoice {
  if (locale === 'en') return inv;
  return {
    ...inv,
    items: inv.items.map((it) => ({
      ...it,
      description: translateMessage(it.description, locale),
    })),
    amountInWordsLocal: amountInWords(inv.totalPaise, locale),
    deliveryNote: translateMessage(inv.deliveryNote, locale),
  };
}

export { renderInvoicePdf } from './pdf';
