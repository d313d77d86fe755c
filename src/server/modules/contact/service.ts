import type { FastifyBaseLogger } from 'fastify';
import type {
  ContactMessage,
  ContactMessagesPage,
  ContactRequest,
} from '../../../shared/api/contact';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../deps';
import { AppError } from '../../http/app-error';
import { audit, type AuditActor } from '../audit/service';
import { doublingBackoff, runQueue, type LeaseQueue } from '../jobs/service';
import { contactTexts } from './messages';
import * as repo from './repo';
import { contactMessages } from './tables';

/** Stores the message; forwarding happens in forwardPending so a down webhook loses nothing. */
export async function submitContactMessage(db: Db, input: ContactRequest) {
  return repo.insert(db, input);
}

/**
 * The chat's control characters (Slack-style: <!channel>, <url|text>, &) as text, and the bare
 * mentions that notify a whole room (@everyone, @here, @channel in Discord, Mattermost and the
 * like) broken by a zero-width space, so they read the same and notify nobody.
 */
const escapeChat = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/(?<![\w.])@(everyone|here|channel|all)\b/gi, '@\u200b$1');

/** One line: line breaks (however written) show as ↵, other control characters go. */
const chatLine = (s: string) =>
  escapeChat(
    s
      .trim()
      .replace(/\r\n|[\r\n\u2028\u2029\u0085]/g, ' ↵ ')
      .replace(/\p{Cc}/gu, ' '),
  );

/**
 * The support chat's text of a contact message: each field on its own single line and escaped, so
 * what a visitor types can neither add lines ("Email: owner@...") nor chat markup (mentions, links).
 */
export const chatTextOf = (m: { name: string; email: string; message: string }) =>
  contactTexts.en.chat(chatLine(m.name), chatLine(m.email), chatLine(m.message));

/**
 * Contact messages as a job queue: due, unforwarded messages are claimed with a lease (past the
 * slowest batch) and forwarded to CONTACT_WEBHOOK_URL as {text} outside any transaction (a slow or
 * unreachable webhook never holds one, which on the embedded database would stall every other
 * request); a refusal is retried with backoff (CONTACT_RETRY_BASE_MS doubling, capped at 1 h).
 */
export function contactQueue(
  deps: { db: Db; config: Config; clock: Clock; fetch?: typeof fetch },
  url: string,
) {
  const doFetch = deps.fetch ?? fetch;
  return {
    name: 'contact-forward',
    table: contactMessages,
    id: 'id',
    dueAt: 'nextAttemptAt',
    pending: repo.notForwarded,
    attempts: 'attempts',
    lastError: 'lastError',
    batch: 20,
    leaseMs: 5 * 60_000,
    backoffMs: doublingBackoff(deps.config.CONTACT_RETRY_BASE_MS),
    async work(m) {
      const text = chatTextOf(m);
      const res = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text }),
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) throw new Error(`webhook answered ${res.status}`);
      await repo.markForwarded(deps.db, m.id, deps.clock.now());
    },
  } satisfies LeaseQueue<typeof contactMessages>;
}

/**
 * Forwards due messages; with no webhook configured, messages stay stored (visible to the
 * operator) and nothing is lost. Returns how many were forwarded.
 */
export async function forwardPending(deps: {
  db: Db;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
}) {
  const url = deps.config.CONTACT_WEBHOOK_URL;
  if (!url) return 0;
  return (await runQueue(deps, contactQueue(deps, url))).worked;
}

const forwardStateOf = (r: repo.ContactRow): ContactMessage['forwardState'] =>
  r.forwardedAt ? 'forwarded' : r.lastError ? 'failed' : 'queued';

const toMessage = (r: repo.ContactRow): ContactMessage => ({
  id: r.id,
  name: r.name,
  email: r.email,
  message: r.message,
  createdAt: r.createdAt.toISOString(),
  forwardState: forwardStateOf(r),
  forwardedAt: r.forwardedAt?.toISOString() ?? null,
  attempts: r.attempts,
  lastError: r.lastError,
  handledAt: r.handledAt?.toISOString() ?? null,
  handledBy: r.handledByLabel,
  handledNote: r.handledNote,
});

/** Messages an operator has not marked handled yet (the console's Today page shows the count). */
export const countWaitingMessages = (db: DbOrTx): Promise<number> => repo.countWaiting(db);

/** The console's list: newest first, a page at a time, filtered by handling or forwarding state. */
export async function listContactMessages(
  db: DbOrTx,
  q: { state?: repo.MessageFilter; before?: number; limit: number },
): Promise<ContactMessagesPage> {
  const rows = await repo.findPage(db, { filter: q.state, before: q.before, limit: q.limit + 1 });
  const page = rows.slice(0, q.limit);
  return {
    messages: page.map(toMessage),
    nextBefore: rows.length > q.limit ? (page.at(-1)?.id ?? null) : null,
    waiting: await countWaitingMessages(db),
  };
}

/**
 * An operator marks a message handled, with an optional note: one audit row in the same
 * transaction. Marking it again changes nothing and writes no row (a double tap is harmless).
 */
export async function markMessageHandled(
  deps: { db: Db; clock: Clock },
  by: AuditActor,
  id: number,
  note: string | undefined,
): Promise<ContactMessage> {
  return deps.db.transaction(async (tx) => {
    const at = deps.clock.now();
    const row = await repo.markHandled(tx, id, {
      at,
      userId: by.userId,
      label: by.label,
      note: note || null,
    });
    if (!row) {
      const existing = await repo.findById(tx, id);
      if (!existing) throw new AppError('NOT_FOUND', contactTexts.en.messageNotFound);
      return toMessage(existing);
    }
    await audit(tx, {
      by,
      at,
      action: 'contact.message.handled',
      target: { type: 'contact-message', id: String(id) },
      before: { handledAt: null },
      after: { handledAt: at.toISOString(), note: row.handledNote },
    });
    return toMessage(row);
  });
}
