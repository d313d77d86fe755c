import type { FastifyInstance } from 'fastify';
import { ordersApi } from '../../../shared/api/orders';
import type { AppDeps } from '../../deps';
import { currentUser, requireUser } from '../../http/auth';
import { route } from '../../http/route';
import { getOrderStatus, historySourceOf, listHistory } from './service';

export function ordersModule(app: FastifyInstance, deps: AppDeps) {
  route(
    app,
    ordersApi.status,
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return getOrderStatus(deps.db, currentUser(req).id, req.params.transactionId);
    },
    { preHandler: requireUser },
  );

  route(
    app,
    ordersApi.history,
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { type, page, pageSize } = req.query;
      const source = historySourceOf(deps, type);
      if (source) {
        const r = await source(currentUser(req).id, page, pageSize);
        return { ...r, page, pageSize };
      }
      const { items, total } = await listHistory(
        deps.db,
        currentUser(req).id,
        type,
        page,
        pageSize,
      );
      return { items, total, page, pageSize };
    },
    { preHandler: requireUser },
  );
}
