import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../tests/helpers/build-app';
import { createSignedInUser, createUser } from '../../../../tests/helpers/factories';
import { choose, registerTestPurpose } from '../../../../tests/helpers/payments';
import { auditLog } from '../audit/tables';
import type { RefundResult } from './gateway';
import { findPayment, initPayments, paymentGateway, refundsOfPayment } from './service';

describe("the console's payments", async () => {
  const app = await buildTestApp();
  // this gateway tells the truth except the amount paid (100 paise short of what is asked), and
  // answers every refund request TIMED_OUT, which PhonePe documents as "not final"
  const real = paymentGateway(app.deps);
  let refundRequests = 0;
  const timedOut: RefundResult = { state: 'PENDING', code: 'TIMED_OUT', raw: {} };
  let refundAnswer = timedOut;
  // a test that answers otherwise does so for itself alone
  beforeEach(() => {
    refundAnswer = timedOut;
  });
  initPayments(app.deps, {
    ...real,
    getPaymentStatus: async (id) => {
      const s = await real.getPaymentStatus(id);
      return s.amountPaise ? { ...s, amountPaise: s.amountPaise - 100 } : s;
    },
    refund: async () => {
      refundRequests++;
      return refundAnswer;
    },
    getRefundStatus: async () => ({ state: 'PENDING', code: 'PAYMENT_PENDING', raw: {} }),
  });
  const purpose = await registerTestPurpose(app);
  const operator = await createSignedInUser(app, { role: 'admin' });
  const buyer = await createUser(app);
  const headers = operator.headers;

  const mismatched = async () => {
    const started = await purpose.start(buyer.id, 50_000);
    await choose(app, started.payPageUrl, 'pay');
    const p = (await findPayment(app.deps, started.merchantTransactionId))!;
    expect(p).toMatchObject({ state: 'FAILED', failureReason: 'AMOUNT_MISMATCH' });
    return p;
  };
  const refund = (paymentId: string, reason = 'paid Rs 499, asked Rs 500') =>
    app.inject({
      method: 'POST',
      url: `/api/admin/payments/${paymentId}/refund`,
      headers,
      payload: { reason },
    });
  const auditOf = (id: string) =>
    app.deps.db.select().from(auditLog).where(eq(auditLog.targetId, id));

  it('lists payments and shows one with its gateway exchanges', async () => {
    const p = await mismatched();
    const list = await app.inject({
      url: '/api/admin/payments?failureReason=AMOUNT_MISMATCH',
      headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().payments.map((x: { id: string }) => x.id)).toContain(p.id);
    const detail = (await app.inject({ url: `/api/admin/payments/${p.id}`, headers })).json();
    expect(detail).toMatchObject({ reportedPaise: 49_900, canRefund: true, refunds: [] });
    expect(detail.exchanges.map((e: { operation: string }) => e.operation)).toEqual(
      expect.arrayContaining(['pay', 'status']),
    );
  });

  it('refunds an AMOUNT_MISMATCH once: a TIMED_OUT answer stays pending and is never sent again', async () => {
    const p = await mismatched();
    const before = refundRequests;
    const first = await refund(p.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      canRefund: false,
      refunds: [{ amountPaise: 49_900, state: 'PENDING', gatewayCode: 'TIMED_OUT' }],
    });
    expect(refundRequests).toBe(before + 1);

    // pressed again (or by another operator): the pending refund is the answer, nothing is sent
    const again = await refund(p.id, 'pressed twice');
    expect(again.statusCode).toBe(200);
    expect(refundRequests).toBe(before + 1);
    expect(await refundsOfPayment(app.deps, p.id)).toHaveLength(1);

    // reconciliation asks the refund's status (still pending): no new refund either
    await app.deps.jobs.runNow('payments-reconcile');
    expect(refundRequests).toBe(before + 1);
    expect((await refundsOfPayment(app.deps, p.id))[0]!.state).toBe('PENDING');

    // one audit row: the first request only
    const rows = await auditOf(p.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'payment.refund',
      actorUserId: operator.user.id,
      reason: 'paid Rs 499, asked Rs 500',
      after: { amountPaise: 49_900, state: 'PENDING' },
    });
  });

  it('keeps INTERNAL_SERVER_ERROR and PENDING answers pending too', async () => {
    for (const code of ['INTERNAL_SERVER_ERROR', 'PAYMENT_PENDING']) {
      refundAnswer = { state: 'PENDING', code, raw: {} };
      const p = await mismatched();
      expect((await refund(p.id)).json().refunds).toMatchObject([{ state: 'PENDING' }]);
      expect((await refund(p.id)).statusCode).toBe(200);
      expect(await refundsOfPayment(app.deps, p.id)).toHaveLength(1);
    }
  });

  it('refuses to refund a payment that was not paid at another amount', async () => {
    const started = await purpose.start(buyer.id, 50_000);
    await choose(app, started.payPageUrl, 'decline');
    const p = (await findPayment(app.deps, started.merchantTransactionId))!;
    const res = await refund(p.id);
    expect(res.statusCode).toBe(409);
    expect(await auditOf(p.id)).toHaveLength(0);
    expect((await app.inject({ url: '/api/admin/payments/pay_nope', headers })).statusCode).toBe(
      404,
    );
  });
});
