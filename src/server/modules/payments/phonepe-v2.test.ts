import { describe, expect, it } from 'vitest';
import type { GatewayExchange } from './gateway';
import { createPhonePeV1Gateway } from './phonepe';
import { compareWithDocumented, requests, responses } from './fixtures/phonepe-v2';
import { TOKEN_UNAVAILABLE } from './gateway-retry';
import { createPhonePeV2Gateway } from './phonepe-v2';
import {
  SUBSCRIPTION_STATES,
  refundState,
  verifyWebhookAuthorization,
  webhookAuthorization,
} from './phonepe-v2-protocol';

type Captured = { url: string; method: string; headers: Record<string, string>; body?: string };

const PG = 'https://api-preprod.phonepe.com/apis/pg-sandbox';
const T0 = Date.UTC(2026, 10, 24, 8, 0, 0);

/** A scripted PhonePe: answers by URL, counts token requests, can hold token answers. */
function fakePhonePe(
  answer: (req: Captured) => { status?: number; body?: unknown },
  token: (n: number) => Record<string, unknown> = (n) => ({
    access_token: `token-${n}`,
    token_type: 'O-Bearer',
    issued_at: T0 / 1000,
    expires_at: T0 / 1000 + 3600,
    expires_in: 3600,
  }),
) {
  const calls: Captured[] = [];
  let tokenRequests = 0;
  let release: () => void = () => undefined;
  let gate: Promise<void> | undefined;
  const f = (async (input: string | URL | Request, init?: RequestInit) => {
    const req: Captured = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === 'string' ? init.body : undefined,
    };
    calls.push(req);
    if (req.url.endsWith('/v1/oauth/token')) {
      tokenRequests += 1;
      const n = tokenRequests;
      if (gate) await gate;
      return new Response(JSON.stringify(token(n)), { status: 200 });
    }
    const a = answer(req);
    return new Response(a.body === undefined ? null : JSON.stringify(a.body), {
      status: a.status ?? 200,
    });
  }) as typeof fetch;
  return {
    fetch: f,
    calls,
    tokenRequests: () => tokenRequests,
    /** token answers wait until released */
    hold() {
      gate = new Promise((r) => {
        release = () => {
          gate = undefined;
          r();
        };
      });
    },
    release: () => release(),
  };
}

function gatewayWith(
  f: typeof fetch,
  clock: { t: number } = { t: T0 },
  onExchange?: (e: GatewayExchange) => void,
) {
  return createPhonePeV2Gateway({
    baseUrl: PG,
    oauthBaseUrl: PG,
    clientId: 'CLIENT_1',
    clientSecret: 'secret-1',
    clientVersion: 1,
    webhookUsername: 'goldapp_hook',
    webhookPassword: 'S3cretPass99',
    timeoutMs: 1000,
    orderExpireSeconds: 900,
    now: () => new Date(clock.t),
    fetch: f,
    onExchange,
    retry: { sleep: async () => undefined },
  });
}

const order = (state: string, extra: Record<string, unknown> = {}) => ({
  orderId: 'OMO2611240800001',
  state,
  amount: 10000,
  expireAt: T0 + 900_000,
  paymentDetails: [
    {
      transactionId: 'OM2611240800002',
      paymentMode: 'UPI_QR',
      timestamp: T0,
      amount: 10000,
      state,
      rail: { type: 'UPI', utr: '206850679072', upiTransactionId: 'YBL1', vpa: 'a@ybl' },
      ...extra,
    },
  ],
});

describe('PhonePe v2 token cache', () => {
  it('one token request serves concurrent calls', async () => {
    const pp = fakePhonePe(() => ({ body: order('PENDING') }));
    const gw = gatewayWith(pp.fetch);
    pp.hold();
    const all = Promise.all([
      gw.getPaymentStatus('MTID1'),
      gw.getPaymentStatus('MTID2'),
      gw.getPaymentStatus('MTID3'),
    ]);
    await new Promise((r) => setTimeout(r, 10));
    pp.release();
    await all;
    expect(pp.tokenRequests()).toBe(1);
    const token = pp.calls.find((c) => c.url.endsWith('/v1/oauth/token'))!;
    expect(token.method).toBe('POST');
    expect(token.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(token.body))).toEqual({
      client_id: 'CLIENT_1',
      client_version: '1',
      client_secret: 'secret-1',
      grant_type: 'client_credentials',
    });
    const pgCalls = pp.calls.filter((c) => c.url.includes('/checkout/v2/'));
    expect(pgCalls.map((c) => c.headers.authorization)).toEqual([
      'O-Bearer token-1',
      'O-Bearer token-1',
      'O-Bearer token-1',
    ]);
  });

  it('reuses the token until half its life, then fetches a new one', async () => {
    const clock = { t: T0 };
    const pp = fakePhonePe(
      () => ({ body: order('PENDING') }),
      (n) => ({
        access_token: `token-${n}`,
        token_type: 'O-Bearer',
        issued_at: Math.floor(clock.t / 1000),
        expires_at: Math.floor(clock.t / 1000) + 3600,
      }),
    );
    const gw = gatewayWith(pp.fetch, clock);
    await gw.getPaymentStatus('MTID1');
    clock.t += 1799_000;
    await gw.getPaymentStatus('MTID1');
    expect(pp.tokenRequests()).toBe(1);
    clock.t += 1_000; // half of 3600 s has passed
    await gw.getPaymentStatus('MTID1');
    expect(pp.tokenRequests()).toBe(2);
    expect(pp.calls.at(-1)!.headers.authorization).toBe('O-Bearer token-2');
  });

  it('without issued_at and expires_at a token serves one call only (as the SDK does)', async () => {
    const pp = fakePhonePe(
      () => ({ body: order('PENDING') }),
      (n) => ({ access_token: `token-${n}`, token_type: 'O-Bearer' }),
    );
    const gw = gatewayWith(pp.fetch);
    await gw.getPaymentStatus('MTID1');
    await gw.getPaymentStatus('MTID1');
    expect(pp.tokenRequests()).toBe(2);
  });

  it('a 401 fetches a new token and tries once more; a second 401 is an error', async () => {
    let refusals = 1;
    const pp = fakePhonePe(() =>
      refusals-- > 0
        ? { status: 401, body: { code: 'UNAUTHORIZED', message: 'expired' } }
        : { body: order('COMPLETED') },
    );
    const gw = gatewayWith(pp.fetch);
    expect((await gw.getPaymentStatus('MTID1')).state).toBe('SUCCESS');
    expect(pp.tokenRequests()).toBe(2);
    const pg = pp.calls.filter((c) => c.url.includes('/checkout/'));
    expect(pg.map((c) => c.headers.authorization)).toEqual([
      'O-Bearer token-1',
      'O-Bearer token-2',
    ]);

    refusals = 2;
    await expect(gw.getPaymentStatus('MTID1')).rejects.toMatchObject({
      kind: 'rejected',
      details: { httpStatus: 401 },
    });
    // one retry only: two more PG calls, one more token
    expect(pp.calls.filter((c) => c.url.includes('/checkout/')).length).toBe(4);
    expect(pp.tokenRequests()).toBe(3);
  });

  it('a token request that does not answer in time is retried, then a token failure (not a refusal); the next call asks again', async () => {
    let hang = true;
    const f = (async (input: string | URL | Request, init?: RequestInit) => {
      if (String(input).endsWith('/v1/oauth/token') && hang) {
        return new Promise<Response>((_, reject) =>
          init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason), {
            once: true,
          }),
        );
      }
      if (String(input).endsWith('/v1/oauth/token'))
        return new Response(JSON.stringify({ access_token: 'late', token_type: 'O-Bearer' }));
      return new Response(JSON.stringify(order('PENDING')));
    }) as typeof fetch;
    const gw = createPhonePeV2Gateway({
      baseUrl: PG,
      oauthBaseUrl: PG,
      clientId: 'C',
      clientSecret: 'S',
      clientVersion: 1,
      webhookUsername: 'goldapp_hook',
      webhookPassword: 'S3cretPass99',
      timeoutMs: 50,
      orderExpireSeconds: 900,
      now: () => new Date(T0),
      fetch: f,
      retry: { sleep: async () => undefined },
    });
    await expect(gw.getPaymentStatus('MTID1')).rejects.toMatchObject({
      kind: 'unavailable',
      code: TOKEN_UNAVAILABLE,
    });
    hang = false;
    expect((await gw.getPaymentStatus('MTID1')).state).toBe('PENDING');
  });
});

describe('PhonePe v2 on the wire', () => {
  it('creates a checkout order with the documented body and no secrets in the log', async () => {
    const exchanges: GatewayExchange[] = [];
    const pp = fakePhonePe(() => ({
      body: {
        orderId: 'OMO1',
        state: 'PENDING',
        expireAt: T0 + 900_000,
        redirectUrl: 'https://pay.example/v2?token=1',
      },
    }));
    const gw = gatewayWith(pp.fetch, { t: T0 }, (e) => exchanges.push(e));
    const res = await gw.createPayment({
      merchantTransactionId: 'MTID17642...'.replace(/\./g, '1'),
      amountPaise: 10000,
      merchantUserId: 'MU123',
      redirectUrl: 'https://gold.example.in/api/payments/return/MTID1',
      callbackUrl: 'https://gold.example.in/api/payments/phonepe/callback',
    });
    expect(res.payPageUrl).toBe('https://pay.example/v2?token=1');
    const pay = pp.calls.find((c) => c.url === `${PG}/checkout/v2/pay`)!;
    expect(JSON.parse(pay.body!)).toEqual({
      merchantOrderId: 'MTID17642111',
      amount: 10000,
      expireAfter: 900,
      metaInfo: { udf1: 'MU123' },
      paymentFlow: {
        type: 'PG_CHECKOUT',
        message: 'Order MTID17642111',
        merchantUrls: { redirectUrl: 'https://gold.example.in/api/payments/return/MTID1' },
      },
    });
    expect(pay.headers['content-type']).toBe('application/json');
    const text = JSON.stringify(exchanges);
    expect(text).not.toContain('secret-1');
    expect(text).not.toContain('token-1');
    expect(exchanges.map((e) => e.operation)).toEqual(['token', 'pay']);
  });

  it('maps the order state, the attempt, UTR and amount; 404 is not found; 5xx unavailable', async () => {
    let next: { status?: number; body?: unknown } = { body: order('COMPLETED') };
    const pp = fakePhonePe(() => next);
    const gw = gatewayWith(pp.fetch);
    expect(await gw.getPaymentStatus('MTID1')).toMatchObject({
      state: 'SUCCESS',
      code: 'COMPLETED',
      gatewayTransactionId: 'OM2611240800002',
      utr: '206850679072',
      amountPaise: 10000,
    });
    expect(pp.calls.at(-1)!.url).toBe(`${PG}/checkout/v2/order/MTID1/status?details=false`);
    next = { body: order('FAILED', { errorCode: 'TXN_DECLINED', detailedErrorCode: 'ZA' }) };
    expect(await gw.getPaymentStatus('MTID1')).toMatchObject({
      state: 'FAILED',
      responseCode: 'ZA',
    });
    next = { body: { ...order('PENDING'), paymentDetails: [] } };
    expect((await gw.getPaymentStatus('MTID1')).state).toBe('PENDING');
    next = { status: 404, body: { code: 'NOT_FOUND', message: 'Order not found' } };
    expect(await gw.getPaymentStatus('MTID1')).toMatchObject({ state: 'PENDING', notFound: true });
    next = { status: 500, body: { code: 'INTERNAL_SERVER_ERROR', message: 'x' } };
    const before = pp.calls.length;
    await expect(gw.getPaymentStatus('MTID1')).rejects.toMatchObject({ kind: 'unavailable' });
    // a read is asked three times before the outage is told
    expect(pp.calls.length - before).toBe(3);
    next = { status: 400, body: { code: 'BAD_REQUEST', message: 'x' } };
    await expect(gw.getPaymentStatus('MTID1')).rejects.toMatchObject({
      kind: 'rejected',
      code: 'BAD_REQUEST',
    });
  });

  it('cancel answers 204: the cancellation is in progress, not done', async () => {
    const pp = fakePhonePe(() => ({ status: 204 }));
    const gw = gatewayWith(pp.fetch);
    const r = await gw.cancelSubscription({
      merchantUserId: 'MU1',
      subscriptionId: 'MSUB1',
      callbackUrl: 'https://x',
    });
    expect(r).toMatchObject({ state: 'ACTIVE', transition: 'CANCEL' });
    expect(pp.calls.at(-1)).toMatchObject({
      url: `${PG}/subscriptions/v2/MSUB1/cancel`,
      method: 'POST',
    });
  });

  it('sets a mandate up in one order; createSubscription only names it', async () => {
    const pp = fakePhonePe(() => ({
      body: { orderId: 'OMO9', state: 'PENDING', intentUrl: 'upi://mandate?pa=x' },
    }));
    const gw = gatewayWith(pp.fetch);
    const set = await gw.setupMandate!({
      merchantSubscriptionId: 'MSUB1',
      merchantUserId: 'MU1',
      name: 'Gold plan',
      authWorkflowType: 'TRANSACTION',
      amountType: 'FIXED',
      amountPaise: 50000,
      frequency: 'MONTHLY',
      recurringCount: 12,
      authRequestId: 'AUTH1',
      instrument: { type: 'UPI_INTENT', deviceOS: 'ANDROID', targetApp: 'com.phonepe.app' },
      callbackUrl: 'https://x',
    });
    expect(set).toMatchObject({
      subscriptionId: 'MSUB1',
      state: 'CREATED',
      redirectUrl: 'upi://mandate?pa=x',
    });
    const body = JSON.parse(pp.calls.at(-1)!.body!);
    expect(body).toMatchObject({
      merchantOrderId: 'AUTH1',
      amount: 50000,
      paymentFlow: {
        type: 'SUBSCRIPTION_SETUP',
        merchantSubscriptionId: 'MSUB1',
        authWorkflowType: 'TRANSACTION',
        amountType: 'FIXED',
        maxAmount: 50000,
        frequency: 'MONTHLY',
        paymentMode: { type: 'UPI_INTENT', targetApp: 'com.phonepe.app' },
      },
      deviceContext: { deviceOS: 'ANDROID' },
    });
    // v2 has no create step: the mandate's id is ours, and nothing is sent for it
    const sent = pp.calls.length;
    expect(
      await gw.createSubscription({
        merchantSubscriptionId: 'MSUB2',
        merchantUserId: 'MU1',
        name: 'x',
        authWorkflowType: 'TRANSACTION',
        amountType: 'FIXED',
        amountPaise: 100,
        frequency: 'MONTHLY',
        recurringCount: 1,
      }),
    ).toEqual({ subscriptionId: 'MSUB2', state: 'CREATED', raw: undefined });
    expect(pp.calls.length).toBe(sent);
  });
});

describe("the v2 adapter's requests, field by field against PhonePe's documents", () => {
  const terms = {
    merchantSubscriptionId: 'MSUB1',
    merchantUserId: 'MU1',
    name: 'Daily gold',
    authWorkflowType: 'TRANSACTION' as const,
    amountType: 'FIXED' as const,
    amountPaise: 5000,
    frequency: 'DAILY' as const,
    recurringCount: 3650,
    authRequestId: 'MAUTH1',
    callbackUrl: 'https://x',
  };
  const sent = (pp: ReturnType<typeof fakePhonePe>, path: string) => {
    const c = pp.calls.filter((x) => x.url.startsWith(PG + path)).at(-1)!;
    return { method: c.method, body: c.body ? (JSON.parse(c.body) as unknown) : undefined };
  };
  const against = (
    f: {
      request: { method: string; body?: unknown };
      documentedOptional?: string[];
      enums?: Record<string, string[]>;
    },
    got: { method: string; body?: unknown },
  ) => {
    expect(got.method).toBe(f.request.method);
    return compareWithDocumented(f.request.body, got.body, {
      optional: f.documentedOptional,
      enums: f.enums,
    });
  };

  it('set-up by intent (with the OS) and by collect; never UPI_QR', async () => {
    const pp = fakePhonePe(() => ({
      body: { orderId: 'OMO1', state: 'PENDING', intentUrl: 'upi://x' },
    }));
    const gw = gatewayWith(pp.fetch);
    await gw.setupMandate({ ...terms, instrument: { type: 'UPI_INTENT', deviceOS: 'IOS' } });
    expect(against(requests.setupIntent, sent(pp, '/subscriptions/v2/setup'))).toEqual([]);
    expect(sent(pp, '/subscriptions/v2/setup').body).toMatchObject({
      deviceContext: { deviceOS: 'IOS' },
    });
    await gw.setupMandate({
      ...terms,
      authRequestId: 'MAUTH2',
      instrument: { type: 'UPI_COLLECT', vpa: 'asha@ybl' },
    });
    expect(against(requests.setupCollect, sent(pp, '/subscriptions/v2/setup'))).toEqual([]);
  });

  it('notify, redeem, the UPI ID check and the token', async () => {
    const pp = fakePhonePe((req) =>
      req.url.includes('/validate/upi')
        ? { body: responses.validateUpiValid.response.body }
        : req.url.includes('/status')
          ? { body: responses.redemptionNotified.response.body }
          : { body: { orderId: 'OMO1', state: 'NOTIFICATION_IN_PROGRESS', transactionId: 'OM1' } },
    );
    const gw = gatewayWith(pp.fetch);
    await gw.notifyDebit({
      merchantUserId: 'MU1',
      subscriptionId: 'MSUB1',
      merchantTransactionId: 'MSDB1',
      amountPaise: 5000,
      autoDebit: false,
      callbackUrl: 'https://x',
    });
    expect(against(requests.notify, sent(pp, '/subscriptions/v2/notify'))).toEqual([]);
    await gw.executeDebit({
      merchantUserId: 'MU1',
      subscriptionId: 'MSUB1',
      notificationId: 'OMO1',
      merchantTransactionId: 'MSDB1',
    });
    expect(against(requests.redeem, sent(pp, '/subscriptions/v2/redeem'))).toEqual([]);
    expect(await gw.verifyVpa('asha.saver@ybl')).toMatchObject({
      valid: true,
      name: '<Name of User>',
    });
    expect(against(requests.validateUpi, sent(pp, '/v2/validate/upi'))).toEqual([]);
    const token = pp.calls.find((c) => c.url.endsWith('/v1/oauth/token'))!;
    expect(Object.keys(Object.fromEntries(new URLSearchParams(token.body))).sort()).toEqual(
      Object.keys(requests.token.request.form).sort(),
    );
    expect(token.headers['content-type']).toBe(requests.token.request.headers['content-type']);
  });

  it("reads PhonePe's documented answers: NOTIFIED with number or string times, a completed redemption", async () => {
    let answer: unknown = responses.redemptionNotified.response.body;
    const gw = gatewayWith(fakePhonePe(() => ({ body: answer })).fetch);
    const n = await gw.getDebitStatus('MSDB1');
    expect(n).toMatchObject({
      state: 'PENDING',
      notificationState: 'NOTIFIED',
      notificationId: 'OMO2503162337146919338960',
      executableFrom: new Date(1628229131000),
      executableUntil: new Date(1628574731000),
    });
    answer = responses.redemptionNotifiedStringTimes.response.body;
    expect(await gw.getDebitStatus('MSDB1')).toMatchObject({
      notificationState: 'NOTIFIED',
      executableFrom: new Date(1628229131000),
    });
    answer = responses.redemptionCompleted.response.body;
    expect(await gw.getDebitStatus('MSDB1')).toMatchObject({
      state: 'SUCCESS',
      amountPaise: 100,
      utr: '2',
      notificationState: 'NOTIFIED',
    });
    answer = { ...responses.redemptionNotified.response.body, state: 'SOMETHING_NEW' };
    expect((await gw.getDebitStatus('MSDB1')).state).toBe('PENDING');
    answer = responses.validateUpiInvalid.response.body;
    expect(await gw.verifyVpa('nobody@ybl')).toMatchObject({ valid: false });
  });
});

describe('PhonePe v2 webhooks', () => {
  const TV8 = 'dd61e3d539aa9bc4cc5895ffa92e339339741089921286d0421101d35d16a09d';

  it('TV8: Authorization is sha256(username:password) in lower-case hex', () => {
    expect(webhookAuthorization('username', 'password')).toBe(
      'bc842c31a9e54efe320d30d948be61291f3ceee4766e36ab25fa65243cd76e0e',
    );
    expect(webhookAuthorization('goldapp_hook', 'S3cretPass99')).toBe(TV8);
  });

  it('accepts the right header in any hex case and nothing else', () => {
    expect(verifyWebhookAuthorization(TV8, 'goldapp_hook', 'S3cretPass99')).toBe(true);
    expect(verifyWebhookAuthorization(TV8.toUpperCase(), 'goldapp_hook', 'S3cretPass99')).toBe(
      true,
    );
    for (const bad of [
      undefined,
      '',
      TV8.slice(1),
      `${TV8}0`,
      `O-Bearer ${TV8}`,
      webhookAuthorization('goldapp_hook', 'S3cretPass98'),
      'z'.repeat(64),
    ]) {
      expect(verifyWebhookAuthorization(bad, 'goldapp_hook', 'S3cretPass99')).toBe(false);
    }
  });

  it('verifyCallback refuses a webhook with another password and routes events', () => {
    const gw = gatewayWith(fakePhonePe(() => ({ body: {} })).fetch);
    const body = {
      event: 'checkout.order.completed',
      type: 'CHECKOUT_ORDER_COMPLETED',
      payload: { merchantOrderId: 'MTID1', state: 'COMPLETED' },
    };
    expect(gw.verifyCallback({ authorization: TV8 }, body)).toMatchObject({
      type: 'PAYMENT',
      merchantTransactionId: 'MTID1',
      code: 'checkout.order.completed',
    });
    expect(() =>
      gw.verifyCallback(
        { authorization: webhookAuthorization('goldapp_hook', 'wrong-pass-1') },
        body,
      ),
    ).toThrow(expect.objectContaining({ kind: 'signature' }));
    expect(() => gw.verifyCallback({}, body)).toThrow(
      expect.objectContaining({ kind: 'signature' }),
    );

    const routed = (event: string, payload: Record<string, unknown>) =>
      gw.verifyCallback({ authorization: TV8 }, { event, payload });
    expect(routed('pg.refund.completed', { merchantRefundId: 'R1' })).toMatchObject({
      type: 'PAYMENT',
      merchantTransactionId: 'R1',
    });
    expect(routed('subscription.setup.order.completed', { merchantOrderId: 'A1' })).toMatchObject({
      type: 'AUTH',
      authRequestId: 'A1',
    });
    expect(routed('subscription.notification.completed', { merchantOrderId: 'D1' })).toMatchObject({
      type: 'NOTIFY',
      merchantTransactionId: 'D1',
    });
    expect(routed('subscription.redemption.order.failed', { merchantOrderId: 'D1' })).toMatchObject(
      { type: 'DEBIT', merchantTransactionId: 'D1' },
    );
    expect(routed('subscription.revoked', { merchantSubscriptionId: 'S1' })).toMatchObject({
      type: 'SUBSCRIPTION',
      subscriptionId: 'S1',
    });
    expect(
      routed('checkout.transaction.attempt.failed', { merchantOrderId: 'MTID2' }),
    ).toMatchObject({ type: 'PAYMENT', merchantTransactionId: 'MTID2' });
    // an authenticated event we do not know is not refused: ignored, with the reason
    expect(routed('something.else', {})).toMatchObject({
      type: 'IGNORED',
      event: 'something.else',
      reason: 'event not documented: something.else',
    });
  });
});

describe('state mappings, both generations', () => {
  it('refunds: only COMPLETED succeeded and only FAILED failed; TIMED_OUT and errors stay pending', () => {
    expect(refundState('COMPLETED')).toBe('SUCCESS');
    expect(refundState('PAYMENT_SUCCESS')).toBe('SUCCESS');
    expect(refundState('FAILED')).toBe('FAILED');
    expect(refundState('PAYMENT_ERROR')).toBe('FAILED');
    for (const pending of [
      'TIMED_OUT',
      'PENDING',
      'PAYMENT_PENDING',
      'INTERNAL_SERVER_ERROR',
      'CONFIRMED',
      undefined,
    ])
      expect(refundState(pending)).toBe('PENDING');
  });

  it('mandates: a change in progress is not the change done', () => {
    expect(SUBSCRIPTION_STATES.CANCEL_IN_PROGRESS).toEqual({
      state: 'ACTIVE',
      transition: 'CANCEL',
    });
    expect(SUBSCRIPTION_STATES.REVOKE_IN_PROGRESS).toEqual({
      state: 'ACTIVE',
      transition: 'REVOKE',
    });
    expect(SUBSCRIPTION_STATES.PAUSE_IN_PROGRESS).toEqual({ state: 'ACTIVE', transition: 'PAUSE' });
    expect(SUBSCRIPTION_STATES.UNPAUSE_IN_PROGRESS).toEqual({
      state: 'PAUSED',
      transition: 'UNPAUSE',
    });
    expect(SUBSCRIPTION_STATES.ACTIVATION_IN_PROGRESS).toEqual({
      state: 'CREATED',
      transition: 'ACTIVATION',
    });
    expect(SUBSCRIPTION_STATES.CANCELLED).toEqual({ state: 'CANCELLED' });
  });

  it('v1 refund: TIMED_OUT and INTERNAL_SERVER_ERROR answers stay pending; the status decides', async () => {
    let code = 'TIMED_OUT';
    let data: Record<string, unknown> = { state: 'PENDING' };
    const f = (async () =>
      new Response(JSON.stringify({ success: false, code, message: '', data }), {
        status: code === 'INTERNAL_SERVER_ERROR' ? 500 : 200,
      })) as typeof fetch;
    const v1 = createPhonePeV1Gateway({
      baseUrl: PG,
      merchantId: 'PGTESTPAYUAT',
      saltKey: 'salt',
      saltIndex: 1,
      timeoutMs: 1000,
      mode: 'sandbox',
      fetch: f,
    });
    const input = {
      originalMerchantTransactionId: 'MT1',
      merchantRefundId: 'RMT1',
      amountPaise: 10000,
      callbackUrl: 'https://x',
    };
    for (const c of ['TIMED_OUT', 'INTERNAL_SERVER_ERROR', 'PAYMENT_PENDING']) {
      code = c;
      expect((await v1.refund(input)).state).toBe('PENDING');
      expect((await v1.getRefundStatus('RMT1')).state).toBe('PENDING');
    }
    code = 'PAYMENT_SUCCESS';
    data = { state: 'COMPLETED', amount: 10000 };
    expect((await v1.getRefundStatus('RMT1')).state).toBe('SUCCESS');
    code = 'PAYMENT_ERROR';
    data = { state: 'FAILED' };
    expect((await v1.getRefundStatus('RMT1')).state).toBe('FAILED');
  });

  it('v1 subscription: CANCEL_IN_PROGRESS is not CANCELLED', async () => {
    const f = (async () =>
      new Response(
        JSON.stringify({
          success: true,
          code: 'SUCCESS',
          message: '',
          data: { subscriptionId: 'OMS1', state: 'CANCEL_IN_PROGRESS' },
        }),
      )) as typeof fetch;
    const v1 = createPhonePeV1Gateway({
      baseUrl: PG,
      merchantId: 'PGTESTPAYUAT',
      saltKey: 'salt',
      saltIndex: 1,
      timeoutMs: 1000,
      mode: 'sandbox',
      fetch: f,
    });
    expect(await v1.getSubscriptionStatus('MSUB1')).toMatchObject({
      state: 'ACTIVE',
      transition: 'CANCEL',
    });
  });
});
