/**
 * Papers a saver can keep (issue 25): the holding certificate of a coin made from saved gold and
 * the yearly statement. Every figure is read from the wallet ledger (listUserPostings); orders
 * only add what a paper names (invoice numbers, prices, titles).
 */
import type {
  HoldingCertificate,
  HoldingLot,
  YearlyStatement,
  YearlyStatementLine,
} from '../../../shared/api/papers';
import {
  allocateFifo,
  GOLD_LONG_TERM_RULE,
  indiaDateOf,
  isoDate,
  laterDate,
  longTermFrom,
  type GoldMovement,
} from '../../../shared/rules/holding';
import {
  financialYearBounds,
  financialYearLabel,
  financialYearStartOf,
  parseFinancialYear,
  statementTotals,
  type StatementLineKind,
} from '../../../shared/rules/statement';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { getCustomer } from '../accounts/service';
import { findOrdersByIds, type OrderRow } from '../orders/service';
import { findStoreDetails } from '../store/service';
import { listUserPostings, type UserPosting } from '../wallet/service';
import { papersMessages as msg } from './messages';

const ORDER_REF = /^order:(.+)$/;
const orderIdOf = (reference: string) => ORDER_REF.exec(reference)?.[1] ?? null;

/** The change of one of the user's own accounts in a posting (0 when it has none). */
const own = (p: UserPosting, userId: string, kind: 'gold' | 'ants' | 'inr_paid') =>
  p.entries.filter((e) => e.account === `user:${userId}:${kind}`).reduce((s, e) => s + e.amount, 0);

/** The GST a posting put on the operator's GST account (paise, positive for a sale). */
const gstOf = (p: UserPosting) =>
  -p.entries.filter((e) => e.account === 'op:inr:gst_payable').reduce((s, e) => s + e.amount, 0);

const PURCHASE_KINDS: Record<string, HoldingLot['kind']> = {
  digital_gold_purchase: 'quick_buy',
  subscription_debit: 'autopay',
};

/**
 * The orders named by these postings, by id. Another user's order (the purchase that earned a
 * referrer Ants) only dates the line: nothing of it is shown.
 */
async function ordersOf(db: DbOrTx, postings: UserPosting[]) {
  const ids = [...new Set(postings.map((p) => orderIdOf(p.reference)).filter((x) => x !== null))];
  const rows = ids.length ? await findOrdersByIds(db, ids) : [];
  return new Map(rows.map((o) => [o.id, o]));
}

/** Postings dated by their order: the sale, conversion or purchase that earned Ants. */
const DATED_BY_ORDER = new Set([
  'digital_gold_purchase',
  'subscription_debit',
  'store_order',
  'direct_payment_order',
  'gold_smith_conversion',
  'referral_store_order',
  'referral_commission',
  'nugget_cashback',
]);

/**
 * When a record happened: a sale on its invoice date (so a purchase lies in the financial year
 * of its invoice number), a coin or an Ants credit when its order was placed or paid; a refund
 * or an adjustment when it was posted.
 */
function dateOf(p: UserPosting, orders: Map<string, OrderRow>): Date {
  const o = DATED_BY_ORDER.has(p.type) ? orders.get(orderIdOf(p.reference) ?? '') : undefined;
  return o?.invoicedAt ?? o?.paidAt ?? p.createdAt;
}

const issuerOf = (config: Config) => ({
  name: config.OPERATOR_NAME,
  address: config.OPERATOR_ADDRESS,
  gstin: config.OPERATOR_GSTIN,
});

/**
 * The holding certificate of a coin the user made from saved gold: the purchases whose gold went
 * into it, first in, first out over every movement of their vault. NOT_FOUND for another user's
 * order, an order that is not a Gold Smith conversion, or one refunded (no coin was made).
 */
export async function getHoldingCertificate(
  deps: Pick<AppDeps, 'db' | 'config'>,
  userId: string,
  orderId: string,
): Promise<HoldingCertificate> {
  const postings = await listUserPostings(deps.db, userId);
  const reference = `order:${orderId}`;
  const conversion = postings.find(
    (p) => p.type === 'gold_smith_conversion' && p.reference === reference,
  );
  if (!conversion) throw new AppError('NOT_FOUND', msg.certificateNotFound);

  const movements: GoldMovement[] = [];
  const outs = new Set<string>();
  for (const p of postings) {
    const goldE8 = own(p, userId, 'gold');
    if (goldE8 < 0) {
      // a conversion is known by its order; any other gold taken, by its posting
      const outId = p.type === 'gold_smith_conversion' ? p.reference : `posting:${p.postingId}`;
      movements.push({ kind: 'out', outId, goldE8: -goldE8 });
      outs.add(outId);
    } else if (goldE8 > 0) {
      // a refunded conversion gives its own gold back: the same lots, not new ones
      if (p.type === 'refund' && outs.has(p.reference)) {
        movements.push({ kind: 'back', outId: p.reference });
        outs.delete(p.reference);
      } else movements.push({ kind: 'in', lotId: String(p.postingId), goldE8 });
    }
  }
  const uses = allocateFifo(movements).get(reference);
  if (!uses) throw new AppError('NOT_FOUND', msg.certificateNotFound);

  const byId = new Map(postings.map((p) => [String(p.postingId), p]));
  const orders = await ordersOf(deps.db, postings);
  const order = orders.get(orderId);
  const store = await findStoreDetails(deps.db, orderId);
  if (!order || order.userId !== userId || order.kind !== 'GoldSmith' || !store)
    throw new AppError('NOT_FOUND', msg.certificateNotFound);

  const lots: HoldingLot[] = uses.map((u) => {
    const p = byId.get(u.lotId)!;
    const o = orders.get(orderIdOf(p.reference) ?? '');
    const kind = PURCHASE_KINDS[p.type] ?? 'other';
    const purchasedAt = dateOf(p, orders);
    return {
      kind,
      purchasedAt: purchasedAt.toISOString(),
      invoiceNo: kind !== 'other' ? (o?.invoiceNo ?? null) : null,
      transactionId: kind !== 'other' ? (o?.merchantTransactionId ?? null) : null,
      goldE8: u.goldE8,
      purchaseGoldE8: own(p, userId, 'gold'),
      pricePaisePerGram: kind !== 'other' ? (o?.pricePaisePerGram ?? null) : null,
      longTermFrom: isoDate(longTermFrom(indiaDateOf(purchasedAt))),
    };
  });
  // the whole coin counts as long-term once its youngest gold does
  const coinLongTerm = lots
    .map((l) => longTermFrom(indiaDateOf(new Date(l.purchasedAt))))
    .reduce(laterDate);
  return {
    orderId,
    merchantOrderId: order.merchantOrderId,
    holderName: order.buyerName,
    coinTitle: store.title,
    weightMg: store.weightMg,
    purity: store.purity,
    goldE8: -own(conversion, userId, 'gold'),
    madeAt: dateOf(conversion, orders).toISOString(),
    lots,
    longTermFrom: isoDate(coinLongTerm),
    rule: { ...GOLD_LONG_TERM_RULE },
    issuer: issuerOf(deps.config),
  };
}

const LINE_KINDS: Record<string, StatementLineKind> = {
  digital_gold_purchase: 'quick_buy',
  subscription_debit: 'autopay',
  gold_smith_conversion: 'coin_conversion',
  store_order: 'store_order',
  direct_payment_order: 'store_order',
  referral_commission: 'ants_earned',
  nugget_cashback: 'ants_earned',
  referral_store_order: 'ants_spent',
  refund: 'refund',
  ants_reversal: 'refund',
};

function lineOf(
  p: UserPosting,
  at: Date,
  userId: string,
  order: OrderRow | undefined,
): YearlyStatementLine {
  const o = order?.userId === userId ? order : undefined;
  const kind = LINE_KINDS[p.type] ?? 'adjustment';
  const isSale = kind === 'quick_buy' || kind === 'autopay' || kind === 'store_order';
  return {
    at: at.toISOString(),
    kind,
    title: o?.orderlist ?? null,
    orderId: o?.id ?? null,
    merchantOrderId: o?.merchantOrderId ?? null,
    transactionId: o?.merchantTransactionId ?? null,
    invoiceNo: isSale ? (o?.invoiceNo ?? null) : null,
    pricePaisePerGram:
      kind === 'quick_buy' || kind === 'autopay' ? (o?.pricePaisePerGram ?? null) : null,
    goldE8: own(p, userId, 'gold'),
    paidPaise: own(p, userId, 'inr_paid'),
    gstPaise: isSale ? gstOf(p) : 0,
    antsCenti: own(p, userId, 'ants'),
    hasCertificate: kind === 'coin_conversion' && o?.kind === 'GoldSmith',
  };
}

/** The financial years (labels, newest first) this user has ledger records in. */
export async function listStatementYears(deps: Pick<AppDeps, 'db'>, userId: string) {
  const postings = await listUserPostings(deps.db, userId);
  const orders = await ordersOf(deps.db, postings);
  const starts = [...new Set(postings.map((p) => financialYearStartOf(dateOf(p, orders))))].sort(
    (a, b) => b - a,
  );
  return {
    years: starts.map((s) => {
      const { from, to } = financialYearBounds(s);
      return { year: financialYearLabel(s), from: from.toISOString(), to: to.toISOString() };
    }),
  };
}

/**
 * The statement of one financial year: the grams held on 1 April, every line of the year from
 * the ledger, and its totals. NOT_FOUND (with the reason) for a year without records.
 */
export async function getYearlyStatement(
  deps: Pick<AppDeps, 'db' | 'config'>,
  userId: string,
  year: string,
): Promise<YearlyStatement> {
  const start = parseFinancialYear(year);
  if (start === null) throw new AppError('NOT_FOUND', msg.noSuchYear);
  const { from, to } = financialYearBounds(start);
  const customer = await getCustomer(deps, userId);
  const postings = await listUserPostings(deps.db, userId);
  const orders = await ordersOf(deps.db, postings);
  const dated = postings
    .map((p) => ({ p, at: dateOf(p, orders) }))
    .sort((x, y) => x.at.getTime() - y.at.getTime() || x.p.postingId - y.p.postingId);
  const inYear = dated.filter(({ at }) => at >= from && at < to);
  if (inYear.length === 0) throw new AppError('NOT_FOUND', msg.noRecordsInYear(year));
  const openingE8 = dated
    .filter(({ at }) => at < from)
    .reduce((sum, { p }) => sum + own(p, userId, 'gold'), 0);
  const lines = inYear.map(({ p, at }) =>
    lineOf(p, at, userId, orders.get(orderIdOf(p.reference) ?? '')),
  );
  return {
    year,
    from: from.toISOString(),
    to: to.toISOString(),
    holder: { name: `${customer.firstName} ${customer.lastName}`.trim(), email: customer.email },
    issuer: issuerOf(deps.config),
    lines,
    totals: statementTotals(openingE8, lines),
  };
}
