import type { FastifyBaseLogger } from 'fastify';
import type { ContactRequest } from '../../../shared/api/contact';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import * as repo from './repo';

/** Stores the message; forwarding happens in forwardPending so a down webhook loses nothing. */
export async function submitContactMessage(db: Db, input: ContactRequest) {
  return repo.insert(db, input);
}

/** The chat's control characters (Slack-style: <!channel>, <url|text>, &) as text. */
const escapeChat = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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
  `New contact message\nName: ${chatLine(m.name)}\nEmail: ${chatLine(m.email)}\nMessage: ${chatLine(m.message)}`;

/** Retry delay after the n-th failed attempt: the base (30 s) doubling, capped at 1 h. */
export const retryDelayMs = (baseMs: number, attempts: number) =>
  Math.min(baseMs * 2 ** attempts, 3_600_000);

/** Messages forwarded per claim, and how long a claim keeps them from other runs and instances. */
const BATCH = 20;
const CLAIM_LEASE_MS = 5 * 60_000;

/**
 * Forwards due messages to CONTACT_WEBHOOK_URL as {text}; with no webhook configured, messages stay
 * stored (visible to the operator) and nothing is lost. Returns how many were forwarded.
 *
 * Messages are claimed in a short transaction (leased past the slowest batch) and the webhook is
 * called outside it: a slow or unreachable webhook never holds a transaction, which on the
 * embedded database would stall every other request.
 */
export async function forwardPending(
  deps: { db: Db; config: Config; log: FastifyBaseLogger; fetch?: typeof fetch },
  now = new Date(),
) {
  const url = deps.config.CONTACT_WEBHOOK_URL;
  if (!url) return 0;
  const doFetch = deps.fetch ?? fetch;
  let forwarded = 0;
  for (;;) {
    const claimed = await deps.db.transaction(async (tx) => {
      const rows = await repo.claimDue(tx, now, BATCH);
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
      const text = chatTextOf(m);
      try {
        const res = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ text }),
          signal: AbortSignal.timeout(5000),
        });
        if (!res.ok) throw new Error(`webhook answered ${res.status}`);
        await repo.markForwarded(deps.db, m.id, now);
        forwarded++;
      } catch (err) {
        const msg = err instanceof Error ? err.message : String(err);
        deps.log.warn({ contactMessageId: m.id, err: msg }, 'contact webhook failed; will retry');
        await repo.markFailed(
          deps.db,
          m.id,
          new Date(now.getTime() + retryDelayMs(deps.config.CONTACT_RETRY_BASE_MS, m.attempts)),
          msg,
        );
      }
    }
    if (claimed.length < BATCH) return forwarded;
  }
}
