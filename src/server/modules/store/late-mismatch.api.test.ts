import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, testClock } from '../../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../../tests/helpers/factories';
import { choose, sandboxControl } from '../../../../tests/helpers/payments';
import { mailOutbox } from '../mail/tables';
import { initPayments, paymentGateway } from '../payments/service';
import { recordPrice } from '../prices/service';
import { getBalances } from '../wallet/service';

const PRICE = 765_000;
const key = () => randomUUID().replace(/-/g, '');

describe('a checkout payment the bank completes late at another amount than asked', async () => {
  const clock = testClock();
  const app = await buildTestApp({ clock, env: { PHONEPE_SANDBOX_PAGE_MINUTES: '30' } });
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
  const admin = await createSignedInUser(app, { role: 'admin' });

  it('is not paid; the order page and a mail say the money will be refunded, never that none was taken', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/products',
      headers: admin.headers,
      payload: {
        sku: `MM-${key().slice(0, 8)}`,
        title: '24K 1 gram coin',
        catalogue: 'Gold Coin',
        weightMg: 1000,
        makingBp: 850,
        referralCommissionBp: 0,
        description: '',
        hsnCode: '7108',
        purity: '24K 999.9',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { user, headers } = await createSignedInUser(app);
    const quote = await app.inject({
      method: 'POST',
      url: '/api/store/quotes',
      headers,
      payload: { productId: created.json().id, quantity: 1, mode: 'delivery' },
    });
    const placed = await app.inject({
      method: 'POST',
      url: '/api/store/orders',
      headers,
      payload: {
        firstName: 'Asha',
        lastName: 'Reddy',
        phone: '9876543210',
        street: '12-2-345, Road No. 3',
        city: 'Hyderabad',
        pinCode: '500034',
        quoteId: quote.json().id,
        idempotencyKey: key(),
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderId, merchantTransactionId, payPageUrl } = placed.json();
    await choose(app, payPageUrl, 'pending');
    clock.advance(21 * 60_000);
    await recordPrice(app.deps.db, PRICE, 'test', clock.now());
    await app.deps.jobs.runNow('payments-reconcile');
    const order = async () =>
      (await app.inject({ url: `/api/store/orders/${orderId}`, headers })).json();
    expect((await order()).failureReason).toMatch(/No money was taken/);

    misreport = true;
    await sandboxControl(app, {
      action: 'resolve',
      merchantTransactionId,
      outcome: 'SUCCESS',
      callback: true,
    });
    const after = await order();
    expect(after).toMatchObject({ state: 'CANCELLED', paymentStatus: 'FAILED', paidAt: null });
    expect(after.failureReason).toMatch(/Any money taken will be refunded to you/);
    expect(after.failureReason).not.toMatch(/No money was taken/);
    expect(after.events.at(-1).note).toBe(after.failureReason);
    expect((await getBalances(app.deps.db, user.id)).inrPaidPaise).toBe(0);
    const mails = await app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    const told = mails.filter((m) => m.text.includes('Any money taken will be refunded to you'));
    expect(told).toHaveLength(1);

    // a later check changes nothing and mails nothing more
    clock.advance(60 * 60_000);
    await recordPrice(app.deps.db, PRICE, 'test', clock.now());
    await app.deps.jobs.runNow('payments-reconcile');
    const again = await app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(again).toHaveLength(mails.length);
  });
});
