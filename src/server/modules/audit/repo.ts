import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from './tables';

export type AuditRow = typeof auditLog.$inferSelect;

export const insert = (db: DbOrTx, row: typeof auditLog.$inferInsert) =>
  db.insert(auditLog).values(row);

export const findPage = (
  db: DbOrTx,
  q: {
    before?: number;
    limit: number;
    targetType?: string;
    targetId?: string;
    actorUserId?: string;
  },
) => {
  const where: SQL[] = [];
  if (q.before !== undefined) where.push(lt(auditLog.id, q.before));
  if (q.targetType) where.push(eq(auditLog.targetType, q.targetType));
  if (q.targetId) where.push(eq(auditLog.targetId, q.targetId));
  if (q.actorUserId) where.push(eq(auditLog.actorUserId, q.actorUserId));
  return db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(q.limit);
};
