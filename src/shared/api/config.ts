import { z } from 'zod';
import { defineEndpoint } from './contract';
import { SETUP_MODES } from '../rules/autopay-setup';

export const ZPublicConfig = z.object({
  brand: z.string(),
  paymentsMode: z.enum(['sandbox', 'live']),
  operator: z.object({
    name: z.string(),
    since: z.number().int(),
    address: z.string(),
    state: z.string(),
    gstin: z.string(),
    payeeUpi: z.string(),
    phone: z.string(),
    whatsapp: z.string(),
    supportEmail: z.string(),
    founder: z.string(),
    founderEmail: z.string(),
    playStoreUrl: z.string(),
    mapLat: z.number(),
    mapLon: z.number(),
  }),
  limits: z.object({
    quickBuyMinPaise: z.number().int(),
    quickBuyMaxPaise: z.number().int(),
    goldRatioNum: z.number().int(),
    goldRatioDen: z.number().int(),
    vaultLimitMg: z.number().int(),
    coinDeliveryTargetMg: z.number().int(),
    /** the shipping policy's delivery time in days (spec 9: 10-15) */
    deliveryDaysMin: z.number().int(),
    deliveryDaysMax: z.number().int(),
    gstBp: z.number().int(),
    cgstBp: z.number().int(),
    sgstBp: z.number().int(),
    igstBp: z.number().int(),
    shippingFlatPaise: z.number().int(),
    freeShippingAbovePaise: z.number().int(),
    directPayHandlingPaise: z.number().int(),
    panRequiredAbovePaise: z.number().int(),
    nuggetPickupBelowPaise: z.number().int(),
    nuggetCashbackBp: z.number().int(),
    jewelleryExchangeBonusMaxPaise: z.number().int(),
    quoteValiditySeconds: z.number().int(),
    digitalGoldReferralBp: z.number().int(),
    storeMaxQuantity: z.number().int(),
  }),
  /** plan preset amounts in paise (spec 9) */
  plans: z.object({
    dailyPaise: z.array(z.number().int()),
    weeklyPaise: z.array(z.number().int()),
    monthlyPaise: z.array(z.number().int()),
    /** how a mandate may be approved (PLAN_SETUP_MODES): INTENT, QR, COLLECT */
    setupModes: z.array(z.enum(SETUP_MODES)),
  }),
  timings: z.object({
    priceRefreshSeconds: z.number().int(),
    checkoutRedirectSeconds: z.number().int(),
    directPayRedirectSeconds: z.number().int(),
    /** a submitted UTR is verified within this many hours (what the buyer is told) */
    directPayVerifyHours: z.number().int(),
    statusCheckSeconds: z.number().int(),
    statusPendingRedirectMs: z.number().int(),
    planPostAuthRedirectMs: z.number().int(),
    profileSavedRedirectMs: z.number().int(),
    loaderSeconds: z.number().int(),
    bannerAutoplayMs: z.number().int(),
    logoCarouselIntervalMs: z.number().int(),
    logoCarouselSpeedMs: z.number().int(),
    logoCarouselSlidesMobile: z.number().int(),
    logoCarouselSlidesDesktop: z.number().int(),
  }),
});

export type PublicConfig = z.infer<typeof ZPublicConfig>;

export const configApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/config',
    response: ZPublicConfig,
    summary: 'Public configuration: limits, presets, timings and operator details',
    tags: ['config'],
  }),
};
