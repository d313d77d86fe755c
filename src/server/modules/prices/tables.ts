import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every reading of the 24K gold price (INR per gram), with its time and source. */
export const goldPrices = pgTable(
  'gold_prices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pricePaisePerGram: bigint('price_paise_per_gram', { mode: 'number' }).notNull(),
    source: text('source').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('gold_prices_fetched_at_idx').on(t.fetchedAt)],
);
