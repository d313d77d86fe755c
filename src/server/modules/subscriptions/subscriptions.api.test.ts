import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, testClock } from '../../../../tests/helpers/build-app';
import { createSignedInUser, createUser } from '../../../../tests/helpers/factories';
import {
  postCallback,
  sandboxControl,
  withheldCallbacks,
} from '../../../../tests/helpers/payments';
import { ist, key, planDriver } from '../../../../tests/helpers/plans';
import { paymentGateway } from '../payments/service';
import { recordPrice } from '../prices/service';
import { getBalances } from '../wallet/service';
import { plans } from './tables';

const PRICE = 765000; // Rs 7,650.00 per gram
const HOUR = 3_600_000;

describe('UPI Autopay plans through the sandbox', async () => {
  // 24 Nov 2026, 11:00 in India: a peak hour
  const clock = testClock(ist('2026-11-24T11:00:00'));
  // no test here makes the gateway slow: a generous limit, so that an answer slowed by a loaded
  // machine is not taken for an outage (the timeouts are tested with the sandbox's timeout knob,
  // which answers only after the limit, in autopay-gateway.api.test.ts)
  const app = await buildTestApp({ clock, env: { PHONEPE_TIMEOUT_MS: '10000' } });
  await recordPrice(app.deps.db, PRICE, 'test', clock.now());
  const d = planDriver(app, PRICE);
  const referrer = await createUser(app);
  const { user, headers } = await createSignedInUser(app, {
    referrerUserId: referrer.id,
    referralSignup: referrer.email,
  });
  const other = await createSignedInUser(app);

  it('a daily plan from step 1 to its first debit: notice, 24 h, non-peak, credit, invoice, receipt', async () => {
    // step 1: the same click twice is one plan
    const k = key();
    const first = await d.create(headers, 'DAILY', 5000, k);
    expect(first.statusCode, first.body).toBe(201);
    const again = await d.create(headers, 'DAILY', 5000, k);
    expect(again.json().insert_id).toBe(first.json().insert_id);
    const { insert_id: insertId, subscriptionId } = first.json();
    expect(first.json()).toMatchObject({
      status: 'success',
      subscriptionId: expect.stringMatching(/^OMS/),
    });

    // step 2 and 3
    const verified = await d.verify(headers, insertId, 'asha.saver@ybl');
    expect(verified.json()).toMatchObject({ status: 'success', next_step: 'submit-auth-req' });
    const auth = await d.authorize(headers, insertId, 'asha.saver@ybl');
    expect(auth.json()).toMatchObject({
      status: 'success',
      message:
        'UPI request initiated successfully. Please check your UPI app for further instructions.',
    });
    expect((await d.status(headers, insertId)).json()).toMatchObject({ status: 'PENDING' });

    // the user approves in the UPI app: the verified AUTH callback and the status API activate it
    expect((await d.upiAuth(auth.json().transactionId, 'approve')).statusCode).toBe(303);
    expect((await d.status(headers, insertId)).json()).toMatchObject({
      status: 'SUCCESS',
      planState: 'ACTIVE',
    });
    expect(await d.mails(user.email, 'plan-active')).toHaveLength(1);

    // cycle 1 is 25 Nov; the notice goes out now, the debit may run from 25 Nov 13:01 IST
    await d.job();
    let p = await d.plan(headers, insertId);
    expect(p.debits).toMatchObject([{ cycle: 1, state: 'NOTIFIED' }]);
    expect(p.plan).toMatchObject({ nextDebitDate: '2026-11-25', nextDebitSkippable: true });
    const mtid = p.debits[0]!.merchantTransactionId;
    const notice = await d.mails(user.email, 'plan-debit-notice');
    expect(notice).toHaveLength(1);
    expect(notice[0]!.subject).toBe('₹50.00 will be debited for your gold plan on 25 Nov 2026');

    // 24 h later it is 25 Nov 11:00: peak hours, nothing runs
    await d.advance(24 * HOUR);
    await d.job();
    expect((await d.plan(headers, insertId)).debits[0]!.state).toBe('NOTIFIED');
    expect(await d.executeCalls(mtid)).toBe(0);

    // 13:05 IST: non-peak, executed once at the price of the moment
    await d.advance(2 * HOUR + 5 * 60_000);
    await recordPrice(app.deps.db, 800000, 'test', clock.now()); // Rs 8,000 per gram now
    await d.job();
    p = await d.plan(headers, insertId);
    expect(p.debits[0]!.state).toBe('PROCESSING');
    expect(await d.executeCalls(mtid)).toBe(1);

    // PROCESSING is never executed again, however often the job runs and whatever the time
    await d.advance(30 * HOUR);
    await d.job();
    await d.job();
    expect(await d.executeCalls(mtid)).toBe(1);
    expect((await d.plan(headers, insertId)).debits[0]!.state).toBe('PROCESSING');

    // the bank completes it (the callback is withheld to replay it below)
    await sandboxControl(app, { next: 'no-callback' });
    expect((await d.upiDebit(mtid, 'approve')).statusCode).toBe(303);
    const cb = (await withheldCallbacks(app)).find((c) => c.reference === mtid)!;
    // a forged callback is refused and changes nothing
    const forged = await postCallback(app, { 'x-verify': `${'0'.repeat(64)}###1` }, cb.body);
    expect(forged.statusCode).toBe(401);
    expect((await getBalances(app.deps.db, user.id)).goldE8).toBe(0);
    // the real one, three times: credited once
    for (let i = 0; i < 3; i++)
      expect((await postCallback(app, cb.headers, cb.body)).statusCode).toBe(200);

    // 0.65 x 50 / 8000 g = 0.00406250 g at the debit-time price
    const goldE8 = 406250;
    expect(await getBalances(app.deps.db, user.id)).toMatchObject({ goldE8, inrPaidPaise: 5000 });
    expect((await getBalances(app.deps.db, referrer.id)).antsCenti).toBe(50); // 1% of Rs 50
    p = await d.plan(headers, insertId);
    expect(p.debits[0]).toMatchObject({ state: 'SUCCESS', goldE8 });
    expect(p.plan).toMatchObject({ debitsMade: 1, goldE8Saved: goldE8, state: 'ACTIVE' });

    // the Rule-46 invoice of the debit, its receipt, and the history rows under both chips
    const inv = await app.inject({ url: `/api/invoices/${mtid}`, headers });
    expect(inv.statusCode, inv.body).toBe(200);
    expect(inv.json()).toMatchObject({
      totalPaise: 5000,
      invoiceNo: expect.stringMatching(/^GS\//),
    });
    // one mail for the debit, with its invoice number and the grievance officer the privacy
    // policy names (spec 9: the post-debit notice)
    const receipt = await d.mails(user.email, 'plan-debit-receipt');
    expect(receipt).toHaveLength(1);
    expect(receipt[0]!.subject).toBe('Gold plan debit received: ₹50.00 for 24K gold');
    expect(receipt[0]!.text).toContain(`Your tax invoice is ${inv.json().invoiceNo as string}.`);
    const c = app.deps.config;
    expect(receipt[0]!.text).toContain(
      `write to our grievance officer, ${c.OPERATOR_FOUNDER}, at ${c.OPERATOR_FOUNDER_EMAIL}.`,
    );
    const txns = await app.inject({ url: '/api/history?type=SubscriptionTransactions', headers });
    expect(txns.json().items).toMatchObject([
      {
        type: 'SubscriptionTransactions',
        amountPaise: 5000,
        goldE8,
        status: 'SUCCESS',
        invoiceTransactionId: mtid,
      },
    ]);
    const subs = await app.inject({ url: '/api/history?type=Subscription', headers });
    expect(subs.json().items).toMatchObject([
      { type: 'Subscription', planType: 'Daily', subscriptionId, status: 'ACTIVE' },
    ]);
    // the job went on with the next cycles, each notified once the date before it has begun (26
    // Nov 19:05 now: cycle 3 of 27 Nov is out, cycle 4 waits for 27 Nov); cycle 1 has one debit only
    await d.job();
    expect((await d.plan(headers, insertId)).debits.map((x) => x.cycle)).toEqual([1, 2, 3]);
  });

  it("another user's plan is 404 at every step; a non-preset amount is refused", async () => {
    // an owner of its own: its active plan and mails are not another test's
    const { headers } = await createSignedInUser(app);
    const { insertId } = await d.activePlan(headers, 'WEEKLY', 10000);
    const h = other.headers;
    expect((await d.verify(h, insertId, 'x.y@ybl')).statusCode).toBe(404);
    expect((await d.authorize(h, insertId, 'x.y@ybl')).statusCode).toBe(404);
    expect((await d.status(h, insertId)).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/plans/${insertId}`, headers: h })).statusCode).toBe(404);
    expect((await d.post(`/api/plans/${insertId}/cancel`, h)).statusCode).toBe(404);
    expect((await d.post(`/api/plans/${insertId}/skip-next`, h)).statusCode).toBe(404);

    const odd = await d.create(headers, 'DAILY', 4500);
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error.message).toBe(
      'Please choose one of the plan amounts: ₹20, ₹50, ₹100, ₹200, ₹500.',
    );
    // a weekly preset is not a monthly one
    expect((await d.create(headers, 'MONTHLY', 10000)).statusCode).toBe(400);
    // a UPI ID is checked on the server too
    const bad = await d.verify(headers, insertId, 'not a upi');
    expect(bad.statusCode).toBe(400);
  });

  it('a UPI ID the gateway does not know is refused with a clear message', async () => {
    // a user of its own: the daily plan's user has that plan alone
    const { headers } = await createSignedInUser(app);
    const created = await d.create(headers, 'MONTHLY', 100000);
    const res = await d.verify(headers, created.json().insert_id, 'failing.user@ybl');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'This UPI ID does not exist. Please check it and try again.',
    );
  });
});

// each test builds its app: more time than the project's default on a busy machine
describe('plan management and the rules of debits', { timeout: 120_000 }, () => {
  /**
   * An app, clock and price of the test alone: each test moves the clock by days and runs the
   * debit job, which would otherwise take up another test's plans.
   */
  async function setup() {
    const clock = testClock(ist('2026-11-24T11:00:00'));
    // a generous limit: a slow answer on a loaded machine must not look like an outage here
    const app = await buildTestApp({ clock, env: { PHONEPE_TIMEOUT_MS: '10000' }, perTest: true });
    await recordPrice(app.deps.db, PRICE, 'test', clock.now());
    const d = planDriver(app, PRICE);

    /** the job has notified the plan's cycle n; returns that debit */
    async function notified(headers: Record<string, string>, insertId: string, n: number) {
      await d.job();
      const debit = (await d.plan(headers, insertId)).debits.find((x) => x.cycle === n)!;
      expect(debit.state).toBe('NOTIFIED');
      return debit.merchantTransactionId;
    }
    const stateOf = async (headers: Record<string, string>, insertId: string, n: number) =>
      (await d.plan(headers, insertId)).debits.find((x) => x.cycle === n)?.state;

    async function toNextDayAfternoon() {
      const now = clock.now();
      const ind = new Date(now.getTime() + 330 * 60_000);
      const next = ist(
        `${new Date(Date.UTC(ind.getUTCFullYear(), ind.getUTCMonth(), ind.getUTCDate() + 1)).toISOString().slice(0, 10)}T13:05:00`,
      );
      await d.advance(next.getTime() - now.getTime());
    }

    async function msidOf(insertId: string) {
      const [r] = await app.deps.db.select().from(plans).where(eq(plans.id, insertId));
      return r!.merchantSubscriptionId;
    }
    return { app, d, notified, stateOf, toNextDayAfternoon, msidOf };
  }

  it('three failed debits in a row pause the plan and tell the user; each failure skips its cycle', async () => {
    const { app, d, notified, stateOf, toNextDayAfternoon } = await setup();
    const { user, headers } = await createSignedInUser(app);
    const { insertId } = await d.activePlan(headers);
    for (let n = 1; n <= 3; n++) {
      const mtid = await notified(headers, insertId, n);
      await toNextDayAfternoon();
      await d.job();
      expect(await stateOf(headers, insertId, n)).toBe('PROCESSING');
      await d.upiDebit(mtid, 'reject');
      expect(await stateOf(headers, insertId, n)).toBe('FAILED');
    }
    const p = await d.plan(headers, insertId);
    expect(p.plan).toMatchObject({
      state: 'HALTED',
      stateReason: 'Paused after three debits in a row did not go through.',
      canResume: true,
    });
    expect(p.debits.slice(0, 3).map((x) => x.state)).toEqual(['FAILED', 'FAILED', 'FAILED']);
    // the cycles notified ahead are dropped, not charged
    expect(p.debits.length).toBeGreaterThan(3);
    for (const x of p.debits.slice(3))
      expect([x.state, x.reason]).toEqual(['SKIPPED', 'PLAN_STOPPED']);
    // one mail per failed debit (the third is the pause's), each naming the grievance officer
    const failed = await d.mails(user.email, 'plan-debit-failed');
    expect(failed).toHaveLength(2);
    for (const m of failed)
      expect(m.text).toContain(
        `our grievance officer, ${app.deps.config.OPERATOR_FOUNDER}, at ${app.deps.config.OPERATOR_FOUNDER_EMAIL}.`,
      );
    expect(await d.mails(user.email, 'plan-paused')).toHaveLength(1);
    // no further notices while paused
    await d.advance(48 * HOUR);
    await d.job();
    expect((await d.plan(headers, insertId)).debits).toHaveLength(p.debits.length);
    expect((await getBalances(app.deps.db, user.id)).goldE8).toBe(0);
  });

  it('cancel: the notified debit is not charged, the mandate is cancelled, the paid term ends the plan', async () => {
    const { app, d, notified, stateOf, toNextDayAfternoon, msidOf } = await setup();
    const { user, headers } = await createSignedInUser(app);
    const { insertId } = await d.activePlan(headers);
    const first = await notified(headers, insertId, 1);
    await toNextDayAfternoon();
    await d.job();
    await d.upiDebit(first, 'approve');
    expect(await stateOf(headers, insertId, 1)).toBe('SUCCESS');
    // cycle 2 is notified
    expect(await stateOf(headers, insertId, 2)).toBe('NOTIFIED');

    const res = await d.post(`/api/plans/${insertId}/cancel`, headers);
    expect(res.statusCode, res.body).toBe(200);
    const p2 = await d.plan(headers, insertId);
    expect(p2.plan.state).toBe('CANCELLED');
    expect(p2.debits.find((x) => x.cycle === 2)).toMatchObject({
      state: 'SKIPPED',
      reason: 'PLAN_STOPPED',
    });
    // the paid term (cycle 1's date) ends when the next cycle's date begins
    const cycle2 = p2.debits.find((x) => x.cycle === 2)!;
    expect(p2.plan.activeUntil).toBe(ist(`${cycle2.date}T00:00:00`).toISOString());
    const mandate = await paymentGateway(app.deps).getSubscriptionStatus(await msidOf(insertId));
    expect(mandate.state).toBe('CANCELLED');
    expect(await d.mails(user.email, 'plan-cancelled')).toHaveLength(1);
    await toNextDayAfternoon();
    await d.job();
    await d.job();
    expect(await d.executeCalls(cycle2.merchantTransactionId)).toBe(0);
    // nothing new after the cancellation; what was notified ahead is dropped
    expect((await d.plan(headers, insertId)).debits).toHaveLength(p2.debits.length);
    for (const x of p2.debits.slice(1)) expect(x.state).toBe('SKIPPED');
    // a second cancel is refused
    expect((await d.post(`/api/plans/${insertId}/cancel`, headers)).statusCode).toBe(409);
  });

  it('revoke and pause in the UPI app show on the plan', async () => {
    const { app, d } = await setup();
    const { headers } = await createSignedInUser(app);
    const { insertId, subscriptionId } = await d.activePlan(headers);
    await d.upiMandate(subscriptionId, 'pause');
    expect((await d.plan(headers, insertId)).plan).toMatchObject({
      state: 'PAUSED',
      stateReason: 'Paused in your UPI app.',
    });
    await d.upiMandate(subscriptionId, 'unpause');
    expect((await d.plan(headers, insertId)).plan.state).toBe('ACTIVE');
    await d.job();
    await d.upiMandate(subscriptionId, 'revoke');
    const p = await d.plan(headers, insertId);
    expect(p.plan).toMatchObject({
      state: 'REVOKED',
      stateReason: 'The mandate was revoked in your UPI app.',
    });
    // the notified debit is dropped, not charged
    expect(p.debits.at(-1)).toMatchObject({ state: 'SKIPPED', reason: 'PLAN_STOPPED' });
  });

  it('the user may skip the next notified debit; it is not charged and the plan goes on', async () => {
    const { app, d, notified, toNextDayAfternoon } = await setup();
    const { headers } = await createSignedInUser(app);
    const { insertId } = await d.activePlan(headers);
    expect((await d.post(`/api/plans/${insertId}/skip-next`, headers)).statusCode).toBe(409);
    await notified(headers, insertId, 1);
    const res = await d.post(`/api/plans/${insertId}/skip-next`, headers);
    expect(res.json().message).toBe('The next debit is skipped. No money will be taken for it.');
    const p = await d.plan(headers, insertId);
    expect(p.debits[0]).toMatchObject({ cycle: 1, state: 'SKIPPED', reason: 'SKIPPED_BY_USER' });
    await toNextDayAfternoon();
    await d.job();
    expect(await d.executeCalls(p.debits[0]!.merchantTransactionId)).toBe(0);
    expect((await d.plan(headers, insertId)).plan.state).toBe('ACTIVE');
  });
});
