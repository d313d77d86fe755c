import { GatewayError, type PaymentGateway, type PaymentStatus } from './gateway';
import type { OutboundSend } from '../../http/outbound';
import { sendLogged, type ExchangeRecorder } from './gateway-log';
import { retryAnswers, retrySettings, type CallKind, type RetrySettings } from './gateway-retry';
import { int, obj, str, type Json } from './phonepe-answers';
import { createV2Mandates, latestAttempt, requireId, type V2Answer } from './phonepe-v2-mandates';
import { readV2OrderState } from './phonepe-v2-order-state';
import { TOKEN_TYPE, refundState, verifyWebhookAuthorization } from './phonepe-v2-protocol';
import { createTokenKeeper, parseTokenAnswer, type TokenAnswer } from './phonepe-v2-token';
import { routeV2Webhook } from './phonepe-v2-webhook';

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
  /** when given, the calls go through it instead of `fetch` (the app's: http/outbound.ts) */
  send?: OutboundSend;
  onExchange?: ExchangeRecorder;
  /**
   * 429, timeouts, 5xx and token failures: how often a call is made in all, and the backoff
   * between tries (defaults: 3 tries, pauses up to 0.4 s then 0.8 s, at most 3 s)
   */
  retry?: RetrySettings;
};

/** payments.gateway and gateway_log.gateway of what this adapter did (v1's is 'phonepe') */
export const GATEWAY_NAME = 'phonepe-v2';

type Answer = V2Answer;

const asJson = (v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined;

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

  /** One HTTP exchange, recorded in the gateway log; network failures and timeouts throw. */
  async function exchange(
    operation: string,
    reference: string | undefined,
    url: string,
    init: { method: string; headers: Record<string, string>; body?: string },
    logged: { path: string; request?: unknown; requestHeaders: Record<string, string> },
    /** what of the answer the log may keep (the token answer holds the token itself) */
    forLog: (body: Json) => unknown = (b) => b,
  ): Promise<Answer> {
    const a = await sendLogged(
      opts,
      { gateway: GATEWAY_NAME, operation, reference, url, ...init, logged },
      (r) => {
        const body = asJson(r.json);
        return {
          response: body ? forLog(body) : r.text ? r.text.slice(0, 2000) : undefined,
          code: str(body?.code) ?? str(body?.state),
        };
      },
    );
    return { httpStatus: a.status, body: asJson(a.json) };
  }

  async function fetchToken(): Promise<TokenAnswer> {
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

  // the token's life runs on our clock from its receipt; a failed refresh is covered by a token
  // still valid (the failed request itself is in the gateway log)
  const tokens = createTokenKeeper({ fetchToken, nowMs: () => opts.now().getTime() });

  const retry = retrySettings(opts.retry);

  /**
   * A PG call with the shared token, made again with the same body when PhonePe is busy (429),
   * slow or down and the call may be repeated (`kind`, gateway-retry.ts): reads always, actions
   * only when they certainly did not run. The last answer is returned as it came; a 401 drops the
   * token and tries once more with a new one.
   */
  async function call(
    operation: string,
    reference: string | undefined,
    method: 'GET' | 'POST',
    path: string,
    payload?: Json,
    kind: CallKind = method === 'GET' ? 'repeatable' : 'once',
  ): Promise<Answer> {
    return retryAnswers(
      () => callOnce(operation, reference, method, path, payload),
      (a) => failure(operation, a),
      { ...retry, kind },
    );
  }

  async function callOnce(
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
    // busy (429), slow (408) or down (5xx, not its format): unavailable, to retry; never a refusal
    const kind =
      a.httpStatus >= 500 || a.httpStatus === 429 || a.httpStatus === 408 || a.body === undefined
        ? 'unavailable'
        : 'rejected';
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
    // every documented state; one PhonePe does not document is "ask again later", never a failure
    const { state } = readV2OrderState(order.state);
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
      const route = routeV2Webhook(body);
      return route.kind === 'callback'
        ? route.callback
        : { type: 'IGNORED', event: route.event, reason: route.reason, raw: body };
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
    ...createV2Mandates({
      call,
      failure,
      orderStatus,
      now: opts.now,
      orderExpireSeconds: opts.orderExpireSeconds,
    }),
  };
}
