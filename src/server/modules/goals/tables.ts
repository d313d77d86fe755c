import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A saver's goal (issue 25): a coin the Gold Smith makes, as it was when chosen (its weight is
 * kept, so a goal is measured against the coin the saver picked). One goal at a time: a goal is
 * current until it is dropped (changed for another, or given up) or completed (the coin was made).
 * reached_at is set once, the first time the saved gold reaches the coin's weight, with its mail.
 */
export const goals = pgTable(
  'goals',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    productId: text('product_id').notNull(),
    title: text('title').notNull(),
    weightMg: integer('weight_mg').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }),
    droppedAt: timestamp('dropped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** the Gold Smith order that made the coin */
    orderId: text('order_id'),
  },
  (t) => [
    uniqueIndex('goals_one_current_key')
      .on(t.userId)
      .where(sql`dropped_at is null and completed_at is null`),
    index('goals_user_idx').on(t.userId, t.createdAt),
  ],
);
