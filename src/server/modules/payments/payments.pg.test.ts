import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase, testClock } from '../../../../tests/helpers/build-app';
import { createUser } from '../../../../tests/helpers/factories';
import {
  choose,
  postCallback,
  registerTestPurpose,
  sandboxControl,
  withheldCallbacks,
} from '../../../../tests/helpers/payments';
import { findPayment, gatewayLogOf } from './service';

// Two app instances on the SAME PostgreSQL database, as behind a load balancer. Instance B's
// gateway calls go to instance A's sandbox (one PhonePe for both).
describe('two app instances sharing PostgreSQL', async () => {
  const database = await openTestDatabase();
  // registered first, so it runs after both apps have closed
  afterAll(() => database.close());
  const clock = testClock();
  const a = await buildTestApp({ database, clock });
  const b = await buildTestApp({ database, clock, gatewayApp: a });
  const purposeA = await registerTestPurpose(a);
  await registerTestPurpose(b);
  const user = await createUser(a);

  it('the same callback arriving at both instances at once credits once', async () => {
    for (let round = 0; round < 5; round++) {
      await sandboxControl(a, { next: 'no-callback' });
      const started = await purposeA.start(user.id);
      await choose(a, started.payPageUrl, 'pay');
      const cb = (await withheldCallbacks(a)).find(
        (c) => c.reference === started.merchantTransactionId,
      )!;
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => [
          postCallback(a, cb.headers, cb.body),
          postCallback(b, cb.headers, cb.body),
        ]).flat(),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
      const p = (await findPayment(a.deps, started.merchantTransactionId))!;
      expect(p.state).toBe('SUCCESS');
      expect(await purposeA.records(p.id)).toEqual(['credit']);
    }
  });

  it('both instances reconciling at once: each due payment is checked by one of them and credited once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      const started = await purposeA.start(user.id);
      await choose(a, started.payPageUrl, 'pending');
      await sandboxControl(a, {
        action: 'resolve',
        merchantTransactionId: started.merchantTransactionId,
        outcome: 'SUCCESS',
      });
      ids.push(started.merchantTransactionId);
    }
    clock.advance(21_000);
    await Promise.all([
      a.deps.jobs.runNow('payments-reconcile'),
      b.deps.jobs.runNow('payments-reconcile'),
      a.deps.jobs.runNow('payments-reconcile'),
      b.deps.jobs.runNow('payments-reconcile'),
    ]);
    for (const id of ids) {
      const p = (await findPayment(a.deps, id))!;
      expect(p.state).toBe('SUCCESS');
      expect(await purposeA.records(p.id)).toEqual(['credit']);
      const checks = (await gatewayLogOf(a.deps, p.id)).filter((e) => e.operation === 'status');
      expect(checks).toHaveLength(1);
    }
  });
});
