/** Quotes: the server's price for one line, held for the buyer, and the checks an order makes on it. */
import type { PublicUser } from '../../../shared/api/auth';
import type { StoreQuote } from '../../../shared/api/store';
import { formatRupees } from '../../../shared/money/format';
import type { StoreOrderMode, StoreOrderTotals } from '../../../shared/rules/store-order';
import { upiPayUri } from '../../../shared/rules/upi';
import type { Tx } from '../../db/client';
import { newId } from '../../db/ids';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { findProductForOrder } from '../catalogue/service';
import { newMerchantTransactionId } from '../payments/service';
import { storeMessages as msg } from './messages';
import {
  assertQuantity,
  DIRECT_PREFIX,
  isSoldAs,
  livePrice,
  summaryOf,
  totalsOf,
  toTotals,
  type Product,
} from './pricing';
import * as repo from './repo';

/** The UPI intent a direct payment's QR and app link carry (NPCI's upi://pay parameters). */
export function upiRequestOf(deps: AppDeps, reference: string, amountPaise: number, title: string) {
  const request = {
    payeeUpi: deps.config.OPERATOR_PAYEE_UPI,
    payeeName: deps.config.OPERATOR_NAME,
    amountPaise,
    note: `${title} ${reference}`.slice(0, 50),
    reference,
  };
  return { ...request, uri: upiPayUri(request) };
}

export function toQuote(deps: AppDeps, q: repo.QuoteRow, product: Product): StoreQuote {
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
export async function usableQuote(
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

export function assertFresh(deps: AppDeps, q: repo.QuoteRow, t: StoreOrderTotals) {
  if (deps.clock.now().getTime() > q.expiresAt.getTime() || t.totalPaise !== q.totalPaise)
    throw new AppError('QUOTE_EXPIRED', msg.quoteExpired);
}

export function assertPan(deps: AppDeps, t: StoreOrderTotals, pan: string | undefined) {
  if (t.panRequired && !pan) {
    const m = msg.panRequired(formatRupees(deps.config.PAN_REQUIRED_ABOVE_PAISE, { decimals: 0 }));
    throw new AppError('VALIDATION_FAILED', m, { fields: { pan: m } });
  }
}

export function storeRowOf(q: repo.QuoteRow, product: Product, t: StoreOrderTotals, now: Date) {
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
