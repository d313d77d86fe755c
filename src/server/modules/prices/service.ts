import type { AppDeps } from '../../app';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import * as repo from './repo';

export type GoldPrice = {
  /** INR paise per gram of 24K gold */
  pricePaisePerGram: number;
  fetchedAt: Date;
  source: string;
  /** older than PRICE_STALE_SECONDS */
  isStale: boolean;
};

/**
 * The latest stored gold price. Throws PRICE_UNAVAILABLE when there has never been one; callers
 * that sell must also refuse a stale price.
 */
export async function getCurrentPrice(
  deps: Pick<AppDeps, 'config' | 'clock'>,
  db: DbOrTx,
): Promise<GoldPrice> {
  const row = await repo.findLatest(db);
  if (!row)
    throw new AppError(
      'PRICE_UNAVAILABLE',
      'The gold price is not available right now. Please try again in a minute.',
    );
  const ageMs = deps.clock.now().getTime() - row.fetchedAt.getTime();
  return {
    pricePaisePerGram: row.pricePaisePerGram,
    fetchedAt: row.fetchedAt,
    source: row.source,
    isStale: ageMs > deps.config.PRICE_STALE_SECONDS * 1000,
  };
}

/** Stores one price reading (integer paise per gram). */
export async function recordPrice(db: DbOrTx, pricePaisePerGram: number, source: string, at: Date) {
  if (!Number.isSafeInteger(pricePaisePerGram) || pricePaisePerGram <= 0) {
    throw new AppError('VALIDATION_FAILED', 'A gold price must be a positive amount in paise');
  }
  return repo.insert(db, { pricePaisePerGram, source, fetchedAt: at });
}
