import {
  GatewayError,
  type AuthorizeMandateInput,
  type AuthorizeMandateResult,
  type CreateSubscriptionInput,
  type DebitStatus,
  type GatewayCallback,
  type GatewayExchange,
  type GatewayPaymentState,
  type MandateState,
  type MandateTransition,
  type PaymentGateway,
  type PaymentStatus,
  type SubscriptionCreated,
} from './gateway';
import {
  PUBLIC_TEST_MERCHANT_ID,
  PUBLIC_TEST_SALT_KEY,
  decodeBase64Json,
  isValidMerchantUserId,
  isValidTransactionId,
  isValidVpa,
  maskXVerify,
  parseEnvelope,
  payloadJson,
  signGet,
  signPost,
  toBase64,
  verifyXVerify,
  type PhonePeEnvelope,
} from './phonepe-protocol';
import { SUBSCRIPTION_STATES, refundState } from './phonepe-v2-protocol';

export type PhonePeV1Options = {
  /** e.g. https://api.phonepe.com/apis/hermes, or the sandbox at PUBLIC_URL/sandbox/phonepe */
  baseUrl: string;
  /** host of /v3/recurring and /v3/vpa when it differs from baseUrl (reference 1: hosts) */
  recurringBaseUrl?: string;
  merchantId: string;
  saltKey: string;
  saltIndex: number;
  /** per request, including reading the answer */
  timeoutMs: number;
  /** 'live' refuses the public test identity */
  mode: 'sandbox' | 'live';
  fetch: typeof fetch;
  /** receives every request and answer (for the gateway log); failures here never break a call */
  onExchange?: (e: GatewayExchange) => unknown;
};

type Answer = { httpStatus: number; envelope?: PhonePeEnvelope; body: unknown };

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const int = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) ? v : undefined);
const obj = (v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const epochMs = (v: unknown) => (typeof v === 'number' ? new Date(v) : undefined);

/** PhonePe's payment codes (reference 2.4) mapped to our outcome; undefined = not an outcome. */
const PAYMENT_CODES: Record<string, GatewayPaymentState> = {
  PAYMENT_SUCCESS: 'SUCCESS',
  PAYMENT_ERROR: 'FAILED',
  PAYMENT_DECLINED: 'FAILED',
  TIMED_OUT: 'FAILED',
  PAYMENT_PENDING: 'PENDING',
  // PhonePe could not answer: not a failure, keep polling
  INTERNAL_SERVER_ERROR: 'PENDING',
  // the id has not reached PhonePe (yet); the caller decides once the pay page has expired
  TRANSACTION_NOT_FOUND: 'PENDING',
};

/**
 * The codes a refund request may be answered with that are an answer about the refund (reference
 * 2.7): anything else (BAD_REQUEST, AUTHORIZATION_FAILED, TRANSACTION_NOT_FOUND of the original)
 * means PhonePe refused it.
 */
const REFUND_ANSWERS = new Set([
  'PAYMENT_SUCCESS',
  'PAYMENT_PENDING',
  'PAYMENT_ERROR',
  'PAYMENT_DECLINED',
  'TIMED_OUT',
  'INTERNAL_SERVER_ERROR',
]);

/** Whether a v1 status answer's data says COMPLETED (a success code alone is not trusted). */
const isCompleted = (raw: unknown) => obj(obj(raw).data).state === 'COMPLETED';

const TXN_STATES: Record<string, GatewayPaymentState> = {
  COMPLETED: 'SUCCESS',
  FAILED: 'FAILED',
  PENDING: 'PENDING',
};

function mandateOf(v: unknown): { state: MandateState; transition?: MandateTransition } {
  const s = typeof v === 'string' ? SUBSCRIPTION_STATES[v] : undefined;
  if (!s) throw new GatewayError('unavailable', `unknown subscription state ${String(v)}`);
  return s;
}
const mandateState = (v: unknown) => mandateOf(v).state;

const isTimeout = (err: unknown) =>
  err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');

/**
 * The PhonePe PG v1 ("salt key") adapter, written with plain fetch against the documented REST
 * shapes (reference 3.6: not the Node SDK, which is v2-only, a singleton with hard-coded hosts).
 * Every call carries X-VERIFY; bodies are {"request": base64(JSON)}; answers are decided on `code`.
 */
/** v1 keeps the separate authorisation request (auth init) its protocol has, besides setupMandate. */
export type PhonePeV1Gateway = PaymentGateway & {
  authorizeMandate(input: AuthorizeMandateInput): Promise<AuthorizeMandateResult>;
};

export function createPhonePeV1Gateway(opts: PhonePeV1Options): PhonePeV1Gateway {
  if (
    opts.mode === 'live' &&
    (opts.merchantId === PUBLIC_TEST_MERCHANT_ID || opts.saltKey === PUBLIC_TEST_SALT_KEY)
  ) {
    throw new Error(
      'PhonePe: the public test credentials (PGTESTPAYUAT) cannot be used with PAYMENTS_MODE=live',
    );
  }
  const base = opts.baseUrl.replace(/\/$/, '');
  const recurringBase = (opts.recurringBaseUrl ?? opts.baseUrl).replace(/\/$/, '');
  const mid = opts.merchantId;

  async function record(e: Omit<GatewayExchange, 'gateway' | 'direction'>) {
    if (!opts.onExchange) return;
    try {
      await opts.onExchange({ gateway: 'phonepe', direction: 'out', ...e });
    } catch {
      // the log must never break a payment
    }
  }

  async function call(
    operation: string,
    reference: string | undefined,
    method: 'GET' | 'POST',
    host: string,
    path: string,
    payload?: Record<string, unknown>,
    extraHeaders: Record<string, string> = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...extraHeaders,
    };
    let body: string | undefined;
    if (payload) {
      const b64 = toBase64(payloadJson(payload));
      body = JSON.stringify({ request: b64 });
      headers['content-type'] = 'application/json';
      headers['x-verify'] = signPost(b64, path, opts.saltKey, opts.saltIndex);
    } else {
      headers['x-verify'] = signGet(path, opts.saltKey, opts.saltIndex);
      headers['x-merchant-id'] = mid;
    }
    const logged = { operation, reference, method, path, request: payload };
    const loggedHeaders = { ...headers, 'x-verify': maskXVerify(headers['x-verify'])! };
    const started = Date.now();
    let status: number;
    let text: string;
    try {
      const res = await opts.fetch(host + path, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
      status = res.status;
      text = await res.text();
    } catch (err) {
      const kind = isTimeout(err) ? 'timeout' : 'network';
      const message = kind === 'timeout' ? `no answer in ${opts.timeoutMs} ms` : String(err);
      await record({
        ...logged,
        requestHeaders: loggedHeaders,
        error: `${kind}: ${message}`,
        durationMs: Date.now() - started,
      });
      throw new GatewayError(kind, `PhonePe ${operation}: ${message}`, { cause: err });
    }
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    const envelope = parseEnvelope(json);
    await record({
      ...logged,
      requestHeaders: loggedHeaders,
      httpStatus: status,
      response: json ?? text.slice(0, 2000),
      code: envelope?.code,
      durationMs: Date.now() - started,
    });
    if (!envelope) {
      throw new GatewayError(
        'unavailable',
        `PhonePe ${operation}: HTTP ${status} without a PhonePe answer`,
        { httpStatus: status },
      );
    }
    return { httpStatus: status, envelope, body: json };
  }

  /** A non-success answer of an operation that has no pending outcome. */
  const rejected = (operation: string, a: Answer) =>
    new GatewayError(
      a.httpStatus >= 500 || a.envelope?.code === 'INTERNAL_SERVER_ERROR'
        ? 'unavailable'
        : 'rejected',
      `PhonePe ${operation}: ${a.envelope?.code ?? a.httpStatus} ${a.envelope?.message ?? ''}`.trim(),
      { code: a.envelope?.code, httpStatus: a.httpStatus },
    );

  const requireId = (what: string, id: string, valid: (s: string) => boolean) => {
    if (!valid(id))
      throw new GatewayError('rejected', `invalid ${what}: ${id}`, { code: 'BAD_REQUEST' });
  };

  async function paymentStatus(operation: string, id: string): Promise<PaymentStatus> {
    requireId('merchantTransactionId', id, isValidTransactionId);
    const a = await call(operation, id, 'GET', base, `/pg/v1/status/${mid}/${id}`);
    const env = a.envelope!;
    const mapped = PAYMENT_CODES[env.code];
    if (!mapped) throw rejected(operation, a);
    const d = env.data;
    // A success code with a non-final state is not trusted: keep polling.
    const state = mapped === 'SUCCESS' && d.state !== 'COMPLETED' ? 'PENDING' : mapped;
    const instrument = obj(d.paymentInstrument);
    return {
      state,
      code: env.code,
      responseCode: str(d.responseCode),
      gatewayTransactionId: str(d.transactionId),
      utr: str(instrument.utr),
      amountPaise: int(d.amount),
      ...(env.code === 'TRANSACTION_NOT_FOUND' ? { notFound: true } : {}),
      raw: a.body,
    };
  }

  async function createSubscription(input: CreateSubscriptionInput): Promise<SubscriptionCreated> {
    requireId('merchantSubscriptionId', input.merchantSubscriptionId, isValidTransactionId);
    requireId('merchantUserId', input.merchantUserId, isValidMerchantUserId);
    const a = await call(
      'subscription-create',
      input.merchantSubscriptionId,
      'POST',
      recurringBase,
      '/v3/recurring/subscription/create',
      {
        merchantId: mid,
        merchantSubscriptionId: input.merchantSubscriptionId,
        merchantUserId: input.merchantUserId,
        subscriptionName: input.name,
        authWorkflowType: input.authWorkflowType,
        amountType: input.amountType,
        amount: input.amountPaise,
        frequency: input.frequency,
        recurringCount: input.recurringCount,
        description: input.description,
        mobileNumber: input.mobileNumber,
      },
    );
    const d = a.envelope!.data;
    const subscriptionId = str(d.subscriptionId);
    if (a.envelope!.code !== 'SUCCESS' || !subscriptionId) throw rejected('subscription-create', a);
    return {
      subscriptionId,
      state: mandateState(d.state),
      authorizeBefore: epochMs(d.validUpto),
      raw: a.body,
    };
  }

  async function authorizeMandate(input: AuthorizeMandateInput): Promise<AuthorizeMandateResult> {
    requireId('authRequestId', input.authRequestId, isValidTransactionId);
    const instrument =
      input.instrument.type === 'UPI_COLLECT'
        ? { type: 'UPI_COLLECT', vpa: input.instrument.vpa }
        : input.instrument.type === 'UPI_INTENT'
          ? { type: 'UPI_INTENT', targetApp: input.instrument.targetApp }
          : { type: 'UPI_QR' };
    const a = await call(
      'auth-init',
      input.authRequestId,
      'POST',
      recurringBase,
      '/v3/recurring/auth/init',
      {
        merchantId: mid,
        merchantUserId: input.merchantUserId,
        subscriptionId: input.subscriptionId,
        authRequestId: input.authRequestId,
        amount: input.amountPaise,
        paymentInstrument: instrument,
      },
      { 'x-callback-url': input.callbackUrl, 'x-call-mode': 'POST' },
    );
    if (a.envelope!.code !== 'SUCCESS') throw rejected('auth-init', a);
    return { redirectUrl: str(a.envelope!.data.redirectUrl), raw: a.body };
  }

  return {
    name: 'phonepe',

    async createPayment(input) {
      requireId('merchantTransactionId', input.merchantTransactionId, isValidTransactionId);
      requireId('merchantUserId', input.merchantUserId, isValidMerchantUserId);
      const a = await call('pay', input.merchantTransactionId, 'POST', base, '/pg/v1/pay', {
        merchantId: mid,
        merchantTransactionId: input.merchantTransactionId,
        merchantUserId: input.merchantUserId,
        amount: input.amountPaise,
        redirectUrl: input.redirectUrl,
        redirectMode: 'REDIRECT',
        callbackUrl: input.callbackUrl,
        mobileNumber: input.mobileNumber,
        paymentInstrument: { type: 'PAY_PAGE' },
      });
      const url = str(obj(obj(obj(a.envelope!.data).instrumentResponse).redirectInfo).url);
      // PAYMENT_INITIATED per the docs [P]; a success envelope carrying the page URL is accepted.
      const ok = a.envelope!.code === 'PAYMENT_INITIATED' || a.envelope!.code === 'SUCCESS';
      if (!ok || !url) throw rejected('pay', a);
      return { payPageUrl: url, raw: a.body };
    },

    getPaymentStatus: (id) => paymentStatus('status', id),

    verifyCallback(headers, body) {
      const raw = headers['x-verify'] ?? headers['X-VERIFY'];
      const header = Array.isArray(raw) ? raw[0] : raw;
      const response = str(obj(body).response);
      if (!response || !verifyXVerify(header, response, opts.saltKey, opts.saltIndex)) {
        throw new GatewayError('signature', 'PhonePe callback: X-VERIFY does not match');
      }
      const decoded = decodeBase64Json(response);
      if (!decoded)
        throw new GatewayError('signature', 'PhonePe callback: body is not base64 JSON');
      const env = parseEnvelope(decoded);
      const d = obj(decoded.data);
      const type = str(d.callbackType);
      if (!type) {
        const id = str(d.merchantTransactionId);
        if (!env || !id)
          throw new GatewayError('rejected', 'PhonePe callback without a transaction id');
        return { type: 'PAYMENT', merchantTransactionId: id, code: env.code, raw: decoded };
      }
      if (type === 'AUTH') {
        const id = str(d.authRequestId);
        if (!id) throw new GatewayError('rejected', 'AUTH callback without authRequestId');
        return { type: 'AUTH', authRequestId: id, raw: decoded };
      }
      if (type === 'NOTIFY' || type === 'DEBIT') {
        const id = str(d.transactionId) ?? str(d.merchantTransactionId);
        if (!id) throw new GatewayError('rejected', `${type} callback without transactionId`);
        return { type, merchantTransactionId: id, raw: decoded };
      }
      if (type === 'SUBSCRIPTION') {
        const sub = obj(d.subscriptionDetails);
        const id = str(sub.subscriptionId) ?? str(d.subscriptionId);
        if (!id) throw new GatewayError('rejected', 'SUBSCRIPTION callback without subscriptionId');
        return {
          type: 'SUBSCRIPTION',
          subscriptionId: id,
          merchantSubscriptionId: str(d.merchantSubscriptionId),
          raw: decoded,
        } satisfies GatewayCallback;
      }
      throw new GatewayError('rejected', `unknown callbackType ${type}`);
    },

    async refund(input) {
      requireId('merchantRefundId', input.merchantRefundId, isValidTransactionId);
      const a = await call(
        'refund',
        input.originalMerchantTransactionId,
        'POST',
        base,
        '/pg/v1/refund',
        {
          merchantId: mid,
          merchantUserId: input.merchantUserId,
          originalTransactionId: input.originalMerchantTransactionId,
          merchantTransactionId: input.merchantRefundId,
          amount: input.amountPaise,
          callbackUrl: input.callbackUrl,
        },
      );
      const code = a.envelope!.code;
      if (!REFUND_ANSWERS.has(code)) throw rejected('refund', a);
      return {
        state: refundState(code),
        code,
        gatewayTransactionId: str(a.envelope!.data.transactionId),
        raw: a.body,
      };
    },

    async getRefundStatus(id) {
      const s = await paymentStatus('refund-status', id);
      // TIMED_OUT is a refund still on its way, not a failed one (a second refund would pay twice)
      const state = s.notFound ? 'PENDING' : refundState(s.code);
      return { ...s, state: state === 'SUCCESS' && !isCompleted(s.raw) ? 'PENDING' : state };
    },

    createSubscription,
    authorizeMandate,

    async setupMandate(input) {
      const { subscriptionId, authRequestId, instrument, callbackUrl, ...terms } = input;
      // the subscription created at the plan's first step is reused: v1 authorises it by its id
      const created = subscriptionId
        ? { subscriptionId, state: 'CREATED' as const, authorizeBefore: undefined, raw: undefined }
        : await createSubscription(terms);
      const auth = await authorizeMandate({
        merchantUserId: input.merchantUserId,
        subscriptionId: created.subscriptionId,
        authRequestId,
        amountPaise: input.authWorkflowType === 'TRANSACTION' ? input.amountPaise : undefined,
        instrument,
        callbackUrl,
      });
      return {
        subscriptionId: created.subscriptionId,
        state: created.state,
        authorizeBefore: created.authorizeBefore,
        redirectUrl: auth.redirectUrl,
        raw: { subscription: created.raw, auth: auth.raw },
      };
    },

    async verifyVpa(vpa) {
      if (!isValidVpa(vpa)) return { valid: false, raw: undefined };
      const a = await call(
        'vpa-validate',
        vpa,
        'GET',
        recurringBase,
        `/v3/vpa/${mid}/${vpa}/validate`,
      );
      const env = a.envelope!;
      if (env.code === 'SUCCESS') {
        return {
          valid: env.success && env.data.exists === true,
          name: str(env.data.name),
          raw: a.body,
        };
      }
      // an unknown or unusable VPA is an answer, not an outage
      if (env.code === 'EXTERNAL_VPA_ERROR' || env.code === 'INVALID_VPA')
        return { valid: false, raw: a.body };
      throw rejected('vpa-validate', a);
    },

    async getMandateAuthStatus(authRequestId) {
      requireId('authRequestId', authRequestId, isValidTransactionId);
      const a = await call(
        'auth-status',
        authRequestId,
        'GET',
        recurringBase,
        `/v3/recurring/auth/status/${mid}/${authRequestId}`,
      );
      const env = a.envelope!;
      if (env.code === 'TRANSACTION_NOT_FOUND' || env.code === 'INTERNAL_SERVER_ERROR') {
        return { state: 'PENDING', code: env.code, raw: a.body };
      }
      if (env.code !== 'SUCCESS') throw rejected('auth-status', a);
      const txn = obj(env.data.transactionDetails);
      const mode = obj(Array.isArray(txn.paymentModes) ? txn.paymentModes[0] : undefined);
      const sub = obj(env.data.subscriptionDetails);
      return {
        state: TXN_STATES[String(txn.state)] ?? 'PENDING',
        code: env.code,
        subscriptionState: sub.state ? mandateState(sub.state) : undefined,
        subscriptionTransition: sub.state ? mandateOf(sub.state).transition : undefined,
        utr: str(mode.utr),
        umn: str(mode.umn),
        raw: a.body,
      };
    },

    async getSubscriptionStatus(merchantSubscriptionId) {
      requireId('merchantSubscriptionId', merchantSubscriptionId, isValidTransactionId);
      const a = await call(
        'subscription-status',
        merchantSubscriptionId,
        'GET',
        recurringBase,
        `/v3/recurring/subscription/status/${mid}/${merchantSubscriptionId}`,
      );
      if (a.envelope!.code !== 'SUCCESS') throw rejected('subscription-status', a);
      const d = a.envelope!.data;
      return {
        subscriptionId: str(d.subscriptionId),
        ...mandateOf(d.state),
        pausedFrom: epochMs(d.stateStartDate),
        pausedUntil: epochMs(d.stateEndDate),
        raw: a.body,
      };
    },

    async notifyDebit(input) {
      requireId('merchantTransactionId', input.merchantTransactionId, isValidTransactionId);
      const a = await call(
        'debit-notify',
        input.merchantTransactionId,
        'POST',
        recurringBase,
        '/v3/recurring/debit/init',
        {
          merchantId: mid,
          merchantUserId: input.merchantUserId,
          subscriptionId: input.subscriptionId,
          transactionId: input.merchantTransactionId,
          autoDebit: input.autoDebit,
          amount: input.amountPaise,
        },
        { 'x-callback-url': input.callbackUrl },
      );
      const d = a.envelope!.data;
      const notificationId = str(d.notificationId);
      if (a.envelope!.code !== 'SUCCESS' || !notificationId) throw rejected('debit-notify', a);
      return {
        notificationId,
        state: d.state === 'ACCEPTED' ? 'ACCEPTED' : 'FAILED',
        executableFrom: epochMs(d.validAfter),
        executableUntil: epochMs(d.validUpto),
        raw: a.body,
      };
    },

    async executeDebit(input) {
      requireId('merchantTransactionId', input.merchantTransactionId, isValidTransactionId);
      const a = await call(
        'debit-execute',
        input.merchantTransactionId,
        'POST',
        recurringBase,
        '/v3/recurring/debit/execute',
        {
          merchantId: mid,
          merchantUserId: input.merchantUserId,
          subscriptionId: input.subscriptionId,
          notificationId: input.notificationId,
          transactionId: input.merchantTransactionId,
        },
      );
      if (a.envelope!.code !== 'SUCCESS') throw rejected('debit-execute', a);
      return { state: TXN_STATES[String(a.envelope!.data.state)] ?? 'PENDING', raw: a.body };
    },

    async getDebitStatus(id): Promise<DebitStatus> {
      requireId('merchantTransactionId', id, isValidTransactionId);
      const a = await call(
        'debit-status',
        id,
        'GET',
        recurringBase,
        `/v3/recurring/debit/status/${mid}/${id}`,
      );
      const env = a.envelope!;
      if (env.code === 'TRANSACTION_NOT_FOUND' || env.code === 'INTERNAL_SERVER_ERROR') {
        return {
          state: 'PENDING',
          code: env.code,
          ...(env.code === 'TRANSACTION_NOT_FOUND' ? { notFound: true } : {}),
          raw: a.body,
        };
      }
      if (env.code !== 'SUCCESS') throw rejected('debit-status', a);
      const txn = obj(env.data.transactionDetails);
      const mode = obj(Array.isArray(txn.paymentModes) ? txn.paymentModes[0] : undefined);
      const notification = obj(env.data.notificationDetails);
      const sub = obj(env.data.subscriptionDetails);
      return {
        state: TXN_STATES[String(txn.state)] ?? 'PENDING',
        code: env.code,
        responseCode: str(txn.payResponseCode),
        amountPaise: int(txn.amount) ?? int(notification.amount),
        utr: str(mode.utr),
        notificationState: str(notification.state),
        notificationId: str(notification.notificationId),
        executableFrom: epochMs(notification.validAfter),
        executableUntil: epochMs(notification.validUpto),
        subscriptionState: sub.state ? mandateState(sub.state) : undefined,
        raw: a.body,
      };
    },

    async cancelSubscription(input) {
      const a = await call(
        'subscription-cancel',
        input.subscriptionId,
        'POST',
        recurringBase,
        '/v3/recurring/subscription/cancel',
        {
          merchantId: mid,
          merchantUserId: input.merchantUserId,
          subscriptionId: input.subscriptionId,
        },
        { 'x-callback-url': input.callbackUrl },
      );
      if (a.envelope!.code !== 'SUCCESS') throw rejected('subscription-cancel', a);
      const d = a.envelope!.data;
      // CANCEL_IN_PROGRESS: accepted, not cancelled yet (the SUBSCRIPTION callback or status says when)
      return { ...(d.state ? mandateOf(d.state) : { state: 'CANCELLED' as const }), raw: a.body };
    },
  };
}
