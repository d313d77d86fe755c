import { randomInt } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { paths } from '../../../shared/routes';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import {
  GatewayError,
  type GatewayCallback,
  type GatewayExchange,
  type PaymentGateway,
} from './gateway';
import { paymentMessages } from './messages';
import { createPhonePeV1Gateway } from './phonepe';
import { createPhonePeV2Gateway } from './phonepe-v2';
import {
  MIN_AMOUNT_PAISE,
  isValidMerchantUserId,
  maskXVerify,
  sha256Hex,
} from './phonepe-protocol';
import { runQueue, type LeaseQueue } from '../jobs/service';
import * as repo from './repo';
import { payments, refunds } from './tables';
import { nextCheckAt, type ScheduleOptions } from './schedule';

const msg = paymentMessages.en;

/** The gateway's types other modules need (the subscriptions module's mandates and debits). */
export { GatewayError, type GatewayCallback, type MandateState } from './gateway';

/** A payment attempt as the purpose handlers and other modules see it. */
export type Payment = repo.PaymentRow;
export type PaymentState = Payment['state'];
export type Refund = repo.RefundRow;
/** What the late-success rule did with a payment the gateway completed after we closed it. */
export type LateOutcome = 'CREDITED' | 'REFUND';

/**
 * How a module settles the payments it starts. Both handlers run inside the transaction that moves
 * the payment out of PENDING, exactly once per payment; they must use `tx` only (never another
 * connection) and may throw to roll the settlement back (it is retried later, nothing is lost).
 */
export type PaymentPurpose = {
  /** the gateway confirmed the money: credit, mark the order paid */
  onSuccess(tx: Tx, payment: Payment): Promise<void>;
  /** declined, failed, expired, or the gateway refused to start it: release, mark failed */
  onFailure(tx: Tx, payment: Payment): Promise<void>;
  /**
   * A late success: the gateway reports paid a payment already closed FAILED or EXPIRED (onFailure
   * has run). Credit it now at the order's stored terms when the product still allows it and
   * answer 'CREDITED', or answer 'REFUND' (the payments module refunds the whole amount through
   * the gateway). Either way tell the user (order text, mail) inside `tx`. Without this handler a
   * late success is refunded.
   */
  onLateSuccess?(tx: Tx, payment: Payment): Promise<LateOutcome>;
  /**
   * The gateway reports a closed payment paid, but at another amount than asked: nothing is
   * credited and the payment becomes AMOUNT_MISMATCH for the operator to refund. Tell the user
   * inside `tx` (the order must no longer read as if no money was taken).
   */
  onLateMismatch?(tx: Tx, payment: Payment): Promise<void>;
  /** our page the browser lands on after the pay page; default /MarketPlace/StatusCheck?transactionId=... */
  returnPath?(p: { merchantTransactionId: string; referenceId: string }): string;
  /** merchantTransactionId prefix, capital letters (spec 3: MTID, MUID for checkout); default MTID */
  idPrefix?: string;
};

type Runtime = {
  gateway: PaymentGateway;
  purposes: Map<string, PaymentPurpose>;
  callbackListeners: ((e: Exclude<GatewayCallback, { type: 'PAYMENT' }>) => Promise<void>)[];
  log: FastifyBaseLogger;
};

/**
 * One runtime per app instance (tests run several apps in one process), created on first use: a
 * module may register its purpose before or after the payments module registers its routes.
 */
const runtimes = new WeakMap<AppDeps, Runtime>();

function rt(deps: AppDeps): Runtime {
  return runtimes.get(deps) ?? initPayments(deps);
}

export const CALLBACK_PATH = '/api/payments/phonepe/callback';
const CALLBACK_ANSWER_WITHIN_MS = 4_000;
export const callbackUrl = (deps: Pick<AppDeps, 'config'>) =>
  `${deps.config.publicUrl}${CALLBACK_PATH}`;
export const returnUrl = (deps: Pick<AppDeps, 'config'>, merchantTransactionId: string) =>
  `${deps.config.publicUrl}/api/payments/return/${merchantTransactionId}`;

/** Where the built-in sandbox answers (sandbox mode), or PhonePe's configured host. */
const sandboxUrl = (deps: Pick<AppDeps, 'config'>) => `${deps.config.publicUrl}/sandbox/phonepe`;

/**
 * The gateway of this app: PhonePe v1 or v2 (PHONEPE_API_VERSION), against the built-in sandbox or
 * PhonePe itself when live. No other module knows which.
 */
export function createGateway(deps: AppDeps): PaymentGateway {
  const c = deps.config;
  const sandbox = c.PAYMENTS_MODE === 'sandbox';
  const onExchange = (e: GatewayExchange) => repo.insertLog(deps.db, e, deps.clock.now());
  if (c.PHONEPE_API_VERSION === 'v2') {
    return createPhonePeV2Gateway({
      baseUrl: c.PHONEPE_BASE_URL ?? sandboxUrl(deps),
      oauthBaseUrl: c.PHONEPE_OAUTH_BASE_URL ?? c.PHONEPE_BASE_URL ?? sandboxUrl(deps),
      clientId: sandbox ? c.PHONEPE_SANDBOX_CLIENT_ID : c.PHONEPE_CLIENT_ID!,
      clientSecret: sandbox ? c.PHONEPE_SANDBOX_CLIENT_SECRET : c.PHONEPE_CLIENT_SECRET!,
      clientVersion: c.PHONEPE_CLIENT_VERSION,
      webhookUsername: sandbox ? c.PHONEPE_SANDBOX_WEBHOOK_USERNAME : c.PHONEPE_WEBHOOK_USERNAME!,
      webhookPassword: sandbox ? c.PHONEPE_SANDBOX_WEBHOOK_PASSWORD : c.PHONEPE_WEBHOOK_PASSWORD!,
      timeoutMs: c.PHONEPE_TIMEOUT_MS,
      // the pay page closes well before our own payment window (PhonePe allows 300-3600 s)
      orderExpireSeconds: Math.min(3600, Math.max(300, c.PAYMENTS_EXPIRE_MINUTES * 60 - 300)),
      now: () => deps.clock.now(),
      fetch: deps.fetch,
      onExchange,
    });
  }
  return createPhonePeV1Gateway({
    baseUrl: c.PHONEPE_BASE_URL ?? sandboxUrl(deps),
    recurringBaseUrl: c.PHONEPE_RECURRING_BASE_URL,
    merchantId: sandbox ? c.PHONEPE_SANDBOX_MERCHANT_ID : c.PHONEPE_MERCHANT_ID!,
    saltKey: sandbox ? c.PHONEPE_SANDBOX_SALT_KEY : c.PHONEPE_SALT_KEY!,
    saltIndex: c.PHONEPE_SALT_INDEX,
    timeoutMs: c.PHONEPE_TIMEOUT_MS,
    mode: c.PAYMENTS_MODE,
    fetch: deps.fetch,
    onExchange,
  });
}

/**
 * Creates this app's payments runtime (on first use), or swaps its gateway (tests: a gateway that
 * misreports an amount). Registered purposes and listeners are kept.
 */
export function initPayments(deps: AppDeps, gateway = createGateway(deps)): Runtime {
  const existing = runtimes.get(deps);
  if (existing) {
    existing.gateway = gateway;
    return existing;
  }
  const r: Runtime = { gateway, purposes: new Map(), callbackListeners: [], log: deps.log };
  runtimes.set(deps, r);
  return r;
}

/** Registers what a purpose ('digital_gold', 'store_order'...) does when its payments settle. */
export function registerPaymentPurpose(deps: AppDeps, purpose: string, handlers: PaymentPurpose) {
  const r = rt(deps);
  if (r.purposes.has(purpose)) throw new Error(`payment purpose ${purpose} is already registered`);
  if (handlers.idPrefix !== undefined && !/^[A-Z]{2,8}$/.test(handlers.idPrefix)) {
    throw new Error('idPrefix must be 2-8 capital letters');
  }
  r.purposes.set(purpose, handlers);
}

/**
 * Receives verified UPI Autopay callbacks (AUTH, NOTIFY, DEBIT, SUBSCRIPTION) for the
 * subscriptions module; like payments, act on them only after asking the gateway's status API.
 */
export function onMandateCallback(
  deps: AppDeps,
  listener: (e: Exclude<GatewayCallback, { type: 'PAYMENT' }>) => Promise<void>,
) {
  rt(deps).callbackListeners.push(listener);
}

/** The gateway interface itself (mandates and debits for the subscriptions module). */
export const paymentGateway = (deps: AppDeps) => rt(deps).gateway;

const scheduleOf = (deps: AppDeps): ScheduleOptions => ({
  firstCheckMs: deps.config.PAYMENTS_FIRST_CHECK_SECONDS * 1000,
  expireMs: deps.config.PAYMENTS_EXPIRE_MINUTES * 60_000,
});

const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** prefix + epoch ms + 8 random characters: 'MTID1767254400000K7Q2M9XA' (<= 34 chars, spec 3 style). */
export function newMerchantTransactionId(prefix: string, now: Date) {
  let suffix = '';
  for (let i = 0; i < 8; i++) suffix += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return `${prefix}${now.getTime()}${suffix}`;
}

/** A stable id for the payer that carries no email or phone (reference 1: ID rules). */
export const merchantUserIdOf = (userId: string) =>
  isValidMerchantUserId(userId) ? userId : `MU${sha256Hex(userId).slice(0, 32)}`;

/** Only a path on this site (no scheme, no host, no protocol-relative //). */
function assertLocalPath(p: string) {
  if (!p.startsWith('/') || p.startsWith('//') || p.startsWith('/\\')) {
    throw new Error(`return path must be a path on this site: ${p}`);
  }
  return p;
}

const errorText = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).slice(0, 1000);

export type StartPaymentInput = {
  /** a registered purpose */
  purpose: string;
  /** the id of the order (or debit) in the purpose's module */
  referenceId: string;
  userId: string;
  /** integer paise, at least 100 */
  amountPaise: number;
  /** 10 digits; prefills the pay page */
  mobileNumber?: string;
  /** our page the browser lands on after paying (path only); default from the purpose */
  redirectPath?: string;
};

export type StartedPayment = {
  paymentId: string;
  merchantTransactionId: string;
  /** send the browser here (the gateway's hosted pay page) */
  payPageUrl: string;
};

/**
 * Opens a payment at the gateway and returns its pay page. The attempt is recorded before the
 * gateway is called; when the gateway fails (timeout, 5xx, refusal) the payment is recorded
 * FAILED, the purpose's onFailure runs, and AppError PAYMENT_GATEWAY is thrown. Call it after
 * committing your order, never inside a transaction.
 */
export async function startPayment(
  deps: AppDeps,
  input: StartPaymentInput,
): Promise<StartedPayment> {
  const r = rt(deps);
  const purpose = r.purposes.get(input.purpose);
  if (!purpose) throw new Error(`payment purpose ${input.purpose} is not registered`);
  if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise < MIN_AMOUNT_PAISE) {
    throw new AppError('VALIDATION_FAILED', msg.amountTooSmall);
  }
  const now = deps.clock.now();
  const merchantTransactionId = newMerchantTransactionId(purpose.idPrefix ?? 'MTID', now);
  const returnPath = assertLocalPath(
    input.redirectPath ??
      purpose.returnPath?.({ merchantTransactionId, referenceId: input.referenceId }) ??
      paths.statusCheck.href({ transactionId: merchantTransactionId }),
  );
  const sched = scheduleOf(deps);
  const payment = await repo.insert(deps.db, {
    id: newId('pay'),
    merchantTransactionId,
    gateway: r.gateway.name,
    purpose: input.purpose,
    referenceId: input.referenceId,
    userId: input.userId,
    amountPaise: input.amountPaise,
    state: 'PENDING',
    returnPath,
    // a crash right after this line still ends in a settlement: reconciliation asks about it
    nextCheckAt: new Date(now.getTime() + sched.firstCheckMs),
    expiresAt: new Date(now.getTime() + sched.expireMs),
    createdAt: now,
    updatedAt: now,
  });
  try {
    const { payPageUrl } = await r.gateway.createPayment({
      merchantTransactionId,
      amountPaise: input.amountPaise,
      merchantUserId: merchantUserIdOf(input.userId),
      mobileNumber:
        input.mobileNumber && /^\d{10}$/.test(input.mobileNumber) ? input.mobileNumber : undefined,
      redirectUrl: returnUrl(deps, merchantTransactionId),
      callbackUrl: callbackUrl(deps),
    });
    await repo.setPayPage(deps.db, payment.id, payPageUrl, deps.clock.now());
    return { paymentId: payment.id, merchantTransactionId, payPageUrl };
  } catch (err) {
    r.log.warn(
      { err, paymentId: payment.id, merchantTransactionId },
      'payment gateway refused to start a payment',
    );
    // The user never saw a pay page, so no money can move for this attempt.
    await finish(
      deps,
      payment,
      'FAILED',
      {
        failureReason: 'GATEWAY_ERROR',
        gatewayCode: err instanceof GatewayError ? (err.code ?? err.kind) : null,
        lastError: errorText(err),
      },
      false,
    );
    throw new AppError('PAYMENT_GATEWAY', msg.gatewayUnavailable, { cause: err });
  }
}

/**
 * The one place a payment leaves PENDING: a conditional update and the purpose's handler in one
 * transaction. Returns the settled row, or undefined when another settle got there first (or the
 * handler failed: then the payment stays PENDING and is retried on the schedule).
 */
async function finish(
  deps: AppDeps,
  p: Payment,
  to: repo.FinalState,
  fields: Parameters<typeof repo.finish>[3],
  countsAsCheck = true,
): Promise<Payment | undefined> {
  const r = rt(deps);
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const done = await repo.finish(tx, p.id, to, fields, now, countsAsCheck);
      if (!done) return undefined;
      const handlers = r.purposes.get(p.purpose);
      if (!handlers) throw new Error(`no handler registered for payment purpose ${p.purpose}`);
      if (to === 'SUCCESS') await handlers.onSuccess(tx, done);
      else await handlers.onFailure(tx, done);
      return done;
    });
  } catch (err) {
    r.log.error(
      { err, paymentId: p.id, to },
      'settling a payment failed; it stays pending and is retried',
    );
    await repo.postpone(
      deps.db,
      p.id,
      nextCheckAt(p.createdAt, now, scheduleOf(deps)),
      `settlement to ${to} failed: ${errorText(err)}`,
      now,
    );
    return undefined;
  }
}

/**
 * Asks the gateway's status API about a pending payment and settles it when the answer is final.
 * Never decides from a callback body or a browser redirect. Safe to run concurrently anywhere.
 */
async function checkAndSettle(deps: AppDeps, p: Payment): Promise<void> {
  const r = rt(deps);
  const sched = scheduleOf(deps);
  let status;
  try {
    status = await r.gateway.getPaymentStatus(p.merchantTransactionId);
  } catch (err) {
    const now = deps.clock.now();
    r.log.warn({ err, paymentId: p.id }, 'payment status check failed; will retry');
    await repo.recordPendingCheck(
      deps.db,
      p.id,
      { nextCheckAt: nextCheckAt(p.createdAt, now, sched), lastError: errorText(err) },
      now,
    );
    return;
  }
  const now = deps.clock.now();
  const seen = {
    gatewayTransactionId: status.gatewayTransactionId ?? null,
    utr: status.utr ?? null,
    gatewayCode: status.code,
    gatewayResponseCode: status.responseCode ?? null,
  };
  if (status.state === 'SUCCESS') {
    // Integration checklist (reference 2.4): always compare the amount with what was asked.
    if (status.amountPaise !== p.amountPaise) {
      r.log.error(
        { paymentId: p.id, asked: p.amountPaise, reported: status.amountPaise },
        'gateway reports another amount: not credited, refund needed',
      );
      await finish(deps, p, 'FAILED', {
        ...seen,
        failureReason: 'AMOUNT_MISMATCH',
        lastError: `gateway reported ${String(status.amountPaise)} paise`,
      });
      return;
    }
    await finish(deps, p, 'SUCCESS', { ...seen, lastError: null });
    return;
  }
  if (status.state === 'FAILED') {
    await finish(deps, p, 'FAILED', { ...seen, failureReason: status.responseCode ?? status.code });
    return;
  }
  if (now.getTime() >= p.expiresAt.getTime()) {
    // a bank can still complete it: asked about again, slowly, for PAYMENTS_LATE_CHECK_HOURS
    const lateCheckUntil = lateCheckUntilOf(deps, p.createdAt);
    await finish(deps, p, 'EXPIRED', {
      ...seen,
      failureReason: 'EXPIRED',
      lateCheckUntil,
      nextCheckAt: nextLateCheck(deps, now, lateCheckUntil),
    });
    return;
  }
  await repo.recordPendingCheck(
    deps.db,
    p.id,
    {
      nextCheckAt: nextCheckAt(p.createdAt, now, sched),
      gatewayCode: status.code,
      lastError: null,
    },
    now,
  );
}

const lateCheckUntilOf = (deps: AppDeps, createdAt: Date) =>
  deps.config.PAYMENTS_LATE_CHECK_HOURS > 0
    ? new Date(createdAt.getTime() + deps.config.PAYMENTS_LATE_CHECK_HOURS * 3_600_000)
    : null;

/** The next slow check of a closed payment, or null when its late-check window is over. */
function nextLateCheck(deps: AppDeps, now: Date, until: Date | null) {
  if (!until) return null;
  const next = new Date(now.getTime() + deps.config.PAYMENTS_LATE_CHECK_EVERY_MINUTES * 60_000);
  return next < until ? next : now < until ? until : null;
}

/** A closed payment the late rule may still apply to (an AMOUNT_MISMATCH is the operator's). */
const lateEligible = (p: Payment) =>
  (p.state === 'FAILED' || p.state === 'EXPIRED') &&
  p.lateOutcome === null &&
  p.failureReason !== 'AMOUNT_MISMATCH';

/**
 * Asks the gateway again about a payment we closed FAILED or EXPIRED (after a callback for it, or
 * on the slow late-check schedule) and applies the late-success rule when it now says paid.
 */
async function checkLate(deps: AppDeps, p: Payment): Promise<void> {
  const r = rt(deps);
  if (!lateEligible(p)) return;
  let status;
  try {
    status = await r.gateway.getPaymentStatus(p.merchantTransactionId);
  } catch (err) {
    const now = deps.clock.now();
    r.log.warn({ err, paymentId: p.id }, 'late status check failed; will retry');
    await repo.recordLateCheck(
      deps.db,
      p.id,
      { nextCheckAt: nextLateCheck(deps, now, p.lateCheckUntil), lastError: errorText(err) },
      now,
    );
    return;
  }
  const now = deps.clock.now();
  if (status.state === 'SUCCESS') {
    if (status.amountPaise !== p.amountPaise) {
      r.log.error(
        {
          alert: 'LATE_PAYMENT',
          paymentId: p.id,
          asked: p.amountPaise,
          reported: status.amountPaise,
        },
        'gateway reports a closed payment paid at another amount: not credited, refund needed',
      );
      // the same as a payment reported at another amount while pending: the operator refunds it;
      // the purpose tells the user in the same transaction
      await deps.db.transaction(async (tx) => {
        const locked = await repo.lockClosedForLate(tx, p.id);
        if (!locked || !lateEligible(locked)) return;
        const fields = {
          nextCheckAt: null,
          gatewayCode: status.code,
          failureReason: 'AMOUNT_MISMATCH',
          lastError: `gateway reported ${String(status.amountPaise)} paise after the payment was closed`,
        };
        await repo.recordLateCheck(tx, p.id, fields, now);
        await r.purposes.get(locked.purpose)?.onLateMismatch?.(tx, { ...locked, ...fields });
      });
      return;
    }
    await settleLateSuccess(deps, p, {
      gatewayTransactionId: status.gatewayTransactionId ?? null,
      utr: status.utr ?? null,
      gatewayCode: status.code,
      gatewayResponseCode: status.responseCode ?? null,
    });
    return;
  }
  await repo.recordLateCheck(
    deps.db,
    p.id,
    {
      // the gateway's FAILED is final: nothing more can happen to this payment
      nextCheckAt: status.state === 'FAILED' ? null : nextLateCheck(deps, now, p.lateCheckUntil),
      gatewayCode: status.code,
      lastError: null,
    },
    now,
  );
}

/**
 * THE late-success rule, the one place it is decided: a payment we closed FAILED or EXPIRED that
 * the gateway's status API now reports paid (for the amount asked) is, in one transaction, either
 * credited by its purpose at the order's stored terms (state SUCCESS, late_outcome CREDITED) or
 * marked for a refund of the whole amount (late_outcome REFUND, a refunds row), with the user told
 * by the purpose. The refund is then asked of the gateway after the commit. A second callback or
 * check finds late_outcome set and does nothing.
 */
async function settleLateSuccess(
  deps: AppDeps,
  p: Payment,
  seen: Pick<
    repo.NewPayment,
    'gatewayTransactionId' | 'utr' | 'gatewayCode' | 'gatewayResponseCode'
  >,
): Promise<void> {
  const r = rt(deps);
  const now = deps.clock.now();
  let outcome: { payment: Payment; late: LateOutcome; refund?: Refund } | undefined;
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const locked = await repo.lockClosedForLate(tx, p.id);
      if (!locked || !lateEligible(locked)) return undefined;
      const handlers = r.purposes.get(locked.purpose);
      if (!handlers) throw new Error(`no handler registered for payment purpose ${p.purpose}`);
      const view = { ...locked, ...seen };
      const late: LateOutcome = handlers.onLateSuccess
        ? await handlers.onLateSuccess(tx, view)
        : 'REFUND';
      const payment = await repo.markLate(
        tx,
        p.id,
        {
          ...seen,
          lateOutcome: late,
          ...(late === 'CREDITED' ? { state: 'SUCCESS' as const, failureReason: null } : {}),
          lastError: null,
        },
        now,
      );
      const refund =
        late === 'REFUND' ? await createRefund(deps, tx, payment, 'LATE_SUCCESS') : undefined;
      return { payment, late, refund };
    });
  } catch (err) {
    r.log.error(
      { alert: 'LATE_PAYMENT', err, paymentId: p.id },
      'a late payment could not be settled; it is checked again',
    );
    await repo.recordLateCheck(
      deps.db,
      p.id,
      {
        nextCheckAt: new Date(
          now.getTime() + deps.config.PAYMENTS_LATE_CHECK_EVERY_MINUTES * 60_000,
        ),
        lastError: `late settlement failed: ${errorText(err)}`,
        // a payment closed FAILED has no late-check window: open one so the job retries it
        lateCheckUntil:
          p.lateCheckUntil ??
          new Date(now.getTime() + Math.max(1, deps.config.PAYMENTS_LATE_CHECK_HOURS) * 3_600_000),
      },
      now,
    );
    return;
  }
  if (!outcome) return;
  r.log.error(
    {
      alert: 'LATE_PAYMENT',
      paymentId: p.id,
      merchantTransactionId: p.merchantTransactionId,
      purpose: p.purpose,
      referenceId: p.referenceId,
      amountPaise: p.amountPaise,
      closedAs: p.state,
      outcome: outcome.late,
      refundId: outcome.refund?.id,
    },
    outcome.late === 'CREDITED'
      ? 'LATE PAYMENT: the gateway completed a payment after it was closed; credited at its stored terms'
      : 'LATE PAYMENT: the gateway completed a payment after it was closed; refunding it',
  );
  if (outcome.refund) await submitRefund(deps, outcome.refund);
}

/** Payments the gateway completed after we closed them (late_outcome set), newest first. */
export const findLatePayments = (deps: AppDeps, limit = 100) => repo.findLate(deps.db, limit);

// ---------------------------------------------------------------------------------------------
// Refunds

const REFUND_ID_PREFIX = 'REF';

async function createRefund(
  deps: AppDeps,
  db: Tx | AppDeps['db'],
  payment: Payment,
  reason: string,
  amountPaise = payment.amountPaise,
) {
  const now = deps.clock.now();
  return repo.insertRefund(db, {
    id: newId('rfd'),
    paymentId: payment.id,
    merchantRefundId: newMerchantTransactionId(REFUND_ID_PREFIX, now),
    amountPaise,
    reason,
    state: 'PENDING',
    nextCheckAt: now,
    createdAt: now,
    updatedAt: now,
  });
}

const nextRefundCheck = (deps: AppDeps, now: Date) =>
  new Date(now.getTime() + deps.config.PAYMENTS_REFUND_CHECK_EVERY_MINUTES * 60_000);

/** Applies a gateway answer about a refund: final states end it, anything else keeps it pending. */
async function applyRefundState(
  deps: AppDeps,
  refund: Refund,
  answer: { state: 'PENDING' | 'SUCCESS' | 'FAILED'; code: string; gatewayTransactionId?: string },
  now: Date,
) {
  const final = answer.state !== 'PENDING';
  const row = await repo.updatePendingRefund(
    deps.db,
    refund.id,
    {
      state: answer.state,
      gatewayCode: answer.code,
      gatewayTransactionId: answer.gatewayTransactionId ?? refund.gatewayTransactionId,
      nextCheckAt: final ? null : nextRefundCheck(deps, now),
      settledAt: final ? now : null,
      lastError: null,
      countCheck: true,
    },
    now,
  );
  if (answer.state === 'FAILED') {
    rt(deps).log.error(
      {
        alert: 'REFUND_FAILED',
        refundId: refund.id,
        paymentId: refund.paymentId,
        code: answer.code,
      },
      'the gateway failed a refund: the operator must act',
    );
  }
  return row;
}

/**
 * Sends a refund to the gateway under its fixed id (a repeat after a timeout or crash is the same
 * refund). PENDING, TIMED_OUT, INTERNAL_SERVER_ERROR and no answer all leave it PENDING for the
 * status follow-up; only the refund status decides.
 */
async function submitRefund(deps: AppDeps, refund: Refund): Promise<Refund> {
  const r = rt(deps);
  const payment = await repo.findById(deps.db, refund.paymentId);
  if (!payment) throw new Error(`refund ${refund.id} of an unknown payment`);
  const now = deps.clock.now();
  await repo.updatePendingRefund(deps.db, refund.id, { requestedAt: now }, now);
  try {
    const res = await r.gateway.refund({
      originalMerchantTransactionId: payment.merchantTransactionId,
      merchantRefundId: refund.merchantRefundId,
      amountPaise: refund.amountPaise,
      merchantUserId: merchantUserIdOf(payment.userId),
      callbackUrl: callbackUrl(deps),
    });
    return (
      (await applyRefundState(
        deps,
        refund,
        {
          state: res.state,
          code: res.code,
          gatewayTransactionId: res.gatewayTransactionId,
        },
        deps.clock.now(),
      )) ?? (await repo.findRefundById(deps.db, refund.id))!
    );
  } catch (err) {
    const at = deps.clock.now();
    r.log.warn(
      { err, refundId: refund.id },
      'refund request got no usable answer; checking its status',
    );
    if (err instanceof GatewayError && err.kind === 'rejected') {
      // refused outright, or a repeat of a refund the gateway already has: its status decides
      const known = await r.gateway.getRefundStatus(refund.merchantRefundId).catch(() => undefined);
      if (known?.notFound) {
        await repo.updatePendingRefund(
          deps.db,
          refund.id,
          { state: 'FAILED', settledAt: at, nextCheckAt: null, lastError: errorText(err) },
          at,
        );
        r.log.error(
          { alert: 'REFUND_FAILED', refundId: refund.id, paymentId: refund.paymentId, err },
          'the gateway refused a refund: the operator must act',
        );
      } else if (known) {
        await applyRefundState(deps, refund, known, at);
      } else {
        await repo.updatePendingRefund(
          deps.db,
          refund.id,
          { nextCheckAt: nextRefundCheck(deps, at), lastError: errorText(err) },
          at,
        );
      }
    } else {
      await repo.updatePendingRefund(
        deps.db,
        refund.id,
        { nextCheckAt: nextRefundCheck(deps, at), lastError: errorText(err) },
        at,
      );
    }
    return (await repo.findRefundById(deps.db, refund.id))!;
  }
}

/** Asks the gateway about a pending refund; one it has never seen is sent again under its id. */
async function checkRefund(deps: AppDeps, refund: Refund): Promise<void> {
  if (refund.state !== 'PENDING') return;
  if (!refund.requestedAt) {
    await submitRefund(deps, refund);
    return;
  }
  let status;
  try {
    status = await rt(deps).gateway.getRefundStatus(refund.merchantRefundId);
  } catch (err) {
    const now = deps.clock.now();
    await repo.updatePendingRefund(
      deps.db,
      refund.id,
      { nextCheckAt: nextRefundCheck(deps, now), lastError: errorText(err), countCheck: true },
      now,
    );
    return;
  }
  if (status.notFound) {
    // our request never reached the gateway: the same id again cannot refund twice
    await submitRefund(deps, refund);
    return;
  }
  await applyRefundState(deps, refund, status, deps.clock.now());
}

/**
 * Refunds a payment's money through the gateway: the whole amount unless `amountPaise` says less.
 * Idempotent: while the payment has a PENDING or SUCCESS refund, that refund is returned and
 * nothing new is asked. The refund stays PENDING until the gateway's refund status is final
 * (reconciliation asks every PAYMENTS_REFUND_CHECK_EVERY_MINUTES). It does not undo anything the
 * purpose credited. Call it outside a transaction.
 */
export async function requestRefund(
  deps: AppDeps,
  paymentId: string,
  reason: string,
  opts: { amountPaise?: number } = {},
): Promise<Refund> {
  const payment = await repo.findById(deps.db, paymentId);
  if (!payment) throw new AppError('NOT_FOUND', msg.notFound);
  if (payment.state === 'PENDING') throw new AppError('CONFLICT', msg.refundPending);
  const amountPaise = opts.amountPaise ?? payment.amountPaise;
  if (
    !Number.isSafeInteger(amountPaise) ||
    amountPaise < MIN_AMOUNT_PAISE ||
    amountPaise > payment.amountPaise
  ) {
    throw new AppError('VALIDATION_FAILED', msg.refundAmount);
  }
  const existing = await repo.findLiveRefund(deps.db, paymentId);
  if (existing) return existing;
  const refund = await createRefund(deps, deps.db, payment, reason, amountPaise);
  if (refund.requestedAt) return refund;
  return submitRefund(deps, refund);
}

/** A payment's refunds, oldest first (operator console). */
export const refundsOfPayment = (deps: AppDeps, paymentId: string) =>
  repo.refundsOf(deps.db, paymentId);

/**
 * What the gateway log keeps of a callback whose signature did not verify: its size, a hash and
 * its first characters. Anyone can post one, so its whole body (up to the route's limit) is not
 * stored, or forged callbacks could fill the disk.
 */
function unverifiedSummary(body: unknown) {
  const text = JSON.stringify(body ?? null);
  return { bytes: Buffer.byteLength(text), sha256: sha256Hex(text), head: text.slice(0, 512) };
}

/**
 * Settles a payment if the gateway's answer is final: from the browser's return, a callback, or an
 * operator. Returns the payment as stored afterwards (PENDING when the gateway is not final or not
 * reachable). A final payment is returned at once without asking the gateway.
 */
export async function settle(deps: AppDeps, merchantTransactionId: string): Promise<Payment> {
  const p = await repo.findByMerchantTransactionId(deps.db, merchantTransactionId);
  if (!p) throw new AppError('NOT_FOUND', msg.notFound);
  if (p.state !== 'PENDING') return p;
  await checkAndSettle(deps, p);
  return (await repo.findById(deps.db, p.id))!;
}

/**
 * A server-to-server callback: verified (a forged one is 401 and changes nothing), recorded, then
 * the status API decides. A replay finds the payment final and changes nothing.
 */
export async function receiveCallback(
  deps: AppDeps,
  req: { headers: Record<string, string | string[] | undefined>; body: unknown; path: string },
) {
  const r = rt(deps);
  const xv = req.headers['x-verify'];
  const auth = req.headers.authorization;
  const inbound = {
    gateway: r.gateway.name,
    direction: 'in' as const,
    method: 'POST',
    path: req.path,
    // v1 signs with X-VERIFY, v2 webhooks carry Authorization: neither is kept
    requestHeaders: (auth !== undefined && xv === undefined
      ? { authorization: '****' }
      : { 'x-verify': maskXVerify(Array.isArray(xv) ? xv[0] : xv) ?? '(none)' }) as Record<
      string,
      string
    >,
  };
  let event: GatewayCallback;
  try {
    event = r.gateway.verifyCallback(req.headers, req.body);
  } catch (err) {
    await repo
      .insertLog(
        deps.db,
        {
          ...inbound,
          operation: 'callback',
          request: unverifiedSummary(req.body),
          error: errorText(err),
        },
        deps.clock.now(),
      )
      .catch(() => undefined);
    if (err instanceof GatewayError && err.kind === 'signature') {
      throw new AppError('UNAUTHENTICATED', msg.invalidCallback);
    }
    throw new AppError('VALIDATION_FAILED', msg.invalidCallbackBody);
  }
  const reference =
    event.type === 'AUTH'
      ? event.authRequestId
      : event.type === 'SUBSCRIPTION'
        ? event.subscriptionId
        : event.merchantTransactionId;
  await repo.insertLog(
    deps.db,
    {
      ...inbound,
      operation: `callback-${event.type.toLowerCase()}`,
      reference,
      request: event.raw,
      code: event.type === 'PAYMENT' ? event.code : undefined,
    },
    deps.clock.now(),
  );
  if (event.type === 'PAYMENT') {
    const p = await repo.findByMerchantTransactionId(deps.db, event.merchantTransactionId);
    let check: (() => Promise<void>) | undefined;
    if (p?.state === 'PENDING') check = () => checkAndSettle(deps, p);
    // a payment we closed that the bank completed after all: the late-success rule
    else if (p && lateEligible(p)) check = () => checkLate(deps, p);
    else if (!p) {
      const refund = await repo.findRefundByMerchantRefundId(deps.db, event.merchantTransactionId);
      if (refund?.state === 'PENDING') check = () => checkRefund(deps, refund);
    }
    if (!check) return;
    // PhonePe wants its answer within ~5 s (reference 2.5): a slow status check carries on after
    // the answer, and reconciliation covers it if this process stops.
    const work = check().catch((err: unknown) =>
      r.log.error(
        { err, merchantTransactionId: event.merchantTransactionId },
        'settling after a callback failed',
      ),
    );
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      work,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, CALLBACK_ANSWER_WITHIN_MS);
      }),
    ]);
    clearTimeout(timer);
    return;
  }
  for (const listener of r.callbackListeners) await listener(event);
}

/**
 * Pending payments as a job queue: each is due at its next check (the schedule of reference 2.6);
 * a claim leases it (past the gateway's timeout) so other instances leave it alone, and the check
 * records the next one itself. Work that throws (the database failing) is retried after a minute.
 */
export function reconciliationQueue(deps: AppDeps) {
  return {
    name: 'payments-reconcile',
    table: payments,
    id: 'id',
    dueAt: 'nextCheckAt',
    pending: eq(payments.state, 'PENDING'),
    lastError: 'lastError',
    batch: 25,
    leaseMs: reconcileLeaseMs(deps),
    backoffMs: () => 60_000,
    work: (p) => checkAndSettle(deps, p),
  } satisfies LeaseQueue<typeof payments>;
}

const reconcileLeaseMs = (deps: AppDeps) => Math.max(60_000, 3 * deps.config.PHONEPE_TIMEOUT_MS);

/** Expired or failed payments a bank may still complete, asked about on their slow late schedule. */
export function lateCheckQueue(deps: AppDeps) {
  return {
    name: 'payments-late-check',
    table: payments,
    id: 'id',
    dueAt: 'nextCheckAt',
    pending: and(
      inArray(payments.state, ['FAILED', 'EXPIRED']),
      isNull(payments.lateOutcome),
      gt(payments.lateCheckUntil, deps.clock.now()),
    ),
    lastError: 'lastError',
    batch: 25,
    leaseMs: reconcileLeaseMs(deps),
    backoffMs: () => 60_000,
    work: (p) => checkLate(deps, p),
  } satisfies LeaseQueue<typeof payments>;
}

/** Refunds the gateway has not finished (PENDING, TIMED_OUT...): their status is asked again. */
export function refundQueue(deps: AppDeps) {
  return {
    name: 'payments-refund-check',
    table: refunds,
    id: 'id',
    dueAt: 'nextCheckAt',
    pending: eq(refunds.state, 'PENDING'),
    lastError: 'lastError',
    batch: 25,
    leaseMs: reconcileLeaseMs(deps),
    backoffMs: () => 60_000,
    work: (f) => checkRefund(deps, f),
  } satisfies LeaseQueue<typeof refunds>;
}

/**
 * Reconciliation: asks the gateway about every pending payment whose check is due and settles the
 * final ones, then about closed payments on their late schedule and about unfinished refunds.
 * Several instances can run it at once. Returns how many rows were checked.
 */
export async function reconcileDue(deps: AppDeps): Promise<number> {
  let checked = 0;
  for (const r of [
    await runQueue(deps, reconciliationQueue(deps)),
    await runQueue(deps, lateCheckQueue(deps)),
    await runQueue(deps, refundQueue(deps)),
  ]) {
    checked += r.worked + r.failed;
  }
  return checked;
}

/** The owner's payment, by our transaction id; another user's is NOT_FOUND. */
export async function getPaymentForUser(
  deps: AppDeps,
  userId: string,
  merchantTransactionId: string,
) {
  const p = await repo.findByMerchantTransactionId(deps.db, merchantTransactionId);
  if (!p || p.userId !== userId) throw new AppError('NOT_FOUND', msg.notFound);
  return p;
}

export const findPayment = (deps: AppDeps, merchantTransactionId: string) =>
  repo.findByMerchantTransactionId(deps.db, merchantTransactionId);

/** Every attempt to pay for one order, newest first. */
export const findPaymentsFor = (deps: AppDeps, purpose: string, referenceId: string) =>
  repo.findByReference(deps.db, purpose, referenceId);

/** The gateway log of one payment, oldest first (operator console). */
export const gatewayLogOf = (deps: AppDeps, paymentId: string) =>
  repo.findLog(deps.db, { paymentId });
