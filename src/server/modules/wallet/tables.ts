import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// The wallet ledger (see accounts.ts for the chart of accounts and the sign convention).
// Postings and entries are append-only; user ids are not foreign keys on purpose: the ledger
// outlives any change to a user row and is never cascaded.

/** One balanced movement: its type, the cause it belongs to and a unique idempotency key. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    /** the cause, e.g. order:ord_..., payment:pay_... */
    reference: text('reference').notNull(),
    /** replaying a posting with the same key changes nothing */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_postings_idempotency_key').on(t.idempotencyKey),
    index('ledger_postings_reference_idx').on(t.reference),
  ],
);

/** The lines of a posting; per posting and unit the amounts sum to zero. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postingId: bigint('posting_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerPostings.id),
    account: text('account').notNull(),
    unit: text('unit', { enum: ['INR', 'ANTS', 'GOLD'] }).notNull(),
    /** change of the account's balance in the unit's smallest step (paise, centi-Ants, goldE8) */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** set on user accounts, for a user's history */
    userId: text('user_id'),
  },
  (t) => [
    index('ledger_entries_posting_idx').on(t.postingId),
    index('ledger_entries_account_idx').on(t.account),
    index('ledger_entries_user_idx').on(t.userId),
    check('ledger_entries_amount_nonzero', sql`${t.amountMinor} <> 0`),
    check('ledger_entries_unit', sql`${t.unit} in ('INR', 'ANTS', 'GOLD')`),
  ],
);

/**
 * Stored balances of user accounts only (operator balances are sums of entries). A debit is a
 * conditional update (balance >= amount); the CHECK backs it up in the database.
 */
export const walletBalances = pgTable(
  'wallet_balances',
  {
    account: text('account').primaryKey(),
    userId: text('user_id').notNull(),
    unit: text('unit', { enum: ['INR', 'ANTS', 'GOLD'] }).notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_balances_user_idx').on(t.userId),
    check('wallet_balances_non_negative', sql`${t.balanceMinor} >= 0`),
  ],
);
