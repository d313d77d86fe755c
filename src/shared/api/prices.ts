import { z } from 'zod';
import { defineEndpoint } from './contract';

/** The live price as the badge and every screen sees it. */
export const ZCurrentPrice = z.object({
  /** INR paise per gram of 24K gold; null until the first reading */
  pricePaisePerGram: z.number().int().nullable(),
  fetchedAt: z.string().nullable(),
  /** when the server will next refresh the price (the badge counts down to it) */
  nextRefreshAt: z.string(),
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
      .number({ error: 'Enter the price in paise per gram' })
      .int('Enter the price in whole paise')
      .positive('The price must be above zero'),
  })
  .strict();

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
    summary: 'Operator: record a gold price by hand (the manual source, or an override)',
    tags: ['admin'],
  }),
};
