import type { FastifyInstance } from 'fastify';
import { storeAdminApi, storeApi } from '../../../shared/api/store';
import type { AppDeps } from '../../deps';
import { currentUser, requireUser } from '../../http/auth';
import { currentOperator } from '../../http/operator-gate';
import { route } from '../../http/route';
import { apiLocale } from '../../i18n/translate';
import { perUserOrderLimit } from '../rate-limits/service';
import { registerOwedGold } from '../reserve/service';
import {
  createQuote,
  getDeliveryNote,
  getOrderForUser,
  listOrdersForOperator,
  moveOrder,
  placeDirectOrder,
  placeOrder,
  priceLine,
  registerStore,
  rejectUtr,
  resubmitUtr,
  undeliveredGoldMg,
  verifyUtr,
} from './service';

export function storeModule(app: FastifyInstance, deps: AppDeps) {
  registerStore(deps);
  // coins and nuggets paid for and not yet handed over are gold the shop owes (docs/reserve.md)
  registerOwedGold(deps, undeliveredGoldMg);
  // a quote is held per address, in memory; an order is counted per buyer in the database
  const quoteLimit = { max: deps.config.ORDER_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };
  const ordering = { preHandler: [requireUser, perUserOrderLimit(deps)] };
  const noStore = { 'cache-control': 'private, no-store' };

  route(
    app,
    storeApi.price,
    async (req, reply) => {
      reply.headers(noStore);
      return priceLine(deps, req.query);
    },
    { preHandler: requireUser },
  );
  route(app, storeApi.quote, async (req) => createQuote(deps, currentUser(req), req.body), {
    preHandler: requireUser,
    rateLimit: quoteLimit,
  });
  route(
    app,
    storeApi.placeOrder,
    async (req) => placeOrder(deps, currentUser(req), req.body),
    ordering,
  );
  route(
    app,
    storeApi.directOrder,
    async (req) => placeDirectOrder(deps, currentUser(req), req.body),
    ordering,
  );
  route(
    app,
    storeApi.resubmitUtr,
    async (req) => resubmitUtr(deps, currentUser(req), req.params.orderId, req.body.utr),
    ordering,
  );
  route(
    app,
    storeApi.order,
    async (req, reply) => {
      reply.headers(noStore);
      return getOrderForUser(deps, currentUser(req).id, req.params.orderId);
    },
    { preHandler: requireUser },
  );

  app.get<{ Params: { orderId: string } }>(
    '/api/store/orders/:orderId/delivery-note',
    {
      preHandler: requireUser,
      schema: {
        params: storeApi.order.params,
        summary:
          'The goods-delivery note of a coin paid with Ants or saved gold, as a PDF (owner only)',
        tags: ['store'],
      },
    },
    async (req, reply) => {
      const { pdf, merchantOrderId } = await getDeliveryNote(
        deps,
        currentUser(req).id,
        req.params.orderId,
        apiLocale(req), // the member's language: each line beside the English (decision 013)
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="delivery-note-${merchantOrderId}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  // the operator's API: behind the console gate (/api/admin: 404 to anyone but an operator)
  route(app, storeAdminApi.list, async (req, reply) => {
    reply.headers(noStore);
    return listOrdersForOperator(deps, req.query);
  });
  route(app, storeAdminApi.transition, async (req) =>
    moveOrder(deps, currentOperator(req), req.params.orderId, req.body),
  );
  route(app, storeAdminApi.verifyUtr, async (req) =>
    verifyUtr(deps, currentOperator(req), req.params.orderId),
  );
  route(app, storeAdminApi.rejectUtr, async (req) =>
    rejectUtr(deps, currentOperator(req), req.params.orderId, req.body.reason),
  );
}
