import { isNonPeak } from '../../../../shared/rules/autopay';
import type { Clock } from '../../../deps';
import {
  MIN_AMOUNT_PAISE,
  decodeBase64Json,
  isValidMerchantUserId,
  isValidTransactionId,
  isValidVpa,
  signCallback,
  toBase64,
  verifyXVerify,
} from '../phonepe-protocol';
import { newPhonePeRecurringId, newPhonePeTransactionId, newToken, newUmn, newUtr } from './ids';

/**
 * A protocol-faithful PhonePe v1 simulator (reference sections 1, 2 and 5; sandbox/v2.ts adds the
 * v2 protocol on the same state): it verifies X-VERIFY
 * on every request, enforces amounts and id rules, keeps one-off payments, refunds, mandates and
 * debits in state machines on an injectable clock, and signs its callbacks as PhonePe does. State is
 * kept in memory: one simulator per app instance (run one instance in sandbox mode).
 */

export type ApiAnswer = { status: number; body: Envelope };
/** An answer in PhonePe v2's shape: a JSON object (or none, 204) with the HTTP status. */
export type JsonAnswer = { status: number; body?: object };
type Envelope = { success: boolean; code: string; message: string; data: Record<string, unknown> };

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

type DeliveredCallback = {
  url: string;
  reference: string;
  httpStatus?: number;
  error?: string;
  at: string;
};
type WithheldCallback = {
  url: string;
  reference: string;
  headers: Record<string, string>;
  body: object;
};

// RBI: a pre-debit notification at least 24 h before the debit (reference 4); the published
// sample's window is 96 h from the notification.
const NOTIFY_GAP_MS = 24 * 3_600_000;
const NOTIFY_WINDOW_MS = 96 * 3_600_000;
// The user has this long to approve a new mandate.
const AUTH_VALID_MS = 30 * 60_000;
const PAUSE_MS = 7 * 86_400_000;
const CALLBACK_TIMEOUT_MS = 5_000;
const CALLBACK_RETRY_MS = [1_000, 3_000, 9_000];
const LATE_CALLBACK_MS = 5_000;

/** PhonePe runs Autopay debits only in non-peak hours: the one rule of src/shared (reference 4). */
export const isDebitWindow = isNonPeak;

const FREQUENCIES = [
  'DAILY',
  'WEEKLY',
  'FORTNIGHTLY',
  'MONTHLY',
  'BIMONTHLY',
  'QUARTERLY',
  'HALFYEARLY',
  'YEARLY',
  'ON_DEMAND',
];

const envelope = (success: boolean, code: string, message: string, data = {}) => ({
  success,
  code,
  message,
  data,
});
const answer = (status: number, body: Envelope): ApiAnswer => ({ status, body });
const ok = (code: string, message: string, data: Record<string, unknown>) =>
  answer(200, envelope(true, code, message, data));
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A redirect or callback URL the sandbox will use: the merchant's own site or this machine. Anyone
 * can sign with the public sandbox salt, so without this the app's sandbox would redirect browsers
 * to, or post callbacks at, any address its caller names (phishing pages, internal services).
 */
export function isMerchantUrl(url: string, merchantUrl: string) {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return false;
  if (u.username || u.password) return false;
  if (u.origin === new URL(merchantUrl).origin) return true;
  return LOOPBACK_HOSTS.has(u.hostname) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(u.hostname);
}

const badRequest = (message: string) => answer(400, envelope(false, 'BAD_REQUEST', message));
const notFound = () =>
  answer(
    200,
    envelope(false, 'TRANSACTION_NOT_FOUND', 'No Transaction found with the given details.'),
  );
const authFailed = () =>
  answer(
    401,
    envelope(false, 'AUTHORIZATION_FAILED', 'Authorization failed: X-VERIFY is invalid.'),
  );

const header = (h: Record<string, string | string[] | undefined>, name: string) => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};
export const isAmount = (v: unknown): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= MIN_AMOUNT_PAISE;

/** What is wrong with a debit's amount against its mandate, in v1 and v2 alike; nothing if fine. */
export function mandateAmountProblem(s: Subscription, amount: unknown): string | undefined {
  if (!isAmount(amount)) return `amount must be at least ${MIN_AMOUNT_PAISE} paise`;
  if (s.amountType === 'FIXED' ? amount !== s.amount : amount > s.amount)
    return 'amount is outside the mandate';
  return undefined;
}
const strOf = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

export function createSandbox(opts: SandboxOptions) {
  const payTxns = new Map<string, PayTxn>();
  const byToken = new Map<string, PayTxn>();
  const subscriptions = new Map<string, Subscription>(); // by merchantSubscriptionId
  const subsById = new Map<string, Subscription>(); // by PhonePe subscriptionId
  const auths = new Map<string, AuthRequest>();
  const debits = new Map<string, Debit>();
  let knobs: Knob[] = [];
  const delivered: DeliveredCallback[] = [];
  let withheld: WithheldCallback[] = [];
  const late = new Map<NodeJS.Timeout, () => Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;
  let v2Events: V2Events | undefined;
  const now = () => opts.clock.now().getTime();
  const ownUrl = (url: string) => isMerchantUrl(url, opts.merchantUrl);
  const notOwnUrl = () =>
    badRequest("redirect and callback URLs must be on the merchant's own site");
  /** The X-CALLBACK-URL a recurring call must carry, on the merchant's site; or the refusal. */
  const requiredCallback = (headers: Record<string, string | string[] | undefined>) => {
    const url = header(headers, 'x-callback-url');
    if (!url || !/^https?:\/\//.test(url))
      return { refused: badRequest('X-CALLBACK-URL header is required') };
    if (!ownUrl(url)) return { refused: notOwnUrl() };
    return { url };
  };

  // ---------------------------------------------------------------- knobs and callbacks

  function takeKnob(match: (k: Knob) => boolean): Knob | undefined {
    const k = knobs.find(match);
    if (!k) return undefined;
    k.times -= 1;
    if (k.times <= 0) knobs = knobs.filter((x) => x !== k);
    return k;
  }

  function later(ms: number, fn: () => Promise<void>) {
    const t = setTimeout(() => {
      timers.delete(t);
      late.delete(t);
      void fn();
    }, ms);
    t.unref();
    timers.add(t);
    return t;
  }

  async function post(
    url: string,
    reference: string,
    headers: Record<string, string>,
    body: object,
    attempt: number,
  ): Promise<void> {
    if (closed) return;
    const record: DeliveredCallback = { url, reference, at: new Date(now()).toISOString() };
    try {
      const res = await opts.fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
      });
      await res.text();
      record.httpStatus = res.status;
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
    } catch (err) {
      record.error = err instanceof Error ? err.message : String(err);
      // best effort with a few retries (reference 2.5); a refused signature is not retried
      const retryIn = CALLBACK_RETRY_MS[attempt];
      if (retryIn !== undefined && record.httpStatus !== 401) {
        later(retryIn, () => post(url, reference, headers, body, attempt + 1));
      } else {
        opts.log.warn({ url, reference, error: record.error }, 'sandbox callback not delivered');
      }
    } finally {
      delivered.push(record);
      if (delivered.length > 200) delivered.shift();
    }
  }

  /**
   * Sends a signed server-to-server callback: body {"response": base64} and X-VERIFY over the
   * base64 and the salt (reference 2.5). Knobs can withhold, delay, duplicate or corrupt it.
   * Resolves once the (first) delivery attempt has been answered.
   */
  async function sendCallback(url: string | undefined, reference: string, payload: Envelope) {
    if (!url) return;
    const response = toBase64(JSON.stringify(payload));
    const headers = {
      'content-type': 'application/json',
      'x-verify': signCallback(response, opts.saltKey, opts.saltIndex),
    };
    const forged = {
      ...headers,
      'x-verify': signCallback(response, `${opts.saltKey}-forged`, opts.saltIndex),
    };
    await deliver(url, reference, headers, { response }, forged);
  }

  /**
   * Delivers one callback or webhook, as the next '-callback' knob says: withheld, late, twice, or
   * with `forgedHeaders` (a wrong signature or password, not retried).
   */
  async function deliver(
    url: string,
    reference: string,
    headers: Record<string, string>,
    body: object,
    forgedHeaders: Record<string, string>,
  ) {
    const knob = takeKnob((k) => k.next.endsWith('-callback'));
    switch (knob?.next) {
      case 'no-callback':
        withheld.push({ url, reference, headers, body });
        return;
      case 'late-callback': {
        const send = () => post(url, reference, headers, body, 0);
        const t = later(knob.delayMs ?? LATE_CALLBACK_MS, send);
        late.set(t, send);
        return;
      }
      case 'duplicate-callback':
        await Promise.all([
          post(url, reference, headers, body, 0),
          post(url, reference, headers, body, 0),
        ]);
        return;
      case 'bad-signature-callback':
        await post(url, reference, forgedHeaders, body, CALLBACK_RETRY_MS.length);
        return;
      default:
        await post(url, reference, headers, body, 0);
    }
  }

  /** Applies a 'timeout' or '5xx' knob to an API call; returns the answer to give instead, if any. */
  async function chaos(op: ApiOperation): Promise<ApiAnswer | undefined> {
    const k = takeKnob(
      (x) => (x.next === 'timeout' || x.next === '5xx') && (x.on === 'any' || x.on === op),
    );
    if (!k) return undefined;
    if (k.next === '5xx') {
      return answer(
        500,
        envelope(
          false,
          'INTERNAL_SERVER_ERROR',
          'There is an error trying to process your transaction at the moment. Please try again in a while.',
        ),
      );
    }
    // answer only after the client has given up
    await new Promise((r) => {
      const t = setTimeout(r, k.delayMs ?? opts.clientTimeoutMs + 1_000);
      t.unref();
    });
    return undefined;
  }

  /** Checks X-VERIFY of a POST ({request: base64}) and decodes the payload. */
  function readPost(
    headers: Record<string, string | string[] | undefined>,
    apiPath: string,
    body: unknown,
  ): { payload: Record<string, unknown> } | ApiAnswer {
    const b64 = strOf((body as Record<string, unknown> | undefined)?.request);
    if (!b64) return badRequest('Request body must be {"request": "<base64 payload>"}');
    if (!verifyXVerify(header(headers, 'x-verify'), b64 + apiPath, opts.saltKey, opts.saltIndex)) {
      return authFailed();
    }
    const payload = decodeBase64Json(b64);
    if (!payload) return badRequest('request is not base64 of a JSON object');
    if (payload.merchantId !== opts.merchantId) return authFailed();
    return { payload };
  }

  /** Checks X-VERIFY of a GET (path + salt) and the merchant id in the path. */
  function checkGet(
    headers: Record<string, string | string[] | undefined>,
    apiPath: string,
    merchantId: string,
  ): ApiAnswer | undefined {
    if (!verifyXVerify(header(headers, 'x-verify'), apiPath, opts.saltKey, opts.saltIndex))
      return authFailed();
    if (merchantId !== opts.merchantId) return authFailed();
    return undefined;
  }

  type ApiHeaders = Record<string, string | string[] | undefined>;
  type Answering = ApiAnswer | Promise<ApiAnswer>;

  /** A signed POST of the API: the chaos knobs, then X-VERIFY and the merchant, then `handle`. */
  const signedPost =
    (
      op: ApiOperation,
      apiPath: string,
      handle: (p: Record<string, unknown>, h: ApiHeaders) => Answering,
    ) =>
    async (headers: ApiHeaders, body: unknown): Promise<ApiAnswer> => {
      const c = await chaos(op);
      if (c) return c;
      const r = readPost(headers, apiPath, body);
      return 'status' in r ? r : handle(r.payload, headers);
    };

  /** A signed GET of the API (`path` is what X-VERIFY covers): the same checks, then `handle`. */
  const signedGet =
    (op: ApiOperation, handle: (id: string, h: ApiHeaders, merchantId: string) => Answering) =>
    async (
      headers: ApiHeaders,
      path: string,
      merchantId: string,
      id: string,
    ): Promise<ApiAnswer> => {
      const c = await chaos(op);
      if (c) return c;
      return checkGet(headers, path, merchantId) ?? handle(id, headers, merchantId);
    };

  // ---------------------------------------------------------------- one-off payments

  function expireIfDue(t: PayTxn) {
    if (t.stage !== 'DONE' && now() >= t.expiresAt) {
      void finalize(t, 'FAILED', { callback: true, responseCode: 'TIMED_OUT' });
    }
  }

  function paymentEnvelope(t: PayTxn): Envelope {
    const base = {
      merchantId: opts.merchantId,
      merchantTransactionId: t.merchantTransactionId,
      transactionId: t.transactionId,
      amount: t.amount,
    };
    if (t.state === 'COMPLETED') {
      return envelope(true, 'PAYMENT_SUCCESS', 'Your payment is successful.', {
        ...base,
        state: 'COMPLETED',
        responseCode: 'SUCCESS',
        paymentInstrument:
          t.kind === 'PAY'
            ? {
                type: 'UPI',
                utr: t.utr,
                upiTransactionId: `YBL${t.transactionId.slice(1, 19)}`,
                accountHolderName: 'Sandbox User',
                maskedAccountNumber: 'XXXXXXX4321',
                ifsc: 'SBIN0000001',
              }
            : null,
      });
    }
    if (t.state === 'FAILED') {
      return envelope(false, 'PAYMENT_ERROR', 'Payment Failed', {
        ...base,
        state: 'FAILED',
        responseCode: t.responseCode ?? 'PAYMENT_ERROR',
        paymentInstrument: null,
      });
    }
    return envelope(true, 'PAYMENT_PENDING', 'Your payment is in pending state.', {
      ...base,
      state: 'PENDING',
    });
  }

  /** Ends a payment or refund; sends its callback unless told not to. */
  async function finalize(
    t: PayTxn,
    outcome: 'SUCCESS' | 'FAILED',
    o: { callback: boolean; responseCode?: string },
  ) {
    if (t.stage === 'DONE') return;
    t.stage = 'DONE';
    t.resolvePlan = undefined;
    if (outcome === 'SUCCESS') {
      t.state = 'COMPLETED';
      t.utr = newUtr();
      if (t.kind === 'REFUND' && t.originalTransactionId) {
        const orig = payTxns.get(t.originalTransactionId);
        if (orig) orig.refundedPaise += t.amount;
      }
    } else {
      t.state = 'FAILED';
      t.responseCode = o.responseCode ?? 'PAYMENT_ERROR';
    }
    if (o.callback) await paymentCallback(t);
  }

  function paymentCallback(t: PayTxn) {
    if (t.v2) return v2Events?.payment(t);
    return sendCallback(t.callbackUrl, t.merchantTransactionId, paymentEnvelope(t));
  }

  const pay = signedPost('pay', '/pg/v1/pay', (p) => {
    const mtid = strOf(p.merchantTransactionId);
    const muid = strOf(p.merchantUserId);
    if (!mtid || !isValidTransactionId(mtid))
      return badRequest('merchantTransactionId must be 1-34 letters, digits, _ or -');
    if (!muid || !isValidMerchantUserId(muid))
      return badRequest('merchantUserId must be 1-35 letters, digits, _ or -');
    if (!isAmount(p.amount))
      return badRequest(`amount must be a whole number of paise, at least ${MIN_AMOUNT_PAISE}`);
    const redirectUrl = strOf(p.redirectUrl);
    const callbackUrl = strOf(p.callbackUrl);
    if (!redirectUrl || !/^https?:\/\//.test(redirectUrl))
      return badRequest('redirectUrl is required');
    if (callbackUrl && !/^https?:\/\//.test(callbackUrl))
      return badRequest('callbackUrl must be a URL');
    if (!ownUrl(redirectUrl) || (callbackUrl && !ownUrl(callbackUrl))) return notOwnUrl();
    const mode = p.redirectMode ?? 'REDIRECT';
    if (mode !== 'REDIRECT' && mode !== 'POST')
      return badRequest('redirectMode must be REDIRECT or POST');
    if ((p.paymentInstrument as Record<string, unknown> | undefined)?.type !== 'PAY_PAGE')
      return badRequest('paymentInstrument.type must be PAY_PAGE');
    if (p.mobileNumber !== undefined && !/^\d{10}$/.test(String(p.mobileNumber)))
      return badRequest('mobileNumber must be 10 digits');
    if (payTxns.has(mtid)) return badRequest('Duplicate merchantTransactionId');
    const at = now();
    const t: PayTxn = {
      kind: 'PAY',
      merchantTransactionId: mtid,
      merchantUserId: muid,
      amount: p.amount,
      redirectUrl,
      redirectMode: mode,
      callbackUrl,
      mobileNumber: strOf(p.mobileNumber),
      token: newToken(),
      transactionId: newPhonePeTransactionId(new Date(at)),
      createdAt: at,
      expiresAt: at + opts.pageMinutes * 60_000,
      stage: 'PAGE',
      state: 'PENDING',
      refundedPaise: 0,
    };
    payTxns.set(mtid, t);
    byToken.set(t.token, t);
    return ok('PAYMENT_INITIATED', 'Payment initiated', {
      merchantId: opts.merchantId,
      merchantTransactionId: mtid,
      instrumentResponse: {
        type: 'PAY_PAGE',
        redirectInfo: { url: `${opts.browserBaseUrl}/transact/pg?token=${t.token}`, method: 'GET' },
      },
    });
  });

  const status = signedGet('status', async (id, headers, merchantId) => {
    if (header(headers, 'x-merchant-id') !== merchantId)
      return badRequest('X-MERCHANT-ID header is required');
    const t = payTxns.get(id);
    if (!t) return notFound();
    expireIfDue(t);
    if (t.resolvePlan && t.stage !== 'DONE') {
      t.resolvePlan.polls -= 1;
      if (t.resolvePlan.polls <= 0) {
        const plan = t.resolvePlan;
        // the callback goes out after this answer, as PhonePe's would
        await finalize(t, plan.outcome, { callback: false, responseCode: 'PAYMENT_ERROR' });
        if (plan.callback) void paymentCallback(t);
      }
    }
    return answer(200, paymentEnvelope(t));
  });

  const refund = signedPost('refund', '/pg/v1/refund', (p) => {
    const id = strOf(p.merchantTransactionId);
    const origId = strOf(p.originalTransactionId);
    if (!id || !isValidTransactionId(id))
      return badRequest('merchantTransactionId must be 1-34 letters, digits, _ or -');
    if (payTxns.has(id)) return badRequest('Duplicate merchantTransactionId');
    const orig = origId ? payTxns.get(origId) : undefined;
    if (!orig || orig.kind !== 'PAY') return notFound();
    if (orig.state !== 'COMPLETED') return badRequest('Only a successful payment can be refunded');
    if (!isAmount(p.amount)) return badRequest(`amount must be at least ${MIN_AMOUNT_PAISE} paise`);
    const pendingRefunds = [...payTxns.values()]
      .filter(
        (x) => x.kind === 'REFUND' && x.originalTransactionId === origId && x.stage !== 'DONE',
      )
      .reduce((s, x) => s + x.amount, 0);
    if (p.amount + orig.refundedPaise + pendingRefunds > orig.amount)
      return badRequest('Refund amount exceeds the refundable amount');
    const refundCallback = strOf(p.callbackUrl);
    if (refundCallback && !ownUrl(refundCallback)) return notOwnUrl();
    const at = now();
    const t: PayTxn = {
      kind: 'REFUND',
      merchantTransactionId: id,
      merchantUserId: strOf(p.merchantUserId),
      amount: p.amount,
      callbackUrl: refundCallback,
      originalTransactionId: origId,
      token: newToken(),
      transactionId: newPhonePeTransactionId(new Date(at)),
      createdAt: at,
      expiresAt: Number.MAX_SAFE_INTEGER,
      // a refund starts pending and settles on the next status check (reference 2.7)
      stage: 'PROCESSING',
      state: 'PENDING',
      refundedPaise: 0,
      resolvePlan: { polls: 1, outcome: 'SUCCESS', callback: true },
    };
    payTxns.set(id, t);
    return ok('PAYMENT_PENDING', 'Refund is pending.', {
      merchantId: opts.merchantId,
      merchantTransactionId: id,
      transactionId: t.transactionId,
      amount: t.amount,
      state: 'PENDING',
      responseCode: 'PAYMENT_PENDING',
    });
  });

  /** The pay page's choice: Pay, Decline, or Leave pending. Returns where the browser goes next. */
  async function choose(token: string, choice: 'pay' | 'decline' | 'pending') {
    const t = byToken.get(token);
    if (!t) return { kind: 'unknown' as const };
    expireIfDue(t);
    if (t.stage !== 'PAGE') return { kind: 'done' as const, txn: t };
    if (choice === 'pending') t.stage = 'PROCESSING';
    else if (choice === 'pay') await finalize(t, 'SUCCESS', { callback: true });
    else
      await finalize(t, 'FAILED', { callback: true, responseCode: 'REQUEST_DECLINE_BY_REQUESTEE' });
    return { kind: 'redirect' as const, txn: t };
  }

  function pageOf(token: string) {
    const t = byToken.get(token);
    if (t) expireIfDue(t);
    return t;
  }

  /** Ends a payment the user left pending, as the bank would (control API). */
  async function resolve(
    mtid: string,
    outcome: 'SUCCESS' | 'FAILED',
    o: { callback: boolean; afterPolls?: number },
  ) {
    const t = payTxns.get(mtid);
    if (!t) return false;
    if (t.stage === 'DONE') return false;
    if (o.afterPolls && o.afterPolls > 0) {
      t.resolvePlan = { polls: o.afterPolls, outcome, callback: o.callback };
      return true;
    }
    await finalize(t, outcome, { callback: o.callback, responseCode: 'PAYMENT_ERROR' });
    return true;
  }

  // ---------------------------------------------------------------- UPI Autopay

  function refreshSubscription(s: Subscription) {
    const t = now();
    if (s.state === 'CREATED' && t > s.validUpto) s.state = 'EXPIRED';
    if (s.state === 'PAUSED' && s.pauseEnd !== undefined && t >= s.pauseEnd) {
      s.state = 'ACTIVE';
      s.pauseStart = undefined;
      s.pauseEnd = undefined;
    }
  }

  function refreshDebit(d: Debit) {
    // with autoDebit PhonePe presents the debit itself once it is allowed
    if (
      d.autoDebit &&
      d.state === 'NOTIFIED' &&
      d.notifyState === 'NOTIFIED' &&
      now() >= d.validAfter
    ) {
      d.state = 'PENDING';
    }
  }

  function subscriptionDetails(s: Subscription) {
    refreshSubscription(s);
    return { subscriptionId: s.subscriptionId, state: s.state };
  }

  function subscriptionCallback(s: Subscription, message: string) {
    if (s.v2) return v2Events?.subscription(s);
    return sendCallback(
      s.callbackUrl,
      s.subscriptionId,
      envelope(true, 'SUCCESS', message, {
        callbackType: 'SUBSCRIPTION',
        merchantId: opts.merchantId,
        merchantSubscriptionId: s.merchantSubscriptionId,
        subscriptionDetails: {
          subscriptionId: s.subscriptionId,
          state: s.state,
          ...(s.state === 'PAUSED'
            ? { stateStartDate: s.pauseStart, stateEndDate: s.pauseEnd }
            : {}),
        },
      }),
    );
  }

  function authEnvelopeData(a: AuthRequest) {
    const s = subsById.get(a.subscriptionId)!;
    return {
      merchantId: opts.merchantId,
      authRequestId: a.authRequestId,
      transactionDetails: {
        providerReferenceId: a.providerReferenceId,
        amount: a.amount ?? s.amount,
        state: a.state,
        ...(a.payResponseCode ? { payResponseCode: a.payResponseCode } : {}),
        paymentModes:
          a.state === 'COMPLETED'
            ? [
                {
                  mode: a.instrument,
                  amount: a.amount ?? s.amount,
                  utr: a.utr,
                  umn: s.umn,
                  ifsc: 'SBIN0000001',
                  maskedAccountNumber: 'XXXXXXX4321',
                },
              ]
            : [],
      },
      subscriptionDetails: subscriptionDetails(s),
    };
  }

  function debitEnvelopeData(d: Debit) {
    refreshDebit(d);
    const s = subsById.get(d.subscriptionId)!;
    return {
      merchantId: opts.merchantId,
      transactionId: d.transactionId,
      notificationDetails: {
        notificationId: d.notificationId,
        amount: d.amount,
        state: d.notifyState,
        notifiedAt: d.notifiedAt,
        validAfter: d.validAfter,
        validUpto: d.validUpto,
      },
      ...(d.state === 'NOTIFIED'
        ? {}
        : {
            transactionDetails: {
              providerReferenceId: d.providerReferenceId,
              amount: d.amount,
              state: d.state,
              ...(d.payResponseCode ? { payResponseCode: d.payResponseCode } : {}),
              paymentModes:
                d.state === 'COMPLETED'
                  ? [{ mode: 'UPI_MANDATE', amount: d.amount, utr: d.utr, umn: s.umn }]
                  : [],
            },
          }),
      subscriptionDetails: subscriptionDetails(s),
    };
  }

  const createSubscription = signedPost(
    'subscription-create',
    '/v3/recurring/subscription/create',
    (p) => {
      const msid = strOf(p.merchantSubscriptionId);
      const muid = strOf(p.merchantUserId);
      if (!msid || !isValidTransactionId(msid))
        return badRequest('merchantSubscriptionId must be 1-34 letters, digits, _ or -');
      if (!muid || !isValidMerchantUserId(muid))
        return badRequest('merchantUserId must be 1-35 letters, digits, _ or -');
      if (subscriptions.has(msid)) return badRequest('Duplicate merchantSubscriptionId');
      if (p.authWorkflowType !== 'TRANSACTION' && p.authWorkflowType !== 'PENNY_DROP')
        return badRequest('authWorkflowType must be TRANSACTION or PENNY_DROP');
      if (p.amountType !== 'FIXED' && p.amountType !== 'VARIABLE')
        return badRequest('amountType must be FIXED or VARIABLE');
      if (!isAmount(p.amount))
        return badRequest(`amount must be at least ${MIN_AMOUNT_PAISE} paise`);
      if (!FREQUENCIES.includes(String(p.frequency)))
        return badRequest('frequency is not supported');
      if (
        typeof p.recurringCount !== 'number' ||
        !Number.isSafeInteger(p.recurringCount) ||
        p.recurringCount < 1
      )
        return badRequest('recurringCount must be a positive whole number');
      const at = now();
      const s: Subscription = {
        merchantSubscriptionId: msid,
        subscriptionId: newPhonePeRecurringId('OMS', new Date(at)),
        merchantUserId: muid,
        name: strOf(p.subscriptionName) ?? msid,
        authWorkflowType: p.authWorkflowType,
        amountType: p.amountType,
        amount: p.amount,
        frequency: String(p.frequency),
        recurringCount: p.recurringCount,
        state: 'CREATED',
        createdAt: at,
        validUpto: at + AUTH_VALID_MS,
        debitsCompleted: 0,
      };
      subscriptions.set(msid, s);
      subsById.set(s.subscriptionId, s);
      return ok('SUCCESS', 'Your request has been successfully completed.', {
        subscriptionId: s.subscriptionId,
        state: s.state,
        validUpto: s.validUpto,
        isSupportedApp: true,
        isSupportedUser: true,
      });
    },
  );

  const subscriptionStatus = signedGet('subscription-status', (msid) => {
    const s = subscriptions.get(msid);
    if (!s) return notFound();
    refreshSubscription(s);
    return ok('SUCCESS', 'Your request has been successfully completed.', {
      merchantSubscriptionId: s.merchantSubscriptionId,
      subscriptionId: s.subscriptionId,
      state: s.state,
      ...(s.state === 'PAUSED' ? { stateStartDate: s.pauseStart, stateEndDate: s.pauseEnd } : {}),
    });
  });

  const validateVpa = signedGet('vpa-validate', (vpa) => {
    // sandbox rule: a well-formed VPA exists unless its handle starts with "invalid" or "fail"
    const handle = vpa.split('@')[0] ?? '';
    if (!isValidVpa(vpa) || /^(invalid|fail)/i.test(handle)) {
      return answer(417, envelope(false, 'EXTERNAL_VPA_ERROR', 'VPA does not exist or is invalid'));
    }
    const name = handle
      .split(/[._-]+/)
      .filter((w) => /^[a-z]+$/i.test(w))
      .map((w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase())
      .join(' ');
    return ok('SUCCESS', 'Your request has been successfully completed.', {
      exists: true,
      vpa,
      name: name || 'UPI Customer',
    });
  });

  const authInit = signedPost('auth-init', '/v3/recurring/auth/init', (p, headers) => {
    const callback = requiredCallback(headers);
    if (callback.refused) return callback.refused;
    const callbackUrl = callback.url;
    const s = subsById.get(String(p.subscriptionId));
    if (!s) return notFound();
    refreshSubscription(s);
    if (s.state !== 'CREATED') return badRequest(`Subscription is ${s.state}`);
    const id = strOf(p.authRequestId);
    if (!id || !isValidTransactionId(id))
      return badRequest('authRequestId must be 1-34 letters, digits, _ or -');
    if (auths.has(id)) return badRequest('Duplicate authRequestId');
    const inst = (p.paymentInstrument ?? {}) as Record<string, unknown>;
    const type = String(inst.type);
    if (!['UPI_COLLECT', 'UPI_INTENT', 'UPI_QR'].includes(type))
      return badRequest('paymentInstrument.type is not supported');
    const vpa = strOf(inst.vpa);
    if (type === 'UPI_COLLECT' && (!vpa || !isValidVpa(vpa)))
      return badRequest('paymentInstrument.vpa is required for UPI_COLLECT');
    if (p.amount !== undefined && !isAmount(p.amount))
      return badRequest(`amount must be at least ${MIN_AMOUNT_PAISE} paise`);
    if (s.authWorkflowType === 'TRANSACTION' && p.amount === undefined)
      return badRequest('amount is required for a TRANSACTION set-up');
    const at = now();
    const a: AuthRequest = {
      authRequestId: id,
      subscriptionId: s.subscriptionId,
      amount: typeof p.amount === 'number' ? p.amount : undefined,
      instrument: type,
      vpa,
      state: 'PENDING',
      providerReferenceId: newPhonePeRecurringId('OMO', new Date(at)),
      callbackUrl,
      createdAt: at,
    };
    auths.set(id, a);
    s.callbackUrl = callbackUrl;
    s.vpa = vpa;
    const upiApp = `${opts.browserBaseUrl}/upi-app${vpa ? `?vpa=${encodeURIComponent(vpa)}` : ''}`;
    return ok('SUCCESS', 'Your request has been successfully completed.', {
      authRequestId: id,
      redirectType: 'WEB',
      redirectUrl: upiApp,
    });
  });

  const authStatus = signedGet('auth-status', (id) => {
    const a = auths.get(id);
    if (!a) return notFound();
    return ok('SUCCESS', 'Your request has been successfully completed.', authEnvelopeData(a));
  });

  /**
   * A debit notified now against mandate `s` (v1 and v2): executable a day on, until `windowMs`
   * after the notice (v1 gives four days, v2 two).
   */
  function notifiedDebit(
    s: Subscription,
    transactionId: string,
    amount: number,
    autoDebit: boolean,
    callbackUrl: string,
    windowMs = NOTIFY_WINDOW_MS,
  ): Debit {
    refreshSubscription(s);
    const at = now();
    return {
      transactionId,
      subscriptionId: s.subscriptionId,
      notificationId: newPhonePeRecurringId('OMN', new Date(at)),
      amount,
      autoDebit,
      notifiedAt: at,
      validAfter: at + NOTIFY_GAP_MS,
      validUpto: at + windowMs,
      notifyState: s.state === 'ACTIVE' ? 'NOTIFIED' : 'FAILED',
      state: 'NOTIFIED',
      providerReferenceId: newPhonePeRecurringId('OMO', new Date(at)),
      callbackUrl,
    };
  }

  const notify = signedPost('debit-notify', '/v3/recurring/debit/init', (p, headers) => {
    const callback = requiredCallback(headers);
    if (callback.refused) return callback.refused;
    const callbackUrl = callback.url;
    const s = subsById.get(String(p.subscriptionId));
    if (!s) return notFound();
    const id = strOf(p.transactionId);
    if (!id || !isValidTransactionId(id))
      return badRequest('transactionId must be 1-34 letters, digits, _ or -');
    if (debits.has(id)) return badRequest('Duplicate transactionId');
    const problem = mandateAmountProblem(s, p.amount);
    if (problem) return badRequest(problem);
    const d = notifiedDebit(s, id, p.amount as number, p.autoDebit === true, callbackUrl);
    debits.set(id, d);
    const res = ok('SUCCESS', 'Your request has been successfully completed.', {
      notificationId: d.notificationId,
      state: d.notifyState === 'NOTIFIED' ? 'ACCEPTED' : 'FAILED',
      amount: d.amount,
      notifiedAt: d.notifiedAt,
      validAfter: d.validAfter,
      validUpto: d.validUpto,
    });
    void sendCallback(
      callbackUrl,
      id,
      envelope(true, 'SUCCESS', 'Notification processed.', {
        callbackType: 'NOTIFY',
        ...debitEnvelopeData(d),
      }),
    );
    return res;
  });

  const execute = signedPost('debit-execute', '/v3/recurring/debit/execute', (p) => {
    const d = debits.get(String(p.transactionId));
    if (!d || d.notificationId !== p.notificationId || d.subscriptionId !== p.subscriptionId)
      return notFound();
    const s = subsById.get(d.subscriptionId)!;
    refreshSubscription(s);
    refreshDebit(d);
    const t = now();
    if (d.notifyState !== 'NOTIFIED')
      return badRequest('The notification failed; this debit cannot be executed');
    if (d.autoDebit) return badRequest('autoDebit is on: PhonePe executes this debit itself');
    if (d.state !== 'NOTIFIED') return badRequest('This debit was already executed');
    if (s.state !== 'ACTIVE') return badRequest(`Subscription is ${s.state}`);
    if (t < d.validAfter)
      return badRequest('A debit can be executed only 24 hours after its notification');
    if (t > d.validUpto) return badRequest('The notification has expired');
    if (!isDebitWindow(new Date(t)))
      return badRequest('Debits run only in non-peak hours (21:31-09:59 and 13:01-16:59 IST)');
    d.state = 'PENDING';
    return ok('SUCCESS', 'Your request has been successfully completed.', {
      merchantId: opts.merchantId,
      transactionId: d.transactionId,
      state: 'PENDING',
      amount: d.amount,
    });
  });

  const debitStatus = signedGet('debit-status', (id) => {
    const d = debits.get(id);
    if (!d) return notFound();
    return ok('SUCCESS', 'Your request has been successfully completed.', debitEnvelopeData(d));
  });

  const cancel = signedPost(
    'subscription-cancel',
    '/v3/recurring/subscription/cancel',
    (p, headers) => {
      const s = subsById.get(String(p.subscriptionId));
      if (!s) return notFound();
      refreshSubscription(s);
      if (s.state !== 'ACTIVE' && s.state !== 'PAUSED')
        return badRequest(`Subscription is ${s.state}`);
      const newCallback = header(headers, 'x-callback-url');
      if (newCallback && !ownUrl(newCallback)) return notOwnUrl();
      s.state = 'CANCEL_IN_PROGRESS';
      const res = ok('SUCCESS', 'Your request has been successfully completed.', {
        subscriptionId: s.subscriptionId,
        state: s.state,
      });
      s.callbackUrl = newCallback ?? s.callbackUrl;
      // the cancellation completes right after the answer
      s.state = 'CANCELLED';
      void subscriptionCallback(s, 'Your subscription is cancelled.');
      return res;
    },
  );

  // ---------------------------------------------------------------- the UPI app

  async function decideAuth(id: string, approve: boolean) {
    const a = auths.get(id);
    if (!a || a.state !== 'PENDING') return false;
    const s = subsById.get(a.subscriptionId)!;
    refreshSubscription(s);
    if (s.state !== 'CREATED') return false;
    if (approve) {
      a.state = 'COMPLETED';
      a.payResponseCode = 'SUCCESS';
      a.utr = newUtr();
      s.state = 'ACTIVE';
      s.umn = newUmn();
    } else {
      a.state = 'FAILED';
      a.payResponseCode = 'ZA'; // NPCI: transaction declined by customer
      s.state = 'FAILED';
    }
    if (a.v2) {
      await v2Events?.auth(a);
      return true;
    }
    await sendCallback(
      a.callbackUrl,
      a.authRequestId,
      envelope(
        approve,
        approve ? 'SUCCESS' : 'PAYMENT_ERROR',
        approve ? 'Mandate approved.' : 'Mandate declined.',
        {
          callbackType: 'AUTH',
          merchantSubscriptionId: s.merchantSubscriptionId,
          ...authEnvelopeData(a),
        },
      ),
    );
    return true;
  }

  async function decideDebit(id: string, approve: boolean) {
    const d = debits.get(id);
    if (!d) return false;
    refreshDebit(d);
    if (d.state !== 'PENDING') return false;
    const s = subsById.get(d.subscriptionId)!;
    if (approve) {
      d.state = 'COMPLETED';
      d.payResponseCode = 'SUCCESS';
      d.utr = newUtr();
      s.debitsCompleted += 1;
      if (s.frequency !== 'ON_DEMAND' && s.debitsCompleted >= s.recurringCount) s.state = 'EXPIRED';
    } else {
      d.state = 'FAILED';
      d.payResponseCode = 'ZA';
    }
    if (d.v2) {
      await v2Events?.debit(d);
      return true;
    }
    await sendCallback(
      d.callbackUrl,
      d.transactionId,
      envelope(
        approve,
        approve ? 'SUCCESS' : 'PAYMENT_ERROR',
        approve ? 'Debit successful.' : 'Debit failed.',
        {
          callbackType: 'DEBIT',
          ...debitEnvelopeData(d),
        },
      ),
    );
    return true;
  }

  async function changeMandate(subscriptionId: string, action: 'pause' | 'unpause' | 'revoke') {
    const s = subsById.get(subscriptionId);
    if (!s) return false;
    refreshSubscription(s);
    const t = now();
    if (action === 'pause' && s.state === 'ACTIVE') {
      s.state = 'PAUSED';
      s.pauseStart = t;
      s.pauseEnd = t + PAUSE_MS;
      await subscriptionCallback(s, 'Your subscription is paused.');
      return true;
    }
    if (action === 'unpause' && s.state === 'PAUSED') {
      s.state = 'ACTIVE';
      s.pauseStart = undefined;
      s.pauseEnd = undefined;
      await subscriptionCallback(s, 'Your subscription is active again.');
      return true;
    }
    if (action === 'revoke' && (s.state === 'ACTIVE' || s.state === 'PAUSED')) {
      s.state = 'REVOKED';
      await subscriptionCallback(s, 'Your subscription is revoked.');
      return true;
    }
    return false;
  }

  /** What the UPI app shows for a VPA (or for everyone when none is given). */
  function upiInbox(vpa?: string) {
    const mine = (s: Subscription) => !vpa || s.vpa === vpa;
    const all = [...subsById.values()];
    all.forEach(refreshSubscription);
    [...debits.values()].forEach(refreshDebit);
    return {
      authRequests: [...auths.values()]
        .filter((a) => a.state === 'PENDING' && subsById.get(a.subscriptionId)!.state === 'CREATED')
        .filter((a) => mine(subsById.get(a.subscriptionId)!))
        .map((a) => ({ auth: a, subscription: subsById.get(a.subscriptionId)! })),
      debits: [...debits.values()]
        .filter((d) => d.state === 'PENDING' && mine(subsById.get(d.subscriptionId)!))
        .map((d) => ({ debit: d, subscription: subsById.get(d.subscriptionId)! })),
      mandates: all.filter((s) => (s.state === 'ACTIVE' || s.state === 'PAUSED') && mine(s)),
    };
  }

  // ---------------------------------------------------------------- control

  return {
    merchantId: opts.merchantId,
    api: {
      pay,
      status,
      refund,
      createSubscription,
      subscriptionStatus,
      validateVpa,
      authInit,
      authStatus,
      notify,
      execute,
      debitStatus,
      cancel,
    },
    page: { of: pageOf, choose },
    /** the state and helpers the v2 layer (sandbox/v2.ts) shares with the v1 simulator */
    internal: {
      payTxns,
      byToken,
      subscriptions,
      subsById,
      auths,
      debits,
      now,
      deliver,
      chaos,
      finalize,
      expireIfDue,
      refreshSubscription,
      refreshDebit,
      notifiedDebit,
      subscriptionCallback,
      onV2(events: V2Events) {
        v2Events = events;
      },
    },
    upi: { inbox: upiInbox, decideAuth, decideDebit, changeMandate },
    control: {
      addKnob(k: Knob) {
        knobs.push(k);
      },
      resolve,
      /** delivers every delayed callback now */
      async flush() {
        const sends = [...late.entries()];
        for (const [t] of sends) {
          clearTimeout(t);
          timers.delete(t);
          late.delete(t);
        }
        await Promise.all(sends.map(([, send]) => send()));
        return sends.length;
      },
      reset() {
        knobs = [];
        withheld = [];
        for (const t of timers) clearTimeout(t);
        timers.clear();
        late.clear();
      },
      state: () => ({
        knobs: knobs.map((k) => ({ ...k })),
        lateCallbacks: late.size,
        delivered: [...delivered],
        withheld: [...withheld],
      }),
    },
    close() {
      closed = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      late.clear();
    },
  };
}

export type Sandbox = ReturnType<typeof createSandbox>;
