/** What a refunded store order gives back. */
import { formatAnts, formatGrams, formatRupees } from '../../../shared/money/format';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { OrderRow } from '../orders/service';
import { findPaymentsFor, recordRefund } from '../payments/service';
import { creditAnts, creditGold, post, takeBackAnts } from '../wallet/service';
import { storeMessages as msg } from './messages';
import { STORE_ORDER_PURPOSE } from './pricing';
import type * as repo from './repo';

/**
 * What a refund gives back, in the refunding transaction: the rupees paid (a bag or direct
 * order), the Ants paid (referral store) or the saved gold (Gold Smith, back into the vault). A
 * rupee order also loses the Ants it earned: the referrer's commission and the nugget cashback are
 * taken back, never below zero (takeBackAnts: Ants already spent stay spent). Returns the notes
 * the timeline and the mail carry.
 */
export async function refund(
  deps: AppDeps,
  tx: Tx,
  order: OrderRow,
  store: repo.StoreOrderRow,
): Promise<{ notes: string[]; refundId?: string }> {
  const reference = `order:${order.id}`;
  const idempotencyKey = `${reference}:refund`;
  if (order.kind === 'ReferralStoreOrders') {
    await creditAnts(tx, {
      type: 'refund',
      reference,
      idempotencyKey,
      userId: order.userId,
      antsCenti: order.antsCenti,
      from: 'op:ants:redeemed',
    });
    return { notes: [msg.refundedAnts(formatAnts(order.antsCenti))] };
  }
  if (order.kind === 'GoldSmith') {
    // the user's own gold comes back whatever the vault limit: it was in the vault before
    await creditGold(tx, {
      type: 'refund',
      reference,
      idempotencyKey,
      userId: order.userId,
      goldE8: order.goldE8,
      vaultLimitE8: null,
      from: 'op:gold:converted',
    });
    return { notes: [msg.refundedGold(formatGrams(order.goldE8, 3))] };
  }
  await post(tx, {
    type: 'refund',
    reference,
    idempotencyKey,
    entries: [
      { account: `user:${order.userId}:inr_paid`, amount: -order.amountPaise },
      { account: 'op:inr:refunds', amount: order.amountPaise },
    ],
  });
  const notes = [msg.refundedRupees(formatRupees(order.amountPaise))];
  // a checkout payment went through the gateway: its refund goes back the same way (recorded
  // here, sent after the commit); a direct UPI payment reached the operator's own account, so the
  // operator pays it back by UPI (the console says so)
  let refundId: string | undefined;
  if (store.mode === 'delivery') {
    const paid = (await findPaymentsFor(deps, STORE_ORDER_PURPOSE, order.id, tx)).find(
      (p) => p.state === 'SUCCESS',
    );
    if (paid)
      refundId = (await recordRefund(deps, tx, paid.id, `store order ${order.merchantOrderId}`)).id;
  }
  for (const earned of ['referral', 'cashback'] as const) {
    const back = await takeBackAnts(tx, {
      type: 'ants_reversal',
      reference,
      idempotencyKey: `${reference}:${earned}:reversed`,
      creditKey: `${reference}:${earned}`,
    });
    // the buyer reads about their own cashback; a referrer's commission is not theirs to read
    if (back && earned === 'cashback')
      notes.push(
        msg.cashbackTakenBack(
          formatAnts(back.takenCenti),
          back.shortCenti > 0 ? formatAnts(back.shortCenti) : null,
        ),
      );
    if (back && back.shortCenti > 0)
      deps.log.warn(
        { orderId: order.id, userId: back.userId, earned, shortCenti: back.shortCenti },
        'Ants earned on a refunded order were already spent; only the Ants held were taken back',
      );
  }
  return { notes, ...(refundId ? { refundId } : {}) };
}
