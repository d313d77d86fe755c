import { describe, expect, it } from 'vitest';
import { GatewayError, type GatewayExchange } from './gateway';
import { createPhonePeV1Gateway } from './phonepe';
import {
  decodeBase64Json,
  payloadJson,
  sha256Hex,
  signCallback,
  signGet,
  signPost,
  toBase64,
  verifyXVerify,
} from './phonepe-protocol';

// Reference section 9: SALT, INDEX and MID of the test vectors.
const SALT = '099eb0cd-02cf-4e2a-8aca-3e6c6aff0399';
const MID = 'PGTESTPAYUAT';

const TV1_B64 =
  'eyJtZXJjaGFudElkIjoiUEdURVNUUEFZVUFUIiwibWVyY2hhbnRUcmFuc2FjdGlvbklkIjoiTVQ3ODUwNTkwMDY4MTg4MTA0IiwibWVyY2hhbnRVc2VySWQiOiJNVUlEMTIzIiwiYW1vdW50IjoxMDAwMCwicmVkaXJlY3RVcmwiOiJodHRwczovL2V4YW1wbGUudGVzdC9yZWRpcmVjdCIsInJlZGlyZWN0TW9kZSI6IlJFRElSRUNUIiwiY2FsbGJhY2tVcmwiOiJodHRwczovL2V4YW1wbGUudGVzdC9jYWxsYmFjayIsIm1vYmlsZU51bWJlciI6Ijk5OTk5OTk5OTkiLCJwYXltZW50SW5zdHJ1bWVudCI6eyJ0eXBlIjoiUEFZX1BBR0UifX0=';
const TV1_XVERIFY = '300ee1f09a74a28aada852df11944c1c2bc9a5b616219c6b65759d0e0a8c0ac5###1';
const TV3_B64 =
  'eyJzdWNjZXNzIjpmYWxzZSwiY29kZSI6IlBBWU1FTlRfRVJST1IiLCJtZXNzYWdlIjoiUGF5bWVudCBGYWlsZWQiLCJkYXRhIjp7Im1lcmNoYW50SWQiOiJtZXJjaGFudElkIiwibWVyY2hhbnRUcmFuc2FjdGlvbklkIjoibWVyY2hhbnRUcmFuc2FjdGlvbklkIiwidHJhbnNhY3Rpb25JZCI6IkZUWDIzMDYwMTE1NDMxOTU3MTYzMjM5IiwiYW1vdW50IjoxMDAsInN0YXRlIjoiRkFJTEVEIiwicmVzcG9uc2VDb2RlIjoiUkVRVUVTVF9ERUNMSU5FX0JZX1JFUVVFU1RFRSIsInBheW1lbnRJbnN0cnVtZW50IjpudWxsfX0=';
const TV3_XVERIFY = '1d173c3d681ad08c4d49df259b511f2b243ac6b8314ad0741067cc24f1b4a33a###1';
const TV4_B64 =
  'eyJtZXJjaGFudElkIjoiUEdURVNUUEFZVUFUIiwibWVyY2hhbnRVc2VySWQiOiJNVUlEMTIzIiwib3JpZ2luYWxUcmFuc2FjdGlvbklkIjoiTVQ3ODUwNTkwMDY4MTg4MTA0IiwibWVyY2hhbnRUcmFuc2FjdGlvbklkIjoiUk1UNzg1MDU5MDA2ODE4ODEwNCIsImFtb3VudCI6MTAwMDAsImNhbGxiYWNrVXJsIjoiaHR0cHM6Ly9leGFtcGxlLnRlc3QvY2FsbGJhY2sifQ==';
const TV5_B64 =
  'eyJtZXJjaGFudElkIjoiUEdURVNUUEFZVUFUIiwibWVyY2hhbnRTdWJzY3JpcHRpb25JZCI6Ik1TVUItR09MRC0wMDAxIiwibWVyY2hhbnRVc2VySWQiOiJNVTEyMyIsInN1YnNjcmlwdGlvbk5hbWUiOiJHb2xkIFNJUCA1MDAiLCJhdXRoV29ya2Zsb3dUeXBlIjoiVFJBTlNBQ1RJT04iLCJhbW91bnRUeXBlIjoiVkFSSUFCTEUiLCJhbW91bnQiOjUwMDAwLCJmcmVxdWVuY3kiOiJNT05USExZIiwicmVjdXJyaW5nQ291bnQiOjEyLCJtb2JpbGVOdW1iZXIiOiI5OTk5OTk5OTk5In0=';
const TV7_B64 =
  'eyJtZXJjaGFudElkIjoiUEdURVNUUEFZVUFUIiwibWVyY2hhbnRVc2VySWQiOiJNVTEyMyIsInN1YnNjcmlwdGlvbklkIjoiT01TMjAwNjExMDEzOTQ1MDEyMzQ1Njc4OSIsInRyYW5zYWN0aW9uSWQiOiJUWE4tR09MRC0wMDAxLTAxIiwiYXV0b0RlYml0Ijp0cnVlLCJhbW91bnQiOjUwMDAwfQ==';

describe('PhonePe v1 checksums (reference 9)', () => {
  it('TV0: reproduces PhonePe’s own documented example', () => {
    const b64 =
      'ewoJImdyYW50VG9rZW4iOiAiR1JUOTc5YTYzZjQ4ZjIxYjZmMWRiN2JhOTNiYjRhMGZiMjk3NWQ0OWFmYmMyY2QxMDdkYTBmYWMxZGQ1N2RlN2ZiNCIKfQ==';
    expect(
      signPost(b64, '/v3/service/auth/access', '6b451f58-d565-4890-836f-6fb1gjt84d97', 1),
    ).toBe('5de0e70cf2b78f3923ca108e583e6a80fabe910efd1726570b3e5cb2040df7d2###1');
  });

  it('TV1: pay payload, base64 and X-VERIFY', () => {
    const json =
      '{"merchantId":"PGTESTPAYUAT","merchantTransactionId":"MT7850590068188104","merchantUserId":"MUID123","amount":10000,"redirectUrl":"https://example.test/redirect","redirectMode":"REDIRECT","callbackUrl":"https://example.test/callback","mobileNumber":"9999999999","paymentInstrument":{"type":"PAY_PAGE"}}';
    expect(toBase64(json)).toBe(TV1_B64);
    expect(signPost(TV1_B64, '/pg/v1/pay', SALT, 1)).toBe(TV1_XVERIFY);
  });

  it('TV2 and TV6: GET checksums over the path only', () => {
    expect(signGet('/pg/v1/status/PGTESTPAYUAT/MT7850590068188104', SALT, 1)).toBe(
      '95c6d60f014b7190aa417083aca2489bb5b0a729d0421c17dea19f5913e6d741###1',
    );
    const tv6: [string, string][] = [
      [
        '/v3/recurring/subscription/status/PGTESTPAYUAT/MSUB-GOLD-0001',
        '598b10048cf032146636d61c0ea5f22b42b6edd87da63e34940fe637a076d4db###1',
      ],
      [
        '/v3/recurring/auth/status/PGTESTPAYUAT/AUTH-GOLD-0001',
        '418cb9d921503bf02571c7f11de9442f5ebd348dd5125d99c9b631a347b262c7###1',
      ],
      [
        '/v3/recurring/debit/status/PGTESTPAYUAT/TXN-GOLD-0001-01',
        '597524538545d64b9e09601bb42f7a5e556963bd40f0d1b4183efe34d5008ae9###1',
      ],
      [
        '/v3/vpa/PGTESTPAYUAT/success@ybl/validate',
        'e558b23a9730310ef8ebfd98358838adab03f38525fec9211875777cce1a1b89###1',
      ],
    ];
    for (const [path, xv] of tv6) expect(signGet(path, SALT, 1)).toBe(xv);
  });

  it('TV3: callback checksum; the docs’ header made with another salt is rejected', () => {
    expect(signCallback(TV3_B64, SALT, 1)).toBe(TV3_XVERIFY);
    expect(verifyXVerify(TV3_XVERIFY, TV3_B64, SALT, 1)).toBe(true);
    expect(decodeBase64Json(TV3_B64)).toMatchObject({
      code: 'PAYMENT_ERROR',
      data: { state: 'FAILED', responseCode: 'REQUEST_DECLINE_BY_REQUESTEE', amount: 100 },
    });
    expect(verifyXVerify(`a005532637c6${'0'.repeat(47)}cd0bb###1`, TV3_B64, SALT, 1)).toBe(false);
  });

  it('TV4, TV5, TV7: refund, subscription create and notify', () => {
    expect(signPost(TV4_B64, '/pg/v1/refund', SALT, 1)).toBe(
      '6710b250b0f7a91579a8faaabf11b3c93b8b94f5f2eb4010291fd1c47f0577a5###1',
    );
    expect(signPost(TV5_B64, '/v3/recurring/subscription/create', SALT, 1)).toBe(
      'eacc6182cb21696f9477e724fbaa7b930552acc93baa83e54277ca947c6d66f7###1',
    );
    expect(signPost(TV7_B64, '/v3/recurring/debit/init', SALT, 1)).toBe(
      '0bc3f0b4360bbdcbb57b98156a503c5fa198216e804978f9e7e66c18d96a71e7###1',
    );
  });

  it('TV8: sha256 hex of the v2 webhook credentials', () => {
    expect(sha256Hex('username:password')).toBe(
      'bc842c31a9e54efe320d30d948be61291f3ceee4766e36ab25fa65243cd76e0e',
    );
  });

  it('negative cases: wrong index, JSON instead of base64, host prefix, re-encoded key order; uppercase hex accepted', () => {
    const input = `${TV1_B64}/pg/v1/pay`;
    expect(verifyXVerify(TV1_XVERIFY, input, SALT, 1)).toBe(true);
    expect(verifyXVerify(TV1_XVERIFY.replace('###1', '###2'), input, SALT, 1)).toBe(false);
    expect(verifyXVerify(TV1_XVERIFY, input, SALT, 2)).toBe(false);
    const json = Buffer.from(TV1_B64, 'base64').toString('utf8');
    expect(signPost(json, '/pg/v1/pay', SALT, 1)).not.toBe(TV1_XVERIFY);
    expect(signPost(TV1_B64, '/apis/pg-sandbox/pg/v1/pay', SALT, 1)).not.toBe(TV1_XVERIFY);
    const reordered = toBase64(JSON.stringify({ amount: 10000, ...JSON.parse(json) }));
    expect(verifyXVerify(TV1_XVERIFY, `${reordered}/pg/v1/pay`, SALT, 1)).toBe(false);
    const upper = `${TV1_XVERIFY.split('###')[0]!.toUpperCase()}###1`;
    expect(verifyXVerify(upper, input, SALT, 1)).toBe(true);
    expect(verifyXVerify(undefined, input, SALT, 1)).toBe(false);
    expect(verifyXVerify('not-a-checksum', input, SALT, 1)).toBe(false);
  });

  it('leaves null fields out of the checksummed payload', () => {
    expect(payloadJson({ a: 1, b: null, c: undefined, d: 'x' })).toBe('{"a":1,"d":"x"}');
  });
});

type Captured = { url: string; method: string; headers: Record<string, string>; body?: string };

/** A fetch that records the request and answers with a canned PhonePe envelope. */
function fakeFetch(answer: (req: Captured) => { status?: number; body: unknown }) {
  const calls: Captured[] = [];
  const f = (async (input: string | URL | Request, init?: RequestInit) => {
    const req: Captured = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === 'string' ? init.body : undefined,
    };
    calls.push(req);
    const a = answer(req);
    return new Response(JSON.stringify(a.body), { status: a.status ?? 200 });
  }) as typeof fetch;
  return { fetch: f, calls };
}

const gatewayWith = (f: typeof fetch, onExchange?: (e: GatewayExchange) => void) =>
  createPhonePeV1Gateway({
    baseUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
    merchantId: MID,
    saltKey: SALT,
    saltIndex: 1,
    timeoutMs: 1000,
    mode: 'sandbox',
    fetch: f,
    onExchange,
    // retries (429, timeouts, 5xx on reads) without waiting
    retry: { sleep: async () => undefined },
  });

describe('PhonePe v1 adapter on the wire', () => {
  it('sends the pay request of TV1 byte for byte and returns the pay page URL', async () => {
    const exchanges: GatewayExchange[] = [];
    const { fetch, calls } = fakeFetch(() => ({
      body: {
        success: true,
        code: 'PAYMENT_INITIATED',
        message: 'Payment initiated',
        data: {
          merchantId: MID,
          merchantTransactionId: 'MT7850590068188104',
          instrumentResponse: {
            type: 'PAY_PAGE',
            redirectInfo: { url: 'https://pay.example/page?token=1', method: 'GET' },
          },
        },
      },
    }));
    const gw = gatewayWith(fetch, (e) => exchanges.push(e));
    const res = await gw.createPayment({
      merchantTransactionId: 'MT7850590068188104',
      merchantUserId: 'MUID123',
      amountPaise: 10000,
      redirectUrl: 'https://example.test/redirect',
      callbackUrl: 'https://example.test/callback',
      mobileNumber: '9999999999',
    });
    expect(res.payPageUrl).toBe('https://pay.example/page?token=1');
    expect(calls[0]).toMatchObject({
      url: 'https://api-preprod.phonepe.com/apis/pg-sandbox/pg/v1/pay',
      method: 'POST',
      body: JSON.stringify({ request: TV1_B64 }),
    });
    expect(calls[0]!.headers['x-verify']).toBe(TV1_XVERIFY);
    expect(calls[0]!.headers['content-type']).toBe('application/json');
    // the log never holds the checksum
    expect(exchanges[0]!.requestHeaders!['x-verify']).toBe('****###1');
    expect(JSON.stringify(exchanges)).not.toContain(TV1_XVERIFY.slice(0, 20));
    expect(exchanges[0]).toMatchObject({
      operation: 'pay',
      code: 'PAYMENT_INITIATED',
      httpStatus: 200,
    });
  });

  it('signs the status GET (TV2) with X-MERCHANT-ID and maps the codes', async () => {
    const answers: Record<string, unknown> = {
      PAYMENT_SUCCESS: {
        success: true,
        code: 'PAYMENT_SUCCESS',
        message: 'Your payment is successful.',
        data: {
          merchantId: MID,
          merchantTransactionId: 'MT7850590068188104',
          transactionId: 'T2203091323362627236127',
          amount: 10000,
          state: 'COMPLETED',
          responseCode: 'SUCCESS',
          paymentInstrument: { type: 'UPI', utr: '206850679072' },
          someNewField: 'ignored',
        },
      },
    };
    let next = 'PAYMENT_SUCCESS';
    const { fetch, calls } = fakeFetch(() => ({
      body: answers[next] ?? { success: false, code: next, message: '', data: { state: 'FAILED' } },
    }));
    const gw = gatewayWith(fetch);
    const ok = await gw.getPaymentStatus('MT7850590068188104');
    expect(calls[0]!.url).toBe(
      'https://api-preprod.phonepe.com/apis/pg-sandbox/pg/v1/status/PGTESTPAYUAT/MT7850590068188104',
    );
    expect(calls[0]!.headers['x-verify']).toBe(
      '95c6d60f014b7190aa417083aca2489bb5b0a729d0421c17dea19f5913e6d741###1',
    );
    expect(calls[0]!.headers['x-merchant-id']).toBe(MID);
    expect(ok).toMatchObject({
      state: 'SUCCESS',
      code: 'PAYMENT_SUCCESS',
      gatewayTransactionId: 'T2203091323362627236127',
      utr: '206850679072',
      amountPaise: 10000,
    });
    const expectations: [string, string][] = [
      ['PAYMENT_ERROR', 'FAILED'],
      ['PAYMENT_DECLINED', 'FAILED'],
      ['PAYMENT_PENDING', 'PENDING'],
      ['INTERNAL_SERVER_ERROR', 'PENDING'],
      ['TRANSACTION_NOT_FOUND', 'PENDING'],
    ];
    for (const [code, state] of expectations) {
      next = code;
      expect((await gw.getPaymentStatus('MT7850590068188104')).state).toBe(state);
    }
    next = 'AUTHORIZATION_FAILED';
    await expect(gw.getPaymentStatus('MT7850590068188104')).rejects.toMatchObject({
      kind: 'rejected',
      code: 'AUTHORIZATION_FAILED',
    });
  });

  it('verifies callbacks (TV3) and refuses forged ones', () => {
    const gw = gatewayWith(fakeFetch(() => ({ body: {} })).fetch);
    const cb = gw.verifyCallback({ 'x-verify': TV3_XVERIFY }, { response: TV3_B64 });
    expect(cb).toMatchObject({
      type: 'PAYMENT',
      merchantTransactionId: 'merchantTransactionId',
      code: 'PAYMENT_ERROR',
    });
    const forged = [
      () => gw.verifyCallback({}, { response: TV3_B64 }),
      () =>
        gw.verifyCallback(
          { 'x-verify': TV3_XVERIFY.replace('###1', '###2') },
          { response: TV3_B64 },
        ),
      () =>
        gw.verifyCallback(
          { 'x-verify': signCallback(TV3_B64, 'another-salt', 1) },
          { response: TV3_B64 },
        ),
      () => gw.verifyCallback({ 'x-verify': TV3_XVERIFY }, { response: `${TV3_B64}x` }),
    ];
    for (const f of forged) expect(f).toThrow(GatewayError);
  });

  it('sends the refund (TV4), subscription (TV5) and notify (TV7) payloads exactly', async () => {
    const { fetch, calls } = fakeFetch((req) => ({
      body: req.url.endsWith('/refund')
        ? { success: true, code: 'PAYMENT_PENDING', message: '', data: { state: 'PENDING' } }
        : req.url.endsWith('/subscription/create')
          ? {
              success: true,
              code: 'SUCCESS',
              message: '',
              data: { subscriptionId: 'OMS2006110139450123456789', state: 'CREATED', validUpto: 1 },
            }
          : {
              success: true,
              code: 'SUCCESS',
              message: '',
              data: { notificationId: 'OMN1', state: 'ACCEPTED', validAfter: 1, validUpto: 2 },
            },
    }));
    const gw = gatewayWith(fetch);
    await gw.refund({
      merchantUserId: 'MUID123',
      originalMerchantTransactionId: 'MT7850590068188104',
      merchantRefundId: 'RMT7850590068188104',
      amountPaise: 10000,
      callbackUrl: 'https://example.test/callback',
    });
    await gw.createSubscription({
      merchantSubscriptionId: 'MSUB-GOLD-0001',
      merchantUserId: 'MU123',
      name: 'Gold SIP 500',
      authWorkflowType: 'TRANSACTION',
      amountType: 'VARIABLE',
      amountPaise: 50000,
      frequency: 'MONTHLY',
      recurringCount: 12,
      mobileNumber: '9999999999',
    });
    await gw.notifyDebit({
      merchantUserId: 'MU123',
      subscriptionId: 'OMS2006110139450123456789',
      merchantTransactionId: 'TXN-GOLD-0001-01',
      autoDebit: true,
      amountPaise: 50000,
      callbackUrl: 'https://example.test/callback',
    });
    expect(calls.map((c) => JSON.parse(c.body!).request)).toEqual([TV4_B64, TV5_B64, TV7_B64]);
    expect(calls.map((c) => c.headers['x-verify'])).toEqual([
      '6710b250b0f7a91579a8faaabf11b3c93b8b94f5f2eb4010291fd1c47f0577a5###1',
      'eacc6182cb21696f9477e724fbaa7b930552acc93baa83e54277ca947c6d66f7###1',
      '0bc3f0b4360bbdcbb57b98156a503c5fa198216e804978f9e7e66c18d96a71e7###1',
    ]);
    expect(calls[2]!.headers['x-callback-url']).toBe('https://example.test/callback');
  });

  it('signs the recurring status GETs and VPA check as TV6', async () => {
    const { fetch, calls } = fakeFetch(() => ({
      body: {
        success: true,
        code: 'SUCCESS',
        message: '',
        data: { state: 'ACTIVE', exists: true },
      },
    }));
    const gw = gatewayWith(fetch);
    await gw.getSubscriptionStatus('MSUB-GOLD-0001');
    await gw.getMandateAuthStatus('AUTH-GOLD-0001');
    await gw.getDebitStatus('TXN-GOLD-0001-01');
    await gw.verifyVpa('success@ybl');
    expect(calls.map((c) => c.headers['x-verify'])).toEqual([
      '598b10048cf032146636d61c0ea5f22b42b6edd87da63e34940fe637a076d4db###1',
      '418cb9d921503bf02571c7f11de9442f5ebd348dd5125d99c9b631a347b262c7###1',
      '597524538545d64b9e09601bb42f7a5e556963bd40f0d1b4183efe34d5008ae9###1',
      'e558b23a9730310ef8ebfd98358838adab03f38525fec9211875777cce1a1b89###1',
    ]);
    expect(calls[3]!.url).toBe(
      'https://api-preprod.phonepe.com/apis/pg-sandbox/v3/vpa/PGTESTPAYUAT/success@ybl/validate',
    );
  });

  it('turns a timeout, a refused connection and a 5xx into GatewayErrors', async () => {
    const slow = (async (_i: unknown, init?: RequestInit) =>
      new Promise<Response>((_r, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      )) as typeof fetch;
    await expect(gatewayWith(slow).getPaymentStatus('MT1')).rejects.toMatchObject({
      kind: 'timeout',
    });
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(gatewayWith(down).getPaymentStatus('MT1')).rejects.toMatchObject({
      kind: 'network',
    });
    const proxy = (async () => new Response('<html>502</html>', { status: 502 })) as typeof fetch;
    await expect(gatewayWith(proxy).getPaymentStatus('MT1')).rejects.toMatchObject({
      kind: 'unavailable',
      details: { httpStatus: 502 },
    });
  });

  it('keeps a refund answered TIMED_OUT, INTERNAL_SERVER_ERROR or pending pending; a payment TIMED_OUT fails', async () => {
    let code = 'TIMED_OUT';
    const { fetch } = fakeFetch(() => ({
      body: { success: code !== 'TIMED_OUT', code, message: '', data: { state: 'PENDING' } },
    }));
    const gw = gatewayWith(fetch);
    const refund = () =>
      gw.refund({
        originalMerchantTransactionId: 'MT7850590068188104',
        merchantRefundId: 'RMT7850590068188104',
        amountPaise: 10000,
        callbackUrl: 'https://example.test/callback',
      });
    for (const c of ['TIMED_OUT', 'INTERNAL_SERVER_ERROR', 'PAYMENT_PENDING']) {
      code = c;
      expect((await refund()).state, c).toBe('PENDING');
      expect((await gw.getRefundStatus('RMT7850590068188104')).state, c).toBe('PENDING');
    }
    code = 'TIMED_OUT';
    expect((await gw.getPaymentStatus('MT7850590068188104')).state).toBe('FAILED');
  });

  it('refuses ids PhonePe would refuse, before calling', async () => {
    const { fetch, calls } = fakeFetch(() => ({ body: {} }));
    const gw = gatewayWith(fetch);
    await expect(gw.getPaymentStatus('A'.repeat(35))).rejects.toMatchObject({ kind: 'rejected' });
    await expect(gw.getPaymentStatus('MT 1')).rejects.toMatchObject({ kind: 'rejected' });
    await expect(gw.getPaymentStatus('../x')).rejects.toMatchObject({ kind: 'rejected' });
    expect(calls).toHaveLength(0);
  });

  it('refuses the public test identity in live mode', () => {
    expect(() =>
      createPhonePeV1Gateway({
        baseUrl: 'https://api.phonepe.com/apis/hermes',
        merchantId: MID,
        saltKey: 'a-real-looking-salt',
        saltIndex: 1,
        timeoutMs: 1000,
        mode: 'live',
        fetch,
      }),
    ).toThrow(/PGTESTPAYUAT/);
  });
});
