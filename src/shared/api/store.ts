import { z } from 'zod';
import { STORE_ORDER_MODES, PAN_PATTERN, PIN_PATTERN, UTR_PATTERN } from '../rules/store-order';
import { defineEndpoint } from './contract';
import { multiLine, oneLine, ZFirstName, ZId, ZLastName, ZPhone, ZReferralCode } from './fields';

/** Texts both the checkout form and the server give (spec 5 style). */
export const STORE_MESSAGES = {
  quantity: (max: number) => `Please choose a quantity from 1 to ${max}.`,
  streetRequired: 'Street address is required',
  streetTooLong: 'Street address must be at most 200 characters',
  cityRequired: 'City is required',
  cityInvalid: 'City must contain only letters and spaces',
  pinInvalid: 'Please enter a valid 6-digit PIN code',
  panInvalid: 'Please enter a valid PAN (format AAAAA9999A)',
  utrInvalid: 'Please enter the 12-digit UPI transaction ID (UTR)',
} as const;

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
/** The quantity; the server checks it against the configured maximum with STORE_MESSAGES.quantity. */
const ZQuantity = z.coerce.number().int().min(1).max(1_000_000);

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

export const ZStoreOrder = z.object({
  orderId: z.string(),
  merchantOrderId: z.string(),
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
        quantity: ZQuantity,
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

export const ZAdminTransition = z
  .object({
    to: z.enum(STORE_ORDER_STATES),
    courier: z
      .string()
      .trim()
      .min(1)
      .refine(...oneLine)
      .max(60)
      .optional(),
    trackingNumber: z
      .string()
      .trim()
      .min(1)
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

export const storeAdminApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/store/orders',
    query: z
      .object({
        state: z.enum(STORE_ORDER_STATES).optional(),
        page: z.coerce.number().int().min(1).max(10_000).default(1),
        pageSize: z.coerce.number().int().min(1).max(100).default(50),
      })
      .strict(),
    response: z.object({ items: z.array(ZStoreOrder), total: z.number().int() }),
    summary: 'Store orders, newest first, by state (operator)',
    tags: ['admin'],
  }),
  transition: defineEndpoint({
    method: 'POST',
    path: '/api/admin/store/orders/:orderId/state',
    params: ZOrderIdParams,
    body: ZAdminTransition,
    response: ZStoreOrder,
    summary: 'Moves a store order to its next state (operator); the buyer is mailed',
    tags: ['admin'],
  }),
  verifyUtr: defineEndpoint({
    method: 'POST',
    path: '/api/admin/store/orders/:orderId/utr/verify',
    params: ZOrderIdParams,
    body: z.object({}).strict(),
    response: ZStoreOrder,
    summary: "Confirms a direct payment's UTR: paid, invoiced, cashback (operator)",
    tags: ['admin'],
  }),
  rejectUtr: defineEndpoint({
    method: 'POST',
    path: '/api/admin/store/orders/:orderId/utr/reject',
    params: ZOrderIdParams,
    body: z
      .object({
        reason: z
          .string()
          .trim()
          .min(3)
          .refine(...multiLine)
          .max(300),
      })
      .strict(),
    response: ZStoreOrder,
    summary: "Refuses a direct payment's UTR with the reason the buyer reads (operator)",
    tags: ['admin'],
  }),
};
