import type { FastifyInstance } from 'fastify';
import { GST_CSV_PATH, gstApi, ZGstQuery } from '../../../shared/api/gst';
import { plansAdminApi } from '../../../shared/api/plans';
import { todayApi } from '../../../shared/api/today';
import type { AppDeps } from '../../deps';
import { currentOperator } from '../../http/operator-gate';
import { route } from '../../http/route';
import { customersConsole } from './customers';
import { listDebitsForOperator, listPlansForOperator } from '../subscriptions/service';
import { currentMonth, gstCsv, gstSummary } from './gst';
import {
  RECONCILIATION_JOB,
  RECONCILIATION_TICK_MS,
  reconcileNow,
  runReconciliationJob,
} from './reconciliation';
import { todayCounters } from './today';

/** The daily ledger reconciliation's job, which the app starts at once on its first run (src/server/main.ts). */
export { RECONCILIATION_JOB } from './reconciliation';

/**
 * The console's own reads (Today, Plans, the GST export) and the ledger reconciliation. Every route here is under /api/admin: the operator
 * gate (http/operator-gate.ts) answers 404 to anyone but an operator.
 */
export function adminModule(app: FastifyInstance, deps: AppDeps) {
  route(app, todayApi.get, async () => todayCounters(deps));
  route(app, todayApi.reconcile, async (req) => reconcileNow(deps, currentOperator(req)));
  route(app, plansAdminApi.list, async (req) => listPlansForOperator(deps, req.query));
  route(app, plansAdminApi.debits, async (req) => listDebitsForOperator(deps, req.query));

  // the daily reconciliation: due time in the database, checked every few minutes
  deps.jobs.every(RECONCILIATION_JOB, RECONCILIATION_TICK_MS, () => runReconciliationJob(deps));

  route(app, gstApi.summary, async (req) =>
    gstSummary(deps, req.query.month ?? currentMonth(deps.clock.now())),
  );

  // a file, not JSON: registered directly, behind the same gate (it is under /api/admin)
  app.get(GST_CSV_PATH, { schema: { hide: true, querystring: ZGstQuery } }, async (req, reply) => {
    const month = (req.query as { month?: string }).month ?? currentMonth(deps.clock.now());
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="gstr1-b2c-${month}.csv"`);
    return gstCsv(deps, month);
  });

  customersConsole(app, deps);
}
