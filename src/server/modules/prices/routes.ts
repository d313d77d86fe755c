import type { FastifyInstance, FastifyReply } from 'fastify';
import { pricesApi } from '../../../shared/api/prices';
import type { AppDeps } from '../../deps';
import { currentOperator } from '../../http/operator-gate';
import { route } from '../../http/route';
import { AppError } from '../../http/app-error';
import { audit } from '../audit/service';
import {
  createPriceRefresher,
  createPriceViews,
  getPriceConsole,
  MANUAL_SOURCE,
  setManualPrice,
} from './service';
import { priceMessages } from './messages';

const msg = priceMessages.en;
import * as repo from './repo';

/** The refresh job checks this often whether a refresh is due (one memory comparison when not). */
const REFRESH_TICK_MS = 1000;

/** Cache-Control for each max-age (whole seconds, a few minutes at most), built once. */
const cacheControls: string[] = [];

/** A kept answer, cacheable by anyone until it expires (the badge relies on it). */
function answer<T>(reply: FastifyReply, kept: { body: T; maxAgeSeconds: number }): T {
  const s = kept.maxAgeSeconds;
  reply.header('cache-control', (cacheControls[s] ??= `public, max-age=${s}`));
  return kept.body;
}

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
    (_req, reply) => {
      const now = views.current();
      return now instanceof Promise ? now.then((a) => answer(reply, a)) : answer(reply, now);
    },
    { ...fromMemory, isHotPublicJson: true },
  );

  route(
    app,
    pricesApi.history,
    async (req, reply) => answer(reply, await views.history(req.query.range)),
    fromMemory,
  );

  // the console (behind the gate, as every /api/admin route)
  route(app, pricesApi.setManual, async (req) => {
    const by = currentOperator(req);
    const row = await setManualPrice(deps, by, req.body.pricePaisePerGram, req.body.reason);
    req.log.info(
      { pricePaisePerGram: row.pricePaisePerGram, by: by.userId },
      'gold price set by the operator',
    );
    views.invalidate();
    return (await views.current()).body;
  });

  route(app, pricesApi.console, async () => getPriceConsole(deps));

  route(app, pricesApi.useFeed, async (req) => {
    if (deps.config.PRICE_SOURCE === MANUAL_SOURCE) throw new AppError('CONFLICT', msg.noFeed);
    const by = currentOperator(req);
    const before = await repo.findLatest(deps.db);
    if (before?.source !== MANUAL_SOURCE) throw new AppError('CONFLICT', msg.alreadyFeed);
    // the feed is read now; its reading and the audit row are stored in one transaction
    const outcome = await refresher.run({
      force: true,
      inTx: async (tx, at) => {
        const after = await repo.findLatest(tx);
        await audit(tx, {
          by,
          at,
          action: 'price.use-feed',
          target: { type: 'price', id: after ? String(after.id) : null },
          before: { pricePaisePerGram: before.pricePaisePerGram, source: before.source },
          after: after
            ? { pricePaisePerGram: after.pricePaisePerGram, source: after.source }
            : null,
          reason: req.body.reason,
        });
      },
    });
    if (outcome !== 'stored') throw new AppError('PRICE_UNAVAILABLE', msg.feedFailed);
    req.log.info({ by: by.userId }, 'gold price back on the feed');
    views.invalidate();
    return (await views.current()).body;
  });
}
