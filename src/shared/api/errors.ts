import { z } from 'zod';

/** Stable error codes; the web may branch on these, never on the message. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'INSUFFICIENT_ANTS',
  'INSUFFICIENT_GOLD',
  'INSUFFICIENT_BALANCE',
  'VAULT_LIMIT',
  'PAYMENT_PENDING',
  'PAYMENT_GATEWAY',
  'PRICE_UNAVAILABLE',
  'QUOTE_EXPIRED',
  'PURCHASES_STOPPED',
  'RATE_LIMITED',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every non-2xx API answer has this shape. */
export const ZApiError = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional(),
  }),
});

export type ApiErrorBody = z.infer<typeof ZApiError>;
