import type {
  PricePreview,
  PricePreviewRequest,
  Product,
  ProductImage,
  ProductInput,
  ProductList,
  ProductListQuery,
  ProductUpdate,
} from '../../../shared/api/catalogue';
import { imageUrl, STORE_LINES, ZProductInput } from '../../../shared/api/catalogue';
import { mayBeConvertible } from '../../../shared/rules/coin-conversion';
import { storeItemPrice } from '../../../shared/rules/pricing';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import { audit, type AuditActor } from '../audit/service';
import { getCurrentPrice, type GoldPrice } from '../prices/service';
import type { CachedImage, CatalogueCache } from './cache';
import { detectImageType, makeVariants } from './images';
import { catalogueMessages } from './messages';
import * as repo from './repo';

/** The catalogue's in-process cache (the app's content version: src/server/app.ts). */
export { catalogueCacheOf } from './cache';

type Deps = Pick<AppDeps, 'config' | 'clock'>;

const msg = catalogueMessages.en;

/** Who is asking: only the operator sees inactive products. */
export type Viewer = { isAdmin: boolean };

const notFound = () => new AppError('NOT_FOUND', msg.productUnavailable);

/** The current gold price, or null while there has never been one (browsing still works). */
async function currentPriceOrNull(deps: Deps, db: DbOrTx): Promise<GoldPrice | null> {
  try {
    return await getCurrentPrice(deps, db);
  } catch (err) {
    if (err instanceof AppError && err.code === 'PRICE_UNAVAILABLE') return null;
    throw err;
  }
}

type VariantRow = Awaited<ReturnType<typeof repo.findImageVariantsByProductIds>>[number];

function imagesByProduct(rows: VariantRow[]) {
  const map = new Map<string, ProductImage[]>();
  for (const r of rows) {
    const list = map.get(r.productId) ?? [];
    let img = list.find((i) => i.id === r.imageId);
    if (!img) {
      img = { id: r.imageId, variants: [] };
      list.push(img);
      map.set(r.productId, list);
    }
    img.variants.push({
      width: r.pixelWidth,
      height: r.pixelHeight,
      url: imageUrl(r.imageId, r.width),
    });
  }
  return map;
}

/** A customer's price of an item of this weight and making charge at this gold price. */
const priceAt = (
  deps: Deps,
  item: { weightMg: number; makingBp: number },
  gold: GoldPrice | null,
): Product['price'] =>
  gold
    ? {
        goldPricePaisePerGram: gold.pricePaisePerGram,
        pricedAt: gold.fetchedAt.toISOString(),
        ...storeItemPrice(
          {
            pricePaisePerGram: gold.pricePaisePerGram,
            weightMg: item.weightMg,
            makingBp: item.makingBp,
          },
          { gstBp: deps.config.GST_BP },
        ),
      }
    : null;

function toProduct(
  deps: Deps,
  row: repo.ProductRow,
  images: ProductImage[],
  gold: GoldPrice | null,
): Product {
  const price = priceAt(deps, row, gold);
  return {
    id: row.id,
    sku: row.sku,
    title: row.title,
    catalogue: row.catalogue,
    weightMg: row.weightMg,
    makingBp: row.makingBp,
    referralCommissionBp: row.referralCommissionBp,
    description: row.description,
    hsnCode: row.hsnCode,
    purity: row.purity,
    active: row.active,
    convertible: row.convertible,
    images,
    price,
  };
}

/**
 * A page of products, each priced (paise) at the current gold price by the shared rule. Inactive
 * products are listed for the operator only.
 */
export async function listProducts(
  deps: Deps,
  db: DbOrTx,
  q: ProductListQuery,
  viewer: Viewer,
  cache?: CatalogueCache,
): Promise<ProductList> {
  if (q.active !== 'true' && !viewer.isAdmin)
    throw new AppError('FORBIDDEN', msg.operatorOnlyInactive);
  // the price is read on every request, so a new gold price shows at once
  const gold = await currentPriceOrNull(deps, db);
  const filter: repo.ListFilter = {
    ...(q.catalogue ? { catalogue: q.catalogue.toLowerCase() } : {}),
    ...(q.section === 'gallery' ? { excludeCatalogues: STORE_LINES } : {}),
    ...(q.active === 'all' ? {} : { active: q.active === 'true' }),
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  };
  const load = async () => {
    const { rows, total } = await repo.list(db, filter);
    const variants = await repo.findImageVariantsByProductIds(
      db,
      rows.map((r) => r.id),
    );
    return { rows, total, images: imagesByProduct(variants) };
  };
  const { rows, total, images } = cache
    ? await cache.page(JSON.stringify(filter), load)
    : await load();
  return {
    items: rows.map((r) => toProduct(deps, r, images.get(r.id) ?? [], gold)),
    page: q.page,
    pageSize: q.pageSize,
    total,
    goldPrice: gold
      ? {
          pricePaisePerGram: gold.pricePaisePerGram,
          fetchedAt: gold.fetchedAt.toISOString(),
          isStale: gold.isStale,
        }
      : null,
  };
}

/** One product priced at the current gold price; unknown (or, for customers, inactive) is 404. */
export async function getProduct(
  deps: Deps,
  db: DbOrTx,
  id: string,
  viewer: Viewer,
): Promise<Product> {
  const row = await repo.findById(db, id);
  if (!row || (!row.active && !viewer.isAdmin)) throw notFound();
  const [gold, variants] = [
    await currentPriceOrNull(deps, db),
    await repo.findImageVariantsByProductIds(db, [row.id]),
  ];
  return toProduct(deps, row, imagesByProduct(variants).get(row.id) ?? [], gold);
}

/** A product's fields as the audit log keeps them (before and after a change). */
const auditedFields = (r: repo.ProductRow) => ({
  sku: r.sku,
  title: r.title,
  catalogue: r.catalogue,
  weightMg: r.weightMg,
  makingBp: r.makingBp,
  referralCommissionBp: r.referralCommissionBp,
  description: r.description,
  hsnCode: r.hsnCode,
  purity: r.purity,
  active: r.active,
  convertible: r.convertible,
});

/** A convertible product must be a gold coin (the referral store and the Gold Smith sell no other). */
function assertConvertible(p: { catalogue: string; convertible: boolean }) {
  if (p.convertible && !mayBeConvertible(p.catalogue))
    throw new AppError('VALIDATION_FAILED', msg.convertibleCoinOnly, {
      fields: { convertible: msg.convertibleCoinOnly },
    });
}

/** The operator's action, for the audit row written in the change's own transaction. */
export type Audited = { by: AuditActor; at: Date };

/**
 * Adds a product (operator or seed). A taken SKU is a CONFLICT. With `audited` (the console), one
 * audit row is written in the same transaction.
 */
export async function createProduct(
  deps: Deps,
  db: DbOrTx,
  input: ProductInput,
  audited?: Audited,
) {
  const p = ZProductInput.parse(input);
  assertConvertible(p);
  const id = await db.transaction(async (tx) => {
    if (await repo.findBySku(tx, p.sku))
      throw new AppError('CONFLICT', msg.skuTaken, {
        fields: { sku: msg.skuTaken },
      });
    const row = await repo.insert(tx, {
      id: newId('prd'),
      ...p,
      ...(audited ? { createdAt: audited.at, updatedAt: audited.at } : {}),
    });
    if (audited)
      await audit(tx, {
        by: audited.by,
        at: audited.at,
        action: 'catalogue.product.create',
        target: { type: 'product', id: row.id },
        before: null,
        after: auditedFields(row),
      });
    return row.id;
  });
  return getProduct(deps, db, id, { isAdmin: true });
}

/** What a change is, as the audit log names it: hiding, showing, or any other edit. */
function changeAction(patch: ProductUpdate, before: repo.ProductRow) {
  const changed = (Object.keys(patch) as (keyof ProductUpdate)[]).filter(
    (k) => patch[k] !== undefined && patch[k] !== before[k],
  );
  if (changed.length === 1 && changed[0] === 'active')
    return patch.active ? 'catalogue.product.show' : 'catalogue.product.hide';
  return 'catalogue.product.edit';
}

/**
 * Changes a product (operator): only the fields sent. Hiding one (active false) takes it out of
 * every listing; orders already placed keep their own copy of what was bought. With `audited`,
 * one audit row (the fields before and after) in the same transaction.
 */
export async function updateProduct(
  deps: Deps,
  db: DbOrTx,
  id: string,
  patch: ProductUpdate,
  audited?: Audited,
) {
  await db.transaction(async (tx) => {
    const before = await repo.findByIdForUpdate(tx, id);
    if (!before) throw notFound();
    assertConvertible({
      catalogue: patch.catalogue ?? before.catalogue,
      convertible: patch.convertible ?? before.convertible,
    });
    if (patch.sku && patch.sku !== before.sku && (await repo.findBySku(tx, patch.sku)))
      throw new AppError('CONFLICT', msg.skuTaken, {
        fields: { sku: msg.skuTaken },
      });
    const row = await repo.update(tx, id, {
      ...patch,
      updatedAt: audited?.at ?? deps.clock.now(),
    });
    if (!row) throw notFound();
    if (audited)
      await audit(tx, {
        by: audited.by,
        at: audited.at,
        action: changeAction(patch, before),
        target: { type: 'product', id },
        before: auditedFields(before),
        after: auditedFields(row),
      });
  });
  return getProduct(deps, db, id, { isAdmin: true });
}

/**
 * The price a customer would pay now for an item of this weight and making charge: the store's
 * own rule at the current gold price (the console shows it while a product is edited).
 */
export async function previewPrice(
  deps: Deps,
  db: DbOrTx,
  item: PricePreviewRequest,
): Promise<PricePreview> {
  return { price: priceAt(deps, item, await currentPriceOrNull(deps, db)) };
}

/**
 * Stores an uploaded image of a product: checked by its bytes (JPEG, PNG or WebP), resized to
 * every width the pages use and kept in the database as WebP. The caller enforces the byte limit.
 */
export async function addProductImage(
  db: DbOrTx,
  productId: string,
  bytes: Buffer,
  audited?: Audited,
): Promise<ProductImage> {
  const product = await repo.findById(db, productId);
  if (!product) throw notFound();
  const sourceType = detectImageType(bytes);
  if (!sourceType)
    throw new AppError('VALIDATION_FAILED', msg.imageType, {
      status: 415,
      fields: { image: msg.imageType },
    });
  let variants;
  try {
    variants = await makeVariants(bytes);
  } catch (cause) {
    throw new AppError('VALIDATION_FAILED', msg.imageUnreadable, {
      status: 415,
      fields: { image: msg.imageUnreadable },
      cause,
    });
  }
  const id = newId('img');
  await db.transaction(async (tx) => {
    const position = await repo.nextImagePosition(tx, productId);
    await repo.insertImage(
      tx,
      { id, productId, position, sourceType },
      variants.map((v) => ({
        width: v.width,
        pixelWidth: v.pixelWidth,
        pixelHeight: v.pixelHeight,
        contentType: v.contentType,
        etag: v.etag,
        byteSize: v.bytes.length,
        bytes: v.bytes,
      })),
    );
    if (audited)
      await audit(tx, {
        by: audited.by,
        at: audited.at,
        action: 'catalogue.product.image-add',
        target: { type: 'product', id: productId },
        before: null,
        after: { imageId: id, position, sourceType },
      });
  });
  return {
    id,
    variants: variants.map((v) => ({
      width: v.pixelWidth,
      height: v.pixelHeight,
      url: imageUrl(id, v.width),
    })),
  };
}

/**
 * A stored image at one width (bytes kept in the cache when given: they never change). With
 * `ifNoneMatch` equal to its ETag the answer is `notModified`. Images of inactive products are the
 * operator's only.
 */
export async function getImage(
  db: DbOrTx,
  imageId: string,
  width: number,
  viewer: Viewer,
  ifNoneMatch?: string,
  cache?: CatalogueCache,
): Promise<CachedImage & { notModified: boolean }> {
  const key = `${imageId}/${width}`;
  let img = cache?.image(key);
  if (!img) {
    img = await repo.findVariant(db, imageId, width);
    if (!img) throw notFound();
    cache?.storeImage(key, img);
  }
  if (!img.productActive && !viewer.isAdmin) throw notFound();
  const notModified = Boolean(ifNoneMatch?.split(',').some((t) => t.trim() === img.etag));
  return { ...img, notModified };
}

/** What an order needs to know of a product: the row and its cover image (320 px), or undefined. */
export async function findProductForOrder(db: DbOrTx, id: string) {
  const row = await repo.findById(db, id);
  if (!row) return undefined;
  const cover = (await repo.findImageVariantsByProductIds(db, [id])).find((v) => v.width === 320);
  return { ...row, imageUrl: cover ? imageUrl(cover.imageId, 320) : null };
}
