import {
  GatewayError,
  type DebitStatus,
  type MandateSetUp,
  type PaymentGateway,
  type PaymentStatus,
  type SetupMandateInput,
} from './gateway';
import type { CallKind } from './gateway-retry';
import { epochMs, mandateOf, obj, str, type Json } from './phonepe-answers';
import { isValidVpa } from './phonepe-protocol';
import { epochMsOf, readV2OrderState } from './phonepe-v2-order-state';
import { isValidV2Id } from './phonepe-v2-protocol';

/**
 * UPI Autopay over PhonePe v2 (reference 6, /subscriptions/v2): the mandate and redemption
 * operations of the v2 adapter (phonepe-v2.ts), on its token-carrying client.
 */

export type V2Answer = { httpStatus: number; body: Json | undefined };

/** What the v2 adapter gives its Autopay operations. */
export type V2Client = {
  call(
    operation: string,
    reference: string | undefined,
    method: 'GET' | 'POST',
    path: string,
    payload?: Json,
    /** may it be made again after a timeout or 5xx (reads), or only when it certainly did not run */
    kind?: CallKind,
  ): Promise<V2Answer>;
  failure(operation: string, a: V2Answer): GatewayError;
  /** an order's status (checkout or subscription order) as our payment status */
  orderStatus(operation: string, path: string, id: string): Promise<PaymentStatus>;
  now: () => Date;
  orderExpireSeconds: number;
};

const ok = (a: V2Answer) => a.httpStatus >= 200 && a.httpStatus < 300;

/** The latest attempt of an order-status answer (details=false returns only that one). */
export function latestAttempt(order: Json): Json {
  const list = Array.isArray(order.paymentDetails) ? order.paymentDetails : [];
  return obj(list[list.length - 1]);
}

export const requireId = (what: string, id: string) => {
  if (!isValidV2Id(id))
    throw new GatewayError('rejected', `invalid ${what}: ${id}`, { code: 'BAD_REQUEST' });
};

type V2Mandates = Pick<
  PaymentGateway,
  | 'createSubscription'
  | 'setupMandate'
  | 'verifyVpa'
  | 'getMandateAuthStatus'
  | 'getSubscriptionStatus'
  | 'notifyDebit'
  | 'executeDebit'
  | 'getDebitStatus'
  | 'cancelSubscription'
>;

export function createV2Mandates(c: V2Client): V2Mandates {
  const { call, failure, orderStatus } = c;

  /**
   * One subscription call about `id` ([its name, our id]): the id is checked before anything is
   * sent, and the answer's body comes back once PhonePe answers 2xx with one; anything else is a
   * failure (a refusal, or an outage the caller may ask about again).
   */
  async function send(
    operation: string,
    [idName, id]: readonly [string, string],
    method: 'GET' | 'POST',
    path: string,
    payload?: Json,
  ) {
    requireId(idName, id);
    const a = await call(operation, id, method, path, payload);
    if (!ok(a) || !a.body) throw failure(operation, a);
    return { body: a.body, a };
  }

  async function setup(input: SetupMandateInput): Promise<MandateSetUp> {
    requireId('merchantSubscriptionId', input.merchantSubscriptionId);
    const now = c.now().getTime();
    // the two set-up modes PhonePe documents; an intent names the phone's OS (deviceContext)
    const ins = input.instrument;
    const mode =
      ins.type === 'UPI_COLLECT'
        ? { type: 'UPI_COLLECT', details: { type: 'VPA', vpa: ins.vpa } }
        : { type: 'UPI_INTENT', ...(ins.targetApp ? { targetApp: ins.targetApp } : {}) };
    // PENNY_DROP set-ups charge exactly Rs 2 (reference 6.2)
    const amount = input.authWorkflowType === 'PENNY_DROP' ? 200 : input.amountPaise;
    const orderExpireAt = now + c.orderExpireSeconds * 1000;
    const { body: b, a } = await send(
      'subscription-setup',
      ['authRequestId', input.authRequestId],
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
        ...(ins.type === 'UPI_INTENT' ? { deviceContext: { deviceOS: ins.deviceOS } } : {}),
      },
    );
    if (!str(b.orderId)) throw failure('subscription-setup', a);
    return {
      subscriptionId: input.merchantSubscriptionId,
      state: 'CREATED',
      authorizeBefore: epochMs(b.expireAt) ?? new Date(orderExpireAt),
      redirectUrl: str(b.intentUrl) ?? str(b.redirectUrl),
      raw: b,
    };
  }

  return {
    async createSubscription(input) {
      // v2 has no create step: the set-up order (setupMandate) makes the mandate, addressed by our id
      requireId('merchantSubscriptionId', input.merchantSubscriptionId);
      return { subscriptionId: input.merchantSubscriptionId, state: 'CREATED', raw: undefined };
    },
    setupMandate: setup,

    async verifyVpa(vpa) {
      // POST /v2/validate/upi (reference 6.2): {valid, name}; a malformed UPI ID is not sent
      if (!isValidVpa(vpa)) return { valid: false, raw: { checked: 'format' } };
      const a = await call(
        'vpa-validate',
        undefined,
        'POST',
        '/v2/validate/upi',
        { type: 'VPA', vpa },
        // it only reads: asked again when PhonePe is busy or slow
        'repeatable',
      );
      if (!ok(a) || !a.body || typeof a.body.valid !== 'boolean') throw failure('vpa-validate', a);
      return {
        valid: a.body.valid,
        name: a.body.valid ? str(a.body.name) : undefined,
        raw: a.body,
      };
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
      const { body: b } = await send(
        'subscription-status',
        ['merchantSubscriptionId', merchantSubscriptionId],
        'GET',
        `/subscriptions/v2/${merchantSubscriptionId}/status`,
      );
      return {
        subscriptionId: str(b.subscriptionId),
        ...mandateOf(b.state),
        pausedFrom: epochMs(b.pauseStartDate),
        pausedUntil: epochMs(b.pauseEndDate),
        raw: b,
      };
    },

    async notifyDebit(input) {
      const { body: b, a } = await send(
        'debit-notify',
        ['merchantOrderId', input.merchantTransactionId],
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
      if (!str(b.orderId)) throw failure('debit-notify', a);
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
        executableFrom: epochMsOf(flow.validAfter),
        executableUntil: epochMsOf(flow.validUpto),
        raw: b,
      };
    },

    async executeDebit(input) {
      const { body } = await send(
        'debit-execute',
        ['merchantOrderId', input.merchantTransactionId],
        'POST',
        '/subscriptions/v2/redeem',
        { merchantOrderId: input.merchantTransactionId },
      );
      return { state: readV2OrderState(body.state).state, raw: body };
    },

    async getDebitStatus(id): Promise<DebitStatus> {
      const s = await orderStatus(
        'debit-status',
        `/subscriptions/v2/order/${id}/status?details=true`,
        id,
      );
      const order = obj(s.raw);
      const flow = obj(order.paymentFlow);
      const reading = readV2OrderState(order.state);
      // after a notice the order is NOTIFICATION_IN_PROGRESS, then NOTIFIED (its window on
      // paymentFlow, epoch ms as numbers or strings); a FAILED order never notified failed the notice
      const notified = reading.notice !== undefined || epochMsOf(flow.notifiedAt) !== undefined;
      const notificationState = notified
        ? 'NOTIFIED'
        : !s.notFound && reading.state === 'FAILED'
          ? 'FAILED'
          : undefined;
      return {
        state: s.state,
        code: s.code,
        responseCode: s.responseCode,
        amountPaise: s.amountPaise,
        utr: s.utr,
        notificationState,
        ...(notified
          ? {
              notificationId: str(order.orderId),
              executableFrom: epochMsOf(flow.validAfter),
              executableUntil: epochMsOf(flow.validUpto),
            }
          : {}),
        ...(s.notFound ? { notFound: true } : {}),
        // still NOTIFIED (or its notice in progress) with no attempt: the order was never redeemed
        ...(reading.notice !== undefined &&
        !(Array.isArray(order.paymentDetails) && order.paymentDetails.length > 0)
          ? { notExecuted: true as const }
          : {}),
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
