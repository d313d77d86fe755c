import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ORDER_FAILURE_CODES } from '../../../shared/api/orders';

export const ORDER_KINDS = [
  'DigitalGold',
  'StoreOrders',
  'ReferralStoreOrders',
  'GoldSmith',
  'SubscriptionTransactions',
] as const;
export const ORDER_STATUSES = ['PENDING', 'SUCCESS', 'FAILED'] as const;

/**
 * Every purchase a user makes (quick buy, store, referral store, gold smith, autopay debit), with
 * the quote it was made at. Amounts in paise, gold in grams x 10^8. The ledger holds the balances;
 * an order records what was sold and why.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    kind: text('kind', { enum: ORDER_KINDS }).notNull(),
    /** MOID + unique suffix (spec 3: Payment request) */
    merchantOrderId: text('merchant_order_id').notNull(),
    /** the payment's MTID + unique suffix: the id the gateway and the user see; set once the payment opens */
    merchantTransactionId: text('merchant_transaction_id'),
    /** the gateway's pay page of this order, so a repeated click reopens the same payment */
    payPageUrl: text('pay_page_url'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('PENDING'),
    /** what the buyer pays, GST included */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    goldE8: bigint('gold_e8', { mode: 'number' }).notNull().default(0),
    /** Ants paid (centi-Ants): referral-store orders, paid with Ants instead of rupees */
    antsCenti: bigint('ants_centi', { mode: 'number' }).notNull().default(0),
    pricePaisePerGram: bigint('price_paise_per_gram', { mode: 'number' }),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    quoteExpiresAt: timestamp('quote_expires_at', { withTimezone: true }),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull().default(0),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull().default(0),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull().default(0),
    igstPaise: bigint('igst_paise', { mode: 'number' }).notNull().default(0),
    /** state of the buyer's address at order time (GST place of supply) */
    placeOfSupply: text('place_of_supply'),
    /** human summary of what was bought (spec: orderlist) */
    orderlist: text('orderlist').notNull(),
    quantity: integer('quantity').notNull().default(1),
    hsnCode: text('hsn_code'),
    /** the referrer who earns Ants on this order */
    referrerUserId: text('referrer_user_id'),
    /** the browser's key for one click: the same key never creates a second order */
    idempotencyKey: text('idempotency_key').notNull(),
    /** gap-free per financial year, at most 16 characters (CGST Rule 46) */
    invoiceNo: text('invoice_no'),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    /** why a FAILED order failed, a code of ORDER_FAILURE_CODES (never words for a screen) */
    failureCode: text('failure_reason', { enum: ORDER_FAILURE_CODES }),
    /** a store order's state (store/states.ts), kept here for payment history; null for digital gold */
    deliveryStatus: text('delivery_status'),
    /** buyer details at order time, for the invoice */
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerPhone: text('buyer_phone').notNull(),
    buyerAddress: text('buyer_address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_mtid_key')
      .on(t.merchantTransactionId)
      .where(sql`merchant_transaction_id is not null`),
    uniqueIndex('orders_user_idem_key').on(t.userId, t.idempotencyKey),
    uniqueIndex('orders_invoice_no_key')
      .on(t.invoiceNo)
      .where(sql`invoice_no is not null`),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_user_kind_idx').on(t.userId, t.kind, t.createdAt),
  ],
);

/** Next invoice number per financial year; incremented inside the transaction that invoices. */
export const invoiceSeries = pgTable('invoice_series', {
  financialYear: text('financial_year').primaryKey(),
  lastNo: integer('last_no').notNull().default(0),
});
