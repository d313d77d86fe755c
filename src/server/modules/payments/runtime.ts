import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import type { MandateCallback, PaymentGateway } from './gateway';
import { exchangeWriter } from './gateway-log';
import { createPhonePeV1Gateway } from './phonepe';
import { createPhonePeV2Gateway } from './phonepe-v2';
import { isValidMerchantUserId, sha256Hex } from './phonepe-protocol';
import type * as repo from './repo';
import type { ScheduleOptions } from './schedule';

/**
 * The payments module's runtime: the gateway of this app, the purposes other modules registered
 * and the mandate callback listeners; with the ids and URLs every use case shares.
 */

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

export type Runtime = {
  gateway: PaymentGateway;
  purposes: Map<string, PaymentPurpose>;
  callbackListeners: ((e: MandateCallback) => Promise<void>)[];
  log: FastifyBaseLogger;
};

/**
 * One runtime per app instance (tests run several apps in one process), created on first use: a
 * module may register its purpose before or after the payments module registers its routes.
 */
const runtimes = new WeakMap<AppDeps, Runtime>();

export function rt(deps: AppDeps): Runtime {
  return runtimes.get(deps) ?? initPayments(deps);
}

export const CALLBACK_PATH = '/api/payments/phonepe/callback';
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
  const onExchange = exchangeWriter(deps);
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
      send: deps.send,
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
    send: deps.send,
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
export function onMandateCallback(deps: AppDeps, listener: (e: MandateCallback) => Promise<void>) {
  rt(deps).callbackListeners.push(listener);
}

/** The gateway interface itself (mandates and debits for the subscriptions module). */
export const paymentGateway = (deps: AppDeps) => rt(deps).gateway;

export const scheduleOf = (deps: AppDeps): ScheduleOptions => ({
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
export function assertLocalPath(p: string) {
  if (!p.startsWith('/') || p.startsWith('//') || p.startsWith('/\\')) {
    throw new Error(`return path must be a path on this site: ${p}`);
  }
  return p;
}

export const errorText = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).slice(0, 1000);
