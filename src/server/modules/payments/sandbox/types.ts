import type { Clock } from '../../../deps';

/**
 * The sandbox's objects and options, shared by the v1 simulator's state machines (simulator.ts and
 * the files it composes) and the v2 layer (v2.ts).
 */

export type ApiAnswer = { status: number; body: Envelope };
/** An answer in PhonePe v2's shape: a JSON object (or none, 204) with the HTTP status. */
export type JsonAnswer = { status: number; body?: object };
export type Envelope = {
  success: boolean;
  code: string;
  message: string;
  data: Record<string, unknown>;
};

export type ApiOperation =
  | 'token'
  | 'subscription-setup'
  | 'pay'
  | 'status'
  | 'refund'
  | 'subscription-create'
  | 'subscription-status'
  | 'vpa-validate'
  | 'auth-init'
  | 'auth-status'
  | 'debit-notify'
  | 'debit-execute'
  | 'debit-status'
  | 'subscription-cancel';

export const KNOBS = [
  'timeout',
  '5xx',
  '429',
  'duplicate-callback',
  'late-callback',
  'no-callback',
  'bad-signature-callback',
] as const;
export type KnobName = (typeof KNOBS)[number];
export type Knob = { next: KnobName; on: ApiOperation | 'any'; times: number; delayMs?: number };

export type SandboxOptions = {
  merchantId: string;
  saltKey: string;
  saltIndex: number;
  clock: Clock;
  /** where browsers reach the sandbox, e.g. http://localhost:3000/sandbox/phonepe */
  browserBaseUrl: string;
  /** the merchant's own site (PUBLIC_URL): redirect and callback URLs must be on it or on this machine */
  merchantUrl: string;
  /** the simulated pay page expires after this */
  pageMinutes: number;
  /** the adapter's request time limit: a 'timeout' knob waits a little longer than this */
  clientTimeoutMs: number;
  fetch: typeof fetch;
  log: { warn(obj: object, msg: string): void };
};

export type PayTxn = {
  kind: 'PAY' | 'REFUND';
  merchantTransactionId: string;
  merchantUserId?: string;
  amount: number;
  redirectUrl?: string;
  redirectMode?: 'REDIRECT' | 'POST';
  callbackUrl?: string;
  mobileNumber?: string;
  originalTransactionId?: string;
  token: string;
  transactionId: string;
  createdAt: number;
  expiresAt: number;
  /** PAGE: waiting on the pay page; PROCESSING: left pending (the bank has it); DONE: final */
  stage: 'PAGE' | 'PROCESSING' | 'DONE';
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  responseCode?: string;
  utr?: string;
  refundedPaise: number;
  /** resolve on the n-th status poll (reference: "PENDING that resolves after N polls") */
  resolvePlan?: { polls: number; outcome: 'SUCCESS' | 'FAILED'; callback: boolean };
  /** a v2 checkout order or refund: PhonePe's order id, answered and notified the v2 way */
  v2?: { orderId: string; udf?: Record<string, string> };
};

export type SubscriptionState =
  | 'CREATED'
  | 'ACTIVE'
  | 'PAUSED'
  | 'REVOKED'
  | 'CANCEL_IN_PROGRESS'
  | 'CANCELLED'
  | 'EXPIRED'
  | 'FAILED';

export type Subscription = {
  merchantSubscriptionId: string;
  subscriptionId: string;
  merchantUserId: string;
  name: string;
  authWorkflowType: 'TRANSACTION' | 'PENNY_DROP';
  amountType: 'FIXED' | 'VARIABLE';
  amount: number;
  frequency: string;
  recurringCount: number;
  state: SubscriptionState;
  createdAt: number;
  /** the user must authorise before this */
  validUpto: number;
  pauseStart?: number;
  pauseEnd?: number;
  debitsCompleted: number;
  callbackUrl?: string;
  vpa?: string;
  umn?: string;
  /** set up through /subscriptions/v2/setup: the mandate's end (epoch ms) */
  v2?: { expireAt: number };
};

export type AuthRequest = {
  authRequestId: string;
  subscriptionId: string;
  amount?: number;
  instrument: string;
  vpa?: string;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  providerReferenceId: string;
  callbackUrl: string;
  payResponseCode?: string;
  utr?: string;
  createdAt: number;
  /** the v2 set-up order (authRequestId is its merchantOrderId) */
  v2?: { orderId: string; transactionId: string; expireAt: number };
};

export type Debit = {
  transactionId: string;
  subscriptionId: string;
  notificationId: string;
  amount: number;
  autoDebit: boolean;
  notifiedAt: number;
  validAfter: number;
  validUpto: number;
  notifyState: 'NOTIFIED' | 'FAILED';
  /** NOTIFIED: waiting for execute; PENDING: executed, awaiting the UPI app */
  state: 'NOTIFIED' | 'PENDING' | 'COMPLETED' | 'FAILED';
  providerReferenceId: string;
  callbackUrl: string;
  payResponseCode?: string;
  utr?: string;
  /** the v2 redemption order (transactionId is its merchantOrderId) */
  v2?: { orderId: string; transactionId: string; expireAt: number };
};

/** What the v2 layer sends when a v2 object changes (sandbox/v2.ts). */
export type V2Events = {
  payment(t: PayTxn): Promise<void>;
  auth(a: AuthRequest): Promise<void>;
  debit(d: Debit): Promise<void>;
  subscription(s: Subscription): Promise<void>;
};

export type DeliveredCallback = {
  url: string;
  reference: string;
  httpStatus?: number;
  error?: string;
  at: string;
};
export type WithheldCallback = {
  url: string;
  reference: string;
  headers: Record<string, string>;
  body: object;
};
