import { z } from 'zod';
import { defineEndpoint } from './contract';
import { quickBuyRangeMessage, type QuickBuyLimits } from './quick-buy-messages';

export {
  QUICK_BUY_MESSAGES,
  quickBuyRangeMessage,
  type QuickBuyLimits,
} from './quick-buy-messages';

/** The quick-buy request: only the amount to spend (paise) and the click's idempotency key. */
export const makeQuickBuySchema = (l: QuickBuyLimits) =>
  z
    .object({
      amountPaise: z
        .number({ error: quickBuyRangeMessage(l) })
        .int(quickBuyRangeMessage(l))
        .min(l.quickBuyMinPaise, quickBuyRangeMessage(l))
        .max(l.quickBuyMaxPaise, quickBuyRangeMessage(l)),
      idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid request key'),
    })
    .strict();

export const ZQuote = z.object({
  amountPaise: z.number().int(),
  pricePaisePerGram: z.number().int(),
  goldE8: z.number().int(),
  /** decimal string, 8 places */
  goldGrams: z.string(),
  goldValuePaise: z.number().int(),
  taxablePaise: z.number().int(),
  gstPaise: z.number().int(),
  chargesPaise: z.number().int(),
  quotedAt: z.string(),
  expiresAt: z.string(),
});
export type Quote = z.infer<typeof ZQuote>;

export const ZQuickBuyResponse = z.object({
  orderId: z.string(),
  merchantTransactionId: z.string(),
  payPageUrl: z.string(),
  quote: ZQuote,
});
export type QuickBuyResponse = z.infer<typeof ZQuickBuyResponse>;

export const digitalGoldApi = {
  createOrder: defineEndpoint({
    method: 'POST',
    path: '/api/digital-gold/orders',
    // the server builds the real schema from the configured limits; this one documents the shape
    body: makeQuickBuySchema({ quickBuyMinPaise: 1, quickBuyMaxPaise: Number.MAX_SAFE_INTEGER }),
    response: ZQuickBuyResponse,
    status: 201,
    summary:
      'Quick buy: quote the amount, create the order and open a payment; returns the pay page URL',
    tags: ['digital-gold'],
  }),
};
