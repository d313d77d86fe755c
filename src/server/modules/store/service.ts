import type { PublicUser } from '../../../shared/api/auth';
import type { OrderFailureCode } from '../../../shared/api/orders';
import type {
  AdminStoreOrder,
  DirectOrder,
  PlaceOrder,
  StoreOrder,
  StoreOrderState,
  StorePrice,
  StoreQuote,
} from '../../../shared/api/store';
import {
  STORE_MESSAGES,
  STORE_ORDER_KINDS,
  ZDirectOrder,
  ZPlaceOrder,
  type StoreOrderKind,
} from '../../../shared/api/store';
import {
  formatAnts,
  formatGrams,
  formatPercentFromBp,
  formatRupees,
} from '../../../shared/money/format';
import { divFloor } from '../../../shared/money/rounding';
import { BP, GOLD_E8_PER_MG } from '../../../shared/money/units';
import { istMidnight } from '../../../shared/rules/autopay';
import { splitGst, stateOfPin } from '../../../shared/rules/gst';
import { storeReferralAntsCenti } from '../../../shared/rules/referral';
import { paths } from '../../../shared/routes';
import {
  isOrderableQuantity,
  maskPan,
  storeOrderTotals,
  type StoreOrderMode,
  type StoreOrderTotals,
} from '../../../shared/rules/store-order';
import type { AppDeps } from '../../deps';
import type { DbOrTx, Tx } from '../../db/client';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import { findReferrerOf, findUserIdByReferralCode } from '../accounts/service';
import { findProductForOrder } from '../catalogue/service';
import { enqueueMail, MAIL_JOB, renderMail } from '../mail/service';
import {
  createOrder,
  findOrderById,
  findOrderByIdempotencyKey,
  findOrdersByIds,
  lockOrder,
  nextInvoiceNo,
  shortNameOf,
  updateOrder,
  type OrderRow,
} from '../orders/service';
import { audit, type AuditActor } from '../audit/service';
import {
  findPaymentsFor,
  newMerchantTransactionId,
  recordRefund,
  refundsOfPayment,
  registerPaymentPurpose,
  sendRefund,
  startPayment,
  type LateOutcome,
  type Payment,
} from '../payments/service';
import { getCurrentPrice } from '../prices/service';
import { creditAnts, creditGold, post, takeBackAnts, type Entry } from '../wallet/service';
import { renderDeliveryNotePdf } from './delivery-note';
import { STATE_LABELS, storeMessages as msg } from './messages';
import * as repo from './repo';
import { canMove, OPERATOR_MOVES } from './states';

const mailText = msg.mail;

export const STORE_ORDER_PURPOSE = 'store_order';
/** spec 3: checkout payments are MUID plus a timestamp */
const CHECKOUT_PREFIX = 'MUID';
/** the reference a direct UPI payment carries (QR note and transaction reference) */
const DIRECT_PREFIX = 'DPAY';

/** The catalogue line each way of buying sells. */
const LINE_OF: Record<StoreOrderMode, string> = { delivery: 'gold coin', pickup: 'gold nuggets' };

type Product = NonNullable<Awaited<ReturnType<typeof findProductForOrder>>>;

const constantsOf = (deps: AppDeps) => ({
  gstBp: deps.config.GST_BP,
  shippingFlatPaise: deps.config.SHIPPING_FLAT_PAISE,
  freeShippingAbovePaise: deps.config.FREE_SHIPPING_ABOVE_PAISE,
  directPayHandlingPaise: deps.config.DIRECT_PAY_HANDLING_PAISE,
  panRequiredAbovePaise: deps.config.PAN_REQUIRED_ABOVE_PAISE,
});

const totalsOf = (
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

const toTotals = (t: StoreOrderTotals) => ({
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

const summaryOf = (p: Product) => ({
  id: p.id,
  title: p.title,
  catalogue: p.catalogue,
  weightMg: p.weightMg,
  purity: p.purity,
  makingBp: p.makingBp,
  imageUrl: p.imageUrl,
});

const isSoldAs = (p: Product | undefined, mode: StoreOrderMode): p is Product =>
  Boolean(p?.active && p.catalogue.toLowerCase() === LINE_OF[mode]);

function assertQuantity(deps: AppDeps, quantity: number) {
  if (!isOrderableQuantity(quantity, deps.config.STORE_MAX_QUANTITY)) {
    const m = STORE_MESSAGES.quantity(deps.config.STORE_MAX_QUANTITY);
    throw new AppError('VALIDATION_FAILED', m, { fields: { quantity: m } });
  }
}

async function livePrice(deps: AppDeps, db: DbOrTx) {
  const price = await getCurrentPrice(deps, db);
  if (price.isStale) throw new AppError('PRICE_UNAVAILABLE', msg.priceUpdating);
  return price.pricePaisePerGram;
}

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

/** The UPI intent a direct payment's QR and app link carry (NPCI's upi://pay parameters). */
function upiRequestOf(deps: AppDeps, reference: string, amountPaise: number, title: string) {
  const note = `${title} ${reference}`.slice(0, 50);
  const params = new URLSearchParams({
    pa: deps.config.OPERATOR_PAYEE_UPI,
    pn: deps.config.OPERATOR_NAME,
    am: (amountPaise / 100).toFixed(2),
    cu: 'INR',
    tn: note,
    tr: reference,
  });
  return {
    payeeUpi: deps.config.OPERATOR_PAYEE_UPI,
    payeeName: deps.config.OPERATOR_NAME,
    amountPaise,
    note,
    reference,
    uri: `upi://pay?${params.toString().replace(/\+/g, '%20')}`,
  };
}

function toQuote(deps: AppDeps, q: repo.QuoteRow, product: Product): StoreQuote {
  const t = totalsOf(deps, product, q.pricePaisePerGram, q.quantity, q.mode);
  return {
    id: q.id,
    mode: q.mode,
    reference: q.reference,
    product: summaryOf(product),
    pricePaisePerGram: q.pricePaisePerGram,
    totals: toTotals(t),
    quotedAt: q.createdAt.toISOString(),
    expiresAt: q.expiresAt.toISOString(),
    upi: q.mode === 'pickup' ? upiRequestOf(deps, q.reference, q.totalPaise, product.title) : null,
  };
}

/**
 * The server's price for one line, held for the buyer: checkout for QUOTE_VALIDITY_SECONDS, a
 * direct payment for DIRECT_PAY_UTR_WINDOW_MINUTES (the buyer pays the QR's amount in a UPI app,
 * then types the UTR). Orders are made from it and from nothing the browser says about money.
 */
export async function createQuote(
  deps: AppDeps,
  user: PublicUser,
  input: { productId: string; quantity: number; mode: StoreOrderMode },
): Promise<StoreQuote> {
  assertQuantity(deps, input.quantity);
  const product = await findProductForOrder(deps.db, input.productId);
  if (!product?.active) throw new AppError('NOT_FOUND', msg.productUnavailable);
  if (!isSoldAs(product, input.mode))
    throw new AppError('VALIDATION_FAILED', msg.wrongLine[input.mode]);
  const price = await livePrice(deps, deps.db);
  const now = deps.clock.now();
  const validMs =
    input.mode === 'pickup'
      ? deps.config.DIRECT_PAY_UTR_WINDOW_MINUTES * 60_000
      : deps.config.QUOTE_VALIDITY_SECONDS * 1000;
  const t = totalsOf(deps, product, price, input.quantity, input.mode);
  const row = await repo.insertQuote(deps.db, {
    id: newId('squ'),
    userId: user.id,
    productId: product.id,
    quantity: input.quantity,
    mode: input.mode,
    reference: newMerchantTransactionId(input.mode === 'pickup' ? DIRECT_PREFIX : 'SQ', now),
    pricePaisePerGram: price,
    totalPaise: t.totalPaise,
    createdAt: now,
    expiresAt: new Date(now.getTime() + validMs),
  });
  return toQuote(deps, row, product);
}

/**
 * The quote an order is made from, locked, checked again against the catalogue: another user's
 * or an unknown quote is 404; an expired one, or one whose product's terms changed since, is
 * QUOTE_EXPIRED (the page asks for a new price and shows it before the buyer pays).
 */
async function usableQuote(
  deps: AppDeps,
  tx: Tx,
  userId: string,
  quoteId: string,
  mode: StoreOrderMode,
) {
  const q = await repo.lockQuote(tx, quoteId);
  if (!q || q.userId !== userId || q.mode !== mode)
    throw new AppError('NOT_FOUND', msg.quoteNotFound);
  const product = await findProductForOrder(tx, q.productId);
  if (!isSoldAs(product, mode)) throw new AppError('VALIDATION_FAILED', msg.productUnavailable);
  return { q, product };
}

function assertFresh(deps: AppDeps, q: repo.QuoteRow, t: StoreOrderTotals) {
  if (deps.clock.now().getTime() > q.expiresAt.getTime() || t.totalPaise !== q.totalPaise)
    throw new AppError('QUOTE_EXPIRED', msg.quoteExpired);
}

function assertPan(deps: AppDeps, t: StoreOrderTotals, pan: string | undefined) {
  if (t.panRequired && !pan) {
    const m = msg.panRequired(formatRupees(deps.config.PAN_REQUIRED_ABOVE_PAISE, { decimals: 0 }));
    throw new AppError('VALIDATION_FAILED', m, { fields: { pan: m } });
  }
}

const isInterState = (deps: AppDeps, pin: string) =>
  !deps.config.OPERATOR_PIN_PREFIXES.split(',').some((p) => pin.startsWith(p.trim()));

/** The referrer of an order: a code given at checkout wins over the sign-up referrer. */
async function referrerFor(tx: Tx, user: PublicUser, code: string | undefined) {
  if (!code) return findReferrerOf(tx, user.id);
  if (code === user.email.toLowerCase())
    throw new AppError('VALIDATION_FAILED', msg.referralSelf, {
      fields: { referralCode: msg.referralSelf },
    });
  const id = await findUserIdByReferralCode(tx, code);
  if (!id)
    throw new AppError('VALIDATION_FAILED', msg.referralUnknown, {
      fields: { referralCode: msg.referralUnknown },
    });
  return id;
}

async function recordState(
  deps: AppDeps,
  tx: Tx,
  order: OrderRow,
  store: repo.StoreOrderRow,
  to: StoreOrderState,
  actor: string,
  note: string | null,
  set: Partial<repo.StoreOrderRow> = {},
  mail = true,
) {
  const now = deps.clock.now();
  await repo.updateStoreOrder(tx, order.id, { ...set, state: to, updatedAt: now });
  await repo.insertEvent(tx, { orderId: order.id, state: to, note, actor, createdAt: now });
  await updateOrder(tx, order.id, { deliveryStatus: to });
  if (mail)
    await enqueueMail(tx, now, stateMail(deps, order, { ...store, ...set, state: to }, note));
}

const orderLink = (deps: AppDeps, orderId: string) =>
  `${deps.config.publicUrl}${paths.order.href({ orderId })}`;

function stateMail(deps: AppDeps, order: OrderRow, s: repo.StoreOrderRow, note: string | null) {
  const c = deps.config;
  const intro = [mailText.stateNow(order.merchantOrderId, order.orderlist, STATE_LABELS[s.state])];
  if (s.state === 'SHIPPED' && s.courier && s.trackingNumber)
    intro.push(mailText.tracking(s.courier, s.trackingNumber));
  if (s.state === 'PAYMENT_SUBMITTED') intro.push(mailText.utrReceived(s.utr ?? ''));
  if (s.state === 'READY_FOR_PICKUP') intro.push(mailText.collect(c.OPERATOR_ADDRESS));
  if (note) intro.push(note);
  const rendered = renderMail({
    brand: c.OPERATOR_BRAND,
    footer: mailText.footer(c.OPERATOR_NAME, c.OPERATOR_ADDRESS, c.OPERATOR_GSTIN),
    greeting: mailText.greeting(order.buyerName.split(' ')[0] ?? ''),
    intro,
    action: { label: mailText.viewOrder, url: orderLink(deps, order.id) },
    outro: [mailText.stateOutro],
    signOff: mailText.signOff(c.OPERATOR_BRAND),
  });
  return {
    kind: `store-order-${s.state.toLowerCase().replace(/_/g, '-')}`,
    to: order.buyerEmail,
    subject: mailText.stateSubject(order.merchantOrderId, STATE_LABELS[s.state]),
    ...rendered,
  };
}

/**
 * Place Order (coins): a PENDING order from the quote and the address, then the PhonePe payment
 * (MUID ids). The same click (idempotency key) or the same quote again returns the same order and
 * pay page: one click makes one order.
 */
export async function placeOrder(deps: AppDeps, user: PublicUser, raw: PlaceOrder) {
  const input = ZPlaceOrder.parse(raw);
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
    const gst = splitGst(t.gstPaise, isInterState(deps, input.pinCode));
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
  await updateOrder(deps.db, order.id, {
    merchantTransactionId: started.merchantTransactionId,
    payPageUrl: started.payPageUrl,
  });
  return {
    orderId: order.id,
    merchantTransactionId: started.merchantTransactionId,
    payPageUrl: started.payPageUrl,
    totalPaise: order.amountPaise,
  };
}

function storeRowOf(q: repo.QuoteRow, product: Product, t: StoreOrderTotals, now: Date) {
  return {
    quoteId: q.id,
    productId: product.id,
    mode: q.mode,
    title: product.title,
    weightMg: product.weightMg,
    purity: product.purity,
    makingBp: product.makingBp,
    referralCommissionBp: product.referralCommissionBp,
    metalPaise: t.metalPaise,
    makingPaise: t.makingPaise,
    itemsGstPaise: t.itemsGstPaise,
    chargePaise: t.chargePaise,
    chargeTaxablePaise: t.chargeTaxablePaise,
    createdAt: now,
    updatedAt: now,
  };
}

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
  await updateOrder(tx, order.id, { deliveryStatus: 'PROCESSING' });
  await enqueueMail(tx, now, stateMail(deps, order, store, `${note} ${msg.coinDelivery}`));
}

/**
 * A nugget bought by direct UPI payment: the quote (its QR amount) and the UTR the buyer typed.
 * The order waits for the operator to find the money (PAYMENT_SUBMITTED). A UTR pays for one
 * order, once, even when two orders send it at the same moment (utr_claims' primary key decides).
 */
export async function placeDirectOrder(deps: AppDeps, user: PublicUser, raw: DirectOrder) {
  const input = ZDirectOrder.parse(raw);
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
    await enqueueMail(tx, now, stateMail(deps, order, store, null));
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

/**
 * The money of a paid store order, in the paying transaction: invoice number, ledger posting
 * (sales, making, shipping or handling, GST), the referrer's Ants (coins) or the buyer's 10%
 * cashback (direct-payment nuggets), the PAID state and the receipt mail.
 */
async function settlePaid(
  deps: AppDeps,
  tx: Tx,
  order: OrderRow,
  store: repo.StoreOrderRow,
  actor: string,
  merchantTransactionId: string,
) {
  const now = deps.clock.now();
  const invoiceNo = await nextInvoiceNo(tx, deps.config, now);
  await updateOrder(tx, order.id, {
    status: 'SUCCESS',
    paidAt: now,
    invoiceNo,
    invoicedAt: now,
    merchantTransactionId,
  });
  const reference = `order:${order.id}`;
  const gstPaise = order.cgstPaise + order.sgstPaise + order.igstPaise;
  const entries: Entry[] = [
    { account: `user:${order.userId}:inr_paid`, amount: order.amountPaise },
    { account: 'op:inr:store_sales', amount: -store.metalPaise },
    { account: 'op:inr:making_charges', amount: -store.makingPaise },
    { account: 'op:inr:gst_payable', amount: -gstPaise },
  ];
  if (store.chargeTaxablePaise > 0)
    entries.push({
      account: store.mode === 'pickup' ? 'op:inr:handling' : 'op:inr:shipping',
      amount: -store.chargeTaxablePaise,
    });
  await post(tx, {
    type: store.mode === 'pickup' ? 'direct_payment_order' : 'store_order',
    reference,
    idempotencyKey: `${reference}:paid`,
    entries: entries.filter((e) => e.amount !== 0),
  });
  let reward = '';
  if (store.mode === 'delivery') {
    const antsCenti = storeReferralAntsCenti({
      buyerUserId: order.userId,
      referrerUserId: order.referrerUserId,
      paidWith: 'money',
      lines: [
        {
          makingPaise: store.makingPaise / order.quantity,
          referralCommissionBp: store.referralCommissionBp,
          quantity: order.quantity,
        },
      ],
    });
    if (antsCenti > 0 && order.referrerUserId)
      await creditAnts(tx, {
        type: 'referral_commission',
        reference,
        idempotencyKey: `${reference}:referral`,
        userId: order.referrerUserId,
        antsCenti,
      });
  }
  if (store.mode === 'pickup') {
    const itemsPaise = store.metalPaise + store.makingPaise + store.itemsGstPaise;
    const antsCenti = divFloor(itemsPaise * deps.config.NUGGET_CASHBACK_BP, BP);
    if (antsCenti > 0) {
      await creditAnts(tx, {
        type: 'nugget_cashback',
        reference,
        idempotencyKey: `${reference}:cashback`,
        userId: order.userId,
        antsCenti,
      });
      reward = mailText.cashback(formatAnts(antsCenti));
    }
  }
  // the receipt below is this change's mail
  await recordState(deps, tx, order, store, 'PAID', actor, null, {}, false);
  const link = `${deps.config.publicUrl}${paths.invoice.href({ transactionId: merchantTransactionId })}`;
  const mail = renderMail({
    brand: deps.config.OPERATOR_BRAND,
    footer: mailText.footer(
      deps.config.OPERATOR_NAME,
      deps.config.OPERATOR_ADDRESS,
      deps.config.OPERATOR_GSTIN,
    ),
    greeting: mailText.greeting(order.buyerName.split(' ')[0] ?? ''),
    intro: [
      mailText.received(
        formatRupees(order.amountPaise),
        order.orderlist,
        merchantTransactionId,
        invoiceNo,
      ),
      store.mode === 'pickup'
        ? mailText.pickupNext(deps.config.OPERATOR_ADDRESS)
        : mailText.deliveryNext,
      ...(reward ? [reward] : []),
    ],
    action: { label: mailText.viewInvoice, url: link },
    outro: [mailText.keep],
    signOff: mailText.signOff(deps.config.OPERATOR_BRAND),
  });
  await enqueueMail(tx, now, {
    kind: 'payment-receipt',
    to: order.buyerEmail,
    subject: mailText.receiptSubject(formatRupees(order.amountPaise), order.orderlist),
    ...mail,
  });
}

async function onGatewayPaid(deps: AppDeps, tx: Tx, payment: Payment) {
  const order = await lockOrder(tx, payment.referenceId);
  if (!order || order.status !== 'PENDING') return;
  const store = await repo.lockStoreOrder(tx, order.id);
  if (!store || store.state !== 'AWAITING_PAYMENT') return;
  await settlePaid(deps, tx, order, store, 'system', payment.merchantTransactionId);
}

async function onGatewayFailed(deps: AppDeps, tx: Tx, payment: Payment) {
  const order = await lockOrder(tx, payment.referenceId);
  if (!order || order.status !== 'PENDING') return;
  const store = await repo.lockStoreOrder(tx, order.id);
  if (!store || store.state !== 'AWAITING_PAYMENT') return;
  const failureCode = failureCodeOf(payment.failureReason);
  const reason = failureTextOf(failureCode);
  await updateOrder(tx, order.id, {
    status: 'FAILED',
    failureCode,
    merchantTransactionId: payment.merchantTransactionId,
  });
  await recordState(deps, tx, order, store, 'CANCELLED', 'system', reason);
}

/**
 * The bank completed a checkout payment after its order had closed (payments' late-success rule):
 * the coin is sold at the order's stored price when it is still in the catalogue (the order is
 * paid and invoiced as if on time), otherwise the whole amount is refunded. The buyer reads which
 * on the order page and by mail.
 */
async function onGatewayLatePaid(deps: AppDeps, tx: Tx, payment: Payment): Promise<LateOutcome> {
  const order = await lockOrder(tx, payment.referenceId);
  if (!order || order.status !== 'FAILED' || order.kind !== 'StoreOrders') return 'REFUND';
  const store = await repo.lockStoreOrder(tx, order.id);
  if (!store || store.state !== 'CANCELLED' || store.mode !== 'delivery') return 'REFUND';
  const product = await findProductForOrder(tx, store.productId);
  if (isSoldAs(product, 'delivery')) {
    await updateOrder(tx, order.id, { failureCode: null });
    await settlePaid(deps, tx, order, store, 'system', payment.merchantTransactionId);
    return 'CREDITED';
  }
  await updateOrder(tx, order.id, { failureCode: 'LATE_REFUND' });
  await repo.insertEvent(tx, {
    orderId: order.id,
    state: 'CANCELLED',
    note: msg.lateRefund,
    actor: 'system',
    createdAt: deps.clock.now(),
  });
  await enqueueMail(tx, deps.clock.now(), stateMail(deps, order, store, msg.lateRefund));
  return 'REFUND';
}

/**
 * The bank completed a checkout payment after its order had closed, but at another amount than
 * asked (payments' late rule): not paid; the order now says so, its timeline and a mail tell the
 * buyer the money will be refunded (by the operator, as for any AMOUNT_MISMATCH).
 */
async function onGatewayLateMismatch(deps: AppDeps, tx: Tx, payment: Payment) {
  const order = await lockOrder(tx, payment.referenceId);
  if (!order || order.status !== 'FAILED' || order.kind !== 'StoreOrders') return;
  const store = await repo.lockStoreOrder(tx, order.id);
  if (!store || store.state !== 'CANCELLED') return;
  await updateOrder(tx, order.id, { failureCode: 'AMOUNT_MISMATCH' });
  await repo.insertEvent(tx, {
    orderId: order.id,
    state: 'CANCELLED',
    note: msg.amountMismatch,
    actor: 'system',
    createdAt: deps.clock.now(),
  });
  await enqueueMail(tx, deps.clock.now(), stateMail(deps, order, store, msg.amountMismatch));
}

/** The order's failure code for a payment's failure reason (the gateway's own codes are DECLINED). */
function failureCodeOf(reason: string | null | undefined): OrderFailureCode {
  if (reason === 'GATEWAY_ERROR' || reason === 'AMOUNT_MISMATCH' || reason === 'EXPIRED')
    return reason;
  return 'DECLINED';
}

/** What the buyer reads about a failed store order. */
function failureTextOf(code: OrderFailureCode | null): string {
  if (code === 'GATEWAY_ERROR') return msg.gatewayUnreachable;
  if (code === 'LATE_REFUND') return msg.lateRefund;
  if (code === 'AMOUNT_MISMATCH') return msg.amountMismatch;
  if (code === 'CANCELLED') return msg.cancelledByOperator;
  return msg.gatewayFailed;
}

export function registerStore(deps: AppDeps) {
  registerPaymentPurpose(deps, STORE_ORDER_PURPOSE, {
    idPrefix: CHECKOUT_PREFIX,
    onSuccess: async (tx, payment) => {
      await onGatewayPaid(deps, tx, payment);
      deps.jobs.kick(MAIL_JOB);
    },
    onFailure: async (tx, payment) => {
      await onGatewayFailed(deps, tx, payment);
      deps.jobs.kick(MAIL_JOB);
    },
    onLateSuccess: async (tx, payment) => {
      const outcome = await onGatewayLatePaid(deps, tx, payment);
      deps.jobs.kick(MAIL_JOB);
      return outcome;
    },
    onLateMismatch: async (tx, payment) => {
      await onGatewayLateMismatch(deps, tx, payment);
      deps.jobs.kick(MAIL_JOB);
    },
  });
}

const isStoreKind = (kind: OrderRow['kind']): kind is StoreOrderKind =>
  (STORE_ORDER_KINDS as readonly string[]).includes(kind);

function toStoreOrder(
  deps: AppDeps,
  o: OrderRow,
  s: repo.StoreOrderRow,
  events: repo.EventRow[],
): StoreOrder {
  if (!isStoreKind(o.kind)) throw new AppError('NOT_FOUND', msg.orderNotFound);
  return {
    orderId: o.id,
    merchantOrderId: o.merchantOrderId,
    kind: o.kind,
    shortName: shortNameOf(o.kind),
    antsCenti: o.antsCenti,
    goldE8: o.goldE8,
    merchantTransactionId: o.merchantTransactionId,
    mode: s.mode,
    state: s.state,
    paymentStatus: o.status,
    title: s.title,
    quantity: o.quantity,
    weightMg: s.weightMg,
    purity: s.purity,
    metalPaise: s.metalPaise,
    makingPaise: s.makingPaise,
    itemsGstPaise: s.itemsGstPaise,
    chargeKind: s.mode === 'pickup' ? 'handling' : 'shipping',
    chargePaise: s.chargePaise,
    totalPaise: o.amountPaise,
    buyerName: o.buyerName,
    address: s.mode === 'pickup' ? deps.config.OPERATOR_ADDRESS : o.buyerAddress,
    panMasked: s.panMasked,
    courier: s.courier,
    trackingNumber: s.trackingNumber,
    utr: s.utr,
    utrRejectedReason: s.utrRejectedReason,
    failureReason: o.status === 'FAILED' ? failureTextOf(o.failureCode) : null,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    invoiceTransactionId: o.invoiceNo && o.merchantTransactionId ? o.merchantTransactionId : null,
    hasDeliveryNote: o.kind !== 'StoreOrders',
    updatedAt: s.updatedAt.toISOString(),
    events: events
      .filter((e) => e.orderId === o.id)
      .map((e) => ({ state: e.state, note: e.note, at: e.createdAt.toISOString() })),
  };
}

async function loadOrder(deps: AppDeps, db: DbOrTx, orderId: string) {
  const [order, store, events] = [
    await findOrderById(db, orderId),
    await repo.findStoreOrder(db, orderId),
    await repo.findEvents(db, [orderId]),
  ];
  if (!order || !store) return undefined;
  return toStoreOrder(deps, order, store, events);
}

/**
 * The owner's store order (bag, direct payment, referral store or Gold Smith) with its timeline;
 * anyone else's, or an order that is not a store order, is "not found".
 */
export async function getOrderForUser(deps: AppDeps, userId: string, orderId: string) {
  const order = await findOrderById(deps.db, orderId);
  if (!order || order.userId !== userId) throw new AppError('NOT_FOUND', msg.orderNotFound);
  const o = await loadOrder(deps, deps.db, orderId);
  if (!o) throw new AppError('NOT_FOUND', msg.orderNotFound);
  return o;
}

/**
 * The goods-delivery note (PDF) of the owner's coin paid with Ants or saved gold; a store order
 * paid in rupees has its tax invoice instead, and anyone else's order is "not found".
 */
export async function getDeliveryNote(deps: AppDeps, userId: string, orderId: string) {
  const o = await getOrderForUser(deps, userId, orderId);
  if (!o.hasDeliveryNote) throw new AppError('NOT_FOUND', msg.orderNotFound);
  const order = (await findOrderById(deps.db, orderId))!;
  const pdf = await renderDeliveryNotePdf({ ...o, recipientPhone: order.buyerPhone }, deps.config);
  return { pdf, merchantOrderId: o.merchantOrderId };
}

/** The store order of a paid order's transaction id, for its invoice lines (undefined otherwise). */
export const findStoreDetails = (db: DbOrTx, orderId: string) => repo.findStoreOrder(db, orderId);

// --- operator ---------------------------------------------------------------------------

/**
 * Store orders of every kind, newest first, for the operator: by state, kind and the Indian
 * calendar days they were placed on (`from` and `to` included).
 */
export async function listOrdersForOperator(
  deps: AppDeps,
  q: {
    state?: StoreOrderState | undefined;
    kind?: StoreOrderKind | undefined;
    from?: string | undefined;
    to?: string | undefined;
    page: number;
    pageSize: number;
  },
) {
  const { rows, total } = await repo.listStoreOrders(
    deps.db,
    {
      state: q.state,
      kind: q.kind,
      since: q.from ? istMidnight(q.from) : undefined,
      // India has no daylight saving: a day is always 24 hours
      until: q.to ? new Date(istMidnight(q.to).getTime() + 86_400_000) : undefined,
    },
    q.pageSize,
    (q.page - 1) * q.pageSize,
  );
  const ids = rows.map((r) => r.orderId);
  const [orders, events] = [
    await findOrdersByIds(deps.db, ids),
    await repo.findEvents(deps.db, ids),
  ];
  const byId = new Map(orders.map((o) => [o.id, o]));
  const items: AdminStoreOrder[] = [];
  for (const s of rows) {
    const o = byId.get(s.orderId);
    if (o) items.push(await toAdminOrder(deps, o, s, events));
  }
  return { total, items };
}

async function toAdminOrder(
  deps: AppDeps,
  o: OrderRow,
  s: repo.StoreOrderRow,
  events: repo.EventRow[],
): Promise<AdminStoreOrder> {
  const paidBy: AdminStoreOrder['paidBy'] =
    o.kind === 'ReferralStoreOrders'
      ? 'ants'
      : o.kind === 'GoldSmith'
        ? 'gold'
        : s.mode === 'pickup'
          ? 'upi'
          : 'gateway';
  let refund: AdminStoreOrder['refund'] = null;
  if (s.state === 'REFUNDED' && paidBy === 'gateway') {
    const paid = (await findPaymentsFor(deps, STORE_ORDER_PURPOSE, o.id)).find(
      (p) => p.state === 'SUCCESS',
    );
    const r = paid ? (await refundsOfPayment(deps, paid.id)).at(-1) : undefined;
    if (r)
      refund = {
        state: r.state,
        amountPaise: r.amountPaise,
        gatewayCode: r.gatewayCode,
        merchantRefundId: r.merchantRefundId,
      };
  }
  return {
    ...toStoreOrder(deps, o, s, events),
    buyerEmail: o.buyerEmail,
    buyerPhone: o.buyerPhone,
    paidBy,
    refund,
  };
}

/** One order as the operator sees it. */
async function loadAdminOrder(deps: AppDeps, orderId: string) {
  const [order, store, events] = [
    await findOrderById(deps.db, orderId),
    await repo.findStoreOrder(deps.db, orderId),
    await repo.findEvents(deps.db, [orderId]),
  ];
  if (!order || !store) throw new AppError('NOT_FOUND', msg.orderNotFound);
  return toAdminOrder(deps, order, store, events);
}

async function lockBoth(tx: Tx, orderId: string) {
  const order = await lockOrder(tx, orderId);
  const store = order && (await repo.lockStoreOrder(tx, orderId));
  if (!order || !store) throw new AppError('NOT_FOUND', msg.orderNotFound);
  return { order, store };
}

/**
 * The operator moves an order along (PROCESSING, SHIPPED with courier and tracking number,
 * DELIVERED, READY_FOR_PICKUP, COLLECTED, CANCELLED while unpaid, REFUNDED with the rupees
 * posted back); every move is recorded and mailed to the buyer.
 */
export async function moveOrder(
  deps: AppDeps,
  by: AuditActor,
  orderId: string,
  input: { to: StoreOrderState; courier?: string; trackingNumber?: string; note?: string },
) {
  const refundId = await deps.db.transaction(async (tx) => {
    const { order, store } = await lockBoth(tx, orderId);
    if (!OPERATOR_MOVES.includes(input.to) || !canMove(store.mode, store.state, input.to))
      throw new AppError(
        'CONFLICT',
        msg.cannotMove(
          STATE_LABELS[store.state].toLowerCase(),
          STATE_LABELS[input.to].toLowerCase(),
        ),
      );
    const set: Partial<repo.StoreOrderRow> = {};
    if (input.to === 'SHIPPED') {
      if (!input.courier || !input.trackingNumber)
        throw new AppError('VALIDATION_FAILED', msg.shippedNeedsTracking);
      set.courier = input.courier;
      set.trackingNumber = input.trackingNumber;
    }
    if (input.to === 'CANCELLED')
      await updateOrder(tx, order.id, {
        status: 'FAILED',
        failureCode: 'CANCELLED',
      });
    const notes = input.note ? [input.note] : [];
    const refunded = input.to === 'REFUNDED' ? await refund(deps, tx, order, store) : undefined;
    if (refunded) notes.push(...refunded.notes);
    await recordState(
      deps,
      tx,
      order,
      store,
      input.to,
      actorOf(by),
      notes.length ? notes.join(' ') : null,
      set,
    );
    await audit(tx, {
      by,
      at: deps.clock.now(),
      action: `store.order.${input.to.toLowerCase().replace(/_/g, '-')}`,
      target: { type: 'store_order', id: order.id },
      before: { state: store.state },
      after: {
        state: input.to,
        ...(set.courier ? { courier: set.courier, trackingNumber: set.trackingNumber } : {}),
        ...(refunded?.refundId ? { gatewayRefundId: refunded.refundId } : {}),
      },
      reason: input.note ?? null,
    });
    return refunded?.refundId;
  });
  deps.jobs.kick(MAIL_JOB);
  // a rupee refund through the gateway: sent once the refund is committed; an answer that is
  // not final (TIMED_OUT, PENDING, INTERNAL_SERVER_ERROR, none) leaves it PENDING for the checks
  if (refundId) await sendRefund(deps, refundId);
  return loadAdminOrder(deps, orderId);
}

/** How the timeline names an operator. */
const actorOf = (by: AuditActor) => (by.userId ? `admin:${by.userId}` : by.label);

/**
 * What a refund gives back, in the refunding transaction: the rupees paid (a bag or direct
 * order), the Ants paid (referral store) or the saved gold (Gold Smith, back into the vault). A
 * rupee order also loses the Ants it earned: the referrer's commission and the nugget cashback are
 * taken back, never below zero (takeBackAnts: Ants already spent stay spent). Returns the notes
 * the timeline and the mail carry.
 */
async function refund(
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

/** The operator found the money of a direct payment: paid, invoiced, 10% cashback, mailed. */
export async function verifyUtr(deps: AppDeps, by: AuditActor, orderId: string) {
  await deps.db.transaction(async (tx) => {
    const { order, store } = await lockBoth(tx, orderId);
    if (store.mode !== 'pickup') throw new AppError('CONFLICT', msg.notDirect);
    if (store.state !== 'PAYMENT_SUBMITTED') throw new AppError('CONFLICT', msg.utrNotExpected);
    await settlePaid(deps, tx, order, store, actorOf(by), order.merchantTransactionId!);
    await audit(tx, {
      by,
      at: deps.clock.now(),
      action: 'store.order.utr-verify',
      target: { type: 'store_order', id: order.id },
      before: { state: store.state, utr: store.utr },
      after: { state: 'PAID', utr: store.utr, amountPaise: order.amountPaise },
    });
  });
  deps.jobs.kick(MAIL_JOB);
  return loadAdminOrder(deps, orderId);
}

/**
 * The operator could not find the money: the order waits for payment again and the buyer reads
 * why (order page, mail). The refused UTR stays used.
 */
export async function rejectUtr(deps: AppDeps, by: AuditActor, orderId: string, reason: string) {
  await deps.db.transaction(async (tx) => {
    const { order, store } = await lockBoth(tx, orderId);
    if (store.mode !== 'pickup') throw new AppError('CONFLICT', msg.notDirect);
    if (store.state !== 'PAYMENT_SUBMITTED') throw new AppError('CONFLICT', msg.utrNotExpected);
    await recordState(deps, tx, order, store, 'AWAITING_PAYMENT', actorOf(by), reason, {
      utr: null,
      utrRejectedReason: reason,
    });
    await audit(tx, {
      by,
      at: deps.clock.now(),
      action: 'store.order.utr-reject',
      target: { type: 'store_order', id: order.id },
      before: { state: store.state, utr: store.utr },
      after: { state: 'AWAITING_PAYMENT', utr: null },
      reason,
    });
  });
  deps.jobs.kick(MAIL_JOB);
  return loadAdminOrder(deps, orderId);
}

/** Invoice lines of a store order (gold value with weight and purity, making, charge). */
export function storeInvoiceItems(order: OrderRow, s: repo.StoreOrderRow) {
  const hsn = order.hsnCode ?? '7108';
  const grams = formatGrams(s.weightMg * GOLD_E8_PER_MG * order.quantity, 3);
  const items = [
    {
      description: msg.goldLine(
        s.title,
        formatGrams(s.weightMg * GOLD_E8_PER_MG, 3),
        s.purity,
        order.quantity,
      ),
      hsnCode: hsn,
      quantity: grams,
      unit: 'g',
      ratePaise: order.pricePaisePerGram,
      taxablePaise: s.metalPaise,
    },
    {
      description: msg.makingLine(formatPercentFromBp(s.makingBp, { fixed: true })),
      hsnCode: hsn,
      quantity: String(order.quantity),
      unit: 'pcs',
      ratePaise: null,
      taxablePaise: s.makingPaise,
    },
  ];
  if (s.chargePaise > 0)
    items.push({
      description: msg.chargeLine[s.mode],
      hsnCode: hsn,
      quantity: '1',
      unit: 'lot',
      ratePaise: null,
      taxablePaise: s.chargeTaxablePaise,
    });
  return items;
}

/** How many store orders of every kind are in this state (the console's counters). */
export async function countStoreOrdersInState(deps: Pick<AppDeps, 'db'>, state: StoreOrderState) {
  return (await repo.listStoreOrders(deps.db, { state }, 0, 0)).total;
}
