import type { FastifyInstance } from 'fastify';
import { pricesApi } from '../../../shared/api/prices';
import type { AppDeps } from '../../deps';
import { currentOperator } from '../../http/operator-gate';
import { route } from '../../http/route';
import { createPriceRefresher, createPriceViews, setManualPrice } from './service';

/** The refresh job checks this often whether a refresh is due (one memory comparison when not). */
const REFRESH_TICK_MS = 1000;

export function pricesModule(app: FastifyInstance, deps: AppDeps) {
  const views = createPriceViews(deps);
  const refresher = createPriceRefresher({
    ...deps,
    log: app.log,
    onStored: () => views.invalidate(),
  });
  deps.jobs.every('price-refresh', REFRESH_TICK_MS, () => refresher.run());
  // the first reading as soon as the server is up, not one tick later
  if (deps.config.JOBS_ENABLED) {
    app.addHook('onReady', async () => deps.jobs.kick('price-refresh'));
  }

  // Answered from memory: the limiter's bookkeeping would cost more than the answer.
  const fromMemory = { rateLimit: false } as const;
  route(
    app,
    pricesApi.current,
    async (_req, reply) => {
      const { body, maxAgeSeconds } = await views.current();
      reply.header('cache-control', `public, max-age=${maxAgeSeconds}`);
      return body;
    },
    { ...fromMemory, isHotPublicJson: true },
  );

  route(
    app,
    pricesApi.history,
    async (req, reply) => {
      const { body, maxAgeSeconds } = await views.history(req.query.range);
      reply.header('cache-control', `public, max-age=${maxAgeSeconds}`);
      return body;
    },
    fromMemory,
  );

  route(app, pricesApi.setManual, async (req, reply) => {
    const row = await setManualPrice(deps, currentOperator(req), req.body.pricePaisePerGram);
    req.log.info(
      { pricePaisePerGram: row.pricePaisePerGram, by: req.user?.id },
      'gold price set by the operator',
    );
    views.invalidate();
    reply.header('cache-control', 'no-store');
    return (await views.current()).body;
  });
}
