import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every mail is written here first, in the transaction of the change that causes it, and sent by
 * the outbox job; a down mail server delays mail but loses none (ARCHITECTURE.md: email).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** what the mail is for, e.g. verify-email, password-reset */
    kind: text('kind').notNull(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** set once the SMTP server accepted it */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** when the job may (re)try; a claim pushes it forward so other instances leave it alone */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at is null`),
  ],
);
