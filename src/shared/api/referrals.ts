import { z } from 'zod';
import { defineEndpoint } from './contract';
import { ZCoinCost } from './goals';
import { ZStoreOrder } from './store';
import { ZAddress, ZId, ZReferralCode } from './fields';

// The referral programme and the two conversion stores (issue: referral store, Gold Smith):
// a request names a coin, an idempotency key and optionally a delivery address; prices, weights
// and balances come from the server only.

/** A coin Ants or saved gold can become, priced by the server at the current gold price. */
export const ZConversionCoin = z.object({
  productId: z.string(),
  title: z.string(),
  weightMg: z.number().int(),
  purity: z.string(),
  description: z.string(),
  /** a small picture of the coin (the catalogue's image), or null */
  imageUrl: z.string().nullable(),
  /** the coin's price in Ants (centi-Ants): its rupee price rounded to whole rupees */
  priceAntsCenti: z.number().int(),
  /** the saved gold it takes at the Gold Smith (its weight, grams x 10^8) */
  goldE8: z.number().int(),
});
export type ConversionCoin = z.infer<typeof ZConversionCoin>;

export const ZReferralStore = z.object({
  antsCenti: z.number().int(),
  coins: z.array(ZConversionCoin),
  /** the gold price the Ants prices are at */
  pricePaisePerGram: z.number().int(),
  pricedAt: z.string(),
  /** the address on the profile, where a coin is delivered unless another is given */
  deliveryAddress: z.string(),
});
export type ReferralStore = z.infer<typeof ZReferralStore>;

export const ZGoldSmith = z.object({
  goldE8: z.number().int(),
  /** the coin delivery target (spec 9: 0.200 g) and how far the saved gold is from it */
  targetE8: z.number().int(),
  shortOfTargetE8: z.number().int(),
  coins: z.array(
    ZConversionCoin.extend({
      canConvert: z.boolean(),
      /** the gold still needed for this coin, rounded up to the milligram (0 when it can be made) */
      neededE8: z.number().int(),
      /** what the conversion costs beyond the grams (the rule the conversion itself applies) */
      cost: ZCoinCost,
    }),
  ),
  deliveryAddress: z.string(),
});
export type GoldSmith = z.infer<typeof ZGoldSmith>;

const ZIdempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid request key');
const ZDeliveryAddress = ZAddress.optional();

export const ZReferralStoreOrderInput = z
  .object({
    productId: ZId,
    idempotencyKey: ZIdempotencyKey,
    /** another address than the profile's, for this delivery only */
    deliveryAddress: ZDeliveryAddress,
    /**
     * the Ants price the buyer agreed to on screen: never used as the price, only compared, so a
     * gold price that moved meanwhile is shown before any Ants are taken
     */
    expectedPriceAntsCenti: z.number().int().positive().optional(),
  })
  .strict();

export const ZGoldSmithOrderInput = z
  .object({
    productId: ZId,
    idempotencyKey: ZIdempotencyKey,
    referralCode: ZReferralCode,
    deliveryAddress: ZDeliveryAddress,
  })
  .strict();

export const ZReferredPerson = z.object({
  /** masked: initials only */
  name: z.string(),
  joinedAt: z.string(),
});

export const ANTS_CAUSES = [
  'referral_commission',
  'nugget_cashback',
  'referral_store_order',
  'refund',
  'ants_reversal',
  'adjustment',
  'other',
] as const;

export const ZAntsStatementLine = z.object({
  id: z.number().int(),
  /** centi-Ants: positive earned, negative spent */
  amountCenti: z.number().int(),
  cause: z.enum(ANTS_CAUSES),
  /** the order this line belongs to when it is the user's own (a coin bought with Ants) */
  orderId: z.string().nullable(),
  /** for a referral commission: the friend whose purchase earned it (masked name) */
  friend: z.string().nullable(),
  createdAt: z.string(),
});
export type AntsStatementLine = z.infer<typeof ZAntsStatementLine>;

const ZPage = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  })
  .strict();

export const referralsApi = {
  store: defineEndpoint({
    method: 'GET',
    path: '/api/referral-store',
    response: ZReferralStore,
    summary: "The signed-in user's Ants and the coins they can buy, priced in Ants",
    tags: ['referrals'],
  }),
  buyWithAnts: defineEndpoint({
    method: 'POST',
    path: '/api/referral-store/orders',
    body: ZReferralStoreOrderInput,
    response: ZStoreOrder,
    status: 201,
    summary: 'Buys a coin with Ants: deducts its price and creates the order in one transaction',
    tags: ['referrals'],
  }),
  goldSmith: defineEndpoint({
    method: 'GET',
    path: '/api/gold-smith',
    response: ZGoldSmith,
    summary: "The signed-in user's saved gold and the coins it can become",
    tags: ['referrals'],
  }),
  convertGold: defineEndpoint({
    method: 'POST',
    path: '/api/gold-smith/orders',
    body: ZGoldSmithOrderInput,
    response: ZStoreOrder,
    status: 201,
    summary: "Turns saved gold into a coin: deducts the coin's weight and creates the order",
    tags: ['referrals'],
  }),
  programme: defineEndpoint({
    method: 'GET',
    path: '/api/referrals',
    query: ZPage,
    response: z.object({
      code: z.string(),
      items: z.array(ZReferredPerson),
      page: z.number().int(),
      pageSize: z.number().int(),
      total: z.number().int(),
    }),
    summary: "The user's referral code and the people who joined with it, newest first",
    tags: ['referrals'],
  }),
  antsStatement: defineEndpoint({
    method: 'GET',
    path: '/api/referrals/ants',
    query: ZPage,
    response: z.object({
      balanceCenti: z.number().int(),
      items: z.array(ZAntsStatementLine),
      page: z.number().int(),
      pageSize: z.number().int(),
      total: z.number().int(),
    }),
    summary: 'Every Ant earned or spent with its cause, newest first',
    tags: ['referrals'],
  }),
};
