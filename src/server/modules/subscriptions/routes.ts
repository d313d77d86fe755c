import type { FastifyInstance } from 'fastify';
import { plansApi } from '../../../shared/api/plans';
import type { AppDeps } from '../../deps';
import { currentUser, requireUser } from '../../http/auth';
import { route } from '../../http/route';
import { registerHistorySource } from '../orders/service';
import { perUserOrderLimit } from '../rate-limits/service';
import { setupDeviceOf } from '../../../shared/rules/autopay-setup';
import { planMessages } from './messages';
import {
  PLAN_DEBIT_JOB,
  authorizePlan,
  cancelPlan,
  createPlan,
  getPlan,
  listPlans,
  mandateStatus,
  pausePlan,
  planHistory,
  registerSubscriptions,
  resumePlan,
  runDebitJob,
  setMaximum,
  skipCycle,
  skipLinkRoutes,
  skipNextDebit,
  upcomingDebits,
  verifyUpi,
} from './service';

/** UPI Autopay plans: the three set-up steps, plan management and the debit job. */
export function subscriptionsModule(app: FastifyInstance, deps: AppDeps) {
  registerSubscriptions(deps, app.log);
  registerHistorySource(deps, 'Subscription', (userId, page, pageSize) =>
    planHistory(deps, userId, page, pageSize),
  );
  deps.jobs.every(PLAN_DEBIT_JOB, deps.config.PLAN_JOB_INTERVAL_SECONDS * 1000, () =>
    runDebitJob(deps),
  );

  const user = { preHandler: requireUser };
  const changing = {
    preHandler: requireUser,
    rateLimit: { max: deps.config.ORDER_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
  };
  const noStore = { 'cache-control': 'private, no-store' };

  route(
    app,
    plansApi.create,
    async (req) => {
      const r = await createPlan(deps, currentUser(req), req.body);
      return {
        status: 'success' as const,
        message: planMessages.en.created,
        insert_id: r.plan.id,
        subscriptionId: r.subscriptionId,
      };
    },
    // a new plan is an order: the per-user order limit of every purchase
    { preHandler: [requireUser, perUserOrderLimit(deps)] },
  );
  route(
    app,
    plansApi.verifyUpi,
    async (req) => verifyUpi(deps, currentUser(req).id, req.params.insertId, req.body.upi),
    changing,
  );
  route(
    app,
    plansApi.authorize,
    async (req) =>
      authorizePlan(
        deps,
        currentUser(req).id,
        req.params.insertId,
        req.body,
        setupDeviceOf(req.headers['user-agent']),
      ),
    changing,
  );
  route(
    app,
    plansApi.mandateStatus,
    async (req, reply) => {
      reply.headers(noStore);
      return mandateStatus(deps, currentUser(req).id, req.params.insertId);
    },
    user,
  );
  route(
    app,
    plansApi.list,
    async (req, reply) => {
      reply.headers(noStore);
      return { plans: await listPlans(deps, currentUser(req).id) };
    },
    user,
  );
  route(
    app,
    plansApi.get,
    async (req, reply) => {
      reply.headers(noStore);
      return getPlan(deps, currentUser(req).id, req.params.insertId);
    },
    user,
  );
  route(
    app,
    plansApi.cancel,
    async (req) => cancelPlan(deps, currentUser(req).id, req.params.insertId),
    changing,
  );
  route(
    app,
    plansApi.skipNext,
    async (req) => skipNextDebit(deps, currentUser(req).id, req.params.insertId),
    changing,
  );
  route(
    app,
    plansApi.resume,
    async (req) => resumePlan(deps, currentUser(req).id, req.params.insertId),
    changing,
  );
  route(
    app,
    plansApi.upcoming,
    async (req, reply) => {
      reply.headers(noStore);
      return upcomingDebits(deps, currentUser(req).id, req.params.insertId);
    },
    user,
  );
  route(
    app,
    plansApi.skipCycle,
    async (req) => skipCycle(deps, currentUser(req).id, req.params.insertId, req.params.cycle),
    changing,
  );
  route(
    app,
    plansApi.pause,
    async (req) => pausePlan(deps, currentUser(req).id, req.params.insertId, req.body.until),
    changing,
  );
  route(
    app,
    plansApi.maximum,
    async (req) =>
      setMaximum(deps, currentUser(req).id, req.params.insertId, req.body.maxDebitPaise),
    changing,
  );
  // the pre-debit notice's skip link: no session, the link's signature is the authority
  skipLinkRoutes(app, deps);
}
