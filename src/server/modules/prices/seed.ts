import type { AppDeps } from '../../deps';
import * as repo from './repo';
import { sandboxPricePaise } from './sandbox-source';

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
/** [how far back, spacing]: dense for the last day, sparser further back (enough for every chart range). */
const HISTORY_STEPS = [
  [DAY, 5 * MINUTE],
  [7 * DAY, 30 * MINUTE],
  [30 * DAY, 120 * MINUTE],
  [365 * DAY, DAY],
] as const;

/**
 * Sandbox demo seed: on an empty price table with PRICE_SOURCE=sandbox, stores the sandbox walk of
 * the past year (at the spacing of each chart range) and the current reading, so the badge and the
 * chart have data from the first request. Idempotent: does nothing once any reading exists.
 */
export async function seedSandboxPrices(deps: AppDeps) {
  if (deps.config.PRICE_SOURCE !== 'sandbox') return;
  if ((await repo.countAll(deps.db)) > 0) return;
  const now = deps.clock.now().getTime();
  const base = deps.config.PRICE_SANDBOX_BASE_PAISE;
  const times = new Set<number>();
  let from = now;
  for (const [back, step] of HISTORY_STEPS) {
    const start = now - back;
    for (let t = from - step - ((from - step) % step); t > start; t -= step) times.add(t);
    from = start;
  }
  const rows = [...times]
    .sort((a, b) => a - b)
    .map((t) => ({
      pricePaisePerGram: sandboxPricePaise(base, new Date(t)),
      source: 'sandbox',
      fetchedAt: new Date(t),
    }));
  rows.push({
    pricePaisePerGram: sandboxPricePaise(base, new Date(now)),
    source: 'sandbox',
    fetchedAt: new Date(now),
  });
  await deps.db.transaction(async (tx) => repo.insertMany(tx, rows));
}
