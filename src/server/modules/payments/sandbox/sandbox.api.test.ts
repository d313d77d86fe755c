import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, testClock } from '../../../../../tests/helpers/build-app';
import { choose } from '../../../../../tests/helpers/payments';
import type { GatewayCallback } from '../gateway';
import { createPhonePeV1Gateway } from '../phonepe';
import { payloadJson, signGet, signPost, toBase64 } from '../phonepe-protocol';
import {
  callbackUrl,
  newMerchantTransactionId,
  onMandateCallback,
  paymentGateway,
} from '../service';

// 08:30 IST: inside PhonePe's Autopay debit hours (21:31-09:59, 13:01-16:59 IST)
const START = new Date('2026-03-04T03:00:00Z');
const MID = 'GOLDSAVESANDBOX';
const SALT = '6f0c7f3e-5b1a-4d2e-9c8b-sandbox00001';
const BASE = 'http://localhost:3000/sandbox/phonepe';
const HOUR = 3_600_000;

describe('the PhonePe adapter against the sandbox', async () => {
  const clock = testClock(START);
  const app = await buildTestApp({ clock });
  const gw = paymentGateway(app.deps);
  const events: GatewayCallback[] = [];
  onMandateCallback(app.deps, async (e) => {
    events.push(e);
  });
  const id = (prefix = 'MTID') => newMerchantTransactionId(prefix, clock.now());
  const adapterWith = (saltKey: string, saltIndex = 1) =>
    createPhonePeV1Gateway({
      baseUrl: BASE,
      merchantId: MID,
      saltKey,
      saltIndex,
      // the app's own limit: a machine busy building the app is not taken for a slow gateway
      timeoutMs: app.deps.config.PHONEPE_TIMEOUT_MS,
      mode: 'sandbox',
      fetch: app.deps.fetch,
    });
  const signedPost = (path: string, payload: Record<string, unknown>, xVerify?: string) => {
    const b64 = toBase64(payloadJson(payload));
    return app.inject({
      method: 'POST',
      url: `/sandbox/phonepe${path}`,
      headers: {
        'content-type': 'application/json',
        'x-verify': xVerify ?? signPost(b64, path, SALT, 1),
      },
      payload: JSON.stringify({ request: b64 }),
    });
  };
  const payPayload = (over: Record<string, unknown> = {}) => ({
    merchantId: MID,
    merchantTransactionId: id(),
    merchantUserId: 'MU123',
    amount: 10000,
    redirectUrl: 'http://localhost:3000/after-payment',
    redirectMode: 'REDIRECT',
    callbackUrl: callbackUrl(app.deps),
    paymentInstrument: { type: 'PAY_PAGE' },
    ...over,
  });
  const newPayment = async (amountPaise = 10000) => {
    const merchantTransactionId = id();
    const { payPageUrl } = await gw.createPayment({
      merchantTransactionId,
      amountPaise,
      merchantUserId: 'MU123',
      redirectUrl: 'http://localhost:3000/after-payment',
      callbackUrl: callbackUrl(app.deps),
    });
    return { merchantTransactionId, payPageUrl };
  };

  describe('signatures and request rules', () => {
    it('answers a wrong X-VERIFY with AUTHORIZATION_FAILED, on POST and GET', async () => {
      const forged = adapterWith('not-the-salt');
      await expect(
        forged.createPayment({
          merchantTransactionId: id(),
          amountPaise: 10000,
          merchantUserId: 'MU123',
          redirectUrl: 'http://localhost:3000/x',
          callbackUrl: 'http://localhost:3000/y',
        }),
      ).rejects.toMatchObject({
        kind: 'rejected',
        code: 'AUTHORIZATION_FAILED',
        details: { httpStatus: 401 },
      });
      await expect(forged.getPaymentStatus('MTID1')).rejects.toMatchObject({
        code: 'AUTHORIZATION_FAILED',
      });
      await expect(adapterWith(SALT, 2).getSubscriptionStatus('MSUB1')).rejects.toMatchObject({
        code: 'AUTHORIZATION_FAILED',
      });
    });

    it('refuses checksums over the JSON, over the host-prefixed path, or for another merchant', async () => {
      const p = payPayload();
      const json = payloadJson(p);
      const overJson = await signedPost('/pg/v1/pay', p, signPost(json, '/pg/v1/pay', SALT, 1));
      expect(overJson.statusCode).toBe(401);
      expect(overJson.json()).toMatchObject({ success: false, code: 'AUTHORIZATION_FAILED' });
      const withHost = await signedPost(
        '/pg/v1/pay',
        p,
        signPost(toBase64(json), '/sandbox/phonepe/pg/v1/pay', SALT, 1),
      );
      expect(withHost.statusCode).toBe(401);
      const other = await signedPost('/pg/v1/pay', payPayload({ merchantId: 'SOMEONEELSE' }));
      expect(other.statusCode).toBe(401);
      const upper = toBase64(json);
      const [hex] = signPost(upper, '/pg/v1/pay', SALT, 1).split('###');
      const ok = await signedPost('/pg/v1/pay', p, `${hex!.toUpperCase()}###1`);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ success: true, code: 'PAYMENT_INITIATED' });
    });

    it('enforces the minimum amount, the id rules and unique ids', async () => {
      const bad = async (over: Record<string, unknown>) => {
        const res = await signedPost('/pg/v1/pay', payPayload(over));
        expect(res.statusCode, JSON.stringify(over)).toBe(400);
        expect(res.json().code).toBe('BAD_REQUEST');
      };
      await bad({ amount: 99 });
      await bad({ amount: 100.5 });
      await bad({ merchantTransactionId: 'M'.repeat(35) });
      await bad({ merchantTransactionId: 'MT 1' });
      await bad({ merchantUserId: 'asha@example.in' });
      await bad({ paymentInstrument: { type: 'CARD' } });
      expect(
        (
          await signedPost(
            '/pg/v1/pay',
            payPayload({ amount: 100, merchantTransactionId: 'M'.repeat(34) }),
          )
        ).statusCode,
      ).toBe(200);
      const dup = payPayload();
      expect((await signedPost('/pg/v1/pay', dup)).statusCode).toBe(200);
      expect((await signedPost('/pg/v1/pay', dup)).json().message).toMatch(/Duplicate/);
      const garbage = await app.inject({
        method: 'POST',
        url: '/sandbox/phonepe/pg/v1/pay',
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      });
      expect(garbage.statusCode).toBe(400);
      expect(garbage.json().code).toBe('BAD_REQUEST');
    });

    it("sends browsers and callbacks only to the merchant's own site or this machine", async () => {
      // anyone can sign with the sandbox's salt: the app must not redirect or post elsewhere for them
      for (const over of [
        { redirectUrl: 'https://phish.example/login' },
        { callbackUrl: 'http://10.0.0.5/admin' },
        { callbackUrl: 'http://169.254.169.254/latest/meta-data' },
      ]) {
        const res = await signedPost('/pg/v1/pay', payPayload(over));
        expect(res.statusCode, JSON.stringify(over)).toBe(400);
        expect(res.json().message).toBe(
          "redirect and callback URLs must be on the merchant's own site",
        );
      }
      for (const over of [
        { redirectUrl: `${app.deps.config.publicUrl}/after-payment` },
        { callbackUrl: 'http://127.0.0.1:4812/api/payments/phonepe/callback' },
      ]) {
        expect((await signedPost('/pg/v1/pay', payPayload(over))).statusCode).toBe(200);
      }
    });

    it('needs X-MERCHANT-ID on the status API and answers unknown ids TRANSACTION_NOT_FOUND', async () => {
      const path = `/pg/v1/status/${MID}/MTIDUNKNOWN`;
      const without = await app.inject({
        url: `/sandbox/phonepe${path}`,
        headers: { 'x-verify': signGet(path, SALT, 1) },
      });
      expect(without.statusCode).toBe(400);
      const status = await gw.getPaymentStatus('MTIDUNKNOWN');
      expect(status).toMatchObject({
        state: 'PENDING',
        code: 'TRANSACTION_NOT_FOUND',
        notFound: true,
      });
    });
  });

  describe('one-off payments', () => {
    it('shows merchant, amount and order on the pay page; Pay completes it with a UTR', async () => {
      const { merchantTransactionId, payPageUrl } = await newPayment(10000000);
      expect((await gw.getPaymentStatus(merchantTransactionId)).state).toBe('PENDING');
      const { page, returnUrl } = await choose(app, payPageUrl, 'pay');
      expect(page).toContain('<h1 id="merchant">GoldSave</h1>');
      expect(page).toContain('₹1,00,000.00');
      expect(page).toContain(merchantTransactionId);
      for (const name of ['Pay', 'Decline', 'Leave pending'])
        expect(page).toContain(`>${name}</button>`);
      expect(page).not.toContain('<script');
      expect(returnUrl).toBe('http://localhost:3000/after-payment');
      const s = await gw.getPaymentStatus(merchantTransactionId);
      expect(s).toMatchObject({ state: 'SUCCESS', code: 'PAYMENT_SUCCESS', amountPaise: 10000000 });
      expect(s.utr).toMatch(/^\d{12}$/);
      // reloading the page shows it is done
      const again = await app.inject(new URL(payPageUrl).pathname + new URL(payPageUrl).search);
      expect(again.body).toContain('This payment is already complete');
    });

    it('a pay page nobody answers fails when it expires', async () => {
      const { merchantTransactionId } = await newPayment();
      clock.advance(14 * 60_000);
      expect((await gw.getPaymentStatus(merchantTransactionId)).state).toBe('PENDING');
      clock.advance(60_000);
      expect(await gw.getPaymentStatus(merchantTransactionId)).toMatchObject({
        state: 'FAILED',
        code: 'PAYMENT_ERROR',
        responseCode: 'TIMED_OUT',
      });
    });

    it('refunds part of a payment, then the rest, never more', async () => {
      const { merchantTransactionId, payPageUrl } = await newPayment(10000);
      await choose(app, payPageUrl, 'pay');
      const refund = (amountPaise: number) =>
        gw.refund({
          originalMerchantTransactionId: merchantTransactionId,
          merchantRefundId: id('RMT'),
          amountPaise,
          merchantUserId: 'MU123',
          callbackUrl: callbackUrl(app.deps),
        });
      const first = await refund(4000);
      expect(first).toMatchObject({ state: 'PENDING', code: 'PAYMENT_PENDING' });
      await expect(refund(7000)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      const refundId = id('RMT');
      await gw.refund({
        originalMerchantTransactionId: merchantTransactionId,
        merchantRefundId: refundId,
        amountPaise: 6000,
        callbackUrl: callbackUrl(app.deps),
      });
      expect((await gw.getRefundStatus(refundId)).state).toBe('SUCCESS');
      await expect(refund(100)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      await expect(
        gw.refund({
          originalMerchantTransactionId: 'MTIDNOSUCH',
          merchantRefundId: id('RMT'),
          amountPaise: 100,
          callbackUrl: callbackUrl(app.deps),
        }),
      ).rejects.toMatchObject({ code: 'TRANSACTION_NOT_FOUND' });
    });
  });

  describe('UPI Autopay', () => {
    const upi = (action: string, body: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: `/sandbox/phonepe/upi-app/${action}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(body).toString(),
      });
    const newMandate = async (o: { amountType?: 'FIXED' | 'VARIABLE'; vpa?: string } = {}) => {
      const merchantSubscriptionId = id('MSUB');
      const sub = await gw.createSubscription({
        merchantSubscriptionId,
        merchantUserId: 'MU123',
        name: 'Gold SIP 500',
        authWorkflowType: 'TRANSACTION',
        amountType: o.amountType ?? 'FIXED',
        amountPaise: 50000,
        frequency: 'MONTHLY',
        recurringCount: 2,
        mobileNumber: '9999999999',
      });
      const authRequestId = id('AUTH');
      // the approval of the subscription created above, through the generation-neutral call
      const auth = await gw.setupMandate({
        merchantSubscriptionId,
        merchantUserId: 'MU123',
        name: 'Gold SIP 500',
        authWorkflowType: 'TRANSACTION',
        amountType: o.amountType ?? 'FIXED',
        amountPaise: 50000,
        frequency: 'MONTHLY',
        recurringCount: 2,
        subscriptionId: sub.subscriptionId,
        authRequestId,
        instrument: { type: 'UPI_COLLECT', vpa: o.vpa ?? 'asha.reddy@ybl' },
        callbackUrl: callbackUrl(app.deps),
      });
      expect(auth.subscriptionId).toBe(sub.subscriptionId);
      return { merchantSubscriptionId, sub, authRequestId, auth };
    };

    it('verifies a UPI ID', async () => {
      expect(await gw.verifyVpa('asha.reddy@ybl')).toMatchObject({
        valid: true,
        name: 'Asha Reddy',
      });
      expect((await gw.verifyVpa('invalid.user@ybl')).valid).toBe(false);
      expect((await gw.verifyVpa('not a vpa')).valid).toBe(false);
    });

    it('setupMandate without a created subscription creates it, then asks for the approval', async () => {
      const merchantSubscriptionId = id('MSUB');
      const authRequestId = id('AUTH');
      const set = await gw.setupMandate({
        merchantSubscriptionId,
        merchantUserId: 'MU123',
        name: 'Gold SIP 200',
        authWorkflowType: 'PENNY_DROP',
        amountType: 'FIXED',
        amountPaise: 20000,
        frequency: 'DAILY',
        recurringCount: 30,
        authRequestId,
        instrument: { type: 'UPI_INTENT', deviceOS: 'ANDROID' },
        callbackUrl: callbackUrl(app.deps),
      });
      expect(set).toMatchObject({ subscriptionId: expect.stringMatching(/^OMS\d{22}$/) });
      expect(set.redirectUrl).toContain('/upi-app');
      expect((await gw.getSubscriptionStatus(merchantSubscriptionId)).subscriptionId).toBe(
        set.subscriptionId,
      );
      expect((await gw.getMandateAuthStatus(authRequestId)).state).toBe('PENDING');
    });

    it('sets up a mandate the user approves in the UPI app, then notifies and executes a debit 24 h later', async () => {
      clock.set(START);
      const { merchantSubscriptionId, sub, authRequestId, auth } = await newMandate();
      expect(sub.subscriptionId).toMatch(/^OMS\d{22}$/);
      expect(sub.state).toBe('CREATED');
      expect(auth.redirectUrl).toBe(`${BASE}/upi-app?vpa=asha.reddy%40ybl`);
      expect((await gw.getMandateAuthStatus(authRequestId)).state).toBe('PENDING');

      const page = await app.inject('/sandbox/phonepe/upi-app?vpa=asha.reddy@ybl');
      expect(page.body).toContain('Gold SIP 500');
      expect(page.body).toContain('₹500.00 · Monthly');
      expect(page.body).toContain('>Approve</button>');

      const approved = await upi(`auth/${authRequestId}`, {
        decision: 'approve',
        vpa: 'asha.reddy@ybl',
      });
      expect(approved.statusCode).toBe(303);
      expect(approved.headers.location).toBe('/sandbox/phonepe/upi-app?vpa=asha.reddy%40ybl');
      expect(events.at(-1)).toMatchObject({ type: 'AUTH', authRequestId });
      const authStatus = await gw.getMandateAuthStatus(authRequestId);
      expect(authStatus).toMatchObject({ state: 'SUCCESS', subscriptionState: 'ACTIVE' });
      expect(authStatus.umn).toMatch(/^[0-9a-f]{32}@ybl$/);
      expect((await gw.getSubscriptionStatus(merchantSubscriptionId)).state).toBe('ACTIVE');

      const debitId = id('TXN');
      const notified = await gw.notifyDebit({
        merchantUserId: 'MU123',
        subscriptionId: sub.subscriptionId,
        merchantTransactionId: debitId,
        amountPaise: 50000,
        autoDebit: false,
        callbackUrl: callbackUrl(app.deps),
      });
      expect(notified.state).toBe('ACCEPTED');
      expect(notified.executableFrom!.getTime() - START.getTime()).toBe(24 * HOUR);
      // the NOTIFY callback follows the answer
      await vi.waitFor(() =>
        expect(events.at(-1)).toMatchObject({ type: 'NOTIFY', merchantTransactionId: debitId }),
      );
      const execute = () =>
        gw.executeDebit({
          merchantUserId: 'MU123',
          subscriptionId: sub.subscriptionId,
          notificationId: notified.notificationId,
          merchantTransactionId: debitId,
        });
      // RBI: not before 24 hours after the notification
      await expect(execute()).rejects.toMatchObject({ code: 'BAD_REQUEST', message: /24 hours/ });
      // nor in peak hours (11:30 IST)
      clock.set(new Date(START.getTime() + 27 * HOUR));
      await expect(execute()).rejects.toMatchObject({ message: /non-peak/ });
      clock.set(new Date(START.getTime() + 24 * HOUR));
      expect((await execute()).state).toBe('PENDING');
      await expect(execute()).rejects.toMatchObject({ message: /already executed/ });
      expect((await gw.getDebitStatus(debitId)).state).toBe('PENDING');

      expect((await app.inject('/sandbox/phonepe/upi-app')).body).toContain(
        'Autopay debit of ₹500.00',
      );
      await upi(`debit/${debitId}`, { decision: 'approve' });
      expect(events.at(-1)).toMatchObject({ type: 'DEBIT', merchantTransactionId: debitId });
      const debit = await gw.getDebitStatus(debitId);
      expect(debit).toMatchObject({
        state: 'SUCCESS',
        amountPaise: 50000,
        notificationState: 'NOTIFIED',
        subscriptionState: 'ACTIVE',
      });
      expect(debit.utr).toMatch(/^\d{12}$/);
    });

    it('a FIXED mandate refuses another amount; the user can pause, resume and revoke it', async () => {
      clock.set(START);
      const { merchantSubscriptionId, sub, authRequestId } = await newMandate({
        vpa: 'ravi@okaxis',
      });
      await upi(`auth/${authRequestId}`, { decision: 'approve' });
      const notify = (amountPaise: number) =>
        gw.notifyDebit({
          merchantUserId: 'MU123',
          subscriptionId: sub.subscriptionId,
          merchantTransactionId: id('TXN'),
          amountPaise,
          autoDebit: false,
          callbackUrl: callbackUrl(app.deps),
        });
      await expect(notify(40000)).rejects.toMatchObject({ message: /outside the mandate/ });

      await upi(`mandate/${sub.subscriptionId}`, { action: 'pause' });
      expect(events.at(-1)).toMatchObject({
        type: 'SUBSCRIPTION',
        subscriptionId: sub.subscriptionId,
      });
      const paused = await gw.getSubscriptionStatus(merchantSubscriptionId);
      expect(paused.state).toBe('PAUSED');
      expect(paused.pausedUntil!.getTime() - START.getTime()).toBe(7 * 24 * HOUR);
      expect((await notify(50000)).state).toBe('FAILED');
      await upi(`mandate/${sub.subscriptionId}`, { action: 'unpause' });
      expect((await gw.getSubscriptionStatus(merchantSubscriptionId)).state).toBe('ACTIVE');
      await upi(`mandate/${sub.subscriptionId}`, { action: 'revoke' });
      expect((await gw.getSubscriptionStatus(merchantSubscriptionId)).state).toBe('REVOKED');
    });

    it('a rejected mandate fails; an unanswered one expires; the merchant can cancel an active one', async () => {
      clock.set(START);
      const rejected = await newMandate();
      await upi(`auth/${rejected.authRequestId}`, { decision: 'reject' });
      expect(await gw.getMandateAuthStatus(rejected.authRequestId)).toMatchObject({
        state: 'FAILED',
        subscriptionState: 'FAILED',
      });

      const unanswered = await newMandate();
      clock.advance(31 * 60_000);
      expect((await gw.getSubscriptionStatus(unanswered.merchantSubscriptionId)).state).toBe(
        'EXPIRED',
      );

      const active = await newMandate();
      await upi(`auth/${active.authRequestId}`, { decision: 'approve' });
      const cancelled = await gw.cancelSubscription({
        merchantUserId: 'MU123',
        subscriptionId: active.sub.subscriptionId,
        callbackUrl: callbackUrl(app.deps),
      });
      // PhonePe answers CANCEL_IN_PROGRESS: accepted, not yet cancelled
      expect(cancelled).toMatchObject({ state: 'ACTIVE', transition: 'CANCEL' });
      expect((await gw.getSubscriptionStatus(active.merchantSubscriptionId)).state).toBe(
        'CANCELLED',
      );
    });

    it('with autoDebit PhonePe presents the debit itself after 24 h; execute is refused', async () => {
      clock.set(START);
      const m = await newMandate({ amountType: 'VARIABLE' });
      await upi(`auth/${m.authRequestId}`, { decision: 'approve' });
      const debitId = id('TXN');
      const notified = await gw.notifyDebit({
        merchantUserId: 'MU123',
        subscriptionId: m.sub.subscriptionId,
        merchantTransactionId: debitId,
        amountPaise: 25000,
        autoDebit: true,
        callbackUrl: callbackUrl(app.deps),
      });
      clock.advance(24 * HOUR);
      await expect(
        gw.executeDebit({
          merchantUserId: 'MU123',
          subscriptionId: m.sub.subscriptionId,
          notificationId: notified.notificationId,
          merchantTransactionId: debitId,
        }),
      ).rejects.toMatchObject({ message: /autoDebit/ });
      expect((await gw.getDebitStatus(debitId)).state).toBe('PENDING');
      await upi(`debit/${debitId}`, { decision: 'reject' });
      expect(await gw.getDebitStatus(debitId)).toMatchObject({
        state: 'FAILED',
        responseCode: 'ZA',
      });
    });
  });
});

describe('the sandbox controls', async () => {
  const app = await buildTestApp();

  it('answer only on the machine running the app, never through a proxy', async () => {
    const local = await app.inject('/sandbox/phonepe/_control');
    expect(local.statusCode).toBe(200);
    const elsewhere = [
      { remoteAddress: '203.0.113.7' },
      { headers: { 'x-forwarded-for': '127.0.0.1' } },
    ];
    for (const from of elsewhere) {
      expect((await app.inject({ url: '/sandbox/phonepe/_control', ...from })).statusCode).toBe(
        404,
      );
      const post = await app.inject({
        method: 'POST',
        url: '/sandbox/phonepe/_control',
        payload: { action: 'resolve', merchantTransactionId: 'MTID1', outcome: 'SUCCESS' },
        ...from,
      });
      expect(post.statusCode).toBe(404);
    }
  });
});
