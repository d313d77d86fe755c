import { isValidTransactionId } from '../phonepe-protocol';
import { newPhonePeRecurringId, newUtr } from './ids';
import type { Mandates } from './mandates';
import { isDebitWindow, mandateAmountProblem } from './rules';
import type { SandboxState } from './state';
import type { Debit, Subscription } from './types';
import { badRequest, envelope, notFound, ok, strOf } from './v1-answers';

/**
 * Autopay debits (reference 4): a pre-debit notice (NOTIFIED, or FAILED on a mandate that is not
 * active), executable a day later inside its window (PENDING), then COMPLETED or FAILED in the
 * UPI app; with autoDebit PhonePe presents it itself once allowed.
 */

// RBI: a pre-debit notification at least 24 h before the debit (reference 4); the published
// sample's window is 96 h from the notification.
const NOTIFY_GAP_MS = 24 * 3_600_000;
const NOTIFY_WINDOW_MS = 96 * 3_600_000;

export function createDebits(state: SandboxState, mandates: Mandates) {
  const { opts, subsById, debits, now, requiredCallback, sendCallback, signedPost, signedGet } =
    state;
  const { refreshSubscription, subscriptionDetails } = mandates;

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
      await state.v2()?.debit(d);
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

  return { notify, execute, debitStatus, decideDebit, refreshDebit, notifiedDebit };
}
