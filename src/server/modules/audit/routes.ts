import type { FastifyInstance } from 'fastify';
import { auditApi } from '../../../shared/api/audit';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { listAudit } from './service';

/** The audit log's read side (the console's Audit page). The operator gate guards /api/admin. */
export function auditModule(app: FastifyInstance, deps: AppDeps) {
  route(app, auditApi.list, async (req) => listAudit(deps, req.query));
}
