import type { FastifyBaseLogger } from 'fastify';
import type { ContactRequest } from '../../../shared/api/contact';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import * as repo from './repo';

/** Stores the message; forwarding happens in forwardPending so a down webhook loses nothing. */
export async function submitContactMessage(db: Db, input: ContactRequest) {
  return repo.insert(db, input);
}

/** Retry delay after the n-th failed attempt: the base (30 s) doubling, capped at 1 h. */
export const retryDelayMs = (baseMs: number, attempts: number) =>
  Math.min(baseMs * 2 ** attempts, 3_600_000);

/**
 * Forwards due messages to CONTACT_WEBHOOK_URL as {text}; with no webhook configured, messages stay
 * stored (visible to the operator) and nothing is lost. Returns how many were forwarded.
 */
export async function forwardPending(
  deps: { db: Db; config: Config; log: FastifyBaseLogger; fetch?: typeof fetch },
  now = new Date(),
) {
  const url = deps.config.CONTACT_WEBHOOK_URL;
  if (!url) return 0;
  const doFetch = deps.fetch ?? fetch;
  let forwarded = 0;
  await deps.db.transaction(async (tx) => {
    const due = await repo.claimDue(tx, now, 20);
    for (const m of due) {
      const text = `New contact message\nName: ${m.name}\nEmail: ${m.email}\nMessage: ${m.message}`;
      try {
        const res = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ text }),
          signal: AbortSignal.timeout(5000),
        });
        if (!res.ok) throw new Error(`webhook answered ${res.status}`);
        await repo.markForwarded(tx, m.id, now);
        forwarded++;
      } catch (err) {
        const msg = err instanceof Error ? err.message : String(err);
        deps.log.warn({ contactMessageId: m.id, err: msg }, 'contact webhook failed; will retry');
        await repo.markFailed(
          tx,
          m.id,
          new Date(now.getTime() + retryDelayMs(deps.config.CONTACT_RETRY_BASE_MS, m.attempts)),
          msg,
        );
      }
    }
  });
  return forwarded;
}
