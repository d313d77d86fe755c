import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, testClock } from '../../../../tests/helpers/build-app';
import { createSignedInUser, createUser } from '../../../../tests/helpers/factories';
import {
  postCallback,
  sandboxControl,
  withheldCallbacks,
} from '../../../../tests/helpers/payments';
import { ist, planDriver } from '../../../../tests/helpers/plans';
import { isNonPeak, nextNonPeak } from '../../../shared/rules/autopay';
import { webhookAuthorization } from '../payments/phonepe-v2-protocol';
import { paymentGateway } from '../payments/service';
import { recordPrice } from '../prices/service';
import { getBalances } from '../wallet/service';

const PRICE = 765000; // Rs 7,650.00 per gram
const HOUR = 3_600_000;

/**
 * An app at 24 Nov 2026, 11:00 in India (a peak hour) with a saver who was referred. The daily plan's
 * walk through has one of its own: it counts the gateway's calls and starts at that hour, which the
 * other tests (moving the clock, setting plans up) would change.
 */
async function setup(perTest = false) {
  const clock = testClock(ist('2026-11-24T11:00:00'));
  const app = await buildTestApp({
    clock,
    // a generous limit: a slow answer on a loaded machine must not look like an outage here
    env: { PHONEPE_API_VERSION: 'v2', PHONEPE_TIMEOUT_MS: '10000' },
    perTest,
  });
  await recordPrice(app.deps.db, PRICE, 'test', clock.now());
  const d = planDriver(app, PRICE);
  const referrer = await createUser(app);
  const { user, headers } = await createSignedInUser(app, {
    referrerUserId: referrer.id,
    referralSignup: referrer.email,
  });
  const gw = paymentGateway(app.deps);

  const gatewayCalls = async (operation: string) => {
    const r = (await app.deps.db.execute(
      sql`select count(*)::int as n from gateway_log where operation = ${operation} and direction = 'out'`,
    )) as unknown as { rows: { n: number }[] };
    return r.rows[0]!.n;
  };
  const delivered = async (reference: string) => {
    const res = await app.inject('/sandbox/phonepe/_control');
    return (res.json().delivered as { reference: string; httpStatus?: number }[]).filter(
      (c) => c.reference === reference,
    );
  };

  /** moves the clock past the debit's first executable moment (24 h after its notice), non-peak */
  async function toExecutable(merchantTransactionId: string) {
    const r = (await app.deps.db.execute(
      sql`select executable_from as "from" from plan_debits where merchant_transaction_id = ${merchantTransactionId}`,
    )) as unknown as { rows: { from: string | Date }[] };
    const from = new Date(r.rows[0]!.from).getTime();
    let now = clock.now().getTime();
    if (from > now) await d.advance(from - now + 60_000);
    now = clock.now().getTime();
    if (!isNonPeak(clock.now())) await d.advance(nextNonPeak(clock.now()).getTime() - now + 60_000);
  }
  return { clock, app, d, referrer, user, headers, gw, gatewayCalls, delivered, toExecutable };
}

/**
 * The same plans on PhonePe v2: the subscriptions module runs unchanged (createSubscription names
 * the mandate, setupMandate sends the one set-up order), webhooks instead of v1 callbacks. Runs on
 * PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
describe('UPI Autopay plans on PhonePe v2 through the sandbox', async () => {
  const { app, d, headers, gw, delivered, toExecutable } = await setup();

  // an app of its own, built in the test: more time than the project's default
  it(
    'a daily plan: one set-up order, a wrongly signed approval webhook, notice, 24 h, non-peak, forged, duplicate and late debit webhooks, credited once',
    { timeout: 120_000 },
    async () => {
      const { clock, app, d, referrer, user, headers, gw, gatewayCalls, delivered, toExecutable } =
        await setup(true);
      expect(gw.name).toBe('phonepe-v2');
      // step 1: the plan is named with our id; v2 has no create call
      const created = await d.create(headers, 'DAILY', 5000);
      expect(created.statusCode, created.body).toBe(201);
      const { insert_id: insertId, subscriptionId } = created.json();
      expect(subscriptionId).toMatch(/^MSUB/);
      expect(await gatewayCalls('subscription-setup')).toBe(0);

      // step 2 (a UPI ID's form only, v2 has no lookup) and step 3: the set-up order
      const verified = await d.verify(headers, insertId, 'asha.saver@ybl');
      expect(verified.json()).toMatchObject({ status: 'success', next_step: 'submit-auth-req' });
      const auth = await d.authorize(headers, insertId, 'asha.saver@ybl');
      expect(auth.statusCode, auth.body).toBe(200);
      const authRequestId = auth.json().transactionId as string;
      expect(await gatewayCalls('subscription-setup')).toBe(1);
      expect(await gw.getSubscriptionStatus(subscriptionId)).toMatchObject({
        state: 'CREATED',
        transition: 'ACTIVATION',
      });
      expect((await d.status(headers, insertId)).json()).toMatchObject({ status: 'PENDING' });

      // the approval's webhook comes with a wrong password: refused (401), the plan is not moved by it
      await sandboxControl(app, { next: 'bad-signature-callback' });
      expect((await d.upiAuth(authRequestId, 'approve')).statusCode).toBe(303);
      expect((await delivered(authRequestId)).map((c) => c.httpStatus)).toEqual([401]);
      expect((await d.plan(headers, insertId)).plan.state).toBe('AUTH_PENDING');
      // a forged webhook naming the set-up order is refused too
      const forgedAuth = await postCallback(
        app,
        { authorization: webhookAuthorization('goldsave_hook', 'Guessed2026') },
        {
          event: 'subscription.setup.order.completed',
          payload: { merchantOrderId: authRequestId },
        },
      );
      expect(forgedAuth.statusCode).toBe(401);
      // StatusCheck asks the status API, which says the set-up order completed
      expect((await d.status(headers, insertId)).json()).toMatchObject({
        status: 'SUCCESS',
        planState: 'ACTIVE',
      });
      expect(await d.mails(user.email, 'plan-active')).toHaveLength(1);

      // cycle 1 is 25 Nov; the notice goes out now, the debit may run from 25 Nov 13:01 IST
      await d.job();
      let p = await d.plan(headers, insertId);
      expect(p.debits).toMatchObject([{ cycle: 1, state: 'NOTIFIED' }]);
      const mtid = p.debits[0]!.merchantTransactionId;
      expect(await d.mails(user.email, 'plan-debit-notice')).toHaveLength(1);

      // 24 h later it is 25 Nov 11:00: peak hours, nothing runs
      await d.advance(24 * HOUR);
      await d.job();
      expect((await d.plan(headers, insertId)).debits[0]!.state).toBe('NOTIFIED');
      expect(await d.executeCalls(mtid)).toBe(0);

      // 13:05 IST: non-peak, redeemed once at the price of the moment
      await d.advance(2 * HOUR + 5 * 60_000);
      await recordPrice(app.deps.db, 800000, 'test', clock.now());
      await d.job();
      expect((await d.plan(headers, insertId)).debits[0]!.state).toBe('PROCESSING');
      expect(await d.executeCalls(mtid)).toBe(1);
      // PROCESSING is never redeemed again
      await d.advance(30 * HOUR);
      await d.job();
      await d.job();
      expect(await d.executeCalls(mtid)).toBe(1);

      // the bank completes it; its two webhooks (the attempt's, the order's) are withheld to replay
      await sandboxControl(app, { next: 'no-callback', times: 2 });
      expect((await d.upiDebit(mtid, 'approve')).statusCode).toBe(303);
      const withheld = (await withheldCallbacks(app)).filter((c) => c.reference === mtid);
      expect(withheld.map((c) => (c.body as { event: string }).event)).toEqual([
        'subscription.redemption.transaction.completed',
        'subscription.redemption.order.completed',
      ]);
      const cb = withheld[1]!;
      expect(cb.body).toMatchObject({ event: 'subscription.redemption.order.completed' });
      // forged: a guessed password, or no Authorization at all
      const forged = await postCallback(
        app,
        { authorization: webhookAuthorization('goldsave_hook', 'Guessed2026') },
        cb.body,
      );
      expect(forged.statusCode).toBe(401);
      expect((await postCallback(app, {}, cb.body)).statusCode).toBe(401);
      expect((await getBalances(app.deps.db, user.id)).goldE8).toBe(0);
      // the real one, three times: credited once
      for (let i = 0; i < 3; i++)
        expect((await postCallback(app, cb.headers, cb.body)).statusCode).toBe(200);

      // 0.65 x 50 / 8000 g = 0.00406250 g at the debit-time price
      const goldE8 = 406250;
      expect(await getBalances(app.deps.db, user.id)).toMatchObject({ goldE8, inrPaidPaise: 5000 });
      expect((await getBalances(app.deps.db, referrer.id)).antsCenti).toBe(50);
      p = await d.plan(headers, insertId);
      expect(p.debits[0]).toMatchObject({ state: 'SUCCESS' });
      expect(p.plan).toMatchObject({ debitsMade: 1, goldE8Saved: goldE8, state: 'ACTIVE' });
      const inv = await app.inject({ url: `/api/invoices/${mtid}`, headers });
      expect(inv.statusCode, inv.body).toBe(200);
      expect(inv.json()).toMatchObject({ totalPaise: 5000 });
      const receipt = await d.mails(user.email, 'plan-debit-receipt');
      expect(receipt).toHaveLength(1);
      expect(receipt[0]!.text).toContain(`Your tax invoice is ${inv.json().invoiceNo as string}.`);
      expect(receipt[0]!.text).toContain(
        `our grievance officer, ${app.deps.config.OPERATOR_FOUNDER}, at ${app.deps.config.OPERATOR_FOUNDER_EMAIL}.`,
      );

      // the next cycle: its webhook arrives twice at once, then its late replay; still one credit
      await d.job();
      const next = (await d.plan(headers, insertId)).debits.find(
        (x) => x.state === 'NOTIFIED' && x.cycle > 1,
      )!;
      await toExecutable(next.merchantTransactionId);
      await recordPrice(app.deps.db, 800000, 'test', clock.now());
      await d.job();
      expect(await d.executeCalls(next.merchantTransactionId)).toBe(1);
      await sandboxControl(app, { next: 'duplicate-callback' });
      await d.upiDebit(next.merchantTransactionId, 'approve');
      expect(
        (await delivered(next.merchantTransactionId)).filter((c) =>
          String(c.httpStatus).startsWith('2'),
        ).length,
      ).toBeGreaterThanOrEqual(2);
      expect((await getBalances(app.deps.db, user.id)).goldE8).toBe(2 * goldE8);
      expect((await d.plan(headers, insertId)).plan).toMatchObject({ debitsMade: 2 });
    },
  );

  it('a late debit webhook after the status check settled it credits nothing more; a declined debit fails its cycle', async () => {
    const { user: saver, headers: h } = await createSignedInUser(app);
    const { insertId } = await d.activePlan(h, 'DAILY', 2000);
    await d.job();
    const first = (await d.plan(h, insertId)).debits.find((x) => x.state === 'NOTIFIED')!;
    await toExecutable(first.merchantTransactionId);
    await d.job();
    expect(await d.executeCalls(first.merchantTransactionId)).toBe(1);
    // the bank completes it, its webhook comes late: the job's status check settles it first
    await sandboxControl(app, { next: 'late-callback', delayMs: 600_000, times: 2 });
    await d.upiDebit(first.merchantTransactionId, 'approve');
    expect((await d.plan(h, insertId)).debits.find((x) => x.cycle === first.cycle)!.state).toBe(
      'PROCESSING',
    );
    await d.advance(2 * HOUR);
    await d.job();
    const credited = (await getBalances(app.deps.db, saver.id)).goldE8;
    expect(credited).toBeGreaterThan(0);
    expect((await d.plan(h, insertId)).debits.find((x) => x.cycle === first.cycle)!.state).toBe(
      'SUCCESS',
    );
    await sandboxControl(app, { action: 'flush' });
    expect((await delivered(first.merchantTransactionId)).at(-1)?.httpStatus).toBe(200);
    expect((await getBalances(app.deps.db, saver.id)).goldE8).toBe(credited);
    expect((await d.plan(h, insertId)).plan.debitsMade).toBe(1);

    // the next one is declined at the bank: failed, nothing credited, the plan goes on
    await d.job();
    const second = (await d.plan(h, insertId)).debits.find(
      (x) => x.state === 'NOTIFIED' && x.cycle > first.cycle,
    )!;
    await toExecutable(second.merchantTransactionId);
    await d.job();
    await d.upiDebit(second.merchantTransactionId, 'reject');
    const p = await d.plan(h, insertId);
    expect(p.debits.find((x) => x.cycle === second.cycle)!.state).toBe('FAILED');
    expect(p.plan).toMatchObject({ state: 'ACTIVE', debitsMade: 1 });
    expect((await getBalances(app.deps.db, saver.id)).goldE8).toBe(credited);
  });

  it('a QR set-up opens the UPI app on its request; a revoke there stops the plan; cancel cancels the mandate', async () => {
    const { headers: h } = await createSignedInUser(app);
    const created = await d.create(h, 'WEEKLY', 10000);
    const { insert_id: insertId, subscriptionId } = created.json();
    const upi = 'qr.saver@ybl';
    expect((await d.verify(h, insertId, upi)).statusCode).toBe(200);
    const auth = await d.post(`/api/plans/${insertId}/authorize`, h, { method: 'QR' });
    expect(auth.statusCode, auth.body).toBe(200);
    const { transactionId, approveUrl } = auth.json();
    // the QR carries the intent, which names its request (no UPI ID: the scanning app has one)
    expect(approveUrl).toMatch(new RegExp(`/sandbox/phonepe/upi-app\\?request=${transactionId}$`));
    // the status page learns how the approval was asked for and of which UPI ID
    expect((await d.status(h, insertId)).json()).toMatchObject({
      status: 'PENDING',
      setupMode: 'QR',
      vpa: upi,
      transactionId,
    });
    // the sandbox's UPI app of that UPI ID shows the request only when opened on it
    const inbox = (query: string) =>
      app.inject({ url: `/sandbox/phonepe/upi-app?${query}` }).then((r) => r.body);
    const q = `vpa=${encodeURIComponent(upi)}`;
    expect(await inbox(q)).toContain('Autopay mandates to approve');
    expect(await inbox(q)).not.toContain(`upi-app/auth/${transactionId}`);
    expect(await inbox(`${q}&request=${transactionId}`)).toContain(`upi-app/auth/${transactionId}`);
    // approved there, the mandate is that UPI ID's
    const approved = await app.inject({
      method: 'POST',
      url: `/sandbox/phonepe/upi-app/auth/${transactionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ decision: 'approve', vpa: upi }).toString(),
    });
    expect(approved.statusCode).toBe(303);
    expect((await d.plan(h, insertId)).plan.state).toBe('ACTIVE');
    expect(await inbox(q)).toContain(`upi-app/mandate/`);

    // the UPI app addresses the mandate by PhonePe's own id
    const phonePeId = (await gw.getSubscriptionStatus(subscriptionId)).subscriptionId!;
    await d.upiMandate(phonePeId, 'revoke');
    expect((await d.plan(h, insertId)).plan).toMatchObject({
      state: 'REVOKED',
      stateReason: 'The mandate was revoked in your UPI app.',
    });

    // another plan, cancelled by the user: the mandate's cancel is sent and completes
    const other = await d.activePlan(h, 'MONTHLY', 100000);
    expect((await d.status(h, other.insertId)).json()).toMatchObject({
      status: 'SUCCESS',
      setupMode: 'COLLECT',
      vpa: 'asha.saver@ybl',
    });
    const res = await d.post(`/api/plans/${other.insertId}/cancel`, h);
    expect(res.statusCode, res.body).toBe(200);
    await sandboxControl(app, { action: 'complete-cancellations' });
    expect((await gw.getSubscriptionStatus(other.subscriptionId)).state).toBe('CANCELLED');
    expect((await d.plan(h, other.insertId)).plan.state).toBe('CANCELLED');
  });

  it('a second request for a pending mandate that PhonePe refuses leaves the first one to approve', async () => {
    const { headers: h } = await createSignedInUser(app);
    const { insert_id: insertId } = (await d.create(h, 'DAILY', 2000)).json();
    const first = await d.post(`/api/plans/${insertId}/authorize`, h, { method: 'QR' });
    expect(first.statusCode, first.body).toBe(200);
    // v2 sets a mandate up once: a second set-up order for it is refused
    const second = await d.post(`/api/plans/${insertId}/authorize`, h, { method: 'QR' });
    expect(second.statusCode).not.toBe(200);
    // the user approves the first request: its webhook finds the plan and activates it
    expect((await d.upiAuth(first.json().transactionId, 'approve')).statusCode).toBe(303);
    expect((await d.plan(h, insertId)).plan.state).toBe('ACTIVE');
  });

  it("a collect set-up to a UPI ID PhonePe does not know is refused with the UPI message; another user's plan is 404", async () => {
    const created = await d.create(headers, 'MONTHLY', 100000);
    const insertId = created.json().insert_id;
    const res = await d.authorize(headers, insertId, 'failing.user@ybl');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'This UPI ID does not exist. Please check it and try again.',
    );
    const other = await createSignedInUser(app);
    expect((await d.authorize(other.headers, insertId, 'x.y@ybl')).statusCode).toBe(404);
  });
});
