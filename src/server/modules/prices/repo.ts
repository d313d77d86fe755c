import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { goldPrices } from './tables';

export const insert = async (
  db: DbOrTx,
  row: { pricePaisePerGram: number; source: string; fetchedAt: Date },
) => {
  const [r] = await db.insert(goldPrices).values(row).returning();
  return r!;
};

export const findLatest = async (db: DbOrTx) => {
  const [r] = await db
    .select()
    .from(goldPrices)
    .orderBy(desc(goldPrices.fetchedAt), desc(goldPrices.id))
    .limit(1);
  return r;
};
