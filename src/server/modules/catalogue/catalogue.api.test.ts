import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildTestApp, testClock } from '../../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../../tests/helpers/factories';
import type { Product, ProductInput } from '../../../shared/api/catalogue';
import { storeItemPrice } from '../../../shared/rules/pricing';
import { recordPrice } from '../prices/service';
import { updateProduct } from './service';

/** A multipart/form-data body with one file part. */
function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----goldsave${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A PNG of a gold disc on a gradient. */
const makePng = (width: number, height: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
        <defs><linearGradient id="g"><stop offset="0" stop-color="#14231c"/><stop offset="1" stop-color="#22372c"/></linearGradient></defs>
        <rect width="100%" height="100%" fill="url(#g)"/>
        <circle cx="50%" cy="50%" r="${Math.min(width, height) / 3}" fill="#d4a72c"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

/** Noise does not compress: a PNG of about width x height x 3 bytes. */
const makeNoisyPng = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 212, g: 167, b: 44 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();

const coin = (over: Partial<ProductInput> = {}): ProductInput => ({
  sku: `C-${Math.random().toString(36).slice(2, 10)}`,
  title: '24K 1 gram coin',
  catalogue: 'Gold Coin',
  weightMg: 1000,
  makingBp: 850,
  referralCommissionBp: 10000,
  description: 'Minted 24K coin',
  hsnCode: '7108',
  purity: '24K 999.9',
  ...over,
});

describe('catalogue API', async () => {
  const app = await buildTestApp();
  const admin = await createSignedInUser(app, { role: 'admin' });
  const customer = await createSignedInUser(app);

  const create = async (input: ProductInput) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/products',
      headers: admin.headers,
      payload: input,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Product;
  };
  const list = (qs = '', headers: Record<string, string> = {}) =>
    app.inject({ url: `/api/catalogue/products${qs}`, headers });

  const at = new Date(Date.now() - 1000);
  await recordPrice(app.deps.db, 765055, 'test', at);

  const c200 = await create(coin({ title: '24K 0.200 gram coin', weightMg: 200, makingBp: 1200 }));
  const c1000 = await create(coin({ title: '24K 1 gram coin', weightMg: 1000, makingBp: 850 }));
  await create(coin({ title: '24K 2 gram coin', weightMg: 2000, makingBp: 800 }));
  const nugget = await create(
    coin({
      title: 'Gold nugget 0.500 g',
      catalogue: 'Gold Nuggets',
      weightMg: 500,
      makingBp: 300,
      referralCommissionBp: 0,
    }),
  );
  const chain = await create(
    coin({
      title: 'Rope chain',
      catalogue: 'Gold Chain',
      weightMg: 8000,
      hsnCode: '7113',
      purity: '22K 916',
    }),
  );
  const bangle = await create(
    coin({
      title: 'Kada bangle',
      catalogue: 'Bangles',
      weightMg: 15000,
      hsnCode: '7113',
      purity: '22K 916',
    }),
  );
  const silver = await create(
    coin({
      title: 'Fine silver 10 g coin',
      catalogue: 'Silver Coin',
      weightMg: 10000,
      hsnCode: '7106',
      active: false,
    }),
  );

  it('lists active products, each priced by the shared rule at the current gold price', async () => {
    // its own price reading, whatever price another test left behind
    const at = new Date();
    await recordPrice(app.deps.db, 765055, 'test', at);
    const res = await list('?pageSize=100');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.goldPrice).toEqual({
      pricePaisePerGram: 765055,
      fetchedAt: at.toISOString(),
      isStale: false,
    });
    const ids = body.items.map((i: Product) => i.id);
    expect(ids).toEqual(
      expect.arrayContaining([c200.id, c1000.id, nugget.id, chain.id, bangle.id]),
    );
    expect(ids).not.toContain(silver.id);
    const one = body.items.find((i: Product) => i.id === c1000.id);
    // hand-worked in pricing.test.ts: 1 g at 8.5% making and ₹7,650.55/g
    expect(one.price).toEqual({
      goldPricePaisePerGram: 765055,
      pricedAt: at.toISOString(),
      metalPaise: 765055,
      makingPaise: 65030,
      gstPaise: 24903,
      totalPaise: 854988,
    });
    for (const item of body.items as Product[]) {
      expect(item.price).toMatchObject(
        storeItemPrice(
          { pricePaisePerGram: 765055, weightMg: item.weightMg, makingBp: item.makingBp },
          { gstBp: 300 },
        ),
      );
    }
  });

  it('prices follow a new gold price', async () => {
    const later = new Date();
    await recordPrice(app.deps.db, 612345, 'test', later);
    const res = await list('?catalogue=gold%20coin');
    const item = res.json().items.find((i: Product) => i.id === c200.id);
    // 0.2 g at 12% making and ₹6,123.45/g (pricing.test.ts)
    expect(item.price).toMatchObject({
      goldPricePaisePerGram: 612345,
      pricedAt: later.toISOString(),
      metalPaise: 122469,
      makingPaise: 14696,
      gstPaise: 4115,
      totalPaise: 141280,
    });
    const byId = await app.inject(`/api/catalogue/products/${c200.id}`);
    expect(byId.json().price.totalPaise).toBe(141280);
  });

  it('filters by catalogue in any letter case, and the gallery leaves out the store lines', async () => {
    const coins = (await list('?catalogue=gold%20coin')).json();
    expect(coins.items.every((i: Product) => i.catalogue === 'Gold Coin')).toBe(true);
    expect(coins.items.map((i: Product) => i.id)).toEqual(
      expect.arrayContaining([c200.id, c1000.id]),
    );
    // (another test may add a nugget filed in lower case: it belongs to the same line)
    const nuggets = (await list('?catalogue=Gold%20Nuggets')).json();
    expect(nuggets.items.map((i: Product) => i.id)).toContain(nugget.id);
    expect(nuggets.items.every((i: Product) => i.catalogue.toLowerCase() === 'gold nuggets')).toBe(
      true,
    );
    const gallery = (await list('?section=gallery')).json();
    expect(gallery.items.map((i: Product) => i.title).sort()).toEqual([
      'Kada bangle',
      'Rope chain',
    ]);
  });

  it('pages through the list in weight order', async () => {
    const p1 = (await list('?catalogue=Gold%20Coin&pageSize=2&page=1')).json();
    expect(p1).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(p1.items.map((i: Product) => i.weightMg)).toEqual([200, 1000]);
    const p2 = (await list('?catalogue=Gold%20Coin&pageSize=2&page=2')).json();
    expect(p2.items.map((i: Product) => i.weightMg)).toEqual([2000]);
    const past = (await list('?catalogue=Gold%20Coin&pageSize=2&page=9')).json();
    expect(past).toMatchObject({ items: [], total: 3 });
  });

  it('lists inactive products to the operator only', async () => {
    expect((await list('?active=false')).statusCode).toBe(403);
    expect((await list('?active=all', customer.headers)).statusCode).toBe(403);
    const inactive = (await list('?active=false', admin.headers)).json();
    expect(inactive.items.map((i: Product) => i.id)).toContain(silver.id);
    expect(inactive.items.every((i: Product) => !i.active)).toBe(true);
    const all = (await list('?active=all&pageSize=100', admin.headers)).json();
    expect(all.items.map((i: Product) => i.id)).toContain(silver.id);
  });

  it('documents the catalogue endpoints in the OpenAPI reference', async () => {
    const res = await app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/catalogue/products',
        '/api/catalogue/products/{id}',
        '/api/catalogue/images/{imageId}/{width}',
        '/api/admin/catalogue/products',
        '/api/admin/catalogue/products/{id}',
        '/api/admin/catalogue/products/{id}/images',
      ]),
    );
  });

  it('refuses unknown or malformed query parameters', async () => {
    expect((await list('?price=1')).statusCode).toBe(400);
    expect((await list('?pageSize=500')).statusCode).toBe(400);
    expect((await list('?page=0')).statusCode).toBe(400);
  });

  it('answers 404 for an unknown product and, except to the operator, an inactive one', async () => {
    const unknown = await app.inject('/api/catalogue/products/prd_nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
    expect((await app.inject(`/api/catalogue/products/${silver.id}`)).statusCode).toBe(404);
    const asAdmin = await app.inject({
      url: `/api/catalogue/products/${silver.id}`,
      headers: admin.headers,
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().active).toBe(false);
  });

  it('lets only the operator add or change products, with checked fields', async () => {
    const asCustomer = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/products',
      headers: customer.headers,
      payload: coin(),
    });
    // the console's routes: 404 to anyone but an operator, as a path that does not exist
    expect(asCustomer.statusCode).toBe(404);
    const signedOut = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/products',
      payload: coin(),
    });
    expect(signedOut.statusCode).toBe(404);
    const withPrice = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/products',
      headers: admin.headers,
      payload: { ...coin(), pricePaise: 100 },
    });
    expect(withPrice.statusCode).toBe(400);
    const dup = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/products',
      headers: admin.headers,
      payload: coin({ sku: c200.sku }),
    });
    expect(dup.statusCode).toBe(409);

    const p = await create(coin({ title: 'Short-lived 5 gram coin', weightMg: 5000 }));
    const off = await app.inject({
      method: 'PATCH',
      url: `/api/admin/catalogue/products/${p.id}`,
      headers: admin.headers,
      payload: { active: false },
    });
    expect(off.statusCode).toBe(200);
    // a PATCH changes only what it names
    expect(off.json()).toMatchObject({
      active: false,
      description: 'Minted 24K coin',
      weightMg: 5000,
    });
    expect((await app.inject(`/api/catalogue/products/${p.id}`)).statusCode).toBe(404);
  });

  describe('images', () => {
    const upload = (
      productId: string,
      body: ReturnType<typeof multipart>,
      headers = admin.headers,
    ) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/catalogue/products/${productId}/images`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });

    it('stores an uploaded image at every width and serves it with long cache headers and an ETag', async () => {
      const png = await makePng(1600, 1200);
      const res = await upload(c1000.id, multipart('image', 'coin.png', 'image/png', png));
      expect(res.statusCode, res.body).toBe(201);
      const img = res.json();
      expect(img.id).toMatch(/^img_/);
      expect(img.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 1200]);
      expect(img.variants[0]).toEqual({
        width: 320,
        height: 240,
        url: `/api/catalogue/images/${img.id}/320`,
      });

      const got = await app.inject(img.variants[1].url);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('image/webp');
      expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const etag = got.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const meta = await sharp(got.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 640, height: 480 });

      const again = await app.inject({
        url: img.variants[1].url,
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);

      // listed by URL, never inlined
      const listed = await list(`?catalogue=Gold%20Coin`);
      expect(listed.json().items.find((i: Product) => i.id === c1000.id).images).toEqual([img]);
      expect(listed.body).not.toMatch(/base64|data:image/);
    });

    it('never enlarges a small original', async () => {
      const res = await upload(
        c200.id,
        multipart('image', 'small.png', 'image/png', await makePng(400, 400)),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().variants.map((v: { width: number }) => v.width)).toEqual([320, 400, 400]);
      const big = await app.inject(res.json().variants[2].url);
      expect((await sharp(big.rawPayload).metadata()).width).toBe(400);
    });

    it('refuses a file that is not JPEG, PNG or WebP by its bytes, whatever its name says', async () => {
      const fake = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      );
      const res = await upload(c1000.id, multipart('image', 'coin.png', 'image/png', fake));
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Please upload a JPEG, PNG or WebP image.',
      });
      // a PNG signature on bytes that are not an image
      const broken = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(64, 7),
      ]);
      expect(
        (await upload(c1000.id, multipart('image', 'x.png', 'image/png', broken))).statusCode,
      ).toBe(415);
      const json = await app.inject({
        method: 'POST',
        url: `/api/admin/catalogue/products/${c1000.id}/images`,
        headers: admin.headers,
        payload: { image: 'data:image/png;base64,AAAA' },
      });
      expect(json.statusCode).toBe(415);
    });

    it('refuses uploads from customers and for unknown products', async () => {
      const body = multipart('image', 'coin.png', 'image/png', await makePng(64, 64));
      expect((await upload(c1000.id, body, customer.headers)).statusCode).toBe(404);
      expect((await upload('prd_nope', body)).statusCode).toBe(404);
    });

    it('answers 404 for an unknown image or width, and hides images of inactive products', async () => {
      expect((await app.inject('/api/catalogue/images/img_nope/320')).statusCode).toBe(404);
      const res = await upload(
        silver.id,
        multipart('image', 's.png', 'image/png', await makePng(700, 700)),
      );
      expect(res.statusCode).toBe(201);
      const url = res.json().variants[0].url;
      expect((await app.inject(url)).statusCode).toBe(404);
      const asAdmin = await app.inject({ url, headers: admin.headers });
      expect(asAdmin.statusCode).toBe(200);
      expect(asAdmin.headers['cache-control']).toBe('private, no-store');
      const id = res.json().id;
      expect((await app.inject(`/api/catalogue/images/${id}/500`)).statusCode).toBe(400);
    });
  });

  it('a store line filed in other letter case is listed with its line, not in the gallery', async () => {
    const lower = await create(
      coin({ title: 'Gold nugget 1 g', catalogue: 'gold nuggets', weightMg: 1000, makingBp: 300 }),
    );
    const nuggets = (await list('?catalogue=Gold%20Nuggets')).json();
    expect(nuggets.items.map((i: Product) => i.id).sort()).toEqual([nugget.id, lower.id].sort());
    const gallery = (await list('?section=gallery')).json();
    expect(gallery.items.map((i: Product) => i.title).sort()).toEqual([
      'Kada bangle',
      'Rope chain',
    ]);
  });
});

describe('catalogue API: before the first gold price', async () => {
  const app = await buildTestApp();
  const admin = await createSignedInUser(app, { role: 'admin' });

  it('lists products without a price: browsing works and no price is invented', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/products',
      headers: admin.headers,
      payload: coin({ title: 'Early 2 gram coin', weightMg: 2000 }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().price).toBeNull();
    const res = await app.inject('/api/catalogue/products?catalogue=Gold%20Coin');
    expect(res.statusCode).toBe(200);
    expect(res.json().goldPrice).toBeNull();
    expect(res.json().items).toHaveLength(1);
    expect(res.json().items[0].price).toBeNull();
  });
});

describe('catalogue API: image size limit', async () => {
  const app = await buildTestApp({ env: { PRODUCT_IMAGE_MAX_BYTES: '20480' } });
  const admin = await createSignedInUser(app, { role: 'admin' });

  it('refuses an image above the configured size with the limit in the message', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/products',
      headers: admin.headers,
      payload: coin(),
    });
    const big = await makeNoisyPng(400, 400);
    expect(big.length).toBeGreaterThan(20480);
    const body = multipart('image', 'big.png', 'image/png', big);
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/catalogue/products/${created.json().id}/images`,
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('The image must be at most 20 KB.');
  });
});

describe('catalogue API: in-memory pages', async () => {
  const clock = testClock();
  const app = await buildTestApp({ clock, env: { CATALOGUE_CACHE_SECONDS: '10' } });
  const admin = await createSignedInUser(app, { role: 'admin' });
  await recordPrice(app.deps.db, 765055, 'test', clock.now());

  it("shows another instance's change within the cache time, and a new price at once", async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/products',
      headers: admin.headers,
      payload: coin({ title: 'Cached 1 gram coin' }),
    });
    const id = created.json().id as string;
    const titleNow = async () =>
      (await app.inject('/api/catalogue/products?catalogue=Gold%20Coin')).json().items[0].title;
    expect(await titleNow()).toBe('Cached 1 gram coin');

    // written straight to the database, as another app instance would
    await updateProduct(app.deps, app.deps.db, id, { title: 'Renamed 1 gram coin' });
    expect(await titleNow()).toBe('Cached 1 gram coin');
    // the price is never cached
    await recordPrice(app.deps.db, 612345, 'test', clock.now());
    const list = (await app.inject('/api/catalogue/products?catalogue=Gold%20Coin')).json();
    expect(list.goldPrice.pricePaisePerGram).toBe(612345);
    expect(list.items[0].price.metalPaise).toBe(612345);

    clock.advance(10_001);
    expect(await titleNow()).toBe('Renamed 1 gram coin');
  });
});
