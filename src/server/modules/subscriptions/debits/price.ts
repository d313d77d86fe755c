/** The gold price a debit step reads: directly, or once per second for a job run. */
import type { AppDeps } from '../../../deps';
import { getCurrentPrice, type GoldPrice } from '../../prices/service';

export type PriceReader = () => Promise<GoldPrice>;
export const directPrice =
  (deps: AppDeps): PriceReader =>
  () =>
    getCurrentPrice(deps, deps.db);

/**
 * The current price for the debits of one job run: read once per second of the clock, not once per
 * debit (a batch of debits worked together is priced at the same reading; staleness is still
 * judged at that reading's time). Saves one query per notified and executed debit.
 */
export function sharedPrice(deps: AppDeps): PriceReader {
  let cached: { atMs: number; price: Promise<GoldPrice> } | undefined;
  return () => {
    const now = deps.clock.now().getTime();
    if (!cached || now < cached.atMs || now - cached.atMs >= 1000)
      cached = { atMs: now, price: getCurrentPrice(deps, deps.db) };
    return cached.price;
  };
}
