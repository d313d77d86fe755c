import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The operator console's audit log: one row per operator action, written in the action's own
 * transaction. Append-only, enforced by the database: a trigger refuses every UPDATE, DELETE and
 * TRUNCATE (migration audit_append_only), so nobody, the app included, can edit the record.
 * No foreign key to users: a row keeps who acted as they were named then.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** the operator's user id; null for the command line (`npm run operator`) or a job */
    actorUserId: text('actor_user_id'),
    /** the operator's email then, or `cli` / `job:<name>` */
    actorLabel: text('actor_label').notNull(),
    /** what was done, dotted: `price.set-manual`, `operator.grant`, `store.order.ship` */
    action: text('action').notNull(),
    /** what it was done to: `user`, `product`, `store_order`, `price`, `payment` */
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    /** the operator's reason, where the console asks for one */
    reason: text('reason'),
    /** the HTTP request that did it (matches the log lines) */
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_actor_idx').on(t.actorUserId),
  ],
);
