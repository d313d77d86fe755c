/** Direct UPI payment (nuggets): the buyer pays the QR's amount and sends the UTR. */
import type { PublicUser } from '../../../shared/api/auth';
import type { DirectOrder } from '../../../shared/api/store';
import { ZDirectOrder } from '../../../shared/api/store';
import { splitGst } from '../../../shared/rules/gst';
import { maskPan } from '../../../shared/rules/store-order';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { MAIL_JOB } from '../mail/service';
import {
  createOrder,
  findOrderById,
  findOrderByIdempotencyKey,
  lockOrder,
} from '../orders/service';
import { storeMessages as msg } from './messages';
import { totalsOf } from './pricing';
import { assertFresh, assertPan, storeRowOf, usableQuote } from './quote';
import * as repo from './repo';
import { mailState, recordState } from './timeline';
import { getOrderForUser } from './views';
import { assertPurchasesOpen } from '../reserve/service';

/**
 * A nugget bought by direct UPI payment: the quote (its QR amount) and the UTR the buyer typed.
 * The order waits for the operator to find the money (PAYMENT_SUBMITTED). A UTR pays for one
 * order, once, even when two orders send it at the same moment (utr_claims' primary key decides).
 */
export async function placeDirectOrder(deps: AppDeps, user: PublicUser, raw: DirectOrder) {
  const input = ZDirectOrder.parse(raw);
  await assertPurchasesOpen(deps.db);
  const now = deps.clock.now();
  const orderId = await deps.db.transaction(async (tx) => {
    const { q, product } = await usableQuote(deps, tx, user.id, input.quoteId, 'pickup');
    const existing =
      (await findOrderByIdempotencyKey(tx, user.id, input.idempotencyKey)) ??
      (await repo
        .findByQuote(tx, q.id)
        .then((s) => (s ? findOrderById(tx, s.orderId) : undefined)));
    if (existing) return existing.id;
    const t = totalsOf(deps, product, q.pricePaisePerGram, q.quantity, 'pickup');
    assertFresh(deps, q, t);
    assertPan(deps, t, input.pan);
    // picked up at the store in the operator's state: CGST + SGST
    const gst = splitGst(t.gstPaise, false);
    const { order } = await createOrder(
      tx,
      {
        userId: user.id,
        kind: 'StoreOrders',
        merchantTransactionId: q.reference,
        amountPaise: t.totalPaise,
        pricePaisePerGram: q.pricePaisePerGram,
        quotedAt: q.createdAt,
        quoteExpiresAt: q.expiresAt,
        taxablePaise: t.taxablePaise,
        cgstPaise: gst.cgstPaise,
        sgstPaise: gst.sgstPaise,
        igstPaise: 0,
        placeOfSupply: deps.config.OPERATOR_STATE,
        orderlist: `${product.title} x ${q.quantity} (pickup at our Hyderabad store)`,
        quantity: q.quantity,
        hsnCode: product.hsnCode,
        referrerUserId: null,
        idempotencyKey: input.idempotencyKey,
        deliveryStatus: 'PAYMENT_SUBMITTED',
        buyerName: user.name,
        buyerEmail: user.email,
        buyerPhone: user.phone,
        buyerAddress: user.address,
      },
      now,
    );
    // a UTR another order claimed rolls this order back
    if (!(await repo.claimUtr(tx, input.utr, order.id, now)))
      throw new AppError('CONFLICT', msg.utrUsed, { fields: { utr: msg.utrUsed } });
    await repo.insertStoreOrder(tx, {
      ...storeRowOf(q, product, t, now),
      orderId: order.id,
      state: 'PAYMENT_SUBMITTED',
      panMasked: input.pan ? maskPan(input.pan) : null,
      utr: input.utr,
    });
    await repo.insertEvent(tx, {
      orderId: order.id,
      state: 'PAYMENT_SUBMITTED',
      note: `UTR ${input.utr}`,
      actor: `user:${user.id}`,
      createdAt: now,
    });
    const store = (await repo.findStoreOrder(tx, order.id))!;
    await mailState(deps, tx, order, store, []);
    return order.id;
  });
  deps.jobs.kick(MAIL_JOB);
  return getOrderForUser(deps, user.id, orderId);
}

/** Another UTR after the operator refused one, while the order's price still holds. */
export async function resubmitUtr(deps: AppDeps, user: PublicUser, orderId: string, utr: string) {
  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.userId !== user.id) throw new AppError('NOT_FOUND', msg.orderNotFound);
    const store = await repo.lockStoreOrder(tx, orderId);
    if (!store || store.mode !== 'pickup' || store.state !== 'AWAITING_PAYMENT')
      throw new AppError('CONFLICT', msg.utrNotExpected);
    if (order.quoteExpiresAt && deps.clock.now() > order.quoteExpiresAt)
      throw new AppError('QUOTE_EXPIRED', msg.utrWindowClosed);
    if (!(await repo.claimUtr(tx, utr, orderId, deps.clock.now())))
      throw new AppError('CONFLICT', msg.utrUsed, { fields: { utr: msg.utrUsed } });
    await recordState(
      deps,
      tx,
      order,
      store,
      'PAYMENT_SUBMITTED',
      `user:${user.id}`,
      `UTR ${utr}`,
      {
        utr,
        utrRejectedReason: null,
      },
    );
  });
  deps.jobs.kick(MAIL_JOB);
  return getOrderForUser(deps, user.id, orderId);
}
