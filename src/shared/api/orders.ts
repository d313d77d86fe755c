import { z } from 'zod';
import { defineEndpoint } from './contract';
import { ZId } from './fields';

export const HISTORY_FILTERS = [
  'All',
  'DigitalGold',
  'GoldSmith',
  'StoreOrders',
  'ReferralStoreOrders',
  'Subscription',
  'SubscriptionTransactions',
] as const;
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];

/**
 * Why an order failed, as a code (never a sentence: each screen says it in its own message
 * catalogue and language). GATEWAY_ERROR: the payment service could not be reached, nothing was
 * taken; DECLINED: the bank or the payer declined; AMOUNT_MISMATCH: the gateway reported another
 * amount, any money taken is refunded; EXPIRED: not paid in time; VAULT_LIMIT: the purchase would
 * have passed the vault limit (an Autopay debit skipped, not charged); LATE_REFUND: the bank
 * completed the payment after the order had failed, the vault had no room left, the money is
 * being refunded.
 */
export const ORDER_FAILURE_CODES = [
  'GATEWAY_ERROR',
  'DECLINED',
  'AMOUNT_MISMATCH',
  'EXPIRED',
  'VAULT_LIMIT',
  'LATE_REFUND',
  /** a store order the operator cancelled before it was paid */
  'CANCELLED',
] as const;
export type OrderFailureCode = (typeof ORDER_FAILURE_CODES)[number];

export const ZOrderStatus = z.object({
  /** the order's id (a store order's page is /user/order?orderId=...) */
  orderId: z.string(),
  merchantTransactionId: z.string(),
  kind: z.string(),
  status: z.enum(['PENDING', 'SUCCESS', 'FAILED']),
  amountPaise: z.number().int(),
  goldE8: z.number().int(),
  createdAt: z.string(),
  /** why a FAILED order failed (null otherwise); the screen words it */
  failureCode: z.enum(ORDER_FAILURE_CODES).nullable(),
});
export type OrderStatus = z.infer<typeof ZOrderStatus>;

export const ZHistoryItem = z.object({
  id: z.string(),
  /** spec short name, e.g. BAT_DigitalGold */
  shortName: z.string(),
  type: z.enum(HISTORY_FILTERS),
  amountPaise: z.number().int(),
  /** Ants paid (referral store), centi-Ants; 0 for orders paid in rupees or gold */
  antsCenti: z.number().int(),
  createdAt: z.string(),
  status: z.string(),
  /** delivered goods: PROCESSING, SHIPPED, ...; null for digital gold */
  deliveryStatus: z.string().nullable(),
  orderlist: z.string(),
  goldE8: z.number().int(),
  planType: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  merchantTransactionId: z.string().nullable(),
  /** set when an invoice exists */
  invoiceTransactionId: z.string().nullable(),
});
export type HistoryItem = z.infer<typeof ZHistoryItem>;

export const ordersApi = {
  status: defineEndpoint({
    method: 'GET',
    path: '/api/orders/:transactionId/status',
    params: z.object({ transactionId: ZId }),
    response: ZOrderStatus,
    summary: "An order's payment status (owner only; polled by the status page)",
    tags: ['orders'],
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/api/history',
    query: z
      .object({
        type: z.enum(HISTORY_FILTERS).default('All'),
        page: z.coerce.number().int().min(1).max(10_000).default(1),
        pageSize: z.coerce.number().int().min(1).max(50).default(10),
      })
      .strict(),
    response: z.object({
      items: z.array(ZHistoryItem),
      page: z.number().int(),
      pageSize: z.number().int(),
      total: z.number().int(),
    }),
    summary: "The signed-in user's payment history, newest first, filtered by type",
    tags: ['history'],
  }),
};
