import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailOutbox } from './tables';

export type MailRow = typeof mailOutbox.$inferSelect;

export const insert = async (db: DbOrTx, m: typeof mailOutbox.$inferInsert) => {
  const [row] = await db.insert(mailOutbox).values(m).returning({ id: mailOutbox.id });
  return row!;
};

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

export const findRecent = (db: DbOrTx, limit: number) =>
  db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);

export const findById = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
};

/** the outbox queue's rows: mails not sent yet (mailQueue) */
export const unsent = isNull(mailOutbox.sentAt);
