/** What every store use case shares: the catalogue line a mode sells, its live price and totals. */
import { STORE_MESSAGES } from '../../../shared/api/store';
import {
  isOrderableQuantity,
  storeOrderTotals,
  type StoreOrderMode,
  type StoreOrderTotals,
} from '../../../shared/rules/store-order';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { findProductForOrder } from '../catalogue/service';
import { getCurrentPrice } from '../prices/service';
import { storeMessages as msg } from './messages';

export const STORE_ORDER_PURPOSE = 'store_order';
/** spec 3: checkout payments are MUID plus a timestamp */
export const CHECKOUT_PREFIX = 'MUID';
/** the reference a direct UPI payment carries (QR note and transaction reference) */
export const DIRECT_PREFIX = 'DPAY';

/** The catalogue line each way of buying sells. */
export const LINE_OF: Record<StoreOrderMode, string> = {
  delivery: 'gold coin',
  pickup: 'gold nuggets',
};

export type Product = NonNullable<Awaited<ReturnType<typeof findProductForOrder>>>;

export const constantsOf = (deps: AppDeps) => ({
  gstBp: deps.config.GST_BP,
  shippingFlatPaise: deps.config.SHIPPING_FLAT_PAISE,
  freeShippingAbovePaise: deps.config.FREE_SHIPPING_ABOVE_PAISE,
  directPayHandlingPaise: deps.config.DIRECT_PAY_HANDLING_PAISE,
  panRequiredAbovePaise: deps.config.PAN_REQUIRED_ABOVE_PAISE,
});

export const totalsOf = (
  deps: AppDeps,
  p: Pick<Product, 'weightMg' | 'makingBp'>,
  pricePaisePerGram: number,
  quantity: number,
  mode: StoreOrderMode,
) =>
  storeOrderTotals(
    { pricePaisePerGram, weightMg: p.weightMg, makingBp: p.makingBp, quantity, mode },
    constantsOf(deps),
  );

export const toTotals = (t: StoreOrderTotals) => ({
  quantity: t.quantity,
  unitPaise: t.unit.totalPaise,
  metalPaise: t.metalPaise,
  makingPaise: t.makingPaise,
  itemsGstPaise: t.itemsGstPaise,
  itemsPaise: t.itemsPaise,
  chargeKind: t.chargeKind,
  chargePaise: t.chargePaise,
  totalPaise: t.totalPaise,
  panRequired: t.panRequired,
});

export const summaryOf = (p: Product) => ({
  id: p.id,
  title: p.title,
  catalogue: p.catalogue,
  weightMg: p.weightMg,
  purity: p.purity,
  makingBp: p.makingBp,
  imageUrl: p.imageUrl,
});

export const isSoldAs = (p: Product | undefined, mode: StoreOrderMode): p is Product =>
  Boolean(p?.active && p.catalogue.toLowerCase() === LINE_OF[mode]);

export function assertQuantity(deps: AppDeps, quantity: number) {
  if (!isOrderableQuantity(quantity, deps.config.STORE_MAX_QUANTITY)) {
    const m = STORE_MESSAGES.quantity(deps.config.STORE_MAX_QUANTITY);
    throw new AppError('VALIDATION_FAILED', m, { fields: { quantity: m } });
  }
}

export async function livePrice(deps: AppDeps, db: DbOrTx) {
  const price = await getCurrentPrice(deps, db);
  if (price.isStale) throw new AppError('PRICE_UNAVAILABLE', msg.priceUpdating);
  return price.pricePaisePerGram;
}
