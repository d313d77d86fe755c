import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../../tests/helpers/factories';
import { orders } from '../orders/tables';
import { recordPrice } from '../prices/service';
import { utrClaims } from './tables';

// Races that only PostgreSQL can show (PGlite has a single connection): each request runs on its
// own pooled connection.
const PARALLEL = 8;
const key = () => randomUUID().replace(/-/g, '');

const app = await buildTestApp({ env: { ORDER_RATE_LIMIT_PER_MINUTE: '1000' } });
await recordPrice(app.deps.db, 765_000, 'test', new Date());
const admin = await createSignedInUser(app, { role: 'admin' });
const nugget = await app.inject({
  method: 'POST',
  url: '/api/catalogue/products',
  headers: admin.headers,
  payload: {
    sku: 'NUG-RACE',
    title: 'Gold nugget 0.5 g',
    catalogue: 'Gold Nuggets',
    weightMg: 500,
    makingBp: 200,
    referralCommissionBp: 0,
    description: '',
    hsnCode: '7108',
    purity: '24K 999',
  },
});
const nuggetId = nugget.json().id as string;

describe('direct payments at the same moment', () => {
  it('one UTR sent for 8 orders of different buyers at once is accepted for one', async () => {
    const buyers = await Promise.all(
      Array.from({ length: PARALLEL }, () => createSignedInUser(app)),
    );
    const quotes = await Promise.all(
      buyers.map(async (b) => {
        const q = await app.inject({
          method: 'POST',
          url: '/api/store/quotes',
          headers: b.headers,
          payload: { productId: nuggetId, quantity: 1, mode: 'pickup' },
        });
        expect(q.statusCode, q.body).toBe(201);
        return q.json().id as string;
      }),
    );
    const utr = '512345678901';
    const results = await Promise.all(
      buyers.map((b, i) =>
        app.inject({
          method: 'POST',
          url: '/api/store/direct-orders',
          headers: b.headers,
          payload: { quoteId: quotes[i], utr, idempotencyKey: key() },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(PARALLEL - 1);
    const stored = await app.deps.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.userId,
          buyers.map((b) => b.user.id),
        ),
      );
    expect(stored).toHaveLength(1);
    const claims = await app.deps.db.select().from(utrClaims).where(eq(utrClaims.utr, utr));
    expect(claims).toEqual([expect.objectContaining({ orderId: stored[0]!.id })]);
  });

  it('the same click sent 8 times at once makes one order', async () => {
    const b = await createSignedInUser(app);
    const q = await app.inject({
      method: 'POST',
      url: '/api/store/quotes',
      headers: b.headers,
      payload: { productId: nuggetId, quantity: 1, mode: 'pickup' },
    });
    const k = key();
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        app.inject({
          method: 'POST',
          url: '/api/store/direct-orders',
          headers: b.headers,
          payload: { quoteId: q.json().id, utr: '612345678901', idempotencyKey: k },
        }),
      ),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const stored = await app.deps.db.select().from(orders).where(eq(orders.userId, b.user.id));
    expect(stored).toHaveLength(1);
  });
});
