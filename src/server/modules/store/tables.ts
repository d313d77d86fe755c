import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const STORE_ORDER_STATES = [
  'AWAITING_PAYMENT',
  'PAYMENT_SUBMITTED',
  'PAID',
  'PROCESSING',
  'SHIPPED',
  'DELIVERED',
  'READY_FOR_PICKUP',
  'COLLECTED',
  'CANCELLED',
  'REFUNDED',
] as const;

/**
 * A price the server gave a buyer for one product line, valid until expiresAt. Checkout and the
 * direct-payment page show it; an order is created from it (never from a browser's figures) and
 * consumes it. `reference` names the payment the buyer makes (the UPI QR's transaction reference).
 */
export const storeQuotes = pgTable(
  'store_quotes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    productId: text('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    /** delivery (coins, PhonePe) or pickup (nuggets, direct UPI) */
    mode: text('mode', { enum: ['delivery', 'pickup'] }).notNull(),
    reference: text('reference').notNull(),
    pricePaisePerGram: bigint('price_paise_per_gram', { mode: 'number' }).notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('store_quotes_reference_key').on(t.reference),
    index('store_quotes_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * What a store order sold and where it stands; one row per store order (orders.id): a bag or
 * direct-payment order (StoreOrders, made from a quote), or a coin paid with Ants
 * (ReferralStoreOrders) or saved gold (GoldSmith), which has no quote and no rupee figures. The
 * state moves only through the transitions of states.ts, each recorded in store_order_events.
 */
export const storeOrders = pgTable(
  'store_orders',
  {
    orderId: text('order_id').primaryKey(),
    /** the quote it was created from (one quote makes one order); null for coins paid with Ants or gold */
    quoteId: text('quote_id'),
    /** the order's kind (orders.kind), for the operator's filters */
    kind: text('kind', { enum: ['StoreOrders', 'ReferralStoreOrders', 'GoldSmith'] })
      .notNull()
      .default('StoreOrders'),
    productId: text('product_id').notNull(),
    mode: text('mode', { enum: ['delivery', 'pickup'] }).notNull(),
    state: text('state', { enum: STORE_ORDER_STATES }).notNull(),
    title: text('title').notNull(),
    weightMg: integer('weight_mg').notNull(),
    purity: text('purity').notNull(),
    makingBp: integer('making_bp').notNull(),
    referralCommissionBp: integer('referral_commission_bp').notNull(),
    metalPaise: bigint('metal_paise', { mode: 'number' }).notNull(),
    makingPaise: bigint('making_paise', { mode: 'number' }).notNull(),
    itemsGstPaise: bigint('items_gst_paise', { mode: 'number' }).notNull(),
    /** shipping (delivery) or direct-payment handling (pickup), GST included */
    chargePaise: bigint('charge_paise', { mode: 'number' }).notNull(),
    chargeTaxablePaise: bigint('charge_taxable_paise', { mode: 'number' }).notNull(),
    /** only the last four characters (XXXXXX234F) */
    panMasked: text('pan_masked'),
    street: text('street'),
    city: text('city'),
    pinCode: text('pin_code'),
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    /** the UTR waiting for verification (direct payment) */
    utr: text('utr'),
    /** why the operator refused the last UTR, shown to the buyer */
    utrRejectedReason: text('utr_rejected_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('store_orders_quote_key').on(t.quoteId),
    index('store_orders_state_idx').on(t.state, t.updatedAt),
    index('store_orders_created_idx').on(t.createdAt),
  ],
);

/** Each state an order entered, in order: the timeline the buyer sees. */
export const storeOrderEvents = pgTable(
  'store_order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id').notNull(),
    state: text('state', { enum: STORE_ORDER_STATES }).notNull(),
    note: text('note'),
    /** user:<id>, admin:<id> or system */
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('store_order_events_order_idx').on(t.orderId, t.id)],
);

/** Every UPI transaction reference ever submitted: a UTR pays for one order only, once. */
export const utrClaims = pgTable(
  'utr_claims',
  {
    utr: text('utr').primaryKey(),
    orderId: text('order_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('utr_claims_utr_digits', sql`${t.utr} ~ '^[0-9]{12}$'`)],
);
