import { MIN_AMOUNT_PAISE } from '../phonepe-protocol';
import { V2_EVENTS, isValidV2Id } from '../phonepe-v2-protocol';
import { newPhonePeRecurringId, newPhonePeTransactionId, newToken } from './ids';
import { exceedsRefundable, isAmount } from './rules';
import type { PayTxn } from './types';
import { badRequest, json, notFound, obj, str, type Json, type V2Context } from './v2-common';

/**
 * PG v2 checkout (reference 3): /checkout/v2 orders on the v1 simulator's payments (the same pay
 * page and state machine), refunds, and their order, transaction and refund status.
 */
export function createV2Checkout({ i, opts, authed, webhook }: V2Context) {
  /** PhonePe transaction id -> the order it belongs to */
  const transactions = new Map<string, PayTxn>();

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
        if (plan.callback) setImmediate(() => void paymentEvent(t));
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
    if (exceedsRefundable(i.payTxns, orig, p.amount))
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

  /** The webhook of a checkout order or refund that changed. */
  async function paymentEvent(t: PayTxn) {
    if (t.kind === 'REFUND') {
      const event = t.state === 'COMPLETED' ? V2_EVENTS.refundCompleted : V2_EVENTS.refundFailed;
      return webhook(t.merchantTransactionId, event, refundOf(t));
    }
    const event = t.state === 'COMPLETED' ? V2_EVENTS.orderCompleted : V2_EVENTS.orderFailed;
    return webhook(t.merchantTransactionId, event, orderOf(t));
  }

  return { pay, orderStatus, transactionStatus, refund, refundStatus, paymentEvent };
}
