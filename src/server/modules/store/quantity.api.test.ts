import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../../tests/helpers/factories';
import { recordPrice } from '../prices/service';
import { storeQuotes } from './tables';

describe('a store quantity', async () => {
  const app = await buildTestApp();
  await recordPrice(app.deps.db, 765_000, 'test', new Date());
  const admin = await createSignedInUser(app, { role: 'admin' });
  const created = await app.inject({
    method: 'POST',
    url: '/api/admin/catalogue/products',
    headers: admin.headers,
    payload: {
      sku: 'S-QTY-1',
      title: '24K 1 gram coin',
      catalogue: 'Gold Coin',
      weightMg: 1000,
      makingBp: 850,
      referralCommissionBp: 0,
      description: '',
      hsnCode: '7108',
      purity: '24K 999.9',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const productId = created.json().id as string;
  const buyer = await createSignedInUser(app);
  const quote = (quantity: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/store/quotes',
      headers: buyer.headers,
      payload: { productId, quantity, mode: 'delivery' },
    });

  it('is refused when sent as a string or a fraction, as every other number, and nothing is held', async () => {
    // the other test of this file holds a quote: count from what is there, in any order
    const held = await app.deps.db.$count(storeQuotes);
    for (const quantity of ['2', '2.0', 1.5, true, null, '']) {
      const res = await quote(quantity);
      expect(res.statusCode, JSON.stringify(quantity)).toBe(400);
      expect(res.json().error.fields.quantity).toBe(
        'Please choose a quantity as a whole number of items.',
      );
    }
    expect(await app.deps.db.$count(storeQuotes)).toBe(held);
  });

  it('is taken as a whole number, and as digits in the price query', async () => {
    const res = await quote(2);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().totals.quantity).toBe(2);
    const price = await app.inject({
      url: `/api/store/price?productId=${productId}&quantity=2`,
      headers: buyer.headers,
    });
    expect(price.statusCode, price.body).toBe(200);
    const fraction = await app.inject({
      url: `/api/store/price?productId=${productId}&quantity=1.5`,
    });
    expect(fraction.statusCode).toBe(400);
  });
});
