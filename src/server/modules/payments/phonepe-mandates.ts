import type {
  AuthorizeMandateInput,
  AuthorizeMandateResult,
  CreateSubscriptionInput,
  DebitStatus,
  GatewayError,
  GatewayPaymentState,
  PaymentGateway,
  SubscriptionCreated,
} from './gateway';
import { epochMs, int, mandateOf, obj, str } from './phonepe-answers';
import {
  isValidMerchantUserId,
  isValidTransactionId,
  isValidVpa,
  type PhonePeEnvelope,
} from './phonepe-protocol';

/**
 * UPI Autopay over PhonePe v1 (reference 4, /v3/recurring and /v3/vpa): the mandate and debit
 * operations of the v1 adapter (phonepe.ts), on its signed client.
 */

/** What the v1 adapter gives its Autopay operations: its signed call and its checks. */
export type V1Client = {
  mid: string;
  recurringBase: string;
  call(
    operation: string,
    reference: string | undefined,
    method: 'GET' | 'POST',
    host: string,
    path: string,
    payload?: Record<string, unknown>,
    extraHeaders?: Record<string, string>,
  ): Promise<V1Answer>;
  rejected(operation: string, a: V1Answer): GatewayError;
  requireId(what: string, id: string, valid: (s: string) => boolean): void;
};
export type V1Answer = { httpStatus: number; envelope?: PhonePeEnvelope; body: unknown };

const TXN_STATES: Record<string, GatewayPaymentState> = {
  COMPLETED: 'SUCCESS',
  FAILED: 'FAILED',
  PENDING: 'PENDING',
};

const mandateState = (v: unknown) => mandateOf(v).state;

type V1Mandates = Pick<
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
> & {
  authorizeMandate(input: AuthorizeMandateInput): Promise<AuthorizeMandateResult>;
};

export function createV1Mandates(c: V1Client): V1Mandates {
  const { mid, recurringBase, call, rejected, requireId } = c;

  /**
   * One /v3/recurring call about `id` ([its name, our id]): the id is checked before anything is
   * sent, and the envelope's data comes back once PhonePe answers SUCCESS; any other code is its
   * refusal.
   */
  async function recurring(
    operation: string,
    [idName, id]: readonly [string, string],
    method: 'GET' | 'POST',
    path: string,
    payload?: Record<string, unknown>,
    headers?: Record<string, string>,
  ) {
    requireId(idName, id, isValidTransactionId);
    const a = await call(operation, id, method, recurringBase, path, payload, headers);
    if (a.envelope!.code !== 'SUCCESS') throw rejected(operation, a);
    return { data: a.envelope!.data, a };
  }

  async function createSubscription(input: CreateSubscriptionInput): Promise<SubscriptionCreated> {
    requireId('merchantUserId', input.merchantUserId, isValidMerchantUserId);
    const { data: d, a } = await recurring(
      'subscription-create',
      ['merchantSubscriptionId', input.merchantSubscriptionId],
      'POST',
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
    const subscriptionId = str(d.subscriptionId);
    if (!subscriptionId) throw rejected('subscription-create', a);
    return {
      subscriptionId,
      state: mandateState(d.state),
      authorizeBefore: epochMs(d.validUpto),
      raw: a.body,
    };
  }

  async function authorizeMandate(input: AuthorizeMandateInput): Promise<AuthorizeMandateResult> {
    const ins = input.instrument;
    const instrument =
      ins.type === 'UPI_COLLECT'
        ? { type: 'UPI_COLLECT', vpa: ins.vpa }
        : { type: 'UPI_INTENT', ...(ins.targetApp ? { targetApp: ins.targetApp } : {}) };
    const { data, a } = await recurring(
      'auth-init',
      ['authRequestId', input.authRequestId],
      'POST',
      '/v3/recurring/auth/init',
      {
        merchantId: mid,
        merchantUserId: input.merchantUserId,
        subscriptionId: input.subscriptionId,
        authRequestId: input.authRequestId,
        amount: input.amountPaise,
        paymentInstrument: instrument,
        ...(ins.type === 'UPI_INTENT' ? { deviceContext: { deviceOS: ins.deviceOS } } : {}),
      },
      { 'x-callback-url': input.callbackUrl, 'x-call-mode': 'POST' },
    );
    return { redirectUrl: str(data.redirectUrl), raw: a.body };
  }

  return {
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
      const { data: d, a } = await recurring(
        'subscription-status',
        ['merchantSubscriptionId', merchantSubscriptionId],
        'GET',
        `/v3/recurring/subscription/status/${mid}/${merchantSubscriptionId}`,
      );
      return {
        subscriptionId: str(d.subscriptionId),
        ...mandateOf(d.state),
        pausedFrom: epochMs(d.stateStartDate),
        pausedUntil: epochMs(d.stateEndDate),
        raw: a.body,
      };
    },

    async notifyDebit(input) {
      const { data: d, a } = await recurring(
        'debit-notify',
        ['merchantTransactionId', input.merchantTransactionId],
        'POST',
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
      const notificationId = str(d.notificationId);
      if (!notificationId) throw rejected('debit-notify', a);
      return {
        notificationId,
        state: d.state === 'ACCEPTED' ? 'ACCEPTED' : 'FAILED',
        executableFrom: epochMs(d.validAfter),
        executableUntil: epochMs(d.validUpto),
        raw: a.body,
      };
    },

    async executeDebit(input) {
      const { data, a } = await recurring(
        'debit-execute',
        ['merchantTransactionId', input.merchantTransactionId],
        'POST',
        '/v3/recurring/debit/execute',
        {
          merchantId: mid,
          merchantUserId: input.merchantUserId,
          subscriptionId: input.subscriptionId,
          notificationId: input.notificationId,
          transactionId: input.merchantTransactionId,
        },
      );
      return { state: TXN_STATES[String(data.state)] ?? 'PENDING', raw: a.body };
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
        // a notice with no transactionDetails: PhonePe never attempted the debit
        ...(str(notification.state) === 'NOTIFIED' && env.data.transactionDetails === undefined
          ? { notExecuted: true as const }
          : {}),
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
