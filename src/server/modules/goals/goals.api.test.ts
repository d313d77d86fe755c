import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../../tests/helpers/factories';
import { browserReturns, choose } from '../../../../tests/helpers/payments';
import { planDriver } from '../../../../tests/helpers/plans';
import { createProduct } from '../catalogue/service';
import { DEMO_PRODUCTS } from '../catalogue/demo/products';
import { mailOutbox } from '../mail/tables';
import { recordPrice } from '../prices/service';
import { checkLedgerIntegrity, creditGold, getBalances } from '../wallet/service';
import { goals } from './tables';

const PRICE = 765000; // Rs 7,650.00 per gram
const key = () => randomUUID().replace(/-/g, '');

const app = await buildTestApp();
await recordPrice(app.deps.db, PRICE, 'test', app.deps.clock.now());
const ids: Record<string, string> = {};
for (const { art: _art, ...p } of DEMO_PRODUCTS) {
  ids[p.sku] = (await createProduct(app.deps, app.deps.db, p)).id;
}
const G_0200 = 20_000_000;
const G_0500 = 50_000_000;

type Headers = Record<string, string>;
const view = (headers: Headers) => app.inject({ url: '/api/goals/current', headers });
const setGoal = (headers: Headers, productId: string) =>
  app.inject({ method: 'PUT', url: '/api/goals/current', headers, payload: { productId } });
const dropGoal = (headers: Headers) =>
  app.inject({ method: 'DELETE', url: '/api/goals/current', headers });
const goalRows = (userId: string) =>
  app.deps.db.select().from(goals).where(eq(goals.userId, userId));
const goalMails = (to: string) =>
  app.deps.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, 'goal-reached')));

/** A quick buy paid at the sandbox: the gold it credited. */
async function quickBuy(headers: Headers, amountPaise: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/digital-gold/orders',
    headers,
    payload: { amountPaise, idempotencyKey: key() },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { payPageUrl, quote } = res.json();
  const { returnUrl } = await choose(app, payPageUrl, 'pay');
  await browserReturns(app, returnUrl);
  return quote.goldE8 as number;
}

describe('a coin as the goal', () => {
  it('is set to a coin the Gold Smith makes, and shows progress after purchases', async () => {
    const { headers } = await createSignedInUser(app);
    const empty = (await view(headers)).json();
    expect(empty).toMatchObject({ goal: null, heldE8: 0, isVaultFull: false, lastCompleted: null });
    // the three convertible coins, lightest first, each with its cost beyond the grams
    expect(empty.coins.map((c: { weightMg: number }) => c.weightMg)).toEqual([200, 500, 1000]);

    const set = await setGoal(headers, ids['GC-0500']!);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().goal).toMatchObject({
      productId: ids['GC-0500'],
      weightMg: 500,
      targetE8: G_0500,
      percent: 0,
      neededE8: G_0500,
      canMakeNow: false,
      isOnSale: true,
      estimate: { kind: 'no-plan' },
      activePlans: 0,
      pricePaisePerGram: PRICE,
    });

    // Rs 1,000 at Rs 7,650/g: floor(0.65 x 1000 / 7650 x 10^8) = 8,496,732 (0.08496732 g)
    expect(await quickBuy(headers, 100_000)).toBe(8_496_732);
    const after = (await view(headers)).json();
    expect(after.heldE8).toBe(8_496_732);
    expect(after.goal).toMatchObject({
      // 8,496,732 / 50,000,000 = 16.99%: 16, rounded down
      percent: 16,
      // 0.41503268 g short, rounded up to the milligram: 0.084 g shown + 0.416 g = 0.500 g
      neededE8: 41_600_000,
      canMakeNow: false,
    });
  });

  it('one goal at a time: changing it replaces it, and it can be dropped', async () => {
    const { user, headers } = await createSignedInUser(app);
    expect((await setGoal(headers, ids['GC-0200']!)).statusCode).toBe(200);
    const changed = await setGoal(headers, ids['GC-1000']!);
    expect(changed.json().goal).toMatchObject({ weightMg: 1000 });
    const rows = await goalRows(user.id);
    expect(rows.filter((r) => !r.droppedAt && !r.completedAt)).toHaveLength(1);
    expect(rows).toHaveLength(2);

    const dropped = await dropGoal(headers);
    expect(dropped.statusCode).toBe(200);
    expect(dropped.json().goal).toBeNull();
    // nothing left to drop: said plainly, nothing changes
    const again = await dropGoal(headers);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'You have no goal to drop.',
    });
    expect(await goalRows(user.id)).toHaveLength(2);
  });

  it('refuses a product that is not a convertible coin, and nothing changes', async () => {
    const { user, headers } = await createSignedInUser(app);
    await setGoal(headers, ids['GC-0200']!);
    const before = await goalRows(user.id);
    // a nugget, a 2 g coin not marked convertible, a silver coin, and no product at all
    for (const productId of [ids['GN-0500']!, ids['GC-2000']!, ids['SC-10000']!, 'prd_none']) {
      const res = await setGoal(headers, productId);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.stringContaining('A goal must be a coin the Gold Smith makes'),
        fields: { productId: expect.any(String) },
      });
    }
    // a price or weight in the body is refused too
    const extra = await app.inject({
      method: 'PUT',
      url: '/api/goals/current',
      headers,
      payload: { productId: ids['GC-0200'], weightMg: 1 },
    });
    expect(extra.statusCode).toBe(400);
    expect(await goalRows(user.id)).toEqual(before);
  });

  it('is for the signed-in saver only', async () => {
    expect((await app.inject({ url: '/api/goals/current' })).statusCode).toBe(401);
  });

  it('estimates the date at the pace of the active plans', async () => {
    const { headers } = await createSignedInUser(app);
    const plans = planDriver(app, PRICE);
    await plans.activePlan(headers, 'DAILY', 5000);
    const goal = (await setGoal(headers, ids['GC-0200']!)).json().goal;
    // Rs 50 a day at Rs 7,650/g: floor(0.65 x 50 / 7650 x 10^8) = 424,836 a debit;
    // 0.200 g takes ceil(20,000,000 / 424,836) = 48 debits
    expect(goal.activePlans).toBe(1);
    expect(goal.estimate).toMatchObject({ kind: 'date', debits: 48 });
  });
});

describe('the goal reached', () => {
  it('mails once, and the card says the coin can be made now', async () => {
    const { user, headers } = await createSignedInUser(app);
    await setGoal(headers, ids['GC-0200']!);
    await quickBuy(headers, 100_000); // 0.08496732 g
    expect(await goalMails(user.email)).toHaveLength(0);
    await quickBuy(headers, 150_000); // + 0.12745098 g = 0.2124183 g
    const mails = await goalMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your 0.200 g coin can be made now');
    expect(mails[0]!.text).toContain(`/Store/goldsmelter?coin=${ids['GC-0200']}`);
    expect(mails[0]!.text).toContain('no money, no making charge and no shipping charge');
    expect((await view(headers)).json().goal).toMatchObject({
      canMakeNow: true,
      percent: 100,
      neededE8: 0,
      estimate: { kind: 'reached' },
    });
    // more gold afterwards: no second mail for the same goal
    await quickBuy(headers, 10_000);
    expect(await goalMails(user.email)).toHaveLength(1);
  });

  it('a goal already covered when set is reached at once, without a mail', async () => {
    const { user, headers } = await createSignedInUser(app);
    await app.deps.db.transaction((tx) =>
      creditGold(tx, {
        type: 'adjustment',
        reference: `test:${user.id}`,
        idempotencyKey: key(),
        userId: user.id,
        goldE8: G_0200,
        vaultLimitE8: null,
        from: 'op:gold:adjustments',
      }),
    );
    const goal = (await setGoal(headers, ids['GC-0200']!)).json().goal;
    expect(goal.canMakeNow).toBe(true);
    await quickBuy(headers, 10_000);
    expect(await goalMails(user.email)).toHaveLength(0);
  });

  it('the cost shown is the cost charged, and after the coin is made the goal asks for the next', async () => {
    const { user, headers } = await createSignedInUser(app);
    await setGoal(headers, ids['GC-0200']!);
    await quickBuy(headers, 250_000); // 0.2124183 g
    const shown = (await view(headers)).json().goal.cost;
    const smith = (await app.inject({ url: '/api/gold-smith', headers })).json();
    const smithCoin = smith.coins.find(
      (c: { productId: string }) => c.productId === ids['GC-0200'],
    );
    // the goal card and the Gold Smith show the same cost, from the server's rule
    expect(smithCoin.cost).toEqual(shown);
    expect(shown).toEqual({
      goldE8: G_0200,
      moneyPaise: 0,
      makingPaise: 0,
      shippingPaise: 0,
      deliveryTargetE8: G_0200,
      deliveryDaysMin: 10,
      deliveryDaysMax: 15,
    });

    const before = await getBalances(app.deps.db, user.id);
    const res = await app.inject({
      method: 'POST',
      url: '/api/gold-smith/orders',
      headers,
      payload: { productId: ids['GC-0200'], idempotencyKey: key() },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    const after = await getBalances(app.deps.db, user.id);
    // what the conversion took: exactly the gold shown, and no money, making or shipping
    expect(before.goldE8 - after.goldE8).toBe(shown.goldE8);
    expect(after.inrPaidPaise - before.inrPaidPaise).toBe(shown.moneyPaise);
    expect(order).toMatchObject({
      goldE8: shown.goldE8,
      makingPaise: shown.makingPaise,
      chargeKind: 'shipping',
      chargePaise: shown.shippingPaise,
      totalPaise: shown.moneyPaise,
      state: 'PROCESSING',
    });

    const next = (await view(headers)).json();
    expect(next.goal).toBeNull();
    expect(next.lastCompleted).toMatchObject({ orderId: order.orderId });
    expect(await checkLedgerIntegrity(app.deps.db)).toEqual({
      unbalancedPostings: [],
      emptyPostings: [],
      balanceMismatches: [],
    });
  });

  it('the vault full is said on the card', async () => {
    const { user, headers } = await createSignedInUser(app);
    await app.deps.db.transaction((tx) =>
      creditGold(tx, {
        type: 'adjustment',
        reference: `test:${user.id}`,
        idempotencyKey: key(),
        userId: user.id,
        goldE8: 100_000_000,
        vaultLimitE8: null,
        from: 'op:gold:adjustments',
      }),
    );
    expect((await view(headers)).json()).toMatchObject({
      isVaultFull: true,
      vaultLimitE8: 100_000_000,
    });
  });
});
