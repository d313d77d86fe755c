import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/helpers/build-app';
import { loadConfig } from '../../config';
import type { Tx } from '../../db/client';
import {
  createDigitalGoldOrder,
  findOrderById,
  markFailed,
  markLateMismatch,
  markLateRefund,
  markPaid,
  markPaidFromBalance,
  markPaidLate,
  openPayment,
  OrderTransitionError,
  recordDeliveryStatus,
  type OrderTransition,
} from './service';

// The order's states and transitions (lifecycle.ts) on the real database: each moves only from
// its states, and a refused move changes nothing (not even the invoice series).
const config = loadConfig({ INVOICE_PREFIX: 'GS' });
const database = await openTestDatabase();
const db = database.db;
afterAll(() => database.close());

// 26 Nov 2026 in India: financial year 2026-27
const now = new Date('2026-11-26T06:30:00Z');

async function newOrder(merchantTransactionId?: string) {
  const { order } = await createDigitalGoldOrder(
    db,
    config,
    {
      kind: 'DigitalGold',
      userId: `usr_${randomUUID().slice(0, 8)}`,
      buyer: {
        name: 'Asha Rao',
        email: 'asha@example.com',
        phone: '9876543210',
        address: 'Hyderabad 500034',
      },
      quote: { amountPaise: 100_000, goldE8: 849_673_20, pricePaisePerGram: 765_000 },
      quotedAt: now,
      referrerUserId: null,
      idempotencyKey: randomUUID(),
      ...(merchantTransactionId ? { merchantTransactionId } : {}),
    },
    now,
  );
  return order;
}

const mtid = () => `MTID${randomUUID().replace(/-/g, '').slice(0, 16)}`;
const inTx = <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work);

/** The move is refused with the typed error naming the transition and the state it found. */
async function expectRefused(
  move: Promise<unknown>,
  transition: OrderTransition,
  from: string | undefined,
) {
  const err = await move.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(OrderTransitionError);
  expect(err).toMatchObject({ transition, from, code: 'CONFLICT', status: 409 });
}

const paid = async () => {
  const o = await newOrder();
  await inTx((tx) => markPaid(tx, config, o.id, { now, merchantTransactionId: mtid() }));
  return o;
};
const failed = async () => {
  const o = await newOrder();
  await inTx((tx) => markFailed(tx, o.id, 'DECLINED', mtid()));
  return o;
};

describe('open payment', () => {
  it('a pending order takes its payment and pay page once; the same payment again is a replay', async () => {
    const o = await newOrder();
    const id = mtid();
    const first = await openPayment(db, o.id, {
      merchantTransactionId: id,
      payPageUrl: 'https://pay/1',
    });
    expect(first).toMatchObject({
      status: 'PENDING',
      merchantTransactionId: id,
      payPageUrl: 'https://pay/1',
    });
    const again = await openPayment(db, o.id, {
      merchantTransactionId: id,
      payPageUrl: 'https://pay/1',
    });
    expect(again.merchantTransactionId).toBe(id);
  });

  it('another payment for an order that has one is refused and changes nothing', async () => {
    const o = await newOrder();
    const id = mtid();
    await openPayment(db, o.id, { merchantTransactionId: id, payPageUrl: 'https://pay/1' });
    await expectRefused(
      openPayment(db, o.id, { merchantTransactionId: mtid(), payPageUrl: 'https://pay/2' }),
      'openPayment',
      'PENDING',
    );
    expect(await findOrderById(db, o.id)).toMatchObject({
      merchantTransactionId: id,
      payPageUrl: 'https://pay/1',
    });
  });

  it('an order that ended without a payment cannot open one; nor can an order that does not exist', async () => {
    const o = await newOrder();
    await inTx((tx) => markFailed(tx, o.id, 'CANCELLED'));
    await expectRefused(
      openPayment(db, o.id, { merchantTransactionId: mtid(), payPageUrl: 'https://pay/3' }),
      'openPayment',
      'FAILED',
    );
    await expectRefused(
      openPayment(db, 'ord_none', { merchantTransactionId: mtid(), payPageUrl: 'https://pay/4' }),
      'openPayment',
      undefined,
    );
  });
});

describe('paid and invoiced', () => {
  it('a pending order becomes SUCCESS with the next gap-free invoice number; paying it again is refused and uses no number', async () => {
    const a = await newOrder();
    const id = mtid();
    const r = await inTx((tx) => markPaid(tx, config, a.id, { now, merchantTransactionId: id }));
    expect(r.order).toMatchObject({
      status: 'SUCCESS',
      paidAt: now,
      invoicedAt: now,
      invoiceNo: r.invoiceNo,
      merchantTransactionId: id,
      failureCode: null,
    });
    const seq = Number(r.invoiceNo.split('/')[2]);
    expect(r.invoiceNo).toMatch(/^GS\/2627\/\d{6}$/);

    await expectRefused(
      inTx((tx) => markPaid(tx, config, a.id, { now })),
      'markPaid',
      'SUCCESS',
    );
    const b = await newOrder(mtid());
    const next = await inTx((tx) => markPaid(tx, config, b.id, { now }));
    expect(Number(next.invoiceNo.split('/')[2])).toBe(seq + 1);
    // an Autopay debit's order carries its payment from the start: it is kept
    expect(next.order.merchantTransactionId).toBe(b.merchantTransactionId);
  });

  it('the millionth invoice of a year takes seven digits, never cut', async () => {
    // financial year 2030-31, which no other test numbers
    const later = new Date('2030-06-01T06:30:00Z');
    await db.execute(sql`insert into invoice_series values ('3031', 999999)`);
    const o = await newOrder();
    const r = await inTx((tx) => markPaid(tx, config, o.id, { now: later }));
    expect(r.invoiceNo).toBe('GS/3031/1000000');
    expect(r.order.invoiceNo).toBe('GS/3031/1000000');
  });

  it('a failed order is not paid on time, only late (markPaidLate), which clears its failure', async () => {
    const o = await failed();
    await expectRefused(
      inTx((tx) => markPaid(tx, config, o.id, { now })),
      'markPaid',
      'FAILED',
    );
    const r = await inTx((tx) => markPaidLate(tx, config, o.id, { now }));
    expect(r.order).toMatchObject({ status: 'SUCCESS', failureCode: null, invoiceNo: r.invoiceNo });
  });

  it('a pending order is not paid late: it is paid on time', async () => {
    const o = await newOrder();
    await expectRefused(
      inTx((tx) => markPaidLate(tx, config, o.id, { now })),
      'markPaidLate',
      'PENDING',
    );
  });
});

describe('failed', () => {
  it('a pending order fails with its code and the payment that failed', async () => {
    const o = await newOrder();
    const id = mtid();
    const f = await inTx((tx) => markFailed(tx, o.id, 'EXPIRED', id));
    expect(f).toMatchObject({
      status: 'FAILED',
      failureCode: 'EXPIRED',
      merchantTransactionId: id,
      invoiceNo: null,
    });
  });

  it('a paid order cannot fail, nor a failed one fail again', async () => {
    const p = await paid();
    await expectRefused(
      inTx((tx) => markFailed(tx, p.id, 'DECLINED')),
      'markFailed',
      'SUCCESS',
    );
    const f = await failed();
    await expectRefused(
      inTx((tx) => markFailed(tx, f.id, 'EXPIRED')),
      'markFailed',
      'FAILED',
    );
    expect((await findOrderById(db, f.id))?.failureCode).toBe('DECLINED');
  });
});

describe('a late payment of a failed order that goes back', () => {
  it('refunded (LATE_REFUND) or at another amount (AMOUNT_MISMATCH): the order stays FAILED and says why', async () => {
    const a = await failed();
    expect(await inTx((tx) => markLateRefund(tx, a.id))).toMatchObject({
      status: 'FAILED',
      failureCode: 'LATE_REFUND',
    });
    const b = await failed();
    expect(await inTx((tx) => markLateMismatch(tx, b.id))).toMatchObject({
      status: 'FAILED',
      failureCode: 'AMOUNT_MISMATCH',
    });
  });

  it('only a failed order: a pending or paid one is refused', async () => {
    const o = await newOrder();
    await expectRefused(
      inTx((tx) => markLateRefund(tx, o.id)),
      'markLateRefund',
      'PENDING',
    );
    const p = await paid();
    await expectRefused(
      inTx((tx) => markLateMismatch(tx, p.id)),
      'markLateMismatch',
      'SUCCESS',
    );
  });
});

describe("a store order's delivery state on the order", () => {
  it('follows the order: unpaid states while pending, CANCELLED once failed, PAID to REFUNDED once paid', async () => {
    const o = await newOrder();
    expect(await inTx((tx) => recordDeliveryStatus(tx, o.id, 'PAYMENT_SUBMITTED'))).toMatchObject({
      deliveryStatus: 'PAYMENT_SUBMITTED',
    });
    await expectRefused(
      inTx((tx) => recordDeliveryStatus(tx, o.id, 'PAID')),
      'recordDeliveryStatus',
      'PENDING',
    );
    await expectRefused(
      inTx((tx) => recordDeliveryStatus(tx, o.id, 'REFUNDED')),
      'recordDeliveryStatus',
      'PENDING',
    );
    const p = await paid();
    for (const state of ['PAID', 'PROCESSING', 'REFUNDED'] as const)
      expect((await inTx((tx) => recordDeliveryStatus(tx, p.id, state))).deliveryStatus).toBe(
        state,
      );
    await expectRefused(
      inTx((tx) => recordDeliveryStatus(tx, p.id, 'CANCELLED')),
      'recordDeliveryStatus',
      'SUCCESS',
    );
    const f = await failed();
    expect((await inTx((tx) => recordDeliveryStatus(tx, f.id, 'CANCELLED'))).deliveryStatus).toBe(
      'CANCELLED',
    );
    await expectRefused(
      inTx((tx) => recordDeliveryStatus(tx, f.id, 'REFUNDED')),
      'recordDeliveryStatus',
      'FAILED',
    );
  });
});

describe('paid from a balance', () => {
  it('a pending order becomes SUCCESS with no invoice number (no rupee charged); again is refused', async () => {
    const o = await newOrder();
    const order = await inTx((tx) => markPaidFromBalance(tx, o.id, now));
    expect(order).toMatchObject({ status: 'SUCCESS', paidAt: now, invoiceNo: null });
    await expectRefused(
      inTx((tx) => markPaidFromBalance(tx, o.id, now)),
      'markPaidFromBalance',
      'SUCCESS',
    );
  });

  it('a failed order is not paid from a balance, and stays as it was', async () => {
    const o = await failed();
    await expectRefused(
      inTx((tx) => markPaidFromBalance(tx, o.id, now)),
      'markPaidFromBalance',
      'FAILED',
    );
    expect(await findOrderById(db, o.id)).toMatchObject({ status: 'FAILED', paidAt: null });
  });
});
