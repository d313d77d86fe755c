import type { FastifyInstance } from 'fastify';
import { referralsApi } from '../../../shared/api/referrals';
import type { AppDeps } from '../../deps';
import { currentUser, requireUser } from '../../http/auth';
import { route } from '../../http/route';
import { perUserOrderLimit } from '../rate-limits/service';
import { renderDeliveryNotePdf } from './delivery-note';
import {
  buyCoinWithAnts,
  convertGoldToCoin,
  getAntsStatement,
  getConversionOrder,
  getGoldSmith,
  getProgramme,
  getReferralStore,
} from './service';

/** The referral store, the Gold Smith and the referral programme (codes, referred people, Ants). */
export function referralsModule(app: FastifyInstance, deps: AppDeps) {
  // coin orders share the per-user order limit of every purchase (counted in the database, so
  // every instance and address shares it)
  const orderPreHandler = [requireUser, perUserOrderLimit(deps)];

  route(
    app,
    referralsApi.store,
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getReferralStore(deps, currentUser(req));
    },
    { preHandler: requireUser },
  );

  route(
    app,
    referralsApi.buyWithAnts,
    async (req) => {
      const r = await buyCoinWithAnts(deps, currentUser(req), req.body);
      return r.order;
    },
    { preHandler: orderPreHandler, bodyLimit: 4096 },
  );

  route(
    app,
    referralsApi.goldSmith,
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getGoldSmith(deps, currentUser(req));
    },
    { preHandler: requireUser },
  );

  route(
    app,
    referralsApi.convertGold,
    async (req) => {
      const r = await convertGoldToCoin(deps, currentUser(req), req.body);
      return r.order;
    },
    { preHandler: orderPreHandler, bodyLimit: 4096 },
  );

  route(
    app,
    referralsApi.order,
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getConversionOrder(deps, currentUser(req).id, req.params.id);
    },
    { preHandler: requireUser },
  );

  app.get<{ Params: { id: string } }>(
    '/api/coin-orders/:id/delivery-note',
    {
      preHandler: requireUser,
      schema: {
        params: referralsApi.order.params,
        summary: 'The delivery note of a coin order as a PDF (owner only)',
        tags: ['referrals'],
      },
    },
    async (req, reply) => {
      const order = await getConversionOrder(deps, currentUser(req).id, req.params.id);
      const pdf = await renderDeliveryNotePdf(order, deps.config);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `inline; filename="delivery-note-${order.merchantOrderId}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  route(
    app,
    referralsApi.programme,
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getProgramme(deps, currentUser(req), req.query.page, req.query.pageSize);
    },
    { preHandler: requireUser },
  );

  route(
    app,
    referralsApi.antsStatement,
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getAntsStatement(deps, currentUser(req), req.query.page, req.query.pageSize);
    },
    { preHandler: requireUser },
  );
}
