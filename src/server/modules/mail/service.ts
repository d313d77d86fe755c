import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Clock } from '../../deps';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { doublingBackoff, runQueue, type LeaseQueue } from '../jobs/service';
import * as repo from './repo';
import type { OutgoingMail } from './frame';
import { mailOutbox } from './tables';

export {
  escapeHtml,
  frameMail,
  type FramedMail,
  type MailReason,
  type OutgoingMail,
} from './frame';

/** The outbox job; kick it after committing new mail so it goes out at once. */
export const MAIL_JOB = 'mail-outbox';

/**
 * Writes a mail to the outbox. Call it inside the transaction of the change that causes the mail,
 * then kick the 'mail-outbox' job: the mail goes out once the change is committed, and a mail
 * server that is down only delays it.
 */
export async function enqueueMail(db: DbOrTx, now: Date, mail: OutgoingMail) {
  return repo.enqueue(db, mail, now);
}

/** `enqueueMail` of several mails in one statement (the caller's transaction, as there). */
export async function enqueueMails(db: DbOrTx, now: Date, mails: OutgoingMail[]) {
  await repo.enqueueMany(db, mails, now);
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

/**
 * The outbox as a job queue: due, unsent mail is claimed with a lease (so a slow SMTP server never
 * holds a transaction and no two instances send one mail), sent outside any transaction, and a
 * refused mail is retried with backoff (MAIL_RETRY_BASE_MS doubling, capped at 1 h).
 */
export function mailQueue(deps: { db: Db; config: Config; clock: Clock; mailer: Mailer }) {
  const { db, config, clock, mailer } = deps;
  return {
    name: MAIL_JOB,
    table: mailOutbox,
    id: 'id',
    dueAt: 'nextAttemptAt',
    pending: repo.unsent,
    attempts: 'attempts',
    lastError: 'lastError',
    batch: 20,
    leaseMs: 120_000,
    backoffMs: doublingBackoff(config.MAIL_RETRY_BASE_MS),
    async work(m) {
      await mailer.send({
        from: config.MAIL_FROM,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
      });
      // With real payments nothing shows sent mail, so its links (live reset tokens) are not
      // kept: a copy of the database then opens no account.
      await repo.markSent(db, m.id, clock.now(), config.PAYMENTS_MODE === 'live');
    },
  } satisfies LeaseQueue<typeof mailOutbox>;
}

/**
 * Sends due mail from the outbox; returns how many were sent. Without SMTP (no mailer) mail stays
 * in the outbox (shown at /dev/mailbox in the sandbox).
 */
export async function sendPending(deps: {
  db: Db;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  mailer: Mailer | undefined;
}) {
  const { mailer } = deps;
  if (!mailer) return 0;
  return (await runQueue(deps, mailQueue({ ...deps, mailer }))).worked;
}

/** The newest mail first, for the sandbox mailbox. */
export const listRecentMail = (db: Db, limit = 50) => repo.findRecent(db, limit);
export const findMail = (db: Db, id: number) => repo.findById(db, id);
