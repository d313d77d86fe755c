import type { FastifyInstance } from 'fastify';
import { goalsApi } from '../../../shared/api/goals';
import type { AppDeps } from '../../deps';
import { currentUser, requireUser } from '../../http/auth';
import { route } from '../../http/route';
import { listPlans } from '../subscriptions/service';
import { dropGoal, getGoalView, setGoal, type PlanPace } from './service';

/**
 * The pace of the saver's running plans (ACTIVE, with a next debit date), for the estimate.
 * Read here rather than in the service: the subscriptions module settles debits through the
 * digital-gold module, which tells this module's service about the gold credited.
 */
async function activePaces(deps: AppDeps, userId: string): Promise<PlanPace[]> {
  const plans = await listPlans(deps, userId);
  return plans.flatMap((p) =>
    p.state === 'ACTIVE' && p.nextDebitDate
      ? [{ frequency: p.frequency, amountPaise: p.amountPaise, nextDebitDate: p.nextDebitDate }]
      : [],
  );
}

/** The saver's goal: a coin the Gold Smith makes, its progress and its expected date. */
export function goalsModule(app: FastifyInstance, deps: AppDeps) {
  route(
    app,
    goalsApi.get,
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const user = currentUser(req);
      return getGoalView(deps, user, await activePaces(deps, user.id));
    },
    { preHandler: requireUser },
  );

  route(
    app,
    goalsApi.set,
    async (req) => {
      const user = currentUser(req);
      return setGoal(deps, user, req.body.productId, await activePaces(deps, user.id));
    },
    { preHandler: requireUser, bodyLimit: 1024 },
  );

  route(
    app,
    goalsApi.drop,
    async (req) => {
      const user = currentUser(req);
      return dropGoal(deps, user, await activePaces(deps, user.id));
    },
    { preHandler: requireUser },
  );
}
