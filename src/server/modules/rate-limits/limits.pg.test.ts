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

  it('sign-in guesses by email on one instance and by phone on the other share one budget', async () => {
    const user = await createUser(a);
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        (i % 2 ? b : a).inject({
          method: 'POST',
          url: '/api/auth/signin',
          remoteAddress: `198.18.0.${i + 1}`,
          payload: { login: i % 2 ? user.phone : user.email, password: 'Wrong@2024' },
        }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(4);
  });
});
