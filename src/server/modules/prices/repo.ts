import { count, desc, getTableColumns, ne, sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client';
import { preparedPerShape, preparedQuery, type Piece } from '../../db/prepared';
import { goldPrices } from './tables';

export type PriceRow = typeof goldPrices.$inferSelect;

/** Rows of a raw query (node-postgres and PGlite both answer {rows}). */

export const insert = async (
  db: DbOrTx,
  row: { pricePaisePerGram: number; source: string; fetchedAt: Date },
) => {
  const [r] = await db.insert(goldPrices).values(row).returning();
  return r!;
};

export const insertMany = async (
  db: DbOrTx,
  rows: { pricePaisePerGram: number; source: string; fetchedAt: Date }[],
) => {
  for (let i = 0; i < rows.length; i += 500) {
    await db.insert(goldPrices).values(rows.slice(i, i + 500));
  }
};

const latest = (db: DbOrTx) =>
  db.select().from(goldPrices).orderBy(desc(goldPrices.fetchedAt), desc(goldPrices.id)).limit(1);

// every quote reads it
const latestPrepared = preparedQuery('prices_latest', (db, name) => latest(db).prepare(name));

export const findLatest = async (db: DbOrTx): Promise<PriceRow | undefined> => {
  const [r] = await latestPrepared(db).execute();
  return r;
};

// a quick buy's price, with the value another module's statement would read (the reserve's stop)
const latestBesidePrepared = preparedPerShape(
  'prices_latest_beside',
  (db, piece: Piece<unknown>, name) =>
    db
      .select({ ...getTableColumns(goldPrices), beside: piece.of() })
      .from(goldPrices)
      .orderBy(desc(goldPrices.fetchedAt), desc(goldPrices.id))
      .limit(1)
      .prepare(name),
);

/**
 * `findLatest` and `piece` in one statement: the row, and the piece's value (undefined, as the
 * row, when no price was ever recorded).
 */
export const findLatestBeside = async <T>(db: DbOrTx, piece: Piece<T>) => {
  const [r] = await latestBesidePrepared(db, piece.name, piece).execute();
  if (!r) return { row: undefined, beside: undefined };
  const { beside, ...row } = r;
  return { row: row as PriceRow, beside: beside as T };
};

/** The latest reading that did not come from the operator (the feed's), for the change check. */
export const findLatestFeed = async (db: DbOrTx): Promise<PriceRow | undefined> => {
  const [r] = await db
    .select()
    .from(goldPrices)
    .where(ne(goldPrices.source, 'manual'))
    .orderBy(desc(goldPrices.fetchedAt), desc(goldPrices.id))
    .limit(1);
  return r;
};

/** The newest readings, newest first. */
export const findRecent = (db: DbOrTx, limit: number) =>
  db
    .select()
    .from(goldPrices)
    .orderBy(desc(goldPrices.fetchedAt), desc(goldPrices.id))
    .limit(limit);

/** Arbitrary, fixed key of the transaction-scoped advisory lock taken by the price refresh. */
const REFRESH_LOCK_KEY = 724_201_001;

/** Takes the refresh lock for this transaction; false when another instance holds it. */
export const tryLockRefresh = async (tx: DbOrTx): Promise<boolean> => {
  const res = await tx.execute(
    sql`select pg_try_advisory_xact_lock(${REFRESH_LOCK_KEY}) as locked`,
  );
  return Boolean(rowsOf<{ locked: boolean }>(res)[0]?.locked);
};

/** The last reading of each time bucket since a time, oldest first (time in Unix seconds). */
export const findBucketCloses = async (db: DbOrTx, since: Date, bucketSeconds: number) => {
  const res = await db.execute(sql`
    select max(floor(extract(epoch from ${goldPrices.fetchedAt})))::bigint as time,
           (array_agg(${goldPrices.pricePaisePerGram} order by ${goldPrices.fetchedAt} desc, ${goldPrices.id} desc))[1] as price
    from ${goldPrices}
    where ${goldPrices.fetchedAt} >= ${since.toISOString()}
    group by floor(extract(epoch from ${goldPrices.fetchedAt}) / ${bucketSeconds})
    order by 1`);
  return rowsOf<{ time: string | number; price: string | number }>(res).map((r) => ({
    time: Number(r.time),
    pricePaisePerGram: Number(r.price),
  }));
};

export const countAll = async (db: DbOrTx) => {
  const [r] = await db.select({ n: count() }).from(goldPrices);
  return r?.n ?? 0;
};
