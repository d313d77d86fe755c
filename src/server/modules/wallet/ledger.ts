import type { Tx } from '../../db/client';
import { AppError } from '../../http/app-error';
import {
  parseAccount,
  POSTING_TYPES,
  type AccountId,
  type ParsedAccount,
  type PostingType,
  type Unit,
  type UserAccountKind,
} from './accounts';
import * as repo from './repo';
import { vaultFullMessage, walletMessages } from './messages';

const WALLET_MESSAGES = walletMessages.en;

export type Entry = {
  account: AccountId;
  /** change of the account's balance in the unit's smallest step; never 0 */
  amount: number;
  /** on a user account: the balance after this posting must not exceed it (the vault limit) */
  maxBalance?: number;
};

export type PostingInput = {
  type: PostingType;
  /** the cause, e.g. `order:ord_...` */
  reference: string;
  /** unique per movement; a replay with the same key returns the first posting and changes nothing */
  idempotencyKey: string;
  entries: Entry[];
};

export type PostingResult = { postingId: number; replayed: boolean };

/** A posting that breaks the ledger's rules: a bug in the caller, never a user error. */
export class LedgerError extends Error {
  override name = 'LedgerError';
}

/** Checks the shape and balance of a posting; returns each entry with its parsed account. */
export function validatePosting(input: PostingInput) {
  if (!POSTING_TYPES.includes(input.type)) throw new LedgerError(`unknown type ${input.type}`);
  for (const k of ['reference', 'idempotencyKey'] as const) {
    const v = input[k];
    if (typeof v !== 'string' || v.trim() === '' || v.length > 200) {
      throw new LedgerError(`${k} must be 1 to 200 characters`);
    }
  }
  if (input.entries.length < 2) throw new LedgerError('a posting needs at least two entries');
  const sums = new Map<Unit, bigint>();
  const parsed = input.entries.map((e) => {
    const acc = parseAccount(e.account);
    if (!acc) throw new LedgerError(`unknown account ${e.account}`);
    if (!Number.isSafeInteger(e.amount) || e.amount === 0) {
      throw new LedgerError(`amount of ${e.account} must be a non-zero safe integer`);
    }
    if (e.maxBalance !== undefined) {
      if (acc.owner !== 'user' || !Number.isSafeInteger(e.maxBalance) || e.maxBalance < 0) {
        throw new LedgerError(`maxBalance applies to user accounts, as a non-negative integer`);
      }
    }
    sums.set(acc.unit, (sums.get(acc.unit) ?? 0n) + BigInt(e.amount));
    return { ...e, parsed: acc };
  });
  for (const [unit, sum] of sums) {
    if (sum !== 0n) throw new LedgerError(`entries in ${unit} sum to ${sum}, not 0`);
  }
  return parsed;
}

const insufficient: Record<UserAccountKind, () => AppError> = {
  gold: () => new AppError('INSUFFICIENT_GOLD', WALLET_MESSAGES.insufficientGold),
  ants: () => new AppError('INSUFFICIENT_ANTS', WALLET_MESSAGES.insufficientAnts),
  inr_paid: () => new AppError('INSUFFICIENT_BALANCE', WALLET_MESSAGES.insufficientBalance),
};

const overCap = (kind: UserAccountKind, cap: number) =>
  kind === 'gold'
    ? new AppError('VAULT_LIMIT', vaultFullMessage(cap))
    : new AppError('CONFLICT', WALLET_MESSAGES.balanceCap);

/**
 * Writes one balanced posting: the only writer of balances (STYLE.md: Money math). Runs inside
 * the caller's transaction, next to the change that causes it, in a savepoint so a refusal
 * leaves nothing behind even if the caller carries on. Entries sum to zero per unit; a user
 * balance can never go below zero (a conditional update, backed by a CHECK); the idempotency key
 * is unique, and a replay returns the first posting without a second effect. Throws
 * INSUFFICIENT_GOLD / INSUFFICIENT_ANTS / INSUFFICIENT_BALANCE, or VAULT_LIMIT over a gold cap.
 */
export async function post(tx: Tx, input: PostingInput): Promise<PostingResult> {
  const entries = validatePosting(input);
  const credits = creditsOnly(entries);
  if (credits) {
    // nothing to refuse (no debit, no cap): one statement, no savepoint
    const postingId = await repo.insertCreditPosting(tx, input, credits, entryRows(entries));
    return postingId === undefined ? replayOf(tx, input) : { postingId, replayed: false };
  }
  return tx.transaction(async (sp) => {
    const postingId = await repo.insertPosting(sp, {
      type: input.type,
      reference: input.reference,
      idempotencyKey: input.idempotencyKey,
    });
    if (postingId === undefined) return replayOf(sp, input);

    // Net change per user account, applied in account order: concurrent postings lock user
    // rows in the same order, so they cannot deadlock.
    const net = new Map<
      string,
      { acc: Extract<ParsedAccount, { owner: 'user' }>; delta: number; cap?: number }
    >();
    for (const e of entries) {
      if (e.parsed.owner !== 'user') continue;
      const cur = net.get(e.account) ?? { acc: e.parsed, delta: 0 };
      cur.delta += e.amount;
      if (e.maxBalance !== undefined) cur.cap = Math.min(cur.cap ?? e.maxBalance, e.maxBalance);
      net.set(e.account, cur);
    }
    for (const account of [...net.keys()].sort()) {
      const { acc, delta, cap } = net.get(account)!;
      if (!Number.isSafeInteger(delta)) throw new LedgerError(`net change of ${account} overflows`);
      if (delta > 0) {
        if (cap !== undefined && delta > cap) throw overCap(acc.kind, cap);
        const after = await repo.creditBalance(sp, {
          account,
          userId: acc.userId,
          unit: acc.unit,
          amount: delta,
          ...(cap !== undefined ? { maxBalance: cap } : {}),
        });
        if (after === undefined) throw overCap(acc.kind, cap ?? 0);
      } else if (delta < 0) {
        const after = await repo.debitBalance(sp, { account, amount: -delta });
        if (after === undefined) throw insufficient[acc.kind]();
      }
    }

    await repo.insertEntries(
      sp,
      entryRows(entries).map((e) => ({ postingId, ...e })),
    );
    return { postingId, replayed: false };
  });
}

type ValidEntry = ReturnType<typeof validatePosting>[number];

const entryRows = (entries: ValidEntry[]) =>
  entries.map((e) => ({
    account: e.account,
    unit: e.parsed.unit,
    amountMinor: e.amount,
    userId: e.parsed.owner === 'user' ? e.parsed.userId : null,
  }));

/** The first posting with the key, when it is the same movement (a replay); else CONFLICT. */
async function replayOf(tx: Tx, input: PostingInput): Promise<PostingResult> {
  const first = await repo.findPostingByKey(tx, input.idempotencyKey);
  if (!first) throw new LedgerError('idempotency key claimed but not found');
  if (first.type !== input.type || first.reference !== input.reference) {
    throw new AppError('CONFLICT', WALLET_MESSAGES.reusedKey);
  }
  return { postingId: first.id, replayed: true };
}

/**
 * The net credit of each user account, when the posting only adds to user balances with no cap
 * (a purchase's gold, a referrer's Ants); undefined when any user account is debited or capped.
 */
function creditsOnly(entries: ValidEntry[]) {
  const net = new Map<string, { account: string; userId: string; unit: Unit; amount: number }>();
  for (const e of entries) {
    if (e.parsed.owner !== 'user') continue;
    if (e.maxBalance !== undefined) return undefined;
    const cur = net.get(e.account) ?? {
      account: e.account,
      userId: e.parsed.userId,
      unit: e.parsed.unit,
      amount: 0,
    };
    cur.amount += e.amount;
    net.set(e.account, cur);
  }
  const credits = [...net.values()];
  if (!credits.every((c) => c.amount > 0 && Number.isSafeInteger(c.amount))) return undefined;
  return credits.sort((a, b) => (a.account < b.account ? -1 : a.account > b.account ? 1 : 0));
}
