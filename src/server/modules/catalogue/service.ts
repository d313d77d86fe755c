import type {
  Product,
  ProductImage,
  ProductInput,
  ProductList,
  ProductListQuery,
  ProductUpdate,
} from '../../../shared/api/catalogue';
import { imageUrl, STORE_LINES, ZProductInput } from '../../../shared/api/catalogue';
import { storeItemPrice } from '../../../shared/rules/pricing';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import { getCurrentPrice, type GoldPrice } from '../prices/service';
import type { CachedImage, CatalogueCache } from './cache';
import { detectImageType, makeVariants } from './images';
import { catalogueMessages } from './messages';
import * as repo from './repo';

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

function toProduct(
  deps: Deps,
  row: repo.ProductRow,
  images: ProductImage[],
  gold: GoldPrice | null,
): Product {
  const price = gold
    ? {
        goldPricePaisePerGram: gold.pricePaisePerGram,
        pricedAt: gold.fetchedAt.toISOString(),
        ...storeItemPrice(
          {
            pricePaisePerGram: gold.pricePaisePerGram,
            weightMg: row.weightMg,
            makingBp: row.makingBp,
          },
          { gstBp: deps.config.GST_BP },
        ),
      }
    : null;
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

/** Adds a product (operator or seed). A taken SKU is a CONFLICT. */
export async function createProduct(deps: Deps, db: DbOrTx, input: ProductInput) {
  const p = ZProductInput.parse(input);
  if (await repo.findBySku(db, p.sku))
    throw new AppError('CONFLICT', msg.skuTaken, {
      fields: { sku: msg.skuTaken },
    });
  const row = await repo.insert(db, { id: newId('prd'), ...p });
  return getProduct(deps, db, row.id, { isAdmin: true });
}

/** Changes a product (operator). */
export async function updateProduct(deps: Deps, db: DbOrTx, id: string, patch: ProductUpdate) {
  if (patch.sku) {
    const other = await repo.findBySku(db, patch.sku);
    if (other && other.id !== id)
      throw new AppError('CONFLICT', msg.skuTaken, {
        fields: { sku: msg.skuTaken },
      });
  }
  const row = await repo.update(db, id, { ...patch, updatedAt: deps.clock.now() });
  if (!row) throw notFound();
  return getProduct(deps, db, id, { isAdmin: true });
}

/**
 * Stores an uploaded image of a product: checked by its bytes (JPEG, PNG or WebP), resized to
 * every width the pages use and kept in the database as WebP. The caller enforces the byte limit.
 */
export async function addProductImage(
  db: DbOrTx,
  productId: string,
  bytes: Buffer,
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
