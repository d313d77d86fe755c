import { z } from 'zod';
import type { PublicConfig } from '../shared/api/config';
import { normaliseEmail } from '../shared/api/fields';
import { PAISE_PER_RUPEE } from '../shared/money/units';
import type { PlanFrequency } from '../shared/rules/autopay';
import { SETUP_MODES, parseSetupModes, type SetupMode } from '../shared/rules/autopay-setup';

/**
 * The one place that holds business constants, operator details and secrets.
 * Every value can be overridden by the environment variable of the same name; the defaults are
 * those of decisions.md and spec section 9. Parsed once at start-up; a bad value stops the start
 * with a message naming the variable.
 */

const int = (def: number, min = 0) => z.coerce.number().int().min(min).default(def);
const str = (def: string) => z.string().trim().min(1).default(def);
const optStr = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined));
const bool = (def: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(def ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1');
const intList = (def: string) =>
  z
    .string()
    .default(def)
    .transform((v, ctx) => {
      const items = v.split(',').map((s) => Number(s.trim()));
      if (items.length === 0 || items.some((n) => !Number.isSafeInteger(n) || n <= 0)) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be a comma-separated list of positive whole numbers',
        });
        return z.NEVER;
      }
      return items;
    });

/**
 * The rules PhonePe's dashboard sets for v2 webhook credentials (reference 3.5): a username of 5-20
 * letters, digits or _, a password of 8-20 characters mixing letters and digits. Undefined when fine.
 */
export function webhookCredentialProblem(username?: string, password?: string) {
  if (!username || !/^[A-Za-z0-9_]{5,20}$/.test(username))
    return 'the webhook username must be 5-20 letters, digits or _';
  if (!password || password.length < 8 || password.length > 20)
    return 'the webhook password must be 8-20 characters';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password))
    return 'the webhook password must mix letters and digits';
  return undefined;
}

/** PhonePe's public UAT salt key (reference 1), refused in live mode. */
const PUBLIC_TEST_SALT = '099eb0cd-02cf-4e2a-8aca-3e6c6aff0399';

export const ZEnv = z.object({
  // --- running
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(3000, 0),
  HOST: str('0.0.0.0'),
  PUBLIC_URL: optStr(), // the app's external origin, e.g. https://gold.example.in; defaults to http://localhost:PORT
  DATA_DIR: str('./data'),
  DATABASE_URL: optStr(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_SECRET: optStr(),
  SESSION_TTL_DAYS: int(30, 1),
  TRUST_PROXY: bool(false),
  // accounts made operators (role admin) once their email is verified: at start-up and when they
  // verify; comma-separated, normalised like sign-in emails. Removing one revokes nothing (use
  // `npm run operator -- revoke <email>`). Never a default password (docs/operating.md).
  OPERATOR_EMAILS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map(normaliseEmail).filter(Boolean)),
  RATE_LIMIT_PER_MINUTE: int(300, 1),
  AUTH_RATE_LIMIT_PER_MINUTE: int(10, 1),
  // a profile may try this many new phone numbers a day (no fast probing of whose number is taken)
  PHONE_CHANGES_PER_DAY: int(5, 1),
  ORDER_RATE_LIMIT_PER_MINUTE: int(20, 1),
  // the gateway's callbacks per minute from one address: PhonePe calls from few addresses, and a
  // busy morning's Autopay debits bring hundreds a second to each instance
  GATEWAY_CALLBACK_RATE_LIMIT_PER_MINUTE: int(60_000, 1),
  // browsers landing back from the pay page per minute from one address (each landing may ask the
  // gateway's status API): one payment at a time is a landing every few seconds at most
  PAYMENT_RETURN_RATE_LIMIT_PER_MINUTE: int(60, 1),
  BODY_LIMIT_BYTES: int(32_768, 1024), // request bodies; larger only on routes that need it
  // /metrics answers this machine, or a scraper sending "Authorization: Bearer <METRICS_TOKEN>"
  METRICS_TOKEN: optStr(),
  JOBS_ENABLED: bool(true),
  SEED_DEMO: bool(true),

  // --- mail
  SMTP_URL: optStr(),
  MAIL_FROM: str('GoldSave <no-reply@goldsave.in>'),
  MAIL_SEND_EVERY_MS: int(10000, 100),
  MAIL_RETRY_BASE_MS: int(30000, 100),

  // --- contact
  CONTACT_WEBHOOK_URL: optStr(),
  CONTACT_FORWARD_EVERY_MS: int(30000, 100),
  CONTACT_RETRY_BASE_MS: int(30000, 100),

  // --- payments (decisions.md: Payments)
  PAYMENTS_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  PHONEPE_BASE_URL: optStr(),
  PHONEPE_MERCHANT_ID: optStr(),
  PHONEPE_SALT_KEY: optStr(),
  PHONEPE_SALT_INDEX: int(1, 1),
  PHONEPE_RECURRING_BASE_URL: optStr(), // /v3/recurring and /v3/vpa host when it differs (live)
  PHONEPE_TIMEOUT_MS: int(10000, 100), // per gateway request
  // which PhonePe generation the merchant account speaks: v1 (salt key) or v2 (OAuth)
  PHONEPE_API_VERSION: z.enum(['v1', 'v2']).default('v1'),
  PHONEPE_OAUTH_BASE_URL: optStr(), // v2 token host (live: https://api.phonepe.com/apis/identity-manager)
  PHONEPE_CLIENT_ID: optStr(), // v2 (live)
  PHONEPE_CLIENT_SECRET: optStr(), // v2 (live)
  PHONEPE_CLIENT_VERSION: int(1, 1), // v2 (live)
  PHONEPE_WEBHOOK_USERNAME: optStr(), // v2 webhook credentials set in the PhonePe dashboard (live)
  PHONEPE_WEBHOOK_PASSWORD: optStr(),
  // the built-in simulator's identity (PAYMENTS_MODE=sandbox only); no real money moves
  PHONEPE_SANDBOX_MERCHANT_ID: str('GOLDSAVESANDBOX'),
  PHONEPE_SANDBOX_SALT_KEY: str('6f0c7f3e-5b1a-4d2e-9c8b-sandbox00001'),
  PHONEPE_SANDBOX_PAGE_MINUTES: int(15, 1), // the simulated pay page expires (reference 2.6)
  PHONEPE_SANDBOX_CLIENT_ID: str('GOLDSAVESANDBOX_2611'),
  PHONEPE_SANDBOX_CLIENT_SECRET: str('c0ffee00-5a4d-4b0c-9e11-sandboxv2secret'),
  PHONEPE_SANDBOX_WEBHOOK_USERNAME: str('goldsave_hook'),
  PHONEPE_SANDBOX_WEBHOOK_PASSWORD: str('SandboxHook2026'),
  PHONEPE_SANDBOX_WEBHOOK_URL: optStr(), // where the sandbox posts v2 webhooks; default the app's callback route
  PHONEPE_SANDBOX_TOKEN_SECONDS: int(3600, 10), // life of a sandbox v2 access token
  // reconciliation (reference 2.6): first status check 20 s after the start, then the documented
  // 3/6/10/30/60 s steps; a payment still pending after PAYMENTS_EXPIRE_MINUTES is EXPIRED
  PAYMENTS_RECONCILE_EVERY_MS: int(3000, 100),
  PAYMENTS_FIRST_CHECK_SECONDS: int(20, 0),
  PAYMENTS_EXPIRE_MINUTES: int(20, 1),
  // an EXPIRED payment is asked about again every PAYMENTS_LATE_CHECK_EVERY_MINUTES for
  // PAYMENTS_LATE_CHECK_HOURS: a bank can complete it later (then credited or refunded)
  PAYMENTS_LATE_CHECK_HOURS: int(48, 0),
  PAYMENTS_LATE_CHECK_EVERY_MINUTES: int(30, 1),
  // a refund the gateway answered pending is asked about this often until it is final
  PAYMENTS_REFUND_CHECK_EVERY_MINUTES: int(5, 1),

  // --- prices (spec 9: refresh 60 s)
  PRICE_SOURCE: z.enum(['sandbox', 'http', 'manual']).default('sandbox'),
  PRICE_REFRESH_SECONDS: int(60, 5),
  PRICE_STALE_SECONDS: int(300, 30),
  PRICE_HTTP_URL: optStr(),
  PRICE_HTTP_JSON_PATH: str('price'),
  PRICE_HTTP_TIMEOUT_MS: int(5000, 100),
  PRICE_SANDBOX_BASE_PAISE: int(765000, 100), // Rs 7,650.00 per gram
  // A provider value outside these bounds, or this far from the last price, is refused (never shown).
  PRICE_MIN_PAISE: int(100000, 1), // Rs 1,000 per gram
  PRICE_MAX_PAISE: int(10000000, 1), // Rs 1,00,000 per gram
  PRICE_MAX_CHANGE_BP: int(1000, 1), // 10% between two readings
  PRICE_CACHE_SECONDS: int(5, 0), // the price API answers from memory for this long

  // --- money, gold and prices (decisions.md: Money, gold and prices; spec 9)
  QUICK_BUY_MIN_PAISE: int(1000, 100), // Rs 10
  QUICK_BUY_MAX_PAISE: int(1000000, 100), // Rs 10,000
  GOLD_RATIO_NUM: int(65, 1), // gold credited = 65/100 x amount / price
  GOLD_RATIO_DEN: int(100, 1),
  VAULT_LIMIT_MG: int(1000, 1), // 1 g
  COIN_DELIVERY_TARGET_MG: int(200, 1), // 0.200 g
  // the shipping policy (spec 9): deliveries take 10-15 days
  DELIVERY_DAYS_MIN: int(10, 1),
  DELIVERY_DAYS_MAX: int(15, 1),
  GST_BP: int(300), // 3% in basis points
  CGST_BP: int(150),
  SGST_BP: int(150),
  IGST_BP: int(300),
  SHIPPING_FLAT_PAISE: int(15000), // Rs 150
  FREE_SHIPPING_ABOVE_PAISE: int(1000000), // Rs 10,000
  DIRECT_PAY_HANDLING_PAISE: int(35000), // Rs 350
  PAN_REQUIRED_ABOVE_PAISE: int(20000000), // Rs 2,00,000
  NUGGET_PICKUP_BELOW_PAISE: int(200000), // Rs 2,000
  NUGGET_CASHBACK_BP: int(1000), // 10%
  JEWELLERY_EXCHANGE_BONUS_MAX_PAISE: int(100000), // Rs 1,000
  DIGITAL_GOLD_REFERRAL_BP: int(100), // 1% of the amount in Ants
  QUOTE_VALIDITY_SECONDS: int(300, 30),
  STORE_MAX_QUANTITY: int(10, 1), // items of one product in one store order
  DIRECT_PAY_UTR_WINDOW_MINUTES: int(1440, 10), // a direct-payment price takes a UTR this long
  DIRECT_PAY_VERIFY_HOURS: int(24, 1), // a submitted UTR is verified within this long (the buyer is told)

  // --- catalogue
  PRODUCT_IMAGE_MAX_BYTES: int(5_242_880, 10_240), // 5 MB per uploaded product image
  CATALOGUE_CACHE_SECONDS: int(10, 0), // product pages and images kept in memory; 0 turns it off

  // --- reserve (decisions.md: Reserve; docs/reserve.md)
  RESERVE_MARGIN_BP: int(0), // purchases stop below 100% + this many basis points of coverage
  RESERVE_DOCUMENT_MAX_BYTES: int(10_485_760, 10_240), // 10 MB per certificate (PDF)
  RESERVE_CUSTODIAN: str('Held in our own strong room at the Abids shop, Hyderabad'),
  RESERVE_INSURER: str('Not named yet: set RESERVE_INSURER before going live'),
  RESERVE_STORAGE_TERMS: str(
    'Storage is free, with no time limit: your gold stays in your name for as long as you hold it.',
  ),
  RESERVE_WIND_DOWN: str(
    'If the company stops trading, the gold in this register belongs to the savers it is set aside for: each saver receives their grams as coins or their value, as the register and the custody agreement provide.',
  ),

  // --- plans (spec 9)
  PLAN_DAILY_PRESETS_RUPEES: intList('20,50,100,200,500'),
  PLAN_WEEKLY_PRESETS_RUPEES: intList('100,200,500,1000,2000'),
  PLAN_MONTHLY_PRESETS_RUPEES: intList('1000,2000,5000,10000'),
  PLAN_NOTIFY_LEAD_HOURS: int(36, 24), // pre-debit notice goes out this long before the cycle date (RBI: >= 24 h)
  PLAN_FAILURES_TO_PAUSE: int(3, 1), // debits failed in a row that pause a plan
  PLAN_JOB_INTERVAL_SECONDS: int(30, 1), // how often the debit job looks for due plans and debits
  PLAN_JOB_BATCH: int(200, 1), // plans or debits one instance claims per round
  PLAN_JOB_CONCURRENCY: int(16, 1), // claimed plans or debits one instance works at the same time
  PLAN_VAULT_RECHECK_MINUTES: int(15, 1), // a plan paused for a full vault looks for room this often
  // how a saver may approve a mandate: INTENT (open a UPI app, phone), QR (the intent as a QR code,
  // desktop), COLLECT (a request to a UPI ID; NPCI withdrew it for new mandates, switch it off
  // when the gateway refuses it)
  PLAN_SETUP_MODES: str('intent,qr,collect'),

  // --- countdowns and timings (spec 4, 9)
  CHECKOUT_REDIRECT_SECONDS: int(120, 1),
  DIRECT_PAY_REDIRECT_SECONDS: int(600, 1),
  STATUS_CHECK_SECONDS: int(300, 1),
  STATUS_PENDING_REDIRECT_MS: int(2000, 0),
  PLAN_POST_AUTH_REDIRECT_MS: int(3000, 0),
  PROFILE_SAVED_REDIRECT_MS: int(1500, 0),
  LOADER_SECONDS: int(7, 0),
  BANNER_AUTOPLAY_MS: int(3000, 500),
  LOGO_CAROUSEL_INTERVAL_MS: int(1000, 100),
  LOGO_CAROUSEL_SPEED_MS: int(400, 50),
  LOGO_CAROUSEL_SLIDES_MOBILE: int(4, 1),
  LOGO_CAROUSEL_SLIDES_DESKTOP: int(6, 1),
  PASSWORD_RESET_MINUTES: int(30, 5),
  EMAIL_VERIFICATION_HOURS: int(48, 1),
  AUTH_MAIL_COOLDOWN_SECONDS: int(60, 0),

  // --- operator details (decisions.md: Records)
  OPERATOR_NAME: str('GoldSave Bullion Private Limited'),
  OPERATOR_BRAND: str('GoldSave'),
  OPERATOR_SINCE: int(1999, 1900),
  OPERATOR_ADDRESS: str('Shop No. 4-1-23, Abids Road, Abids, Hyderabad, Telangana 500001'),
  OPERATOR_STATE: str('Telangana'),
  OPERATOR_STATE_CODE: str('36'),
  OPERATOR_PIN_PREFIXES: str('50'), // PIN codes of the operator's state, comma-separated prefixes
  OPERATOR_GSTIN: str('36AABCG1234M1Z5'),
  INVOICE_PREFIX: z
    .string()
    .trim()
    .regex(
      /^[A-Z]{1,4}$/,
      'must be 1 to 4 capital letters (invoice numbers have at most 16 characters)',
    )
    .default('GS'),
  OPERATOR_PAYEE_UPI: str('goldsave@ybl'),
  OPERATOR_PHONE: str('+91 98480 12345'),
  OPERATOR_WHATSAPP: str('919848012345'),
  OPERATOR_SUPPORT_EMAIL: str('support@goldsave.in'),
  OPERATOR_FOUNDER: str('Srinivas Rao Kandukuri'),
  OPERATOR_FOUNDER_EMAIL: str('founder@goldsave.in'),
  OPERATOR_PLAY_STORE_URL: str('https://play.google.com/store/apps/details?id=in.goldsave.app'),
  OPERATOR_MAP_LAT: z.coerce.number().min(-90).max(90).default(17.3916),
  OPERATOR_MAP_LON: z.coerce.number().min(-180).max(180).default(78.4747),
});

export type Env = z.infer<typeof ZEnv>;

export type Config = Env & {
  publicUrl: string;
  /** plan preset amounts in paise (the PLAN_*_PRESETS_RUPEES settings, converted here once) */
  planPresetsPaise: Readonly<Record<PlanFrequency, readonly number[]>>;
  /** how a saver may approve a mandate (PLAN_SETUP_MODES) */
  planSetupModes: readonly SetupMode[];
  isProduction: boolean;
  isTest: boolean;
  /** served over https (PUBLIC_URL): Secure cookies, HSTS */
  isHttps: boolean;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment into a frozen Config; throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.PAYMENTS_MODE === 'live' && e.PHONEPE_API_VERSION === 'v1') {
    for (const k of ['PHONEPE_BASE_URL', 'PHONEPE_MERCHANT_ID', 'PHONEPE_SALT_KEY'] as const) {
      if (!e[k]) problems.push(`  ${k}: required when PAYMENTS_MODE=live`);
    }
    // The widely published PhonePe UAT identity is public: never for real money.
    if (e.PHONEPE_MERCHANT_ID === 'PGTESTPAYUAT' || e.PHONEPE_SALT_KEY === PUBLIC_TEST_SALT)
      problems.push('  PHONEPE_MERCHANT_ID: the public test credentials cannot be used live');
  }
  if (e.PAYMENTS_MODE === 'live' && e.PHONEPE_API_VERSION === 'v2') {
    const v2 = [
      'PHONEPE_BASE_URL',
      'PHONEPE_OAUTH_BASE_URL',
      'PHONEPE_CLIENT_ID',
      'PHONEPE_CLIENT_SECRET',
      'PHONEPE_WEBHOOK_USERNAME',
      'PHONEPE_WEBHOOK_PASSWORD',
    ] as const;
    for (const k of v2) {
      if (!e[k])
        problems.push(`  ${k}: required when PAYMENTS_MODE=live and PHONEPE_API_VERSION=v2`);
    }
    // the sandbox's own identity is in this file: never for real money
    if (
      e.PHONEPE_CLIENT_ID === e.PHONEPE_SANDBOX_CLIENT_ID ||
      e.PHONEPE_CLIENT_SECRET === e.PHONEPE_SANDBOX_CLIENT_SECRET
    )
      problems.push('  PHONEPE_CLIENT_ID: the sandbox credentials cannot be used live');
    const problem = webhookCredentialProblem(
      e.PHONEPE_WEBHOOK_USERNAME,
      e.PHONEPE_WEBHOOK_PASSWORD,
    );
    if (problem) problems.push(`  PHONEPE_WEBHOOK_USERNAME: ${problem}`);
  }
  if (e.PAYMENTS_MODE === 'live') {
    for (const k of [
      'PHONEPE_BASE_URL',
      'PHONEPE_RECURRING_BASE_URL',
      'PHONEPE_OAUTH_BASE_URL',
    ] as const) {
      if (e[k] && !e[k].startsWith('https://')) problems.push(`  ${k}: must be an https URL`);
    }
    // PhonePe returns the browser to PUBLIC_URL and posts callbacks there.
    if (!e.PUBLIC_URL?.startsWith('https://'))
      problems.push('  PUBLIC_URL: required (https) when PAYMENTS_MODE=live');
    // decisions.md: Operations. PGlite does not fsync; real money needs PostgreSQL.
    if (!e.DATABASE_URL)
      problems.push('  DATABASE_URL: required when PAYMENTS_MODE=live (PostgreSQL)');
    if (!e.SESSION_SECRET) problems.push('  SESSION_SECRET: required when PAYMENTS_MODE=live');
    // the sandbox price is a walk around a configured base: real sales need the market's price
    if (e.PRICE_SOURCE === 'sandbox')
      problems.push('  PRICE_SOURCE: http or manual when PAYMENTS_MODE=live (not sandbox)');
  }
  if (e.PRICE_SOURCE === 'http' && !e.PRICE_HTTP_URL) {
    problems.push('  PRICE_HTTP_URL: required when PRICE_SOURCE=http');
  }
  if (e.PRICE_MIN_PAISE >= e.PRICE_MAX_PAISE) {
    problems.push('  PRICE_MIN_PAISE: must be below PRICE_MAX_PAISE');
  }
  if (
    e.PRICE_SANDBOX_BASE_PAISE < e.PRICE_MIN_PAISE ||
    e.PRICE_SANDBOX_BASE_PAISE > e.PRICE_MAX_PAISE
  ) {
    problems.push(
      '  PRICE_SANDBOX_BASE_PAISE: must lie between PRICE_MIN_PAISE and PRICE_MAX_PAISE',
    );
  }
  if (e.QUICK_BUY_MIN_PAISE >= e.QUICK_BUY_MAX_PAISE) {
    problems.push('  QUICK_BUY_MIN_PAISE: must be below QUICK_BUY_MAX_PAISE');
  }
  if (e.GOLD_RATIO_NUM > e.GOLD_RATIO_DEN) {
    problems.push('  GOLD_RATIO_NUM: must not exceed GOLD_RATIO_DEN');
  }
  if (e.DELIVERY_DAYS_MIN > e.DELIVERY_DAYS_MAX)
    problems.push('  DELIVERY_DAYS_MIN: must not exceed DELIVERY_DAYS_MAX');
  if (e.CGST_BP + e.SGST_BP !== e.GST_BP)
    problems.push('  CGST_BP: CGST_BP + SGST_BP must equal GST_BP');
  // across states the same tax is charged as one IGST: IGST = CGST + SGST = GST (CGST Act)
  if (e.IGST_BP !== e.GST_BP)
    problems.push(
      `  IGST_BP: must equal GST_BP (IGST is CGST + SGST charged as one tax across states): ${e.IGST_BP} is not ${e.GST_BP}`,
    );
  let planSetupModes: SetupMode[] = [...SETUP_MODES];
  try {
    planSetupModes = parseSetupModes(e.PLAN_SETUP_MODES);
  } catch (err) {
    problems.push(`  PLAN_SETUP_MODES: ${(err as Error).message}`);
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);

  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return Object.freeze({
    ...e,
    publicUrl,
    planPresetsPaise: Object.freeze({
      DAILY: Object.freeze(e.PLAN_DAILY_PRESETS_RUPEES.map((r) => r * PAISE_PER_RUPEE)),
      WEEKLY: Object.freeze(e.PLAN_WEEKLY_PRESETS_RUPEES.map((r) => r * PAISE_PER_RUPEE)),
      MONTHLY: Object.freeze(e.PLAN_MONTHLY_PRESETS_RUPEES.map((r) => r * PAISE_PER_RUPEE)),
    }),
    /** PLAN_SETUP_MODES, read once */
    planSetupModes: Object.freeze(planSetupModes),
    isHttps: publicUrl.startsWith('https://'),
    isProduction: e.NODE_ENV === 'production',
    isTest: e.NODE_ENV === 'test',
  });
}

/** The subset of config the browser may see (GET /api/config). */
/** The shipping policy's delivery time as people read it ('10-15'), from DELIVERY_DAYS_MIN/MAX. */
export const deliveryDays = (c: Pick<Config, 'DELIVERY_DAYS_MIN' | 'DELIVERY_DAYS_MAX'>) =>
  `${c.DELIVERY_DAYS_MIN}-${c.DELIVERY_DAYS_MAX}`;

export function publicConfig(c: Config): PublicConfig {
  return {
    brand: c.OPERATOR_BRAND,
    paymentsMode: c.PAYMENTS_MODE,
    operator: {
      name: c.OPERATOR_NAME,
      since: c.OPERATOR_SINCE,
      address: c.OPERATOR_ADDRESS,
      state: c.OPERATOR_STATE,
      gstin: c.OPERATOR_GSTIN,
      payeeUpi: c.OPERATOR_PAYEE_UPI,
      phone: c.OPERATOR_PHONE,
      whatsapp: c.OPERATOR_WHATSAPP,
      supportEmail: c.OPERATOR_SUPPORT_EMAIL,
      founder: c.OPERATOR_FOUNDER,
      founderEmail: c.OPERATOR_FOUNDER_EMAIL,
      playStoreUrl: c.OPERATOR_PLAY_STORE_URL,
      mapLat: c.OPERATOR_MAP_LAT,
      mapLon: c.OPERATOR_MAP_LON,
    },
    limits: {
      quickBuyMinPaise: c.QUICK_BUY_MIN_PAISE,
      quickBuyMaxPaise: c.QUICK_BUY_MAX_PAISE,
      goldRatioNum: c.GOLD_RATIO_NUM,
      goldRatioDen: c.GOLD_RATIO_DEN,
      vaultLimitMg: c.VAULT_LIMIT_MG,
      coinDeliveryTargetMg: c.COIN_DELIVERY_TARGET_MG,
      deliveryDaysMin: c.DELIVERY_DAYS_MIN,
      deliveryDaysMax: c.DELIVERY_DAYS_MAX,
      gstBp: c.GST_BP,
      cgstBp: c.CGST_BP,
      sgstBp: c.SGST_BP,
      igstBp: c.IGST_BP,
      shippingFlatPaise: c.SHIPPING_FLAT_PAISE,
      freeShippingAbovePaise: c.FREE_SHIPPING_ABOVE_PAISE,
      directPayHandlingPaise: c.DIRECT_PAY_HANDLING_PAISE,
      panRequiredAbovePaise: c.PAN_REQUIRED_ABOVE_PAISE,
      nuggetPickupBelowPaise: c.NUGGET_PICKUP_BELOW_PAISE,
      nuggetCashbackBp: c.NUGGET_CASHBACK_BP,
      jewelleryExchangeBonusMaxPaise: c.JEWELLERY_EXCHANGE_BONUS_MAX_PAISE,
      quoteValiditySeconds: c.QUOTE_VALIDITY_SECONDS,
      digitalGoldReferralBp: c.DIGITAL_GOLD_REFERRAL_BP,
      storeMaxQuantity: c.STORE_MAX_QUANTITY,
    },
    plans: {
      dailyPaise: [...c.planPresetsPaise.DAILY],
      weeklyPaise: [...c.planPresetsPaise.WEEKLY],
      monthlyPaise: [...c.planPresetsPaise.MONTHLY],
      setupModes: [...c.planSetupModes],
    },
    timings: {
      priceRefreshSeconds: c.PRICE_REFRESH_SECONDS,
      checkoutRedirectSeconds: c.CHECKOUT_REDIRECT_SECONDS,
      directPayRedirectSeconds: c.DIRECT_PAY_REDIRECT_SECONDS,
      directPayVerifyHours: c.DIRECT_PAY_VERIFY_HOURS,
      statusCheckSeconds: c.STATUS_CHECK_SECONDS,
      statusPendingRedirectMs: c.STATUS_PENDING_REDIRECT_MS,
      planPostAuthRedirectMs: c.PLAN_POST_AUTH_REDIRECT_MS,
      profileSavedRedirectMs: c.PROFILE_SAVED_REDIRECT_MS,
      loaderSeconds: c.LOADER_SECONDS,
      bannerAutoplayMs: c.BANNER_AUTOPLAY_MS,
      logoCarouselIntervalMs: c.LOGO_CAROUSEL_INTERVAL_MS,
      logoCarouselSpeedMs: c.LOGO_CAROUSEL_SPEED_MS,
      logoCarouselSlidesMobile: c.LOGO_CAROUSEL_SLIDES_MOBILE,
      logoCarouselSlidesDesktop: c.LOGO_CAROUSEL_SLIDES_DESKTOP,
    },
  };
}
