import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailOutbox } from './tables';

export type MailRow = typeof mailOutbox.$inferSelect;

export const insert = async (db: DbOrTx, m: typeof mailOutbox.$inferInsert) => {
  const [row] = await db.insert(mailOutbox).values(m).returning({ id: mailOutbox.id });
  return row!;
};

/** Due, unsent mail, locked; SKIP LOCKED lets several instances run the job at once. */
export const selectDueForUpdate = (db: DbOrTx, now: Date, limit: number) =>
  db
    .select()
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });

/** Pushes the next attempt of claimed mail past the lease, so no other instance picks it up. */
export const lease = (db: DbOrTx, ids: number[], until: Date) =>
  db.update(mailOutbox).set({ nextAttemptAt: until }).where(inArray(mailOutbox.id, ids));

/** Marks a mail sent; `redact` empties its bodies (they may hold live links). */
export const markSent = (db: DbOrTx, id: number, now: Date, redact: boolean) =>
  db
    .update(mailOutbox)
    .set({
      sentAt: now,
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: null,
      ...(redact ? { text: '', html: '' } : {}),
    })
    .where(eq(mailOutbox.id, id));

export const markFailed = (db: DbOrTx, id: number, nextAttemptAt: Date, error: string) =>
  db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt,
      lastError: error.slice(0, 500),
    })
    .where(eq(mailOutbox.id, id));

export const findRecent = (db: DbOrTx, limit: number) =>
  db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);

export const findById = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
};
