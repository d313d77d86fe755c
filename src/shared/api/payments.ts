import { z } from 'zod';
import { defineEndpoint } from './contract';
import { oneLine, ZId, ZOperatorReason } from './fields';

/**
 * PENDING: the gateway has not given a final answer yet (the status page keeps polling);
 * SUCCESS: paid and settled; FAILED: declined, failed or refused; EXPIRED: still unanswered when
 * the payment window closed (treated as failed; money that moves later is refunded).
 */
export const ZPaymentState = z.enum(['PENDING', 'SUCCESS', 'FAILED', 'EXPIRED']);
export type PaymentState = z.infer<typeof ZPaymentState>;

export const ZPaymentStatus = z.object({
  merchantTransactionId: z.string(),
  state: ZPaymentState,
  amountPaise: z.number().int(),
  /** what the payment is for (digital_gold, store_order...) and the order's id there */
  purpose: z.string(),
  referenceId: z.string(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type PaymentStatusView = z.infer<typeof ZPaymentStatus>;

export const ZMerchantTransactionIdParams = z.object({
  merchantTransactionId: z.string().regex(/^[A-Za-z0-9_-]{1,34}$/, 'Invalid transaction id'),
});

/** v1: {response: base64} with X-VERIFY; v2: a webhook {event?, type?, payload} with Authorization. */
export const ZPhonePeCallback = z.union([
  z.looseObject({
    response: z
      .string()
      .min(1)
      .max(60_000)
      .refine(...oneLine),
  }),
  // v2: PhonePe routes on `event`, but several of its documented webhooks carry only `type`, and an
  // authenticated webhook is answered 200 whatever it names: the adapter reads it, not this schema
  z.looseObject({
    event: z
      .string()
      .max(100)
      .refine(...oneLine)
      .optional(),
    type: z
      .string()
      .max(100)
      .refine(...oneLine)
      .optional(),
    payload: z.unknown().optional(),
  }),
]);

export const paymentsApi = {
  status: defineEndpoint({
    method: 'GET',
    path: '/api/payments/:merchantTransactionId/status',
    params: ZMerchantTransactionIdParams,
    response: ZPaymentStatus,
    summary: 'The state of one of my payments (the status page polls this)',
    tags: ['payments'],
  }),
  phonePeCallback: defineEndpoint({
    method: 'POST',
    path: '/api/payments/phonepe/callback',
    body: ZPhonePeCallback,
    response: z.object({ ok: z.literal(true) }),
    summary:
      'PhonePe server-to-server callback (v1: {response: base64} with X-VERIFY; v2: webhook {event, payload} with Authorization); verified, then the status API decides',
    tags: ['payments'],
  }),
};

// ---- the operator console's payments (issue 16.6)

const ZConsoleRefund = z.object({
  id: z.string(),
  merchantRefundId: z.string(),
  amountPaise: z.number().int(),
  reason: z.string(),
  state: z.enum(['PENDING', 'SUCCESS', 'FAILED']),
  gatewayCode: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});

export const ZConsolePayment = z.object({
  id: z.string(),
  merchantTransactionId: z.string(),
  gateway: z.string(),
  purpose: z.string(),
  referenceId: z.string(),
  userId: z.string(),
  amountPaise: z.number().int(),
  state: ZPaymentState,
  gatewayCode: z.string().nullable(),
  failureReason: z.string().nullable(),
  utr: z.string().nullable(),
  lastError: z.string().nullable(),
  lateOutcome: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type ConsolePayment = z.infer<typeof ZConsolePayment>;

export const ZConsolePaymentsQuery = z
  .object({
    state: ZPaymentState.optional(),
    /** AMOUNT_MISMATCH: paid at another amount, to be refunded */
    failureReason: z
      .string()
      .trim()
      .min(1)
      .refine(...oneLine)
      .max(40)
      .optional(),
    /** one payment by its merchant transaction id, or a user's */
    q: z
      .string()
      .trim()
      .min(1)
      .refine(...oneLine)
      .max(80)
      .optional(),
    before: z.string().datetime().optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .strict();

export const ZConsolePaymentDetail = z.object({
  payment: ZConsolePayment,
  refunds: z.array(ZConsoleRefund),
  /** every request to the gateway and every answer or callback, oldest first */
  exchanges: z.array(
    z.object({
      id: z.number().int(),
      createdAt: z.string(),
      direction: z.enum(['out', 'in']),
      operation: z.string(),
      httpStatus: z.number().int().nullable(),
      code: z.string().nullable(),
      error: z.string().nullable(),
      request: z.unknown(),
      response: z.unknown(),
    }),
  ),
  /** the amount the gateway reported paid (an AMOUNT_MISMATCH), when known */
  reportedPaise: z.number().int().nullable(),
  canRefund: z.boolean(),
});
export type ConsolePaymentDetail = z.infer<typeof ZConsolePaymentDetail>;

export const ZPaymentIdParams = z.object({ paymentId: ZId }).strict();

export const adminPaymentsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/payments',
    query: ZConsolePaymentsQuery,
    response: z.object({ payments: z.array(ZConsolePayment) }),
    summary: 'Operator: the payments log, newest first',
    tags: ['admin'],
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/admin/payments/:paymentId',
    params: ZPaymentIdParams,
    response: ZConsolePaymentDetail,
    summary: 'Operator: one payment with its refunds and gateway exchanges',
    tags: ['admin'],
  }),
  refund: defineEndpoint({
    method: 'POST',
    path: '/api/admin/payments/:paymentId/refund',
    params: ZPaymentIdParams,
    body: z.object({ reason: ZOperatorReason }).strict(),
    response: ZConsolePaymentDetail,
    summary:
      'Operator: refund a payment made at another amount (AMOUNT_MISMATCH) through the gateway, once',
    tags: ['admin'],
  }),
};
