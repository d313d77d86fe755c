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

export const pricesApi = {
  current: defineEndpoint({
    method: 'GET',
    path: '/api/prices/current',
    response: ZCurrentPrice,
    summary: 'The current 24K gold price (paise per gram), the next refresh time and PeopleJoined',
    tags: ['prices'],
  }),
};
