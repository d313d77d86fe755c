import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Contact messages are stored first, then forwarded to the chat webhook (decisions.md: Records). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** set once the webhook accepted it */
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** when an operator marked it handled (answered or dealt with); null while it waits */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** the operator's user id and, as the audit log names them, their email */
    handledByUserId: text('handled_by_user_id'),
    handledByLabel: text('handled_by_label'),
    handledNote: text('handled_note'),
  },
  (t) => [
    index('contact_messages_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`forwarded_at is null`),
    index('contact_messages_waiting_idx')
      .on(t.id)
      .where(sql`handled_at is null`),
  ],
);
