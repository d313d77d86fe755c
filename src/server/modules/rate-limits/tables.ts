import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window request counters shared by every app instance on the database: the limits that
 * guard money and accounts (orders per user, sign-in attempts per account and per address) hold
 * however many instances serve the same people.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** what is counted: 'order:user:usr_...', 'signin:acct:usr_...', 'signin:ip:203.0.113.9' */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    /** the window ends (and the count starts again) at this time */
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);
