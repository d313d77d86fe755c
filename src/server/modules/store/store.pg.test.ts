import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../../tests/helpers/factories';
import { orders } from '../orders/tables';
import { recordPrice } from '../prices/service';
import { ledgerEntries, ledgerPostings } from '../wallet/tables';
import { checkLedgerIntegrity, debitAnts, getBalances } from '../wallet/service';
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
  url: '/api/admin/catalogue/products',
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

describe('a refund while the cashback is being spent', () => {
  it('takes back only what is still held: the Ants never go below zero, nothing is lost', async () => {
    const { user, headers } = await createSignedInUser(app);
    const q = await app.inject({
      method: 'POST',
      url: '/api/store/quotes',
      headers,
      payload: { productId: nuggetId, quantity: 1, mode: 'pickup' },
    });
    const placed = await app.inject({
      method: 'POST',
      url: '/api/store/direct-orders',
      headers,
      payload: {
        quoteId: q.json().id,
        utr: '7' + String(Date.now()).slice(-11),
        idempotencyKey: key(),
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orderId as string;
    const post = (path: string, payload: Record<string, unknown> = {}) =>
      app.inject({ method: 'POST', url: path, headers: admin.headers, payload });
    expect((await post(`/api/admin/store/orders/${orderId}/utr/verify`)).statusCode).toBe(200);
    // 10% of Rs 4,018.55
    const CASHBACK = 40_185;
    expect((await getBalances(app.deps.db, user.id)).antsCenti).toBe(CASHBACK);

    // the refund and 8 spends of 50 Ants each, at once
    const SPEND = 5_000;
    const spend = () =>
      app.deps.db
        .transaction((tx) =>
          debitAnts(tx, {
            type: 'referral_store_order',
            reference: 'test:race',
            idempotencyKey: key(),
            userId: user.id,
            antsCenti: SPEND,
          }),
        )
        .then(
          () => true,
          () => false,
        );
    const [refund, ...spent] = await Promise.all([
      post(`/api/admin/store/orders/${orderId}/state`, { to: 'REFUNDED' }),
      ...Array.from({ length: PARALLEL }, spend),
    ]);
    expect(refund.statusCode, refund.body).toBe(200);
    const spentCenti = spent.filter(Boolean).length * SPEND;
    const [reversal] = await app.deps.db
      .select({ amount: ledgerEntries.amountMinor })
      .from(ledgerEntries)
      .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
      .where(eq(ledgerPostings.idempotencyKey, `order:${orderId}:cashback:reversed`))
      .orderBy(ledgerEntries.amountMinor);
    const takenCenti = -(reversal?.amount ?? 0);
    // whatever the order: every Ant of the cashback was either spent or taken back
    expect(spentCenti + takenCenti).toBe(CASHBACK);
    expect((await getBalances(app.deps.db, user.id)).antsCenti).toBe(0);
    expect((await checkLedgerIntegrity(app.deps.db)).balanceMismatches).toEqual([]);
  });
});
