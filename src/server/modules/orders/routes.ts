import type { FastifyInstance } from 'fastify';
import { ordersApi } from '../../../shared/api/orders';
import type { AppDeps } from '../../deps';
import { currentUser, requireUser } from '../../http/auth';
import { route } from '../../http/route';
import { forSaver, getOrderStatus, historySourceOf, listAllHistory, listHistory } from './service';

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
      if (type === 'All') {
        // "All" means all: the plans too (issue 31)
        const r = await listAllHistory(deps, deps.db, currentUser(req).id, page, pageSize);
        return { items: r.items.map(forSaver), total: r.total, page, pageSize };
      }
      const { items, total } = await listHistory(
        deps.db,
        currentUser(req).id,
        type,
        page,
        pageSize,
      );
      return { items: items.map(forSaver), total, page, pageSize };
    },
    { preHandler: requireUser },
  );
}
