import { formatGrams } from '../../../shared/money/format';
import {
  isInterStateSale,
  pinCodeOf,
  splitInclusiveGst,
  stateOfPin,
} from '../../../shared/rules/gst';
import type { Config } from '../../config';
import type { OrderInsert } from './repo';

/** HSN of gold, unwrought (digital gold is sold as 24K gold) */
export const HSN_GOLD = '7108';

/** Who buys, as the invoice shows them: a snapshot taken when the order is made. */
export type Buyer = { name: string; email: string; phone: string; address: string };

export type DigitalGoldOrderInput = {
  kind: 'DigitalGold' | 'SubscriptionTransactions';
  userId: string;
  buyer: Buyer;
  /** the quote it is sold at (shared/rules/digital-gold.ts): paise paid, GST included, and gold */
  quote: { amountPaise: number; goldE8: number; pricePaisePerGram: number };
  quotedAt: Date;
  /** until when the quote holds (a quick buy's); an Autopay debit is priced when it runs */
  quoteExpiresAt?: Date;
  /** what comes before '24K Digital Gold ... g' in the order's summary, e.g. 'Daily plan debit: ' */
  orderlistPrefix?: string;
  referrerUserId: string | null;
  idempotencyKey: string;
  /** the payment's id when it is known before the order (an Autopay debit's) */
  merchantTransactionId?: string;
};

/**
 * The one digital-gold order row, for a quick buy and an Autopay debit alike: the GST inside the
 * amount split CGST + SGST, or IGST when the buyer's PIN is in another state than the operator's;
 * the place of supply from the buyer's PIN (the operator's state when the address has none); HSN
 * 7108; and the buyer's details as they are today, for the invoice.
 */
export function digitalGoldOrderRow(
  config: Pick<Config, 'GST_BP' | 'OPERATOR_PIN_PREFIXES' | 'OPERATOR_STATE'>,
  input: DigitalGoldOrderInput,
): Omit<OrderInsert, 'id' | 'merchantOrderId'> {
  const { buyer, quote } = input;
  const isInterState = isInterStateSale(buyer.address, config.OPERATOR_PIN_PREFIXES.split(','));
  const gst = splitInclusiveGst(quote.amountPaise, config.GST_BP, isInterState);
  const pin = pinCodeOf(buyer.address);
  return {
    userId: input.userId,
    kind: input.kind,
    ...(input.merchantTransactionId ? { merchantTransactionId: input.merchantTransactionId } : {}),
    amountPaise: quote.amountPaise,
    goldE8: quote.goldE8,
    pricePaisePerGram: quote.pricePaisePerGram,
    quotedAt: input.quotedAt,
    ...(input.quoteExpiresAt ? { quoteExpiresAt: input.quoteExpiresAt } : {}),
    taxablePaise: gst.taxablePaise,
    cgstPaise: gst.cgstPaise,
    sgstPaise: gst.sgstPaise,
    igstPaise: gst.igstPaise,
    placeOfSupply: (pin && stateOfPin(pin)) || config.OPERATOR_STATE,
    orderlist: `${input.orderlistPrefix ?? ''}24K Digital Gold ${formatGrams(quote.goldE8, 8)} g`,
    quantity: 1,
    hsnCode: HSN_GOLD,
    referrerUserId: input.referrerUserId,
    idempotencyKey: input.idempotencyKey,
    buyerName: buyer.name,
    buyerEmail: buyer.email,
    buyerPhone: buyer.phone,
    buyerAddress: buyer.address,
  };
}
