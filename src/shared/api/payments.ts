import { z } from 'zod';
import { defineEndpoint } from './contract';
import { oneLine } from './fields';

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

/** v1: {response: base64} with X-VERIFY; v2: a webhook {event, type, payload} with Authorization. */
export const ZPhonePeCallback = z.union([
  z.looseObject({
    response: z
      .string()
      .min(1)
      .max(60_000)
      .refine(...oneLine),
  }),
  z.looseObject({
    event: z
      .string()
      .min(1)
      .max(100)
      .refine(...oneLine),
    payload: z.record(z.string(), z.unknown()),
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
