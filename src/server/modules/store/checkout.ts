/** Checkout (coins): an order from a quote and an address, paid through the gateway. */
import type { PublicUser } from '../../../shared/api/auth';
import type { PlaceOrder } from '../../../shared/api/store';
import { ZPlaceOrder } from '../../../shared/api/store';
import { isInterStatePin, splitGst, stateOfPin } from '../../../shared/rules/gst';
import { maskPan } from '../../../shared/rules/store-order';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { findReferrerByCode, findReferrerOf } from '../accounts/service';
import {
  createOrder,
  findOrderById,
  findOrderByIdempotencyKey,
  openPayment,
} from '../orders/service';
import { startPayment } from '../payments/service';
import { storeMessages as msg } from './messages';
import { STORE_ORDER_PURPOSE, totalsOf } from './pricing';
import { assertFresh, assertPan, storeRowOf, usableQuote } from './quote';
import * as repo from './repo';
import { failureTextOf } from './timeline';
import { assertPurchasesOpen } from '../reserve/service';

/** The referrer of an order: a code given at checkout wins over the sign-up referrer. */
export async function referrerFor(tx: Tx, user: PublicUser, code: string | undefined) {
  if (!code) return findReferrerOf(tx, user.id);
  return findReferrerByCode(tx, user.id, code);
}

/**
 * Place Order (coins): a PENDING order from the quote and the address, then the PhonePe payment
 * (MUID ids). The same click (idempotency key) or the same quote again returns the same order and
 * pay page: one click makes one order.
 */
export async function placeOrder(deps: AppDeps, user: PublicUser, raw: PlaceOrder) {
  const input = ZPlaceOrder.parse(raw);
  await assertPurchasesOpen(deps.db);
  const state = stateOfPin(input.pinCode);
  if (!state)
    throw new AppError('VALIDATION_FAILED', msg.pinUnknown, {
      fields: { pinCode: msg.pinUnknown },
    });
  const now = deps.clock.now();
  const { order, created } = await deps.db.transaction(async (tx) => {
    const { q, product } = await usableQuote(deps, tx, user.id, input.quoteId, 'delivery');
    const existing =
      (await findOrderByIdempotencyKey(tx, user.id, input.idempotencyKey)) ??
      (await repo
        .findByQuote(tx, q.id)
        .then((s) => (s ? findOrderById(tx, s.orderId) : undefined)));
    if (existing) return { order: existing, created: false };
    const t = totalsOf(deps, product, q.pricePaisePerGram, q.quantity, 'delivery');
    assertFresh(deps, q, t);
    assertPan(deps, t, input.pan);
    const referrerUserId = await referrerFor(tx, user, input.referralCode);
    const gst = splitGst(
      t.gstPaise,
      isInterStatePin(input.pinCode, deps.config.OPERATOR_PIN_PREFIXES.split(',')),
    );
    const address = `${input.street}, ${input.city}, ${state} ${input.pinCode}`;
    const r = await createOrder(
      tx,
      {
        userId: user.id,
        kind: 'StoreOrders',
        amountPaise: t.totalPaise,
        pricePaisePerGram: q.pricePaisePerGram,
        quotedAt: q.createdAt,
        quoteExpiresAt: q.expiresAt,
        taxablePaise: t.taxablePaise,
        cgstPaise: gst.cgstPaise,
        sgstPaise: gst.sgstPaise,
        igstPaise: gst.igstPaise,
        placeOfSupply: state,
        orderlist: `${product.title} x ${q.quantity}`,
        quantity: q.quantity,
        hsnCode: product.hsnCode,
        referrerUserId,
        idempotencyKey: input.idempotencyKey,
        deliveryStatus: 'AWAITING_PAYMENT',
        buyerName: `${input.firstName} ${input.lastName}`,
        buyerEmail: user.email,
        buyerPhone: input.phone,
        buyerAddress: address,
      },
      now,
    );
    await repo.insertStoreOrder(tx, {
      ...storeRowOf(q, product, t, now),
      orderId: r.order.id,
      state: 'AWAITING_PAYMENT',
      panMasked: input.pan ? maskPan(input.pan) : null,
      street: input.street,
      city: input.city,
      pinCode: input.pinCode,
    });
    await repo.insertEvent(tx, {
      orderId: r.order.id,
      state: 'AWAITING_PAYMENT',
      note: null,
      actor: `user:${user.id}`,
      createdAt: now,
    });
    return r;
  });

  if (!created) {
    if (order.status === 'FAILED')
      throw new AppError('PAYMENT_GATEWAY', failureTextOf(order.failureCode));
    if (order.status === 'SUCCESS') throw new AppError('CONFLICT', msg.quoteUsed);
    if (order.merchantTransactionId && order.payPageUrl)
      return {
        orderId: order.id,
        merchantTransactionId: order.merchantTransactionId,
        payPageUrl: order.payPageUrl,
        totalPaise: order.amountPaise,
      };
    throw new AppError('PAYMENT_PENDING', msg.paymentOpening);
  }
  const started = await startPayment(deps, {
    purpose: STORE_ORDER_PURPOSE,
    referenceId: order.id,
    userId: user.id,
    amountPaise: order.amountPaise,
    mobileNumber: order.buyerPhone,
  });
  await openPayment(deps.db, order.id, started);
  return {
    orderId: order.id,
    merchantTransactionId: started.merchantTransactionId,
    payPageUrl: started.payPageUrl,
    totalPaise: order.amountPaise,
  };
}
