/**
 * The one payment gateway interface. Other modules (through the payments service) only see these
 * types: amounts in paise, our own ids, and small internal state enums. A gateway's wire format
 * (envelopes, checksums, tokens, codes) stays inside its adapter: phonepe.ts speaks PhonePe v1
 * ("salt key"), phonepe-v2.ts PhonePe v2 ("OAuth"); the configuration picks one
 * (PHONEPE_API_VERSION) and no other module knows which.
 */

import type { MandateState } from '../../../shared/rules/autopay';

/** Outcome of a one-off payment as far as the gateway knows it. */
export type GatewayPaymentState = 'PENDING' | 'SUCCESS' | 'FAILED';

/** A UPI Autopay mandate (PhonePe "subscription"): one shared name (src/shared/rules/autopay.ts). */
export type { MandateState };

/**
 * A change of a mandate the gateway has accepted but not finished (PhonePe *_IN_PROGRESS). The
 * mandate's `state` stays the one that still holds (a cancel in progress is not CANCELLED); start no
 * new debit while a CANCEL, REVOKE or PAUSE is in progress.
 */
export type MandateTransition = 'ACTIVATION' | 'PAUSE' | 'UNPAUSE' | 'CANCEL' | 'REVOKE';

export type CreatePaymentInput = {
  /** our unique id of this attempt: <= 34 chars of letters, digits, _ and - */
  merchantTransactionId: string;
  amountPaise: number;
  /** our stable, non-personal id of the payer: <= 35 chars of letters, digits, _ and - */
  merchantUserId: string;
  /** 10 digits, optional (prefills the pay page) */
  mobileNumber?: string;
  /** where the gateway sends the browser after the pay page */
  redirectUrl: string;
  /** where the gateway posts the server-to-server callback */
  callbackUrl: string;
};

export type PaymentStatus = {
  state: GatewayPaymentState;
  /** the gateway's code, e.g. PAYMENT_SUCCESS, PAYMENT_PENDING, TRANSACTION_NOT_FOUND */
  code: string;
  /** the gateway's finer reason, e.g. REQUEST_DECLINE_BY_REQUESTEE */
  responseCode?: string;
  gatewayTransactionId?: string;
  /** 12-digit UPI reference, when paid by UPI */
  utr?: string;
  /** the amount the gateway reports; compare with what was asked */
  amountPaise?: number;
  /** the gateway has no record of the id (not an outcome: it may not have arrived yet) */
  notFound?: boolean;
  /** decoded answer, for the record */
  raw: unknown;
};

export type RefundInput = {
  originalMerchantTransactionId: string;
  /** a new unique id for the refund (same rules as merchantTransactionId) */
  merchantRefundId: string;
  amountPaise: number;
  merchantUserId?: string;
  callbackUrl: string;
};

/**
 * What the gateway said to a refund request. PENDING (also for TIMED_OUT, INTERNAL_SERVER_ERROR or
 * a code not known yet) means: ask getRefundStatus later, never refund the same money again.
 */
export type RefundResult = {
  state: GatewayPaymentState;
  code: string;
  /** the gateway's id of the refund, when its answer has one */
  gatewayTransactionId?: string;
  raw: unknown;
};

export type MandateFrequency =
  | 'DAILY'
  | 'WEEKLY'
  | 'FORTNIGHTLY'
  | 'MONTHLY'
  | 'BIMONTHLY'
  | 'QUARTERLY'
  | 'HALFYEARLY'
  | 'YEARLY'
  | 'ON_DEMAND';

export type CreateSubscriptionInput = {
  merchantSubscriptionId: string;
  merchantUserId: string;
  name: string;
  /** TRANSACTION: the set-up is a real first payment of amountPaise; PENNY_DROP: a token amount */
  authWorkflowType: 'TRANSACTION' | 'PENNY_DROP';
  /** FIXED: every debit equals amountPaise; VARIABLE: any debit up to amountPaise */
  amountType: 'FIXED' | 'VARIABLE';
  amountPaise: number;
  frequency: MandateFrequency;
  recurringCount: number;
  description?: string;
  mobileNumber?: string;
};

export type SubscriptionCreated = {
  /**
   * the id to pass as `subscriptionId` to every later call about this mandate (PhonePe v1: its
   * OMS... id; v2: our merchantSubscriptionId, which is what its API is addressed by)
   */
  subscriptionId: string;
  state: MandateState;
  /** the user must authorise before this */
  authorizeBefore?: Date;
  raw: unknown;
};

export type AuthorizeMandateInput = {
  merchantUserId: string;
  subscriptionId: string;
  /** our unique id of this authorisation request */
  authRequestId: string;
  /** for TRANSACTION set-ups, the first debit */
  amountPaise?: number;
  /**
   * UPI collect to this VPA, or an intent the user opens in a UPI app (on the phone whose OS is
   * given, or scanned as a QR code from a desktop). PhonePe documents no other set-up mode.
   */
  instrument:
    | { type: 'UPI_COLLECT'; vpa: string }
    | { type: 'UPI_INTENT'; deviceOS: 'ANDROID' | 'IOS'; targetApp?: string };
  callbackUrl: string;
};

export type AuthorizeMandateResult = {
  /** an intent, QR payload or page the user opens to approve, when the gateway gives one */
  redirectUrl?: string;
  raw: unknown;
};

export type MandateAuthStatus = {
  state: GatewayPaymentState;
  code: string;
  subscriptionState?: MandateState;
  subscriptionTransition?: MandateTransition;
  utr?: string;
  /** UPI mandate number */
  umn?: string;
  raw: unknown;
};

export type SubscriptionStatus = {
  subscriptionId?: string;
  state: MandateState;
  /** a change PhonePe has not finished yet (the state above still holds) */
  transition?: MandateTransition;
  pausedFrom?: Date;
  pausedUntil?: Date;
  raw: unknown;
};

export type NotifyDebitInput = {
  merchantUserId: string;
  subscriptionId: string;
  /** our unique id of this debit (used again by executeDebit and getDebitStatus) */
  merchantTransactionId: string;
  amountPaise: number;
  /** the gateway debits by itself once allowed; executeDebit is then refused */
  autoDebit: boolean;
  callbackUrl: string;
};

export type DebitNotified = {
  notificationId: string;
  state: 'ACCEPTED' | 'FAILED';
  /** the debit may be executed from this time (RBI: at least 24 h after the notification) */
  executableFrom?: Date;
  executableUntil?: Date;
  raw: unknown;
};

export type ExecuteDebitInput = {
  merchantUserId: string;
  subscriptionId: string;
  notificationId: string;
  merchantTransactionId: string;
};

export type DebitStatus = {
  state: GatewayPaymentState;
  code: string;
  responseCode?: string;
  amountPaise?: number;
  utr?: string;
  /** set when the debit was notified: NOTIFIED (accepted) or the gateway's word for a failed notice */
  notificationState?: string;
  /** the notice's id and execution window, as notifyDebit answers them (a lost answer's recovery) */
  notificationId?: string;
  executableFrom?: Date;
  executableUntil?: Date;
  subscriptionState?: MandateState;
  notFound?: boolean;
  /**
   * the gateway says no debit was attempted: the notice stands and nothing was redeemed (v1: no
   * transactionDetails; v2: the order still NOTIFIED). Past the notice's validity it never will be.
   */
  notExecuted?: true;
  raw: unknown;
};

/**
 * The user's approval of a mandate (the authorisation request), with the mandate's terms: the user
 * approves in a UPI app; with TRANSACTION the approval is also the first debit of amountPaise.
 * PhonePe v2 does set-up and approval as one set-up order; v1 as subscription create + auth init
 * (the create skipped when `subscriptionId` names one created before). Afterwards:
 * getMandateAuthStatus(authRequestId) follows the approval, getSubscriptionStatus(
 * merchantSubscriptionId) the mandate, and `subscriptionId` addresses notify, execute and cancel.
 */
export type SetupMandateInput = CreateSubscriptionInput & {
  /** the id createSubscription answered for this mandate, when it was called first */
  subscriptionId?: string;
  /** our unique id of the authorisation (v2: the set-up order's merchantOrderId) */
  authRequestId: string;
  instrument: AuthorizeMandateInput['instrument'];
  callbackUrl: string;
};

export type MandateSetUp = {
  /** pass as `subscriptionId` to notifyDebit, executeDebit and cancelSubscription */
  subscriptionId: string;
  state: MandateState;
  /** the user must approve before this */
  authorizeBefore?: Date;
  /** an intent, QR payload or page the user opens to approve */
  redirectUrl?: string;
  raw: unknown;
};

/** A verified, decoded server-to-server callback. Never act on it without asking the status API. */
export type GatewayCallback =
  | { type: 'PAYMENT'; merchantTransactionId: string; code: string; raw: unknown }
  | { type: 'AUTH'; authRequestId: string; raw: unknown }
  | { type: 'NOTIFY'; merchantTransactionId: string; raw: unknown }
  | { type: 'DEBIT'; merchantTransactionId: string; raw: unknown }
  | { type: 'SUBSCRIPTION'; subscriptionId: string; merchantSubscriptionId?: string; raw: unknown }
  /**
   * an authenticated callback we do not act on: an event the gateway does not document, or one
   * without the id it is about. Answered 200 (the gateway would retry anything else) and logged.
   */
  | { type: 'IGNORED'; event?: string; reason: string; raw: unknown };

/** The callbacks the subscriptions module receives. */
export type MandateCallback = Exclude<GatewayCallback, { type: 'PAYMENT' } | { type: 'IGNORED' }>;

export type PaymentGateway = {
  readonly name: string;
  /** Starts a one-off payment on the gateway's hosted pay page. */
  createPayment(input: CreatePaymentInput): Promise<{ payPageUrl: string; raw: unknown }>;
  getPaymentStatus(merchantTransactionId: string): Promise<PaymentStatus>;
  /** Verifies the signature and decodes; throws GatewayError('signature') when forged. */
  verifyCallback(
    headers: Record<string, string | string[] | undefined>,
    body: unknown,
  ): GatewayCallback;
  refund(input: RefundInput): Promise<RefundResult>;
  getRefundStatus(merchantRefundId: string): Promise<PaymentStatus>;

  // UPI Autopay, the same calls on every generation
  /**
   * Registers a mandate's terms and answers the id that addresses it. Where the gateway has a
   * separate create step (PhonePe v1: subscription create, answering its OMS id) it is sent now;
   * where set-up and approval are one order (v2) nothing is sent and our merchantSubscriptionId is
   * the id. Either way the mandate exists for the user only once setupMandate has run.
   */
  createSubscription(input: CreateSubscriptionInput): Promise<SubscriptionCreated>;
  verifyVpa(vpa: string): Promise<{ valid: boolean; name?: string; raw: unknown }>;
  /**
   * Asks the user to approve the mandate (collect request to a UPI ID, or an intent / QR the user
   * opens): v1 auth init (after subscription create when no `subscriptionId` is given), v2 the
   * set-up order. The subscriptions module calls this and never asks which generation runs.
   */
  setupMandate(input: SetupMandateInput): Promise<MandateSetUp>;
  getMandateAuthStatus(authRequestId: string): Promise<MandateAuthStatus>;
  getSubscriptionStatus(merchantSubscriptionId: string): Promise<SubscriptionStatus>;
  notifyDebit(input: NotifyDebitInput): Promise<DebitNotified>;
  executeDebit(input: ExecuteDebitInput): Promise<{ state: GatewayPaymentState; raw: unknown }>;
  getDebitStatus(merchantTransactionId: string): Promise<DebitStatus>;
  cancelSubscription(input: {
    merchantUserId: string;
    subscriptionId: string;
    callbackUrl: string;
  }): Promise<{ state: MandateState; transition?: MandateTransition; raw: unknown }>;
};

export type GatewayErrorKind =
  /** no answer in time */
  | 'timeout'
  /** could not connect */
  | 'network'
  /** 5xx or an answer that is not the gateway's format */
  | 'unavailable'
  /** the gateway answered with an error code (bad request, bad signature, business rule) */
  | 'rejected'
  /** a callback whose signature does not verify */
  | 'signature';

export class GatewayError extends Error {
  override name = 'GatewayError';
  constructor(
    readonly kind: GatewayErrorKind,
    message: string,
    readonly details: { code?: string; httpStatus?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
  }
  get code() {
    return this.details.code;
  }
}

/** One request to or answer from a gateway, for the gateway log (secrets already masked). */
export type GatewayExchange = {
  gateway: string;
  direction: 'out' | 'in';
  operation: string;
  /** the id the exchange is about (our transaction / subscription / auth request id) */
  reference?: string;
  method: string;
  path: string;
  requestHeaders?: Record<string, string>;
  /** decoded request payload */
  request?: unknown;
  httpStatus?: number;
  /** decoded answer */
  response?: unknown;
  code?: string;
  error?: string;
  durationMs?: number;
};
