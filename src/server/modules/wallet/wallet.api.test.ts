import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import { buildTestApp } from '../../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../../tests/helpers/factories';
import { vaultRoomE8 } from '../../../shared/rules/vault';
import { walletMessages } from './messages';
import { findEntriesByUser } from './repo';
import { walletBalances } from './tables';
import {
  assertVaultRoom,
  checkLedgerIntegrity,
  creditAnts,
  creditGold,
  debitAnts,
  debitGold,
  getBalances,
  getOperatorBalances,
  getVaultState,
  LedgerError,
  post,
  userAccount,
  vaultLimitE8,
  type UserAccountKind,
} from './service';

const app = await buildTestApp();
const db = app.deps.db;
const inTx = <T>(fn: (tx: Tx) => Promise<T>) => db.transaction(fn);
const key = () => newId('key');
/** A user's ledger lines, newest posting first (read straight from the ledger's tables). */
const listUserEntries = (userId: string) => findEntriesByUser(db, userId, 100);
const ref = (type: 'adjustment' | 'referral_commission' = 'adjustment') => ({
  type,
  reference: `test:${newId('ref')}`,
  idempotencyKey: key(),
});
const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'ok';
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
};

describe('GET /api/wallet/balance', () => {
  it('needs a signed-in user', async () => {
    const res = await app.inject('/api/wallet/balance');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('shows zero for a new user and exact decimals after credits, for that user only', async () => {
    const a = await createSignedInUser(app);
    const b = await createSignedInUser(app);
    const empty = await app.inject({ url: '/api/wallet/balance', headers: a.headers });
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['cache-control']).toBe('private, no-store');
    expect(empty.json()).toEqual({
      antsCenti: 0,
      goldE8: 0,
      ants: '0.00',
      goldGrams: '0.00000000',
    });

    await inTx((tx) => creditAnts(tx, { ...ref(), userId: a.user.id, antsCenti: 125_050 }));
    await inTx((tx) =>
      creditGold(tx, { ...ref(), userId: a.user.id, goldE8: 12_345_678, vaultLimitE8: null }),
    );
    const res = await app.inject({ url: '/api/wallet/balance', headers: a.headers });
    expect(res.json()).toEqual({
      antsCenti: 125_050,
      goldE8: 12_345_678,
      ants: '1250.50',
      goldGrams: '0.12345678',
    });
    const other = await app.inject({ url: '/api/wallet/balance', headers: b.headers });
    expect(other.json().antsCenti).toBe(0);
  });
});

describe('postings', () => {
  it('refuses a debit the balance does not cover, with the spec messages, and leaves nothing', async () => {
    const userId = newId('usr');
    await inTx((tx) => creditAnts(tx, { ...ref(), userId, antsCenti: 500 }));
    const k = key();
    const err = await inTx((tx) =>
      debitAnts(tx, {
        type: 'referral_store_order',
        reference: 'order:1',
        idempotencyKey: k,
        userId,
        antsCenti: 501,
      }),
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({
      code: 'INSUFFICIENT_ANTS',
      message: 'Insufficient ants for this purchase.',
      status: 422,
    });
    const goldErr = await inTx((tx) => debitGold(tx, { ...ref(), userId, goldE8: 1 })).catch(
      (e: unknown) => e,
    );
    expect(goldErr).toMatchObject({
      code: 'INSUFFICIENT_GOLD',
      message: 'Insufficient gold grams to make the purchase.',
    });

    // a caller that catches the refusal and commits its own work keeps no half posting
    await inTx(async (tx) => {
      await expect(
        debitAnts(tx, {
          type: 'referral_store_order',
          reference: 'order:1',
          idempotencyKey: k,
          userId,
          antsCenti: 501,
        }),
      ).rejects.toThrow(walletMessages.en.insufficientAnts);
    });
    expect(await checkLedgerIntegrity(db)).toEqual({
      unbalancedPostings: [],
      emptyPostings: [],
      balanceMismatches: [],
    });
    // the key was not used up
    const ok = await inTx((tx) =>
      debitAnts(tx, {
        type: 'referral_store_order',
        reference: 'order:1',
        idempotencyKey: k,
        userId,
        antsCenti: 500,
      }),
    );
    expect(ok.replayed).toBe(false);
    expect((await getBalances(db, userId)).antsCenti).toBe(0);
  });

  it('rolls back with the cause: a failure after the posting undoes it', async () => {
    const userId = newId('usr');
    await inTx(async (tx) => {
      await creditAnts(tx, { ...ref(), userId, antsCenti: 700 });
      throw new Error('order insert failed');
    }).catch(() => undefined);
    expect((await getBalances(db, userId)).antsCenti).toBe(0);
    expect(await listUserEntries(userId)).toEqual([]);
  });

  it('is idempotent: a replay returns the first posting and changes nothing', async () => {
    const userId = newId('usr');
    const r = {
      type: 'referral_commission' as const,
      reference: 'order:ord_1',
      idempotencyKey: key(),
    };
    const first = await inTx((tx) => creditAnts(tx, { ...r, userId, antsCenti: 250 }));
    const again = await inTx((tx) => creditAnts(tx, { ...r, userId, antsCenti: 250 }));
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ postingId: first.postingId, replayed: true });
    expect((await getBalances(db, userId)).antsCenti).toBe(250);
    // the same key for another cause is a conflict, not a silent success
    expect(
      await codeOf(
        inTx((tx) => creditAnts(tx, { ...r, reference: 'order:ord_2', userId, antsCenti: 250 })),
      ),
    ).toBe('CONFLICT');
  });

  it('keeps the vault within its limit, atomically on credit and before payment', async () => {
    const userId = newId('usr');
    const limit = vaultLimitE8(app.deps.config);
    expect(limit).toBe(100_000_000);
    await inTx((tx) =>
      creditGold(tx, { ...ref(), userId, goldE8: limit - 10, vaultLimitE8: limit }),
    );
    expect(vaultRoomE8(await getVaultState(app.deps, db, userId))).toBe(10);
    await expect(assertVaultRoom(app.deps, db, userId, { addGoldE8: 10 })).resolves.toBeUndefined();
    // gold still being paid for counts as if it were held
    expect(vaultRoomE8(await getVaultState(app.deps, db, userId, 4))).toBe(6);
    expect(
      await codeOf(assertVaultRoom(app.deps, db, userId, { addGoldE8: 7, pendingE8: 4 })),
    ).toBe('VAULT_LIMIT');
    const err = await assertVaultRoom(app.deps, db, userId, { addGoldE8: 11 }).catch(
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ code: 'VAULT_LIMIT' });
    expect((err as Error).message).toBe(
      'Your vault can hold up to 1.000 g of digital gold. Convert some into a coin at the Gold Smith to make room.',
    );
    expect(
      await codeOf(
        inTx((tx) => creditGold(tx, { ...ref(), userId, goldE8: 11, vaultLimitE8: limit })),
      ),
    ).toBe('VAULT_LIMIT');
    // a first credit above the limit is refused too
    expect(
      await codeOf(
        inTx((tx) =>
          creditGold(tx, {
            ...ref(),
            userId: newId('usr'),
            goldE8: limit + 1,
            vaultLimitE8: limit,
          }),
        ),
      ),
    ).toBe('VAULT_LIMIT');
    expect((await getBalances(db, userId)).goldE8).toBe(limit - 10);
  });

  it('records a purchase in rupees and gold as one balanced posting', async () => {
    const userId = newId('usr');
    const before = await getOperatorBalances(db);
    await inTx((tx) =>
      post(tx, {
        type: 'digital_gold_purchase',
        reference: 'order:ord_dg1',
        idempotencyKey: 'payment:pay_dg1',
        entries: [
          { account: userAccount(userId, 'inr_paid'), amount: 10_000 },
          { account: 'op:inr:digital_gold_sales', amount: -9_709 },
          { account: 'op:inr:gst_payable', amount: -291 },
          { account: userAccount(userId, 'gold'), amount: 84_967, maxBalance: 100_000_000 },
          { account: 'op:gold:sold', amount: -84_967 },
        ],
      }),
    );
    expect(await getBalances(db, userId)).toEqual({
      goldE8: 84_967,
      antsCenti: 0,
      inrPaidPaise: 10_000,
    });
    const after = await getOperatorBalances(db);
    expect(after['op:inr:gst_payable'] - before['op:inr:gst_payable']).toBe(-291);
    expect(after['op:gold:sold'] - before['op:gold:sold']).toBe(-84_967);
    const lines = await listUserEntries(userId);
    expect(lines.map((l) => [l.account, l.amountMinor])).toEqual([
      [userAccount(userId, 'inr_paid'), 10_000],
      [userAccount(userId, 'gold'), 84_967],
    ]);
    expect(lines[0]).toMatchObject({ type: 'digital_gold_purchase', reference: 'order:ord_dg1' });
  });

  it('refuses broken postings as bugs, before touching anything', async () => {
    const userId = newId('usr');
    await expect(
      inTx((tx) =>
        post(tx, {
          ...ref(),
          entries: [
            { account: userAccount(userId, 'ants'), amount: 100 },
            { account: 'op:ants:issued', amount: -99 },
          ],
        }),
      ),
    ).rejects.toThrow(LedgerError);
    await expect(
      inTx((tx) =>
        post(tx, {
          ...ref(),
          entries: [
            { account: 'op:ants:issued', amount: -5 },
            { account: userAccount(userId, 'gold'), amount: 5 },
          ],
        }),
      ),
    ).rejects.toThrow(LedgerError);
    expect(await listUserEntries(userId)).toEqual([]);
  });
});

// --- property: any sequence of postings keeps the ledger sound -------------------------------

const KINDS: UserAccountKind[] = ['gold', 'ants', 'inr_paid'];
const SOURCE = {
  gold: 'op:gold:sold',
  ants: 'op:ants:issued',
  inr_paid: 'op:inr:store_sales',
} as const;

type Op =
  | { op: 'credit' | 'debit'; user: number; kind: UserAccountKind; amount: number }
  | { op: 'transfer'; from: number; to: number; kind: UserAccountKind; amount: number }
  | { op: 'replay'; back: number }
  | { op: 'purchase'; user: number; paise: number; goldE8: number; antsCenti: number };

const amount = fc.integer({ min: 1, max: 5_000 });
const user = fc.integer({ min: 0, max: 2 });
const kind = fc.constantFrom(...KINDS);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constantFrom('credit' as const, 'debit' as const), user, kind, amount }),
  fc.record({ op: fc.constant('transfer' as const), from: user, to: user, kind, amount }),
  fc.record({ op: fc.constant('replay' as const), back: fc.nat() }),
  // pays rupees (with GST), receives gold and spends some Ants, all in one posting
  fc.record({
    op: fc.constant('purchase' as const),
    user,
    paise: fc.integer({ min: 100, max: 100_000 }),
    goldE8: amount,
    antsCenti: fc.integer({ min: 1, max: 2_000 }),
  }),
);

describe('ledger properties', () => {
  it('keeps every posting balanced, balances equal to their postings and never below zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), async (ops) => {
        const users = [newId('usr'), newId('usr'), newId('usr')];
        const model = new Map<string, number>();
        const bal = (u: number, k: UserAccountKind) => model.get(userAccount(users[u]!, k)) ?? 0;
        const add = (u: number, k: UserAccountKind, d: number) =>
          model.set(userAccount(users[u]!, k), bal(u, k) + d);
        const done: { run: (tx: Tx) => Promise<unknown> }[] = [];

        for (const o of ops) {
          if (o.op === 'replay') {
            if (done.length === 0) continue;
            const prev = done[done.length - 1 - (o.back % done.length)]!;
            const r = (await inTx((tx) => prev.run(tx))) as { replayed: boolean };
            expect(r.replayed).toBe(true);
            continue;
          }
          const r = {
            type: 'adjustment' as const,
            reference: `prop:${key()}`,
            idempotencyKey: key(),
          };
          let run: (tx: Tx) => Promise<unknown>;
          let covered: boolean;
          let apply: () => void;
          if (o.op === 'transfer' && o.from === o.to) continue;
          if (o.op === 'purchase') {
            const gst = Math.floor((o.paise * 3) / 103);
            run = (tx) =>
              post(tx, {
                ...r,
                entries: [
                  { account: userAccount(users[o.user]!, 'inr_paid'), amount: o.paise },
                  { account: 'op:inr:store_sales', amount: -(o.paise - gst) },
                  ...(gst > 0 ? [{ account: 'op:inr:gst_payable' as const, amount: -gst }] : []),
                  { account: userAccount(users[o.user]!, 'gold'), amount: o.goldE8 },
                  { account: 'op:gold:sold', amount: -o.goldE8 },
                  { account: userAccount(users[o.user]!, 'ants'), amount: -o.antsCenti },
                  { account: 'op:ants:redeemed', amount: o.antsCenti },
                ],
              });
            covered = bal(o.user, 'ants') >= o.antsCenti;
            apply = () => {
              add(o.user, 'inr_paid', o.paise);
              add(o.user, 'gold', o.goldE8);
              add(o.user, 'ants', -o.antsCenti);
            };
          } else if (o.op === 'transfer') {
            const from = userAccount(users[o.from]!, o.kind);
            const to = userAccount(users[o.to]!, o.kind);
            run = (tx) =>
              post(tx, {
                ...r,
                entries: [
                  { account: from, amount: -o.amount },
                  { account: to, amount: o.amount },
                ],
              });
            covered = bal(o.from, o.kind) >= o.amount;
            apply = () => {
              add(o.from, o.kind, -o.amount);
              add(o.to, o.kind, o.amount);
            };
          } else {
            const acc = userAccount(users[o.user]!, o.kind);
            const sign = o.op === 'credit' ? 1 : -1;
            run = (tx) =>
              post(tx, {
                ...r,
                entries: [
                  { account: acc, amount: sign * o.amount },
                  { account: SOURCE[o.kind], amount: -sign * o.amount },
                ],
              });
            covered = o.op === 'credit' || bal(o.user, o.kind) >= o.amount;
            apply = () => add(o.user, o.kind, sign * o.amount);
          }
          const code = await codeOf(inTx(run));
          if (covered) {
            expect(code).toBe('ok');
            apply();
            done.push({ run });
          } else {
            expect(['INSUFFICIENT_GOLD', 'INSUFFICIENT_ANTS', 'INSUFFICIENT_BALANCE']).toContain(
              code,
            );
          }
        }

        for (let u = 0; u < users.length; u++) {
          const b = await getBalances(db, users[u]!);
          expect(b).toEqual({
            goldE8: bal(u, 'gold'),
            antsCenti: bal(u, 'ants'),
            inrPaidPaise: bal(u, 'inr_paid'),
          });
          expect(Math.min(b.goldE8, b.antsCenti, b.inrPaidPaise)).toBeGreaterThanOrEqual(0);
        }
        expect(await checkLedgerIntegrity(db)).toEqual({
          unbalancedPostings: [],
          emptyPostings: [],
          balanceMismatches: [],
        });
      }),
      { numRuns: 30 },
    );
  });
});

describe('the ledger integrity check (the daily reconciliation runs it)', async () => {
  // its own database: this test damages a balance on purpose
  const own = await buildTestApp();
  const userId = newId('usr');
  const ref = {
    type: 'nugget_cashback' as const,
    reference: 'order:int',
    idempotencyKey: newId('k'),
  };

  it('finds a sound ledger sound, and a stored balance that differs from its entries', async () => {
    await own.deps.db.transaction((tx) => creditAnts(tx, { ...ref, userId, antsCenti: 1234 }));
    expect(await checkLedgerIntegrity(own.deps.db)).toEqual({
      unbalancedPostings: [],
      emptyPostings: [],
      balanceMismatches: [],
    });

    await own.deps.db
      .update(walletBalances)
      .set({ balanceMinor: 99_999 })
      .where(eq(walletBalances.account, userAccount(userId, 'ants')));
    expect(await checkLedgerIntegrity(own.deps.db)).toMatchObject({
      balanceMismatches: [{ account: userAccount(userId, 'ants'), stored: 99_999, summed: 1234 }],
    });
  });
});
