import type { FastifyInstance } from 'fastify';
import { walletApi } from '../../../shared/api/wallet';
import { goldE8ToDecimal, paiseToDecimal } from '../../../shared/money/units';
import type { AppDeps } from '../../deps';
import { currentUser, requireUser } from '../../http/auth';
import { route } from '../../http/route';
import { getBalances } from './service';

export function walletModule(app: FastifyInstance, deps: AppDeps) {
  route(
    app,
    walletApi.balance,
    async (req, reply) => {
      const b = await getBalances(deps.db, currentUser(req).id);
      reply.header('cache-control', 'private, no-store');
      return {
        antsCenti: b.antsCenti,
        goldE8: b.goldE8,
        ants: paiseToDecimal(b.antsCenti),
        goldGrams: goldE8ToDecimal(b.goldE8, 8),
      };
    },
    { preHandler: requireUser },
  );
}
