import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp, testClock } from '../../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../../tests/helpers/factories';
import { ist, planDriver } from '../../../../tests/helpers/plans';
import { DEMO_PRODUCTS } from '../catalogue/demo/products';
import { createProduct } from '../catalogue/service';
import { recordPrice } from '../prices/service';
import { creditGold, getBalances } from '../wallet/service';

const PRICE = 765000; // Rs 7,650.00 per gram
const HOUR = 3_600_000;
const MINUTE = 60_000;

// decisions.md, Vault limit: a debit that would pass 1 g pauses the plan (one mail, a card to
// the Gold Smith); the plan resumes by itself once the vault has room (one mail).
describe.each(['v1', 'v2'] as const)('a full vault on %s', { timeout: 120_000 }, (version) => {
  async function setup() {
    const clock = testClock(ist('2026-11-24T11:00:00'));
    const app = await buildTestApp({
      clock,
      env: { PHONEPE_API_VERSION: version, PHONEPE_TIMEOUT_MS: '10000' },
      perTest: true,
    });
    await recordPrice(app.deps.db, PRICE, 'test', clock.now());
    const { art: _art, ...coin } = DEMO_PRODUCTS[0]!; // the 0.200 g coin
    const coinId = (await createProduct(app.deps, app.deps.db, coin)).id;
    const d = planDriver(app, PRICE);
    const giveGold = (userId: string, goldE8: number) =>
      app.deps.db.transaction((tx) =>
        creditGold(tx, {
          type: 'adjustment',
          reference: `test:${userId}`,
          idempotencyKey: randomUUID(),
          userId,
          goldE8,
          vaultLimitE8: null,
          from: 'op:gold:adjustments',
        }),
      );
    const convert = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/gold-smith/orders',
        headers,
        payload: { productId: coinId, idempotencyKey: randomUUID().replace(/-/g, '') },
      });
    return { app, d, giveGold, convert };
  }

  it('pauses before notifying, mails once however many dates pass, and resumes after a Gold Smith coin', async () => {
    const { app, d, giveGold, convert } = await setup();
    const { user, headers } = await createSignedInUser(app);
    await giveGold(user.id, 99_900_000); // 0.999 g
    // Rs 500 a day buys 0.0425 g: the first debit would pass 1 g
    const { insertId } = await d.activePlan(headers, 'DAILY', 50000);
    await d.job();
    let p = await d.plan(headers, insertId);
    expect(p.plan).toMatchObject({
      state: 'VAULT_FULL',
      stateReason:
        'Paused: your vault is full. Convert some gold into a coin at the Gold Smith and the plan goes on by itself.',
      canCancel: true,
      ended: false,
      nextDebitDate: null,
    });
    expect(p.debits).toEqual([]);
    const paused = await d.mails(user.email, 'plan-vault-full');
    expect(paused).toHaveLength(1);
    expect(paused[0]!.subject).toBe('Your gold plan is paused: your vault is full');
    expect(paused[0]!.text).toContain('past the 1.000 g vault limit');
    expect(paused[0]!.text).toContain('/Store/goldsmelter');

    // three days pass: no debit, no notice, no second mail
    for (let i = 0; i < 6; i++) {
      await d.advance(12 * HOUR);
      await d.job();
    }
    p = await d.plan(headers, insertId);
    expect(p.plan.state).toBe('VAULT_FULL');
    expect(p.debits).toEqual([]);
    expect(await d.mails(user.email, 'plan-vault-full')).toHaveLength(1);
    expect(await d.mails(user.email, 'plan-debit-notice')).toHaveLength(0);

    // a 0.200 g coin at the Gold Smith makes room; the plan finds it at its next look
    const coin = await convert(headers);
    expect(coin.statusCode, coin.body).toBe(201);
    expect((await getBalances(app.deps.db, user.id)).goldE8).toBe(79_900_000);
    await d.advance(15 * MINUTE);
    await d.job();
    await d.job();
    p = await d.plan(headers, insertId);
    expect(p.plan).toMatchObject({ state: 'ACTIVE', stateReason: null });
    expect(p.debits.map((x) => x.state)).toEqual(['NOTIFIED']);
    const resumed = await d.mails(user.email, 'plan-vault-room');
    expect(resumed).toHaveLength(1);
    expect(resumed[0]!.subject).toBe('Your gold plan is running again');
    expect(resumed[0]!.text).toContain(`The next debit is planned for`);
    expect(await d.mails(user.email, 'plan-debit-notice')).toHaveLength(1);
    expect(await d.mails(user.email, 'plan-vault-full')).toHaveLength(1);
  });

  it('gold bought after the notice: the debit is not charged and the plan pauses, with one mail', async () => {
    const { app, d, giveGold } = await setup();
    const { user, headers } = await createSignedInUser(app);
    const { insertId } = await d.activePlan(headers, 'DAILY', 50000);
    await d.job();
    // 25 Nov 00:05 IST: cycle 2 is notified too
    await d.advance(13 * HOUR + 5 * MINUTE);
    await d.job();
    const notified = (await d.plan(headers, insertId)).debits;
    expect(notified.map((x) => x.state)).toEqual(['NOTIFIED', 'NOTIFIED']);
    // the vault fills up meanwhile (say, a quick buy)
    await giveGold(user.id, 99_000_000);
    // 25 Nov 13:05 IST: cycle 1's time, non-peak
    await d.advance(13 * HOUR);
    await d.job();
    const p = await d.plan(headers, insertId);
    expect(p.plan.state).toBe('VAULT_FULL');
    expect(p.debits.map((x) => [x.cycle, x.state, x.reason])).toEqual([
      [1, 'SKIPPED', 'VAULT_LIMIT'],
      [2, 'SKIPPED', 'VAULT_LIMIT'],
    ]);
    for (const x of p.debits) expect(await d.executeCalls(x.merchantTransactionId)).toBe(0);
    expect(await d.mails(user.email, 'plan-vault-full')).toHaveLength(1);
    expect((await getBalances(app.deps.db, user.id)).goldE8).toBe(99_000_000);
  });
});
