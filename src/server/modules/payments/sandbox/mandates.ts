import {
  MIN_AMOUNT_PAISE,
  isValidMerchantUserId,
  isValidTransactionId,
  isValidVpa,
} from '../phonepe-protocol';
import { newPhonePeRecurringId, newUmn, newUtr } from './ids';
import {
  FREQUENCIES,
  UPI_INSTRUMENTS,
  header,
  holderNameOf,
  isAmount,
  isUnknownVpa,
  upiAppUrl,
} from './rules';
import type { SandboxState } from './state';
import type { AuthRequest, Subscription } from './types';
import { answer, badRequest, envelope, notFound, ok, strOf } from './v1-answers';

/**
 * UPI Autopay mandates (v1 subscriptions, reference 4): CREATED -> ACTIVE on the user's approval in
 * the UPI app (or FAILED, or EXPIRED unapproved), then PAUSED, REVOKED or CANCELLED; with the
 * authorisation request that carries the approval.
 */

// The user has this long to approve a new mandate.
const AUTH_VALID_MS = 30 * 60_000;
const PAUSE_MS = 7 * 86_400_000;

export function createMandates(state: SandboxState) {
  const {
    opts,
    subscriptions,
    subsById,
    auths,
    now,
    ownUrl,
    notOwnUrl,
    requiredCallback,
    sendCallback,
    signedPost,
    signedGet,
  } = state;

  function refreshSubscription(s: Subscription) {
    const t = now();
    if (s.state === 'CREATED' && t > s.validUpto) s.state = 'EXPIRED';
    if (s.state === 'PAUSED' && s.pauseEnd !== undefined && t >= s.pauseEnd) {
      s.state = 'ACTIVE';
      s.pauseStart = undefined;
      s.pauseEnd = undefined;
    }
  }
  function subscriptionDetails(s: Subscription) {
    refreshSubscription(s);
    return { subscriptionId: s.subscriptionId, state: s.state };
  }

  function subscriptionCallback(s: Subscription, message: string) {
    if (s.v2) return state.v2()?.subscription(s);
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
    if (!isValidVpa(vpa) || isUnknownVpa(vpa)) {
      return answer(417, envelope(false, 'EXTERNAL_VPA_ERROR', 'VPA does not exist or is invalid'));
    }
    return ok('SUCCESS', 'Your request has been successfully completed.', {
      exists: true,
      vpa,
      name: holderNameOf(vpa),
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
    if (!UPI_INSTRUMENTS.includes(type))
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
    const upiApp = upiAppUrl(opts.browserBaseUrl, vpa, type === 'UPI_INTENT' ? id : undefined);
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

  /** The saver's answer in the UPI app of `vpa`, which an approved intent's mandate is then of. */
  async function decideAuth(id: string, approve: boolean, vpa?: string) {
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
      if (vpa && isValidVpa(vpa)) s.vpa ??= vpa;
    } else {
      a.state = 'FAILED';
      a.payResponseCode = 'ZA'; // NPCI: transaction declined by customer
      s.state = 'FAILED';
    }
    if (a.v2) {
      await state.v2()?.auth(a);
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

  return {
    createSubscription,
    subscriptionStatus,
    validateVpa,
    authInit,
    authStatus,
    cancel,
    decideAuth,
    changeMandate,
    refreshSubscription,
    subscriptionDetails,
    subscriptionCallback,
  };
}

export type Mandates = ReturnType<typeof createMandates>;
