import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, testClock } from '../../../../tests/helpers/build-app';
import { createSignedInUser, createUser } from '../../../../tests/helpers/factories';
import { createProduct } from '../catalogue/service';
import { DEMO_PRODUCTS } from '../catalogue/demo/products';
import { mailOutbox } from '../mail/tables';
import { orders } from '../orders/tables';
import { recordPrice } from '../prices/service';
import { checkLedgerIntegrity, creditAnts, creditGold, getBalances } from '../wallet/service';

const PRICE = 765000; // Rs 7,650.00 per gram
const key = () => randomUUID().replace(/-/g, '');

const app = await buildTestApp();
await recordPrice(app.deps.db, PRICE, 'test', new Date());
const coins: Record<string, string> = {};
for (const { art: _art, ...p } of DEMO_PRODUCTS) {
  const made = await createProduct(app.deps, app.deps.db, p);
  coins[p.sku] = made.id;
}
const { art: _art0, ...smallest } = DEMO_PRODUCTS[0]!;
const offSale = await createProduct(app.deps, app.deps.db, {
  ...smallest,
  sku: 'GC-0200-OLD',
  active: false,
});

// At Rs 7,650/g (shared/rules/pricing.ts): 0.200 g coin (12% making) = Rs 1,765.01 -> 1,765 Ants;
// 0.500 g (10%) = Rs 4,333.73 -> 4,334 Ants; 1 g (8.5%) = Rs 8,549.26 -> 8,549 Ants.
const ANTS_0200 = 176_500;
const ANTS_0500 = 433_400;
const ANTS_1000 = 854_900;
const G_0200 = 20_000_000;

const giveAnts = (userId: string, antsCenti: number) =>
  app.deps.db.transaction((tx) =>
    creditAnts(tx, {
      type: 'adjustment',
      reference: `test:${userId}`,
      idempotencyKey: key(),
      userId,
      antsCenti,
      from: 'op:ants:adjustments',
    }),
  );
const giveGold = (userId: string, goldE8: number) =>
  app.deps.db.transaction((tx) =>
    creditGold(tx, {
      type: 'adjustment',
      reference: `test:${userId}`,
      idempotencyKey: key(),
      userId,
      goldE8,
      vaultLimitE8: null,
      from: 'op:gold:adjustments',
    }),
  );
const ordersOf = (userId: string) =>
  app.deps.db.select().from(orders).where(eq(orders.userId, userId));
const mailsTo = (email: string) =>
  app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);

const admin = await createSignedInUser(app, { role: 'admin' });
const move = (orderId: string, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/store/orders/${orderId}/state`,
    headers: admin.headers,
    payload,
  });

const buy = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/referral-store/orders', headers, payload });
const convert = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/gold-smith/orders', headers, payload });

describe('referral store', () => {
  it('lists the three coins priced in Ants at the rounded coin price, with the Ants held', async () => {
    const { user, headers } = await createSignedInUser(app);
    await giveAnts(user.id, 200_000);
    const res = await app.inject({ url: '/api/referral-store', headers });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.antsCenti).toBe(200_000);
    expect(body.deliveryAddress).toBe(user.address);
    expect(
      body.coins.map((c: { productId: string; priceAntsCenti: number; goldE8: number }) => [
        c.productId,
        c.priceAntsCenti,
        c.goldE8,
      ]),
    ).toEqual([
      [coins['GC-0200'], ANTS_0200, G_0200],
      [coins['GC-0500'], ANTS_0500, 50_000_000],
      [coins['GC-1000'], ANTS_1000, 100_000_000],
    ]);
  });

  it('buys the 0.200 g coin: takes exactly its Ants price and creates one PROCESSING order, once per click', async () => {
    const { user, headers } = await createSignedInUser(app);
    await giveAnts(user.id, 200_000);
    const k = key();
    const res = await buy(headers, { productId: coins['GC-0200'], idempotencyKey: k });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    // a store order: delivery, starting at PROCESSING, paid (with Ants), no rupees, no quote
    expect(order).toMatchObject({
      kind: 'ReferralStoreOrders',
      shortName: 'BAT_ReferralStoreOrders',
      antsCenti: ANTS_0200,
      goldE8: G_0200,
      mode: 'delivery',
      state: 'PROCESSING',
      paymentStatus: 'SUCCESS',
      totalPaise: 0,
      address: user.address,
      invoiceTransactionId: null,
      hasDeliveryNote: true,
      events: [{ state: 'PROCESSING', note: 'Paid with 1,765.00 Ants. No money was charged.' }],
    });
    expect((await getBalances(app.deps.db, user.id)).antsCenti).toBe(200_000 - ANTS_0200);

    // the same click again: the same order, nothing taken twice
    const again = await buy(headers, { productId: coins['GC-0200'], idempotencyKey: k });
    expect(again.json().orderId).toBe(order.orderId);
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect((await getBalances(app.deps.db, user.id)).antsCenti).toBe(200_000 - ANTS_0200);

    const history = await app.inject({
      url: '/api/history?type=ReferralStoreOrders',
      headers,
    });
    expect(history.json().items).toMatchObject([
      {
        id: order.orderId,
        shortName: 'BAT_ReferralStoreOrders',
        antsCenti: ANTS_0200,
        amountPaise: 0,
        deliveryStatus: 'PROCESSING',
        orderlist: '24K Lakshmi 0.200 gram coin',
      },
    ]);
    const page = await app.inject({ url: `/api/store/orders/${order.orderId}`, headers });
    expect(page.json()).toMatchObject({ orderId: order.orderId, state: 'PROCESSING' });
    const mails = await mailsTo(user.email);
    expect(mails.map((m) => [m.kind, m.subject])).toEqual([
      ['store-order-processing', `Order ${order.merchantOrderId}: Processing`],
    ]);
    expect(mails[0]!.text).toContain('Paid with 1,765.00 Ants. No money was charged.');
    expect(mails[0]!.text).toContain(`/user/order?orderId=${order.orderId}`);
    expect(await checkLedgerIntegrity(app.deps.db)).toEqual({
      unbalancedPostings: [],
      emptyPostings: [],
      balanceMismatches: [],
    });
  });

  it('delivers to another address when one is given for the order', async () => {
    const { user, headers } = await createSignedInUser(app);
    await giveAnts(user.id, ANTS_0200);
    const res = await buy(headers, {
      productId: coins['GC-0200'],
      idempotencyKey: key(),
      deliveryAddress: ' 4-1-12, Abids, Hyderabad 500001 ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().address).toBe('4-1-12, Abids, Hyderabad 500001');
    expect((await getBalances(app.deps.db, user.id)).antsCenti).toBe(0);
  });

  it('refuses a purchase the Ants do not cover and changes nothing', async () => {
    const { user, headers } = await createSignedInUser(app);
    await giveAnts(user.id, ANTS_0200 - 1);
    const res = await buy(headers, { productId: coins['GC-0200'], idempotencyKey: key() });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'INSUFFICIENT_ANTS',
      message: 'Insufficient ants for this purchase.',
    });
    expect(await ordersOf(user.id)).toHaveLength(0);
    expect(await mailsTo(user.email)).toHaveLength(0);
    expect((await getBalances(app.deps.db, user.id)).antsCenti).toBe(ANTS_0200 - 1);
  });

  it('never uses a coin that is not on sale, nor a price sent by the browser', async () => {
    const { user, headers } = await createSignedInUser(app);
    await giveAnts(user.id, 2_000_000);
    for (const productId of [offSale.id, coins['GC-2000']!, coins['GN-0500']!, 'prd_nope']) {
      const res = await buy(headers, { productId, idempotencyKey: key() });
      expect(res.statusCode, productId).toBe(400);
      expect(res.json().error.message).toBe(
        'This coin is not on sale. Please choose one of the coins shown.',
      );
    }
    const priced = await buy(headers, {
      productId: coins['GC-0200'],
      idempotencyKey: key(),
      priceAntsCenti: 100,
    });
    expect(priced.statusCode).toBe(400);
    expect(await ordersOf(user.id)).toHaveLength(0);
    expect((await getBalances(app.deps.db, user.id)).antsCenti).toBe(2_000_000);
  });

  it('refuses, taking nothing, when the price on screen is not the current one', async () => {
    const { user, headers } = await createSignedInUser(app);
    await giveAnts(user.id, 200_000);
    const moved = await buy(headers, {
      productId: coins['GC-0200'],
      idempotencyKey: key(),
      expectedPriceAntsCenti: ANTS_0200 - 100,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.message).toBe(
      'The gold price moved: this coin now costs 1,765.00 Ants. Please check the price and confirm again.',
    );
    expect(await ordersOf(user.id)).toHaveLength(0);
    expect((await getBalances(app.deps.db, user.id)).antsCenti).toBe(200_000);
    const agreed = await buy(headers, {
      productId: coins['GC-0200'],
      idempotencyKey: key(),
      expectedPriceAntsCenti: ANTS_0200,
    });
    expect(agreed.statusCode, agreed.body).toBe(201);
    expect((await getBalances(app.deps.db, user.id)).antsCenti).toBe(200_000 - ANTS_0200);
  });

  it("another user's order is not found, and so is its delivery note", async () => {
    const owner = await createSignedInUser(app);
    const other = await createSignedInUser(app);
    await giveAnts(owner.user.id, ANTS_0200);
    const { orderId: id } = (
      await buy(owner.headers, { productId: coins['GC-0200'], idempotencyKey: key() })
    ).json();
    expect(
      (await app.inject({ url: `/api/store/orders/${id}`, headers: other.headers })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ url: `/api/store/orders/${id}/delivery-note`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    const note = await app.inject({
      url: `/api/store/orders/${id}/delivery-note`,
      headers: owner.headers,
    });
    expect(note.statusCode).toBe(200);
    expect(note.headers['content-type']).toBe('application/pdf');
    expect(note.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await app.inject({ url: `/api/store/orders/${id}` })).statusCode).toBe(401);
  });

  it("the delivery note in the member's Telugu or Hindi, beside the English, with the same figures", async () => {
    const owner = await createSignedInUser(app);
    await giveAnts(owner.user.id, ANTS_0200);
    const { orderId: id } = (
      await buy(owner.headers, { productId: coins['GC-0200'], idempotencyKey: key() })
    ).json();
    const dir = mkdtempSync(path.join(tmpdir(), 'delivery-note-'));
    /** the note in a language, as poppler's pdftotext reads it (independent of pdfkit) */
    const noteIn = async (language: string) => {
      const chosen = await app.inject({
        method: 'PUT',
        url: '/api/users/me/language',
        headers: owner.headers,
        payload: { language },
      });
      expect(chosen.statusCode).toBe(200);
      const note = await app.inject({
        url: `/api/store/orders/${id}/delivery-note`,
        headers: owner.headers,
      });
      expect(note.statusCode).toBe(200);
      const file = path.join(dir, `${language}.pdf`);
      writeFileSync(file, note.rawPayload);
      return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    };
    /** the figures a text prints (Ants, grams, days), sorted */
    const figures = (text: string) => [...text.matchAll(/\d[\d,]*\.\d+/g)].map((m) => m[0]).sort();
    const en = await noteIn('en');
    expect(en).toContain('Paid with 1,765.00 Ants');
    for (const [language, words] of [
      ['te', ['డెలివరీ నోట్', 'ఇది పన్ను ఇన్‌వాయిస్ కాదు', '1,765.00 యాంట్స్‌తో చెల్లించారు', 'అందుకున్నవారి సంతకం']],
      ['hi', ['डिलीवरी नोट', 'यह कर इनवॉइस नहीं है', '1,765.00 एंट्स से भुगतान', 'लेने वाले के हस्ताक्षर']],
    ] as const) {
      const text = await noteIn(language);
      for (const word of words) expect(text, word).toContain(word);
      expect(text).toContain('DELIVERY NOTE');
      // each figure twice: in the English line and in the language's
      expect(figures(text)).toEqual(figures(en).flatMap((f) => [f, f]));
    }
  });
});

describe("delivery tracking: the store's states, timeline, mails and operator API", () => {
  it('moves a coin order PROCESSING -> SHIPPED (courier, tracking) -> DELIVERED with a mail each, and refuses a skip or a move back', async () => {
    const { user, headers } = await createSignedInUser(app);
    await giveAnts(user.id, ANTS_0200);
    const { orderId: id, merchantOrderId } = (
      await buy(headers, { productId: coins['GC-0200'], idempotencyKey: key() })
    ).json();
    const skip = await move(id, { to: 'DELIVERED' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error.message).toBe('An order that is processing cannot become delivered.');
    const shipped = await move(id, { to: 'SHIPPED', courier: 'BlueDart', trackingNumber: 'BD123' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const seen = (await app.inject({ url: `/api/store/orders/${id}`, headers })).json();
    expect(seen).toMatchObject({ state: 'SHIPPED', courier: 'BlueDart', trackingNumber: 'BD123' });
    expect((await move(id, { to: 'DELIVERED' })).statusCode).toBe(200);
    expect((await move(id, { to: 'SHIPPED' })).statusCode).toBe(409);
    // a delivered coin is not refunded
    expect((await move(id, { to: 'REFUNDED' })).statusCode).toBe(409);
    const mails = await mailsTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Order ${merchantOrderId}: Processing`,
      `Order ${merchantOrderId}: Shipped`,
      `Order ${merchantOrderId}: Delivered`,
    ]);
    expect(mails[1]!.text).toContain('Courier: BlueDart. Tracking number: BD123.');
    const final = (await app.inject({ url: `/api/store/orders/${id}`, headers })).json();
    expect(final.events.map((e: { state: string }) => e.state)).toEqual([
      'PROCESSING',
      'SHIPPED',
      'DELIVERED',
    ]);
    const history = (
      await app.inject({ url: '/api/history?type=ReferralStoreOrders', headers })
    ).json();
    expect(history.items[0].deliveryStatus).toBe('DELIVERED');
    // the operator's list holds coin orders beside the bag's
    const listed = await app.inject({
      url: '/api/admin/store/orders?state=DELIVERED',
      headers: admin.headers,
    });
    expect(
      listed.json().items.map((o: { orderId: string; kind: string }) => [o.orderId, o.kind]),
    ).toContainEqual([id, 'ReferralStoreOrders']);
  });

  it('a refund before shipping gives the Ants or the saved gold back through the ledger, once', async () => {
    const { user, headers } = await createSignedInUser(app);
    await giveAnts(user.id, ANTS_0200);
    await giveGold(user.id, G_0200);
    const ants = (
      await buy(headers, { productId: coins['GC-0200'], idempotencyKey: key() })
    ).json();
    const gold = (
      await convert(headers, { productId: coins['GC-0200'], idempotencyKey: key() })
    ).json();
    expect(await getBalances(app.deps.db, user.id)).toMatchObject({ antsCenti: 0, goldE8: 0 });
    const r1 = await move(ants.orderId, { to: 'REFUNDED' });
    expect(r1.statusCode, r1.body).toBe(200);
    expect(r1.json().events.at(-1)).toMatchObject({
      state: 'REFUNDED',
      note: '1,765.00 Ants are back in your account.',
    });
    const r2 = await move(gold.orderId, { to: 'REFUNDED' });
    expect(r2.json().events.at(-1).note).toBe('0.200 g of gold is back in your vault.');
    expect(await getBalances(app.deps.db, user.id)).toMatchObject({
      antsCenti: ANTS_0200,
      goldE8: G_0200,
      inrPaidPaise: 0,
    });
    expect((await move(ants.orderId, { to: 'REFUNDED' })).statusCode).toBe(409);
    expect(await getBalances(app.deps.db, user.id)).toMatchObject({
      antsCenti: ANTS_0200,
      goldE8: G_0200,
    });
    expect(await checkLedgerIntegrity(app.deps.db)).toEqual({
      unbalancedPostings: [],
      emptyPostings: [],
      balanceMismatches: [],
    });
  });
});

describe('Gold Smith', () => {
  it('shows the saved gold, how far it is from the 0.200 g target and which coins it can become', async () => {
    const { user, headers } = await createSignedInUser(app);
    await giveGold(user.id, 12_345_678);
    const body = (await app.inject({ url: '/api/gold-smith', headers })).json();
    expect(body).toMatchObject({
      goldE8: 12_345_678,
      targetE8: G_0200,
      // 0.07654322 g short, rounded up to the milligram: 0.123 g shown + 0.077 g = 0.200 g
      shortOfTargetE8: 7_700_000,
    });
    expect(body.coins.map((c: { canConvert: boolean }) => c.canConvert)).toEqual([
      false,
      false,
      false,
    ]);
    await giveGold(user.id, 50_000_000);
    const more = (await app.inject({ url: '/api/gold-smith', headers })).json();
    expect(more.shortOfTargetE8).toBe(0);
    expect(more.coins.map((c: { canConvert: boolean }) => c.canConvert)).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('converts saved gold into the 0.200 g coin: takes exactly its weight, one order, a GoldSmith row, no money', async () => {
    const { user, headers } = await createSignedInUser(app);
    await giveGold(user.id, 25_000_000);
    const res = await convert(headers, { productId: coins['GC-0200'], idempotencyKey: key() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'GoldSmith',
      shortName: 'BAT_GoldSmith',
      goldE8: G_0200,
      antsCenti: 0,
      totalPaise: 0,
      state: 'PROCESSING',
      hasDeliveryNote: true,
      events: [
        {
          state: 'PROCESSING',
          note: 'Made from 0.200 g of your saved gold. No money was charged.',
        },
      ],
    });
    const b = await getBalances(app.deps.db, user.id);
    expect(b).toMatchObject({ goldE8: 5_000_000, inrPaidPaise: 0 });
    expect(await ordersOf(user.id)).toHaveLength(1);
    const history = (await app.inject({ url: '/api/history?type=GoldSmith', headers })).json();
    expect(history.items).toMatchObject([
      { shortName: 'BAT_GoldSmith', goldE8: G_0200, amountPaise: 0 },
    ]);
  });

  it('refuses a conversion the gold does not cover and changes nothing', async () => {
    const { user, headers } = await createSignedInUser(app);
    await giveGold(user.id, G_0200 - 1);
    const res = await convert(headers, { productId: coins['GC-0200'], idempotencyKey: key() });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'INSUFFICIENT_GOLD',
      message: 'Insufficient gold grams to make the purchase.',
    });
    expect(await ordersOf(user.id)).toHaveLength(0);
    expect((await getBalances(app.deps.db, user.id)).goldE8).toBe(G_0200 - 1);
  });

  it("refuses the user's own code and a code that names nobody; a friend's code earns no Ants on gold", async () => {
    const friend = await createUser(app);
    const { user, headers } = await createSignedInUser(app);
    await giveGold(user.id, 50_000_000);
    const own = await convert(headers, {
      productId: coins['GC-0200'],
      idempotencyKey: key(),
      referralCode: user.email.toUpperCase(),
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().error.fields.referralCode).toBe('You cannot use your own referral code.');
    const nobody = await convert(headers, {
      productId: coins['GC-0200'],
      idempotencyKey: key(),
      referralCode: 'nobody@example.in',
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().error.fields.referralCode).toBe(
      'No account uses this referral code. Please check it, or leave the field empty.',
    );
    const malformed = await convert(headers, {
      productId: coins['GC-0200'],
      idempotencyKey: key(),
      referralCode: 'friend',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields.referralCode).toBe(
      "Referral code must contain '@' and be between 3 to 50 characters",
    );
    expect((await getBalances(app.deps.db, user.id)).goldE8).toBe(50_000_000);

    const ok = await convert(headers, {
      productId: coins['GC-0200'],
      idempotencyKey: key(),
      referralCode: friend.email,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const [stored] = await ordersOf(user.id);
    expect(stored!.referrerUserId).toBe(friend.id);
    expect((await getBalances(app.deps.db, friend.id)).antsCenti).toBe(0);
  });
});

describe('referral programme', () => {
  it('lists who joined with the code (masked) and every Ant earned or spent, newest first', async () => {
    const { user, headers } = await createSignedInUser(app);
    const ravi = await createUser(app, {
      firstName: 'Ravi',
      lastName: 'Kumar',
      referrerUserId: user.id,
      referralSignup: user.email,
    });
    await createUser(app); // someone else's
    const prog = (await app.inject({ url: '/api/referrals', headers })).json();
    // a personal code, not the email (an account made before codes gets one when it asks)
    expect(prog.code).toMatch(/^asha\d{4}@gs$/);
    expect(prog).toMatchObject({ total: 1, items: [{ name: 'R*** K****' }] });
    expect((await app.inject({ url: '/api/referrals', headers })).json().code).toBe(prog.code);

    // Ravi's purchase, whose commission names him (masked)
    const [friendOrder] = await app.deps.db
      .insert(orders)
      .values({
        id: `ord_${key()}`,
        userId: ravi.id,
        kind: 'DigitalGold',
        merchantOrderId: `MOID${key()}`,
        amountPaise: 1_000_000,
        orderlist: '24K Digital Gold',
        referrerUserId: user.id,
        idempotencyKey: key(),
        buyerName: 'Ravi Kumar',
        buyerEmail: ravi.email,
        buyerPhone: ravi.phone,
        buyerAddress: ravi.address,
      })
      .returning();
    await app.deps.db.transaction((tx) =>
      creditAnts(tx, {
        type: 'referral_commission',
        reference: `order:${friendOrder!.id}`,
        idempotencyKey: key(),
        userId: user.id,
        antsCenti: ANTS_0200,
      }),
    );
    const { orderId: id } = (
      await buy(headers, { productId: coins['GC-0200'], idempotencyKey: key() })
    ).json();
    const statement = (await app.inject({ url: '/api/referrals/ants?pageSize=1', headers })).json();
    expect(statement).toMatchObject({
      balanceCenti: 0,
      total: 2,
      items: [{ amountCenti: -ANTS_0200, cause: 'referral_store_order', orderId: id }],
    });
    const older = (
      await app.inject({ url: '/api/referrals/ants?pageSize=1&page=2', headers })
    ).json();
    expect(older.items).toMatchObject([
      { amountCenti: ANTS_0200, cause: 'referral_commission', orderId: null, friend: 'R*** K****' },
    ]);
  });
});

describe('order limit', () => {
  it('coin orders count toward the per-user order limit', async () => {
    // a clock that stands still: the three orders fall in one minute however slow the machine is
    const clock = testClock();
    const limited = await buildTestApp({ clock, env: { ORDER_RATE_LIMIT_PER_MINUTE: '2' } });
    await recordPrice(limited.deps.db, PRICE, 'test', clock.now());
    const { art: _a, ...p } = DEMO_PRODUCTS.find((d) => d.sku === 'GC-0200')!;
    const coin = await createProduct(limited.deps, limited.deps.db, p);
    const { user, headers } = await createSignedInUser(limited);
    await limited.deps.db.transaction((tx) =>
      creditGold(tx, {
        type: 'adjustment',
        reference: 'test',
        idempotencyKey: key(),
        userId: user.id,
        goldE8: 3 * G_0200,
        vaultLimitE8: null,
        from: 'op:gold:adjustments',
      }),
    );
    const send = () =>
      limited.inject({
        method: 'POST',
        url: '/api/gold-smith/orders',
        headers,
        payload: { productId: coin.id, idempotencyKey: key() },
      });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.json().error.message).toBe(
      'Too many orders in a minute. Please wait a minute and try again.',
    );
    expect((await getBalances(limited.deps.db, user.id)).goldE8).toBe(G_0200);
    // a second app (its own database and migrations) takes a while on a busy machine
  }, 120_000);
});
