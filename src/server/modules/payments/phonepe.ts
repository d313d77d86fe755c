import {
  GatewayError,
  type AuthorizeMandateInput,
  type AuthorizeMandateResult,
  type GatewayCallback,
  type GatewayPaymentState,
  type PaymentGateway,
  type PaymentStatus,
} from './gateway';
import { retryAnswers, retrySettings, type CallKind, type RetrySettings } from './gateway-retry';
import type { OutboundSend } from '../../http/outbound';
import { sendLogged, type ExchangeRecorder } from './gateway-log';
import {
  PUBLIC_TEST_MERCHANT_ID,
  PUBLIC_TEST_SALT_KEY,
  decodeBase64Json,
  isValidMerchantUserId,
  isValidTransactionId,
  maskXVerify,
  parseEnvelope,
  payloadJson,
  signGet,
  signPost,
  toBase64,
  verifyXVerify,
  type PhonePeEnvelope,
} from './phonepe-protocol';
import { createV1Mandates } from './phonepe-mandates';
import { int, obj, str } from './phonepe-answers';
import { refundState } from './phonepe-v2-protocol';

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
  /** when given, the calls go through it instead of `fetch` (the app's: http/outbound.ts) */
  send?: OutboundSend;
  /** receives every request and answer (for the gateway log); failures here never break a call */
  onExchange?: ExchangeRecorder;
  /** 429, timeouts and 5xx: how often a call is made in all, and the backoff between tries */
  retry?: RetrySettings;
};

type Answer = { httpStatus: number; envelope?: PhonePeEnvelope; body: unknown };

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

  const retry = retrySettings(opts.retry);

  /**
   * One call, made again with the same body when PhonePe is busy (429), slow or down and the call
   * may be repeated (reads; actions only when they certainly did not run, gateway-retry.ts). The
   * last answer is returned as it came.
   */
  async function call(
    operation: string,
    reference: string | undefined,
    method: 'GET' | 'POST',
    host: string,
    path: string,
    payload?: Record<string, unknown>,
    extraHeaders: Record<string, string> = {},
    kind: CallKind = method === 'GET' ? 'repeatable' : 'once',
  ): Promise<Answer> {
    return retryAnswers(
      () => callOnce(operation, reference, method, host, path, payload, extraHeaders),
      (a) => rejected(operation, a),
      { ...retry, kind },
    );
  }

  async function callOnce(
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
    const a = await sendLogged(
      opts,
      {
        gateway: 'phonepe',
        operation,
        reference,
        url: host + path,
        method,
        headers,
        body,
        logged: {
          path,
          request: payload,
          requestHeaders: { ...headers, 'x-verify': maskXVerify(headers['x-verify'])! },
        },
      },
      (r) => ({ response: r.json ?? r.text.slice(0, 2000), code: parseEnvelope(r.json)?.code }),
    );
    const envelope = parseEnvelope(a.json);
    if (!envelope) {
      throw new GatewayError(
        'unavailable',
        `PhonePe ${operation}: HTTP ${a.status} without a PhonePe answer`,
        { httpStatus: a.status },
      );
    }
    return { httpStatus: a.status, envelope, body: a.json };
  }

  /** A non-success answer of an operation that has no pending outcome. */
  const rejected = (operation: string, a: Answer) =>
    new GatewayError(
      a.httpStatus >= 500 ||
        a.httpStatus === 429 ||
        a.httpStatus === 408 ||
        a.envelope?.code === 'INTERNAL_SERVER_ERROR'
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
      // signed by PhonePe from here on: whatever it says is answered 200 (PhonePe retries
      // anything else); a body we cannot act on is IGNORED with the reason, and changes nothing
      const decoded = decodeBase64Json(response);
      const ignored = (reason: string, event?: string): GatewayCallback => ({
        type: 'IGNORED',
        event,
        reason,
        raw: decoded ?? response,
      });
      if (!decoded) return ignored('the response is not base64 JSON');
      const env = parseEnvelope(decoded);
      const d = obj(decoded.data);
      const type = str(d.callbackType);
      if (!type) {
        const id = str(d.merchantTransactionId);
        if (!env || !id) return ignored('a payment callback without merchantTransactionId');
        return { type: 'PAYMENT', merchantTransactionId: id, code: env.code, raw: decoded };
      }
      if (type === 'AUTH') {
        const id = str(d.authRequestId);
        if (!id) return ignored('AUTH callback without authRequestId', type);
        return { type: 'AUTH', authRequestId: id, raw: decoded };
      }
      if (type === 'NOTIFY' || type === 'DEBIT') {
        const id = str(d.transactionId) ?? str(d.merchantTransactionId);
        if (!id) return ignored(`${type} callback without transactionId`, type);
        return { type, merchantTransactionId: id, raw: decoded };
      }
      if (type === 'SUBSCRIPTION') {
        const sub = obj(d.subscriptionDetails);
        const id = str(sub.subscriptionId) ?? str(d.subscriptionId);
        if (!id) return ignored('SUBSCRIPTION callback without subscriptionId', type);
        return {
          type: 'SUBSCRIPTION',
          subscriptionId: id,
          merchantSubscriptionId: str(d.merchantSubscriptionId),
          raw: decoded,
        } satisfies GatewayCallback;
      }
      return ignored(`callbackType not documented: ${type}`, type);
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

    ...createV1Mandates({ mid, recurringBase, call, rejected, requireId }),
  };
}
