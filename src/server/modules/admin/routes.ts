import type { FastifyInstance } from 'fastify';
import { GST_CSV_PATH, gstApi, ZGstQuery } from '../../../shared/api/gst';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { currentMonth, gstCsv, gstSummary } from './gst';

/**
 * The console's own reads (the GST export). Every route here is under /api/admin: the operator
 * gate (http/operator-gate.ts) answers 404 to anyone but an operator.
 */
export function adminModule(app: FastifyInstance, deps: AppDeps) {
  route(app, gstApi.summary, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    return gstSummary(deps, req.query.month ?? currentMonth(deps.clock.now()));
  });

  // a file, not JSON: registered directly, behind the same gate (it is under /api/admin)
  app.get(GST_CSV_PATH, { schema: { hide: true, querystring: ZGstQuery } }, async (req, reply) => {
    const month = (req.query as { month?: string }).month ?? currentMonth(deps.clock.now());
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="gstr1-b2c-${month}.csv"`)
      .header('cache-control', 'private, no-store');
    return gstCsv(deps, month);
  });
}
