import type { AddressInfo } from 'node:net';
import {
  Env,
  MetaInfo,
  PhonePeException,
  RefundRequest,
  StandardCheckoutClient,
  StandardCheckoutPayRequest,
} from 'pg-sdk-node';
import { BaseUrl } from 'pg-sdk-node/dist/common/constants/BaseUrl';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../../tests/helpers/build-app';
import { choose, sandboxControl, withheldCallbacks } from '../../../../../tests/helpers/payments';

/**
 * The contract test of the v2 sandbox: PhonePe's own Node SDK (pg-sdk-node 2.0.2, with
 * class-transformer pinned to 0.4.0) talks to the sandbox over real HTTP. Its hosts are hard-coded
 * per environment, so the SANDBOX entry of its BaseUrl table is pointed at this app before the
 * client is made. If PhonePe's client can run token, pay, order status, transaction status,
 * refund and refund status here, and accepts a sandbox webhook with its own validateCallback,
 * the sandbox speaks what PhonePe's client expects.
 */
describe('the official PhonePe Node SDK against the v2 sandbox', async () => {
  const app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => app.close());
  const { port } = app.server.address() as AddressInfo;
  const sandboxUrl = `http://127.0.0.1:${port}/sandbox/phonepe`;
  BaseUrl.SANDBOX.PG_HOST_URL = sandboxUrl;
  BaseUrl.SANDBOX.OAUTH_HOST_URL = sandboxUrl;

  const c = app.deps.config;
  const client = StandardCheckoutClient.getInstance(
    c.PHONEPE_SANDBOX_CLIENT_ID,
    c.PHONEPE_SANDBOX_CLIENT_SECRET,
    c.PHONEPE_CLIENT_VERSION,
    Env.SANDBOX,
    false,
  );
  let made = 0;
  const newOrderId = () => `SDK${Date.now()}${++made}`;
  const payRequest = (orderId: string, amount: number) =>
    StandardCheckoutPayRequest.builder()
      .merchantOrderId(orderId)
      .amount(amount)
      .redirectUrl('https://merchant.example/return')
      .message('Gold order')
      .metaInfo(MetaInfo.builder().udf1('MU123').build())
      .build();
  /** An order of its own, paid at the sandbox's pay page: each test stands alone. */
  async function paidOrder(amount: number) {
    const orderId = newOrderId();
    const paid = await client.pay(payRequest(orderId, amount));
    await sandboxControl(app, { next: 'no-callback' });
    await choose(app, paid.redirectUrl, 'pay');
    return orderId;
  }

  it('pays an order: token, pay, order status and transaction status', async () => {
    const orderId = newOrderId();
    const paid = await client.pay(payRequest(orderId, 10000));
    expect(paid.state).toBe('PENDING');
    expect(paid.orderId).toMatch(/^OMO\d+/);
    expect(paid.redirectUrl).toMatch(/\/sandbox\/phonepe\/transact\/pg\?token=/);
    expect(paid.expireAt).toBeGreaterThan(Date.now());

    const before = await client.getOrderStatus(orderId);
    expect(before).toMatchObject({ orderId: paid.orderId, state: 'PENDING', amount: 10000 });

    await sandboxControl(app, { next: 'no-callback' });
    await choose(app, paid.redirectUrl, 'pay');
    const after = await client.getOrderStatus(orderId, true);
    expect(after).toMatchObject({ state: 'COMPLETED', amount: 10000, metaInfo: { udf1: 'MU123' } });
    const attempt = after.paymentDetails[0]!;
    expect(attempt).toMatchObject({ state: 'COMPLETED', amount: 10000 });
    expect(attempt.rail).toMatchObject({ type: 'UPI', utr: expect.stringMatching(/^\d{12}$/) });

    const txn = await client.getTransactionStatus(attempt.transactionId);
    expect(txn).toMatchObject({ orderId: paid.orderId, state: 'COMPLETED' });

    // the webhook the sandbox would have sent, checked by PhonePe's own validator
    const hook = (await withheldCallbacks(app)).find((w) => w.reference === orderId)!;
    const body = JSON.stringify(hook.body);
    const cb = client.validateCallback(
      c.PHONEPE_SANDBOX_WEBHOOK_USERNAME,
      c.PHONEPE_SANDBOX_WEBHOOK_PASSWORD,
      hook.headers.authorization!,
      body,
    );
    expect(cb.type).toBe('CHECKOUT_ORDER_COMPLETED');
    expect(cb.payload).toMatchObject({
      merchantOrderId: orderId,
      orderId: paid.orderId,
      state: 'COMPLETED',
      amount: 10000,
    });
    expect(() =>
      client.validateCallback(
        c.PHONEPE_SANDBOX_WEBHOOK_USERNAME,
        'AnotherPass99',
        hook.headers.authorization!,
        body,
      ),
    ).toThrow(PhonePeException);
  });

  it('refunds part of a paid order: refund, then refund status', async () => {
    const orderId = await paidOrder(10000);
    const refundId = `R${orderId}`;
    const refund = await client.refund(
      RefundRequest.builder()
        .merchantRefundId(refundId)
        .originalMerchantOrderId(orderId)
        .amount(4000)
        .build(),
    );
    expect(refund).toMatchObject({ state: 'PENDING', amount: 4000 });
    expect(refund.refundId).toBeTruthy();
    const status = await client.getRefundStatus(refundId);
    expect(status).toMatchObject({
      merchantRefundId: refundId,
      originalMerchantOrderId: orderId,
      amount: 4000,
      state: 'COMPLETED',
    });
  });

  it('errors arrive as PhonePe exceptions with the code and HTTP status', async () => {
    const err = await client.getOrderStatus('NO-SUCH-ORDER').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PhonePeException);
    expect(err).toMatchObject({ httpStatusCode: 404, code: 'NOT_FOUND' });
    const orderId = await paidOrder(10000);
    const tooMuch = await client
      .refund(
        RefundRequest.builder()
          .merchantRefundId(`R2${orderId}`)
          .originalMerchantOrderId(orderId)
          .amount(10001)
          .build(),
      )
      .catch((e: unknown) => e);
    expect(tooMuch).toMatchObject({ httpStatusCode: 400, code: 'BAD_REQUEST' });
  });
});
