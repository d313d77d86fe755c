import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, testClock } from '../../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../../tests/helpers/factories';
import { choose, sandboxControl } from '../../../../tests/helpers/payments';
import { mailOutbox } from '../mail/tables';
import { recordPrice } from '../prices/service';
import {
  findLatePayments,
  findPayment,
  gatewayLogOf,
  initPayments,
  paymentGateway,
  refundsOfPayment,
} from '../payments/service';
import { getBalances } from '../wallet/service';

const PRICE = 765000; // Rs 7,650.00 per gram
const key = () => randomUUID().replace(/-/g, '');

describe('a quick buy the bank completes after the app expired its payment', async () => {
  const clock = testClock();
  const app = await buildTestApp({
    clock,
    // the case: a 2-minute expiry while the bank (the sandbox page) keeps the payment
    env: {
      PAYMENTS_EXPIRE_MINUTES: '2',
      PHONEPE_SANDBOX_PAGE_MINUTES: '600',
    },
  });
  await recordPrice(app.deps.db, PRICE, 'test', clock.now());

  const reconcileAfter = async (ms: number) => {
    clock.advance(ms);
    await recordPrice(app.deps.db, PRICE, 'test', clock.now());
    await app.deps.jobs.runNow('payments-reconcile');
  };
  const buy = (headers: Record<string, string>, amountPaise: number) =>
    app.inject({
      method: 'POST',
      url: '/api/digital-gold/orders',
      headers,
      payload: { amountPaise, idempotencyKey: key() },
    });
  const status = async (headers: Record<string, string>, mtid: string) =>
    (await app.inject({ url: `/api/orders/${mtid}/status`, headers })).json();
  const mailsTo = async (email: string, kind: string) =>
    (await app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter(
      (m) => m.kind === kind,
    );

  /** a buy left pending on the pay page, then expired by reconciliation */
  async function expiredBuy(headers: Record<string, string>, amountPaise: number) {
    const res = await buy(headers, amountPaise);
    expect(res.statusCode, res.body).toBe(201);
    const { merchantTransactionId, payPageUrl, quote } = res.json();
    await choose(app, payPageUrl, 'pending');
    await reconcileAfter(3 * 60_000);
    const s = await status(headers, merchantTransactionId);
    expect(s.status).toBe('FAILED');
    expect((await findPayment(app.deps, merchantTransactionId))!.state).toBe('EXPIRED');
    return { merchantTransactionId, goldE8: quote.goldE8 as number };
  }

  it('a late callback credits the gold at the stored quote once, and the buyer is told by page and mail', async () => {
    const { user, headers } = await createSignedInUser(app);
    const { merchantTransactionId, goldE8 } = await expiredBuy(headers, 20000);
    // the price moves meanwhile: the credit keeps the order's quote
    await recordPrice(app.deps.db, PRICE * 2, 'test', clock.now());

    // the callback arrives twice at once, as a gateway retry would
    await sandboxControl(app, { next: 'duplicate-callback' });
    await sandboxControl(app, {
      action: 'resolve',
      merchantTransactionId,
      outcome: 'SUCCESS',
      callback: true,
    });

    const s = await status(headers, merchantTransactionId);
    expect(s).toMatchObject({ status: 'SUCCESS', goldE8, failureCode: null });
    expect(await getBalances(app.deps.db, user.id)).toMatchObject({
      goldE8,
      inrPaidPaise: 20000,
    });
    const p = (await findPayment(app.deps, merchantTransactionId))!;
    expect(p).toMatchObject({ state: 'SUCCESS', lateOutcome: 'CREDITED' });
    expect((await findLatePayments(app.deps)).map((x) => x.id)).toContain(p.id);
    const receipts = await mailsTo(user.email, 'payment-receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain('after we had marked the order as failed');
    expect(await refundsOfPayment(app.deps, p.id)).toEqual([]);

    // later checks and replays change nothing
    await reconcileAfter(60 * 60_000);
    expect((await getBalances(app.deps.db, user.id)).goldE8).toBe(goldE8);
    expect(await mailsTo(user.email, 'payment-receipt')).toHaveLength(1);
  });

  it('found by reconciliation when no callback comes: asked about slowly, then credited', async () => {
    const { user, headers } = await createSignedInUser(app);
    const { merchantTransactionId, goldE8 } = await expiredBuy(headers, 20000);
    const p0 = (await findPayment(app.deps, merchantTransactionId))!;
    expect(p0.lateCheckUntil!.getTime()).toBe(p0.createdAt.getTime() + 48 * 3_600_000);
    const checksBefore = (await gatewayLogOf(app.deps, p0.id)).filter(
      (e) => e.operation === 'status',
    ).length;
    // no check within the 30-minute late interval
    await reconcileAfter(10 * 60_000);
    const checks = (await gatewayLogOf(app.deps, p0.id)).filter((e) => e.operation === 'status');
    expect(checks).toHaveLength(checksBefore);

    await sandboxControl(app, {
      action: 'resolve',
      merchantTransactionId,
      outcome: 'SUCCESS',
      callback: false,
    });
    await reconcileAfter(25 * 60_000);
    expect((await status(headers, merchantTransactionId)).status).toBe('SUCCESS');
    expect((await getBalances(app.deps.db, user.id)).goldE8).toBe(goldE8);
    expect(await mailsTo(user.email, 'payment-receipt')).toHaveLength(1);
  });

  it('stops asking after PAYMENTS_LATE_CHECK_HOURS', async () => {
    const { headers } = await createSignedInUser(app);
    const { merchantTransactionId } = await expiredBuy(headers, 20000);
    const p = (await findPayment(app.deps, merchantTransactionId))!;
    await reconcileAfter(49 * 3_600_000);
    const statusChecks = async () =>
      (await gatewayLogOf(app.deps, p.id)).filter((e) => e.operation === 'status').length;
    const after = await statusChecks();
    await reconcileAfter(60 * 60_000);
    expect(await statusChecks()).toBe(after);
  });

  it('past the vault limit the late payment is refunded through the gateway, once, and the page never says no money was taken', async () => {
    const { user, headers } = await createSignedInUser(app);
    // Rs 7,000 (0.59 g) expires; Rs 5,000 (0.42 g) is then bought and paid: together past 1 g
    const late = await expiredBuy(headers, 700000);
    const paid = await buy(headers, 500000);
    expect(paid.statusCode, paid.body).toBe(201);
    await choose(app, paid.json().payPageUrl, 'pay');
    const goldBefore = (await getBalances(app.deps.db, user.id)).goldE8;

    await sandboxControl(app, {
      action: 'resolve',
      merchantTransactionId: late.merchantTransactionId,
      outcome: 'SUCCESS',
      callback: true,
    });
    const s = await status(headers, late.merchantTransactionId);
    expect(s.status).toBe('FAILED');
    // the page words the code: the money is being refunded (never "no money was taken")
    expect(s.failureCode).toBe('LATE_REFUND');
    expect((await getBalances(app.deps.db, user.id)).goldE8).toBe(goldBefore);
    const mails = await mailsTo(user.email, 'payment-late-refund');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Refund on its way: ₹7,000.00');

    const p = (await findPayment(app.deps, late.merchantTransactionId))!;
    expect(p).toMatchObject({ state: 'EXPIRED', lateOutcome: 'REFUND' });
    const [refund, ...more] = await refundsOfPayment(app.deps, p.id);
    expect(more).toEqual([]);
    // the gateway answers a refund pending; it stays so until the refund status says otherwise
    expect(refund).toMatchObject({ state: 'PENDING', amountPaise: 700000, reason: 'LATE_SUCCESS' });

    await reconcileAfter(6 * 60_000);
    const [done] = await refundsOfPayment(app.deps, p.id);
    expect(done).toMatchObject({ state: 'SUCCESS', gatewayCode: 'PAYMENT_SUCCESS' });
    const refundCalls = (await gatewayLogOf(app.deps, p.id)).filter(
      (e) => e.operation === 'refund',
    );
    expect(refundCalls).toHaveLength(1);
    await reconcileAfter(60 * 60_000);
    expect(await refundsOfPayment(app.deps, p.id)).toHaveLength(1);
    expect((await getBalances(app.deps.db, user.id)).goldE8).toBe(goldBefore);
  });
});

describe('a payment the bank completes late at another amount than asked', async () => {
  const clock = testClock();
  const app = await buildTestApp({
    clock,
    env: { PAYMENTS_EXPIRE_MINUTES: '2', PHONEPE_SANDBOX_PAGE_MINUTES: '600' },
  });
  await recordPrice(app.deps.db, PRICE, 'test', clock.now());
  // the sandbox answers the truth, except the amount once `misreport` is set
  const real = paymentGateway(app.deps);
  let misreport = false;
  initPayments(app.deps, {
    ...real,
    getPaymentStatus: async (id) => {
      const s = await real.getPaymentStatus(id);
      return misreport && s.state === 'SUCCESS' ? { ...s, amountPaise: 100 } : s;
    },
  });

  it('is not credited; the order no longer says no money was taken, and the buyer is mailed once', async () => {
    const { user, headers } = await createSignedInUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/digital-gold/orders',
      headers,
      payload: { amountPaise: 20000, idempotencyKey: key() },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { merchantTransactionId, payPageUrl } = res.json();
    await choose(app, payPageUrl, 'pending');
    clock.advance(3 * 60_000);
    await recordPrice(app.deps.db, PRICE, 'test', clock.now());
    await app.deps.jobs.runNow('payments-reconcile');
    const status = async () =>
      (await app.inject({ url: `/api/orders/${merchantTransactionId}/status`, headers })).json();
    expect(await status()).toMatchObject({ status: 'FAILED', failureCode: 'EXPIRED' });

    misreport = true;
    // the callback arrives twice at once, as a gateway retry would
    await sandboxControl(app, { next: 'duplicate-callback' });
    await sandboxControl(app, {
      action: 'resolve',
      merchantTransactionId,
      outcome: 'SUCCESS',
      callback: true,
    });
    expect(await status()).toMatchObject({ status: 'FAILED', failureCode: 'AMOUNT_MISMATCH' });
    const p = (await findPayment(app.deps, merchantTransactionId))!;
    expect(p).toMatchObject({
      state: 'EXPIRED',
      failureReason: 'AMOUNT_MISMATCH',
      lateOutcome: null,
    });
    expect((await getBalances(app.deps.db, user.id)).goldE8).toBe(0);
    const mails = (
      await app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))
    ).filter((m) => m.kind === 'payment-amount-mismatch');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('About your payment of ₹200.00');
    expect(mails[0]!.text).toContain('Any money taken will be refunded to you');

    // later checks change nothing and mail nothing more
    clock.advance(60 * 60_000);
    await recordPrice(app.deps.db, PRICE, 'test', clock.now());
    await app.deps.jobs.runNow('payments-reconcile');
    expect(
      (await app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))).filter(
        (m) => m.kind === 'payment-amount-mismatch',
      ),
    ).toHaveLength(1);
    expect((await getBalances(app.deps.db, user.id)).goldE8).toBe(0);
  });
});
