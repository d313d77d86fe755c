import { randomInt, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../../tests/helpers/factories';
import type { Product, ProductInput } from '../../../shared/api/catalogue';
import { auditLog } from '../audit/tables';
import { recordPrice } from '../prices/service';
import { creditGold } from '../wallet/service';

const PRICE = 765_055; // Rs 7,650.55 a gram

const coin = (over: Partial<ProductInput> = {}): ProductInput => ({
  sku: `K-${Math.random().toString(36).slice(2, 10)}`,
  title: '24K 2 gram coin',
  catalogue: 'Gold Coin',
  weightMg: 2000,
  makingBp: 825,
  referralCommissionBp: 5000,
  description: 'Minted 24K coin\nIn a tamper-proof card',
  hsnCode: '7108',
  purity: '24K 999.9',
  ...over,
});

/** A multipart/form-data body with one PNG in the field "image". */
async function pngUpload() {
  const png = await sharp({
    create: { width: 80, height: 80, channels: 3, background: { r: 212, g: 167, b: 44 } },
  })
    .png()
    .toBuffer();
  const boundary = `----goldsave${randomUUID()}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="coin.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe("the console's catalogue", async () => {
  const app = await buildTestApp({ env: { ORDER_RATE_LIMIT_PER_MINUTE: '1000' } });
  await recordPrice(app.deps.db, PRICE, 'test', new Date());
  const operator = await createSignedInUser(app, { role: 'admin' });
  const headers = operator.headers;
  const customer = await createSignedInUser(app);

  const create = async (input: ProductInput) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/products',
      headers,
      payload: input,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Product;
  };
  const patch = (id: string, payload: object) =>
    app.inject({ method: 'PATCH', url: `/api/admin/catalogue/products/${id}`, headers, payload });
  const auditOf = (id: string) =>
    app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'product'), eq(auditLog.targetId, id)))
      .orderBy(auditLog.id);
  const publicIds = async () =>
    (
      (await app.inject('/api/catalogue/products?pageSize=100')).json() as { items: Product[] }
    ).items.map((p) => p.id);

  it('adding a product writes one audit row with what was added', async () => {
    const p = await create(coin({ title: '24K 2 gram coin (new)' }));
    const rows = await auditOf(p.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'catalogue.product.create',
      actorUserId: operator.user.id,
      actorLabel: operator.user.email,
      before: null,
      after: { title: '24K 2 gram coin (new)', weightMg: 2000, makingBp: 825, active: true },
    });
    expect(await publicIds()).toContain(p.id);
  });

  it('editing writes one audit row with the fields before and after', async () => {
    const p = await create(coin());
    const res = await patch(p.id, { title: '24K 2 gram coin, Lakshmi', makingBp: 900 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: '24K 2 gram coin, Lakshmi', makingBp: 900 });
    const rows = await auditOf(p.id);
    expect(rows.map((r) => r.action)).toEqual([
      'catalogue.product.create',
      'catalogue.product.edit',
    ]);
    expect(rows[1]).toMatchObject({
      before: { title: '24K 2 gram coin', makingBp: 825 },
      after: { title: '24K 2 gram coin, Lakshmi', makingBp: 900 },
    });
  });

  it('hiding takes a product out of the store (one audit row); showing brings it back', async () => {
    const p = await create(coin({ title: '24K 2 gram coin to hide' }));
    const hidden = await patch(p.id, { active: false });
    expect(hidden.statusCode).toBe(200);
    expect(await publicIds()).not.toContain(p.id);
    expect((await app.inject(`/api/catalogue/products/${p.id}`)).statusCode).toBe(404);
    // the console still lists it
    const consoleList = await app.inject({
      url: '/api/admin/catalogue/products?pageSize=100',
      headers,
    });
    expect(consoleList.json().items).toContainEqual(
      expect.objectContaining({ id: p.id, active: false }),
    );
    const shown = await patch(p.id, { active: true });
    expect(shown.statusCode).toBe(200);
    expect(await publicIds()).toContain(p.id);
    expect((await auditOf(p.id)).map((r) => r.action)).toEqual([
      'catalogue.product.create',
      'catalogue.product.hide',
      'catalogue.product.show',
    ]);
  });

  it('an uploaded image is stored through the image pipeline and audited once', async () => {
    const p = await create(coin());
    const body = await pngUpload();
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/catalogue/products/${p.id}/images`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const img = res.json();
    expect(img.variants.map((v: { width: number }) => v.width)).toEqual([80, 80, 80]);
    const served = await app.inject(img.variants[0].url);
    expect(served.headers['content-type']).toBe('image/webp');
    const rows = await auditOf(p.id);
    expect(rows.map((r) => r.action)).toEqual([
      'catalogue.product.create',
      'catalogue.product.image-add',
    ]);
    expect(rows[1]!.after).toMatchObject({ imageId: img.id, sourceType: 'png' });
  });

  it('refuses bad fields with messages that name the limit, and writes nothing', async () => {
    const before = await app.deps.db.$count(auditLog);
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/products',
      headers,
      payload: coin({ weightMg: 0, makingBp: 10_001, referralCommissionBp: -1, title: ' ' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      weightMg: 'Weight must be between 0.001 g and 10,000 g',
      makingBp: 'Making charge must be between 0% and 100%, at most 2 decimals',
      referralCommissionBp: 'Referral commission must be between 0% and 100%, at most 2 decimals',
      title: 'Title is required',
    });
    const p = await create(coin());
    const dup = await patch(p.id, { sku: (await create(coin())).sku });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields.sku).toBe('A product with this SKU already exists.');
    // the two products added above, nothing for the refusals
    expect(await app.deps.db.$count(auditLog)).toBe(before + 2);
  });

  it('a coin is offered for Ants and at the Gold Smith only once marked convertible, whatever its title', async () => {
    // the title the referral store once looked for: not enough by itself
    const p = await create(coin({ title: '24K Lakshmi 0.500 gram coin', weightMg: 500 }));
    expect(p.convertible).toBe(false);
    const saver = await createSignedInUser(app);
    await app.deps.db.transaction((tx) =>
      creditGold(tx, {
        type: 'adjustment',
        reference: `test:${saver.user.id}`,
        idempotencyKey: randomUUID(),
        userId: saver.user.id,
        goldE8: 100_000_000,
        vaultLimitE8: null,
        from: 'op:gold:adjustments',
      }),
    );
    const offered = async () => {
      const [store, smith] = await Promise.all([
        app.inject({ url: '/api/referral-store', headers: saver.headers }),
        app.inject({ url: '/api/gold-smith', headers: saver.headers }),
      ]);
      const ids = (r: typeof store) =>
        (r.json() as { coins: { productId: string }[] }).coins.map((c) => c.productId);
      return { store: ids(store), smith: ids(smith) };
    };
    const convert = () =>
      app.inject({
        method: 'POST',
        url: '/api/gold-smith/orders',
        headers: saver.headers,
        payload: { productId: p.id, idempotencyKey: randomUUID().replace(/-/g, '') },
      });
    expect(await offered()).toEqual({
      store: expect.not.arrayContaining([p.id]),
      smith: expect.not.arrayContaining([p.id]),
    });
    const refused = await convert();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'This coin is not on sale. Please choose one of the coins shown.',
    );

    // the operator marks it: offered in both, and the Gold Smith makes it from saved gold
    const marked = await patch(p.id, { convertible: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ convertible: true });
    expect((await auditOf(p.id)).at(-1)).toMatchObject({
      action: 'catalogue.product.edit',
      before: { convertible: false },
      after: { convertible: true },
    });
    expect(await offered()).toEqual({
      store: expect.arrayContaining([p.id]),
      smith: expect.arrayContaining([p.id]),
    });
    expect((await convert()).statusCode).toBe(201);

    // a coin of any title, marked when added, is offered too; unmarked, it leaves both
    const five = await create(coin({ title: 'Ganesha five', weightMg: 5000, convertible: true }));
    expect((await offered()).smith).toContain(five.id);
    expect((await patch(five.id, { convertible: false })).statusCode).toBe(200);
    expect(await offered()).toEqual({
      store: expect.not.arrayContaining([five.id]),
      smith: expect.not.arrayContaining([five.id]),
    });
  });

  it('only a gold coin can be marked convertible; a refusal writes nothing', async () => {
    const message =
      'Only a Gold Coin can be sold in the referral store and made at the Gold Smith.';
    const before = await app.deps.db.$count(auditLog);
    const nugget = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/products',
      headers,
      payload: coin({ catalogue: 'Gold Nuggets', convertible: true }),
    });
    expect(nugget.statusCode).toBe(400);
    expect(nugget.json().error.fields).toEqual({ convertible: message });
    const p = await create(coin({ convertible: true }));
    const moved = await patch(p.id, { catalogue: 'Gold Nuggets' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.fields).toEqual({ convertible: message });
    expect((await patch(p.id, { catalogue: 'Gold Nuggets', convertible: false })).statusCode).toBe(
      200,
    );
    // the coin added and its one edit; nothing for the refusals
    expect(await app.deps.db.$count(auditLog)).toBe(before + 2);
  });

  it("previews a customer's price by the store's own rule: the same as the store shows", async () => {
    const p = await create(coin({ weightMg: 1234, makingBp: 1075 }));
    const preview = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/price-preview',
      headers,
      payload: { weightMg: 1234, makingBp: 1075 },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const store = (await app.inject(`/api/catalogue/products/${p.id}`)).json() as Product;
    expect(preview.json().price).toEqual(store.price);
    // and what the customer is quoted for one in the bag
    const bag = await app.inject({
      url: `/api/store/price?productId=${p.id}&quantity=1`,
      headers: customer.headers,
    });
    expect(bag.json().totals.unitPaise).toBe(preview.json().price.totalPaise);
  });

  it('hiding a product keeps its orders: the buyer still sees it and the operator can verify it', async () => {
    const nugget = await create(
      coin({ title: 'Gold nugget 0.5 g', catalogue: 'Gold Nuggets', weightMg: 500 }),
    );
    const q = await app.inject({
      method: 'POST',
      url: '/api/store/quotes',
      headers: customer.headers,
      payload: { productId: nugget.id, quantity: 1, mode: 'pickup' },
    });
    expect(q.statusCode, q.body).toBe(201);
    const utr = String(randomInt(100_000, 999_999)) + String(randomInt(100_000, 999_999));
    const placed = await app.inject({
      method: 'POST',
      url: '/api/store/direct-orders',
      headers: customer.headers,
      payload: { idempotencyKey: randomUUID().replace(/-/g, ''), quoteId: q.json().id, utr },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderId } = placed.json();

    expect((await patch(nugget.id, { active: false })).statusCode).toBe(200);

    const seen = await app.inject({
      url: `/api/store/orders/${orderId}`,
      headers: customer.headers,
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({ title: 'Gold nugget 0.5 g', state: 'PAYMENT_SUBMITTED' });
    const verified = await app.inject({
      method: 'POST',
      url: `/api/admin/store/orders/${orderId}/utr/verify`,
      headers,
      payload: {},
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ state: 'PAID' });
  });
});
