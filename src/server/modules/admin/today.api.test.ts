import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, testClock } from '../../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../../tests/helpers/factories';
import { choose } from '../../../../tests/helpers/payments';
import { ist, key, planDriver } from '../../../../tests/helpers/plans';
import { auditLog } from '../audit/tables';
import { recordPrice } from '../prices/service';
import { getBalances, userAccount } from '../wallet/service';
import { walletBalances } from '../wallet/tables';
import { nextReconciliationDue, RECONCILIATION_JOB } from './reconciliation';

const PRICE = 765_000; // Rs 7,650.00 per gram
const HOUR = 3_600_000;
const MINUTE = 60_000;
const utr = () => String(randomInt(100_000, 999_999)) + String(randomInt(100_000, 999_999));

/** An app of the test's own on 24 Nov 2026, 11:00 in India, with an operator and a buyer. */
async function setup() {
  const clock = testClock(ist('2026-11-24T11:00:00'));
  const lines: string[] = [];
  const app = await buildTestApp({
    clock,
    env: { ORDER_RATE_LIMIT_PER_MINUTE: '1000' },
    logStream: { write: (l) => void lines.push(l) },
    perTest: true,
  });
  await recordPrice(app.deps.db, PRICE, 'test', clock.now());
  const d = planDriver(app, PRICE);
  const operator = await createSignedInUser(app, { role: 'admin' });
  const buyer = await createSignedInUser(app);

  const today = async () => {
    const res = await app.inject({ url: '/api/admin/today', headers: operator.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  /** a plan whose three debits in a row failed: HALTED, as the debit job leaves it */
  async function haltedPlan() {
    const { headers } = await createSignedInUser(app);
    const { insertId } = await d.activePlan(headers);
    for (let n = 1; n <= 3; n++) {
      await d.job();
      const debit = (await d.plan(headers, insertId)).debits.find((x) => x.cycle === n)!;
      expect(debit.state).toBe('NOTIFIED');
      // the next day, 13:05 India time: past the notice and outside peak hours
      const ind = new Date(clock.now().getTime() + 330 * 60_000);
      const next = ist(
        `${new Date(Date.UTC(ind.getUTCFullYear(), ind.getUTCMonth(), ind.getUTCDate() + 1)).toISOString().slice(0, 10)}T13:05:00`,
      );
      await d.advance(next.getTime() - clock.now().getTime());
      await d.job();
      await d.upiDebit(debit.merchantTransactionId, 'reject');
    }
    expect((await d.plan(headers, insertId)).plan.state).toBe('HALTED');
    return insertId;
  }

  /** a nugget paid by direct UPI payment: the order waits with its UTR (PAYMENT_SUBMITTED) */
  let productId: string | undefined;
  async function directOrder() {
    if (!productId) {
      const product = await app.inject({
        method: 'POST',
        url: '/api/admin/catalogue/products',
        headers: operator.headers,
        payload: {
          sku: `N-${key().slice(0, 8)}`,
          title: 'Gold nugget 0.5 g',
          catalogue: 'Gold Nuggets',
          weightMg: 500,
          makingBp: 200,
          referralCommissionBp: 0,
          description: '',
          hsnCode: '7108',
          purity: '24K 999.9',
        },
      });
      expect(product.statusCode, product.body).toBe(201);
      productId = product.json().id as string;
    }
    // a fresh price, whatever time the test moved the clock to
    await recordPrice(app.deps.db, PRICE, 'test', clock.now());
    const q = await app.inject({
      method: 'POST',
      url: '/api/store/quotes',
      headers: buyer.headers,
      payload: { productId, quantity: 1, mode: 'pickup' },
    });
    expect(q.statusCode, q.body).toBe(201);
    const o = await app.inject({
      method: 'POST',
      url: '/api/store/direct-orders',
      headers: buyer.headers,
      payload: { idempotencyKey: key(), quoteId: q.json().id, utr: utr() },
    });
    expect(o.statusCode, o.body).toBe(201);
    return o.json() as { orderId: string; totalPaise: number };
  }

  /** Rs 100 of digital gold into the buyer's vault; answers the grams held */
  async function buyGold() {
    const buy = await app.inject({
      method: 'POST',
      url: '/api/digital-gold/orders',
      headers: buyer.headers,
      payload: { amountPaise: 10_000, idempotencyKey: key() },
    });
    expect(buy.statusCode, buy.body).toBe(201);
    await choose(app, buy.json().payPageUrl, 'pay');
    const held = (await getBalances(app.deps.db, buyer.user.id)).goldE8;
    expect(held).toBeGreaterThan(0);
    return held;
  }

  return { clock, lines, app, operator, buyer, today, haltedPlan, buyGold, directOrder };
}

describe('the console: Today and the daily reconciliation', () => {
  it('flags a UTR waiting longer than the buyer was promised (DIRECT_PAY_VERIFY_HOURS), from its newest UTR', async () => {
    const { app, clock, operator, buyer, today, directOrder } = await setup();
    expect(app.deps.config.DIRECT_PAY_VERIFY_HOURS).toBe(24);
    expect(await today()).toMatchObject({
      utrToVerify: 0,
      utrOverdue: 0,
      utrOldestAt: null,
      utrVerifyHours: 24,
    });

    const first = await directOrder();
    // refused at once and sent again while the price holds: the promise runs from the new UTR
    clock.advance(2 * MINUTE);
    const refused = await app.inject({
      method: 'POST',
      url: `/api/admin/store/orders/${first.orderId}/utr/reject`,
      headers: operator.headers,
      payload: { reason: 'No payment with this UTR reached our account.' },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect((await today()).utrToVerify).toBe(0);
    const again = await app.inject({
      method: 'POST',
      url: `/api/store/orders/${first.orderId}/utr`,
      headers: buyer.headers,
      payload: { utr: utr() },
    });
    expect(again.statusCode, again.body).toBe(200);
    const againAt = clock.now().toISOString();

    clock.advance(20 * HOUR);
    const second = await directOrder();
    // within the promise: both wait, none is late
    expect(await today()).toMatchObject({ utrToVerify: 2, utrOverdue: 0, utrOldestAt: againAt });

    // 24 hours after the first UTR, but not after the one sent again
    clock.advance(4 * HOUR - 2 * MINUTE + 1000);
    expect(await today()).toMatchObject({ utrToVerify: 2, utrOverdue: 0 });
    // 24 hours after the newest UTR: late
    clock.advance(2 * MINUTE);
    expect(await today()).toMatchObject({ utrToVerify: 2, utrOverdue: 1, utrOldestAt: againAt });

    // checked: nothing is late any more, until the second passes its 24 hours
    const verified = await app.inject({
      method: 'POST',
      url: `/api/admin/store/orders/${first.orderId}/utr/verify`,
      headers: operator.headers,
      payload: {},
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await today()).toMatchObject({ utrToVerify: 1, utrOverdue: 0 });
    clock.advance(20 * HOUR);
    expect(await today()).toMatchObject({ utrToVerify: 1, utrOverdue: 1 });
    expect(second.orderId).not.toBe(first.orderId);
  });

  it('counts what was sold and held today and the work waiting, each as its list shows it', async () => {
    const { app, clock, operator, today, haltedPlan, buyGold, directOrder } = await setup();
    const before = await today();
    expect(before).toMatchObject({
      invoicesToday: 0,
      salesPaise: 0,
      goldSoldE8: 0,
      goldHeldE8: 0,
      utrToVerify: 0,
      ordersToShip: 0,
      haltedPlans: 0,
      messagesWaiting: 0,
      reconciliation: null,
    });

    const planId = await haltedPlan();
    await recordPrice(app.deps.db, PRICE, 'test', clock.now());

    // a nugget sold by direct UPI payment: one UTR verified (paid, to ship), one waiting
    const paid = await directOrder();
    const verified = await app.inject({
      method: 'POST',
      url: `/api/admin/store/orders/${paid.orderId}/utr/verify`,
      headers: operator.headers,
      payload: {},
    });
    expect(verified.statusCode, verified.body).toBe(200);
    await directOrder();

    // Rs 100 of digital gold into the buyer's vault
    const held = await buyGold();

    // a visitor's message (no support chat configured: it waits in the console)
    const message = await app.inject({
      method: 'POST',
      url: '/api/contact/messages',
      payload: { name: 'Ravi Kumar', email: 'ravi@example.in', message: 'Is my coin ready?' },
    });
    expect(message.statusCode).toBe(201);

    const t = await today();
    expect(t).toMatchObject({
      day: '2026-11-27',
      invoicesToday: 2,
      salesPaise: 10_000 + paid.totalPaise,
      goldSoldE8: held,
      goldHeldE8: held,
      utrToVerify: 1,
      ordersToShip: 1,
      haltedPlans: 1,
      failedDebitsToday: 1,
      messagesWaiting: 1,
    });

    // each counter is what its list says
    const listTotal = async (url: string) => {
      const res = await app.inject({ url, headers: operator.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().total as number;
    };
    expect(await listTotal('/api/admin/store/orders?state=PAID')).toBe(t.ordersToShip);
    expect(await listTotal('/api/admin/store/orders?state=PAYMENT_SUBMITTED')).toBe(t.utrToVerify);
    const halted = await app.inject({
      url: '/api/admin/plans?state=HALTED',
      headers: operator.headers,
    });
    expect(halted.json()).toMatchObject({
      total: 1,
      counts: { HALTED: 1 },
      items: [
        {
          insertId: planId,
          state: 'HALTED',
          mandate: 'APPROVED',
          frequency: 'DAILY',
          amountPaise: 5000,
          consecutiveFailures: 3,
          customerName: 'Asha Reddy',
          stateReason: 'Paused after three debits in a row did not go through.',
        },
      ],
    });
    const failed = await app.inject({
      url: '/api/admin/plans/debits?state=FAILED',
      headers: operator.headers,
    });
    expect(failed.json().total).toBe(3);
    expect(failed.json().items[0]).toMatchObject({ insertId: planId, state: 'FAILED' });
    const skipped = await app.inject({
      url: '/api/admin/plans/debits?state=SKIPPED',
      headers: operator.headers,
    });
    // the cycles notified ahead of the pause were dropped, and say why
    expect(skipped.json().items.length).toBeGreaterThan(0);
    for (const x of skipped.json().items) expect(x.reason).toBe('PLAN_STOPPED');
  });

  it('finds a sound ledger sound; the operator runs it now, written to the audit log', async () => {
    const { app, operator, buyer, today, buyGold } = await setup();
    await buyGold();
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/reconciliation/run',
      headers: operator.headers,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const run = res.json();
    expect(run).toMatchObject({
      ok: true,
      ranBy: operator.user.email,
      details: { balanceMismatches: [], unbalancedPostings: [], emptyPostings: [] },
    });
    const gold = run.details.units.find((u: { unit: string }) => u.unit === 'GOLD');
    expect(gold.customers).toBe((await getBalances(app.deps.db, buyer.user.id)).goldE8);
    expect(gold.operator).toBe(-gold.customers);
    expect(gold.difference).toBe(0);
    const rows = await app.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'ledger.reconcile'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorUserId: operator.user.id, targetId: String(run.id) });
    expect((await today()).reconciliation).toMatchObject({ id: run.id, ok: true });
  });

  it('a balance changed behind the ledger is reported on Today and logged at error level', async () => {
    const { app, lines, operator, buyer, today, buyGold } = await setup();
    const account = userAccount(buyer.user.id, 'gold');
    const held = await buyGold();
    await app.deps.db
      .update(walletBalances)
      .set({ balanceMinor: sql`${walletBalances.balanceMinor} + 12345` })
      .where(eq(walletBalances.account, account));

    expect(await app.deps.jobs.runNow(RECONCILIATION_JOB)).toBe(1);
    const t = await today();
    expect(t.reconciliation).toMatchObject({
      ok: false,
      ranBy: 'job',
      details: {
        balanceMismatches: [{ account, stored: held + 12345, summed: held }],
        balanceMismatchCount: 1,
      },
    });
    expect(t.reconciliation.details.units).toContainEqual({
      unit: 'GOLD',
      customers: held + 12345,
      operator: -held,
      difference: 12345,
    });
    const alert = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.alert === 'LEDGER_RECONCILIATION');
    expect(alert).toMatchObject({
      level: 50,
      balanceMismatches: [{ account, stored: held + 12345, summed: held }],
    });

    // put right, the next run is sound again and Today shows it
    await app.deps.db
      .update(walletBalances)
      .set({ balanceMinor: held })
      .where(and(eq(walletBalances.account, account)));
    await app.inject({
      method: 'POST',
      url: '/api/admin/reconciliation/run',
      headers: operator.headers,
      payload: {},
    });
    expect((await today()).reconciliation.ok).toBe(true);
  });

  it('the daily run reschedules itself for 03:00 India time the next day, in the database', async () => {
    const { app, clock, today } = await setup();
    // a new installation's first run is due at once: on 27 Nov after 03:00, the next one is
    // 28 Nov, 03:00 IST
    clock.set(ist('2026-11-27T10:00:00'));
    expect(await app.deps.jobs.runNow(RECONCILIATION_JOB)).toBe(1);
    const due = await nextReconciliationDue(app.deps.db);
    expect(due).toEqual(ist('2026-11-28T03:00:00'));
    // not due yet: nothing runs
    expect(await app.deps.jobs.runNow(RECONCILIATION_JOB)).toBe(0);
    clock.set(new Date(due!.getTime() + HOUR));
    expect(await app.deps.jobs.runNow(RECONCILIATION_JOB)).toBe(1);
    expect(await nextReconciliationDue(app.deps.db)).toEqual(ist('2026-11-29T03:00:00'));
    expect((await today()).reconciliation).toMatchObject({ ok: true, ranBy: 'job' });
  });
});
