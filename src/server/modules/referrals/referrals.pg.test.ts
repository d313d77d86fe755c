import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../../tests/helpers/factories';
import { DEMO_PRODUCTS } from '../catalogue/demo/products';
import { createProduct } from '../catalogue/service';
import { orders } from '../orders/tables';
import { recordPrice } from '../prices/service';
import { checkLedgerIntegrity, creditAnts, creditGold, getBalances } from '../wallet/service';

// Races that only PostgreSQL shows (PGlite has one connection): 50 purchases of one user at
// once, each on its own pooled connection, with a balance that covers exactly two.
const PRICE = 765000; // Rs 7,650.00 per gram: the 0.200 g coin is 1,765 Ants
const ANTS_0200 = 176_500;
const G_0200 = 20_000_000;
const PARALLEL = 50;
const key = () => randomUUID().replace(/-/g, '');

const app = await buildTestApp({ env: { ORDER_RATE_LIMIT_PER_MINUTE: '100000' } });
await recordPrice(app.deps.db, PRICE, 'test', new Date());
const { art: _art, ...coin0200 } = DEMO_PRODUCTS.find((p) => p.sku === 'GC-0200')!;
const coin = await createProduct(app.deps, app.deps.db, coin0200);

const ordersOf = (userId: string) =>
  app.deps.db.select().from(orders).where(eq(orders.userId, userId));

describe('parallel purchases of one user', () => {
  it('50 referral-store purchases at once with Ants for two (and 123 Ants over): exactly two succeed', async () => {
    const { user, headers } = await createSignedInUser(app);
    await app.deps.db.transaction((tx) =>
      creditAnts(tx, {
        type: 'adjustment',
        reference: 'test',
        idempotencyKey: key(),
        userId: user.id,
        antsCenti: 2 * ANTS_0200 + 12_300,
        from: 'op:ants:adjustments',
      }),
    );
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        app.inject({
          method: 'POST',
          url: '/api/referral-store/orders',
          headers,
          payload: { productId: coin.id, idempotencyKey: key() },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    for (const r of results.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json().error.message).toBe('Insufficient ants for this purchase.');
    }
    expect(await ordersOf(user.id)).toHaveLength(2);
    expect((await getBalances(app.deps.db, user.id)).antsCenti).toBe(12_300);
    expect((await checkLedgerIntegrity(app.deps.db)).balanceMismatches).toEqual([]);
  });

  it('50 Gold Smith conversions at once with gold for two (and 0.05 g over): exactly two succeed', async () => {
    const { user, headers } = await createSignedInUser(app);
    await app.deps.db.transaction((tx) =>
      creditGold(tx, {
        type: 'adjustment',
        reference: 'test',
        idempotencyKey: key(),
        userId: user.id,
        goldE8: 2 * G_0200 + 5_000_000,
        vaultLimitE8: null,
        from: 'op:gold:adjustments',
      }),
    );
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        app.inject({
          method: 'POST',
          url: '/api/gold-smith/orders',
          headers,
          payload: { productId: coin.id, idempotencyKey: key() },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    for (const r of results.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json().error.message).toBe('Insufficient gold grams to make the purchase.');
    }
    expect(await ordersOf(user.id)).toHaveLength(2);
    expect((await getBalances(app.deps.db, user.id)).goldE8).toBe(5_000_000);
    expect((await checkLedgerIntegrity(app.deps.db)).balanceMismatches).toEqual([]);
  });

  it('the same click sent 50 times at once: one order, one deduction', async () => {
    const { user, headers } = await createSignedInUser(app);
    await app.deps.db.transaction((tx) =>
      creditAnts(tx, {
        type: 'adjustment',
        reference: 'test',
        idempotencyKey: key(),
        userId: user.id,
        antsCenti: 5 * ANTS_0200,
        from: 'op:ants:adjustments',
      }),
    );
    const k = key();
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        app.inject({
          method: 'POST',
          url: '/api/referral-store/orders',
          headers,
          payload: { productId: coin.id, idempotencyKey: k },
        }),
      ),
    );
    const stored = await ordersOf(user.id);
    expect(stored).toHaveLength(1);
    for (const r of results) {
      expect(r.statusCode, r.body).toBe(201);
      expect(r.json().orderId).toBe(stored[0]!.id);
    }
    expect((await getBalances(app.deps.db, user.id)).antsCenti).toBe(4 * ANTS_0200);
    // one store order, one timeline event, one mail
    const order = (await app.inject({ url: `/api/store/orders/${stored[0]!.id}`, headers })).json();
    expect(order.events).toHaveLength(1);
  });
});
