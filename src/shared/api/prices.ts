import { z } from 'zod';
import { defineEndpoint } from './contract';
import { ZOperatorReason } from './fields';
import { CONSOLE_MESSAGES } from './console-messages';

/** The live price as the badge and every screen sees it. */
export const ZCurrentPrice = z.object({
  /** INR paise per gram of 24K gold; null until the first reading */
  pricePaisePerGram: z.number().int().nullable(),
  fetchedAt: z.string().nullable(),
  /** when the server will next refresh the price (the badge counts down to it) */
  nextRefreshAt: z.string(),
  /**
   * the server's time when it made this answer: the browser measures nextRefreshAt from it, so a
   * device whose clock is set differently still asks again just after the refresh
   */
  serverTime: z.string(),
  /** older than PRICE_STALE_SECONDS */
  isStale: z.boolean(),
  /** the real number of registered users (spec: PeopleJoined) */
  peopleJoined: z.number().int(),
});
export type CurrentPrice = z.infer<typeof ZCurrentPrice>;

/** Chart ranges (spec 2: the price chart on /MarketPlace) and how the server downsamples them. */
export const PRICE_RANGES = {
  '1D': { seconds: 86_400, bucketSeconds: 300 }, // 288 points
  '1W': { seconds: 7 * 86_400, bucketSeconds: 1_800 }, // 336 points
  '1M': { seconds: 30 * 86_400, bucketSeconds: 7_200 }, // 360 points
  '1Y': { seconds: 365 * 86_400, bucketSeconds: 86_400 }, // 365 points
} as const;
export type PriceRange = keyof typeof PRICE_RANGES;
export const PRICE_RANGE_KEYS = Object.keys(PRICE_RANGES) as PriceRange[];

export const ZPriceHistoryQuery = z
  .object({ range: z.enum(PRICE_RANGE_KEYS as [PriceRange, ...PriceRange[]]).default('1D') })
  .strict();

export const ZPriceHistory = z.object({
  range: z.enum(PRICE_RANGE_KEYS as [PriceRange, ...PriceRange[]]),
  /** the last reading of each bucket, oldest first; time in Unix seconds */
  points: z.array(z.object({ time: z.number().int(), pricePaisePerGram: z.number().int() })),
});
export type PriceHistory = z.infer<typeof ZPriceHistory>;

export const ZSetPriceRequest = z
  .object({
    pricePaisePerGram: z
      .number({ error: CONSOLE_MESSAGES.priceRequired })
      .int(CONSOLE_MESSAGES.priceWhole)
      .positive(CONSOLE_MESSAGES.pricePositive),
    reason: ZOperatorReason,
  })
  .strict();

export const ZUseFeedRequest = z.object({ reason: ZOperatorReason }).strict();

const ZReading = z.object({
  id: z.number().int(),
  pricePaisePerGram: z.number().int(),
  /** sandbox, http (the feed) or manual (the operator) */
  source: z.string(),
  fetchedAt: z.string(),
});

/** The console's view of the gold price. */
export const ZPriceConsole = z.object({
  current: ZReading.extend({ ageSeconds: z.number().int(), isStale: z.boolean() }).nullable(),
  /** the operator's price holds (the feed is not read) until they switch back */
  isManual: z.boolean(),
  /** the configured feed: sandbox, http, or manual (no feed at all) */
  feed: z.enum(['sandbox', 'http', 'manual']),
  minPaise: z.number().int(),
  maxPaise: z.number().int(),
  staleSeconds: z.number().int(),
  refreshSeconds: z.number().int(),
  /** the newest readings, newest first */
  recent: z.array(ZReading),
});
export type PriceConsole = z.infer<typeof ZPriceConsole>;

export const pricesApi = {
  current: defineEndpoint({
    method: 'GET',
    path: '/api/prices/current',
    response: ZCurrentPrice,
    summary: 'The current 24K gold price (paise per gram), the next refresh time and PeopleJoined',
    tags: ['prices'],
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/api/prices/history',
    query: ZPriceHistoryQuery,
    response: ZPriceHistory,
    summary: 'Gold price history for a chart range (1D, 1W, 1M, 1Y), a few hundred points',
    tags: ['prices'],
  }),
  setManual: defineEndpoint({
    method: 'POST',
    path: '/api/admin/prices',
    body: ZSetPriceRequest,
    response: ZCurrentPrice,
    status: 201,
    summary:
      'Operator: set the gold price by hand, with a reason; it holds until set again or the feed is back',
    tags: ['admin'],
  }),
  console: defineEndpoint({
    method: 'GET',
    path: '/api/admin/prices',
    response: ZPriceConsole,
    summary: 'Operator: the current price, its source and age, the newest readings',
    tags: ['admin'],
  }),
  useFeed: defineEndpoint({
    method: 'POST',
    path: '/api/admin/prices/feed',
    body: ZUseFeedRequest,
    response: ZCurrentPrice,
    summary: 'Operator: back to the price feed (read now), with a reason',
    tags: ['admin'],
  }),
};
