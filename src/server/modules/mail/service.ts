import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Clock } from '../../deps';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import * as repo from './repo';

export { escapeHtml, renderMail } from './layout';

/** The outbox job; kick it after committing new mail so it goes out at once. */
export const MAIL_JOB = 'mail-outbox';

export type OutgoingMail = {
  /** what the mail is for (verify-email, password-reset...), for the log and the dev mailbox */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
};

/**
 * Writes a mail to the outbox. Call it inside the transaction of the change that causes the mail,
 * then kick the 'mail-outbox' job: the mail goes out once the change is committed, and a mail
 * server that is down only delays it.
 */
export async function enqueueMail(db: DbOrTx, now: Date, mail: OutgoingMail) {
  return repo.insert(db, { ...mail, createdAt: now, nextAttemptAt: now });
}

export type Mailer = {
  send(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
  }): Promise<void>;
  close(): void;
};

/**
 * nodemailer over SMTP. SMTP_URL carries host, port, credentials and options as query parameters
 * (smtps:// for implicit TLS; `?ignoreTLS=true` for a local server without STARTTLS).
 */
export function createSmtpMailer(url: string): Mailer {
  // timeouts unless the URL sets its own, so a hung server cannot stall the job
  const withDefaults = new URL(url);
  for (const [k, v] of [
    ['connectionTimeout', '10000'],
    ['greetingTimeout', '10000'],
    ['socketTimeout', '30000'],
  ] as const) {
    if (!withDefaults.searchParams.has(k)) withDefaults.searchParams.set(k, v);
  }
  const transport = nodemailer.createTransport(withDefaults.toString());
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}

/** Retry delay after the n-th failed attempt: the base doubling, capped at 1 h. */
export const retryDelayMs = (baseMs: number, attempts: number) =>
  Math.min(baseMs * 2 ** attempts, 3_600_000);

/** How long a claimed mail is left to the instance that claimed it before others may retry it. */
const CLAIM_LEASE_MS = 120_000;
const BATCH = 20;

/**
 * Sends due mail from the outbox. Mail is claimed in a short transaction (SKIP LOCKED, then leased
 * by moving its next attempt forward) and sent outside it, so a slow SMTP server never holds a
 * database connection. A refused mail is retried with backoff. Returns how many were sent.
 */
export async function sendPending(deps: {
  db: Db;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  mailer: Mailer | undefined;
}) {
  const { db, config, clock, log, mailer } = deps;
  if (!mailer) return 0; // no SMTP server: mail stays in the outbox (shown at /dev/mailbox in sandbox)
  let sent = 0;
  for (;;) {
    const now = clock.now();
    const claimed = await db.transaction(async (tx) => {
      const rows = await repo.selectDueForUpdate(tx, now, BATCH);
      if (rows.length) {
        await repo.lease(
          tx,
          rows.map((r) => r.id),
          new Date(now.getTime() + CLAIM_LEASE_MS),
        );
      }
      return rows;
    });
    for (const m of claimed) {
      try {
        await mailer.send({
          from: config.MAIL_FROM,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
        });
        // With real payments nothing shows sent mail, so its links (live reset tokens) are
        // not kept: a copy of the database then opens no account.
        await repo.markSent(db, m.id, clock.now(), config.PAYMENTS_MODE === 'live');
        sent++;
      } catch (err) {
        const msg = err instanceof Error ? err.message : String(err);
        log.warn({ mailId: m.id, kind: m.kind, err: msg }, 'sending mail failed; will retry');
        const retryAt = clock.now().getTime() + retryDelayMs(config.MAIL_RETRY_BASE_MS, m.attempts);
        await repo.markFailed(db, m.id, new Date(retryAt), msg);
      }
    }
    if (claimed.length < BATCH) return sent;
  }
}

/** The newest mail first, for the sandbox mailbox. */
export const listRecentMail = (db: Db, limit = 50) => repo.findRecent(db, limit);
export const findMail = (db: Db, id: number) => repo.findById(db, id);
