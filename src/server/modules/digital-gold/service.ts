import type { PublicUser } from '../../../shared/api/auth';
import type { Locale } from '../../../shared/locales';
import type { Quote } from '../../../shared/api/digital-gold';
import { formatGrams } from '../../../shared/money/format';
import { quoteDigitalGold } from '../../../shared/rules/digital-gold';
import { fitsInVault } from '../../../shared/rules/vault';
import { digitalGoldReferralAntsCenti } from '../../../shared/rules/referral';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { findLanguageOf, findReferrerOf, languagePiece, localeOf } from '../accounts/service';
import { enqueueMail, MAIL_JOB } from '../mail/service';
import {
  createDigitalGoldOrder,
  failureCodeOfPayment,
  findOrderById,
  findOrderByIdempotencyKey,
  lockOrder,
  lockOrderThenUserLock,
  markFailed,
  markLateMismatch,
  markLateRefund,
  markPaid,
  markPaidLate,
  pendingDigitalGold,
  pendingDigitalGoldBeside,
  type OrderRow,
} from '../orders/service';
import {
  findPayment,
  newPaymentTransactionId,
  openRecordedPayment,
  recordPayment,
  registerPaymentPurpose,
  type LateOutcome,
  type Payment,
} from '../payments/service';
import { noteGoldCredited, openGoalPiece } from '../goals/service';
import { getCurrentPriceBeside } from '../prices/service';
import { assertPurchasesOpen, purchasesStoppedPiece, refuseIfStopped } from '../reserve/service';
import {
  assertVaultFits,
  creditAnts,
  getVaultState,
  heldGoldPiece,
  lockVault,
  post,
  VAULT_LOCK_PREFIX,
} from '../wallet/service';
import { digitalGoldMessages } from './messages';
import { lateMismatchMail, lateRefundMail, receiptMail } from './mails';

const msg = digitalGoldMessages.en;

export const DIGITAL_GOLD_PURPOSE = 'digital_gold';

const toQuote = (o: OrderRow, q: ReturnType<typeof quoteDigitalGold>): Quote => ({
  amountPaise: q.amountPaise,
  pricePaisePerGram: q.pricePaisePerGram,
  goldE8: q.goldE8,
  goldGrams: formatGrams(q.goldE8, 8),
  goldValuePaise: q.goldValuePaise,
  taxablePaise: q.taxablePaise,
  gstPaise: q.gstPaise,
  chargesPaise: q.chargesPaise,
  quotedAt: (o.quotedAt ?? o.createdAt).toISOString(),
  expiresAt: (o.quoteExpiresAt ?? o.createdAt).toISOString(),
});

const ratioOf = (deps: AppDeps) => ({
  goldRatioNum: deps.config.GOLD_RATIO_NUM,
  goldRatioDen: deps.config.GOLD_RATIO_DEN,
  gstBp: deps.config.GST_BP,
});

/**
 * Quick buy: quotes the amount at the current price, refuses a buy past the vault limit (counting
 * orders still being paid; checked and stored under the user's vault lock), stores the order
 * with its quote, then opens the payment and returns the pay page. The same idempotency key
 * returns the same order and pay page. `referrerUserId`: the buyer's referrer when the caller has
 * just read it (the session lookup); read here when not given.
 */
export async function createQuickBuy(
  deps: AppDeps,
  user: PublicUser,
  input: { amountPaise: number; idempotencyKey: string },
  referrerUserId?: string | null,
) {
  const now = deps.clock.now();
  // the reserve's stop read with the latest price, and refusing first as when read before it
  // (on its own when no price was ever recorded)
  const price = await getCurrentPriceBeside(deps, deps.db, purchasesStoppedPiece, (stopped) =>
    stopped === undefined ? assertPurchasesOpen(deps.db) : refuseIfStopped(stopped),
  );
  if (price.isStale) {
    throw new AppError('PRICE_UNAVAILABLE', msg.priceUpdating);
  }
  const q = quoteDigitalGold(input.amountPaise, price.pricePaisePerGram, ratioOf(deps));
  if (q.goldE8 <= 0) throw new AppError('VALIDATION_FAILED', msg.tooLittleGold);

  const result = await deps.db.transaction(async (tx) => {
    // One user's buys are checked and stored one at a time, on every instance: parallel buys
    // (two tabs, a script) cannot each see room in the vault and together pass the limit.
    await lockVault(tx, user.id);
    // the gold pending and the gold held, one read under the lock
    const { pendingE8, beside: heldE8 } = await pendingDigitalGoldBeside(
      tx,
      user.id,
      new Date(now.getTime() - deps.config.PAYMENTS_EXPIRE_MINUTES * 60_000),
      heldGoldPiece,
    );
    try {
      assertVaultFits(deps, { heldE8, pendingE8, addGoldE8: q.goldE8 });
    } catch (err) {
      // the same click again is the same order, whatever the vault holds by now (a click that
      // fits finds its order below, where the insert meets the same idempotency key)
      const existing = await findOrderByIdempotencyKey(tx, user.id, input.idempotencyKey);
      if (existing) return { order: existing, created: false as const };
      throw err;
    }
    const merchantTransactionId = newPaymentTransactionId(deps, DIGITAL_GOLD_PURPOSE);
    const made = await createDigitalGoldOrder(
      tx,
      deps.config,
      {
        kind: 'DigitalGold',
        userId: user.id,
        buyer: user,
        quote: q,
        quotedAt: now,
        quoteExpiresAt: new Date(now.getTime() + deps.config.QUOTE_VALIDITY_SECONDS * 1000),
        referrerUserId:
          referrerUserId === undefined ? await findReferrerOf(tx, user.id) : referrerUserId,
        idempotencyKey: input.idempotencyKey,
        merchantTransactionId,
      },
      now,
    );
    if (!made.created) return { order: made.order, created: false as const };
    // record first: the payment commits with its order, before the gateway hears of it
    const recorded = await recordPayment(deps, tx, {
      purpose: DIGITAL_GOLD_PURPOSE,
      referenceId: made.order.id,
      userId: user.id,
      amountPaise: made.order.amountPaise,
      mobileNumber: user.phone,
      merchantTransactionId,
    });
    return { order: made.order, created: true as const, recorded };
  });
  const { order } = result;
  const orderQuote = quoteDigitalGold(order.amountPaise, order.pricePaisePerGram!, ratioOf(deps));

  if (!result.created) {
    // the same click again: the same order and, if it opened, the same payment
    if (order.status === 'FAILED') {
      throw new AppError('PAYMENT_GATEWAY', msg.failed[order.failureCode ?? 'GATEWAY_ERROR']);
    }
    // the pay page is kept on the payment (on the order too for orders made before 27 Nov 2026)
    const payPageUrl =
      order.payPageUrl ??
      (order.merchantTransactionId
        ? (await findPayment(deps, order.merchantTransactionId))?.payPageUrl
        : undefined);
    if (order.merchantTransactionId && payPageUrl) {
      return {
        order,
        payPageUrl,
        merchantTransactionId: order.merchantTransactionId,
        quote: toQuote(order, orderQuote),
      };
    }
    throw new AppError('PAYMENT_PENDING', msg.paymentOpening);
  }

  const started = await openRecordedPayment(deps, result.recorded);
  return {
    order,
    payPageUrl: started.payPageUrl,
    merchantTransactionId: started.merchantTransactionId,
    quote: toQuote(order, orderQuote),
  };
}

/**
 * Settlement of a verified payment, inside the payment's transaction, once: the order is paid and
 * invoiced, the gold goes to the user's vault, the rupees to sales and GST payable, and the
 * referrer earns Ants (decisions.md: Referrals). The money is already taken, so the vault limit
 * (checked before payment) does not stop the credit here.
 */
async function onPaid(deps: AppDeps, tx: Tx, payment: Payment) {
  // the order locked, then the vault (one statement): the order leaves the pending gold that
  // vault checks count as it enters the vault; the same statement reads the receipt's language
  const locked = await lockOrderThenUserLock(
    tx,
    payment.referenceId,
    VAULT_LOCK_PREFIX,
    languagePiece,
  );
  if (!locked || locked.order.status !== 'PENDING') return;
  await creditOrder(deps, tx, locked.order, payment, false, localeOf(locked.beside));
}

/**
 * The ledger side of a paid digital-gold order, a quick buy or an Autopay debit, in the paying
 * transaction: the gold into the vault, the rupees paid with the GST owed, and the referrer's Ants
 * (decisions.md: Referrals; each Autopay debit earns like a quick buy). Once per order: a replay
 * finds the postings by their keys and changes nothing. Posted before the order takes its
 * invoice number (`markPaid`); the caller then notes the gold against the buyer's goal
 * (`noteGoldCredited`), once the paying statement has told whether there is one.
 */
export async function postGoldPurchase(
  deps: Pick<AppDeps, 'config' | 'clock'>,
  tx: Tx,
  order: OrderRow,
  type: 'digital_gold_purchase' | 'subscription_debit',
) {
  const reference = `order:${order.id}`;
  const gstPaise = order.cgstPaise + order.sgstPaise + order.igstPaise;
  await post(tx, {
    type,
    reference,
    idempotencyKey: `${reference}:paid`,
    entries: [
      { account: `user:${order.userId}:gold`, amount: order.goldE8 },
      { account: 'op:gold:sold', amount: -order.goldE8 },
      { account: `user:${order.userId}:inr_paid`, amount: order.amountPaise },
      { account: 'op:inr:digital_gold_sales', amount: -order.taxablePaise },
      ...(gstPaise > 0 ? [{ account: 'op:inr:gst_payable' as const, amount: -gstPaise }] : []),
    ],
  });
  const antsCenti = digitalGoldReferralAntsCenti({
    buyerUserId: order.userId,
    referrerUserId: order.referrerUserId,
    paidWith: 'money',
    amountPaise: order.amountPaise,
    referralBp: deps.config.DIGITAL_GOLD_REFERRAL_BP,
  });
  if (order.referrerUserId && antsCenti > 0) {
    await creditAnts(tx, {
      type: 'referral_commission',
      reference,
      idempotencyKey: `${reference}:referral`,
      userId: order.referrerUserId,
      antsCenti,
    });
  }
}

/**
 * Pays, invoices and credits a locked order at its stored quote, and mails the receipt (in
 * `locale` when the caller has read the buyer's language).
 */
async function creditOrder(
  deps: AppDeps,
  tx: Tx,
  order: OrderRow,
  payment: Payment,
  late: boolean,
  locale?: Locale,
) {
  const now = deps.clock.now();
  const paid = { now, merchantTransactionId: payment.merchantTransactionId };
  await postGoldPurchase(deps, tx, order, 'digital_gold_purchase');
  // the invoice number after the postings (markPaid); a quick buy's paying statement also reads
  // whether the buyer has a goal this gold may reach
  const { invoiceNo, beside: hasOpenGoal } = late
    ? { ...(await markPaidLate(tx, deps.config, order.id, paid)), beside: undefined }
    : await markPaid(tx, deps.config, order.id, paid, openGoalPiece);
  // the saver's goal coin, reached by this gold: marked once, with its mail
  await noteGoldCredited(deps, tx, order.userId, hasOpenGoal);
  await enqueueMail(
    tx,
    now,
    receiptMail(deps.config, locale ?? (await findLanguageOf(tx, order.userId)), order, {
      merchantTransactionId: payment.merchantTransactionId,
      invoiceNo,
      late,
    }),
  );
}

/**
 * The bank completed a payment after the order had failed (payments' late-success rule): the
 * order is completed at its stored quote if the vault still has room, otherwise the payment is
 * refunded. The buyer is told either way, on the order's page and by mail.
 */
async function onLatePaid(deps: AppDeps, tx: Tx, payment: Payment): Promise<LateOutcome> {
  const order = await lockOrder(tx, payment.referenceId);
  // an order already paid by another attempt, or none at all: this money goes back
  if (!order || order.status !== 'FAILED' || order.kind !== 'DigitalGold') return 'REFUND';
  await lockVault(tx, order.userId);
  const pendingE8 = await pendingDigitalGold(
    tx,
    order.userId,
    new Date(deps.clock.now().getTime() - deps.config.PAYMENTS_EXPIRE_MINUTES * 60_000),
  );
  const vault = await getVaultState(deps, tx, order.userId, pendingE8);
  if (fitsInVault(vault, order.goldE8)) {
    await creditOrder(deps, tx, order, payment, true);
    return 'CREDITED';
  }
  await markLateRefund(tx, order.id);
  const locale = await findLanguageOf(tx, order.userId);
  await enqueueMail(
    tx,
    deps.clock.now(),
    lateRefundMail(deps.config, locale, order, {
      merchantTransactionId: payment.merchantTransactionId,
      limitE8: vault.limitE8,
    }),
  );
  return 'REFUND';
}

/**
 * The bank completed a payment after the order had failed, but at another amount than asked
 * (payments' late rule): no gold; the order now reads AMOUNT_MISMATCH (the money will be
 * refunded, by the operator) instead of "no money was taken", and the buyer is mailed.
 */
async function onLateMismatch(deps: AppDeps, tx: Tx, payment: Payment) {
  const order = await lockOrder(tx, payment.referenceId);
  if (!order || order.status !== 'FAILED' || order.kind !== 'DigitalGold') return;
  await markLateMismatch(tx, order.id);
  const locale = await findLanguageOf(tx, order.userId);
  await enqueueMail(
    tx,
    deps.clock.now(),
    lateMismatchMail(deps.config, locale, order, {
      merchantTransactionId: payment.merchantTransactionId,
    }),
  );
}

async function onFailed(deps: AppDeps, tx: Tx, payment: Payment) {
  const order = await lockOrder(tx, payment.referenceId);
  if (!order || order.status !== 'PENDING') return;
  await markFailed(
    tx,
    order.id,
    failureCodeOfPayment(payment.failureReason),
    payment.merchantTransactionId,
  );
}

export function registerDigitalGold(deps: AppDeps) {
  registerPaymentPurpose(deps, DIGITAL_GOLD_PURPOSE, {
    onSuccess: async (tx, payment) => {
      await onPaid(deps, tx, payment);
      deps.jobs.kick(MAIL_JOB);
    },
    onFailure: (tx, payment) => onFailed(deps, tx, payment),
    onLateSuccess: async (tx, payment) => {
      const outcome = await onLatePaid(deps, tx, payment);
      deps.jobs.kick(MAIL_JOB);
      return outcome;
    },
    onLateMismatch: async (tx, payment) => {
      await onLateMismatch(deps, tx, payment);
      deps.jobs.kick(MAIL_JOB);
    },
  });
}

export const findDigitalGoldOrder = findOrderById;
