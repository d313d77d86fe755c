import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../tests/helpers/build-app';
import { createSignedInUser, createUser } from '../../../../tests/helpers/factories';
import { recordPrice } from '../prices/service';

const ADDRESSES = ['203.0.113.7', '198.51.100.23', '192.0.2.44'];

describe('limits per person, whatever the address', async () => {
  const app = await buildTestApp({
    env: { ORDER_RATE_LIMIT_PER_MINUTE: '20', AUTH_RATE_LIMIT_PER_MINUTE: '10' },
  });
  await recordPrice(app.deps.db, 765000, 'test', new Date());

  it('25 orders from one signed-in user across 3 addresses stop at 20', async () => {
    const { headers } = await createSignedInUser(app);
    const codes: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/digital-gold/orders',
        headers,
        remoteAddress: ADDRESSES[i % 3],
        payload: { amountPaise: 10000, idempotencyKey: randomUUID().replace(/-/g, '') },
      });
      codes.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json().error.code).toBe('RATE_LIMITED');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(codes.filter((c) => c === 201)).toHaveLength(20);
    expect(codes.slice(20)).toEqual([429, 429, 429, 429, 429]);
    // another user is not held back by the first one's orders
    const other = await createSignedInUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/digital-gold/orders',
      headers: other.headers,
      remoteAddress: ADDRESSES[0],
      payload: { amountPaise: 10000, idempotencyKey: randomUUID().replace(/-/g, '') },
    });
    expect(res.statusCode).toBe(201);
  });

  it('store orders, direct payments and plans share that per-user budget, from any address', async () => {
    const admin = await createSignedInUser(app, { role: 'admin' });
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/products',
      headers: admin.headers,
      payload: {
        sku: `LIM-${randomUUID().slice(0, 8)}`,
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
    const { headers } = await createSignedInUser(app);
    const placeFrom = async (who: Record<string, string>, remoteAddress: string) => {
      const quote = await app.inject({
        method: 'POST',
        url: '/api/store/quotes',
        headers: who,
        remoteAddress,
        payload: { productId, quantity: 1, mode: 'delivery' },
      });
      expect(quote.statusCode, quote.body).toBe(201);
      return app.inject({
        method: 'POST',
        url: '/api/store/orders',
        headers: who,
        remoteAddress,
        payload: {
          firstName: 'Asha',
          lastName: 'Reddy',
          phone: '9876543210',
          street: '12-2-345, Road No. 3',
          city: 'Hyderabad',
          pinCode: '500034',
          quoteId: quote.json().id,
          idempotencyKey: randomUUID().replace(/-/g, ''),
        },
      });
    };
    const codes: number[] = [];
    for (let i = 0; i < 22; i++)
      codes.push((await placeFrom(headers, ADDRESSES[i % 3]!)).statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(20);
    expect(codes.slice(20)).toEqual([429, 429]);
    // the same budget: a direct payment and a new plan are orders too
    const direct = await app.inject({
      method: 'POST',
      url: '/api/store/direct-orders',
      headers,
      remoteAddress: ADDRESSES[1],
      payload: {
        quoteId: 'qte_any',
        utr: '123456789012',
        idempotencyKey: randomUUID().replace(/-/g, ''),
      },
    });
    expect(direct.statusCode).toBe(429);
    const plan = await app.inject({
      method: 'POST',
      url: '/api/plans',
      headers,
      remoteAddress: ADDRESSES[2],
      payload: {
        frequency: 'DAILY',
        amountPaise: 10000,
        idempotencyKey: randomUUID().replace(/-/g, ''),
      },
    });
    expect(plan.statusCode).toBe(429);
    expect(plan.json().error.message).toBe(
      'Too many orders in a minute. Please wait a minute and try again.',
    );
    // another buyer at the same address is not held back
    const other = await createSignedInUser(app);
    expect((await placeFrom(other.headers, ADDRESSES[0]!)).statusCode).toBe(201);
  });

  it("an account's email and phone share one sign-in failure budget, from any address", async () => {
    const user = await createUser(app);
    const logins = [user.email, user.phone, `+91 ${user.phone}`, user.email.toUpperCase()];
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        remoteAddress: `198.18.0.${i + 1}`,
        payload: { login: logins[i % logins.length], password: 'Wrong@2024' },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual(Array(10).fill(401));
    // locked for every address that failed, whichever spelling it uses now
    for (const [i, login] of logins.entries()) {
      const again = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        remoteAddress: `198.18.0.${i + 1}`,
        payload: { login, password: 'Gold@2024' },
      });
      expect(again.statusCode, login).toBe(429);
    }
    // the owner, from an address that has not failed, is let in
    const owner = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: '198.18.1.1',
      payload: { login: user.phone, password: 'Gold@2024' },
    });
    expect(owner.statusCode).toBe(200);
  });

  it('sign-up answers the same for a taken email, and is limited per account and per address', async () => {
    const user = await createUser(app);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: `198.18.2.${i + 1}`,
        payload: {
          firstName: 'Asha',
          lastName: 'Reddy',
          email: user.email,
          phone: `8${String(i).padStart(9, '0')}`,
          password: 'Gold@2024',
          address: 'Hyderabad 500034',
        },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(202));
    expect(codes[10]).toBe(429);
    // one address probing many emails is held by the per-address budget
    const probe = [];
    for (let i = 0; i < 11; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        remoteAddress: '198.18.3.1',
        payload: { login: `nobody${i}@example.in`, password: 'Wrong@2024' },
      });
      probe.push(res.statusCode);
    }
    expect(probe.at(-1)).toBe(429);
  });
});
