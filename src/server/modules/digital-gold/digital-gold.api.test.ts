import { eq, isNotNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp, testClock } from '../../../../tests/helpers/build-app';
import { createSignedInUser, createUser } from '../../../../tests/helpers/factories';
import {
  browserReturns,
  choose,
  postCallback,
  sandboxControl,
  withheldCallbacks,
} from '../../../../tests/helpers/payments';
import { mailOutbox } from '../mail/tables';
import { orders } from '../orders/tables';
import { recordPrice } from '../prices/service';
import { findPayment, initPayments, paymentGateway } from '../payments/service';
import { getBalances } from '../wallet/service';

const PRICE = 765000; // Rs 7,650.00 per gram
const key = () => randomUUID().replace(/-/g, '');

describe('digital gold quick buy', async () => {
  const app = await buildTestApp();
  await recordPrice(app.deps.db, PRICE, 'test', new Date());
  const referrer = await createUser(app);
  const { user, headers } = await createSignedInUser(app, {
    referrerUserId: referrer.id,
    referralSignup: referrer.email,
    address: '12-2-345, Road No. 3, Banjara Hills, Hyderabad 500034',
  });

  const buy = (amountPaise: number, h = headers, idempotencyKey = key()) =>
    app.inject({
      method: 'POST',
      url: '/api/digital-gold/orders',
      headers: h,
      payload: { amountPaise, idempotencyKey },
    });
  const status = (mtid: string, h = headers) =>
    app.inject({ url: `/api/orders/${mtid}/status`, headers: h });

  it('buys Rs 100 through the sandbox: gold, sales, GST, referral Ants, invoice and receipt, once', async () => {
    // whatever ran before: the invoice is the next of the series, the Ants come on top
    const invoicedBefore = (
      await app.deps.db.select().from(orders).where(isNotNull(orders.invoiceNo))
    ).length;
    const antsBefore = (await getBalances(app.deps.db, referrer.id)).antsCenti;
    const goldBefore = (await getBalances(app.deps.db, user.id)).goldE8;
    const res = await buy(10000);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    // 0.65 x 100 / 7650 g, rounded down; Rs 100 = Rs 97.09 taxable + Rs 2.91 GST
    expect(body.quote).toMatchObject({
      goldE8: 849673,
      goldGrams: '0.00849673',
      taxablePaise: 9709,
      gstPaise: 291,
      goldValuePaise: 6500,
    });
    expect(body.merchantTransactionId).toMatch(/^MTID/);
    expect((await status(body.merchantTransactionId)).json().status).toBe('PENDING');

    const { returnUrl } = await choose(app, body.payPageUrl, 'pay');
    expect(await browserReturns(app, returnUrl)).toBe(
      `/MarketPlace/StatusCheck?transactionId=${body.merchantTransactionId}`,
    );
    expect((await status(body.merchantTransactionId)).json()).toMatchObject({
      status: 'SUCCESS',
      goldE8: 849673,
    });

    expect((await getBalances(app.deps.db, user.id)).goldE8).toBe(goldBefore + 849673);
    // the referrer earns 1% of the amount in Ants: Rs 1.00 = 100 centi-Ants
    expect((await getBalances(app.deps.db, referrer.id)).antsCenti).toBe(antsBefore + 100);

    const inv = await app.inject({ url: `/api/invoices/${body.merchantTransactionId}`, headers });
    expect(inv.statusCode).toBe(200);
    expect(inv.json()).toMatchObject({
      invoiceNo: expect.stringMatching(
        new RegExp(`^GS/\\d{4}/${String(invoicedBefore + 1).padStart(6, '0')}$`),
      ),
      taxablePaise: 9709,
      cgstPaise: 146,
      sgstPaise: 145,
      igstPaise: 0,
      totalPaise: 10000,
      amountInWords: 'One Hundred Rupees Only',
      placeOfSupply: 'Telangana',
      cgstRate: '1.5%',
    });
    const pdf = await app.inject({
      url: `/api/invoices/${body.merchantTransactionId}/pdf`,
      headers,
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const mails = await app.deps.db.select().from(mailOutbox);
    const receipts = mails.filter(
      (m) => m.kind === 'payment-receipt' && m.text.includes(body.merchantTransactionId),
    );
    expect(receipts.map((m) => m.to)).toEqual([user.email]);

    // a replayed settlement changes nothing
    await browserReturns(app, returnUrl);
    expect((await getBalances(app.deps.db, user.id)).goldE8).toBe(goldBefore + 849673);
    expect((await getBalances(app.deps.db, referrer.id)).antsCenti).toBe(antsBefore + 100);

    const history = await app.inject({ url: '/api/history?type=DigitalGold', headers });
    expect(history.json().items[0]).toMatchObject({
      shortName: 'BAT_DigitalGold',
      amountPaise: 10000,
      status: 'SUCCESS',
      goldE8: 849673,
      invoiceTransactionId: body.merchantTransactionId,
    });
    expect(
      (await app.inject({ url: '/api/history?type=StoreOrders', headers })).json().items,
    ).toEqual([]);
  });

  it("hides another user's order, invoice and history", async () => {
    const res = await buy(5000);
    const { merchantTransactionId, payPageUrl } = res.json();
    await choose(app, payPageUrl, 'pay');
    const other = await createSignedInUser(app);
    expect((await status(merchantTransactionId, other.headers)).statusCode).toBe(404);
    expect(
      (await app.inject({ url: `/api/invoices/${merchantTransactionId}`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          url: `/api/invoices/${merchantTransactionId}/pdf`,
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ url: '/api/history', headers: other.headers })).json().items,
    ).toEqual([]);
    expect((await app.inject({ url: `/api/invoices/${merchantTransactionId}` })).statusCode).toBe(
      401,
    );
  });

  it('declined: the order fails and no gold, Ants or invoice appear', async () => {
    const before = await getBalances(app.deps.db, user.id);
    const res = await buy(20000);
    const { merchantTransactionId, payPageUrl } = res.json();
    await choose(app, payPageUrl, 'decline');
    expect((await status(merchantTransactionId)).json()).toMatchObject({
      status: 'FAILED',
      failureCode: 'DECLINED',
    });
    expect(await getBalances(app.deps.db, user.id)).toEqual(before);
    expect(
      (await app.inject({ url: `/api/invoices/${merchantTransactionId}`, headers })).statusCode,
    ).toBe(404);
  });

  it('refuses 9.99 and 10,000.01 with the spec message, and unknown fields', async () => {
    for (const amountPaise of [999, 1000001]) {
      const res = await buy(amountPaise);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Please enter an amount between ₹10 and ₹10,000');
    }
    const res = await app.inject({
      method: 'POST',
      url: '/api/digital-gold/orders',
      headers,
      payload: { amountPaise: 10000, idempotencyKey: key(), goldE8: 100000000 },
    });
    expect(res.statusCode).toBe(400);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/digital-gold/orders',
          payload: { amountPaise: 10000, idempotencyKey: key() },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('one click twice creates one order and one payment', async () => {
    const k = key();
    const a = await buy(3000, headers, k);
    const b = await buy(3000, headers, k);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.json().merchantTransactionId).toBe(a.json().merchantTransactionId);
    expect(b.json().payPageUrl).toBe(a.json().payPageUrl);
  });

  it('a duplicate and a late callback credit once', async () => {
    const fresh = await createSignedInUser(app);
    await sandboxControl(app, { next: 'no-callback' });
    const res = await buy(4000, fresh.headers);
    const { merchantTransactionId, payPageUrl } = res.json();
    await choose(app, payPageUrl, 'pay');
    const [withheld] = await withheldCallbacks(app).then((w) =>
      w.filter((c) => c.reference === merchantTransactionId),
    );
    expect(withheld).toBeDefined();
    // the browser returns first and settles through the status API
    expect(
      (await app.inject({ url: `/api/payments/return/${merchantTransactionId}` })).statusCode,
    ).toBe(303);
    const gold = (await getBalances(app.deps.db, fresh.user.id)).goldE8;
    expect(gold).toBeGreaterThan(0);
    // the late callback, then the same callback again
    for (let i = 0; i < 2; i++) {
      expect((await postCallback(app, withheld!.headers, withheld!.body)).statusCode).toBe(200);
    }
    expect((await getBalances(app.deps.db, fresh.user.id)).goldE8).toBe(gold);
  });

  it('a forged callback gets 401 and changes nothing', async () => {
    const fresh = await createSignedInUser(app);
    const res = await buy(4000, fresh.headers);
    const { merchantTransactionId } = res.json();
    const forged = Buffer.from(
      JSON.stringify({
        success: true,
        code: 'PAYMENT_SUCCESS',
        data: { merchantTransactionId, amount: 4000, state: 'COMPLETED' },
      }),
    ).toString('base64');
    const cb = await postCallback(
      app,
      { 'x-verify': `${'0'.repeat(64)}###1` },
      { response: forged },
    );
    expect(cb.statusCode).toBe(401);
    expect((await status(merchantTransactionId, fresh.headers)).json().status).toBe('PENDING');
    expect((await getBalances(app.deps.db, fresh.user.id)).goldE8).toBe(0);
  });

  it('refuses a buy past the 1 g vault limit before payment, counting orders being paid', async () => {
    const fresh = await createSignedInUser(app);
    const first = await buy(1000000, fresh.headers); // 0.84967320 g
    expect(first.statusCode).toBe(201);
    const second = await buy(200000, fresh.headers); // +0.16993464 g > 1 g, while the first is unpaid
    expect(second.statusCode).toBe(422);
    expect(second.json().error).toMatchObject({ code: 'VAULT_LIMIT' });
    expect(second.json().error.message).toContain('Gold Smith');
    await choose(app, first.json().payPageUrl, 'pay');
    expect((await buy(200000, fresh.headers)).json().error.code).toBe('VAULT_LIMIT');
    expect((await buy(20000, fresh.headers)).statusCode).toBe(201);
  });

  it('the same click again answers with its order and payment, even with the vault now full', async () => {
    const fresh = await createSignedInUser(app);
    const k = key();
    const first = await buy(1000000, fresh.headers, k); // 0.84967320 g of the 1 g vault
    expect(first.statusCode).toBe(201);
    const again = await buy(1000000, fresh.headers, k);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({
      orderId: first.json().orderId,
      merchantTransactionId: first.json().merchantTransactionId,
      payPageUrl: first.json().payPageUrl,
    });
    // a new click for the same amount is a new order, and the vault has no room for it
    expect((await buy(1000000, fresh.headers)).json().error.code).toBe('VAULT_LIMIT');
  });

  it('a buy while the gateway is down: a clear message, the order kept as failed', async () => {
    const fresh = await createSignedInUser(app);
    await sandboxControl(app, { next: '5xx', on: 'pay' });
    const res = await buy(5000, fresh.headers);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('PAYMENT_GATEWAY');
    expect(res.json().error.message).toMatch(/not been charged/);
    const history = (await app.inject({ url: '/api/history', headers: fresh.headers })).json();
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({ status: 'FAILED', amountPaise: 5000 });
  });
});

describe('the vault limit and orders paid after their quote', async () => {
  const clock = testClock();
  const app = await buildTestApp({ clock });
  await recordPrice(app.deps.db, PRICE, 'test', clock.now());

  it('an unpaid order keeps counting after its 5-minute quote, as its payment can still succeed', async () => {
    const { user, headers } = await createSignedInUser(app);
    const buy = (amountPaise: number) =>
      app.inject({
        method: 'POST',
        url: '/api/digital-gold/orders',
        headers,
        payload: { amountPaise, idempotencyKey: key() },
      });
    const first = await buy(1000000); // 0.84967320 g
    expect(first.statusCode).toBe(201);
    // past the quote's 300 s, within the payment's 20 minutes
    clock.advance(6 * 60_000);
    await recordPrice(app.deps.db, PRICE, 'test', clock.now());
    const second = await buy(200000); // +0.16993464 g: past 1 g if the first is paid
    expect(second.statusCode, second.body).toBe(422);
    expect(second.json().error.code).toBe('VAULT_LIMIT');
    // paying the first now credits it at its quote, and the vault stays within 1 g
    await choose(app, first.json().payPageUrl, 'pay');
    expect((await getBalances(app.deps.db, user.id)).goldE8).toBe(84_967_320);
    expect((await buy(200000)).json().error.code).toBe('VAULT_LIMIT');
  });
});

describe('a gateway reporting another amount than the order', async () => {
  const app = await buildTestApp();
  await recordPrice(app.deps.db, PRICE, 'test', new Date());
  const real = paymentGateway(app.deps);
  initPayments(app.deps, {
    ...real,
    getPaymentStatus: async (id) => ({ ...(await real.getPaymentStatus(id)), amountPaise: 100 }),
  });
  // the quick buy's settlement, registered when the app was built, is kept with the new gateway

  it('adds no gold and tells the buyer that money taken is refunded', async () => {
    const { user, headers } = await createSignedInUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/digital-gold/orders',
      headers,
      payload: { amountPaise: 50000, idempotencyKey: key() },
    });
    const { merchantTransactionId, payPageUrl } = res.json();
    await choose(app, payPageUrl, 'pay');
    const s = (
      await app.inject({ url: `/api/orders/${merchantTransactionId}/status`, headers })
    ).json();
    expect(s.status).toBe('FAILED');
    // a code, which the status page words as "... Any money taken will be refunded to you"
    expect(s.failureCode).toBe('AMOUNT_MISMATCH');
    expect((await getBalances(app.deps.db, user.id)).goldE8).toBe(0);
  });
});

describe('a quick buy whose process stops before the gateway hears of it', async () => {
  const clock = testClock();
  const app = await buildTestApp({
    clock,
    env: { PAYMENTS_EXPIRE_MINUTES: '2' },
  });
  await recordPrice(app.deps.db, PRICE, 'test', clock.now());
  const real = paymentGateway(app.deps);
  // the pay call waits until the test lets it go: the moment a process could stop
  let calledWith: string | undefined;
  let letGo: (e: Error) => void = () => undefined;
  initPayments(app.deps, {
    ...real,
    createPayment: (input) => {
      calledWith = input.merchantTransactionId;
      return new Promise((_, reject) => (letGo = reject));
    },
  });

  it('the order and its payment are both stored first; reconciliation closes them and nothing is credited', async () => {
    const { user, headers } = await createSignedInUser(app);
    const idempotencyKey = key();
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/digital-gold/orders',
        headers,
        payload: { amountPaise: 5000, idempotencyKey },
      });
    const first = send();
    await expect.poll(() => calledWith, { timeout: 5000 }).toBeDefined();
    // while the gateway is being asked, the order and its payment are committed together
    const [order] = await app.deps.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(order).toMatchObject({ status: 'PENDING', merchantTransactionId: calledWith });
    const payment = await findPayment(app.deps, calledWith!);
    expect(payment).toMatchObject({ state: 'PENDING', referenceId: order!.id, amountPaise: 5000 });
    // the same click meanwhile: the payment is still opening
    const again = await send();
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error.code).toBe('PAYMENT_PENDING');
    // the process is gone: reconciliation asks the gateway, which never heard of the payment
    clock.advance(3 * 60_000);
    await recordPrice(app.deps.db, PRICE, 'test', clock.now());
    await app.deps.jobs.runNow('payments-reconcile');
    expect((await findPayment(app.deps, calledWith!))?.state).not.toBe('PENDING');
    const status = await app.inject({ url: `/api/orders/${calledWith}/status`, headers });
    expect(status.json()).toMatchObject({ status: 'FAILED' });
    expect((await getBalances(app.deps.db, user.id)).goldE8).toBe(0);
    letGo(new Error('the process stopped'));
    expect((await first).statusCode).toBe(502);
  });
});
