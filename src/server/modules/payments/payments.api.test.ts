import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, GATEWAY_TIMEOUT_MS, testClock } from '../../../../tests/helpers/build-app';
import { createSignedInUser, createUser } from '../../../../tests/helpers/factories';
import {
  browserReturns,
  choose,
  postCallback,
  registerTestPurpose,
  sandboxControl,
  withheldCallbacks,
} from '../../../../tests/helpers/payments';
import { AppError } from '../../http/app-error';
import { signCallback, toBase64 } from './phonepe-protocol';
import {
  findPayment,
  findPaymentsFor,
  gatewayLogOf,
  initPayments,
  paymentGateway,
  refundsOfPayment,
  registerPaymentPurpose,
  requestRefund,
} from './service';
import { gatewayLog } from './tables';

const SALT = '6f0c7f3e-5b1a-4d2e-9c8b-sandbox00001'; // PHONEPE_SANDBOX_SALT_KEY default

/** An app on the PhonePe sandbox with a test purpose and a signed-in user, and their helpers. */
async function onSandbox(env: Record<string, string> = {}) {
  const clock = testClock();
  const app = await buildTestApp({
    clock,
    // the sandbox page outlives our 20-minute window so that EXPIRED can be reached
    env: { PHONEPE_SANDBOX_PAGE_MINUTES: '30', ...env },
  });
  const purpose = await registerTestPurpose(app);
  const { user, headers } = await createSignedInUser(app);
  const payment = async (mtid: string) => (await findPayment(app.deps, mtid))!;
  /** runs the reconciliation job after moving the clock */
  const reconcileAfter = async (ms: number) => {
    clock.advance(ms);
    await app.deps.jobs.runNow('payments-reconcile');
  };
  return { app, clock, purpose, user, headers, payment, reconcileAfter };
}

describe('payments against the PhonePe sandbox', async () => {
  const { app, clock, purpose, user, headers, payment, reconcileAfter } = await onSandbox();
  /** The gateway log's row of the latest callback refused (the newest inbound row with an error). */
  const lastRefusedCallback = async () => {
    const [row] = await app.deps.db
      .select()
      .from(gatewayLog)
      .where(and(eq(gatewayLog.direction, 'in'), isNotNull(gatewayLog.error)))
      .orderBy(desc(gatewayLog.id))
      .limit(1);
    return row;
  };
  const statusChecks = async (paymentId: string) =>
    (await gatewayLogOf(app.deps, paymentId)).filter((e) => e.operation === 'status').length;

  it('pays: the callback settles once before the browser returns, which lands on the purpose page', async () => {
    const started = await purpose.start(user.id, 12345678);
    expect(started.merchantTransactionId).toMatch(/^MTID\d{13}[A-Z2-9]{8}$/);
    expect(started.payPageUrl).toMatch(
      /^http:\/\/localhost:3000\/sandbox\/phonepe\/transact\/pg\?token=/,
    );

    const { page, returnUrl } = await choose(app, started.payPageUrl, 'pay');
    expect(page).toContain('₹1,23,456.78');
    expect(page).toContain(started.merchantTransactionId);
    expect(page).toContain('GoldSave');
    expect(returnUrl).toBe(
      `http://localhost:3000/api/payments/return/${started.merchantTransactionId}`,
    );

    // the callback arrived before the browser: settled, credited once
    const paid = await payment(started.merchantTransactionId);
    expect(paid).toMatchObject({
      state: 'SUCCESS',
      gatewayCode: 'PAYMENT_SUCCESS',
      failureReason: null,
    });
    expect(paid.utr).toMatch(/^\d{12}$/);
    expect(paid.gatewayTransactionId).toMatch(/^T\d{22}$/);
    expect(await purpose.records(paid.id)).toEqual(['credit']);

    const lands = await browserReturns(app, returnUrl);
    expect(lands).toBe(`/MarketPlace/StatusCheck?transactionId=${started.merchantTransactionId}`);
    // the return found it final and did not ask the gateway again
    expect(await statusChecks(paid.id)).toBe(1);
    expect(await purpose.records(paid.id)).toEqual(['credit']);

    const status = await app.inject({
      url: `/api/payments/${started.merchantTransactionId}/status`,
      headers,
    });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({
      merchantTransactionId: started.merchantTransactionId,
      state: 'SUCCESS',
      amountPaise: 12345678,
      purpose: 'test',
    });
  });

  it('keeps every exchange with the gateway, secrets masked, by payment', async () => {
    const started = await purpose.start(user.id);
    await choose(app, started.payPageUrl, 'pay');
    const p = await payment(started.merchantTransactionId);
    const log = await gatewayLogOf(app.deps, p.id);
    expect(log.map((e) => [e.direction, e.operation])).toEqual([
      ['out', 'pay'],
      ['in', 'callback-payment'],
      ['out', 'status'],
    ]);
    expect(log[0]).toMatchObject({
      httpStatus: 200,
      code: 'PAYMENT_INITIATED',
      requestHeaders: { 'x-verify': '****###1' },
      request: { merchantTransactionId: started.merchantTransactionId, amount: 123456 },
    });
    expect(log[1]).toMatchObject({
      requestHeaders: { 'x-verify': '****###1' },
      request: { code: 'PAYMENT_SUCCESS' },
    });
    expect(log[2]).toMatchObject({
      code: 'PAYMENT_SUCCESS',
      response: { data: { paymentInstrument: { utr: p.utr } } },
    });
    const text = JSON.stringify(log);
    expect(text).not.toContain(SALT);
    expect(text).not.toMatch(/[0-9a-f]{64}###/);
  });

  it('declines: FAILED, released once, lands on the same page', async () => {
    const started = await purpose.start(user.id);
    const { returnUrl } = await choose(app, started.payPageUrl, 'decline');
    const p = await payment(started.merchantTransactionId);
    expect(p).toMatchObject({
      state: 'FAILED',
      failureReason: 'REQUEST_DECLINE_BY_REQUESTEE',
      utr: null,
    });
    expect(await browserReturns(app, returnUrl)).toContain('/MarketPlace/StatusCheck');
    expect(await purpose.records(p.id)).toEqual(['release']);
  });

  it('left pending: reconciliation on PhonePe’s schedule settles it once the bank answers', async () => {
    const started = await purpose.start(user.id);
    const { returnUrl } = await choose(app, started.payPageUrl, 'pending');
    await browserReturns(app, returnUrl);
    let p = await payment(started.merchantTransactionId);
    expect(p).toMatchObject({ state: 'PENDING', gatewayCode: 'PAYMENT_PENDING', checks: 1 });
    // first reconciliation check 20 s after the start
    expect(p.nextCheckAt!.getTime() - p.createdAt.getTime()).toBe(20_000);

    await reconcileAfter(20_000);
    p = await payment(started.merchantTransactionId);
    expect(p).toMatchObject({ state: 'PENDING', checks: 2 });
    expect(p.nextCheckAt!.getTime() - p.createdAt.getTime()).toBe(23_000);

    // the bank approves later, without a callback (late authorisation): only polling closes it
    await sandboxControl(app, {
      action: 'resolve',
      merchantTransactionId: started.merchantTransactionId,
      outcome: 'SUCCESS',
    });
    await reconcileAfter(3_000);
    p = await payment(started.merchantTransactionId);
    expect(p.state).toBe('SUCCESS');
    expect(await purpose.records(p.id)).toEqual(['credit']);

    await reconcileAfter(60_000);
    expect(await purpose.records(p.id)).toEqual(['credit']);
    expect(await statusChecks(p.id)).toBe(3);
  });

  it('a pending payment that resolves after a number of polls', async () => {
    const started = await purpose.start(user.id);
    await choose(app, started.payPageUrl, 'pending');
    await sandboxControl(app, {
      action: 'resolve',
      merchantTransactionId: started.merchantTransactionId,
      outcome: 'FAILED',
      afterPolls: 2,
    });
    await reconcileAfter(20_000);
    expect((await payment(started.merchantTransactionId)).state).toBe('PENDING');
    await reconcileAfter(3_000);
    const p = await payment(started.merchantTransactionId);
    expect(p.state).toBe('FAILED');
    expect(await purpose.records(p.id)).toEqual(['release']);
  });

  it('expires a payment still pending at the gateway after 20 minutes, released once', async () => {
    const started = await purpose.start(user.id);
    await choose(app, started.payPageUrl, 'pending');
    await reconcileAfter(19 * 60_000);
    expect((await payment(started.merchantTransactionId)).state).toBe('PENDING');
    await reconcileAfter(60_000);
    const p = await payment(started.merchantTransactionId);
    expect(p).toMatchObject({ state: 'EXPIRED', failureReason: 'EXPIRED', lateOutcome: null });
    // still asked about, slowly (every 30 minutes for 48 hours): a bank may complete it later
    expect(p.nextCheckAt!.getTime()).toBe(clock.now().getTime() + 30 * 60_000);
    expect(p.lateCheckUntil!.getTime()).toBe(p.createdAt.getTime() + 48 * 3_600_000);
    expect(await purpose.records(p.id)).toEqual(['release']);
    await reconcileAfter(60_000);
    expect(await purpose.records(p.id)).toEqual(['release']);
  });

  it('a duplicated callback credits once', async () => {
    await sandboxControl(app, { next: 'duplicate-callback' });
    const started = await purpose.start(user.id);
    await choose(app, started.payPageUrl, 'pay');
    const state = (await app.inject('/sandbox/phonepe/_control')).json();
    const mine = state.delivered.filter(
      (d: { reference: string }) => d.reference === started.merchantTransactionId,
    );
    expect(mine.map((d: { httpStatus: number }) => d.httpStatus)).toEqual([200, 200]);
    const p = await payment(started.merchantTransactionId);
    expect(p.state).toBe('SUCCESS');
    expect(await purpose.records(p.id)).toEqual(['credit']);
  });

  it('a replayed callback changes nothing and does not ask the gateway again', async () => {
    await sandboxControl(app, { next: 'no-callback' });
    const started = await purpose.start(user.id);
    await choose(app, started.payPageUrl, 'pay');
    const p0 = await payment(started.merchantTransactionId);
    expect(p0.state).toBe('PENDING');
    const cb = (await withheldCallbacks(app)).find(
      (c) => c.reference === started.merchantTransactionId,
    )!;
    for (let i = 0; i < 3; i++) {
      const res = await postCallback(app, cb.headers, cb.body);
      expect(res.statusCode).toBe(200);
    }
    const p = await payment(started.merchantTransactionId);
    expect(p.state).toBe('SUCCESS');
    expect(await purpose.records(p.id)).toEqual(['credit']);
    expect(await statusChecks(p.id)).toBe(1);
  });

  it('a forged callback gets 401 and changes nothing', async () => {
    await sandboxControl(app, { next: 'no-callback' });
    const started = await purpose.start(user.id);
    await choose(app, started.payPageUrl, 'pay');
    const cb = (await withheldCallbacks(app)).find(
      (c) => c.reference === started.merchantTransactionId,
    )!;
    const [hex] = cb.headers['x-verify']!.split('###');
    const forgeries: [Record<string, string>, unknown][] = [
      [{}, cb.body],
      [{ 'x-verify': `${'0'.repeat(64)}###1` }, cb.body],
      [{ 'x-verify': `${hex}###2` }, cb.body],
      [
        { 'x-verify': signCallback((cb.body as { response: string }).response, 'guessed-salt', 1) },
        cb.body,
      ],
      // a valid checksum of another body
      [cb.headers, { response: toBase64('{"code":"PAYMENT_SUCCESS"}') }],
    ];
    for (const [h, body] of forgeries) {
      const res = await postCallback(app, h, body);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
    const p = await payment(started.merchantTransactionId);
    expect(p).toMatchObject({ state: 'PENDING', checks: 0 });
    expect(await purpose.records(p.id)).toEqual([]);
    // the operator sees every refused callback, never linked to a payment
    const refused = await app.deps.db
      .select()
      .from(gatewayLog)
      .where(and(eq(gatewayLog.direction, 'in'), isNotNull(gatewayLog.error)));
    expect(refused.length).toBeGreaterThanOrEqual(forgeries.length);
    expect(refused.every((e) => e.paymentId === null)).toBe(true);
  });

  it('keeps only a summary of a refused callback, and refuses a body far larger than one', async () => {
    const padding = 'x'.repeat(50_000);
    const res = await postCallback(
      app,
      { 'x-verify': `${'0'.repeat(64)}###1` },
      { response: toBase64('{"code":"PAYMENT_SUCCESS"}'), padding },
    );
    expect(res.statusCode).toBe(401);
    const logged = await lastRefusedCallback();
    const kept = logged!.request as { bytes: number; sha256: string; head: string };
    expect(kept.bytes).toBeGreaterThan(50_000);
    expect(kept.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(kept.head.length).toBe(512);
    expect(JSON.stringify(logged!.request).length).toBeLessThan(1_000);

    const huge = await postCallback(app, {}, { response: 'x', padding: 'y'.repeat(200_000) });
    expect(huge.statusCode).toBe(413);
  });

  it('records a refused callback whose summary would end inside a character', async () => {
    // 12 characters of `{"padding":"`, then 499: the emoji's two halves are the 512th and 513th
    const body = { padding: `${'x'.repeat(499)}\u{1F600}` };
    expect(JSON.stringify(body).codePointAt(511)).toBe(0x1f600);
    const res = await postCallback(app, { 'x-verify': `${'0'.repeat(64)}###1` }, body);
    expect(res.statusCode).toBe(401);
    const logged = await lastRefusedCallback();
    const kept = logged!.request as { bytes: number; head: string };
    expect(kept.bytes).toBe(Buffer.byteLength(JSON.stringify(body)));
    expect(kept.head).toBe(`{"padding":"${'x'.repeat(499)}`);
  });

  it('a callback the sandbox signs wrongly is refused; the browser return still settles through the status API', async () => {
    await sandboxControl(app, { next: 'bad-signature-callback' });
    const started = await purpose.start(user.id);
    const { returnUrl } = await choose(app, started.payPageUrl, 'pay');
    expect((await payment(started.merchantTransactionId)).state).toBe('PENDING');
    await browserReturns(app, returnUrl);
    const p = await payment(started.merchantTransactionId);
    expect(p.state).toBe('SUCCESS');
    expect(await purpose.records(p.id)).toEqual(['credit']);
  });

  it('a signed callback claiming success is not trusted while the status API says pending', async () => {
    const started = await purpose.start(user.id);
    await choose(app, started.payPageUrl, 'pending');
    const claim = toBase64(
      JSON.stringify({
        success: true,
        code: 'PAYMENT_SUCCESS',
        message: 'Your payment is successful.',
        data: {
          merchantId: 'GOLDSAVESANDBOX',
          merchantTransactionId: started.merchantTransactionId,
          transactionId: 'T2603041000000000000000',
          amount: 123456,
          state: 'COMPLETED',
          responseCode: 'SUCCESS',
        },
      }),
    );
    const res = await postCallback(
      app,
      { 'x-verify': signCallback(claim, SALT, 1) },
      { response: claim },
    );
    expect(res.statusCode).toBe(200);
    const p = await payment(started.merchantTransactionId);
    expect(p).toMatchObject({ state: 'PENDING', gatewayCode: 'PAYMENT_PENDING' });
    expect(await purpose.records(p.id)).toEqual([]);
  });

  it('the browser returns before a late callback: settled by the return, the late callback changes nothing', async () => {
    await sandboxControl(app, { next: 'late-callback', delayMs: 60_000 });
    const started = await purpose.start(user.id);
    const { returnUrl } = await choose(app, started.payPageUrl, 'pay');
    expect((await payment(started.merchantTransactionId)).state).toBe('PENDING');
    await browserReturns(app, returnUrl);
    const p = await payment(started.merchantTransactionId);
    expect(p.state).toBe('SUCCESS');
    expect((await sandboxControl(app, { action: 'flush' })).delivered).toBe(1);
    expect(await purpose.records(p.id)).toEqual(['credit']);
    expect(await statusChecks(p.id)).toBe(1);
  });

  it('a crash between payment and credit: the settlement rolls back and reconciliation credits once', async () => {
    purpose.control.failNextSuccess = true;
    const started = await purpose.start(user.id);
    const { returnUrl } = await choose(app, started.payPageUrl, 'pay');
    let p = await payment(started.merchantTransactionId);
    expect(p.state).toBe('PENDING');
    expect(p.lastError).toMatch(/settlement to SUCCESS failed: the process died/);
    expect(await purpose.records(p.id)).toEqual([]);
    await reconcileAfter(20_000);
    p = await payment(started.merchantTransactionId);
    expect(p.state).toBe('SUCCESS');
    expect(await purpose.records(p.id)).toEqual(['credit']);
    await browserReturns(app, returnUrl);
    expect(await purpose.records(p.id)).toEqual(['credit']);
  });

  it('shows a payment to its owner only', async () => {
    const started = await purpose.start(user.id);
    const url = `/api/payments/${started.merchantTransactionId}/status`;
    const mine = await app.inject({ url, headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ state: 'PENDING', settledAt: null });
    expect(mine.headers['cache-control']).toBe('no-store');
    const other = await createSignedInUser(app);
    const theirs = await app.inject({ url, headers: other.headers });
    expect(theirs.statusCode).toBe(404);
    expect((await app.inject(url)).statusCode).toBe(401);
    const bad = await app.inject({ url: '/api/payments/not%20an%20id/status', headers });
    expect(bad.statusCode).toBe(400);
  });

  it('a return for an unknown payment goes home', async () => {
    const res = await app.inject('/api/payments/return/MTID0000000000000NOPE');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
  });

  it('refuses amounts below ₹1 before calling the gateway', async () => {
    const owner = await createUser(app);
    await expect(purpose.start(owner.id, 99)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

// the time limit short, as the sandbox's 'timeout' knob waits just past it: only here, so that a
// machine busy building the app is not taken for a slow gateway by the other tests
describe('payments when PhonePe does not answer in time, or fails', async () => {
  const { app, purpose, user, payment, reconcileAfter } = await onSandbox({
    PHONEPE_TIMEOUT_MS: String(GATEWAY_TIMEOUT_MS),
  });

  for (const next of ['timeout', '5xx'] as const) {
    it(`a gateway ${next} when starting: recorded FAILED, released once, PAYMENT_GATEWAY for the user`, async () => {
      await sandboxControl(app, { next, on: 'pay' });
      const err = await purpose.start(user.id).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ code: 'PAYMENT_GATEWAY', status: 502 });
      expect((err as AppError).message).toMatch(/not been charged/);
      const [p] = await findPaymentsFor(app.deps, 'test', purpose.lastReferenceId());
      expect(p).toMatchObject({
        state: 'FAILED',
        failureReason: 'GATEWAY_ERROR',
        payPageUrl: null,
      });
      expect(p!.lastError).toMatch(
        next === 'timeout'
          ? new RegExp(`no answer in ${GATEWAY_TIMEOUT_MS} ms`)
          : /INTERNAL_SERVER_ERROR/,
      );
      expect(await purpose.records(p!.id)).toEqual(['release']);
      const log = await gatewayLogOf(app.deps, p!.id);
      expect(log[0]).toMatchObject(
        next === 'timeout'
          ? { operation: 'pay', error: expect.stringMatching(/^timeout/) }
          : { httpStatus: 500 },
      );
    });

    it(`a gateway ${next} on the status API leaves the payment pending; reconciliation settles it`, async () => {
      await sandboxControl(app, { next: 'no-callback' });
      const started = await purpose.start(user.id);
      const { returnUrl } = await choose(app, started.payPageUrl, 'pay');
      // a status read is asked three times before the outage is told (for timeouts: the middle
      // answer a 5xx, so that two are waited for: the first is asked again, the last is told)
      if (next === 'timeout') {
        await sandboxControl(app, { next, on: 'status' });
        await sandboxControl(app, { next: '5xx', on: 'status' });
        await sandboxControl(app, { next, on: 'status' });
      } else await sandboxControl(app, { next, on: 'status', times: 3 });
      // the browser still lands on the status page, which shows pending and polls
      expect(await browserReturns(app, returnUrl)).toContain('/MarketPlace/StatusCheck');
      expect((await app.inject('/sandbox/phonepe/_control')).json().knobs).toEqual([]);
      let p = await payment(started.merchantTransactionId);
      expect(p.state).toBe('PENDING');
      if (next === 'timeout') expect(p.lastError).toMatch(/no answer/);
      else expect(p.gatewayCode).toBe('INTERNAL_SERVER_ERROR');
      expect(await purpose.records(p.id)).toEqual([]);

      await reconcileAfter(20_000);
      p = await payment(started.merchantTransactionId);
      expect(p.state).toBe('SUCCESS');
      expect(await purpose.records(p.id)).toEqual(['credit']);
    });
  }

  it('a status timeout while handling a callback: answered, then settled by reconciliation', async () => {
    // the callback's status read is asked three times: no answer in time, a 5xx, no answer (the
    // first is asked again, the last is told; two timeouts rather than three to wait for)
    await sandboxControl(app, { next: 'timeout', on: 'status' });
    await sandboxControl(app, { next: '5xx', on: 'status' });
    await sandboxControl(app, { next: 'timeout', on: 'status' });
    const started = await purpose.start(user.id);
    await choose(app, started.payPageUrl, 'pay');
    const state = (await app.inject('/sandbox/phonepe/_control')).json();
    expect(state.knobs).toEqual([]);
    const mine = state.delivered.filter(
      (d: { reference: string }) => d.reference === started.merchantTransactionId,
    );
    expect(mine[0].httpStatus).toBe(200);
    expect((await payment(started.merchantTransactionId)).state).toBe('PENDING');
    await reconcileAfter(20_000);
    const p = await payment(started.merchantTransactionId);
    expect(p.state).toBe('SUCCESS');
    expect(await purpose.records(p.id)).toEqual(['credit']);
  });
});

describe('payments in live mode', async () => {
  const app = await buildTestApp({
    env: {
      PAYMENTS_MODE: 'live',
      DATABASE_URL: 'postgres://unused.invalid/db',
      SESSION_SECRET: 'a-long-random-secret-for-the-live-test',
      PUBLIC_URL: 'https://gold.example.in',
      PHONEPE_BASE_URL: 'https://api.phonepe.com/apis/hermes',
      PHONEPE_MERCHANT_ID: 'GOLDSAVEONLINE',
      PHONEPE_SALT_KEY: 'c2f1d0e9-live-salt-0000',
      PRICE_SOURCE: 'manual',
    },
  });

  it('has no sandbox: its routes are absent', async () => {
    for (const url of [
      '/sandbox',
      '/sandbox/phonepe/transact/pg?token=x',
      '/sandbox/phonepe/upi-app',
      '/sandbox/phonepe/_control',
      '/sandbox/merchant/result?transactionId=MTID1',
    ]) {
      expect((await app.inject(url)).statusCode, url).toBe(404);
    }
    for (const url of ['/sandbox/phonepe/pg/v1/pay', '/sandbox/phonepe/_control']) {
      const res = await app.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('verifies callbacks with the live salt: the sandbox’s signature is refused', async () => {
    const body = toBase64('{"code":"PAYMENT_SUCCESS","data":{"merchantTransactionId":"MTID1"}}');
    const res = await postCallback(
      app,
      { 'x-verify': signCallback(body, SALT, 1) },
      { response: body },
    );
    expect(res.statusCode).toBe(401);
  });
});

describe('a gateway reporting another amount than was asked', async () => {
  const app = await buildTestApp();
  // PhonePe's checklist: compare the amount; this gateway answers the truth except the amount
  const real = paymentGateway(app.deps);
  initPayments(app.deps, {
    ...real,
    getPaymentStatus: async (id) => ({ ...(await real.getPaymentStatus(id)), amountPaise: 100 }),
  });
  const purpose = await registerTestPurpose(app);
  const user = await createUser(app);

  it('does not credit: the payment fails as AMOUNT_MISMATCH for the operator to refund', async () => {
    const started = await purpose.start(user.id, 50000);
    await choose(app, started.payPageUrl, 'pay');
    const p = (await findPayment(app.deps, started.merchantTransactionId))!;
    expect(p).toMatchObject({ state: 'FAILED', failureReason: 'AMOUNT_MISMATCH' });
    expect(p.lastError).toMatch(/gateway reported 100 paise/);
    expect(await purpose.records(p.id)).toEqual(['release']);
  });
});

describe('refunds through the gateway', async () => {
  const clock = testClock();
  const app = await buildTestApp({
    clock,
    env: { PHONEPE_TIMEOUT_MS: String(GATEWAY_TIMEOUT_MS), PHONEPE_SANDBOX_PAGE_MINUTES: '600' },
  });
  const purpose = await registerTestPurpose(app);
  const user = await createUser(app);
  const paid = async () => {
    const started = await purpose.start(user.id, 50000);
    await choose(app, started.payPageUrl, 'pay');
    const p = (await findPayment(app.deps, started.merchantTransactionId))!;
    expect(p.state).toBe('SUCCESS');
    return p;
  };
  const refundCalls = async (paymentId: string) =>
    (await gatewayLogOf(app.deps, paymentId)).filter((e) => e.operation === 'refund');
  const reconcileAfter = async (ms: number) => {
    clock.advance(ms);
    await app.deps.jobs.runNow('payments-reconcile');
  };

  it('requestRefund asks once, stays pending until the refund status is final, and is idempotent', async () => {
    const p = await paid();
    const first = await requestRefund(app.deps, p.id, 'OPERATOR');
    expect(first).toMatchObject({
      state: 'PENDING',
      amountPaise: 50000,
      gatewayCode: 'PAYMENT_PENDING',
    });
    expect(first.merchantRefundId).toMatch(/^REF\d{13}[A-Z2-9]{8}$/);
    expect((await requestRefund(app.deps, p.id, 'OPERATOR')).id).toBe(first.id);
    await reconcileAfter(5 * 60_000);
    expect((await refundsOfPayment(app.deps, p.id))[0]).toMatchObject({ state: 'SUCCESS' });
    expect((await requestRefund(app.deps, p.id, 'OPERATOR')).id).toBe(first.id);
    expect(await refundCalls(p.id)).toHaveLength(1);
  });

  it('a refund answered 5xx stays pending and is sent again under the same id, never twice', async () => {
    const p = await paid();
    await sandboxControl(app, { next: '5xx', on: 'refund' });
    const r = await requestRefund(app.deps, p.id, 'OPERATOR');
    expect(r.state).toBe('PENDING');
    expect(r.gatewayCode).toBe('INTERNAL_SERVER_ERROR');
    // the status check finds no such refund at the gateway: the same id is sent again
    await reconcileAfter(5 * 60_000);
    await reconcileAfter(5 * 60_000);
    const [done, ...more] = await refundsOfPayment(app.deps, p.id);
    expect(more).toEqual([]);
    expect(done).toMatchObject({ state: 'SUCCESS', merchantRefundId: r.merchantRefundId });
    const ids = (await refundCalls(p.id)).map(
      (e) => (e.request as { merchantTransactionId: string }).merchantTransactionId,
    );
    expect(ids).toEqual([r.merchantRefundId, r.merchantRefundId]);
  });

  it('a refund whose answer times out stays pending; the repeat is refused as a duplicate and the status decides', async () => {
    const p = await paid();
    await sandboxControl(app, { next: 'timeout', on: 'refund', delayMs: GATEWAY_TIMEOUT_MS + 200 });
    const r = await requestRefund(app.deps, p.id, 'OPERATOR');
    expect(r.state).toBe('PENDING');
    await new Promise((ok) => setTimeout(ok, 200)); // the sandbox records the refund after its delay
    await reconcileAfter(5 * 60_000);
    await reconcileAfter(5 * 60_000);
    const all = await refundsOfPayment(app.deps, p.id);
    expect(all).toHaveLength(1);
    expect(all[0]!.state).toBe('SUCCESS');
  });

  it('refuses a refund of a payment that is not final, or of more than was paid', async () => {
    const started = await purpose.start(user.id, 50000);
    const p = (await findPayment(app.deps, started.merchantTransactionId))!;
    await expect(requestRefund(app.deps, p.id, 'OPERATOR')).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    const done = await paid();
    await expect(
      requestRefund(app.deps, done.id, 'OPERATOR', { amountPaise: 50001 }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('a payment closed FAILED that the gateway reports paid on a callback is refunded by default', async () => {
    // the test purpose has no onLateSuccess: the rule refunds
    const started = await purpose.start(user.id, 50000);
    await choose(app, started.payPageUrl, 'pending');
    await reconcileAfter(21 * 60_000);
    const expired = (await findPayment(app.deps, started.merchantTransactionId))!;
    expect(expired.state).toBe('EXPIRED');
    await sandboxControl(app, {
      action: 'resolve',
      merchantTransactionId: started.merchantTransactionId,
      outcome: 'SUCCESS',
      callback: true,
    });
    const p = (await findPayment(app.deps, started.merchantTransactionId))!;
    expect(p).toMatchObject({ state: 'EXPIRED', lateOutcome: 'REFUND' });
    expect(await purpose.records(p.id)).toEqual(['release']);
    expect(await refundsOfPayment(app.deps, p.id)).toHaveLength(1);
  });
});

describe('modules in any registration order', async () => {
  const app = await buildTestApp();

  it('a module registers its payment purpose before the payments module has done anything', () => {
    // dependencies no module has touched yet (a new object: no payments state of its own)
    const fresh = { ...app.deps };
    const noop = async () => undefined;
    expect(() =>
      registerPaymentPurpose(fresh, 'registered_first', { onSuccess: noop, onFailure: noop }),
    ).not.toThrow();
    expect(paymentGateway(fresh).name).toBe(paymentGateway(app.deps).name);
    // the purpose is kept: registering it again is refused as a duplicate
    expect(() =>
      registerPaymentPurpose(fresh, 'registered_first', { onSuccess: noop, onFailure: noop }),
    ).toThrow(/already registered/);
  });
});
