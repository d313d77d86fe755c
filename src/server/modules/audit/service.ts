import type { AuditEntry, AuditPage } from '../../../shared/api/audit';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import * as repo from './repo';

/** Who did an operator action: a signed-in operator, the command line or a job. */
export type AuditActor = {
  /** the operator's user id; null for the command line or a job */
  userId: string | null;
  /** the operator's email, `cli` or `job:<name>` */
  label: string;
  /** the HTTP request that did it, when there was one */
  requestId?: string;
};

export type AuditRecord = {
  by: AuditActor;
  /** the action's time (the app's clock) */
  at: Date;
  /** dotted and stable: `price.set-manual`, `operator.grant`, `store.order.ship` */
  action: string;
  target: { type: string; id?: string | null };
  /** the target's relevant fields before and after (plain JSON: no secrets, no password hashes) */
  before?: unknown;
  after?: unknown;
  reason?: string | null;
};

/**
 * Writes one audit row. Call it with the transaction of the operator's action, so the row exists
 * exactly when the action committed. The table is append-only (a database trigger refuses
 * UPDATE, DELETE and TRUNCATE).
 */
export async function audit(tx: DbOrTx, r: AuditRecord): Promise<void> {
  await repo.insert(tx, {
    at: r.at,
    actorUserId: r.by.userId,
    actorLabel: r.by.label,
    action: r.action,
    targetType: r.target.type,
    targetId: r.target.id ?? null,
    before: r.before ?? null,
    after: r.after ?? null,
    reason: r.reason ?? null,
    requestId: r.by.requestId ?? null,
  });
}

const toEntry = (r: repo.AuditRow): AuditEntry => ({
  id: r.id,
  at: r.at.toISOString(),
  actorUserId: r.actorUserId,
  actorLabel: r.actorLabel,
  action: r.action,
  targetType: r.targetType,
  targetId: r.targetId,
  before: r.before,
  after: r.after,
  reason: r.reason,
});

/** The audit log, newest first, a page at a time (by id, so new rows never shift a page). */
export async function listAudit(
  deps: Pick<AppDeps, 'db'>,
  q: Parameters<typeof repo.findPage>[1],
): Promise<AuditPage> {
  const rows = await repo.findPage(deps.db, { ...q, limit: q.limit + 1 });
  const page = rows.slice(0, q.limit);
  return {
    entries: page.map(toEntry),
    nextBefore: rows.length > q.limit ? (page.at(-1)?.id ?? null) : null,
  };
}
