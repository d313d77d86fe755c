import {
  GatewayError,
  type DebitStatus,
  type GatewayCallback,
  type GatewayExchange,
  type MandateSetUp,
  type PaymentGateway,
  type PaymentStatus,
  type SetupMandateInput,
} from './gateway';
import { isValidVpa } from './phonepe-protocol';
import {
  SUBSCRIPTION_STATES,
  TOKEN_TYPE,
  V2_ORDER_STATES,
  createTokenCache,
  isValidV2Id,
  parseTokenAnswer,
  refundState,
  verifyWebhookAuthorization,
  type OAuthToken,
} from './phonepe-v2-protocol';

export type PhonePeV2Options = {
  /** PG host: https://api.phonepe.com/apis/pg, or the sandbox at PUBLIC_URL/sandbox/phonepe */
  baseUrl: string;
  /** token host: https://api.phonepe.com/apis/identity-manager, or the sandbox */
  oauthBaseUrl: string;
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  /** the webhook credentials set in PhonePe's dashboard */
  webhookUsername: string;
  webhookPassword: string;
  /** per request, including reading the answer (the token request too) */
  timeoutMs: number;
  /** a checkout order's pay page closes after this (PhonePe: 300-3600 s) */
  orderExpireSeconds: number;
  now: () => Date;
  fetch: typeof fetch;
  onExchange?: (e: GatewayExchange) => unknown;
};

/** payments.gateway and gateway_log.gateway of what this adapter did (v1's is 'phonepe') */
export const GATEWAY_NAME = 'phonepe-v2';

type Json = Record<string, unknown>;
type Answer = { httpStatus: number; body: Json | undefined };

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const int = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) ? v : undefined);
const obj = (v: unknown): Json =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {};
const epochMs = (v: unknown) => (typeof v === 'number' ? new Date(v) : undefined);
const isTimeout = (err: unknown) =>
  err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');

function mandateOf(v: unknown) {
  const s = typeof v === 'string' ? SUBSCRIPTION_STATES[v] : undefined;
  if (!s) throw new GatewayError('unavailable', `unknown subscription state ${String(v)}`);
  return s;
}

/** The latest attempt of an order-status answer (details=false returns only that one). */
function latestAttempt(order: Json): Json {
  const list = Array.isArray(order.paymentDetails) ? order.paymentDetails : [];
  return obj(list[list.length - 1]);
}

const requireId = (what: string, id: string) => {
  if (!isValidV2Id(id))
    throw new GatewayError('rejected', `invalid ${what}: ${id}`, { code: 'BAD_REQUEST' });
};

/**
 * The PhonePe v2 ("OAuth") adapter with plain fetch against the configured hosts (reference 3 and
 * 6; the official Node SDK hard-codes its hosts, is a per-process singleton and has no Autopay).
 * A client-credentials token shared by every call of the process, refreshed at half its life and
 * once more when PhonePe answers 401; JSON bodies; decisions on the root `state`. Webhooks carry
 * sha256(username:password) in Authorization, compared in constant time.
 */
export function createPhonePeV2Gateway(opts: PhonePeV2Options): PaymentGateway {
  const base = opts.baseUrl.replace(/\/$/, '');
  const oauthBase = opts.oauthBaseUrl.replace(/\/$/, '');

  async function record(e: Omit<GatewayExchange, 'gateway' | 'direction'>) {
    if (!opts.onExchange) return;
    try {
      await opts.onExchange({ gateway: GATEWAY_NAME, direction: 'out', ...e });
    } catch {
      // the log must never break a payment
    }
  }

  /** One HTTP exchange with the time limit; network failures and timeouts become GatewayErrors. */
  async function exchange(
    operation: string,
    reference: string | undefined,
    url: string,
    init: { method: string; headers: Record<string, string>; body?: string },
    logged: { path: string; request?: unknown; requestHeaders: Record<string, string> },
    /** what of the answer the log may keep (the token answer holds the token itself) */
    forLog: (body: Json) => unknown = (b) => b,
  ): Promise<Answer> {
    const started = Date.now();
    let status: number;
    let text: string;
    try {
      const res = await opts.fetch(url, { ...init, signal: AbortSignal.timeout(opts.timeoutMs) });
      status = res.status;
      text = await res.text();
    } catch (err) {
      const kind = isTimeout(err) ? 'timeout' : 'network';
      const message = kind === 'timeout' ? `no answer in ${opts.timeoutMs} ms` : String(err);
      await record({
        operation,
        reference,
        method: init.method,
        ...logged,
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
    const body =
      json && typeof json === 'object' && !Array.isArray(json) ? (json as Json) : undefined;
    await record({
      operation,
      reference,
      method: init.method,
      ...logged,
      httpStatus: status,
      response: body ? forLog(body) : text ? text.slice(0, 2000) : undefined,
      code: str(body?.code) ?? str(body?.state),
      durationMs: Date.now() - started,
    });
    return { httpStatus: status, body };
  }

  async function fetchToken(): Promise<OAuthToken> {
    const form = new URLSearchParams({
      client_id: opts.clientId,
      client_version: String(opts.clientVersion),
      client_secret: opts.clientSecret,
      grant_type: 'client_credentials',
    });
    const a = await exchange(
      'token',
      undefined,
      `${oauthBase}/v1/oauth/token`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
      },
      {
        path: '/v1/oauth/token',
        request: { client_id: opts.clientId, client_version: opts.clientVersion },
        requestHeaders: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      (b) => ({
        token_type: b.token_type,
        issued_at: b.issued_at,
        expires_at: b.expires_at,
        expires_in: b.expires_in,
        ...(b.access_token === undefined ? b : {}),
      }),
    );
    const token = a.httpStatus === 200 ? parseTokenAnswer(a.body) : undefined;
    if (!token) throw failure('token', a);
    return token;
  }

  const tokens = createTokenCache(fetchToken, () => opts.now().getTime());

  /** A PG call with the shared token; a 401 drops the token and tries once more with a new one. */
  async function call(
    operation: string,
    reference: string | undefined,
    method: 'GET' | 'POST',
    path: string,
    payload?: Json,
  ): Promise<Answer> {
    for (let attempt = 0; ; attempt++) {
      const token = await tokens.get();
      const headers: Record<string, string> = {
        accept: 'application/json',
        authorization: `${token.tokenType || TOKEN_TYPE} ${token.accessToken}`,
      };
      if (payload) headers['content-type'] = 'application/json';
      const a = await exchange(
        operation,
        reference,
        base + path,
        { method, headers, body: payload ? JSON.stringify(payload) : undefined },
        {
          path,
          request: payload,
          requestHeaders: { ...headers, authorization: `${token.tokenType} ****` },
        },
      );
      if (a.httpStatus === 401 && attempt === 0) {
        tokens.invalidate(token.accessToken);
        continue;
      }
      return a;
    }
  }

  /** An error answer ({code, message, context} with the HTTP status) as a GatewayError. */
  function failure(operation: string, a: Answer) {
    const code = str(a.body?.code) ?? str(a.body?.errorCode);
    const message = str(a.body?.message) ?? '';
    const kind = a.httpStatus >= 500 || a.body === undefined ? 'unavailable' : 'rejected';
    return new GatewayError(
      kind,
      `PhonePe ${operation}: HTTP ${a.httpStatus} ${code ?? ''} ${message}`
        .replace(/\s+/g, ' ')
        .trim(),
      { code, httpStatus: a.httpStatus },
    );
  }

  const ok = (a: Answer) => a.httpStatus >= 200 && a.httpStatus < 300;

  /** An order's status (checkout or subscription order) as our payment status. */
  async function orderStatus(operation: string, path: string, id: string): Promise<PaymentStatus> {
    requireId('merchantOrderId', id);
    const a = await call(operation, id, 'GET', path);
    if (a.httpStatus === 404) {
      return {
        state: 'PENDING',
        code: str(a.body?.code) ?? 'NOT_FOUND',
        notFound: true,
        raw: a.body,
      };
    }
    if (!ok(a) || !a.body) throw failure(operation, a);
    const order = a.body;
    const state = V2_ORDER_STATES[String(order.state)];
    if (!state)
      throw new GatewayError(
        'unavailable',
        `PhonePe ${operation}: unknown state ${String(order.state)}`,
      );
    const attempt = latestAttempt(order);
    const rail = obj(attempt.rail);
    return {
      state,
      code: String(order.state),
      responseCode:
        str(attempt.detailedErrorCode) ?? str(attempt.errorCode) ?? str(order.errorCode),
      gatewayTransactionId: str(attempt.transactionId),
      utr: str(rail.utr),
      // what was paid: the completed attempt's amount, else the order's
      amountPaise: int(attempt.amount) ?? int(order.amount),
      raw: order,
    };
  }

  async function setup(input: SetupMandateInput): Promise<MandateSetUp> {
    requireId('merchantSubscriptionId', input.merchantSubscriptionId);
    requireId('authRequestId', input.authRequestId);
    const now = opts.now().getTime();
    const mode =
      input.instrument.type === 'UPI_COLLECT'
        ? { type: 'UPI_COLLECT', details: { type: 'VPA', vpa: input.instrument.vpa } }
        : input.instrument.type === 'UPI_INTENT'
          ? { type: 'UPI_INTENT', targetApp: input.instrument.targetApp }
          : { type: 'UPI_QR' };
    // PENNY_DROP set-ups charge exactly Rs 2 (reference 6.2)
    const amount = input.authWorkflowType === 'PENNY_DROP' ? 200 : input.amountPaise;
    const orderExpireAt = now + opts.orderExpireSeconds * 1000;
    const a = await call(
      'subscription-setup',
      input.authRequestId,
      'POST',
      '/subscriptions/v2/setup',
      {
        merchantOrderId: input.authRequestId,
        amount,
        expireAt: orderExpireAt,
        metaInfo: { udf1: input.merchantUserId, udf2: input.name.slice(0, 256) },
        paymentFlow: {
          type: 'SUBSCRIPTION_SETUP',
          merchantSubscriptionId: input.merchantSubscriptionId,
          authWorkflowType: input.authWorkflowType,
          amountType: input.amountType,
          maxAmount: input.amountPaise,
          frequency: input.frequency,
          expireAt: subscriptionEnd(now, input.frequency, input.recurringCount),
          paymentMode: mode,
        },
      },
    );
    if (!ok(a) || !a.body || !str(a.body.orderId)) throw failure('subscription-setup', a);
    const b = a.body;
    return {
      subscriptionId: input.merchantSubscriptionId,
      state: 'CREATED',
      authorizeBefore: epochMs(b.expireAt) ?? new Date(orderExpireAt),
      redirectUrl: str(b.intentUrl) ?? str(b.redirectUrl) ?? str(b.qrData),
      raw: b,
    };
  }

  return {
    name: GATEWAY_NAME,

    async createPayment(input) {
      requireId('merchantOrderId', input.merchantTransactionId);
      const a = await call('pay', input.merchantTransactionId, 'POST', '/checkout/v2/pay', {
        merchantOrderId: input.merchantTransactionId,
        amount: input.amountPaise,
        expireAfter: opts.orderExpireSeconds,
        // no personal data: our opaque payer id, for PhonePe's dashboard
        metaInfo: { udf1: input.merchantUserId },
        paymentFlow: {
          type: 'PG_CHECKOUT',
          message: `Order ${input.merchantTransactionId}`,
          merchantUrls: { redirectUrl: input.redirectUrl },
        },
      });
      const url = str(a.body?.redirectUrl);
      if (!ok(a) || !url) throw failure('pay', a);
      return { payPageUrl: url, raw: a.body };
    },

    getPaymentStatus: (id) =>
      orderStatus('status', `/checkout/v2/order/${id}/status?details=false`, id),

    verifyCallback(headers, body) {
      const raw = headers.authorization ?? headers.Authorization;
      const header = Array.isArray(raw) ? raw[0] : raw;
      if (!verifyWebhookAuthorization(header, opts.webhookUsername, opts.webhookPassword)) {
        throw new GatewayError('signature', 'PhonePe webhook: Authorization does not match');
      }
      return webhookEvent(body);
    },

    async refund(input) {
      requireId('merchantRefundId', input.merchantRefundId);
      const a = await call(
        'refund',
        input.originalMerchantTransactionId,
        'POST',
        '/payments/v2/refund',
        {
          merchantRefundId: input.merchantRefundId,
          originalMerchantOrderId: input.originalMerchantTransactionId,
          amount: input.amountPaise,
        },
      );
      // no answer from PhonePe's side: the refund may exist; its status decides
      if (a.httpStatus >= 500) {
        return {
          state: 'PENDING',
          code: str(a.body?.code) ?? 'INTERNAL_SERVER_ERROR',
          raw: a.body,
        };
      }
      if (!ok(a) || !a.body) throw failure('refund', a);
      const state = str(a.body.state) ?? 'PENDING';
      return {
        state: refundState(state),
        code: state,
        gatewayTransactionId: str(a.body.refundId),
        raw: a.body,
      };
    },

    async getRefundStatus(id) {
      requireId('merchantRefundId', id);
      const a = await call('refund-status', id, 'GET', `/payments/v2/refund/${id}/status`);
      if (a.httpStatus === 404) {
        return {
          state: 'PENDING',
          code: str(a.body?.code) ?? 'NOT_FOUND',
          notFound: true,
          raw: a.body,
        };
      }
      if (!ok(a) || !a.body) throw failure('refund-status', a);
      const b = a.body;
      const attempt = latestAttempt(b);
      const state = str(b.state) ?? 'PENDING';
      return {
        state: refundState(state),
        code: state,
        responseCode: str(b.errorCode) ?? str(attempt.errorCode),
        gatewayTransactionId: str(b.refundId) ?? str(attempt.transactionId),
        utr: str(obj(attempt.rail).utr),
        amountPaise: int(b.amount),
        raw: b,
      };
    },

    // ---- UPI Autopay (reference 6)
    async createSubscription(input) {
      // v2 has no create step: the set-up order (setupMandate) makes the mandate, addressed by our id
      requireId('merchantSubscriptionId', input.merchantSubscriptionId);
      return { subscriptionId: input.merchantSubscriptionId, state: 'CREATED', raw: undefined };
    },
    setupMandate: setup,

    async verifyVpa(vpa) {
      // v2 has no VPA lookup: a collect set-up to an unknown UPI ID fails at PhonePe instead
      return { valid: isValidVpa(vpa), raw: { checked: 'format' } };
    },

    async getMandateAuthStatus(authRequestId) {
      const s = await orderStatus(
        'auth-status',
        `/subscriptions/v2/order/${authRequestId}/status?details=true`,
        authRequestId,
      );
      const rail = obj(latestAttempt(obj(s.raw)).rail);
      return {
        state: s.state,
        code: s.code,
        // a completed set-up order is an active mandate; its status API tells any later change
        subscriptionState:
          s.state === 'SUCCESS' ? 'ACTIVE' : s.state === 'FAILED' ? 'FAILED' : undefined,
        utr: s.utr,
        umn: str(rail.umn),
        raw: s.raw,
      };
    },

    async getSubscriptionStatus(merchantSubscriptionId) {
      requireId('merchantSubscriptionId', merchantSubscriptionId);
      const a = await call(
        'subscription-status',
        merchantSubscriptionId,
        'GET',
        `/subscriptions/v2/${merchantSubscriptionId}/status`,
      );
      if (!ok(a) || !a.body) throw failure('subscription-status', a);
      const b = a.body;
      return {
        subscriptionId: str(b.subscriptionId),
        ...mandateOf(b.state),
        pausedFrom: epochMs(b.pauseStartDate),
        pausedUntil: epochMs(b.pauseEndDate),
        raw: b,
      };
    },

    async notifyDebit(input) {
      requireId('merchantOrderId', input.merchantTransactionId);
      const a = await call(
        'debit-notify',
        input.merchantTransactionId,
        'POST',
        '/subscriptions/v2/notify',
        {
          merchantOrderId: input.merchantTransactionId,
          amount: input.amountPaise,
          paymentFlow: {
            type: 'SUBSCRIPTION_REDEMPTION',
            merchantSubscriptionId: input.subscriptionId,
            redemptionRetryStrategy: 'STANDARD',
            autoDebit: input.autoDebit,
          },
        },
      );
      if (!ok(a) || !a.body || !str(a.body.orderId)) throw failure('debit-notify', a);
      const b = a.body;
      // the redemption window is on the order (paymentFlow.validAfter/validUpto), not in this answer
      let flow: Json = {};
      try {
        const s = await orderStatus(
          'debit-status',
          `/subscriptions/v2/order/${input.merchantTransactionId}/status?details=false`,
          input.merchantTransactionId,
        );
        flow = obj(obj(s.raw).paymentFlow);
      } catch {
        // the notification stands; getDebitStatus can read the window later
      }
      return {
        notificationId: str(b.orderId)!,
        state: b.state === 'FAILED' ? 'FAILED' : 'ACCEPTED',
        executableFrom: epochMs(flow.validAfter),
        executableUntil: epochMs(flow.validUpto),
        raw: b,
      };
    },

    async executeDebit(input) {
      requireId('merchantOrderId', input.merchantTransactionId);
      const a = await call(
        'debit-execute',
        input.merchantTransactionId,
        'POST',
        '/subscriptions/v2/redeem',
        {
          merchantOrderId: input.merchantTransactionId,
        },
      );
      if (!ok(a) || !a.body) throw failure('debit-execute', a);
      return { state: V2_ORDER_STATES[String(a.body.state)] ?? 'PENDING', raw: a.body };
    },

    async getDebitStatus(id): Promise<DebitStatus> {
      const s = await orderStatus(
        'debit-status',
        `/subscriptions/v2/order/${id}/status?details=true`,
        id,
      );
      const flow = obj(obj(s.raw).paymentFlow);
      return {
        state: s.state,
        code: s.code,
        responseCode: s.responseCode,
        amountPaise: s.amountPaise,
        utr: s.utr,
        // the order shows when it was notified (reference 6.2); a FAILED order without it never was
        notificationState: typeof flow.notifiedAt === 'number' ? 'NOTIFIED' : undefined,
        ...(typeof flow.notifiedAt === 'number'
          ? {
              notificationId: str(obj(s.raw).orderId),
              executableFrom: epochMs(flow.validAfter),
              executableUntil: epochMs(flow.validUpto),
            }
          : {}),
        ...(s.notFound ? { notFound: true } : {}),
        raw: s.raw,
      };
    },

    async cancelSubscription(input) {
      requireId('merchantSubscriptionId', input.subscriptionId);
      const a = await call(
        'subscription-cancel',
        input.subscriptionId,
        'POST',
        `/subscriptions/v2/${input.subscriptionId}/cancel`,
      );
      if (!ok(a)) throw failure('subscription-cancel', a);
      // 204: accepted; the subscription.cancelled webhook or the status says when it is done
      return { state: 'ACTIVE', transition: 'CANCEL', raw: a.body };
    },
  };
}

/** The end of a mandate: its cycles from now (ON_DEMAND: recurringCount years), at most 30 years. */
export function subscriptionEnd(nowMs: number, frequency: string, cycles: number): number {
  const day = 86_400_000;
  const days: Record<string, number> = {
    DAILY: 1,
    WEEKLY: 7,
    FORTNIGHTLY: 14,
    MONTHLY: 31,
    BIMONTHLY: 62,
    QUARTERLY: 92,
    HALFYEARLY: 183,
    YEARLY: 366,
    ON_DEMAND: 366,
  };
  const span = Math.min((days[frequency] ?? 366) * Math.max(1, cycles), 30 * 365) * day;
  return nowMs + span;
}

/** A v2 webhook body as our callback event (its Authorization already checked). */
export function webhookEvent(body: unknown): GatewayCallback {
  const b = obj(body);
  const event = str(b.event);
  const payload = obj(b.payload);
  if (!event) throw new GatewayError('rejected', 'PhonePe webhook without an event');
  const orderId = str(payload.merchantOrderId);
  // checkout.order.*, checkout.transaction.attempt.failed, custom checkout's pg.order.* and
  // pg.transaction.*: all about an order, all only a reason to ask its status
  if (/^(checkout\.|pg\.order\.|pg\.transaction\.)/.test(event)) {
    if (!orderId) throw new GatewayError('rejected', `${event} without merchantOrderId`);
    return { type: 'PAYMENT', merchantTransactionId: orderId, code: event, raw: body };
  }
  if (event.startsWith('pg.refund.')) {
    // a refund's own id, like a v1 refund callback: no payment has it, the refund service asks
    const id = str(payload.merchantRefundId) ?? orderId;
    if (!id) throw new GatewayError('rejected', `${event} without merchantRefundId`);
    return { type: 'PAYMENT', merchantTransactionId: id, code: event, raw: body };
  }
  if (event.startsWith('subscription.setup.')) {
    if (!orderId) throw new GatewayError('rejected', `${event} without merchantOrderId`);
    return { type: 'AUTH', authRequestId: orderId, raw: body };
  }
  if (event.startsWith('subscription.notification.')) {
    if (!orderId) throw new GatewayError('rejected', `${event} without merchantOrderId`);
    return { type: 'NOTIFY', merchantTransactionId: orderId, raw: body };
  }
  if (event.startsWith('subscription.redemption.')) {
    if (!orderId) throw new GatewayError('rejected', `${event} without merchantOrderId`);
    return { type: 'DEBIT', merchantTransactionId: orderId, raw: body };
  }
  if (event.startsWith('subscription.')) {
    const msid =
      str(payload.merchantSubscriptionId) ?? str(obj(payload.paymentFlow).merchantSubscriptionId);
    if (!msid) throw new GatewayError('rejected', `${event} without merchantSubscriptionId`);
    return { type: 'SUBSCRIPTION', subscriptionId: msid, merchantSubscriptionId: msid, raw: body };
  }
  throw new GatewayError('rejected', `unknown PhonePe event ${event}`);
}
