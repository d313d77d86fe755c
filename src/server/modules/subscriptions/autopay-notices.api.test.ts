import { describe, expect, it } from 'vitest';
import { buildTestApp, testClock } from '../../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../../tests/helpers/factories';
import { ist, planDriver } from '../../../../tests/helpers/plans';
import { recordPrice } from '../prices/service';

const PRICE = 765000; // Rs 7,650.00 per gram
const HOUR = 3_600_000;

// The pre-debit notice and the receipt, on both PhonePe generations.
describe.each(['v1', 'v2'] as const)('Autopay notices on %s', { timeout: 120_000 }, (version) => {
  async function setup(at: string) {
    const clock = testClock(ist(at));
    const app = await buildTestApp({
      clock,
      env: { PHONEPE_API_VERSION: version, PHONEPE_TIMEOUT_MS: '10000' },
      perTest: true,
    });
    await recordPrice(app.deps.db, PRICE, 'test', clock.now());
    return { app, clock, d: planDriver(app, PRICE) };
  }

  it('a daily plan approved in the afternoon gets one notice per debit, a day apart', async () => {
    // 24 Nov 14:00 IST: cycle 1 (25 Nov) is 10 h away and cycle 2 (26 Nov) 34 h away
    const { app, d } = await setup('2026-11-24T14:00:00');
    const { user, headers } = await createSignedInUser(app);
    const { insertId } = await d.activePlan(headers, 'DAILY', 5000);
    // the job runs every 30 s: a few rounds within the minute
    for (let i = 0; i < 3; i++) {
      await d.job();
      await d.advance(20_000);
    }
    expect((await d.plan(headers, insertId)).debits.map((x) => x.cycle)).toEqual([1]);
    const first = await d.mails(user.email, 'plan-debit-notice');
    expect(first.map((m) => m.subject)).toEqual([
      '₹50.00 will be debited for your gold plan on 25 Nov 2026',
    ]);

    // cycle 2's notice goes out once cycle 1's date has begun: one more mail, for 26 Nov
    await d.advance(10 * HOUR);
    await d.job();
    await d.job();
    const notices = await d.mails(user.email, 'plan-debit-notice');
    expect(notices.map((m) => m.subject)).toEqual([
      '₹50.00 will be debited for your gold plan on 25 Nov 2026',
      '₹50.00 will be debited for your gold plan on 26 Nov 2026',
    ]);
    expect((await d.plan(headers, insertId)).debits.map((x) => x.cycle)).toEqual([1, 2]);
  });
});
