import sharp from 'sharp';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { DEMO_PRODUCTS } from './demo/products';
import * as repo from './repo';
import { addProductImage, createProduct } from './service';

const isUniqueViolation = (err: unknown) =>
  (err as { code?: string })?.code === '23505' ||
  (err as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * Demo catalogue: each product with its drawn picture, found by SKU so every start is a no-op once
 * seeded. Two instances starting together on one PostgreSQL both try; the SKU's unique key lets
 * one win and the other skips.
 */
export async function seedDemoCatalogue(deps: AppDeps) {
  for (const { art, ...input } of DEMO_PRODUCTS) {
    if (await repo.findBySku(deps.db, input.sku)) continue;
    const png = await sharp(Buffer.from(art())).png({ compressionLevel: 1 }).toBuffer();
    try {
      await deps.db.transaction(async (tx) => {
        const product = await createProduct(deps, tx, input);
        await addProductImage(tx, product.id, png);
      });
    } catch (err) {
      if (err instanceof AppError && err.code === 'CONFLICT') continue;
      if (isUniqueViolation(err)) continue;
      throw err;
    }
  }
}
