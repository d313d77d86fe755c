import { MIN_AMOUNT_PAISE, isValidMerchantUserId, isValidTransactionId } from '../phonepe-protocol';
import { newPhonePeTransactionId, newToken, newUtr } from './ids';
import { exceedsRefundable, header, isAmount } from './rules';
import type { SandboxState } from './state';
import type { Envelope, PayTxn } from './types';
import { answer, badRequest, envelope, notFound, ok, strOf } from './v1-answers';

/**
 * One-off payments and refunds (PG v1, reference 2): PAGE -> PROCESSING -> DONE, decided on the
 * hosted pay page, by the control API, or by expiry; a refund settles on its next status read.
 */
export function createPayments(state: SandboxState) {
  const { opts, payTxns, byToken, now, ownUrl, notOwnUrl, sendCallback, signedPost, signedGet } =
    state;

  function expireIfDue(t: PayTxn) {
    if (t.stage !== 'DONE' && now() >= t.expiresAt) {
      void finalize(t, 'FAILED', { callback: true, responseCode: 'TIMED_OUT' });
    }
  }

  function paymentEnvelope(t: PayTxn): Envelope {
    const base = {
      merchantId: opts.merchantId,
      merchantTransactionId: t.merchantTransactionId,
      transactionId: t.transactionId,
      amount: t.amount,
    };
    if (t.state === 'COMPLETED') {
      return envelope(true, 'PAYMENT_SUCCESS', 'Your payment is successful.', {
        ...base,
        state: 'COMPLETED',
        responseCode: 'SUCCESS',
        paymentInstrument:
          t.kind === 'PAY'
            ? {
                type: 'UPI',
                utr: t.utr,
                upiTransactionId: `YBL${t.transactionId.slice(1, 19)}`,
                accountHolderName: 'Sandbox User',
                maskedAccountNumber: 'XXXXXXX4321',
                ifsc: 'SBIN0000001',
              }
            : null,
      });
    }
    if (t.state === 'FAILED') {
      return envelope(false, 'PAYMENT_ERROR', 'Payment Failed', {
        ...base,
        state: 'FAILED',
        responseCode: t.responseCode ?? 'PAYMENT_ERROR',
        paymentInstrument: null,
      });
    }
    return envelope(true, 'PAYMENT_PENDING', 'Your payment is in pending state.', {
      ...base,
      state: 'PENDING',
    });
  }

  /** Ends a payment or refund; sends its callback unless told not to. */
  async function finalize(
    t: PayTxn,
    outcome: 'SUCCESS' | 'FAILED',
    o: { callback: boolean; responseCode?: string },
  ) {
    if (t.stage === 'DONE') return;
    t.stage = 'DONE';
    t.resolvePlan = undefined;
    if (outcome === 'SUCCESS') {
      t.state = 'COMPLETED';
      t.utr = newUtr();
      if (t.kind === 'REFUND' && t.originalTransactionId) {
        const orig = payTxns.get(t.originalTransactionId);
        if (orig) orig.refundedPaise += t.amount;
      }
    } else {
      t.state = 'FAILED';
      t.responseCode = o.responseCode ?? 'PAYMENT_ERROR';
    }
    if (o.callback) await paymentCallback(t);
  }

  function paymentCallback(t: PayTxn) {
    if (t.v2) return state.v2()?.payment(t);
    return sendCallback(t.callbackUrl, t.merchantTransactionId, paymentEnvelope(t));
  }

  const pay = signedPost('pay', '/pg/v1/pay', (p) => {
    const mtid = strOf(p.merchantTransactionId);
    const muid = strOf(p.merchantUserId);
    if (!mtid || !isValidTransactionId(mtid))
      return badRequest('merchantTransactionId must be 1-34 letters, digits, _ or -');
    if (!muid || !isValidMerchantUserId(muid))
      return badRequest('merchantUserId must be 1-35 letters, digits, _ or -');
    if (!isAmount(p.amount))
      return badRequest(`amount must be a whole number of paise, at least ${MIN_AMOUNT_PAISE}`);
    const redirectUrl = strOf(p.redirectUrl);
    const callbackUrl = strOf(p.callbackUrl);
    if (!redirectUrl || !/^https?:\/\//.test(redirectUrl))
      return badRequest('redirectUrl is required');
    if (callbackUrl && !/^https?:\/\//.test(callbackUrl))
      return badRequest('callbackUrl must be a URL');
    if (!ownUrl(redirectUrl) || (callbackUrl && !ownUrl(callbackUrl))) return notOwnUrl();
    const mode = p.redirectMode ?? 'REDIRECT';
    if (mode !== 'REDIRECT' && mode !== 'POST')
      return badRequest('redirectMode must be REDIRECT or POST');
    if ((p.paymentInstrument as Record<string, unknown> | undefined)?.type !== 'PAY_PAGE')
      return badRequest('paymentInstrument.type must be PAY_PAGE');
    if (p.mobileNumber !== undefined && !/^\d{10}$/.test(String(p.mobileNumber)))
      return badRequest('mobileNumber must be 10 digits');
    if (payTxns.has(mtid)) return badRequest('Duplicate merchantTransactionId');
    const at = now();
    const t: PayTxn = {
      kind: 'PAY',
      merchantTransactionId: mtid,
      merchantUserId: muid,
      amount: p.amount,
      redirectUrl,
      redirectMode: mode,
      callbackUrl,
      mobileNumber: strOf(p.mobileNumber),
      token: newToken(),
      transactionId: newPhonePeTransactionId(new Date(at)),
      createdAt: at,
      expiresAt: at + opts.pageMinutes * 60_000,
      stage: 'PAGE',
      state: 'PENDING',
      refundedPaise: 0,
    };
    payTxns.set(mtid, t);
    byToken.set(t.token, t);
    return ok('PAYMENT_INITIATED', 'Payment initiated', {
      merchantId: opts.merchantId,
      merchantTransactionId: mtid,
      instrumentResponse: {
        type: 'PAY_PAGE',
        redirectInfo: { url: `${opts.browserBaseUrl}/transact/pg?token=${t.token}`, method: 'GET' },
      },
    });
  });

  const status = signedGet('status', async (id, headers, merchantId) => {
    if (header(headers, 'x-merchant-id') !== merchantId)
      return badRequest('X-MERCHANT-ID header is required');
    const t = payTxns.get(id);
    if (!t) return notFound();
    expireIfDue(t);
    if (t.resolvePlan && t.stage !== 'DONE') {
      t.resolvePlan.polls -= 1;
      if (t.resolvePlan.polls <= 0) {
        const plan = t.resolvePlan;
        // the callback goes out after this answer, as PhonePe's would
        await finalize(t, plan.outcome, { callback: false, responseCode: 'PAYMENT_ERROR' });
        if (plan.callback) void paymentCallback(t);
      }
    }
    return answer(200, paymentEnvelope(t));
  });

  const refund = signedPost('refund', '/pg/v1/refund', (p) => {
    const id = strOf(p.merchantTransactionId);
    const origId = strOf(p.originalTransactionId);
    if (!id || !isValidTransactionId(id))
      return badRequest('merchantTransactionId must be 1-34 letters, digits, _ or -');
    if (payTxns.has(id)) return badRequest('Duplicate merchantTransactionId');
    const orig = origId ? payTxns.get(origId) : undefined;
    if (!orig || orig.kind !== 'PAY') return notFound();
    if (orig.state !== 'COMPLETED') return badRequest('Only a successful payment can be refunded');
    if (!isAmount(p.amount)) return badRequest(`amount must be at least ${MIN_AMOUNT_PAISE} paise`);
    if (exceedsRefundable(payTxns, orig, p.amount))
      return badRequest('Refund amount exceeds the refundable amount');
    const refundCallback = strOf(p.callbackUrl);
    if (refundCallback && !ownUrl(refundCallback)) return notOwnUrl();
    const at = now();
    const t: PayTxn = {
      kind: 'REFUND',
      merchantTransactionId: id,
      merchantUserId: strOf(p.merchantUserId),
      amount: p.amount,
      callbackUrl: refundCallback,
      originalTransactionId: origId,
      token: newToken(),
      transactionId: newPhonePeTransactionId(new Date(at)),
      createdAt: at,
      expiresAt: Number.MAX_SAFE_INTEGER,
      // a refund starts pending and settles on the next status check (reference 2.7)
      stage: 'PROCESSING',
      state: 'PENDING',
      refundedPaise: 0,
      resolvePlan: { polls: 1, outcome: 'SUCCESS', callback: true },
    };
    payTxns.set(id, t);
    return ok('PAYMENT_PENDING', 'Refund is pending.', {
      merchantId: opts.merchantId,
      merchantTransactionId: id,
      transactionId: t.transactionId,
      amount: t.amount,
      state: 'PENDING',
      responseCode: 'PAYMENT_PENDING',
    });
  });

  /** The pay page's choice: Pay, Decline, or Leave pending. Returns where the browser goes next. */
  async function choose(token: string, choice: 'pay' | 'decline' | 'pending') {
    const t = byToken.get(token);
    if (!t) return { kind: 'unknown' as const };
    expireIfDue(t);
    if (t.stage !== 'PAGE') return { kind: 'done' as const, txn: t };
    if (choice === 'pending') t.stage = 'PROCESSING';
    else if (choice === 'pay') await finalize(t, 'SUCCESS', { callback: true });
    else
      await finalize(t, 'FAILED', { callback: true, responseCode: 'REQUEST_DECLINE_BY_REQUESTEE' });
    return { kind: 'redirect' as const, txn: t };
  }

  function pageOf(token: string) {
    const t = byToken.get(token);
    if (t) expireIfDue(t);
    return t;
  }

  /** Ends a payment the user left pending, as the bank would (control API). */
  async function resolve(
    mtid: string,
    outcome: 'SUCCESS' | 'FAILED',
    o: { callback: boolean; afterPolls?: number },
  ) {
    const t = payTxns.get(mtid);
    if (!t) return false;
    if (t.stage === 'DONE') return false;
    if (o.afterPolls && o.afterPolls > 0) {
      t.resolvePlan = { polls: o.afterPolls, outcome, callback: o.callback };
      return true;
    }
    await finalize(t, outcome, { callback: o.callback, responseCode: 'PAYMENT_ERROR' });
    return true;
  }

  return { pay, status, refund, choose, pageOf, resolve, finalize, expireIfDue };
}
