/** Coins paid with Ants (referral store) or saved gold (Gold Smith) become store orders. */
import { deliveryDays } from '../../config';
import { formatAnts, formatGrams } from '../../../shared/money/format';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { recordDeliveryStatus, type OrderRow } from '../orders/service';
import { storeMessages as msg } from './messages';
import * as repo from './repo';
import { mailState } from './timeline';

/** What a coin paid with Ants or saved gold is: the catalogue's coin as it was sold. */
export type CoinOrderItem = {
  productId: string;
  title: string;
  weightMg: number;
  purity: string;
};

/**
 * Makes a referral-store (Ants) or Gold Smith (saved gold) order a store order, in the caller's
 * transaction (the one that stores the order and takes its Ants or gold): a delivery starting at
 * PROCESSING (spec 4), with no quote and no rupee figures (no money is charged), its first
 * timeline event and the store's mail. From here it moves like any store order (states.ts).
 */
export async function openCoinOrder(deps: AppDeps, tx: Tx, order: OrderRow, item: CoinOrderItem) {
  if (order.kind !== 'ReferralStoreOrders' && order.kind !== 'GoldSmith')
    throw new RangeError(`not a coin order: ${order.kind}`);
  const now = deps.clock.now();
  const store: repo.StoreOrderRow = {
    orderId: order.id,
    quoteId: null,
    kind: order.kind,
    productId: item.productId,
    mode: 'delivery',
    state: 'PROCESSING',
    title: item.title,
    weightMg: item.weightMg,
    purity: item.purity,
    // paid with Ants or gold: no rupee price, making charge, GST or shipping
    makingBp: 0,
    referralCommissionBp: 0,
    metalPaise: 0,
    makingPaise: 0,
    itemsGstPaise: 0,
    chargePaise: 0,
    chargeTaxablePaise: 0,
    panMasked: null,
    street: null,
    city: null,
    pinCode: null,
    courier: null,
    trackingNumber: null,
    utr: null,
    utrRejectedReason: null,
    createdAt: now,
    updatedAt: now,
  };
  await repo.insertStoreOrder(tx, store);
  const note =
    order.kind === 'ReferralStoreOrders'
      ? msg.paidWithAnts(formatAnts(order.antsCenti))
      : msg.paidWithGold(formatGrams(order.goldE8, 3));
  await repo.insertEvent(tx, {
    orderId: order.id,
    state: 'PROCESSING',
    note,
    actor: `user:${order.userId}`,
    createdAt: now,
  });
  await recordDeliveryStatus(tx, order.id, 'PROCESSING');
  await mailState(deps, tx, order, store, [note, msg.coinDelivery(deliveryDays(deps.config))]);
}
