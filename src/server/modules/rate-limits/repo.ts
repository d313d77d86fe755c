import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { rateLimits } from './tables';

/**
 * Counts one hit of `key` in one atomic upsert (concurrent requests on any number of instances
 * are counted exactly): a window that ended at `now` starts again with this hit, until `fresh`.
 */
const countPrepared = preparedQuery('rate_limits_count', (db, name) => {
  const expired = sql`${rateLimits.resetAt} <= ${sql.placeholder('now')}::timestamptz`;
  return db
    .insert(rateLimits)
    .values({
      key: sql.placeholder('key'),
      hits: 1,
      resetAt: sql`${sql.placeholder('fresh')}::timestamptz`,
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
    .prepare(name);
});

export async function count(db: DbOrTx, key: string, now: Date, fresh: Date) {
  const [row] = await countPrepared(db).execute({
    key,
    now: now.toISOString(),
    fresh: fresh.toISOString(),
  });
  return row!;
}

/** Forgets the windows that ended before `before`. */
export const deleteEndedBefore = (db: DbOrTx, before: Date) =>
  db.delete(rateLimits).where(lt(rateLimits.resetAt, before));

/** How many hits `key` has in its window at `now` (0 when it has none or its window ended). */
export async function hitsInWindow(db: DbOrTx, key: string, now: Date) {
  const [row] = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, now)));
  return row?.hits ?? 0;
}
