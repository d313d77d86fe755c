import { z } from 'zod';
import { STORE_ORDER_MODES, PAN_PATTERN, PIN_PATTERN, UTR_PATTERN } from '../rules/store-order';
import { defineEndpoint } from './contract';
import {
  multiLine,
  oneLine,
  ZFirstName,
  ZId,
  ZLastName,
  ZOperatorReason,
  ZPhone,
  ZReferralCode,
} from './fields';
import { CONSOLE_MESSAGES } from './console-messages';
import { STORE_MESSAGES } from './form-messages';

export { STORE_MESSAGES } from './form-messages';

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
export type StoreOrderState = (typeof STORE_ORDER_STATES)[number];

const ZProductId = ZId;
const ZIdempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid request key');
/**
 * The quantity in a JSON body: a whole number, never a string ("2") or a fraction, as every other
 * number a client sends. The server checks it against the configured maximum (STORE_MESSAGES.quantity).
 */
const ZQuantity = z
  .number({ error: STORE_MESSAGES.quantityWhole })
  .int(STORE_MESSAGES.quantityWhole)
  .min(1, STORE_MESSAGES.quantityWhole)
  .max(1_000_000, STORE_MESSAGES.quantityWhole);
/** The quantity in a query string, where every value is text: digits only. */
const ZQueryQuantity = z.coerce
  .string({ error: STORE_MESSAGES.quantityWhole })
  .regex(/^[1-9]\d{0,5}$/, STORE_MESSAGES.quantityWhole)
  .transform(Number);

export const ZStoreTotals = z.object({
  quantity: z.number().int(),
  unitPaise: z.number().int(),
  metalPaise: z.number().int(),
  makingPaise: z.number().int(),
  itemsGstPaise: z.number().int(),
  itemsPaise: z.number().int(),
  chargeKind: z.enum(['shipping', 'handling']),
  chargePaise: z.number().int(),
  totalPaise: z.number().int(),
  panRequired: z.boolean(),
});
export type StoreTotals = z.infer<typeof ZStoreTotals>;

export const ZStoreProductSummary = z.object({
  id: z.string(),
  title: z.string(),
  catalogue: z.string(),
  weightMg: z.number().int(),
  purity: z.string(),
  makingBp: z.number().int(),
  /** a 320 px image, when the product has one */
  imageUrl: z.string().nullable(),
});

/** A priced line for the bag: the product as the catalogue holds it now, at the current gold price. */
export const ZStorePrice = z.object({
  product: ZStoreProductSummary.nullable(),
  /** false when the product is not sold any more (or never was) */
  available: z.boolean(),
  /** the most of one product an order may hold */
  maxQuantity: z.number().int(),
  pricePaisePerGram: z.number().int().nullable(),
  totals: ZStoreTotals.nullable(),
});
export type StorePrice = z.infer<typeof ZStorePrice>;

export const ZUpiRequest = z.object({
  payeeUpi: z.string(),
  payeeName: z.string(),
  amountPaise: z.number().int(),
  note: z.string(),
  reference: z.string(),
  /** upi://pay?... for the QR and the "pay with a UPI app" link */
  uri: z.string(),
});

export const ZStoreQuote = z.object({
  id: z.string(),
  mode: z.enum(STORE_ORDER_MODES),
  reference: z.string(),
  product: ZStoreProductSummary,
  pricePaisePerGram: z.number().int(),
  totals: ZStoreTotals,
  quotedAt: z.string(),
  expiresAt: z.string(),
  /** the direct UPI payment (pickup only) */
  upi: ZUpiRequest.nullable(),
});
export type StoreQuote = z.infer<typeof ZStoreQuote>;

const ZPan = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => v === '' || PAN_PATTERN.test(v), { error: STORE_MESSAGES.panInvalid })
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** The delivery address of a checkout: the fields of the form (spec 2: Checkout). */
export const ZShippingAddress = z.object({
  firstName: ZFirstName,
  lastName: ZLastName,
  phone: ZPhone,
  street: z
    .string({ error: STORE_MESSAGES.streetRequired })
    .trim()
    .min(1, STORE_MESSAGES.streetRequired)
    .refine(...oneLine)
    .max(200, STORE_MESSAGES.streetTooLong),
  city: z
    .string({ error: STORE_MESSAGES.cityRequired })
    .trim()
    .min(1, STORE_MESSAGES.cityRequired)
    .max(60, STORE_MESSAGES.cityInvalid)
    .regex(/^[A-Za-z][A-Za-z .-]*$/, STORE_MESSAGES.cityInvalid),
  pinCode: z
    .string({ error: STORE_MESSAGES.pinInvalid })
    .trim()
    .regex(PIN_PATTERN, STORE_MESSAGES.pinInvalid),
});

/** Place Order: the quote, the address, an optional referral code and PAN; never a price. */
export const ZPlaceOrder = ZShippingAddress.extend({
  quoteId: ZId,
  referralCode: ZReferralCode,
  pan: ZPan,
  idempotencyKey: ZIdempotencyKey,
}).strict();
export type PlaceOrder = z.input<typeof ZPlaceOrder>;

export const ZUtr = z
  .string({ error: STORE_MESSAGES.utrInvalid })
  .trim()
  .regex(UTR_PATTERN, STORE_MESSAGES.utrInvalid);

export const ZDirectOrder = z
  .object({
    quoteId: ZId,
    utr: ZUtr,
    pan: ZPan,
    idempotencyKey: ZIdempotencyKey,
  })
  .strict();
export type DirectOrder = z.input<typeof ZDirectOrder>;

export const ZStoreOrderEvent = z.object({
  state: z.enum(STORE_ORDER_STATES),
  note: z.string().nullable(),
  at: z.string(),
});

/**
 * What a store order was bought through: the bag or a direct payment (StoreOrders, rupees), the
 * referral store (ReferralStoreOrders, Ants) or the Gold Smith (GoldSmith, saved gold).
 */
export const STORE_ORDER_KINDS = ['StoreOrders', 'ReferralStoreOrders', 'GoldSmith'] as const;
export type StoreOrderKind = (typeof STORE_ORDER_KINDS)[number];

export const ZStoreOrder = z.object({
  orderId: z.string(),
  merchantOrderId: z.string(),
  kind: z.enum(STORE_ORDER_KINDS),
  /** spec 3 short name (BAT_StoreOrders, BAT_ReferralStoreOrders, BAT_GoldSmith) */
  shortName: z.string(),
  /** Ants paid (referral store), centi-Ants; 0 otherwise */
  antsCenti: z.number().int(),
  /** the coin's gold, grams x 10^8: for the Gold Smith the saved gold it was made from */
  goldE8: z.number().int(),
  merchantTransactionId: z.string().nullable(),
  mode: z.enum(STORE_ORDER_MODES),
  state: z.enum(STORE_ORDER_STATES),
  paymentStatus: z.enum(['PENDING', 'SUCCESS', 'FAILED']),
  title: z.string(),
  quantity: z.number().int(),
  weightMg: z.number().int(),
  purity: z.string(),
  metalPaise: z.number().int(),
  makingPaise: z.number().int(),
  itemsGstPaise: z.number().int(),
  chargeKind: z.enum(['shipping', 'handling']),
  chargePaise: z.number().int(),
  totalPaise: z.number().int(),
  buyerName: z.string(),
  address: z.string(),
  panMasked: z.string().nullable(),
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  utr: z.string().nullable(),
  utrRejectedReason: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** set once paid: /invoice?transactionId=... */
  invoiceTransactionId: z.string().nullable(),
  /** a coin paid with Ants or gold has a goods-delivery note instead of a tax invoice */
  hasDeliveryNote: z.boolean(),
  updatedAt: z.string(),
  events: z.array(ZStoreOrderEvent),
});
export type StoreOrder = z.infer<typeof ZStoreOrder>;

const ZOrderIdParams = z.object({ orderId: ZId });

export const storeApi = {
  price: defineEndpoint({
    method: 'GET',
    path: '/api/store/price',
    query: z
      .object({
        productId: ZProductId,
        quantity: ZQueryQuantity,
        mode: z.enum(STORE_ORDER_MODES).default('delivery'),
      })
      .strict(),
    response: ZStorePrice,
    summary: 'A bag line priced at the current gold price (an unavailable product says so)',
    tags: ['store'],
  }),
  quote: defineEndpoint({
    method: 'POST',
    path: '/api/store/quotes',
    body: z
      .object({ productId: ZProductId, quantity: ZQuantity, mode: z.enum(STORE_ORDER_MODES) })
      .strict(),
    response: ZStoreQuote,
    status: 201,
    summary: "The server's price for a line, held for the checkout or the direct payment",
    tags: ['store'],
  }),
  placeOrder: defineEndpoint({
    method: 'POST',
    path: '/api/store/orders',
    body: ZPlaceOrder,
    response: z.object({
      orderId: z.string(),
      merchantTransactionId: z.string(),
      payPageUrl: z.string(),
      totalPaise: z.number().int(),
    }),
    status: 201,
    summary: 'Place Order: a coin order from a quote and an address; opens the PhonePe payment',
    tags: ['store'],
  }),
  directOrder: defineEndpoint({
    method: 'POST',
    path: '/api/store/direct-orders',
    body: ZDirectOrder,
    response: ZStoreOrder,
    status: 201,
    summary: 'A nugget order paid by direct UPI: the quote and the UTR, waiting for verification',
    tags: ['store'],
  }),
  resubmitUtr: defineEndpoint({
    method: 'POST',
    path: '/api/store/orders/:orderId/utr',
    params: ZOrderIdParams,
    body: z.object({ utr: ZUtr }).strict(),
    response: ZStoreOrder,
    summary: 'Another UTR for a direct-payment order whose UTR was refused',
    tags: ['store'],
  }),
  order: defineEndpoint({
    method: 'GET',
    path: '/api/store/orders/:orderId',
    params: ZOrderIdParams,
    response: ZStoreOrder,
    summary: 'A store order with its timeline (owner only)',
    tags: ['store'],
  }),
};

/**
 * The goods-delivery note (PDF) of a coin paid with Ants or saved gold, owner only: not a tax
 * invoice, no money was charged (the saved gold was invoiced when it was bought).
 */
export const deliveryNotePath = (orderId: string) =>
  `/api/store/orders/${encodeURIComponent(orderId)}/delivery-note`;

const ZIstDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, CONSOLE_MESSAGES.date)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), CONSOLE_MESSAGES.date);

export const ZAdminTransition = z
  .object({
    to: z.enum(STORE_ORDER_STATES),
    courier: z
      .string()
      .trim()
      .min(1, STORE_MESSAGES.courierRequired)
      .refine(...oneLine)
      .max(60)
      .optional(),
    trackingNumber: z
      .string()
      .trim()
      .min(1, STORE_MESSAGES.trackingRequired)
      .refine(...oneLine)
      .max(60)
      .optional(),
    note: z
      .string()
      .trim()
      .refine(...multiLine)
      .max(300)
      .optional(),
  })
  .strict();

/** A store order as the operator sees it: the buyer's contact and how the money goes back. */
export const ZAdminStoreOrder = ZStoreOrder.extend({
  buyerEmail: z.string(),
  buyerPhone: z.string(),
  /**
   * how the order was paid: through the gateway (checkout), by UPI to the operator's own account
   * (direct payment, refunded by hand), with Ants or with saved gold
   */
  paidBy: z.enum(['gateway', 'upi', 'ants', 'gold']),
  /** the gateway refund of a refunded checkout order: PENDING until the gateway says otherwise */
  refund: z
    .object({
      state: z.enum(['PENDING', 'SUCCESS', 'FAILED']),
      amountPaise: z.number().int(),
      gatewayCode: z.string().nullable(),
      merchantRefundId: z.string(),
    })
    .nullable(),
});
export type AdminStoreOrder = z.infer<typeof ZAdminStoreOrder>;

export const storeAdminApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/store/orders',
    query: z
      .object({
        state: z.enum(STORE_ORDER_STATES).optional(),
        kind: z.enum(STORE_ORDER_KINDS).optional(),
        /** placed on or after this Indian calendar day (YYYY-MM-DD) */
        from: ZIstDay.optional(),
        /** placed on or before this Indian calendar day */
        to: ZIstDay.optional(),
        page: z.coerce.number().int().min(1).max(10_000).default(1),
        pageSize: z.coerce.number().int().min(1).max(100).default(50),
      })
      .strict(),
    response: z.object({ items: z.array(ZAdminStoreOrder), total: z.number().int() }),
    summary:
      'Store, referral-store and Gold Smith orders, newest first, by state, kind and date (operator)',
    tags: ['admin'],
  }),
  transition: defineEndpoint({
    method: 'POST',
    path: '/api/admin/store/orders/:orderId/state',
    params: ZOrderIdParams,
    body: ZAdminTransition,
    response: ZAdminStoreOrder,
    summary: 'Moves a store order to its next state (operator); the buyer is mailed',
    tags: ['admin'],
  }),
  verifyUtr: defineEndpoint({
    method: 'POST',
    path: '/api/admin/store/orders/:orderId/utr/verify',
    params: ZOrderIdParams,
    body: z.object({}).strict(),
    response: ZAdminStoreOrder,
    summary: "Confirms a direct payment's UTR: paid, invoiced, cashback (operator)",
    tags: ['admin'],
  }),
  rejectUtr: defineEndpoint({
    method: 'POST',
    path: '/api/admin/store/orders/:orderId/utr/reject',
    params: ZOrderIdParams,
    body: z.object({ reason: ZOperatorReason }).strict(),
    response: ZAdminStoreOrder,
    summary: "Refuses a direct payment's UTR with the reason the buyer reads (operator)",
    tags: ['admin'],
  }),
};
