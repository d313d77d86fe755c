import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea } from '../../db/columns';

/**
 * The store's products. No price is stored: a listing's price is computed from the current gold
 * price by shared/rules/pricing.ts. Weights in milligrams, rates in basis points.
 */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    /** the operator's stock code; stable across restarts (the demo seed finds its rows by it) */
    sku: text('sku').notNull(),
    title: text('title').notNull(),
    /** spec 3: product_catalogue (Gold Coin, Gold Nuggets, Silver Coin, gallery names) */
    catalogue: text('product_catalogue').notNull(),
    weightMg: integer('weight_mg').notNull(),
    /** spec 3: making_percentage, in basis points */
    makingBp: integer('making_bp').notNull().default(0),
    /** spec 3: referral_commission percent, in basis points */
    referralCommissionBp: integer('referral_commission_bp').notNull().default(0),
    description: text('description').notNull().default(''),
    hsnCode: text('hsn_code').notNull(),
    purity: text('purity').notNull(),
    active: boolean('active').notNull().default(true),
    /**
     * a gold coin the referral store sells for Ants and the Gold Smith makes from saved gold
     * (set in the console; decisions.md: Money, gold and prices names the demo's three)
     */
    convertible: boolean('convertible').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_sku_key').on(t.sku),
    index('products_listing_idx').on(t.active, t.catalogue, t.weightMg),
    check('products_weight_positive', sql`${t.weightMg} > 0`),
    check('products_making_bp_range', sql`${t.makingBp} between 0 and 10000`),
    check('products_referral_bp_range', sql`${t.referralCommissionBp} between 0 and 10000`),
  ],
);

/** An uploaded product image; its pixels live in product_image_variants, one row per width. */
export const productImages = pgTable(
  'product_images',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** display order; the lowest is the cover */
    position: integer('position').notNull().default(0),
    /** what was uploaded: jpeg, png or webp */
    sourceType: text('source_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/** The resized WebP of an image at one width; immutable once written. */
export const productImageVariants = pgTable(
  'product_image_variants',
  {
    imageId: text('image_id')
      .notNull()
      .references(() => productImages.id, { onDelete: 'cascade' }),
    /** the size asked for in the URL (one of IMAGE_WIDTHS) */
    width: integer('width').notNull(),
    /** the real pixels: smaller than `width` when the original was smaller (never enlarged) */
    pixelWidth: integer('pixel_width').notNull(),
    pixelHeight: integer('pixel_height').notNull(),
    contentType: text('content_type').notNull(),
    /** strong validator: SHA-256 of the bytes */
    etag: text('etag').notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width] })],
);
