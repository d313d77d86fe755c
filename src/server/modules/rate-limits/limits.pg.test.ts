import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase } from '../../../../tests/helpers/build-app';
import { createSignedInUser, createUser } from '../../../../tests/helpers/factories';
import { recordPrice } from '../prices/service';

// Two app instances on the SAME PostgreSQL database, as behind a load balancer: one person's
// orders and sign-in attempts count against one budget whichever instance answers.
describe('two instances share the order and sign-in limits', async () => {
  const database = await openTestDatabase();
  afterAll(() => database.close());
  const env = { ORDER_RATE_LIMIT_PER_MINUTE: '20', AUTH_RATE_LIMIT_PER_MINUTE: '10' };
  const a = await buildTestApp({ database, env });
  const b = await buildTestApp({ database, env, gatewayApp: a });
  await recordPrice(a.deps.db, 765000, 'test', new Date());

  it('25 orders sent at once to both instances from 3 addresses: 20 are taken', async () => {
    const { headers } = await createSignedInUser(a);
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        (i % 2 ? b : a).inject({
          method: 'POST',
          url: '/api/digital-gold/orders',
          headers,
          remoteAddress: `203.0.113.${(i % 3) + 1}`,
          payload: { amountPaise: 10000, idempotencyKey: randomUUID().replace(/-/g, '') },
        }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(20);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
  });

  it('sign-in guesses sent at once to both instances, by email and by phone, share one budget', async () => {
    const user = await createUser(a);
    const guess = (i: number, address: string) =>
      (i % 2 ? b : a).inject({
        method: 'POST',
        url: '/api/auth/signin',
        remoteAddress: address,
        payload: { login: i % 2 ? user.phone : user.email, password: 'Wrong@2024' },
      });
    // 30 guesses from 3 addresses at once: the account's 10, then at most the one try each
    // address that had not failed yet is allowed (sign-in.ts); every other guess waits
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => guess(i, `198.18.0.${(i % 3) + 1}`)),
    );
    const wrong = burst.filter((r) => r.statusCode === 401).length;
    expect(wrong).toBeGreaterThanOrEqual(10);
    expect(wrong).toBeLessThanOrEqual(13);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(30 - wrong);
    // those addresses have failed: held on either instance, by either identifier
    const again = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) => guess(i, `198.18.0.${(i % 3) + 1}`)),
    );
    expect(again.map((r) => r.statusCode)).toEqual([429, 429, 429, 429, 429, 429]);
    // a fresh address gets exactly one try, however many it sends at once
    const fresh = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => guess(i, '198.18.1.9')));
    expect(fresh.filter((r) => r.statusCode === 401)).toHaveLength(1);
    expect(fresh.filter((r) => r.statusCode === 429)).toHaveLength(5);
  });
});
