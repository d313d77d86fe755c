import { fitsInVault, vaultLimitE8 as limitE8Of } from '../../../shared/rules/vault';
import type { AppDeps } from '../../deps';
import type { DbOrTx, Tx } from '../../db/client';
import { lockName, lockNames } from '../../db/locks';
import { AppError } from '../../http/app-error';
import {
  OPERATOR_ACCOUNTS,
  userAccount,
  type OperatorAccount,
  type OperatorAccountOf,
  type PostingType,
  type Unit,
} from './accounts';
import { post, type PostingResult } from './ledger';
import { vaultFullMessage } from './messages';
import * as repo from './repo';

// The wallet's service: the only way other modules move money, Ants or gold. Every function that
// writes takes the caller's transaction, so the posting commits or rolls back with its cause.
export { post, LedgerError, type Entry, type PostingInput, type PostingResult } from './ledger';
export {
  userAccount,
  OPERATOR_ACCOUNTS,
  POSTING_TYPES,
  type AccountId,
  type OperatorAccount,
  type OperatorAccountOf,
  type PostingType,
  type UserAccount,
  type UserAccountKind,
  type Unit,
} from './accounts';

/** What names a posting: its type, its cause and its idempotency key. */
export type PostingRef = { type: PostingType; reference: string; idempotencyKey: string };

export type Balances = {
  /** digital gold in the vault, grams x 10^8 */
  goldE8: number;
  /** Ants in centi-Ants */
  antsCenti: number;
  /** rupees the user has paid, in paise */
  inrPaidPaise: number;
};

/** The vault limit (decisions.md: 1 g) in goldE8. */
export const vaultLimitE8 = (config: AppDeps['config']) => limitE8Of(config.VAULT_LIMIT_MG);

/**
 * Holds the user's vault lock to the end of the transaction. A vault check made before payment
 * counts the gold held plus orders still being paid, which no single row guards: the check with
 * the order it admits, and the settlement that moves an order from pending into the vault, each
 * take this lock, so they never interleave (two parallel buys cannot both see the same room, and
 * a check never reads the balance before a settlement and the pending orders after it).
 */
export const lockVault = (tx: Tx, userId: string) => lockName(tx, `${VAULT_LOCK_PREFIX}${userId}`);

/** The vault lock's name is this and the user's id (`lockName`), for a statement that takes it. */
export const VAULT_LOCK_PREFIX = 'vault:';

/** `lockVault` of several users in one statement (in a fixed order). */
export const lockVaults = (tx: Tx, userIds: string[]) =>
  lockNames(
    tx,
    userIds.map((u) => `vault:${u}`),
  );

const positive = (n: number, what: string) => {
  if (!Number.isSafeInteger(n) || n <= 0)
    throw new RangeError(`${what} must be a positive integer`);
  return n;
};

/**
 * Credits digital gold (goldE8 > 0) to a user's vault from `from` (default op:gold:sold). With
 * vaultLimitE8 the credit is refused with VAULT_LIMIT when the vault would pass it, atomically
 * with concurrent credits; pass null only for credits that are not purchases.
 */
export function creditGold(
  tx: Tx,
  p: PostingRef & {
    userId: string;
    goldE8: number;
    vaultLimitE8: number | null;
    from?: OperatorAccountOf<'GOLD'>;
  },
): Promise<PostingResult> {
  const amount = positive(p.goldE8, 'goldE8');
  return post(tx, {
    ...ref(p),
    entries: [
      {
        account: userAccount(p.userId, 'gold'),
        amount,
        ...(p.vaultLimitE8 !== null ? { maxBalance: p.vaultLimitE8 } : {}),
      },
      { account: p.from ?? 'op:gold:sold', amount: -amount },
    ],
  });
}

/**
 * Takes digital gold (goldE8 > 0) from a user's vault into `to` (default op:gold:converted, the
 * Gold Smith). INSUFFICIENT_GOLD 'Insufficient gold grams to make the purchase.' when it is short.
 */
export function debitGold(
  tx: Tx,
  p: PostingRef & { userId: string; goldE8: number; to?: OperatorAccountOf<'GOLD'> },
): Promise<PostingResult> {
  const amount = positive(p.goldE8, 'goldE8');
  return post(tx, {
    ...ref(p),
    entries: [
      { account: userAccount(p.userId, 'gold'), amount: -amount },
      { account: p.to ?? 'op:gold:converted', amount },
    ],
  });
}

/** Credits Ants (antsCenti > 0) to a user from `from` (default op:ants:issued): commissions, cashback. */
export function creditAnts(
  tx: Tx,
  p: PostingRef & { userId: string; antsCenti: number; from?: OperatorAccountOf<'ANTS'> },
): Promise<PostingResult> {
  const amount = positive(p.antsCenti, 'antsCenti');
  return post(tx, {
    ...ref(p),
    entries: [
      { account: userAccount(p.userId, 'ants'), amount },
      { account: p.from ?? 'op:ants:issued', amount: -amount },
    ],
  });
}

/**
 * Takes Ants (antsCenti > 0) from a user into `to` (default op:ants:redeemed, the referral store).
 * INSUFFICIENT_ANTS 'Insufficient ants for this purchase.' when the balance is short.
 */
export function debitAnts(
  tx: Tx,
  p: PostingRef & { userId: string; antsCenti: number; to?: OperatorAccountOf<'ANTS'> },
): Promise<PostingResult> {
  const amount = positive(p.antsCenti, 'antsCenti');
  return post(tx, {
    ...ref(p),
    entries: [
      { account: userAccount(p.userId, 'ants'), amount: -amount },
      { account: p.to ?? 'op:ants:redeemed', amount },
    ],
  });
}

/**
 * Takes back the Ants an earlier posting credited (a referral commission, a cashback) when its
 * cause is undone (the order was refunded), in the caller's transaction. Ants are never taken
 * below zero: when the user has spent some of them already, only what they still hold comes back
 * to `op:ants:issued` and the rest stays spent (the operator bears it; `shortCenti` says how
 * much). The user's Ants row is locked first, so a parallel purchase either spends before this
 * (and less is taken back) or after it (and sees the lower balance). Idempotent by
 * `idempotencyKey`; null when the posting credited no Ants.
 */
export async function takeBackAnts(
  tx: Tx,
  p: PostingRef & { creditKey: string },
): Promise<{
  userId: string;
  creditedCenti: number;
  takenCenti: number;
  shortCenti: number;
} | null> {
  const credit = (await repo.findUserEntriesOfPosting(tx, p.creditKey)).find(
    (e) => e.unit === 'ANTS' && e.amountMinor > 0 && e.userId,
  );
  if (!credit?.userId) return null;
  const replay = await repo.findUserEntriesOfPosting(tx, p.idempotencyKey);
  const before = -(replay.find((e) => e.unit === 'ANTS')?.amountMinor ?? 0);
  const held = await repo.lockBalance(tx, credit.account);
  const takenCenti = before > 0 ? before : Math.min(held, credit.amountMinor);
  if (takenCenti > 0 && before === 0)
    await debitAnts(tx, {
      ...ref(p),
      userId: credit.userId,
      antsCenti: takenCenti,
      to: 'op:ants:issued',
    });
  return {
    userId: credit.userId,
    creditedCenti: credit.amountMinor,
    takenCenti,
    shortCenti: credit.amountMinor - takenCenti,
  };
}

const ref = (p: PostingRef): PostingRef => ({
  type: p.type,
  reference: p.reference,
  idempotencyKey: p.idempotencyKey,
});

/** A user's balances (zero for accounts never used). */
export async function getBalances(db: DbOrTx, userId: string): Promise<Balances> {
  const rows = await repo.findBalancesByUser(db, userId);
  const by = new Map(rows.map((r) => [r.account, r.balance]));
  return {
    goldE8: by.get(userAccount(userId, 'gold')) ?? 0,
    antsCenti: by.get(userAccount(userId, 'ants')) ?? 0,
    inrPaidPaise: by.get(userAccount(userId, 'inr_paid')) ?? 0,
  };
}

/**
 * Gold a purchase must leave room for: what the user holds, plus `pendingE8`, the gold of their
 * purchases still being paid (the caller's module counts them: quick buy its open orders, Autopay
 * its debits in flight). Read it inside the transaction that stores the purchase, under lockVault.
 */
export async function getVaultState(
  deps: Pick<AppDeps, 'config'>,
  db: DbOrTx,
  userId: string,
  pendingE8 = 0,
) {
  const heldE8 = await repo.findBalance(db, userAccount(userId, 'gold'));
  return { limitE8: vaultLimitE8(deps.config), heldE8, pendingE8 };
}

/** `getVaultState` of several users in one read, each with its own pending gold (default 0). */
export async function getVaultStates(
  deps: Pick<AppDeps, 'config'>,
  db: DbOrTx,
  userIds: string[],
  pendingE8: Map<string, number>,
) {
  const held = await repo.findBalances(
    db,
    [...new Set(userIds)].map((u) => userAccount(u, 'gold')),
  );
  const limitE8 = vaultLimitE8(deps.config);
  return new Map(
    userIds.map((u) => [
      u,
      { limitE8, heldE8: held.get(userAccount(u, 'gold')) ?? 0, pendingE8: pendingE8.get(u) ?? 0 },
    ]),
  );
}

/**
 * Refuses with VAULT_LIMIT when a purchase of addGoldE8 would take the user's vault past the limit,
 * counting gold held and `pendingE8` (shared/rules/vault.ts; decisions.md: checked before payment).
 * The credit itself re-checks atomically (creditGold). Call it under lockVault.
 */
export async function assertVaultRoom(
  deps: Pick<AppDeps, 'config'>,
  db: DbOrTx,
  userId: string,
  p: { addGoldE8: number; pendingE8?: number },
): Promise<void> {
  const state = await getVaultState(deps, db, userId, p.pendingE8);
  assertVaultFits(deps, { ...state, addGoldE8: p.addGoldE8 });
}

/**
 * `assertVaultRoom` of gold held and pending already read (`heldGoldPiece`, read under
 * lockVault by the statement that reads the pending gold).
 */
export function assertVaultFits(
  deps: Pick<AppDeps, 'config'>,
  p: { heldE8: number; pendingE8: number; addGoldE8: number },
): void {
  const state = { limitE8: vaultLimitE8(deps.config), heldE8: p.heldE8, pendingE8: p.pendingE8 };
  if (!fitsInVault(state, p.addGoldE8)) {
    throw new AppError('VAULT_LIMIT', vaultFullMessage(state.limitE8));
  }
}

/** The gold a user holds, for the statement that reads the user's pending gold to carry. */
export const heldGoldPiece = repo.heldGoldPiece;

/** Operator balances, summed from entries (every operator account, 0 when unused). */
export async function getOperatorBalances(db: DbOrTx): Promise<Record<OperatorAccount, number>> {
  const out = Object.fromEntries(Object.keys(OPERATOR_ACCOUNTS).map((k) => [k, 0])) as Record<
    OperatorAccount,
    number
  >;
  for (const r of await repo.sumOperatorAccounts(db)) {
    if (Object.hasOwn(out, r.account)) out[r.account as OperatorAccount] = r.total;
  }
  return out;
}

/** A user's Ants lines (centi-Ants, + earned, - spent), newest first, one page, with the total. */
export const listUserAntsEntries = (db: DbOrTx, userId: string, limit: number, offset: number) =>
  repo.findEntriesPageByUser(db, userId, 'ANTS', limit, offset);

/**
 * A user's ledger statement: every entry on their accounts (gold in goldE8, Ants in centi-Ants,
 * rupees paid in paise; + adds, - takes away), newest first, one page, with the total.
 */
export const listUserStatement = (db: DbOrTx, userId: string, limit: number, offset: number) =>
  repo.findEntriesPageByUser(db, userId, undefined, limit, offset);

/**
 * Reconciliation: postings that do not balance, postings without entries, and user balances that
 * differ from the sum of their entries. All empty on a healthy ledger. The three reads run one
 * after another: reconciliation reads inside one transaction, whose one connection runs one
 * statement at a time.
 */
export async function checkLedgerIntegrity(db: DbOrTx) {
  const unbalancedPostings = await repo.findUnbalancedPostings(db);
  const emptyPostings = await repo.findEmptyPostings(db);
  const balanceMismatches = await repo.findBalanceMismatches(db);
  return { unbalancedPostings, emptyPostings, balanceMismatches };
}

/**
 * The GST the ledger holds for these orders (paise, positive): minus the sum of their postings'
 * `op:inr:gst_payable` entries. The console's GST export checks its invoices against it.
 */
export async function ledgerGstOfOrders(db: DbOrTx, orderIds: string[]) {
  return -(await repo.sumAccountForReferences(
    db,
    'op:inr:gst_payable',
    orderIds.map((id) => `order:${id}`),
  ));
}

/** Per unit, what all customers hold together: the sum of their stored balances (0 when none). */
export async function getCustomerTotals(db: DbOrTx): Promise<Record<Unit, number>> {
  const out: Record<Unit, number> = { INR: 0, ANTS: 0, GOLD: 0 };
  for (const r of await repo.sumUserBalancesByUnit(db)) out[r.unit] = r.total;
  return out;
}

/**
 * Every customer's digital gold (goldE8) with their user id, zero balances too: the reserve's
 * daily proof of liabilities. Their sum is getCustomerTotals' GOLD (read both in one snapshot).
 */
export const listCustomerGold = (db: DbOrTx) => repo.listUserGoldBalances(db);

export type UserPosting = {
  postingId: number;
  type: string;
  reference: string;
  createdAt: Date;
  /** every entry of the posting: the user's accounts and the other side (minor units) */
  entries: { account: string; unit: Unit; amount: number }[];
};

/**
 * Every posting that touches this user's accounts, oldest first, with all its entries: the
 * holding certificate and the yearly statement read their figures from here, so they match the
 * ledger to the paisa and the goldE8.
 */
export async function listUserPostings(db: DbOrTx, userId: string): Promise<UserPosting[]> {
  const out: UserPosting[] = [];
  for (const r of await repo.findPostingEntriesOfUser(db, userId)) {
    let p = out.at(-1);
    if (p?.postingId !== r.postingId) {
      p = {
        postingId: r.postingId,
        type: r.type,
        reference: r.reference,
        createdAt: r.createdAt,
        entries: [],
      };
      out.push(p);
    }
    p.entries.push({ account: r.account, unit: r.unit, amount: r.amountMinor });
  }
  return out;
}
