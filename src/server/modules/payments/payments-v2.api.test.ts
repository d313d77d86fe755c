import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, GATEWAY_TIMEOUT_MS, testClock } from '../../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../../tests/helpers/factories';
import {
  browserReturns,
  choose,
  postCallback,
  registerTestPurpose,
  sandboxControl,
  withheldCallbacks,
} from '../../../../tests/helpers/payments';
import { recordPrice } from '../prices/service';
import { getBalances } from '../wallet/service';
import type { GatewayCallback } from './gateway';
import { webhookAuthorization } from './phonepe-v2-protocol';
import {
  callbackUrl,
  findPayment,
  findPaymentsFor,
  gatewayLogOf,
  onMandateCallback,
  paymentGateway,
  refundsOfPayment,
  requestRefund,
} from './service';

// PHONEPE_SANDBOX_WEBHOOK_USERNAME / _PASSWORD defaults: what the sandbox sends, the app expects
const HOOK_AUTH = webhookAuthorization('goldsave_hook', 'SandboxHook2026');
const CLIENT_SECRET = 'c0ffee00-5a4d-4b0c-9e11-sandboxv2secret';
const PRICE = 765000;
// 08:30 IST: a non-peak hour, when Autopay redemptions may run
const START = new Date('2026-03-04T03:00:00Z');

describe('payments on PhonePe v2 (OAuth) through the sandbox', async () => {
  const clock = testClock(START);
  const app = await buildTestApp({
    clock,
    env: { PHONEPE_API_VERSION: 'v2' },
  });
  await recordPrice(app.deps.db, PRICE, 'test', clock.now());
  const purpose = await registerTestPurpose(app);
  const { user, headers } = await createSignedInUser(app, {
    address: '12-2-345, Road No. 3, Banjara Hills, Hyderabad 500034',
  });
  const mandateEvents: Exclude<GatewayCallback, { type: 'PAYMENT' }>[] = [];
  onMandateCallback(app.deps, async (e) => {
    mandateEvents.push(e);
  });
  const payment = async (mtid: string) => (await findPayment(app.deps, mtid))!;
  const reconcileAfter = async (ms: number) => {
    clock.advance(ms);
    await app.deps.jobs.runNow('payments-reconcile');
  };
  // every test starts at START, where the recorded price is fresh, whichever tests moved the
  // clock before it
  beforeEach(() => clock.set(START));

  it('quick buy: a v2 order, the pay page, the webhook, a status call, gold credited once', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/digital-gold/orders',
      headers,
      payload: { amountPaise: 10000, idempotencyKey: randomUUID().replace(/-/g, '') },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    expect(order.payPageUrl).toMatch(/\/sandbox\/phonepe\/transact\/pg\?token=/);

    const { page, returnUrl } = await choose(app, order.payPageUrl, 'pay');
    expect(page).toContain('₹100.00');
    const p = await payment(order.merchantTransactionId);
    expect(p).toMatchObject({ state: 'SUCCESS', gatewayCode: 'COMPLETED', gateway: 'phonepe-v2' });
    expect(p.utr).toMatch(/^\d{12}$/);
    expect(await browserReturns(app, returnUrl)).toBe(
      `/MarketPlace/StatusCheck?transactionId=${order.merchantTransactionId}`,
    );
    expect(await getBalances(app.deps.db, user.id)).toMatchObject({
      goldE8: 849673,
      inrPaidPaise: 10000,
    });

    const log = await gatewayLogOf(app.deps, p.id);
    expect(log.map((e) => [e.direction, e.operation])).toEqual([
      ['out', 'pay'],
      ['in', 'callback-payment'],
      ['out', 'status'],
    ]);
    expect(log[1]).toMatchObject({
      requestHeaders: { authorization: '****' },
      code: 'checkout.order.completed',
    });
    expect(log[0]!.requestHeaders!.authorization).toBe('O-Bearer ****');
    const text = JSON.stringify(log);
    expect(text).not.toContain(HOOK_AUTH);
    expect(text).not.toContain(CLIENT_SECRET);
  });

  it('a duplicated webhook credits once', async () => {
    await sandboxControl(app, { next: 'duplicate-callback' });
    const started = await purpose.start(user.id);
    await choose(app, started.payPageUrl, 'pay');
    const p = await payment(started.merchantTransactionId);
    expect(p.state).toBe('SUCCESS');
    expect(await purpose.records(p.id)).toEqual(['credit']);
    const inbound = (await gatewayLogOf(app.deps, p.id)).filter((e) => e.direction === 'in');
    expect(inbound).toHaveLength(2);
  });

  it('a late webhook after the browser settled it changes nothing', async () => {
    await sandboxControl(app, { next: 'late-callback', delayMs: 60_000 });
    const started = await purpose.start(user.id);
    const { returnUrl } = await choose(app, started.payPageUrl, 'pay');
    await browserReturns(app, returnUrl);
    const p = await payment(started.merchantTransactionId);
    expect(p.state).toBe('SUCCESS');
    expect((await sandboxControl(app, { action: 'flush' })).delivered).toBe(1);
    expect(await purpose.records(p.id)).toEqual(['credit']);
    const statusChecks = (await gatewayLogOf(app.deps, p.id)).filter(
      (e) => e.operation === 'status',
    );
    expect(statusChecks).toHaveLength(1);
  });

  it('a webhook with the wrong password is refused; the payment waits for the status API', async () => {
    await sandboxControl(app, { next: 'bad-signature-callback' });
    const started = await purpose.start(user.id);
    await choose(app, started.payPageUrl, 'pay');
    let p = await payment(started.merchantTransactionId);
    expect(p.state).toBe('PENDING');
    const delivered: { reference: string; httpStatus?: number }[] = (
      await app.inject('/sandbox/phonepe/_control')
    ).json().delivered;
    const refused = delivered.filter((d) => d.reference === started.merchantTransactionId);
    expect(refused.map((d) => d.httpStatus)).toEqual([401]);
    await reconcileAfter(20_000);
    p = await payment(started.merchantTransactionId);
    expect(p.state).toBe('SUCCESS');
    expect(await purpose.records(p.id)).toEqual(['credit']);
  });

  it('a forged webhook (no or a guessed Authorization) is 401 and changes nothing', async () => {
    const started = await purpose.start(user.id);
    await choose(app, started.payPageUrl, 'pending');
    const body = {
      event: 'checkout.order.completed',
      type: 'CHECKOUT_ORDER_COMPLETED',
      payload: {
        merchantOrderId: started.merchantTransactionId,
        state: 'COMPLETED',
        amount: 123456,
      },
    };
    for (const authorization of [
      undefined,
      webhookAuthorization('goldsave_hook', 'guess1234'),
      `O-Bearer ${HOOK_AUTH}`,
    ]) {
      const res = await postCallback(app, authorization ? { authorization } : {}, body);
      expect(res.statusCode).toBe(401);
    }
    const p = await payment(started.merchantTransactionId);
    expect(p.state).toBe('PENDING');
    expect(await purpose.records(p.id)).toEqual([]);
  });

  it('a genuine webhook whose body claims COMPLETED credits only when the status API agrees', async () => {
    const started = await purpose.start(user.id);
    await choose(app, started.payPageUrl, 'pending');
    // correctly authorised (the credentials leaked, or a replay edited): the status says PENDING
    const res = await postCallback(
      app,
      { authorization: HOOK_AUTH },
      {
        event: 'checkout.order.completed',
        type: 'CHECKOUT_ORDER_COMPLETED',
        payload: { merchantOrderId: started.merchantTransactionId, state: 'COMPLETED' },
      },
    );
    expect(res.statusCode).toBe(200);
    let p = await payment(started.merchantTransactionId);
    expect(p).toMatchObject({ state: 'PENDING', gatewayCode: 'PENDING' });
    expect(await purpose.records(p.id)).toEqual([]);

    // the bank declines; the withheld webhook replayed twice fails it once
    await sandboxControl(app, { next: 'no-callback' });
    await sandboxControl(app, {
      action: 'resolve',
      merchantTransactionId: started.merchantTransactionId,
      outcome: 'FAILED',
      callback: true,
    });
    const cb = (await withheldCallbacks(app)).find(
      (c) => c.reference === started.merchantTransactionId,
    )!;
    expect(cb.headers.authorization).toBe(HOOK_AUTH);
    expect(cb.body).toMatchObject({ event: 'checkout.order.failed' });
    for (let i = 0; i < 2; i++)
      expect((await postCallback(app, cb.headers, cb.body)).statusCode).toBe(200);
    p = await payment(started.merchantTransactionId);
    expect(p.state).toBe('FAILED');
    expect(await purpose.records(p.id)).toEqual(['release']);
  });

  it('a refused token (401) is renewed once and the call goes through', async () => {
    const started = await purpose.start(user.id);
    const { returnUrl } = await choose(app, started.payPageUrl, 'pending');
    await sandboxControl(app, { action: 'revoke-tokens' });
    await sandboxControl(app, {
      action: 'resolve',
      merchantTransactionId: started.merchantTransactionId,
      outcome: 'SUCCESS',
    });
    // the browser comes back: one status call, refused, a new token, the same call again
    await browserReturns(app, returnUrl);
    const p = await payment(started.merchantTransactionId);
    expect(p.state).toBe('SUCCESS');
    const statusCalls = (await gatewayLogOf(app.deps, p.id)).filter(
      (e) => e.operation === 'status',
    );
    expect(statusCalls.map((e) => e.httpStatus)).toEqual([401, 200]);
  });

  it('the refund service on v2: pending until the refund status completes; a 5xx answer is sent again under the same id', async () => {
    const refundCalls = async (paymentId: string) =>
      (await gatewayLogOf(app.deps, paymentId)).filter((e) => e.operation === 'refund');
    const paidPayment = async () => {
      const started = await purpose.start(user.id, 50000);
      await choose(app, started.payPageUrl, 'pay');
      const p = await payment(started.merchantTransactionId);
      return p;
    };
    const p = await paidPayment();
    const first = await requestRefund(app.deps, p.id, 'OPERATOR');
    expect(first).toMatchObject({ state: 'PENDING', gatewayCode: 'PENDING', amountPaise: 50000 });
    expect(first.gatewayTransactionId).toMatch(/^OMO\d+/);
    await reconcileAfter(5 * 60_000);
    expect((await refundsOfPayment(app.deps, p.id))[0]).toMatchObject({ state: 'SUCCESS' });
    expect(await refundCalls(p.id)).toHaveLength(1);

    const q = await paidPayment();
    await sandboxControl(app, { next: '5xx', on: 'refund' });
    const r = await requestRefund(app.deps, q.id, 'OPERATOR');
    expect(r).toMatchObject({ state: 'PENDING', gatewayCode: 'INTERNAL_SERVER_ERROR' });
    await reconcileAfter(5 * 60_000);
    await reconcileAfter(5 * 60_000);
    const [done, ...more] = await refundsOfPayment(app.deps, q.id);
    expect(more).toEqual([]);
    expect(done).toMatchObject({ state: 'SUCCESS', merchantRefundId: r.merchantRefundId });
    const ids = (await refundCalls(q.id)).map(
      (e) => (e.request as { merchantRefundId: string }).merchantRefundId,
    );
    expect(ids).toEqual([r.merchantRefundId, r.merchantRefundId]);
  });

  it('refunds on v2: accepted as pending, then the refund status says completed', async () => {
    const started = await purpose.start(user.id, 50000);
    await choose(app, started.payPageUrl, 'pay');
    const gw = paymentGateway(app.deps);
    const refundId = `R${started.merchantTransactionId}`;
    const input = {
      originalMerchantTransactionId: started.merchantTransactionId,
      merchantRefundId: refundId,
      amountPaise: 20000,
      callbackUrl: callbackUrl(app.deps),
    };
    expect(await gw.refund(input)).toMatchObject({ state: 'PENDING', code: 'PENDING' });
    // more than what is left is refused
    await expect(
      gw.refund({ ...input, merchantRefundId: `${refundId}B`, amountPaise: 40000 }),
    ).rejects.toMatchObject({ kind: 'rejected', code: 'BAD_REQUEST' });
    expect(await gw.getRefundStatus(refundId)).toMatchObject({
      state: 'SUCCESS',
      code: 'COMPLETED',
      amountPaise: 20000,
    });
    expect((await gw.getRefundStatus('RNOSUCHREFUND')).notFound).toBe(true);
  });

  it('Autopay on v2: one set-up order, approval in the UPI app, notify, redeem 24 h later, cancel', async () => {
    clock.set(START);
    const gw = paymentGateway(app.deps);
    const now = Date.now();
    const msid = `MSUB${now}`;
    const authId = `AUTH${now}`;
    const vpa = 'asha.rao@ybl';
    const set = await gw.setupMandate({
      merchantSubscriptionId: msid,
      merchantUserId: 'MU123',
      name: 'Gold savings plan',
      authWorkflowType: 'TRANSACTION',
      amountType: 'FIXED',
      amountPaise: 50000,
      frequency: 'MONTHLY',
      recurringCount: 12,
      authRequestId: authId,
      instrument: { type: 'UPI_COLLECT', vpa },
      callbackUrl: callbackUrl(app.deps),
    });
    expect(set).toMatchObject({ subscriptionId: msid, state: 'CREATED' });
    expect(await gw.getSubscriptionStatus(msid)).toMatchObject({
      state: 'CREATED',
      transition: 'ACTIVATION',
    });

    const inbox = await app.inject(`/sandbox/phonepe/upi-app?vpa=${encodeURIComponent(vpa)}`);
    expect(inbox.body).toContain(authId);
    const approve = await app.inject({
      method: 'POST',
      url: `/sandbox/phonepe/upi-app/auth/${authId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ decision: 'approve', vpa }).toString(),
    });
    expect(approve.statusCode).toBe(303);
    expect(mandateEvents.at(-1)).toMatchObject({ type: 'AUTH', authRequestId: authId });
    expect(await gw.getMandateAuthStatus(authId)).toMatchObject({
      state: 'SUCCESS',
      subscriptionState: 'ACTIVE',
    });
    expect((await gw.getMandateAuthStatus(authId)).utr).toMatch(/^\d{12}$/);
    expect((await gw.getSubscriptionStatus(msid)).state).toBe('ACTIVE');

    // the first cycle's debit: notify, 24 h, redeem, the user's bank approves
    const debitId = `DEB${now}`;
    const notified = await gw.notifyDebit({
      merchantUserId: 'MU123',
      subscriptionId: set.subscriptionId,
      merchantTransactionId: debitId,
      amountPaise: 50000,
      autoDebit: false,
      callbackUrl: callbackUrl(app.deps),
    });
    expect(notified.state).toBe('ACCEPTED');
    expect(notified.executableFrom!.getTime() - START.getTime()).toBe(24 * 3_600_000);
    // the notification webhook follows the answer
    await vi.waitFor(() =>
      expect(mandateEvents.at(-1)).toMatchObject({
        type: 'NOTIFY',
        merchantTransactionId: debitId,
      }),
    );
    const redeem = {
      merchantUserId: 'MU123',
      subscriptionId: set.subscriptionId,
      notificationId: notified.notificationId,
      merchantTransactionId: debitId,
    };
    await expect(gw.executeDebit(redeem)).rejects.toMatchObject({ kind: 'rejected' });
    clock.advance(24 * 3_600_000);
    expect((await gw.executeDebit(redeem)).state).toBe('PENDING');
    await app.inject({
      method: 'POST',
      url: `/sandbox/phonepe/upi-app/debit/${debitId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ decision: 'approve', vpa }).toString(),
    });
    expect(mandateEvents.at(-1)).toMatchObject({ type: 'DEBIT', merchantTransactionId: debitId });
    const debit = await gw.getDebitStatus(debitId);
    expect(debit).toMatchObject({
      state: 'SUCCESS',
      amountPaise: 50000,
      notificationState: 'NOTIFIED',
    });
    expect(debit.utr).toMatch(/^\d{12}$/);

    // the user pauses it in the UPI app, then resumes it: webhooks, and the status says so
    const phonePeSubscriptionId = (await gw.getSubscriptionStatus(msid)).subscriptionId!;
    expect(phonePeSubscriptionId).toMatch(/^OMS\d+/);
    const mandateAction = (action: string) =>
      app.inject({
        method: 'POST',
        url: `/sandbox/phonepe/upi-app/mandate/${phonePeSubscriptionId}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ action, vpa }).toString(),
      });
    await mandateAction('pause');
    const statusNow = await gw.getSubscriptionStatus(msid);
    expect(statusNow.state).toBe('PAUSED');
    expect(statusNow.pausedUntil!.getTime()).toBeGreaterThan(clock.now().getTime());
    expect(mandateEvents.at(-1)).toMatchObject({ type: 'SUBSCRIPTION', subscriptionId: msid });
    expect((mandateEvents.at(-1)!.raw as { event: string }).event).toBe('subscription.paused');
    await mandateAction('unpause');
    expect((await gw.getSubscriptionStatus(msid)).state).toBe('ACTIVE');
    expect((mandateEvents.at(-1)!.raw as { event: string }).event).toBe('subscription.unpaused');

    // cancel: accepted (in progress), then cancelled with a webhook
    expect(
      await gw.cancelSubscription({
        merchantUserId: 'MU123',
        subscriptionId: set.subscriptionId,
        callbackUrl: callbackUrl(app.deps),
      }),
    ).toMatchObject({ state: 'ACTIVE', transition: 'CANCEL' });
    expect(await gw.getSubscriptionStatus(msid)).toMatchObject({
      state: 'ACTIVE',
      transition: 'CANCEL',
    });
    await sandboxControl(app, { action: 'complete-cancellations' });
    expect((await gw.getSubscriptionStatus(msid)).state).toBe('CANCELLED');
    expect(mandateEvents.at(-1)).toMatchObject({ type: 'SUBSCRIPTION', subscriptionId: msid });
  });
  it('Autopay webhooks on v2: a forged or wrongly signed one never reaches the plans; a late one arrives once flushed', async () => {
    clock.set(START);
    const gw = paymentGateway(app.deps);
    const now = Date.now();
    const msid = `MSUBW${now}`;
    const authId = `AUTHW${now}`;
    const vpa = 'ravi.kumar@ybl';
    await gw.setupMandate({
      merchantSubscriptionId: msid,
      merchantUserId: 'MU123',
      name: 'Gold savings plan',
      authWorkflowType: 'TRANSACTION',
      amountType: 'FIXED',
      amountPaise: 20000,
      frequency: 'DAILY',
      recurringCount: 30,
      authRequestId: authId,
      instrument: { type: 'UPI_COLLECT', vpa },
      callbackUrl: callbackUrl(app.deps),
    });
    const seen = mandateEvents.length;
    const forged = await postCallback(
      app,
      { authorization: webhookAuthorization('goldsave_hook', 'Guessed2026') },
      { event: 'subscription.setup.order.completed', payload: { merchantOrderId: authId } },
    );
    expect(forged.statusCode).toBe(401);

    // the approval's webhook signed with a wrong password: refused, the status API still answers
    await sandboxControl(app, { next: 'bad-signature-callback' });
    await app.inject({
      method: 'POST',
      url: `/sandbox/phonepe/upi-app/auth/${authId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ decision: 'approve', vpa }).toString(),
    });
    expect(mandateEvents.length).toBe(seen);
    expect((await gw.getMandateAuthStatus(authId)).state).toBe('SUCCESS');

    // a late notification webhook arrives when PhonePe sends it, once
    await sandboxControl(app, { next: 'late-callback', delayMs: 60_000 });
    const debitId = `DEBW${now}`;
    await gw.notifyDebit({
      merchantUserId: 'MU123',
      subscriptionId: msid,
      merchantTransactionId: debitId,
      amountPaise: 20000,
      autoDebit: true,
      callbackUrl: callbackUrl(app.deps),
    });
    expect(mandateEvents.length).toBe(seen);
    await sandboxControl(app, { action: 'flush' });
    expect(mandateEvents.slice(seen)).toEqual([
      expect.objectContaining({ type: 'NOTIFY', merchantTransactionId: debitId }),
    ]);
    // autoDebit: PhonePe presents the debit itself 24 h later; redeeming it is refused
    clock.advance(24 * 3_600_000);
    expect((await gw.getDebitStatus(debitId)).state).toBe('PENDING');
    await expect(
      gw.executeDebit({
        merchantUserId: 'MU123',
        subscriptionId: msid,
        notificationId: 'x',
        merchantTransactionId: debitId,
      }),
    ).rejects.toMatchObject({ kind: 'rejected' });
  });
});

// the time limit short, as the sandbox's 'timeout' knob waits just past it: only here, so that a
// machine busy building the app is not taken for a slow gateway by the other tests
describe('payments on PhonePe v2 when PhonePe does not answer in time, or fails', async () => {
  const app = await buildTestApp({
    clock: testClock(START),
    env: { PHONEPE_API_VERSION: 'v2', PHONEPE_TIMEOUT_MS: String(GATEWAY_TIMEOUT_MS) },
  });
  const purpose = await registerTestPurpose(app);
  const { user } = await createSignedInUser(app);
  const payment = async (mtid: string) => (await findPayment(app.deps, mtid))!;

  it('PhonePe down: a token or pay timeout fails the start with nothing charged; a 5xx status waits', async () => {
    // the token is asked for three times before the start gives up (a timeout, then two 5xx
    // answers: the timeout is retried, and only one is waited for); the pay call once (it may
    // have made an order)
    for (const [on, gatewayCode] of [
      ['token', 'TOKEN_UNAVAILABLE'],
      ['pay', 'timeout'],
    ] as const) {
      await sandboxControl(app, { action: 'revoke-tokens' });
      await sandboxControl(app, { next: 'timeout', on, delayMs: GATEWAY_TIMEOUT_MS + 200 });
      if (on === 'token') await sandboxControl(app, { next: '5xx', on, times: 2 });
      await expect(purpose.start(user.id)).rejects.toMatchObject({ code: 'PAYMENT_GATEWAY' });
      expect((await app.inject('/sandbox/phonepe/_control')).json().knobs).toEqual([]);
      const [p] = await findPaymentsFor(app.deps, 'test', purpose.lastReferenceId());
      expect(p).toMatchObject({ state: 'FAILED', failureReason: 'GATEWAY_ERROR', gatewayCode });
      expect(await purpose.records(p!.id)).toEqual(['release']);
    }
    const started = await purpose.start(user.id);
    const { returnUrl } = await choose(app, started.payPageUrl, 'pending');
    // a status read is asked three times before the outage is told; then it waits
    await sandboxControl(app, { next: '5xx', on: 'status', times: 3 });
    await browserReturns(app, returnUrl);
    const p = await payment(started.merchantTransactionId);
    expect(p.state).toBe('PENDING');
    expect(p.lastError).toMatch(/HTTP 500 INTERNAL_SERVER_ERROR/);
  });
});
