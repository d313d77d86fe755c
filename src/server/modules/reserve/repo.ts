import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedQuery, type Piece } from '../../db/prepared';
import {
  reserveDocuments,
  reserveItems,
  reserveLeaves,
  reserveSalts,
  reserveSnapshots,
  reserveState,
} from './tables';

export type ItemRow = typeof reserveItems.$inferSelect;
export type DocumentRow = Omit<typeof reserveDocuments.$inferSelect, 'bytes'>;
export type SnapshotRow = typeof reserveSnapshots.$inferSelect;
export type StateRow = typeof reserveState.$inferSelect;

/** The one row of reserve_state. */
export const STATE_ROW = 'purchases';

export const listItems = (db: DbOrTx) =>
  db.select().from(reserveItems).orderBy(asc(reserveItems.addedAt), asc(reserveItems.id));

export const findItem = async (db: DbOrTx, id: string) =>
  (await db.select().from(reserveItems).where(eq(reserveItems.id, id)))[0];

export const lockItem = async (db: DbOrTx, id: string) =>
  (await db.select().from(reserveItems).where(eq(reserveItems.id, id)).for('update'))[0];

export const findItemBySerial = async (db: DbOrTx, serial: string) =>
  (await db.select().from(reserveItems).where(eq(reserveItems.serial, serial)))[0];

export const insertItem = async (db: DbOrTx, row: ItemRow) =>
  (await db.insert(reserveItems).values(row).returning())[0]!;

export const updateItem = async (db: DbOrTx, id: string, set: Partial<ItemRow>) =>
  (await db.update(reserveItems).set(set).where(eq(reserveItems.id, id)).returning())[0]!;

export const heldItems = (db: DbOrTx) =>
  db.select().from(reserveItems).where(eq(reserveItems.state, 'held'));

const documentColumns = {
  id: reserveDocuments.id,
  kind: reserveDocuments.kind,
  title: reserveDocuments.title,
  issuedOn: reserveDocuments.issuedOn,
  sizeBytes: reserveDocuments.sizeBytes,
  addedAt: reserveDocuments.addedAt,
};

export const listDocuments = (db: DbOrTx) =>
  db
    .select(documentColumns)
    .from(reserveDocuments)
    .orderBy(desc(reserveDocuments.issuedOn), desc(reserveDocuments.addedAt));

export const insertDocument = async (db: DbOrTx, row: typeof reserveDocuments.$inferInsert) =>
  (await db.insert(reserveDocuments).values(row).returning(documentColumns))[0]!;

export const findDocumentBytes = async (db: DbOrTx, id: string) =>
  (
    await db
      .select({ bytes: reserveDocuments.bytes, title: reserveDocuments.title })
      .from(reserveDocuments)
      .where(eq(reserveDocuments.id, id))
  )[0];

export const insertSnapshot = async (db: DbOrTx, row: typeof reserveSnapshots.$inferInsert) =>
  (await db.insert(reserveSnapshots).values(row).returning())[0]!;

export const latestSnapshot = async (db: DbOrTx) =>
  (
    await db
      .select()
      .from(reserveSnapshots)
      .orderBy(desc(reserveSnapshots.takenAt), desc(reserveSnapshots.id))
      .limit(1)
  )[0];

export const recentSnapshots = (db: DbOrTx, limit: number) =>
  db
    .select()
    .from(reserveSnapshots)
    .orderBy(desc(reserveSnapshots.takenAt), desc(reserveSnapshots.id))
    .limit(limit);

export const snapshotsSince = (db: DbOrTx, since: Date) =>
  db
    .select()
    .from(reserveSnapshots)
    .where(gte(reserveSnapshots.takenAt, since))
    .orderBy(asc(reserveSnapshots.takenAt), asc(reserveSnapshots.id));

/** Leaves in chunks: a statement has at most 65,535 parameters. */
export async function insertLeaves(db: DbOrTx, rows: (typeof reserveLeaves.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += 5000)
    await db.insert(reserveLeaves).values(rows.slice(i, i + 5000));
}

export const leavesOf = (db: DbOrTx, snapshotId: number) =>
  db
    .select({ hash: reserveLeaves.hash, goldE8: reserveLeaves.goldE8 })
    .from(reserveLeaves)
    .where(eq(reserveLeaves.snapshotId, snapshotId))
    .orderBy(asc(reserveLeaves.position));

export const userLeavesOf = (db: DbOrTx, snapshotId: number, userId: string) =>
  db
    .select()
    .from(reserveLeaves)
    .where(and(eq(reserveLeaves.snapshotId, snapshotId), eq(reserveLeaves.userId, userId)))
    .orderBy(asc(reserveLeaves.part));

export const listSalts = (db: DbOrTx) =>
  db.select({ userId: reserveSalts.userId, salt: reserveSalts.salt }).from(reserveSalts);

export async function insertSalts(db: DbOrTx, rows: (typeof reserveSalts.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += 5000)
    await db
      .insert(reserveSalts)
      .values(rows.slice(i, i + 5000))
      .onConflictDoNothing();
}

export const findSalt = async (db: DbOrTx, userId: string) =>
  (await db.select().from(reserveSalts).where(eq(reserveSalts.userId, userId)))[0]?.salt;

// every purchase asks whether purchases are open
const statePrepared = preparedQuery('reserve_state', (db, name) =>
  db.select().from(reserveState).where(eq(reserveState.name, STATE_ROW)).prepare(name),
);

export const findState = async (db: DbOrTx) => (await statePrepared(db).execute())[0];

/** `findState`'s stop for another statement to carry: true while purchases are stopped. */
export const stoppedPiece: Piece<boolean> = {
  name: 'purchases_stopped',
  // qualified names: a select's fields are written without their table's name, and a piece
  // is read among them
  of: () =>
    sql`coalesce((select s.stopped from ${reserveState} s where s.name = ${STATE_ROW}), false)`,
};

export const lockState = async (db: DbOrTx) =>
  (await db.select().from(reserveState).where(eq(reserveState.name, STATE_ROW)).for('update'))[0];

export const insertStateIfMissing = (db: DbOrTx, row: Omit<StateRow, 'name'>) =>
  db
    .insert(reserveState)
    .values({ name: STATE_ROW, ...row })
    .onConflictDoNothing();

export const updateState = (db: DbOrTx, set: Partial<Omit<StateRow, 'name'>>) =>
  db.update(reserveState).set(set).where(eq(reserveState.name, STATE_ROW));
