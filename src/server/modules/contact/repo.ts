import { eq, sql } from 'drizzle-orm';
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
