import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea } from '../../db/columns';

/**
 * The register: physical gold set aside for customers (decisions.md: Reserve). A row is never
 * deleted: an item taken out is `moved_out`, a mistake is corrected in place, and each change
 * writes one audit row with the fields before and after.
 */
export const reserveItems = pgTable(
  'reserve_items',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['bar', 'coin'] }).notNull(),
    /** the bar's serial or the coin's HUID, upper case; unique across the whole register */
    serial: text('serial').notNull(),
    weightMg: integer('weight_mg').notNull(),
    /** basis points of 1: 9999 = 99.99% */
    purityBp: integer('purity_bp').notNull(),
    /** where it is held: the vault or custodian */
    location: text('location').notNull(),
    /** the demo's own items (sandbox mode only): no real gold, marked as such everywhere */
    sandbox: boolean('sandbox').notNull().default(false),
    state: text('state', { enum: ['held', 'moved_out'] }).notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('reserve_items_serial_key').on(t.serial),
    check('reserve_items_weight', sql`${t.weightMg} > 0`),
    check('reserve_items_purity', sql`${t.purityBp} between 9160 and 9999`),
  ],
);

/** Certificates (auditor, custodian, insurer) as PDF, with their own date. Never deleted. */
export const reserveDocuments = pgTable(
  'reserve_documents',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['audit', 'custody', 'insurance'] }).notNull(),
    title: text('title').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    bytes: bytea('bytes').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('reserve_documents_kind_idx').on(t.kind, t.issuedOn)],
);

/**
 * One snapshot a day (after the ledger reconciliation) and one per operator's "Take a snapshot
 * now": what customers are owed, the register's fine gold and the proof's root. Append-only: a
 * database trigger refuses UPDATE, DELETE and TRUNCATE (migration reserve_append_only).
 */
export const reserveSnapshots = pgTable(
  'reserve_snapshots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    /** `job` for the daily run, the operator's email for one taken from the console */
    takenBy: text('taken_by').notNull(),
    owedDigitalE8: bigint('owed_digital_e8', { mode: 'number' }).notNull(),
    owedInOrdersE8: bigint('owed_in_orders_e8', { mode: 'number' }).notNull(),
    heldE8: bigint('held_e8', { mode: 'number' }).notNull(),
    coverageBp: integer('coverage_bp'),
    covered: boolean('covered').notNull(),
    marginBp: integer('margin_bp').notNull(),
    rootHash: text('root_hash').notNull(),
    rootTotalE8: bigint('root_total_e8', { mode: 'number' }).notNull(),
    customers: integer('customers').notNull(),
  },
  (t) => [index('reserve_snapshots_taken_at_idx').on(t.takenAt)],
);

/**
 * The leaves of each snapshot's tree, in tree order: a customer's gold in parts (the proof of
 * one customer reads their rows; the tree is rebuilt from all rows of the snapshot). Append-only.
 */
export const reserveLeaves = pgTable(
  'reserve_leaves',
  {
    snapshotId: bigint('snapshot_id', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
    userId: text('user_id').notNull(),
    part: integer('part').notNull(),
    goldE8: bigint('gold_e8', { mode: 'number' }).notNull(),
    /** the leaf's hash (shared/rules/merkle-sum.ts: leafHash), so a proof rebuilds no leaf */
    hash: text('hash').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.snapshotId, t.position] }),
    index('reserve_leaves_user_idx').on(t.snapshotId, t.userId),
  ],
);

/** Each customer's secret salt for their leaves: given only to them, inside their own proof. */
export const reserveSalts = pgTable('reserve_salts', {
  userId: text('user_id').primaryKey(),
  salt: text('salt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Whether new purchases are stopped (one row, `purchases`): set by a snapshot below coverage or
 * by a start in live mode, cleared only by an operator's resume once a snapshot covers.
 */
export const reserveState = pgTable('reserve_state', {
  name: text('name').primaryKey(),
  stopped: boolean('stopped').notNull(),
  stoppedSince: timestamp('stopped_since', { withTimezone: true }),
  stoppedWhy: text('stopped_why', { enum: ['shortfall', 'live-start'] }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
