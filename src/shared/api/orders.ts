import { z } from 'zod';
import { defineEndpoint } from './contract';

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

export const ZOrderStatus = z.object({
  /** the order's id (a store order's page is /user/order?orderId=...) */
  orderId: z.string(),
  merchantTransactionId: z.string(),
  kind: z.string(),
  status: z.enum(['PENDING', 'SUCCESS', 'FAILED']),
  amountPaise: z.number().int(),
  goldE8: z.number().int(),
  createdAt: z.string(),
  /** why a FAILED order failed, in words for the buyer (null otherwise) */
  failureReason: z.string().nullable(),
});
export type OrderStatus = z.infer<typeof ZOrderStatus>;

export const ZHistoryItem = z.object({
  id: z.string(),
  /** spec short name, e.g. BAT_DigitalGold */
  shortName: z.string(),
  type: z.enum(HISTORY_FILTERS),
  amountPaise: z.number().int(),
  createdAt: z.string(),
  status: z.string(),
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
    params: z.object({ transactionId: z.string().max(64) }),
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
