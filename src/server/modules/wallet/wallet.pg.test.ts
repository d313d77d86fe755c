import { describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import { buildTestApp } from '../../../../tests/helpers/build-app';
import {
  checkLedgerIntegrity,
  creditAnts,
  creditGold,
  debitAnts,
  debitGold,
  getBalances,
} from './service';
import { findEntriesByUser } from './repo';

// Races that only PostgreSQL can show (PGlite has a single connection). Each parallel attempt
// runs in its own transaction on its own pooled connection.
const app = await buildTestApp();
const db = app.deps.db;
const PARALLEL = 50;

const settle = <T>(attempts: Promise<T>[]) => Promise.allSettled(attempts);
const rejectionsOf = (results: PromiseSettledResult<unknown>[]) =>
  results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason);

describe('concurrent deductions', () => {
  it('50 parallel Ants deductions the balance covers once: one succeeds, 49 are refused', async () => {
    const userId = newId('usr');
    await db.transaction((tx) =>
      creditAnts(tx, {
        type: 'referral_commission',
        reference: 'order:seed',
        idempotencyKey: newId('key'),
        userId,
        antsCenti: 76_500,
      }),
    );
    const results = await settle(
      Array.from({ length: PARALLEL }, (_, i) =>
        db.transaction((tx) =>
          debitAnts(tx, {
            type: 'referral_store_order',
            reference: `order:rs_${i}`,
            idempotencyKey: `referral-store:${userId}:${i}`,
            userId,
            antsCenti: 76_500,
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = rejectionsOf(results);
    expect(refused).toHaveLength(PARALLEL - 1);
    for (const err of refused) {
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({
        code: 'INSUFFICIENT_ANTS',
        message: 'Insufficient ants for this purchase.',
      });
    }
    expect((await getBalances(db, userId)).antsCenti).toBe(0);
    expect(await findEntriesByUser(db, userId, 100)).toHaveLength(2);
  });

  it('50 parallel gold conversions the vault covers once: one succeeds, 49 are refused', async () => {
    const userId = newId('usr');
    await db.transaction((tx) =>
      creditGold(tx, {
        type: 'digital_gold_purchase',
        reference: 'order:seed',
        idempotencyKey: newId('key'),
        userId,
        goldE8: 20_000_000,
        vaultLimitE8: 100_000_000,
      }),
    );
    const results = await settle(
      Array.from({ length: PARALLEL }, (_, i) =>
        db.transaction((tx) =>
          debitGold(tx, {
            type: 'gold_smith_conversion',
            reference: `order:gs_${i}`,
            idempotencyKey: `gold-smith:${userId}:${i}`,
            userId,
            goldE8: 15_000_000,
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = rejectionsOf(results);
    expect(refused).toHaveLength(PARALLEL - 1);
    expect(new Set(refused.map((e: AppError) => e.code))).toEqual(new Set(['INSUFFICIENT_GOLD']));
    expect((await getBalances(db, userId)).goldE8).toBe(5_000_000);
  });

  it('50 parallel credits near the vault limit never pass it', async () => {
    const userId = newId('usr');
    const results = await settle(
      Array.from({ length: PARALLEL }, (_, i) =>
        db.transaction((tx) =>
          creditGold(tx, {
            type: 'digital_gold_purchase',
            reference: `order:dg_${i}`,
            idempotencyKey: `dg:${userId}:${i}`,
            userId,
            goldE8: 30_000_000,
            vaultLimitE8: 100_000_000,
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(new Set(rejectionsOf(results).map((e: AppError) => e.code))).toEqual(
      new Set(['VAULT_LIMIT']),
    );
    expect((await getBalances(db, userId)).goldE8).toBe(90_000_000);
  });

  it('50 parallel replays of one idempotency key credit once', async () => {
    const userId = newId('usr');
    const key = `commission:${newId('ord')}`;
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        db.transaction((tx) =>
          creditAnts(tx, {
            type: 'referral_commission',
            reference: 'order:ord_same',
            idempotencyKey: key,
            userId,
            antsCenti: 1_000,
          }),
        ),
      ),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.postingId)).size).toBe(1);
    expect((await getBalances(db, userId)).antsCenti).toBe(1_000);
  });
});

describe('no hot operator row', () => {
  it("a purchase by one user never waits for another user's open transaction", async () => {
    const a = newId('usr');
    const b = newId('usr');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let aPosted!: () => void;
    const aHasPosted = new Promise<void>((r) => (aPosted = r));
    // A credits gold (touching op:gold:sold) and keeps its transaction open
    const slow = db.transaction(async (tx) => {
      await creditGold(tx, {
        type: 'digital_gold_purchase',
        reference: 'order:a',
        idempotencyKey: newId('key'),
        userId: a,
        goldE8: 1_000,
        vaultLimitE8: 100_000_000,
      });
      aPosted();
      await held;
    });
    await aHasPosted;
    // B's purchase on the same operator account completes while A is still open
    const fast = db.transaction((tx) =>
      creditGold(tx, {
        type: 'digital_gold_purchase',
        reference: 'order:b',
        idempotencyKey: newId('key'),
        userId: b,
        goldE8: 2_000,
        vaultLimitE8: 100_000_000,
      }),
    );
    const winner = await Promise.race([
      fast.then(() => 'b finished'),
      new Promise((r) => setTimeout(() => r('b blocked'), 3000)),
    ]);
    release();
    await slow;
    expect(winner).toBe('b finished');
    expect(await checkLedgerIntegrity(db)).toEqual({
      unbalancedPostings: [],
      emptyPostings: [],
      balanceMismatches: [],
    });
  });
});
