import { z } from 'zod';
import { defineEndpoint } from './contract';
import { multiLine, oneLine, ZId } from './fields';
import { CONSOLE_MESSAGES } from './console-messages';

/** The store's own product lines; every other catalogue name belongs to the store-home gallery. */
export const STORE_LINES = ['Gold Coin', 'Gold Nuggets', 'Silver Coin'] as const;

/** Widths (px) the server keeps of every product image, all WebP. */
export const IMAGE_WIDTHS = [320, 640, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const ZProductImage = z.object({
  id: z.string(),
  /** one URL per stored width; immutable (a new upload gets a new id) */
  variants: z.array(
    z.object({ width: z.number().int(), height: z.number().int(), url: z.string() }),
  ),
});
export type ProductImage = z.infer<typeof ZProductImage>;

/** A listing's price at the current gold price, computed by the server (shared/rules/pricing.ts). */
export const ZProductPrice = z.object({
  goldPricePaisePerGram: z.number().int(),
  /** when that gold price was read (ISO time) */
  pricedAt: z.string(),
  metalPaise: z.number().int(),
  makingPaise: z.number().int(),
  gstPaise: z.number().int(),
  totalPaise: z.number().int(),
});
export type ProductPrice = z.infer<typeof ZProductPrice>;

export const ZProduct = z.object({
  id: z.string(),
  sku: z.string(),
  title: z.string(),
  /** product_catalogue: Gold Coin, Gold Nuggets, Silver Coin or a gallery name */
  catalogue: z.string(),
  weightMg: z.number().int(),
  /** making charge, basis points of the metal value */
  makingBp: z.number().int(),
  /** referral commission, basis points (of the making charge, decisions.md: Referrals) */
  referralCommissionBp: z.number().int(),
  description: z.string(),
  hsnCode: z.string(),
  purity: z.string(),
  active: z.boolean(),
  /** a gold coin the referral store sells for Ants and the Gold Smith makes from saved gold */
  convertible: z.boolean(),
  images: z.array(ZProductImage),
  /** null only while the app has no gold price yet */
  price: ZProductPrice.nullable(),
});
export type Product = z.infer<typeof ZProduct>;

export const ZGoldPriceUsed = z.object({
  pricePaisePerGram: z.number().int(),
  fetchedAt: z.string(),
  isStale: z.boolean(),
});

export const ZProductListQuery = z
  .object({
    /** exact catalogue name, any letter case ('gold coin' finds 'Gold Coin') */
    catalogue: z
      .string()
      .trim()
      .min(1)
      .refine(...oneLine)
      .max(60)
      .optional(),
    /** gallery: every catalogue except the store's own lines (STORE_LINES) */
    section: z.enum(['gallery']).optional(),
    /** 'true' (default) lists active products; 'false' or 'all' only for the operator */
    active: z.enum(['true', 'false', 'all']).default('true'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(24),
  })
  .strict();
export type ProductListQuery = z.infer<typeof ZProductListQuery>;

export const ZProductList = z.object({
  items: z.array(ZProduct),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** the gold price every item was priced at; null while there is none */
  goldPrice: ZGoldPriceUsed.nullable(),
});
export type ProductList = z.infer<typeof ZProductList>;

/**
 * What a product may hold (the console's form and the server check the same): a weight from 1 mg
 * to 10 kg, making charge and referral commission from 0 to 100%.
 */
export const PRODUCT_LIMITS = {
  weightMg: { min: 1, max: 10_000_000 },
  makingBp: { max: 10_000 },
  referralCommissionBp: { max: 10_000 },
} as const;

const PRODUCT_LIMIT_MESSAGES = {
  weight: CONSOLE_MESSAGES.productWeight,
  making: CONSOLE_MESSAGES.productMaking,
  referral: CONSOLE_MESSAGES.productReferral,
};

const ZProductFields = {
  sku: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{2,40}$/, CONSOLE_MESSAGES.sku),
  title: z
    .string()
    .trim()
    .min(1, CONSOLE_MESSAGES.titleRequired)
    .refine(...oneLine)
    .max(120, CONSOLE_MESSAGES.titleTooLong),
  catalogue: z
    .string()
    .trim()
    .min(1, CONSOLE_MESSAGES.catalogueRequired)
    .refine(...oneLine)
    .max(60, CONSOLE_MESSAGES.catalogueTooLong),
  weightMg: z
    .number({ error: PRODUCT_LIMIT_MESSAGES.weight })
    .int(PRODUCT_LIMIT_MESSAGES.weight)
    .min(PRODUCT_LIMITS.weightMg.min, PRODUCT_LIMIT_MESSAGES.weight)
    .max(PRODUCT_LIMITS.weightMg.max, PRODUCT_LIMIT_MESSAGES.weight),
  makingBp: z
    .number({ error: PRODUCT_LIMIT_MESSAGES.making })
    .int(PRODUCT_LIMIT_MESSAGES.making)
    .min(0, PRODUCT_LIMIT_MESSAGES.making)
    .max(PRODUCT_LIMITS.makingBp.max, PRODUCT_LIMIT_MESSAGES.making),
  referralCommissionBp: z
    .number({ error: PRODUCT_LIMIT_MESSAGES.referral })
    .int(PRODUCT_LIMIT_MESSAGES.referral)
    .min(0, PRODUCT_LIMIT_MESSAGES.referral)
    .max(PRODUCT_LIMITS.referralCommissionBp.max, PRODUCT_LIMIT_MESSAGES.referral),
  description: z
    .string()
    .trim()
    .refine(...multiLine)
    .max(2000, CONSOLE_MESSAGES.descriptionTooLong),
  hsnCode: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, CONSOLE_MESSAGES.hsnCode),
  purity: z
    .string()
    .trim()
    .min(1, CONSOLE_MESSAGES.purityRequired)
    .refine(...oneLine)
    .max(40, CONSOLE_MESSAGES.purityTooLong),
  active: z.boolean(),
  /** only a Gold Coin may be convertible (shared/rules/coin-conversion.ts: mayBeConvertible) */
  convertible: z.boolean(),
};

/** What the operator may set on a product. Prices are never stored: they follow the gold price. */
export const ZProductInput = z
  .object({
    ...ZProductFields,
    description: ZProductFields.description.default(''),
    active: ZProductFields.active.default(true),
    convertible: ZProductFields.convertible.default(false),
  })
  .strict();
export type ProductInput = z.input<typeof ZProductInput>;

/** A change: only the fields sent (no defaults, so a PATCH never resets what it does not name). */
export const ZProductUpdate = z.object(ZProductFields).partial().strict();
export type ProductUpdate = z.infer<typeof ZProductUpdate>;

const ZIdParams = z.object({ id: ZId }).strict();

/** What the console's price preview needs: the fields the store's price rule reads. */
export const ZPricePreviewRequest = z
  .object({ weightMg: ZProductFields.weightMg, makingBp: ZProductFields.makingBp })
  .strict();
export type PricePreviewRequest = z.infer<typeof ZPricePreviewRequest>;

/** A customer's price of such a product now (null while the app has no gold price yet). */
export const ZPricePreview = z.object({ price: ZProductPrice.nullable() });
export type PricePreview = z.infer<typeof ZPricePreview>;

/** The console's list: every product, hidden ones too, unless `active` narrows it. */
export const ZAdminProductListQuery = ZProductListQuery.extend({
  active: z.enum(['true', 'false', 'all']).default('all'),
}).strict();

export const catalogueApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/catalogue/products',
    query: ZProductListQuery,
    response: ZProductList,
    summary: 'Products with their price at the current gold price; filters and pages',
    tags: ['catalogue'],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/catalogue/products/:id',
    params: ZIdParams,
    response: ZProduct,
    summary: 'One active product with its price at the current gold price',
    tags: ['catalogue'],
  }),
  /** Binary WebP, cached for a year (immutable) with an ETag. */
  image: {
    method: 'GET',
    path: '/api/catalogue/images/:imageId/:width',
    params: z
      .object({
        imageId: ZId,
        width: z.enum(IMAGE_WIDTHS.map(String) as ['320', '640', '1200']),
      })
      .strict(),
  },
};

/** The console's catalogue (behind the operator gate, as every /api/admin route). */
export const catalogueAdminApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/catalogue/products',
    query: ZAdminProductListQuery,
    response: ZProductList,
    summary: 'Operator: every product, hidden ones too, priced at the current gold price',
    tags: ['admin'],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/admin/catalogue/products/:id',
    params: ZIdParams,
    response: ZProduct,
    summary: 'Operator: one product, hidden or not',
    tags: ['admin'],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin/catalogue/products',
    body: ZProductInput,
    response: ZProduct,
    status: 201,
    summary: 'Operator: add a product (audited)',
    tags: ['admin'],
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/catalogue/products/:id',
    params: ZIdParams,
    body: ZProductUpdate,
    response: ZProduct,
    summary: 'Operator: change, hide or show a product (audited)',
    tags: ['admin'],
  }),
  uploadImage: defineEndpoint({
    method: 'POST',
    path: '/api/admin/catalogue/products/:id/images',
    params: ZIdParams,
    response: ZProductImage,
    status: 201,
    summary:
      'Operator: add an image (multipart field "image": JPEG, PNG or WebP); stored as WebP at each width (audited)',
    tags: ['admin'],
  }),
  preview: defineEndpoint({
    method: 'POST',
    path: '/api/admin/catalogue/price-preview',
    body: ZPricePreviewRequest,
    response: ZPricePreview,
    summary: "Operator: a customer's price of a product of this weight and making charge, now",
    tags: ['admin'],
  }),
};

export const imageUrl = (imageId: string, width: number) =>
  `/api/catalogue/images/${encodeURIComponent(imageId)}/${width}`;
