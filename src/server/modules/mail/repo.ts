import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { mailOutbox } from './tables';

export type MailRow = typeof mailOutbox.$inferSelect;

export const insert = async (db: DbOrTx, m: typeof mailOutbox.$inferInsert) => {
  const [row] = await db.insert(mailOutbox).values(m).returning({ id: mailOutbox.id });
  return row!;
};

// a receipt per settled order: prepared, in the paying transaction
const enqueuePrepared = preparedQuery('mail_enqueue', (db, name) =>
  db
    .insert(mailOutbox)
    .values({
      kind: sql.placeholder('kind'),
      to: sql.placeholder('to'),
      subject: sql.placeholder('subject'),
      text: sql.placeholder('text'),
      html: sql.placeholder('html'),
      createdAt: sql`${sql.placeholder('at')}::timestamptz`,
      nextAttemptAt: sql`${sql.placeholder('at')}::timestamptz`,
    })
    .returning({ id: mailOutbox.id })
    .prepare(name),
);

/** A mail to send from `at` on (created and due then). */
export const enqueue = async (
  db: DbOrTx,
  m: { kind: string; to: string; subject: string; text: string; html: string },
  at: Date,
) => {
  const [row] = await enqueuePrepared(db).execute({
    kind: m.kind,
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    at: at.toISOString(),
  });
  return row!;
};

/** Several mails to send from `at` on, in one statement. */
export const enqueueMany = async (
  db: DbOrTx,
  ms: { kind: string; to: string; subject: string; text: string; html: string }[],
  at: Date,
) => {
  if (ms.length === 0) return;
  await db.insert(mailOutbox).values(
    ms.map((m) => ({
      kind: m.kind,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      createdAt: at,
      nextAttemptAt: at,
    })),
  );
};

/** Marks a mail sent; `redact` empties its bodies (they may hold live links). */
export const markSent = (db: DbOrTx, id: number, now: Date, redact: boolean) =>
  db
    .update(mailOutbox)
    .set({
      sentAt: now,
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: null,
      ...(redact ? { text: '', html: '' } : {}),
    })
    .where(eq(mailOutbox.id, id));

export const findRecent = (db: DbOrTx, limit: number) =>
  db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);

export const findById = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
};

/** the outbox queue's rows: mails not sent yet (mailQueue) */
export const unsent = isNull(mailOutbox.sentAt);
