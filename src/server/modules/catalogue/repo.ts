import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { productImages, productImageVariants, products } from './tables';

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

export const insert = async (db: DbOrTx, row: NewProductRow) => {
  const [r] = await db.insert(products).values(row).returning();
  return r!;
};

export const update = async (
  db: DbOrTx,
  id: string,
  patch: Partial<Omit<NewProductRow, 'id' | 'createdAt'>>,
) => {
  const [r] = await db.update(products).set(patch).where(eq(products.id, id)).returning();
  return r;
};

export const findById = async (db: DbOrTx, id: string) => {
  const [r] = await db.select().from(products).where(eq(products.id, id));
  return r;
};

/** The row, locked until the transaction ends (two edits of one product never interleave). */
export const findByIdForUpdate = async (db: DbOrTx, id: string) => {
  const [r] = await db.select().from(products).where(eq(products.id, id)).for('update');
  return r;
};

export const findBySku = async (db: DbOrTx, sku: string) => {
  const [r] = await db.select().from(products).where(eq(products.sku, sku));
  return r;
};

export type ListFilter = {
  /** compared case-insensitively */
  catalogue?: string;
  excludeCatalogues?: readonly string[];
  /** undefined: active and inactive */
  active?: boolean;
  limit: number;
  offset: number;
};

/** One page of products in display order, with the number of all matching rows. */
export async function list(db: DbOrTx, f: ListFilter) {
  const where: SQL[] = [];
  if (f.active !== undefined) where.push(eq(products.active, f.active));
  if (f.catalogue) where.push(sql`lower(${products.catalogue}) = lower(${f.catalogue})`);
  // catalogue names compare case-insensitively, in filters and exclusions alike
  if (f.excludeCatalogues?.length)
    where.push(
      notInArray(
        sql`lower(${products.catalogue})`,
        f.excludeCatalogues.map((c) => c.toLowerCase()),
      ),
    );
  const cond = where.length ? and(...where) : undefined;
  const rows = await db
    .select({ product: products, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(cond)
    .orderBy(asc(products.catalogue), asc(products.weightMg), asc(products.title), asc(products.id))
    .limit(f.limit)
    .offset(f.offset);
  if (rows.length > 0) return { rows: rows.map((r) => r.product), total: rows[0]!.total };
  // past the last page the window count has no row to ride on
  const [c] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(cond);
  return { rows: [], total: c?.n ?? 0 };
}

/** Image variants' sizes (never their bytes) of the given products, in display order. */
export const findImageVariantsByProductIds = (db: DbOrTx, productIds: string[]) =>
  productIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          imageId: productImages.id,
          productId: productImages.productId,
          position: productImages.position,
          width: productImageVariants.width,
          pixelWidth: productImageVariants.pixelWidth,
          pixelHeight: productImageVariants.pixelHeight,
        })
        .from(productImages)
        .innerJoin(productImageVariants, eq(productImageVariants.imageId, productImages.id))
        .where(inArray(productImages.productId, productIds))
        .orderBy(
          asc(productImages.productId),
          asc(productImages.position),
          asc(productImages.createdAt),
          asc(productImageVariants.width),
        );

export const nextImagePosition = async (db: DbOrTx, productId: string) => {
  const [r] = await db
    .select({ n: sql<number>`coalesce(max(${productImages.position}) + 1, 0)`.mapWith(Number) })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  return r?.n ?? 0;
};

export const insertImage = async (
  db: DbOrTx,
  image: typeof productImages.$inferInsert,
  variants: Omit<typeof productImageVariants.$inferInsert, 'imageId'>[],
) => {
  await db.insert(productImages).values(image);
  await db.insert(productImageVariants).values(variants.map((v) => ({ ...v, imageId: image.id })));
};

/** One stored variant with its product's active flag. */
export const findVariant = async (db: DbOrTx, imageId: string, width: number) => {
  const [r] = await db
    .select({
      contentType: productImageVariants.contentType,
      etag: productImageVariants.etag,
      bytes: productImageVariants.bytes,
      productActive: products.active,
    })
    .from(productImageVariants)
    .innerJoin(productImages, eq(productImages.id, productImageVariants.imageId))
    .innerJoin(products, eq(products.id, productImages.productId))
    .where(and(eq(productImageVariants.imageId, imageId), eq(productImageVariants.width, width)));
  return r;
};
