import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client';
import { preparedQuery, preparedSql, type Piece } from '../../db/prepared';
import { userAccountAround, type Unit } from './accounts';
import { ledgerEntries, ledgerPostings, walletBalances } from './tables';

/** Rows of a raw query (node-postgres and PGlite both answer {rows}). */

/** Claims the idempotency key; undefined when a posting with that key exists already. */
export const insertPosting = async (
  db: DbOrTx,
  p: { type: string; reference: string; idempotencyKey: string },
) => {
  const [r] = await db
    .insert(ledgerPostings)
    .values(p)
    .onConflictDoNothing({ target: ledgerPostings.idempotencyKey })
    .returning({ id: ledgerPostings.id });
  return r?.id;
};

export const findPostingByKey = async (db: DbOrTx, idempotencyKey: string) => {
  const [r] = await db
    .select()
    .from(ledgerPostings)
    .where(eq(ledgerPostings.idempotencyKey, idempotencyKey));
  return r;
};

/** The user-account entries of the posting with this key (none when no such posting). */
export const findUserEntriesOfPosting = (db: DbOrTx, idempotencyKey: string) =>
  db
    .select({
      account: ledgerEntries.account,
      userId: ledgerEntries.userId,
      unit: ledgerEntries.unit,
      amountMinor: ledgerEntries.amountMinor,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
    .where(
      and(
        eq(ledgerPostings.idempotencyKey, idempotencyKey),
        sql`${ledgerEntries.userId} is not null`,
      ),
    );

/** A user account's balance, its row locked to the end of the transaction (0 when it has none). */
export const lockBalance = async (db: DbOrTx, account: string) => {
  const [r] = await db
    .select({ balance: walletBalances.balanceMinor })
    .from(walletBalances)
    .where(eq(walletBalances.account, account))
    .for('update');
  return r?.balance ?? 0;
};

const postCreditsSql = preparedSql<{ posting_id: string | number | null }>(
  'wallet_post_credits',
  `with p as (
     insert into ledger_postings (type, reference, idempotency_key) values ($1, $2, $3)
     on conflict (idempotency_key) do nothing
     returning id
   ), b as (
     insert into wallet_balances (account, user_id, unit, balance_minor)
     select c.account, c.user_id, c.unit, c.amount
     from p, unnest($4::text[], $5::text[], $6::text[], $7::bigint[]) with ordinality
       as c(account, user_id, unit, amount, n)
     order by c.n
     on conflict (account) do update
       set balance_minor = wallet_balances.balance_minor + excluded.balance_minor, updated_at = now()
     returning 1
   ), e as (
     insert into ledger_entries (posting_id, account, unit, amount_minor, user_id)
     select p.id, e.account, e.unit, e.amount, e.user_id
     from p, unnest($8::text[], $9::text[], $10::bigint[], $11::text[]) with ordinality
       as e(account, unit, amount, user_id, n)
     order by e.n
     returning 1
   )
   select (select id from p) as posting_id, (select count(*) from b) as balances,
     (select count(*) from e) as entries`,
);

/**
 * A posting whose user accounts are only credited, with no cap, in one statement: the posting
 * claims its idempotency key, the user balances grow (rows locked in the order given: the
 * ledger's account order) and the
 * entries are written, or, when the key was claimed already, nothing is written at all. Nothing
 * in it can be refused, so it needs no savepoint. Answers the posting's id, or undefined on a
 * replay.
 */
export const insertCreditPosting = async (
  db: DbOrTx,
  p: { type: string; reference: string; idempotencyKey: string },
  credits: { account: string; userId: string; unit: Unit; amount: number }[],
  entries: { account: string; unit: Unit; amountMinor: number; userId: string | null }[],
) => {
  const [r] = await postCreditsSql(db, [
    p.type,
    p.reference,
    p.idempotencyKey,
    credits.map((c) => c.account),
    credits.map((c) => c.userId),
    credits.map((c) => c.unit),
    credits.map((c) => c.amount),
    entries.map((e) => e.account),
    entries.map((e) => e.unit),
    entries.map((e) => e.amountMinor),
    entries.map((e) => e.userId),
  ]);
  return r?.posting_id === null || r?.posting_id === undefined ? undefined : Number(r.posting_id);
};

export const insertEntries = (db: DbOrTx, rows: (typeof ledgerEntries.$inferInsert)[]) =>
  db.insert(ledgerEntries).values(rows);

/**
 * Adds to a user account's balance (creating the row); with maxBalance, only while the result
 * stays within it. Returns the new balance, or undefined when the cap refused it.
 */
export const creditBalance = async (
  db: DbOrTx,
  a: { account: string; userId: string; unit: Unit; amount: number; maxBalance?: number },
) => {
  const [r] = await db
    .insert(walletBalances)
    .values({ account: a.account, userId: a.userId, unit: a.unit, balanceMinor: a.amount })
    .onConflictDoUpdate({
      target: walletBalances.account,
      set: {
        balanceMinor: sql`${walletBalances.balanceMinor} + excluded.balance_minor`,
        updatedAt: sql`now()`,
      },
      ...(a.maxBalance !== undefined
        ? {
            setWhere: sql`${walletBalances.balanceMinor} + excluded.balance_minor <= ${a.maxBalance}`,
          }
        : {}),
    })
    .returning({ balance: walletBalances.balanceMinor });
  return r?.balance;
};

/**
 * Takes from a user account's balance only when it covers the amount (a conditional update: under
 * concurrency the second debit re-reads the row and finds too little). Undefined when it does not.
 */
export const debitBalance = async (db: DbOrTx, a: { account: string; amount: number }) => {
  const [r] = await db
    .update(walletBalances)
    .set({
      balanceMinor: sql`${walletBalances.balanceMinor} - ${a.amount}`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(walletBalances.account, a.account), gte(walletBalances.balanceMinor, a.amount)))
    .returning({ balance: walletBalances.balanceMinor });
  return r?.balance;
};

const balancesByUser = (db: DbOrTx, userId: string | SQLWrapper) =>
  db
    .select({ account: walletBalances.account, balance: walletBalances.balanceMinor })
    .from(walletBalances)
    .where(eq(walletBalances.userId, userId));

const balancesByUserPrepared = preparedQuery('wallet_balances_by_user', (db, name) =>
  balancesByUser(db, sql.placeholder('userId')).prepare(name),
);

export const findBalancesByUser = (db: DbOrTx, userId: string) =>
  balancesByUserPrepared(db).execute({ userId });

// every quick buy's vault check
const balancePrepared = preparedQuery('wallet_balance', (db, name) =>
  db
    .select({ balance: walletBalances.balanceMinor })
    .from(walletBalances)
    .where(eq(walletBalances.account, sql.placeholder('account')))
    .prepare(name),
);

export const findBalance = async (db: DbOrTx, account: string) => {
  const [r] = await balancePrepared(db).execute({ account });
  return r?.balance ?? 0;
};

// userAccount's form (accounts.ts) around the id the carrying statement gives
const GOLD_ACCOUNT = userAccountAround('gold');

/**
 * The gold a user holds (`findBalance` of `user:<id>:gold`, 0 without a row) for another
 * statement to carry, of the user id it gives.
 */
export const heldGoldPiece: Piece<number, [SQLWrapper]> = {
  name: 'held_gold',
  // qualified names: a select's fields are written without their table's name, and a piece
  // is read among them
  of: (userId) =>
    sql`coalesce((select b.balance_minor from ${walletBalances} b where b.account = ${sql.raw(`'${GOLD_ACCOUNT.head}'`)} || ${userId}::text || ${sql.raw(`'${GOLD_ACCOUNT.tail}'`)}), 0)`.mapWith(
      Number,
    ),
};

/** `findBalance` of several accounts in one read: by account, those with a balance row. */
export const findBalances = async (db: DbOrTx, accounts: string[]) => {
  const rows =
    accounts.length === 0
      ? []
      : await db
          .select({ account: walletBalances.account, balance: walletBalances.balanceMinor })
          .from(walletBalances)
          .where(inArray(walletBalances.account, accounts));
  return new Map(rows.map((r) => [r.account, r.balance]));
};

/** Operator balances: sums of their entries (no stored row). */
export const sumOperatorAccounts = async (db: DbOrTx) => {
  const rows = await db
    .select({
      account: ledgerEntries.account,
      total: sql<string>`sum(${ledgerEntries.amountMinor})`,
    })
    .from(ledgerEntries)
    .where(isNull(ledgerEntries.userId))
    .groupBy(ledgerEntries.account);
  return rows.map((r) => ({ account: r.account, total: Number(r.total) }));
};

/** Postings whose entries do not sum to zero in some unit (should be none). */
export const findUnbalancedPostings = async (db: DbOrTx) => {
  const rows = await db
    .select({ postingId: ledgerEntries.postingId })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.postingId, ledgerEntries.unit)
    .having(sql`sum(${ledgerEntries.amountMinor}) <> 0`);
  return [...new Set(rows.map((r) => r.postingId))];
};

/** Postings without any entries (should be none: a posting and its entries commit together). */
export const findEmptyPostings = async (db: DbOrTx) => {
  const rows = await db
    .select({ id: ledgerPostings.id })
    .from(ledgerPostings)
    .leftJoin(ledgerEntries, eq(ledgerEntries.postingId, ledgerPostings.id))
    .where(isNull(ledgerEntries.id));
  return rows.map((r) => r.id);
};

/** User accounts whose stored balance differs from the sum of their entries (should be none). */
export const findBalanceMismatches = async (db: DbOrTx) => {
  const res = await db.execute(sql`
    select coalesce(b.account, e.account) as account, b.balance_minor as stored, e.summed
    from ${walletBalances} b
    full outer join (
      select account, sum(amount_minor) as summed from ${ledgerEntries}
      where user_id is not null group by account
    ) e on e.account = b.account
    where coalesce(b.balance_minor, 0) <> coalesce(e.summed, 0)`);
  return rowsOf<{ account: string; stored: string | null; summed: string | null }>(res).map(
    (r) => ({
      account: r.account,
      stored: Number(r.stored ?? 0),
      summed: Number(r.summed ?? 0),
    }),
  );
};

export const findEntriesByUser = (db: DbOrTx, userId: string, limit: number) =>
  db
    .select({
      postingId: ledgerPostings.id,
      type: ledgerPostings.type,
      reference: ledgerPostings.reference,
      createdAt: ledgerPostings.createdAt,
      account: ledgerEntries.account,
      unit: ledgerEntries.unit,
      amountMinor: ledgerEntries.amountMinor,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(desc(ledgerPostings.id), asc(ledgerEntries.id))
    .limit(limit);

/**
 * A user's entries (in one unit, or in every unit), newest first, a page at a time, with the
 * total count.
 */
export const findEntriesPageByUser = async (
  db: DbOrTx,
  userId: string,
  unit: Unit | undefined,
  limit: number,
  offset: number,
) => {
  const where = and(
    eq(ledgerEntries.userId, userId),
    unit ? eq(ledgerEntries.unit, unit) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entryId: ledgerEntries.id,
        postingId: ledgerPostings.id,
        type: ledgerPostings.type,
        reference: ledgerPostings.reference,
        createdAt: ledgerPostings.createdAt,
        unit: ledgerEntries.unit,
        amountMinor: ledgerEntries.amountMinor,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
};

/** The sum of one account's entries in the postings with these references (0 when none). */
export const sumAccountForReferences = async (
  db: DbOrTx,
  account: string,
  references: string[],
) => {
  if (references.length === 0) return 0;
  const [r] = await db
    .select({ total: sql<string | null>`sum(${ledgerEntries.amountMinor})` })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
    .where(and(eq(ledgerEntries.account, account), inArray(ledgerPostings.reference, references)));
  return Number(r?.total ?? 0);
};

/** Per unit, the stored balances of every user account together (what customers hold). */
export const sumUserBalancesByUnit = async (db: DbOrTx) => {
  const rows = await db
    .select({
      unit: walletBalances.unit,
      total: sql<string>`sum(${walletBalances.balanceMinor})`,
    })
    .from(walletBalances)
    .groupBy(walletBalances.unit);
  return rows.map((r) => ({ unit: r.unit, total: Number(r.total) }));
};

/** Every user's gold balance (goldE8), by user id: the reserve's proof of liabilities reads it. */
export const listUserGoldBalances = (db: DbOrTx) =>
  db
    .select({ userId: walletBalances.userId, goldE8: walletBalances.balanceMinor })
    .from(walletBalances)
    .where(eq(walletBalances.unit, 'GOLD'))
    .orderBy(walletBalances.userId);

/**
 * Every entry of every posting that touches this user's accounts (theirs and the other side,
 * such as the GST), oldest posting first.
 */
export const findPostingEntriesOfUser = (db: DbOrTx, userId: string) =>
  db
    .select({
      postingId: ledgerPostings.id,
      type: ledgerPostings.type,
      reference: ledgerPostings.reference,
      createdAt: ledgerPostings.createdAt,
      account: ledgerEntries.account,
      unit: ledgerEntries.unit,
      amountMinor: ledgerEntries.amountMinor,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
    .where(
      inArray(
        ledgerEntries.postingId,
        db
          .select({ id: ledgerEntries.postingId })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.userId, userId)),
      ),
    )
    .orderBy(asc(ledgerPostings.id), asc(ledgerEntries.id));
