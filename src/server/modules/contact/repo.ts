import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contactMessages } from './tables';

export const insert = async (db: DbOrTx, m: { name: string; email: string; message: string }) => {
  const [row] = await db.insert(contactMessages).values(m).returning({ id: contactMessages.id });
  return row!;
};

/** Claims due, unforwarded messages; SKIP LOCKED lets several instances run the job at once. */
export const claimDue = (db: DbOrTx, now: Date, limit: number) =>
  db
    .select()
    .from(contactMessages)
    .where(and(isNull(contactMessages.forwardedAt), lte(contactMessages.nextAttemptAt, now)))
    .orderBy(asc(contactMessages.id))
    .limit(limit)
    .for('update', { skipLocked: true });

/** Pushes the next attempt of claimed messages past the lease, so no other run picks them up. */
export const lease = (db: DbOrTx, ids: number[], until: Date) =>
  db.update(contactMessages).set({ nextAttemptAt: until }).where(inArray(contactMessages.id, ids));

export const markForwarded = (db: DbOrTx, id: number, now: Date) =>
  db
    .update(contactMessages)
    .set({ forwardedAt: now, attempts: sql`${contactMessages.attempts} + 1`, lastError: null })
    .where(eq(contactMessages.id, id));

export const markFailed = (db: DbOrTx, id: number, nextAttemptAt: Date, error: string) =>
  db
    .update(contactMessages)
    .set({
      attempts: sql`${contactMessages.attempts} + 1`,
      nextAttemptAt,
      lastError: error.slice(0, 500),
    })
    .where(eq(contactMessages.id, id));

export const findById = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
};
