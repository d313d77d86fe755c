import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../../tests/helpers/factories';
import { orders } from '../orders/tables';
import { recordPrice } from '../prices/service';

// Races that only PostgreSQL can show (PGlite has a single connection): parallel quick buys of
// one user, each request on its own pooled connection.
const PRICE = 765000; // Rs 7,650.00 per gram: Rs 10,000 buys 0.84967320 g
const PARALLEL = 10;
const key = () => randomUUID().replace(/-/g, '');

const app = await buildTestApp({ env: { ORDER_RATE_LIMIT_PER_MINUTE: '1000' } });
await recordPrice(app.deps.db, PRICE, 'test', new Date());

const buy = (headers: Record<string, string>, amountPaise: number, idempotencyKey = key()) =>
  app.inject({
    method: 'POST',
    url: '/api/digital-gold/orders',
    headers,
    payload: { amountPaise, idempotencyKey },
  });
const ordersOf = (userId: string) =>
  app.deps.db.select().from(orders).where(eq(orders.userId, userId));

describe('parallel quick buys of one user', () => {
  it('10 buys of Rs 10,000 at once, room in the vault for one: one order, 9 refused before payment', async () => {
    const { user, headers } = await createSignedInUser(app);
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () => buy(headers, 1_000_000)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(PARALLEL - 1);
    for (const r of refused) {
      expect(r.statusCode).toBe(422);
      expect(r.json().error.code).toBe('VAULT_LIMIT');
    }
    const stored = await ordersOf(user.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.goldE8).toBe(84_967_320);
  });

  it('the same click sent 10 times at once: one order and one payment', async () => {
    const { user, headers } = await createSignedInUser(app);
    const k = key();
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () => buy(headers, 10_000, k)),
    );
    const stored = await ordersOf(user.id);
    expect(stored).toHaveLength(1);
    const answered = results.filter((r) => r.statusCode === 201 || r.statusCode === 200);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    for (const r of answered) {
      expect(r.json().merchantTransactionId).toBe(stored[0]!.merchantTransactionId);
    }
    for (const r of results.filter((x) => !answered.includes(x))) {
      expect(r.json().error.code).toBe('PAYMENT_PENDING');
    }
  });
});
