import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../tests/helpers/build-app';
import type { Product } from '../../../shared/api/catalogue';
import { seedDemo } from '../../db/seed';

describe('demo seed', async () => {
  const app = await buildTestApp();

  // drawing and resizing 18 pictures takes a few seconds on a busy machine
  it(
    'seeds a price and the demo catalogue with drawn pictures, once',
    { timeout: 120_000 },
    async () => {
      await seedDemo(app.deps);
      await seedDemo(app.deps); // a second start changes nothing
      const res = await app.inject('/api/catalogue/products?pageSize=100');
      const body = res.json();
      // the sandbox price seeder runs first, so the demo store is priced from the first start
      expect(body.goldPrice.pricePaisePerGram).toBeGreaterThan(0);
      const items = body.items as Product[];
      expect(new Set(items.map((i) => i.sku)).size).toBe(items.length);

      const coins = items.filter((i) => i.catalogue === 'Gold Coin');
      for (const t of ['0.200 gram coin', '0.500 gram coin', '1 gram coin']) {
        expect(coins.filter((c) => c.title.includes(t))).toHaveLength(1);
      }
      // the three the referral store and the Gold Smith offer, and no other product
      expect(items.filter((i) => i.convertible).map((c) => c.sku)).toEqual([
        'GC-0200',
        'GC-0500',
        'GC-1000',
      ]);
      expect(coins.map((c) => c.weightMg)).toEqual([200, 500, 1000, 2000, 5000, 10000]);
      expect(items.filter((i) => i.catalogue === 'Gold Nuggets').length).toBeGreaterThanOrEqual(3);
      const gallery = new Set(
        items
          .filter((i) => !['Gold Coin', 'Gold Nuggets'].includes(i.catalogue))
          .map((i) => i.catalogue),
      );
      expect(gallery.size).toBeGreaterThanOrEqual(2);
      expect(items.every((i) => i.images.length === 1 && i.price !== null)).toBe(true);

      // the silver coin is in the catalogue but not on sale (coming soon)
      expect(items.some((i) => i.catalogue === 'Silver Coin')).toBe(false);
      const silver = await app.deps.db.query.products.findFirst({
        where: (p, { eq }) => eq(p.catalogue, 'Silver Coin'),
      });
      expect(silver).toMatchObject({ active: false, hsnCode: '7106' });

      // a real picture, not a flat box: many distinct colours
      const pic = await app.inject(coins[2]!.images[0]!.variants[0]!.url);
      const { data } = await sharp(pic.rawPayload).raw().toBuffer({ resolveWithObject: true });
      const colours = new Set<number>();
      for (let i = 0; i < data.length; i += 3 * 37)
        colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
      expect(colours.size).toBeGreaterThan(200);
    },
  );
});
