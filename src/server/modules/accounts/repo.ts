import { and, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from './tables';

export type UserRow = typeof users.$inferSelect;

export const findUserById = async (db: DbOrTx, id: string) => {
  const [r] = await db.select().from(users).where(eq(users.id, id));
  return r;
};

export const insertSession = (db: DbOrTx, s: typeof sessions.$inferInsert) =>
  db.insert(sessions).values(s);

export const findUserBySessionHash = async (db: DbOrTx, tokenHash: string, now: Date) => {
  const [r] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  return r?.user;
};

export const deleteSession = (db: DbOrTx, tokenHash: string) =>
  db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));

export const deleteExpiredSessions = (db: DbOrTx, now: Date) =>
  db.delete(sessions).where(lt(sessions.expiresAt, now));
