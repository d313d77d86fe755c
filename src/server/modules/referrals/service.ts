import type { PublicUser } from '../../../shared/api/auth';
import type {
  AntsStatementLine,
  ConversionCoin,
  GoldSmith,
  ReferralStore,
} from '../../../shared/api/referrals';
import { ANTS_CAUSES } from '../../../shared/api/referrals';
import type { StoreOrder } from '../../../shared/api/store';
import { formatAnts } from '../../../shared/money/format';
import {
  antsPriceCenti,
  byCoinWeight,
  CONVERSION_COIN_CATALOGUE,
  goldForCoinE8,
  isConversionCoin,
  maskName,
} from '../../../shared/rules/coin-conversion';
import { gramsNeededE8 } from '../../../shared/rules/goal';
import { storeItemPrice } from '../../../shared/rules/pricing';
import type { AppDeps } from '../../deps';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { findReferrerByCode, listReferredUsers, referralCodeOf } from '../accounts/service';
import { getProduct, listProducts } from '../catalogue/service';
import { MAIL_JOB } from '../mail/service';
import {
  createOrder,
  findOrderByIdempotencyKey,
  findOrdersByIds,
  HSN_GOLD,
  markPaidFromBalance,
} from '../orders/service';
import { conversionCostOf, noteCoinMade } from '../goals/service';
import { getCurrentPrice } from '../prices/service';
import { getOrderForUser, openCoinOrder } from '../store/service';
import { debitAnts, debitGold, getBalances, listUserAntsEntries } from '../wallet/service';
import { REFERRAL_MESSAGES as msg } from './messages';
import { assertPurchasesOpen } from '../reserve/service';

type Product = Awaited<ReturnType<typeof getProduct>>;

/** The current gold price, refused while it is stale: a coin is never priced at an old price. */
async function freshPrice(deps: AppDeps, db: DbOrTx) {
  const price = await getCurrentPrice(deps, db);
  if (price.isStale) throw new AppError('PRICE_UNAVAILABLE', msg.priceStale);
  return price;
}

function smallestImage(p: Product): string | null {
  const variants = p.images[0]?.variants ?? [];
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  return (sorted.find((v) => v.width >= 160) ?? sorted.at(-1))?.url ?? null;
}

function toCoin(deps: AppDeps, p: Product, pricePaisePerGram: number): ConversionCoin {
  const { totalPaise } = storeItemPrice(
    { pricePaisePerGram, weightMg: p.weightMg, makingBp: p.makingBp },
    { gstBp: deps.config.GST_BP },
  );
  return {
    productId: p.id,
    title: p.title,
    weightMg: p.weightMg,
    purity: p.purity,
    description: p.description,
    imageUrl: smallestImage(p),
    priceAntsCenti: antsPriceCenti(totalPaise),
    goldE8: goldForCoinE8(p.weightMg),
  };
}

/** The conversion coins on sale (gold coins the operator marked convertible), lightest first. */
async function coinsOnSale(deps: AppDeps, pricePaisePerGram: number): Promise<ConversionCoin[]> {
  const list = await listProducts(
    deps,
    deps.db,
    { catalogue: CONVERSION_COIN_CATALOGUE, active: 'true', page: 1, pageSize: 100 },
    { isAdmin: false },
  );
  return list.items
    .filter(isConversionCoin)
    .sort(byCoinWeight)
    .map((p) => toCoin(deps, p, pricePaisePerGram));
}

/** One coin the user named, only when it is on sale as a conversion coin. */
async function coinOnSale(deps: AppDeps, productId: string, pricePaisePerGram: number) {
  let product: Product;
  try {
    product = await getProduct(deps, deps.db, productId, { isAdmin: false });
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND')
      throw new AppError('VALIDATION_FAILED', msg.coinNotOnSale, {
        fields: { productId: msg.coinNotOnSale },
      });
    throw err;
  }
  if (!isConversionCoin(product))
    throw new AppError('VALIDATION_FAILED', msg.coinNotOnSale, {
      fields: { productId: msg.coinNotOnSale },
    });
  return toCoin(deps, product, pricePaisePerGram);
}

export async function getReferralStore(deps: AppDeps, user: PublicUser): Promise<ReferralStore> {
  const price = await freshPrice(deps, deps.db);
  const [coins, balances] = await Promise.all([
    coinsOnSale(deps, price.pricePaisePerGram),
    getBalances(deps.db, user.id),
  ]);
  return {
    antsCenti: balances.antsCenti,
    coins,
    pricePaisePerGram: price.pricePaisePerGram,
    pricedAt: price.fetchedAt.toISOString(),
    deliveryAddress: user.address,
  };
}

export async function getGoldSmith(deps: AppDeps, user: PublicUser): Promise<GoldSmith> {
  // weights, not prices, matter here: an old price does not stop a conversion
  const price = await getCurrentPrice(deps, deps.db);
  const [coins, balances] = await Promise.all([
    coinsOnSale(deps, price.pricePaisePerGram),
    getBalances(deps.db, user.id),
  ]);
  const targetMg = deps.config.COIN_DELIVERY_TARGET_MG;
  const held = balances.goldE8;
  return {
    goldE8: held,
    targetE8: goldForCoinE8(targetMg),
    shortOfTargetE8: gramsNeededE8(held, goldForCoinE8(targetMg)),
    coins: coins.map((c) => ({
      ...c,
      canConvert: held >= c.goldE8,
      neededE8: gramsNeededE8(held, c.goldE8),
      cost: conversionCostOf(deps.config, c.weightMg),
    })),
    deliveryAddress: user.address,
  };
}

type PlaceInput = {
  kind: 'ReferralStoreOrders' | 'GoldSmith';
  coin: ConversionCoin;
  idempotencyKey: string;
  deliveryAddress: string;
  referrerUserId: string | null;
};

/**
 * Stores the coin order and takes its price (Ants) or weight (saved gold) through the ledger in
 * one transaction, with its store order (the store's states, timeline and mails from PROCESSING
 * on): when the balance is short the debit is refused and nothing remains. A repeated click (the
 * same key) returns the first order without taking anything again.
 */
async function placeOrder(
  deps: AppDeps,
  user: PublicUser,
  input: PlaceInput,
): Promise<{ order: StoreOrder; created: boolean }> {
  const now = deps.clock.now();
  const { coin, kind } = input;
  // what a conversion takes is the cost the goal card and the Gold Smith showed (the same rule)
  const cost = kind === 'GoldSmith' ? conversionCostOf(deps.config, coin.weightMg) : null;
  const result = await deps.db.transaction(async (tx: Tx) => {
    const existing = await findOrderByIdempotencyKey(tx, user.id, input.idempotencyKey);
    if (existing) return { order: existing, created: false };
    const { order, created } = await createOrder(
      tx,
      {
        userId: user.id,
        kind,
        // no money is charged (decisions.md): Ants or saved gold pay for the coin
        amountPaise: cost?.moneyPaise ?? 0,
        antsCenti: kind === 'ReferralStoreOrders' ? coin.priceAntsCenti : 0,
        goldE8: cost?.goldE8 ?? coin.goldE8,
        orderlist: coin.title,
        quantity: 1,
        hsnCode: HSN_GOLD,
        referrerUserId: input.referrerUserId,
        idempotencyKey: input.idempotencyKey,
        buyerName: user.name,
        buyerEmail: user.email,
        buyerPhone: user.phone,
        buyerAddress: input.deliveryAddress,
      },
      now,
    );
    if (!created) return { order, created };
    const reference = `order:${order.id}`;
    if (kind === 'ReferralStoreOrders') {
      await debitAnts(tx, {
        type: 'referral_store_order',
        reference,
        idempotencyKey: `referral-store:${order.id}`,
        userId: user.id,
        antsCenti: coin.priceAntsCenti,
      });
    } else {
      await debitGold(tx, {
        type: 'gold_smith_conversion',
        reference,
        idempotencyKey: `gold-smith:${order.id}`,
        userId: user.id,
        goldE8: cost?.goldE8 ?? coin.goldE8,
      });
      await noteCoinMade(tx, user.id, coin, order.id, now);
    }
    const paid = await markPaidFromBalance(tx, order.id, now);
    await openCoinOrder(deps, tx, paid, coin);
    return { order: paid, created };
  });
  if (!result.created && result.order.kind !== kind)
    throw new AppError('CONFLICT', msg.sameKeyOtherCoin);
  if (result.created) deps.jobs.kick(MAIL_JOB);
  return {
    order: await getOrderForUser(deps, user.id, result.order.id),
    created: result.created,
  };
}

/** Referral store: buys a coin with Ants at its rounded rupee price (spec 9). */
export async function buyCoinWithAnts(
  deps: AppDeps,
  user: PublicUser,
  input: {
    productId: string;
    idempotencyKey: string;
    deliveryAddress?: string | undefined;
    expectedPriceAntsCenti?: number | undefined;
  },
) {
  const existing = await findOrderByIdempotencyKey(deps.db, user.id, input.idempotencyKey);
  if (existing) {
    if (existing.kind !== 'ReferralStoreOrders')
      throw new AppError('CONFLICT', msg.sameKeyOtherCoin);
    return { order: await getOrderForUser(deps, user.id, existing.id), created: false };
  }
  // a coin bought with Ants is a new coin owed: it draws on the reserve like a store order
  await assertPurchasesOpen(deps.db);
  const price = await freshPrice(deps, deps.db);
  const coin = await coinOnSale(deps, input.productId, price.pricePaisePerGram);
  if (
    input.expectedPriceAntsCenti !== undefined &&
    input.expectedPriceAntsCenti !== coin.priceAntsCenti
  )
    throw new AppError('CONFLICT', msg.priceMoved(formatAnts(coin.priceAntsCenti)));
  return placeOrder(deps, user, {
    kind: 'ReferralStoreOrders',
    coin,
    idempotencyKey: input.idempotencyKey,
    deliveryAddress: input.deliveryAddress ?? user.address,
    referrerUserId: null,
  });
}

/**
 * Gold Smith: turns saved gold into a coin of that weight (no money charged). A referral code, if
 * given, must name another account; it is recorded on the order but earns no Ants (decisions.md:
 * never on purchases paid with gold).
 */
export async function convertGoldToCoin(
  deps: AppDeps,
  user: PublicUser,
  input: {
    productId: string;
    idempotencyKey: string;
    referralCode?: string | undefined;
    deliveryAddress?: string | undefined;
  },
) {
  const existing = await findOrderByIdempotencyKey(deps.db, user.id, input.idempotencyKey);
  if (existing) {
    if (existing.kind !== 'GoldSmith') throw new AppError('CONFLICT', msg.sameKeyOtherCoin);
    return { order: await getOrderForUser(deps, user.id, existing.id), created: false };
  }
  const referrerUserId = input.referralCode
    ? await findReferrerByCode(deps.db, user.id, input.referralCode)
    : null;
  // the coin's weight does not depend on the price; the price only confirms it is on sale now
  const price = await getCurrentPrice(deps, deps.db);
  const coin = await coinOnSale(deps, input.productId, price.pricePaisePerGram);
  return placeOrder(deps, user, {
    kind: 'GoldSmith',
    coin,
    idempotencyKey: input.idempotencyKey,
    deliveryAddress: input.deliveryAddress ?? user.address,
    referrerUserId,
  });
}

/** The user's personal code (decisions.md: Referrals) and who joined with it. */
export async function getProgramme(
  deps: AppDeps,
  user: PublicUser,
  page: number,
  pageSize: number,
) {
  const { rows, total } = await listReferredUsers(
    deps.db,
    user.id,
    pageSize,
    (page - 1) * pageSize,
  );
  return {
    code: await referralCodeOf(deps.db, user.id),
    items: rows.map((r) => ({
      name: maskName(`${r.firstName} ${r.lastName}`),
      joinedAt: r.createdAt.toISOString(),
    })),
    page,
    pageSize,
    total,
  };
}

const causeOf = (type: string): AntsStatementLine['cause'] =>
  (ANTS_CAUSES as readonly string[]).includes(type)
    ? (type as AntsStatementLine['cause'])
    : 'other';

/** Every Ant earned or spent, newest first: the ledger's Ants lines with their causes. */
export async function getAntsStatement(
  deps: AppDeps,
  user: PublicUser,
  page: number,
  pageSize: number,
) {
  const [{ rows, total }, balances] = await Promise.all([
    listUserAntsEntries(deps.db, user.id, pageSize, (page - 1) * pageSize),
    getBalances(deps.db, user.id),
  ]);
  const orderIdOf = (reference: string) =>
    reference.startsWith('order:') ? reference.slice('order:'.length) : null;
  // a commission names the friend whose purchase earned it: their masked name, nothing more
  const commissionOrders = await findOrdersByIds(
    deps.db,
    rows
      .filter((r) => r.type === 'referral_commission')
      .map((r) => orderIdOf(r.reference))
      .filter((id): id is string => id !== null),
  );
  const friendOf = new Map(
    commissionOrders
      .filter((o) => o.referrerUserId === user.id)
      .map((o) => [o.id, maskName(o.buyerName)]),
  );
  return {
    balanceCenti: balances.antsCenti,
    items: rows.map((r) => {
      const cause = causeOf(r.type);
      const orderId = orderIdOf(r.reference);
      return {
        id: r.entryId,
        amountCenti: r.amountMinor,
        cause,
        // only the user's own orders are linked (a coin bought with Ants, a nugget's cashback)
        orderId: cause === 'referral_store_order' || cause === 'nugget_cashback' ? orderId : null,
        friend: cause === 'referral_commission' && orderId ? (friendOf.get(orderId) ?? null) : null,
        createdAt: r.createdAt.toISOString(),
      };
    }),
    page,
    pageSize,
    total,
  };
}
