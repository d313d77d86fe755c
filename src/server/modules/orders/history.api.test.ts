import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp, testClock } from '../../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../../tests/helpers/factories';
import { ist, planDriver } from '../../../../tests/helpers/plans';
import { recordPrice } from '../prices/service';
import { digitalGoldOrderRow } from './digital-gold-row';
import { createOrder } from './service';

const PRICE = 765000;
const HOUR = 3_600_000;

// Payment history's "All" chip lists everything the saver made, the Autopay plans included,
// newest first, page by page (issue 31: "All" left the plans out).
describe('payment history: All includes the plans', async () => {
  const t0 = ist('2026-11-24T09:00:00');
  const clock = testClock(t0);
  const app = await buildTestApp({ clock });
  await recordPrice(app.deps.db, PRICE, 'test', clock.now());
  const d = planDriver(app, PRICE);
  const { user, headers } = await createSignedInUser(app);
  const other = await createSignedInUser(app);

  const orderAt = async (userId: string, at: Date) => {
    const row = digitalGoldOrderRow(app.deps.config, {
      kind: 'DigitalGold',
      userId,
      buyer: { name: 'Asha Rao', email: 'a@example.com', phone: '9876543210', address: 'x' },
      quote: { amountPaise: 10_000, goldE8: 849_673, pricePaisePerGram: PRICE },
      quotedAt: at,
      referrerUserId: null,
      idempotencyKey: randomUUID(),
    });
    return (await createOrder(app.deps.db, { ...row, createdAt: at }, at)).order.id;
  };
  // one plan a frequency: step 1 again for the same frequency continues the unfinished plan
  const planAt = async (
    h: Record<string, string>,
    at: Date,
    [frequency, paise]: ['DAILY' | 'WEEKLY', number] = ['DAILY', 5000],
  ) => {
    clock.set(at);
    const r = await d.create(h, frequency, paise);
    expect(r.statusCode, r.body).toBe(201);
    return r.json().insert_id as string;
  };

  // orders at 1, 3 and 5 h, plans at 2 and 4 h; another saver's plan and order in between
  const o1 = await orderAt(user.id, new Date(t0.getTime() + HOUR));
  const p2 = await planAt(headers, new Date(t0.getTime() + 2 * HOUR));
  const o3 = await orderAt(user.id, new Date(t0.getTime() + 3 * HOUR));
  const p4 = await planAt(headers, new Date(t0.getTime() + 4 * HOUR), ['WEEKLY', 10000]);
  const o5 = await orderAt(user.id, new Date(t0.getTime() + 5 * HOUR));
  await planAt(other.headers, new Date(t0.getTime() + 3.5 * HOUR));
  await orderAt(other.user.id, new Date(t0.getTime() + 4.5 * HOUR));

  const page = async (n: number, size: number) => {
    const r = await app.inject({
      url: `/api/history?type=All&page=${n}&pageSize=${size}`,
      headers,
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as { items: { id: string; type: string }[]; total: number };
  };

  it('one page: orders and plans together, newest first, only the saver’s own', async () => {
    const all = await page(1, 10);
    expect(all.total).toBe(5);
    expect(all.items.map((i) => i.id)).toEqual([o5, p4, o3, p2, o1]);
    expect(all.items.map((i) => i.type)).toEqual([
      'DigitalGold',
      'Subscription',
      'DigitalGold',
      'Subscription',
      'DigitalGold',
    ]);
  });

  it('page by page, each record exactly once, in the same order', async () => {
    for (const size of [1, 2, 3, 4]) {
      const ids: string[] = [];
      for (let n = 1; n <= Math.ceil(5 / size) + 1; n++) {
        const p = await page(n, size);
        expect(p.total).toBe(5);
        expect(p.items.length).toBeLessThanOrEqual(size);
        ids.push(...p.items.map((i) => i.id));
      }
      expect(ids, `page size ${size}`).toEqual([o5, p4, o3, p2, o1]);
    }
  });

  it('the other chips are unchanged: Subscription lists plans, DigitalGold orders', async () => {
    const subs = await app.inject({ url: '/api/history?type=Subscription', headers });
    expect(subs.json().items.map((i: { id: string }) => i.id)).toEqual([p4, p2]);
    const gold = await app.inject({ url: '/api/history?type=DigitalGold', headers });
    expect(gold.json().items.map((i: { id: string }) => i.id)).toEqual([o5, o3, o1]);
  });

  it('a card reads gold to 3 decimals, its summary too (the order keeps the 8 credited)', async () => {
    const all = await page(1, 10);
    const card = all.items.find((i) => i.id === o1) as unknown as { orderlist: string };
    expect(card.orderlist).toBe('24K Digital Gold 0.008 g');
  });
});
