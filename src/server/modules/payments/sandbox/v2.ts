import { isValidVpa, MIN_AMOUNT_PAISE } from '../phonepe-protocol';
import {
  TOKEN_TYPE,
  V2_EVENTS,
  eventType,
  isValidV2Id,
  webhookAuthorization,
} from '../phonepe-v2-protocol';
import { newPhonePeRecurringId, newPhonePeTransactionId, newToken } from './ids';
import {
  isAmount,
  isDebitWindow,
  mandateAmountProblem,
  type ApiOperation,
  type AuthRequest,
  type Debit,
  type JsonAnswer,
  type PayTxn,
  type Sandbox,
  type Subscription,
} from './simulator';

/**
 * PhonePe v2 ("OAuth") on top of the v1 simulator's state machines (reference sections 3 and 6):
 * client-credentials tokens, /checkout/v2 orders that use the same pay page, refunds,
 * /subscriptions/v2 set-up, notify, redeem, status and cancel that use the same UPI app, and
 * webhooks {event, type, payload} carrying sha256(username:password) to one configured URL, with
 * the same failure knobs as v1 callbacks.
 */
export type SandboxV2Options = {
  merchantId: string;
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  webhookUsername: string;
  webhookPassword: string;
  /** where webhooks go (PhonePe: the URL set in the dashboard) */
  webhookUrl: string;
  /** life of an access token */
  tokenSeconds: number;
  browserBaseUrl: string;
  pageMinutes: number;
};

type Headers = Record<string, string | string[] | undefined>;
type Json = Record<string, unknown>;

const SETUP_VALID_MS = 10 * 60_000;
const NOTIFY_WINDOW_MS = 48 * 3_600_000;
const CANCEL_COMPLETES_MS = 1_000;

const error = (status: number, code: string, message: string): JsonAnswer => ({
  status,
  body: { code, message, context: {} },
});
const badRequest = (message: string) => error(400, 'BAD_REQUEST', message);
const notFound = (what: string) => error(404, 'NOT_FOUND', `${what} not found`);
const json = (body: object): JsonAnswer => ({ status: 200, body });
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const obj = (v: unknown): Json =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {};
const header = (h: Headers, name: string) => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};
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

/** v2 names of the simulator's subscription states. */
const v2SubscriptionState = (s: Subscription) =>
  s.state === 'CREATED' ? 'ACTIVATION_IN_PROGRESS' : s.state;

export function createSandboxV2(core: Sandbox, opts: SandboxV2Options) {
  const i = core.internal;
  /** access token -> expiry (epoch ms) */
  const tokens = new Map<string, number>();
  /** PhonePe transaction id -> the order it belongs to */
  const transactions = new Map<string, PayTxn>();
  /** merchantOrderId of a redemption -> debit */
  const redemptions = new Map<string, Debit>();
  const cancelling = new Map<string, NodeJS.Timeout>();

  // ------------------------------------------------------------ auth and knobs

  /** The 'timeout' and '5xx' knobs, answered in v2's error shape. */
  async function chaos(op: ApiOperation): Promise<JsonAnswer | undefined> {
    const c = await i.chaos(op);
    if (!c) return undefined;
    return error(c.status, c.body.code, c.body.message);
  }

  /** The O-Bearer token of a PG call; undefined when it is one we issued and still valid. */
  function unauthorised(headers: Headers): JsonAnswer | undefined {
    const m = /^O-Bearer\s+(\S+)$/.exec(header(headers, 'authorization') ?? '');
    const expiresAt = m ? tokens.get(m[1]!) : undefined;
    if (expiresAt === undefined || i.now() >= expiresAt)
      return error(401, 'UNAUTHORIZED', 'Access token is missing, invalid or expired');
    return undefined;
  }

  const authed =
    <A extends unknown[]>(
      op: ApiOperation,
      handle: (...a: A) => JsonAnswer | Promise<JsonAnswer>,
    ) =>
    async (headers: Headers, ...a: A): Promise<JsonAnswer> =>
      (await chaos(op)) ?? unauthorised(headers) ?? handle(...a);

  async function token(body: unknown): Promise<JsonAnswer> {
    const c = await chaos('token');
    if (c) return c;
    const f = obj(body);
    if (f.grant_type !== 'client_credentials')
      return badRequest('grant_type must be client_credentials');
    if (
      f.client_id !== opts.clientId ||
      f.client_secret !== opts.clientSecret ||
      String(f.client_version) !== String(opts.clientVersion)
    )
      return error(401, 'INVALID_CLIENT', 'Client authentication failed');
    const issuedAt = Math.floor(i.now() / 1000);
    const expiresAt = issuedAt + opts.tokenSeconds;
    const accessToken = newToken() + newToken();
    tokens.set(accessToken, expiresAt * 1000);
    for (const [t, exp] of tokens) if (exp <= i.now()) tokens.delete(t);
    return json({
      access_token: accessToken,
      encrypted_access_token: newToken(),
      expires_in: opts.tokenSeconds,
      issued_at: issuedAt,
      expires_at: expiresAt,
      session_expires_at: expiresAt,
      token_type: TOKEN_TYPE,
    });
  }

  // ------------------------------------------------------------ webhooks

  async function webhook(reference: string, event: string, payload: Json) {
    const headers = {
      'content-type': 'application/json',
      authorization: webhookAuthorization(opts.webhookUsername, opts.webhookPassword),
    };
    const forged = {
      ...headers,
      authorization: webhookAuthorization(opts.webhookUsername, `${opts.webhookPassword}x`),
    };
    await i.deliver(
      opts.webhookUrl,
      reference,
      headers,
      { event, type: eventType(event), payload },
      forged,
    );
  }

  // ------------------------------------------------------------ checkout orders

  function attemptOf(t: PayTxn, mode = 'UPI_QR') {
    return {
      transactionId: t.transactionId,
      paymentMode: mode,
      timestamp: t.createdAt,
      amount: t.amount,
      state: t.state,
      ...(t.state === 'FAILED'
        ? { errorCode: t.responseCode ?? 'PAYMENT_ERROR', detailedErrorCode: t.responseCode }
        : {}),
      ...(t.state === 'COMPLETED'
        ? {
            rail: {
              type: 'UPI',
              utr: t.utr,
              upiTransactionId: `YBL${t.transactionId.slice(1, 19)}`,
              vpa: 'sandbox.user@ybl',
            },
            instrument: {
              type: 'ACCOUNT',
              maskedAccountNumber: 'XXXXXXX4321',
              ifsc: 'SBIN0000001',
              accountType: 'SAVINGS',
            },
          }
        : {}),
    };
  }

  /** The order-status object of a checkout order (also the payload of its webhooks). */
  function orderOf(t: PayTxn): Json {
    return {
      merchantId: opts.merchantId,
      merchantOrderId: t.merchantTransactionId,
      orderId: t.v2!.orderId,
      state: t.state,
      amount: t.amount,
      expireAt: t.expiresAt,
      metaInfo: t.v2!.udf ?? {},
      paymentDetails: t.stage === 'PAGE' ? [] : [attemptOf(t)],
    };
  }

  function refundOf(t: PayTxn): Json {
    return {
      merchantId: opts.merchantId,
      merchantRefundId: t.merchantTransactionId,
      originalMerchantOrderId: t.originalTransactionId,
      refundId: t.v2!.orderId,
      amount: t.amount,
      state: t.state,
      timestamp: t.createdAt,
      ...(t.state === 'FAILED' ? { errorCode: t.responseCode ?? 'PAYMENT_ERROR' } : {}),
      paymentDetails:
        t.state === 'PENDING'
          ? []
          : [{ ...attemptOf(t, 'UPI_INTENT'), transactionId: t.transactionId }],
    };
  }

  const pay = authed('pay', (body: unknown) => {
    const p = obj(body);
    const id = str(p.merchantOrderId);
    if (!id || !isValidV2Id(id))
      return badRequest('merchantOrderId must be 1-63 letters, digits, _ or -');
    if (!isAmount(p.amount))
      return badRequest(`amount must be a whole number of paise, at least ${MIN_AMOUNT_PAISE}`);
    const flow = obj(p.paymentFlow);
    if (flow.type !== 'PG_CHECKOUT') return badRequest('paymentFlow.type must be PG_CHECKOUT');
    const redirectUrl = str(obj(flow.merchantUrls).redirectUrl);
    if (!redirectUrl || !/^https?:\/\//.test(redirectUrl))
      return badRequest('paymentFlow.merchantUrls.redirectUrl is required');
    const expireAfter = p.expireAfter ?? opts.pageMinutes * 60;
    if (typeof expireAfter !== 'number' || expireAfter < 300 || expireAfter > 3600)
      return badRequest('expireAfter must be between 300 and 3600 seconds');
    if (i.payTxns.has(id)) return badRequest('Duplicate merchantOrderId');
    const udf = Object.fromEntries(
      Object.entries(obj(p.metaInfo)).filter(
        (e): e is [string, string] => /^udf\d{1,2}$/.test(e[0]) && typeof e[1] === 'string',
      ),
    );
    const at = i.now();
    const t: PayTxn = {
      kind: 'PAY',
      merchantTransactionId: id,
      amount: p.amount,
      redirectUrl,
      redirectMode: 'REDIRECT',
      token: newToken(),
      transactionId: newPhonePeTransactionId(new Date(at)),
      createdAt: at,
      expiresAt: at + expireAfter * 1000,
      stage: 'PAGE',
      state: 'PENDING',
      refundedPaise: 0,
      v2: { orderId: newPhonePeRecurringId('OMO', new Date(at)), udf },
    };
    i.payTxns.set(id, t);
    i.byToken.set(t.token, t);
    transactions.set(t.transactionId, t);
    return json({
      orderId: t.v2!.orderId,
      state: 'PENDING',
      expireAt: t.expiresAt,
      redirectUrl: `${opts.browserBaseUrl}/transact/pg?token=${t.token}`,
    });
  });

  /** One status read of a pay order, with the control API's "resolve after n polls". */
  async function poll(t: PayTxn) {
    i.expireIfDue(t);
    if (t.resolvePlan && t.stage !== 'DONE') {
      t.resolvePlan.polls -= 1;
      if (t.resolvePlan.polls <= 0) {
        const plan = t.resolvePlan;
        await i.finalize(t, plan.outcome, { callback: false, responseCode: 'PAYMENT_ERROR' });
        // the webhook goes out after this answer, as PhonePe's would
        if (plan.callback) setImmediate(() => void events.payment(t));
      }
    }
  }

  const orderStatus = authed('status', async (id: string) => {
    const t = i.payTxns.get(id);
    if (!t?.v2 || t.kind !== 'PAY') return notFound('Order');
    await poll(t);
    return json(orderOf(t));
  });

  const transactionStatus = authed('status', async (id: string) => {
    const t = transactions.get(id);
    if (!t) return notFound('Transaction');
    await poll(t);
    return json(orderOf(t));
  });

  const refund = authed('refund', (body: unknown) => {
    const p = obj(body);
    const id = str(p.merchantRefundId);
    const origId = str(p.originalMerchantOrderId);
    if (!id || !isValidV2Id(id))
      return badRequest('merchantRefundId must be 1-63 letters, digits, _ or -');
    if (i.payTxns.has(id)) return badRequest('Duplicate merchantRefundId');
    const orig = origId ? i.payTxns.get(origId) : undefined;
    if (!orig?.v2 || orig.kind !== 'PAY') return notFound('Order');
    if (orig.state !== 'COMPLETED') return badRequest('Only a completed order can be refunded');
    if (!isAmount(p.amount)) return badRequest(`amount must be at least ${MIN_AMOUNT_PAISE} paise`);
    const pending = [...i.payTxns.values()]
      .filter(
        (x) => x.kind === 'REFUND' && x.originalTransactionId === origId && x.stage !== 'DONE',
      )
      .reduce((s, x) => s + x.amount, 0);
    if (p.amount + orig.refundedPaise + pending > orig.amount)
      return badRequest('Refund amount exceeds the refundable amount');
    const at = i.now();
    const t: PayTxn = {
      kind: 'REFUND',
      merchantTransactionId: id,
      amount: p.amount,
      originalTransactionId: origId,
      token: newToken(),
      transactionId: newPhonePeTransactionId(new Date(at)),
      createdAt: at,
      expiresAt: Number.MAX_SAFE_INTEGER,
      // accepted and pending; it completes on the next status read (reference 2.7)
      stage: 'PROCESSING',
      state: 'PENDING',
      refundedPaise: 0,
      resolvePlan: { polls: 1, outcome: 'SUCCESS', callback: true },
      v2: { orderId: newPhonePeRecurringId('OMO', new Date(at)) },
    };
    i.payTxns.set(id, t);
    void webhook(id, V2_EVENTS.refundAccepted, refundOf(t));
    return json({ refundId: t.v2!.orderId, amount: t.amount, state: 'PENDING' });
  });

  const refundStatus = authed('status', async (id: string) => {
    const t = i.payTxns.get(id);
    if (!t?.v2 || t.kind !== 'REFUND') return notFound('Refund');
    await poll(t);
    return json(refundOf(t));
  });

  // ------------------------------------------------------------ subscriptions

  function subscriptionOf(s: Subscription): Json {
    i.refreshSubscription(s);
    return {
      merchantSubscriptionId: s.merchantSubscriptionId,
      subscriptionId: s.subscriptionId,
      state: v2SubscriptionState(s),
      authWorkflowType: s.authWorkflowType,
      amountType: s.amountType,
      maxAmount: s.amount,
      frequency: s.frequency,
      expireAt: s.v2?.expireAt,
      pauseStartDate: s.state === 'PAUSED' ? s.pauseStart : undefined,
      pauseEndDate: s.state === 'PAUSED' ? s.pauseEnd : undefined,
    };
  }

  function setupOrderOf(a: AuthRequest): Json {
    const s = i.subsById.get(a.subscriptionId)!;
    const amount = a.amount ?? s.amount;
    return {
      merchantId: opts.merchantId,
      merchantOrderId: a.authRequestId,
      orderId: a.v2!.orderId,
      state: a.state,
      amount,
      expireAt: a.v2!.expireAt,
      paymentFlow: {
        type: 'SUBSCRIPTION_SETUP',
        merchantSubscriptionId: s.merchantSubscriptionId,
        subscriptionId: s.subscriptionId,
        authWorkflowType: s.authWorkflowType,
        amountType: s.amountType,
        maxAmount: s.amount,
        frequency: s.frequency,
        expireAt: s.v2?.expireAt,
      },
      paymentDetails:
        a.state === 'PENDING'
          ? []
          : [
              {
                transactionId: a.v2!.transactionId,
                paymentMode: a.instrument,
                timestamp: a.createdAt,
                amount,
                state: a.state,
                ...(a.state === 'FAILED' ? { errorCode: a.payResponseCode } : {}),
                ...(a.state === 'COMPLETED'
                  ? { rail: { type: 'UPI', utr: a.utr, umn: s.umn, vpa: a.vpa } }
                  : {}),
              },
            ],
    };
  }

  function redemptionOf(d: Debit): Json {
    i.refreshDebit(d);
    const s = i.subsById.get(d.subscriptionId)!;
    const state =
      d.notifyState === 'FAILED'
        ? 'FAILED'
        : d.state === 'COMPLETED' || d.state === 'FAILED'
          ? d.state
          : 'PENDING';
    return {
      merchantId: opts.merchantId,
      merchantOrderId: d.transactionId,
      orderId: d.v2!.orderId,
      state,
      amount: d.amount,
      expireAt: d.v2!.expireAt,
      paymentFlow: {
        type: 'SUBSCRIPTION_REDEMPTION',
        merchantSubscriptionId: s.merchantSubscriptionId,
        redemptionRetryStrategy: 'STANDARD',
        autoDebit: d.autoDebit,
        notifiedAt: d.notifiedAt,
        validAfter: d.validAfter,
        validUpto: d.validUpto,
      },
      paymentDetails:
        d.state === 'PENDING' || d.state === 'COMPLETED' || d.state === 'FAILED'
          ? [
              {
                transactionId: d.v2!.transactionId,
                paymentMode: 'UPI_AUTO_PAY',
                timestamp: d.notifiedAt,
                amount: d.amount,
                state: d.state,
                ...(d.state === 'FAILED' ? { errorCode: d.payResponseCode } : {}),
                ...(d.state === 'COMPLETED'
                  ? { rail: { type: 'UPI', utr: d.utr, umn: s.umn } }
                  : {}),
              },
            ]
          : [],
    };
  }

  const setup = authed('subscription-setup', (body: unknown) => {
    const p = obj(body);
    const flow = obj(p.paymentFlow);
    const orderId = str(p.merchantOrderId);
    const msid = str(flow.merchantSubscriptionId);
    if (!orderId || !isValidV2Id(orderId))
      return badRequest('merchantOrderId must be 1-63 letters, digits, _ or -');
    if (!msid || !isValidV2Id(msid))
      return badRequest('merchantSubscriptionId must be 1-63 letters, digits, _ or -');
    if (flow.type !== 'SUBSCRIPTION_SETUP')
      return badRequest('paymentFlow.type must be SUBSCRIPTION_SETUP');
    if (i.auths.has(orderId)) return badRequest('Duplicate merchantOrderId');
    if (i.subscriptions.has(msid)) return badRequest('Duplicate merchantSubscriptionId');
    const workflow = flow.authWorkflowType;
    if (workflow !== 'TRANSACTION' && workflow !== 'PENNY_DROP')
      return badRequest('authWorkflowType must be TRANSACTION or PENNY_DROP');
    if (flow.amountType !== 'FIXED' && flow.amountType !== 'VARIABLE')
      return badRequest('amountType must be FIXED or VARIABLE');
    if (!isAmount(flow.maxAmount)) return badRequest('maxAmount must be at least 100 paise');
    if (!isAmount(p.amount)) return badRequest('amount must be at least 100 paise');
    if (workflow === 'PENNY_DROP' && p.amount !== 200)
      return badRequest('amount must be 200 paise for PENNY_DROP');
    if (workflow === 'TRANSACTION' && p.amount > flow.maxAmount)
      return badRequest('amount must not exceed maxAmount');
    if (!FREQUENCIES.includes(String(flow.frequency)))
      return badRequest('frequency is not supported');
    const mode = obj(flow.paymentMode);
    const type = String(mode.type);
    if (!['UPI_COLLECT', 'UPI_INTENT', 'UPI_QR'].includes(type))
      return badRequest('paymentMode.type must be UPI_INTENT, UPI_COLLECT or UPI_QR');
    const vpa = str(obj(mode.details).vpa);
    if (type === 'UPI_COLLECT' && (!vpa || !isValidVpa(vpa)))
      return badRequest('paymentMode.details.vpa is required for UPI_COLLECT');
    if (type === 'UPI_COLLECT' && /^(invalid|fail)/i.test(vpa!.split('@')[0]!))
      return error(400, 'INVALID_VPA', 'VPA does not exist or is invalid');
    const at = i.now();
    const subExpire =
      typeof flow.expireAt === 'number' ? flow.expireAt : at + 30 * 365 * 86_400_000;
    const orderExpire = typeof p.expireAt === 'number' ? p.expireAt : at + SETUP_VALID_MS;
    if (orderExpire <= at) return badRequest('expireAt must be in the future');
    const s: Subscription = {
      merchantSubscriptionId: msid,
      subscriptionId: newPhonePeRecurringId('OMS', new Date(at)),
      merchantUserId: str(obj(p.metaInfo).udf1) ?? 'v2',
      name: str(obj(p.metaInfo).udf2) ?? msid,
      authWorkflowType: workflow,
      amountType: flow.amountType,
      amount: flow.maxAmount,
      frequency: String(flow.frequency),
      recurringCount: Number.MAX_SAFE_INTEGER,
      state: 'CREATED',
      createdAt: at,
      validUpto: orderExpire,
      debitsCompleted: 0,
      vpa,
      v2: { expireAt: subExpire },
    };
    const a: AuthRequest = {
      authRequestId: orderId,
      subscriptionId: s.subscriptionId,
      amount: p.amount,
      instrument: type,
      vpa,
      state: 'PENDING',
      providerReferenceId: newPhonePeRecurringId('OMO', new Date(at)),
      callbackUrl: opts.webhookUrl,
      createdAt: at,
      v2: {
        orderId: newPhonePeRecurringId('OMO', new Date(at)),
        transactionId: newPhonePeTransactionId(new Date(at)),
        expireAt: orderExpire,
      },
    };
    i.subscriptions.set(msid, s);
    i.subsById.set(s.subscriptionId, s);
    i.auths.set(orderId, a);
    // the sandbox's UPI app stands in for the intent link or QR a phone would open
    const upiApp = `${opts.browserBaseUrl}/upi-app${vpa ? `?vpa=${encodeURIComponent(vpa)}` : ''}`;
    return json({
      orderId: a.v2!.orderId,
      state: 'PENDING',
      expireAt: orderExpire,
      ...(type === 'UPI_INTENT' ? { intentUrl: upiApp } : {}),
      ...(type === 'UPI_QR' ? { qrData: upiApp } : {}),
    });
  });

  const subscriptionStatus = authed('subscription-status', (msid: string) => {
    const s = i.subscriptions.get(msid);
    if (!s?.v2) return notFound('Subscription');
    return json(subscriptionOf(s));
  });

  const subscriptionOrderStatus = authed('auth-status', (id: string) => {
    const a = i.auths.get(id);
    if (a?.v2) return json(setupOrderOf(a));
    const d = redemptions.get(id);
    if (d) return json(redemptionOf(d));
    return notFound('Order');
  });

  const subscriptionTransactionStatus = authed('debit-status', (id: string) => {
    const a = [...i.auths.values()].find((x) => x.v2?.transactionId === id);
    if (a) return json(setupOrderOf(a));
    const d = [...redemptions.values()].find((x) => x.v2?.transactionId === id);
    if (d) return json(redemptionOf(d));
    return notFound('Transaction');
  });

  const notify = authed('debit-notify', (body: unknown) => {
    const p = obj(body);
    const flow = obj(p.paymentFlow);
    const id = str(p.merchantOrderId);
    if (!id || !isValidV2Id(id))
      return badRequest('merchantOrderId must be 1-63 letters, digits, _ or -');
    if (flow.type !== 'SUBSCRIPTION_REDEMPTION')
      return badRequest('paymentFlow.type must be SUBSCRIPTION_REDEMPTION');
    const s = i.subscriptions.get(String(flow.merchantSubscriptionId));
    if (!s?.v2) return notFound('Subscription');
    if (redemptions.has(id) || i.debits.has(id)) return badRequest('Duplicate merchantOrderId');
    const problem = mandateAmountProblem(s, p.amount);
    if (problem) return badRequest(problem);
    const strategy = flow.redemptionRetryStrategy ?? 'STANDARD';
    if (strategy !== 'STANDARD' && strategy !== 'CUSTOM')
      return badRequest('redemptionRetryStrategy must be STANDARD or CUSTOM');
    if (strategy === 'CUSTOM' && flow.autoDebit === true)
      return badRequest('autoDebit cannot be true with CUSTOM retries');
    const notified = i.notifiedDebit(
      s,
      id,
      p.amount as number,
      flow.autoDebit === true,
      opts.webhookUrl,
      NOTIFY_WINDOW_MS,
    );
    const at = notified.notifiedAt;
    const d: Debit = {
      ...notified,
      v2: {
        orderId: newPhonePeRecurringId('OMO', new Date(at)),
        transactionId: newPhonePeTransactionId(new Date(at)),
        expireAt: typeof p.expireAt === 'number' ? p.expireAt : at + NOTIFY_WINDOW_MS,
      },
    };
    i.debits.set(id, d);
    redemptions.set(id, d);
    void webhook(
      id,
      d.notifyState === 'NOTIFIED' ? V2_EVENTS.notificationCompleted : V2_EVENTS.notificationFailed,
      redemptionOf(d),
    );
    return json({
      orderId: d.v2!.orderId,
      state: d.notifyState === 'NOTIFIED' ? 'PENDING' : 'FAILED',
      expireAt: d.v2!.expireAt,
    });
  });

  const redeem = authed('debit-execute', (body: unknown) => {
    const d = redemptions.get(String(obj(body).merchantOrderId));
    if (!d) return notFound('Order');
    const s = i.subsById.get(d.subscriptionId)!;
    i.refreshSubscription(s);
    i.refreshDebit(d);
    const t = i.now();
    if (d.notifyState !== 'NOTIFIED')
      return badRequest('The notification failed; this order cannot be redeemed');
    if (d.autoDebit) return badRequest('autoDebit is on: PhonePe redeems this order itself');
    if (d.state !== 'NOTIFIED') return badRequest('This order was already redeemed');
    if (s.state !== 'ACTIVE') return badRequest(`Subscription is ${v2SubscriptionState(s)}`);
    if (t < d.validAfter)
      return badRequest('An order can be redeemed only 24 hours after its notification');
    if (t > d.validUpto) return badRequest('The notification has expired');
    if (!isDebitWindow(new Date(t)))
      return badRequest('Redemptions run only in non-peak hours (21:31-09:59 and 13:01-16:59 IST)');
    d.state = 'PENDING';
    return json({ transactionId: d.v2!.transactionId, state: 'PENDING' });
  });

  const cancel = authed('subscription-cancel', (msid: string) => {
    const s = i.subscriptions.get(msid);
    if (!s?.v2) return notFound('Subscription');
    i.refreshSubscription(s);
    if (s.state !== 'ACTIVE' && s.state !== 'PAUSED')
      return badRequest(`Subscription is ${v2SubscriptionState(s)}`);
    // accepted: CANCEL_IN_PROGRESS until PhonePe completes it a moment later
    s.state = 'CANCEL_IN_PROGRESS';
    const timer = setTimeout(() => void completeCancel(s), CANCEL_COMPLETES_MS);
    timer.unref();
    cancelling.set(s.merchantSubscriptionId, timer);
    return { status: 204 };
  });

  async function completeCancel(s: Subscription) {
    const t = cancelling.get(s.merchantSubscriptionId);
    if (t) clearTimeout(t);
    cancelling.delete(s.merchantSubscriptionId);
    if (s.state !== 'CANCEL_IN_PROGRESS') return;
    s.state = 'CANCELLED';
    await i.subscriptionCallback(s, 'Your subscription is cancelled.');
  }

  // ------------------------------------------------------------ events of v2 objects

  const events = {
    async payment(t: PayTxn) {
      if (t.kind === 'REFUND') {
        const event = t.state === 'COMPLETED' ? V2_EVENTS.refundCompleted : V2_EVENTS.refundFailed;
        return webhook(t.merchantTransactionId, event, refundOf(t));
      }
      const event = t.state === 'COMPLETED' ? V2_EVENTS.orderCompleted : V2_EVENTS.orderFailed;
      return webhook(t.merchantTransactionId, event, orderOf(t));
    },
    async auth(a: AuthRequest) {
      const event = a.state === 'COMPLETED' ? V2_EVENTS.setupCompleted : V2_EVENTS.setupFailed;
      return webhook(a.authRequestId, event, setupOrderOf(a));
    },
    async debit(d: Debit) {
      const event =
        d.state === 'COMPLETED'
          ? V2_EVENTS.redemptionOrderCompleted
          : V2_EVENTS.redemptionOrderFailed;
      return webhook(d.transactionId, event, redemptionOf(d));
    },
    async subscription(s: Subscription) {
      const event =
        s.state === 'PAUSED'
          ? V2_EVENTS.paused
          : s.state === 'REVOKED'
            ? V2_EVENTS.revoked
            : s.state === 'CANCELLED'
              ? V2_EVENTS.cancelled
              : V2_EVENTS.unpaused;
      return webhook(s.merchantSubscriptionId, event, subscriptionOf(s));
    },
  };
  i.onV2(events);

  return {
    api: {
      token,
      pay,
      orderStatus,
      transactionStatus,
      refund,
      refundStatus,
      setup,
      notify,
      redeem,
      subscriptionStatus,
      subscriptionOrderStatus,
      subscriptionTransactionStatus,
      cancel,
    },
    control: {
      /** every token issued so far stops working (the adapter must fetch a new one) */
      revokeTokens() {
        tokens.clear();
      },
      /** a cancellation in progress completes now */
      async completeCancellations() {
        const due = [...cancelling.keys()].map((k) => i.subscriptions.get(k)!);
        await Promise.all(due.map(completeCancel));
        return due.length;
      },
    },
    close() {
      for (const t of cancelling.values()) clearTimeout(t);
      cancelling.clear();
    },
  };
}

export type SandboxV2 = ReturnType<typeof createSandboxV2>;
