import type { FastifyInstance } from 'fastify';
import { digitalGoldApi, makeQuickBuySchema } from '../../../shared/api/digital-gold';
import type { AppDeps } from '../../deps';
import { currentUser, requireUser } from '../../http/auth';
import { route } from '../../http/route';
import { perUserOrderLimit } from '../rate-limits/service';
import { createQuickBuy, registerDigitalGold } from './service';

export function digitalGoldModule(app: FastifyInstance, deps: AppDeps) {
  registerDigitalGold(deps);
  // the limits come from configuration, so the real schema is built here
  const endpoint = {
    ...digitalGoldApi.createOrder,
    body: makeQuickBuySchema({
      quickBuyMinPaise: deps.config.QUICK_BUY_MIN_PAISE,
      quickBuyMaxPaise: deps.config.QUICK_BUY_MAX_PAISE,
    }),
  };
  route(
    app,
    endpoint,
    async (req) => {
      const r = await createQuickBuy(deps, currentUser(req), req.body, req.referrerUserId);
      return {
        orderId: r.order.id,
        merchantTransactionId: r.merchantTransactionId,
        payPageUrl: r.payPageUrl,
        quote: r.quote,
      };
    },
    {
      // per signed-in user, from any address, on every instance (counted in the database)
      preHandler: [requireUser, perUserOrderLimit(deps)],
    },
  );
}
