import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../tests/helpers/build-app';
import { exchangeWriter } from './gateway-log';
import { createPhonePeV1Gateway } from './phonepe';
import { gatewayLog } from './tables';

/** A gateway that has not answered yet: each call waits until the test answers it. */
function hungGateway() {
  const pending: { answer(res: Response | Error): void }[] = [];
  const fetch = ((_url: string, init?: { signal?: AbortSignal }) =>
    new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
      pending.push({ answer: (r) => (r instanceof Error ? reject(r) : resolve(r)) });
    })) as unknown as typeof globalThis.fetch;
  return { fetch, pending };
}

const STATUS_ANSWER = {
  success: true,
  code: 'PAYMENT_PENDING',
  message: 'Your payment is in progress.',
  data: {
    merchantId: 'PGTESTPAYUAT',
    merchantTransactionId: 'MT7850590068188104',
    state: 'PENDING',
  },
};

describe('gateway_log rows for calls to the gateway', async () => {
  const app = await buildTestApp();
  const rows = () => app.deps.db.select().from(gatewayLog).orderBy(gatewayLog.id);
  // one attempt a call: a retried read writes one row per attempt, and these tests look at one
  const gatewayWith = (fetch: typeof globalThis.fetch, timeoutMs = 60_000) =>
    createPhonePeV1Gateway({
      retry: { attempts: 1 },
      baseUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
      merchantId: 'PGTESTPAYUAT',
      saltKey: '099eb0cd-02cf-4e2a-8aca-3e6c6aff0399',
      saltIndex: 1,
      timeoutMs,
      mode: 'sandbox',
      fetch,
      onExchange: exchangeWriter(app.deps),
    });
  const waitForCall = async (pending: unknown[], n: number) => {
    while (pending.length < n) await new Promise((r) => setTimeout(r, 5));
  };

  const payCall = (gw: ReturnType<typeof gatewayWith>, merchantTransactionId: string) =>
    gw.createPayment({
      merchantTransactionId,
      merchantUserId: 'MUID123',
      amountPaise: 10000,
      redirectUrl: 'https://example.test/redirect',
      callbackUrl: 'https://example.test/callback',
    });
  const payAnswer = (merchantTransactionId: string) => ({
    success: true,
    code: 'PAYMENT_INITIATED',
    message: 'Payment initiated',
    data: {
      merchantId: 'PGTESTPAYUAT',
      merchantTransactionId,
      instrumentResponse: {
        type: 'PAY_PAGE',
        redirectInfo: { url: 'https://pay.example/page?token=1', method: 'GET' },
      },
    },
  });

  it('writes a pay request before the call; a call that never answers leaves it, sent with no answer', async () => {
    const before = (await rows()).length;
    const hung = hungGateway();
    const gw = gatewayWith(hung.fetch);
    const ids = [1, 2, 3].map((i) => `MT78505900681891${i}`);
    const calls = ids.map((id) => payCall(gw, id));
    // the three calls are in flight, unanswered (as when the process is killed now)
    await waitForCall(hung.pending, 3);
    const inFlight = (await rows()).slice(before);
    expect(inFlight.map((r) => r.reference).sort()).toEqual(ids);
    for (const r of inFlight) {
      expect(r).toMatchObject({
        direction: 'out',
        operation: 'pay',
        method: 'POST',
        httpStatus: null,
        response: null,
        error: null,
        durationMs: null,
      });
      expect(r.path).toBe('/pg/v1/pay');
      expect(r.requestHeaders!['x-verify']).toMatch(/^\*+###1$/);
    }

    // answered: the same rows are completed, none added
    hung.pending.forEach((p, i) => p.answer(Response.json(payAnswer(ids[i]!))));
    await Promise.all(calls);
    const done = (await rows()).slice(before);
    expect(done.map((r) => r.id)).toEqual(inFlight.map((r) => r.id));
    for (const r of done) {
      expect(r).toMatchObject({ httpStatus: 200, code: 'PAYMENT_INITIATED', error: null });
      expect(r.durationMs).toBeGreaterThanOrEqual(0);
    }
  });

  it('writes a status read once, with its answer: nothing while it is in flight', async () => {
    const before = (await rows()).length;
    const hung = hungGateway();
    const gw = gatewayWith(hung.fetch);
    const calls = [1, 2, 3].map((i) => gw.getPaymentStatus(`MT78505900681881${i}`));
    await waitForCall(hung.pending, 3);
    // a status read changes nothing at the gateway: a process killed now leaves no row
    expect((await rows()).length).toBe(before);

    for (const p of hung.pending) p.answer(Response.json(STATUS_ANSWER));
    await Promise.all(calls);
    const done = (await rows()).slice(before);
    expect(done.map((r) => r.reference).sort()).toEqual([
      'MT785059006818811',
      'MT785059006818812',
      'MT785059006818813',
    ]);
    for (const r of done) {
      expect(r).toMatchObject({
        direction: 'out',
        operation: 'status',
        method: 'GET',
        httpStatus: 200,
        code: 'PAYMENT_PENDING',
        error: null,
      });
      expect(r.path).toMatch(/^\/pg\/v1\/status\/PGTESTPAYUAT\/MT78505900681881\d$/);
      expect(r.requestHeaders!['x-verify']).toMatch(/^\*+###1$/);
      expect(r.durationMs).toBeGreaterThanOrEqual(0);
      expect(r.response).toMatchObject({ code: 'PAYMENT_PENDING' });
    }
  });

  it('completes the request row with the failure when the gateway times out or the network fails', async () => {
    const before = (await rows()).length;
    const hung = hungGateway();
    const gw = gatewayWith(hung.fetch, 50);
    await expect(gw.getPaymentStatus('MT785059006818821')).rejects.toThrow(/no answer in 50 ms/);
    const broken = gw.getPaymentStatus('MT785059006818822');
    await waitForCall(hung.pending, 2);
    hung.pending[1]!.answer(new TypeError('fetch failed'));
    await expect(broken).rejects.toThrow(/fetch failed/);
    const [timedOut, failed] = (await rows()).slice(before);
    expect(timedOut).toMatchObject({ reference: 'MT785059006818821', httpStatus: null });
    expect(timedOut!.error).toBe('timeout: no answer in 50 ms');
    expect(failed!.error).toMatch(/^network: TypeError: fetch failed/);
    expect((await rows()).length - before).toBe(2);
  });
});
