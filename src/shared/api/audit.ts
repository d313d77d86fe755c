import { z } from 'zod';
import { defineEndpoint } from './contract';
import { oneLine } from './fields';

/** One row of the operator console's audit log (append-only; nobody can edit it). */
export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorUserId: z.string().nullable(),
  /** the operator's email when they acted, `cli` for the command line, `job:<name>` for a job */
  actorLabel: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditQuery = z
  .object({
    /** rows older than this id (the previous page's `nextBefore`) */
    before: z.coerce.number().int().positive().optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    targetType: z
      .string()
      .trim()
      .min(1)
      .refine(...oneLine)
      .max(40)
      .optional(),
    targetId: z
      .string()
      .trim()
      .min(1)
      .refine(...oneLine)
      .max(80)
      .optional(),
    actorUserId: z
      .string()
      .trim()
      .min(1)
      .refine(...oneLine)
      .max(80)
      .optional(),
  })
  .strict();

export const ZAuditPage = z.object({
  entries: z.array(ZAuditEntry),
  /** pass as `before` for the next (older) page; null at the end */
  nextBefore: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof ZAuditPage>;

export const auditApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/audit',
    query: ZAuditQuery,
    response: ZAuditPage,
    summary: 'Operator: the audit log, newest first (filter by target or operator)',
    tags: ['admin'],
  }),
};
