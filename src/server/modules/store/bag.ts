/** The bag: a line priced at the live gold rate. */
import type { StorePrice } from '../../../shared/api/store';
import type { StoreOrderMode } from '../../../shared/rules/store-order';
import type { AppDeps } from '../../deps';
import { findProductForOrder } from '../catalogue/service';
import { assertQuantity, isSoldAs, livePrice, summaryOf, totalsOf, toTotals } from './pricing';

/** A bag line at the current gold price; a product no longer sold comes back unavailable. */
export async function priceLine(
  deps: AppDeps,
  input: { productId: string; quantity: number; mode: StoreOrderMode },
): Promise<StorePrice> {
  assertQuantity(deps, input.quantity);
  const product = await findProductForOrder(deps.db, input.productId);
  const base = { maxQuantity: deps.config.STORE_MAX_QUANTITY };
  if (!isSoldAs(product, input.mode)) {
    return {
      ...base,
      product: product ? summaryOf(product) : null,
      available: false,
      pricePaisePerGram: null,
      totals: null,
    };
  }
  const price = await livePrice(deps, deps.db);
  return {
    ...base,
    product: summaryOf(product),
    available: true,
    pricePaisePerGram: price,
    totals: toTotals(totalsOf(deps, product, price, input.quantity, input.mode)),
  };
}
