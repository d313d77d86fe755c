import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/helpers/build-app';
import { loadConfig } from '../../config';
import {
  createDigitalGoldOrder,
  findOrderById,
  markFailed,
  markPaid,
  OrderTransitionError,
} from './service';

// Races that only PostgreSQL can show (PGlite has a single connection): the same order moved by
// transactions on separate connections at once, as a callback, the status poll and a second
// instance can do.
const config = loadConfig({ INVOICE_PREFIX: 'GS' });
const database = await openTestDatabase();
const db = database.db;
afterAll(() => database.close());
const now = new Date('2026-11-26T06:30:00Z');
const PARALLEL = 10;

async function newOrder() {
  const { order } = await createDigitalGoldOrder(
    db,
    config,
    {
      kind: 'DigitalGold',
      userId: 'usr_race',
      buyer: {
        name: 'Asha Rao',
        email: 'a@example.com',
        phone: '9876543210',
        address: 'Hyderabad',
      },
      quote: { amountPaise: 100_000, goldE8: 849_673_20, pricePaisePerGram: 765_000 },
      quotedAt: now,
      referrerUserId: null,
      idempotencyKey: randomUUID(),
    },
    now,
  );
  return order;
}

const seqOf = (invoiceNo: string) => Number(invoiceNo.split('/')[2]);

describe('one order moved at once from many connections', () => {
  it('10 transactions pay the same order: one pays it, nine are refused, one invoice number is used', async () => {
    const o = await newOrder();
    const results = await Promise.allSettled(
      Array.from({ length: PARALLEL }, () =>
        db.transaction((tx) => markPaid(tx, config, o.id, { now })),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(PARALLEL - 1);
    for (const r of lost) expect(r.reason).toBeInstanceOf(OrderTransitionError);
    const invoiceNo = won[0]!.value.invoiceNo;
    expect((await findOrderById(db, o.id))?.invoiceNo).toBe(invoiceNo);
    // the refused ones rolled their numbers back: the series has no gap
    const next = await newOrder();
    const r = await db.transaction((tx) => markPaid(tx, config, next.id, { now }));
    expect(seqOf(r.invoiceNo)).toBe(seqOf(invoiceNo) + 1);
  });

  it('a payment and a failure of the same order at once: exactly one of them happens', async () => {
    const o = await newOrder();
    const [pay, fail] = await Promise.allSettled([
      db.transaction((tx) => markPaid(tx, config, o.id, { now })),
      db.transaction((tx) => markFailed(tx, o.id, 'EXPIRED')),
    ]);
    expect([pay.status, fail.status].filter((s) => s === 'fulfilled')).toHaveLength(1);
    const stored = await findOrderById(db, o.id);
    if (pay.status === 'fulfilled')
      expect(stored).toMatchObject({ status: 'SUCCESS', failureCode: null });
    else
      expect(stored).toMatchObject({ status: 'FAILED', failureCode: 'EXPIRED', invoiceNo: null });
  });

  it("20 orders paid at once, from the year's first invoice on: numbers 1 to 20, none twice, no gap", async () => {
    // a year no other test pays in: its series row does not exist yet, so the first payments
    // race to insert it while the others queue on it
    const later = new Date('2039-05-10T06:30:00Z');
    const fresh = await Promise.all(Array.from({ length: 2 * PARALLEL }, () => newOrder()));
    const paid = await Promise.all(
      fresh.map((o) => db.transaction((tx) => markPaid(tx, config, o.id, { now: later }))),
    );
    for (const p of paid) expect(p.invoiceNo.startsWith('GS/3940/')).toBe(true);
    const seqs = paid.map((p) => seqOf(p.invoiceNo)).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 2 * PARALLEL }, (_, i) => i + 1));
  });
});
