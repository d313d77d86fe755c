import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProductInput } from '../../../shared/api/catalogue';
import { buildTestApp, testClock } from '../../../../tests/helpers/build-app';
import { createSignedInUser, createUser } from '../../../../tests/helpers/factories';
import { browserReturns, choose, sandboxControl } from '../../../../tests/helpers/payments';
import { istDateOf } from '../../../shared/rules/autopay';
import { auditLog } from '../audit/tables';
import { mailOutbox } from '../mail/tables';
import { findPayment, refundsOfPayment } from '../payments/service';
import { orders } from '../orders/tables';
import { recordPrice } from '../prices/service';
import { checkLedgerIntegrity, debitAnts, getBalances } from '../wallet/service';

const PRICE = 765_000; // Rs 7,650.00 per gram
const key = () => randomUUID().replace(/-/g, '');
const utr = () => String(randomInt(100_000, 999_999)) + String(randomInt(100_000, 999_999));

const product = (over: Partial<ProductInput>): ProductInput => ({
  sku: `S-${Math.random().toString(36).slice(2, 10)}`,
  title: '24K 1 gram coin',
  catalogue: 'Gold Coin',
  weightMg: 1000,
  makingBp: 850,
  referralCommissionBp: 10_000,
  description: '',
  hsnCode: '7108',
  purity: '24K 999.9',
  ...over,
});

const address = {
  firstName: 'Asha',
  lastName: 'Reddy',
  phone: '9876543210',
  street: '12-2-345, Road No. 3, Banjara Hills',
  city: 'Hyderabad',
  pinCode: '500034',
};

describe('store buying', async () => {
  const clock = testClock();
  const app = await buildTestApp({
    clock,
    // the sandbox page outlives the 20-minute payment window, so a payment can complete late
    env: { ORDER_RATE_LIMIT_PER_MINUTE: '1000', PHONEPE_SANDBOX_PAGE_MINUTES: '30' },
  });
  await recordPrice(app.deps.db, PRICE, 'test', clock.now());
  // every test starts from a fresh gold price, whatever time another test moved the clock to
  beforeEach(async () => {
    await recordPrice(app.deps.db, PRICE, 'test', clock.now());
  });
  const admin = await createSignedInUser(app, { role: 'admin' });
  const create = async (input: ProductInput) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/products',
      headers: admin.headers,
      payload: input,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const coinId = await create(product({}));
  const nuggetId = await create(
    product({
      title: 'Gold nugget 0.5 g',
      catalogue: 'Gold Nuggets',
      weightMg: 500,
      makingBp: 200,
      referralCommissionBp: 0,
    }),
  );
  // 30 g: Rs 2,29,500 + 8.5% + 3% is above Rs 2,00,000 (PAN needed)
  const bigCoinId = await create(product({ title: '24K 30 gram bar coin', weightMg: 30_000 }));
  const retiredId = await create(product({ title: 'Retired coin', active: false }));

  const referrer = await createUser(app);
  const buyer = await createSignedInUser(app, {
    referrerUserId: referrer.id,
    referralSignup: referrer.email,
  });

  const quote = (
    headers: Record<string, string>,
    body: Record<string, unknown> = { productId: coinId, quantity: 1, mode: 'delivery' },
  ) => app.inject({ method: 'POST', url: '/api/store/quotes', headers, payload: body });
  const place = (headers: Record<string, string>, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/store/orders',
      headers,
      payload: { ...address, idempotencyKey: key(), ...body },
    });
  const direct = (headers: Record<string, string>, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/store/direct-orders',
      headers,
      payload: { idempotencyKey: key(), ...body },
    });
  const adminPost = (path: string, payload: Record<string, unknown> = {}) =>
    app.inject({ method: 'POST', url: path, headers: admin.headers, payload });
  const mailsTo = async (to: string) =>
    (await app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).map((m) => m.kind);

  it('prices a bag line at the current gold price; a product no longer sold says so', async () => {
    const res = await app.inject({
      url: `/api/store/price?productId=${coinId}&quantity=2`,
      headers: buyer.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    // 2 x Rs 8,549.26 = Rs 17,098.52: above Rs 10,000, free shipping
    expect(res.json()).toMatchObject({
      available: true,
      maxQuantity: 10,
      totals: { unitPaise: 854_926, itemsPaise: 1_709_852, chargePaise: 0, totalPaise: 1_709_852 },
    });
    const retired = await app.inject({
      url: `/api/store/price?productId=${retiredId}&quantity=1`,
      headers: buyer.headers,
    });
    expect(retired.json()).toMatchObject({ available: false, totals: null });
    const tooMany = await app.inject({
      url: `/api/store/price?productId=${coinId}&quantity=11`,
      headers: buyer.headers,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe('Please choose a quantity from 1 to 10.');
  });

  it('a coin order paid on the sandbox: paid, Rule-46 invoice lines, referral Ants, receipt, once', async () => {
    const q = await quote(buyer.headers);
    expect(q.statusCode, q.body).toBe(201);
    expect(q.json().totals).toMatchObject({ totalPaise: 869_926, chargePaise: 15_000 });
    const res = await place(buyer.headers, { quoteId: q.json().id });
    expect(res.statusCode, res.body).toBe(201);
    const { orderId, merchantTransactionId, payPageUrl, totalPaise } = res.json();
    expect(merchantTransactionId).toMatch(/^MUID\d+/);
    expect(totalPaise).toBe(869_926);

    const { returnUrl } = await choose(app, payPageUrl, 'pay');
    expect(await browserReturns(app, returnUrl)).toBe(
      `/MarketPlace/StatusCheck?transactionId=${merchantTransactionId}`,
    );
    const status = await app.inject({
      url: `/api/orders/${merchantTransactionId}/status`,
      headers: buyer.headers,
    });
    expect(status.json()).toMatchObject({ status: 'SUCCESS', kind: 'StoreOrders' });

    const order = await app.inject({ url: `/api/store/orders/${orderId}`, headers: buyer.headers });
    expect(order.json()).toMatchObject({
      state: 'PAID',
      totalPaise: 869_926,
      invoiceTransactionId: merchantTransactionId,
      events: [{ state: 'AWAITING_PAYMENT' }, { state: 'PAID' }],
    });

    const inv = (
      await app.inject({ url: `/api/invoices/${merchantTransactionId}`, headers: buyer.headers })
    ).json();
    // gold 7,650.00 + making 650.25 + shipping 145.63 taxable; GST 249.01 + 4.37
    expect(inv).toMatchObject({
      taxablePaise: 765_000 + 65_025 + 14_563,
      cgstPaise: 12_669,
      sgstPaise: 12_669,
      igstPaise: 0,
      totalPaise: 869_926,
      placeOfSupply: 'Telangana',
    });
    expect(inv.items).toHaveLength(3);
    expect(inv.items[0]).toMatchObject({ hsnCode: '7108', taxablePaise: 765_000, unit: 'g' });
    expect(inv.items[0].description).toContain('24K 999.9');
    expect(inv.items[1]).toMatchObject({ taxablePaise: 65_025 });
    expect(inv.items[2]).toMatchObject({ description: 'Shipping', taxablePaise: 14_563 });

    // 100% of the making charge Rs 650.25 = 650.25 Ants
    expect((await getBalances(app.deps.db, referrer.id)).antsCenti).toBe(65_025);
    expect((await getBalances(app.deps.db, buyer.user.id)).inrPaidPaise).toBe(869_926);
    expect((await mailsTo(buyer.user.email)).filter((k) => k === 'payment-receipt')).toHaveLength(
      1,
    );

    // a replayed return changes nothing
    await browserReturns(app, returnUrl);
    expect((await getBalances(app.deps.db, referrer.id)).antsCenti).toBe(65_025);

    const history = await app.inject({
      url: '/api/history?type=StoreOrders',
      headers: buyer.headers,
    });
    expect(history.json().items[0]).toMatchObject({
      shortName: 'BAT_StoreOrders',
      amountPaise: 869_926,
      status: 'SUCCESS',
      invoiceTransactionId: merchantTransactionId,
    });

    // the operator ships and delivers it; the buyer is mailed at each change
    expect(
      (await adminPost(`/api/admin/store/orders/${orderId}/state`, { to: 'SHIPPED' })).statusCode,
    ).toBe(409);
    expect(
      (await adminPost(`/api/admin/store/orders/${orderId}/state`, { to: 'PROCESSING' }))
        .statusCode,
    ).toBe(200);
    const noTracking = await adminPost(`/api/admin/store/orders/${orderId}/state`, {
      to: 'SHIPPED',
    });
    expect(noTracking.statusCode).toBe(400);
    const shipped = await adminPost(`/api/admin/store/orders/${orderId}/state`, {
      to: 'SHIPPED',
      courier: 'BlueDart',
      trackingNumber: 'BD123456789IN',
    });
    expect(shipped.json()).toMatchObject({ state: 'SHIPPED', courier: 'BlueDart' });
    await adminPost(`/api/admin/store/orders/${orderId}/state`, { to: 'DELIVERED' });
    expect(await mailsTo(buyer.user.email)).toEqual(
      expect.arrayContaining([
        'store-order-processing',
        'store-order-shipped',
        'store-order-delivered',
      ]),
    );
    const final = await app.inject({ url: `/api/store/orders/${orderId}`, headers: buyer.headers });
    expect(final.json().events.map((e: { state: string }) => e.state)).toEqual([
      'AWAITING_PAYMENT',
      'PAID',
      'PROCESSING',
      'SHIPPED',
      'DELIVERED',
    ]);
    expect(await checkLedgerIntegrity(app.deps.db)).toEqual({
      unbalancedPostings: [],
      emptyPostings: [],
      balanceMismatches: [],
    });
  });

  it('a declined payment leaves no paid order, no Ants and no invoice', async () => {
    const { user, headers } = await createSignedInUser(app, { referrerUserId: referrer.id });
    const before = (await getBalances(app.deps.db, referrer.id)).antsCenti;
    const q = await quote(headers);
    const res = await place(headers, { quoteId: q.json().id });
    const { orderId, merchantTransactionId, payPageUrl } = res.json();
    const { returnUrl } = await choose(app, payPageUrl, 'decline');
    await browserReturns(app, returnUrl);
    const o = (await app.inject({ url: `/api/store/orders/${orderId}`, headers })).json();
    expect(o).toMatchObject({
      state: 'CANCELLED',
      paymentStatus: 'FAILED',
      invoiceTransactionId: null,
    });
    expect(o.failureReason).toContain('did not go through');
    expect((await getBalances(app.deps.db, user.id)).inrPaidPaise).toBe(0);
    expect((await getBalances(app.deps.db, referrer.id)).antsCenti).toBe(before);
    expect(
      (await app.inject({ url: `/api/invoices/${merchantTransactionId}`, headers })).statusCode,
    ).toBe(404);
  });

  it('one click makes one order: the same key or the same quote again returns the same payment', async () => {
    const { user, headers } = await createSignedInUser(app);
    const q = (await quote(headers)).json();
    const k = key();
    const a = await place(headers, { quoteId: q.id, idempotencyKey: k });
    const b = await place(headers, { quoteId: q.id, idempotencyKey: k });
    const c = await place(headers, { quoteId: q.id });
    expect(b.json().merchantTransactionId).toBe(a.json().merchantTransactionId);
    expect(c.json().merchantTransactionId).toBe(a.json().merchantTransactionId);
    const stored = await app.deps.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(stored).toHaveLength(1);
  });

  it('a forged price or total is refused, and the order is priced by the server', async () => {
    const { user, headers } = await createSignedInUser(app);
    const forgedQuote = await quote(headers, {
      productId: coinId,
      quantity: 1,
      mode: 'delivery',
      totalPaise: 100,
    });
    expect(forgedQuote.statusCode).toBe(400);
    const q = (await quote(headers)).json();
    const forged = await place(headers, { quoteId: q.id, amount: 100, totalPaise: 100 });
    expect(forged.statusCode).toBe(400);
    expect(await app.deps.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    const ok = await place(headers, { quoteId: q.id });
    expect(ok.json().totalPaise).toBe(869_926);
  });

  it('bad input gets a clear message and changes nothing', async () => {
    const { user, headers } = await createSignedInUser(app);
    const unknown = await quote(headers, { productId: 'prd_nope', quantity: 1, mode: 'delivery' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(
      'This product is no longer sold. Please choose another one.',
    );
    expect(
      (await quote(headers, { productId: retiredId, quantity: 1, mode: 'delivery' })).statusCode,
    ).toBe(404);
    // a nugget cannot go through checkout, a coin not through direct payment
    expect(
      (await quote(headers, { productId: nuggetId, quantity: 1, mode: 'delivery' })).statusCode,
    ).toBe(400);
    const zero = await quote(headers, { productId: coinId, quantity: 0, mode: 'delivery' });
    expect(zero.statusCode).toBe(400);
    const many = await quote(headers, { productId: coinId, quantity: 11, mode: 'delivery' });
    expect(many.json().error.message).toBe('Please choose a quantity from 1 to 10.');

    const q = (await quote(headers)).json();
    const badPin = await place(headers, { quoteId: q.id, pinCode: '50003' });
    expect(badPin.json().error.fields.pinCode).toBe('Please enter a valid 6-digit PIN code');
    // six digits, but no post office has them (no state starts its PINs with 29)
    const noSuchPin = await place(headers, { quoteId: q.id, pinCode: '290016' });
    expect(noSuchPin.statusCode).toBe(400);
    expect(noSuchPin.json().error.fields.pinCode).toBe(
      'This PIN code does not exist. Please check its 6 digits.',
    );
    const badRef = await place(headers, { quoteId: q.id, referralCode: 'nobody@example.in' });
    expect(badRef.json().error.fields.referralCode).toMatch(/No account uses this referral code/);
    const badRefShape = await place(headers, { quoteId: q.id, referralCode: 'abc' });
    expect(badRefShape.json().error.fields.referralCode).toBe(
      "Referral code must contain '@' and be between 3 to 50 characters",
    );
    const big = (
      await quote(headers, { productId: bigCoinId, quantity: 1, mode: 'delivery' })
    ).json();
    expect(big.totals.panRequired).toBe(true);
    const noPan = await place(headers, { quoteId: big.id });
    expect(noPan.json().error.fields.pan).toBe(
      'Orders above ₹2,00,000 need your PAN (format AAAAA9999A), as the law requires.',
    );
    const badPan = await place(headers, { quoteId: big.id, pan: 'ABCD1234F' });
    expect(badPan.json().error.fields.pan).toBe('Please enter a valid PAN (format AAAAA9999A)');
    expect(await app.deps.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);

    const withPan = await place(headers, { quoteId: big.id, pan: 'abcde1234f' });
    expect(withPan.statusCode, withPan.body).toBe(201);
    const o = (
      await app.inject({ url: `/api/store/orders/${withPan.json().orderId}`, headers })
    ).json();
    expect(o.panMasked).toBe('XXXXXX234F');
    // an inter-state address (Bengaluru): IGST
    const q2 = (await quote(headers)).json();
    const ka = await place(headers, { quoteId: q2.id, city: 'Bengaluru', pinCode: '560001' });
    const ka2 = (
      await app.inject({ url: `/api/store/orders/${ka.json().orderId}`, headers })
    ).json();
    expect(ka2.address).toBe('12-2-345, Road No. 3, Banjara Hills, Bengaluru, Karnataka 560001');
  });

  it("another user's order is 404, and the operator API is 404 to customers", async () => {
    const q = (await quote(buyer.headers)).json();
    const { orderId } = (await place(buyer.headers, { quoteId: q.id })).json();
    const other = await createSignedInUser(app);
    expect(
      (await app.inject({ url: `/api/store/orders/${orderId}`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    expect((await place(other.headers, { quoteId: q.id })).statusCode).toBe(404);
    expect(
      (await app.inject({ url: '/api/admin/store/orders', headers: other.headers })).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/admin/store/orders/${orderId}/state`,
          headers: other.headers,
          payload: { to: 'PROCESSING' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await app.inject({ url: `/api/store/orders/${orderId}` })).statusCode).toBe(401);
  });

  it('a nugget by direct UPI payment: QR amount + Rs 350, UTR, verified, paid, cashback once', async () => {
    const { user, headers } = await createSignedInUser(app);
    const q = await quote(headers, { productId: nuggetId, quantity: 1, mode: 'pickup' });
    expect(q.statusCode, q.body).toBe(201);
    const body = q.json();
    // 3,825.00 + 76.50 + 117.05 = 4,018.55; + 350 handling = 4,368.55
    expect(body.totals).toMatchObject({
      itemsPaise: 401_855,
      chargePaise: 35_000,
      totalPaise: 436_855,
    });
    expect(body.upi.uri).toMatch(/^upi:\/\/pay\?pa=goldsave%40ybl&/);
    expect(body.upi.uri).toContain('am=4368.55');
    expect(body.upi.uri).toContain(`tr=${body.reference}`);

    const badUtr = await direct(headers, { quoteId: body.id, utr: '12345' });
    expect(badUtr.json().error.fields.utr).toBe(
      'Please enter the 12-digit UPI transaction ID (UTR)',
    );
    const u = utr();
    const res = await direct(headers, { quoteId: body.id, utr: u });
    expect(res.statusCode, res.body).toBe(201);
    const o = res.json();
    expect(o).toMatchObject({
      state: 'PAYMENT_SUBMITTED',
      paymentStatus: 'PENDING',
      mode: 'pickup',
      utr: u,
      merchantTransactionId: body.reference,
    });
    expect(o.address).toContain('Hyderabad');
    const history = await app.inject({ url: '/api/history?type=StoreOrders', headers });
    expect(history.json().items[0]).toMatchObject({ status: 'PENDING', amountPaise: 436_855 });

    const verified = await adminPost(`/api/admin/store/orders/${o.orderId}/utr/verify`);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ state: 'PAID', paymentStatus: 'SUCCESS' });
    // 10% of Rs 4,018.55 = 401.855 -> 401.85 Ants
    expect((await getBalances(app.deps.db, user.id)).antsCenti).toBe(40_185);
    expect((await adminPost(`/api/admin/store/orders/${o.orderId}/utr/verify`)).statusCode).toBe(
      409,
    );
    expect((await getBalances(app.deps.db, user.id)).antsCenti).toBe(40_185);
    // the buyer's Ants statement names the cashback and links its order
    const ants = (await app.inject({ url: '/api/referrals/ants', headers })).json();
    expect(ants.items).toEqual([
      expect.objectContaining({
        cause: 'nugget_cashback',
        amountCenti: 40_185,
        orderId: o.orderId,
      }),
    ]);

    const inv = (await app.inject({ url: `/api/invoices/${body.reference}`, headers })).json();
    expect(inv.totalPaise).toBe(436_855);
    expect(inv.items[2]).toMatchObject({
      description: 'Direct payment handling',
      taxablePaise: 33_981,
    });
    expect(inv.deliveryNote).toContain('In-store pickup only');

    await adminPost(`/api/admin/store/orders/${o.orderId}/state`, { to: 'READY_FOR_PICKUP' });
    const done = await adminPost(`/api/admin/store/orders/${o.orderId}/state`, { to: 'COLLECTED' });
    expect(done.json().state).toBe('COLLECTED');
    expect(await mailsTo(user.email)).toEqual(
      expect.arrayContaining([
        'store-order-payment-submitted',
        'payment-receipt',
        'store-order-ready-for-pickup',
        'store-order-collected',
      ]),
    );
  });

  it('a UTR is used once; a refused UTR tells the buyer why and another can be sent', async () => {
    const { headers } = await createSignedInUser(app);
    const other = await createSignedInUser(app);
    const u = utr();
    const q1 = (await quote(headers, { productId: nuggetId, quantity: 1, mode: 'pickup' })).json();
    const first = await direct(headers, { quoteId: q1.id, utr: u });
    expect(first.statusCode).toBe(201);
    const q2 = (
      await quote(other.headers, { productId: nuggetId, quantity: 1, mode: 'pickup' })
    ).json();
    const reused = await direct(other.headers, { quoteId: q2.id, utr: u });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.message).toMatch(/already been used/);
    expect(await app.deps.db.select().from(orders).where(eq(orders.userId, other.user.id))).toEqual(
      [],
    );

    const orderId = first.json().orderId;
    const rejected = await adminPost(`/api/admin/store/orders/${orderId}/utr/reject`, {
      reason: 'No payment with this UTR reached our account.',
    });
    expect(rejected.json()).toMatchObject({
      state: 'AWAITING_PAYMENT',
      utrRejectedReason: 'No payment with this UTR reached our account.',
    });
    const seen = (await app.inject({ url: `/api/store/orders/${orderId}`, headers })).json();
    expect(seen.utrRejectedReason).toBe('No payment with this UTR reached our account.');
    // the refused UTR stays used; a new one is accepted
    const again = await app.inject({
      method: 'POST',
      url: `/api/store/orders/${orderId}/utr`,
      headers,
      payload: { utr: u },
    });
    expect(again.statusCode).toBe(409);
    const fresh = await app.inject({
      method: 'POST',
      url: `/api/store/orders/${orderId}/utr`,
      headers,
      payload: { utr: utr() },
    });
    expect(fresh.json()).toMatchObject({ state: 'PAYMENT_SUBMITTED', utrRejectedReason: null });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/store/orders/${orderId}/utr`,
          headers: other.headers,
          payload: { utr: utr() },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('the operator cancels an unpaid direct order, never a checkout order still at the gateway; a refund posts the rupees back', async () => {
    const { user, headers } = await createSignedInUser(app);
    const q = (await quote(headers)).json();
    const checkout = (await place(headers, { quoteId: q.id })).json();
    const cancelCheckout = await adminPost(`/api/admin/store/orders/${checkout.orderId}/state`, {
      to: 'CANCELLED',
    });
    expect(cancelCheckout.statusCode).toBe(409);
    expect(cancelCheckout.json().error.message).toBe(
      'An order that is awaiting payment cannot become cancelled.',
    );

    const nq = (await quote(headers, { productId: nuggetId, quantity: 1, mode: 'pickup' })).json();
    const d = (await direct(headers, { quoteId: nq.id, utr: utr() })).json();
    const cancelled = await adminPost(`/api/admin/store/orders/${d.orderId}/state`, {
      to: 'CANCELLED',
      note: 'No payment arrived.',
    });
    expect(cancelled.json()).toMatchObject({ state: 'CANCELLED', paymentStatus: 'FAILED' });
    expect((await getBalances(app.deps.db, user.id)).antsCenti).toBe(0);

    // paid, then refunded before pickup: the rupees go back through the ledger
    const pq = (await quote(headers, { productId: nuggetId, quantity: 1, mode: 'pickup' })).json();
    const paid = (await direct(headers, { quoteId: pq.id, utr: utr() })).json();
    await adminPost(`/api/admin/store/orders/${paid.orderId}/utr/verify`);
    expect(await getBalances(app.deps.db, user.id)).toMatchObject({
      inrPaidPaise: 436_855,
      antsCenti: 40_185,
    });
    const refunded = await adminPost(`/api/admin/store/orders/${paid.orderId}/state`, {
      to: 'REFUNDED',
    });
    expect(refunded.json().state).toBe('REFUNDED');
    // the rupees go back, and so does the 10% cashback the order earned, in the same transaction
    expect(await getBalances(app.deps.db, user.id)).toMatchObject({
      inrPaidPaise: 0,
      antsCenti: 0,
    });
    expect(refunded.json().events.at(-1).note).toBe(
      '₹4,368.55 is refunded to the account you paid from; banks usually take 5 to 7 working days. The 401.85 Ants of cashback this order earned are taken back.',
    );
    expect(
      (await adminPost(`/api/admin/store/orders/${paid.orderId}/state`, { to: 'REFUNDED' }))
        .statusCode,
    ).toBe(409);
  });

  it('a refund takes back the Ants the order earned, never below zero when some were spent', async () => {
    // a coin paid on the sandbox earns the referrer 650.25 Ants (100% of the making charge)
    const { user: ref, headers: refHeaders } = await createSignedInUser(app);
    const b = await createSignedInUser(app, { referrerUserId: ref.id, referralSignup: ref.email });
    const q = (await quote(b.headers)).json();
    const { orderId, payPageUrl } = (await place(b.headers, { quoteId: q.id })).json();
    await choose(app, payPageUrl, 'pay');
    expect((await getBalances(app.deps.db, ref.id)).antsCenti).toBe(65_025);
    // the referrer spends 600 of them before the refund
    await app.deps.db.transaction((tx) =>
      debitAnts(tx, {
        type: 'referral_store_order',
        reference: 'test:spent',
        idempotencyKey: key(),
        userId: ref.id,
        antsCenti: 60_000,
      }),
    );
    await adminPost(`/api/admin/store/orders/${orderId}/state`, { to: 'PROCESSING' });
    const refunded = await adminPost(`/api/admin/store/orders/${orderId}/state`, {
      to: 'REFUNDED',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    // only the 50.25 Ants still held come back; the 600 spent stay spent, nothing goes negative
    expect((await getBalances(app.deps.db, ref.id)).antsCenti).toBe(0);
    expect((await getBalances(app.deps.db, b.user.id)).inrPaidPaise).toBe(0);
    // the buyer is not told about the referrer's Ants
    expect(refunded.json().events.at(-1).note).toBe(
      '₹8,699.26 is refunded to the account you paid from; banks usually take 5 to 7 working days.',
    );
    const statement = (
      await app.inject({ url: '/api/referrals/ants', headers: refHeaders })
    ).json();
    expect(statement.items[0]).toMatchObject({ amountCenti: -5_025, cause: 'ants_reversal' });
    expect(await checkLedgerIntegrity(app.deps.db)).toEqual({
      unbalancedPostings: [],
      emptyPostings: [],
      balanceMismatches: [],
    });
  });

  it('a refunded nugget whose cashback was partly spent takes back what is held, and says so', async () => {
    const { user, headers } = await createSignedInUser(app);
    const pq = (await quote(headers, { productId: nuggetId, quantity: 1, mode: 'pickup' })).json();
    const paid = (await direct(headers, { quoteId: pq.id, utr: utr() })).json();
    await adminPost(`/api/admin/store/orders/${paid.orderId}/utr/verify`);
    await app.deps.db.transaction((tx) =>
      debitAnts(tx, {
        type: 'referral_store_order',
        reference: 'test:spent',
        idempotencyKey: key(),
        userId: user.id,
        antsCenti: 40_000,
      }),
    );
    const refunded = await adminPost(`/api/admin/store/orders/${paid.orderId}/state`, {
      to: 'REFUNDED',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().events.at(-1).note).toContain(
      '1.85 Ants of the cashback this order earned are taken back; the 400.00 Ants you had already spent stay spent.',
    );
    expect(await getBalances(app.deps.db, user.id)).toMatchObject({
      antsCenti: 0,
      inrPaidPaise: 0,
    });
  });

  const auditOf = (orderId: string) =>
    app.deps.db.select().from(auditLog).where(eq(auditLog.targetId, orderId)).orderBy(auditLog.id);

  it('each operator move writes one audit row; a refunded checkout coin goes back through the gateway, and an answer that is not final stays pending, sent once', async () => {
    const { headers } = await createSignedInUser(app);
    const q = (await quote(headers)).json();
    const { orderId, payPageUrl, merchantTransactionId } = (
      await place(headers, { quoteId: q.id })
    ).json();
    await choose(app, payPageUrl, 'pay');
    const state = `/api/admin/store/orders/${orderId}/state`;
    expect(await auditOf(orderId)).toEqual([]);
    expect((await adminPost(state, { to: 'PROCESSING' })).statusCode).toBe(200);
    expect((await auditOf(orderId)).map((a) => [a.action, a.before, a.after])).toEqual([
      ['store.order.processing', { state: 'PAID' }, { state: 'PROCESSING' }],
    ]);
    // a refused move writes nothing
    expect((await adminPost(state, { to: 'DELIVERED' })).statusCode).toBe(409);
    expect(await auditOf(orderId)).toHaveLength(1);

    // the gateway answers the refund with a server error: the refund stays PENDING
    await sandboxControl(app, { next: '5xx', on: 'refund' });
    const refunded = await adminPost(state, { to: 'REFUNDED', note: 'The coin is out of stock.' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({
      state: 'REFUNDED',
      paidBy: 'gateway',
      refund: { state: 'PENDING', gatewayCode: 'INTERNAL_SERVER_ERROR', amountPaise: 869_926 },
    });
    const rows = await auditOf(orderId);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      action: 'store.order.refunded',
      actorUserId: admin.user.id,
      reason: 'The coin is out of stock.',
      before: { state: 'PROCESSING' },
      after: { state: 'REFUNDED', gatewayRefundId: expect.stringMatching(/^rfd_/) },
    });
    // a second refund is refused by the states and asks the gateway nothing
    expect((await adminPost(state, { to: 'REFUNDED' })).statusCode).toBe(409);
    const payment = (await findPayment(app.deps, merchantTransactionId))!;
    expect(await refundsOfPayment(app.deps, payment.id)).toHaveLength(1);
    expect(await auditOf(orderId)).toHaveLength(2);

    // the operator's list: by state, kind and day
    const today = istDateOf(clock.now());
    const listed = await app.inject({
      url: `/api/admin/store/orders?state=REFUNDED&kind=StoreOrders&from=${today}&to=${today}`,
      headers: admin.headers,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items.map((o: { orderId: string }) => o.orderId)).toContain(orderId);
    const coins = await app.inject({
      url: `/api/admin/store/orders?kind=GoldSmith&to=${today}`,
      headers: admin.headers,
    });
    expect(coins.json().items.map((o: { orderId: string }) => o.orderId)).not.toContain(orderId);
    const before = await app.inject({
      url: `/api/admin/store/orders?to=2020-01-01`,
      headers: admin.headers,
    });
    expect(before.json()).toMatchObject({ total: 0, items: [] });
  });

  it('a UTR verified or rejected writes one audit row each, with the reason the buyer reads', async () => {
    const { headers } = await createSignedInUser(app);
    const q = (await quote(headers, { productId: nuggetId, quantity: 1, mode: 'pickup' })).json();
    const o = (await direct(headers, { quoteId: q.id, utr: utr() })).json();
    const rejected = await adminPost(`/api/admin/store/orders/${o.orderId}/utr/reject`, {
      reason: 'No payment with this UTR reached our account.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await auditOf(o.orderId)).toMatchObject([
      {
        action: 'store.order.utr-reject',
        reason: 'No payment with this UTR reached our account.',
        after: { state: 'AWAITING_PAYMENT' },
      },
    ]);
    const u = utr();
    await app.inject({
      method: 'POST',
      url: `/api/store/orders/${o.orderId}/utr`,
      headers,
      payload: { utr: u },
    });
    const verified = await adminPost(`/api/admin/store/orders/${o.orderId}/utr/verify`);
    expect(verified.json()).toMatchObject({ state: 'PAID', paidBy: 'upi' });
    const rows = await auditOf(o.orderId);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      action: 'store.order.utr-verify',
      before: { state: 'PAYMENT_SUBMITTED', utr: u },
      after: { state: 'PAID', utr: u },
    });
  });

  it('a checkout payment the bank completes after its order closed sells the coin at the order price', async () => {
    const { user, headers } = await createSignedInUser(app);
    const q = (await quote(headers)).json();
    const { orderId, merchantTransactionId, payPageUrl } = (
      await place(headers, { quoteId: q.id })
    ).json();
    await choose(app, payPageUrl, 'pending');
    clock.advance(21 * 60_000);
    await app.deps.jobs.runNow('payments-reconcile');
    await recordPrice(app.deps.db, PRICE, 'test', clock.now());
    const closed = (await app.inject({ url: `/api/store/orders/${orderId}`, headers })).json();
    expect(closed).toMatchObject({ state: 'CANCELLED', paymentStatus: 'FAILED' });
    await sandboxControl(app, {
      action: 'resolve',
      merchantTransactionId,
      outcome: 'SUCCESS',
      callback: true,
    });
    const paid = (await app.inject({ url: `/api/store/orders/${orderId}`, headers })).json();
    expect(paid).toMatchObject({ state: 'PAID', paymentStatus: 'SUCCESS', totalPaise: 869_926 });
    expect(paid.invoiceTransactionId).toBe(merchantTransactionId);
    expect((await getBalances(app.deps.db, user.id)).inrPaidPaise).toBe(869_926);
  });

  it('an expired quote is refused with a clear message and makes no order', async () => {
    const { user, headers } = await createSignedInUser(app);
    const q = (await quote(headers)).json();
    clock.advance(301_000);
    const res = await place(headers, { quoteId: q.id });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'QUOTE_EXPIRED',
      message:
        'The gold price has changed since this total was shown. Please check the new total and try again.',
    });
    expect(await app.deps.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
  });
});
