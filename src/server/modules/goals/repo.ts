import { and, desc, eq, isNotNull, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedQuery, type Piece } from '../../db/prepared';
import { goals } from './tables';

export type GoalRow = typeof goals.$inferSelect;

const current = (userId: string | SQLWrapper) =>
  and(eq(goals.userId, userId), isNull(goals.droppedAt), isNull(goals.completedAt));

// every gold credit asks it, in the crediting transaction
const currentPrepared = preparedQuery('goals_current', (db, name) =>
  db
    .select()
    .from(goals)
    .where(
      and(
        eq(goals.userId, sql.placeholder('userId')),
        isNull(goals.droppedAt),
        isNull(goals.completedAt),
      ),
    )
    .prepare(name),
);

export const findCurrent = async (db: DbOrTx, userId: string) => {
  const [row] = await currentPrepared(db).execute({ userId });
  return row;
};

/**
 * Whether the user whose id another statement gives has a current goal not reached yet (what
 * `findCurrent` is read for after a gold credit).
 */
export const openGoalPiece: Piece<boolean, [SQLWrapper]> = {
  name: 'open_goal',
  // `current`'s condition: inside the subquery its columns are goals' (every one it names is)
  of: (userId) =>
    sql<boolean>`exists (select 1 from ${goals} where ${and(current(userId), isNull(goals.reachedAt))})`,
};

/** The current goal, locked to the end of the transaction. */
export const lockCurrent = async (db: DbOrTx, userId: string) => {
  const [row] = await db.select().from(goals).where(current(userId)).for('update');
  return row;
};

/** The goal completed last (the coin made most recently), if any. */
export const findLastCompleted = async (db: DbOrTx, userId: string) => {
  const [row] = await db
    .select()
    .from(goals)
    .where(and(eq(goals.userId, userId), isNotNull(goals.completedAt)))
    .orderBy(desc(goals.completedAt))
    .limit(1);
  return row;
};

export const insert = async (db: DbOrTx, row: typeof goals.$inferInsert) => {
  const [inserted] = await db.insert(goals).values(row).returning();
  return inserted!;
};

export const drop = (db: DbOrTx, id: string, now: Date) =>
  db
    .update(goals)
    .set({ droppedAt: now })
    .where(and(eq(goals.id, id), isNull(goals.droppedAt), isNull(goals.completedAt)))
    .returning();

/** Sets reached_at only the first time: 0 rows back means it was reached before. */
export const markReached = (db: DbOrTx, id: string, now: Date) =>
  db
    .update(goals)
    .set({ reachedAt: now })
    .where(and(eq(goals.id, id), isNull(goals.reachedAt)))
    .returning();

export const markCompleted = (db: DbOrTx, id: string, now: Date, orderId: string) =>
  db
    .update(goals)
    .set({ completedAt: now, orderId })
    .where(and(eq(goals.id, id), isNull(goals.completedAt), isNull(goals.droppedAt)))
    .returning();
