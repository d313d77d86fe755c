import { and, desc, eq, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contactMessages } from './tables';

export const insert = async (db: DbOrTx, m: { name: string; email: string; message: string }) => {
  const [row] = await db.insert(contactMessages).values(m).returning({ id: contactMessages.id });
  return row!;
};

export const markForwarded = (db: DbOrTx, id: number, now: Date) =>
  db
    .update(contactMessages)
    .set({ forwardedAt: now, attempts: sql`${contactMessages.attempts} + 1`, lastError: null })
    .where(eq(contactMessages.id, id));

export const findById = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
};

export type ContactRow = typeof contactMessages.$inferSelect;

export type MessageFilter = 'waiting' | 'handled' | 'queued' | 'forwarded' | 'failed';

const filterSql = (f: MessageFilter | undefined): SQL | undefined => {
  const m = contactMessages;
  switch (f) {
    case 'waiting':
      return isNull(m.handledAt);
    case 'handled':
      return isNotNull(m.handledAt);
    case 'forwarded':
      return isNotNull(m.forwardedAt);
    case 'failed':
      return and(isNull(m.forwardedAt), isNotNull(m.lastError));
    case 'queued':
      return and(isNull(m.forwardedAt), isNull(m.lastError));
    default:
      return undefined;
  }
};

/** A page of messages, newest first, by id (a new message never shifts a page). */
export const findPage = (
  db: DbOrTx,
  q: { filter?: MessageFilter; before?: number; limit: number },
) =>
  db
    .select()
    .from(contactMessages)
    .where(and(filterSql(q.filter), q.before ? lt(contactMessages.id, q.before) : undefined))
    .orderBy(desc(contactMessages.id))
    .limit(q.limit);

export const countWaiting = async (db: DbOrTx) =>
  db.$count(contactMessages, isNull(contactMessages.handledAt));

/** Marks a waiting message handled; undefined when it was handled already (or does not exist). */
export const markHandled = async (
  db: DbOrTx,
  id: number,
  h: { at: Date; userId: string | null; label: string; note: string | null },
) => {
  const [row] = await db
    .update(contactMessages)
    .set({
      handledAt: h.at,
      handledByUserId: h.userId,
      handledByLabel: h.label,
      handledNote: h.note,
    })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.handledAt)))
    .returning();
  return row;
};

/** the forwarding queue's rows: messages not forwarded yet (contactQueue) */
export const notForwarded = isNull(contactMessages.forwardedAt);
