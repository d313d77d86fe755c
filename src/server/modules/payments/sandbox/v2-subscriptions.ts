import { isValidVpa } from '../phonepe-protocol';
import { V2_EVENTS, isValidV2Id } from '../phonepe-v2-protocol';
import { newPhonePeRecurringId, newPhonePeTransactionId } from './ids';
import {
  FREQUENCIES,
  holderNameOf,
  isAmount,
  isDebitWindow,
  isUnknownVpa,
  mandateAmountProblem,
  upiAppUrl,
} from './rules';
import type { AuthRequest, Debit, Subscription } from './types';
import {
  badRequest,
  error,
  json,
  notFound,
  obj,
  str,
  v2SubscriptionState,
  type Json,
  type V2Context,
} from './v2-common';

/**
 * Autopay v2 (reference 6): /subscriptions/v2 set-up, notify, redeem, status and cancel on the v1
 * simulator's mandates and debits (the same UPI app and state machines).
 */

const SETUP_VALID_MS = 10 * 60_000;
const NOTIFY_WINDOW_MS = 48 * 3_600_000;
const CANCEL_COMPLETES_MS = 1_000;

export function createV2Subscriptions({ i, opts, authed, webhook }: V2Context) {
  /** merchantOrderId of a redemption -> debit */
  const redemptions = new Map<string, Debit>();
  const cancelling = new Map<string, NodeJS.Timeout>();

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
        // a declined set-up made no subscription: PhonePe names none (fixtures/phonepe-v2)
        ...(a.state === 'FAILED' ? {} : { subscriptionId: s.subscriptionId }),
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
                instrument: accountOf(s),
                ...(a.state === 'COMPLETED'
                  ? { rail: { type: 'UPI', utr: a.utr, umn: s.umn, vpa: a.vpa } }
                  : {}),
              },
            ],
    };
  }

  /** The bank account behind a mandate, as PhonePe shows it on an attempt (masked). */
  function accountOf(s: Subscription): Json {
    return {
      type: 'ACCOUNT',
      maskedAccountNumber: `XXXXXXX${s.subscriptionId.slice(-5)}`,
      ifsc: 'GSBX0000001',
      accountHolderName: s.vpa ? holderNameOf(s.vpa) : 'UPI Customer',
      accountType: 'SAVINGS',
    };
  }

  function redemptionOf(d: Debit): Json {
    i.refreshDebit(d);
    const s = i.subsById.get(d.subscriptionId)!;
    // as PhonePe documents it: NOTIFIED after the notice until redeemed, then PENDING (the
    // attempt), then COMPLETED or FAILED; a notice that failed leaves a FAILED order with no window
    const notified = d.notifyState !== 'FAILED';
    const state = !notified ? 'FAILED' : d.state;
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
        ...(notified
          ? { notifiedAt: d.notifiedAt, validAfter: d.validAfter, validUpto: d.validUpto }
          : {}),
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
                instrument: accountOf(s),
                ...(d.state === 'COMPLETED'
                  ? {
                      rail: {
                        type: 'UPI',
                        utr: d.utr,
                        umn: s.umn,
                        ...(s.vpa ? { vpa: s.vpa } : {}),
                      },
                    }
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
    // the set-up modes PhonePe documents; UPI_QR is a checkout mode, not a set-up one
    if (type !== 'UPI_INTENT' && type !== 'UPI_COLLECT')
      return badRequest(
        `paymentMode.type ${type} is not a set-up mode: use UPI_INTENT or UPI_COLLECT`,
      );
    const deviceOS = obj(p.deviceContext).deviceOS;
    if (type === 'UPI_INTENT' && deviceOS !== 'ANDROID' && deviceOS !== 'IOS')
      return badRequest('deviceContext.deviceOS must be ANDROID or IOS for UPI_INTENT');
    const vpa = str(obj(mode.details).vpa);
    if (type === 'UPI_COLLECT' && (!vpa || !isValidVpa(vpa)))
      return badRequest('paymentMode.details.vpa is required for UPI_COLLECT');
    if (type === 'UPI_COLLECT' && isUnknownVpa(vpa!))
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
    const upiApp = upiAppUrl(opts.browserBaseUrl, vpa, type === 'UPI_INTENT' ? orderId : undefined);
    return json({
      orderId: a.v2!.orderId,
      state: 'PENDING',
      expireAt: orderExpire,
      ...(type === 'UPI_INTENT' ? { intentUrl: upiApp } : {}),
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
      state: d.notifyState === 'NOTIFIED' ? 'NOTIFICATION_IN_PROGRESS' : 'FAILED',
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

  /** The webhooks of a set-up order, a redemption and a mandate that changed. */
  const events = {
    async auth(a: AuthRequest) {
      const event = a.state === 'COMPLETED' ? V2_EVENTS.setupCompleted : V2_EVENTS.setupFailed;
      return webhook(a.authRequestId, event, setupOrderOf(a));
    },
    async debit(d: Debit) {
      // the attempt's event, then the order's (PhonePe sends both; the order may outlive an attempt)
      const done = d.state === 'COMPLETED';
      await webhook(
        d.transactionId,
        done ? V2_EVENTS.redemptionTransactionCompleted : V2_EVENTS.redemptionTransactionFailed,
        redemptionOf(d),
      );
      return webhook(
        d.transactionId,
        done ? V2_EVENTS.redemptionOrderCompleted : V2_EVENTS.redemptionOrderFailed,
        redemptionOf(d),
      );
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

  /** POST /v2/validate/upi: whether a UPI ID exists, and its holder's name (reference 6.2). */
  const validateUpi = authed('vpa-validate', (body: unknown) => {
    const p = obj(body);
    const vpa = str(p.vpa);
    if (p.type !== 'VPA') return badRequest('type must be VPA');
    if (!vpa || vpa.length > 255) return badRequest('vpa is required (at most 255 characters)');
    if (!isValidVpa(vpa) || isUnknownVpa(vpa)) return json({ valid: false });
    return json({ valid: true, name: holderNameOf(vpa) });
  });

  return {
    api: {
      validateUpi,
      setup,
      notify,
      redeem,
      subscriptionStatus,
      subscriptionOrderStatus,
      subscriptionTransactionStatus,
      cancel,
    },
    events,
    /** a cancellation in progress completes now */
    async completeCancellations() {
      const due = [...cancelling.keys()].map((k) => i.subscriptions.get(k)!);
      await Promise.all(due.map(completeCancel));
      return due.length;
    },
    close() {
      for (const t of cancelling.values()) clearTimeout(t);
      cancelling.clear();
    },
  };
}
