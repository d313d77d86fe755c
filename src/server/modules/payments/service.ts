import { randomInt } from 'node:crypto';
import { paths } from '../../../shared/routes';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import { GatewayError, type GatewayCallback, type PaymentGateway } from './gateway';
import { paymentMessages } from './messages';
import { createPhonePeV1Gateway } from './phonepe';
import {
  MIN_AMOUNT_PAISE,
  isValidMerchantUserId,
  maskXVerify,
  sha256Hex,
} from './phonepe-protocol';
import * as repo from './repo';
import { nextCheckAt, type ScheduleOptions } from './schedule';

const msg = paymentMessages.en;

/** A payment attempt as the purpose handlers and other modules see it. */
export type Payment = repo.PaymentRow;
export type PaymentState = Payment['state'];

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

/** The gateway of this app: PhonePe v1 against the built-in sandbox, or PhonePe itself when live. */
export function createGateway(deps: AppDeps): PaymentGateway {
  const c = deps.config;
  const sandbox = c.PAYMENTS_MODE === 'sandbox';
  return createPhonePeV1Gateway({
    baseUrl: c.PHONEPE_BASE_URL ?? `${c.publicUrl}/sandbox/phonepe`,
    recurringBaseUrl: c.PHONEPE_RECURRING_BASE_URL,
    merchantId: sandbox ? c.PHONEPE_SANDBOX_MERCHANT_ID : c.PHONEPE_MERCHANT_ID!,
    saltKey: sandbox ? c.PHONEPE_SANDBOX_SALT_KEY : c.PHONEPE_SALT_KEY!,
    saltIndex: c.PHONEPE_SALT_INDEX,
    timeoutMs: c.PHONEPE_TIMEOUT_MS,
    mode: c.PAYMENTS_MODE,
    fetch: deps.fetch,
    onExchange: (e) => repo.insertLog(deps.db, e, deps.clock.now()),
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
    await finish(deps, p, 'EXPIRED', { ...seen, failureReason: 'EXPIRED' });
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
  const inbound = {
    gateway: r.gateway.name,
    direction: 'in' as const,
    method: 'POST',
    path: req.path,
    requestHeaders: { 'x-verify': maskXVerify(Array.isArray(xv) ? xv[0] : xv) ?? '(none)' },
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
    if (p?.state !== 'PENDING') return;
    // PhonePe wants its answer within ~5 s (reference 2.5): a slow status check carries on after
    // the answer, and reconciliation covers it if this process stops.
    const work = checkAndSettle(deps, p).catch((err: unknown) =>
      r.log.error({ err, paymentId: p.id }, 'settling after a callback failed'),
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
 * One reconciliation pass: asks the gateway about every pending payment whose check is due (the
 * schedule of reference 2.6) and settles the final ones. Several instances can run it at once.
 * Returns how many payments were checked.
 */
export async function reconcileDue(deps: AppDeps, limit = 25): Promise<number> {
  const now = deps.clock.now();
  // claimed payments are left alone by other instances for the lease
  const leaseMs = Math.max(60_000, 3 * deps.config.PHONEPE_TIMEOUT_MS);
  const claimed = await repo.claimDue(deps.db, now, new Date(now.getTime() + leaseMs), limit);
  for (const p of claimed) await checkAndSettle(deps, p);
  return claimed.length;
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
