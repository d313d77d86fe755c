import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { GatewayError, type GatewayCallback } from './gateway';
import { logCallback, logPaymentCallback, type InboundCallback } from './gateway-log';
import { checkLate, lateEligible } from './late';
import { paymentMessages } from './messages';
import { checkRefund } from './refunds';
import * as repo from './repo';
import { errorText, rt } from './runtime';
import { checkAndSettle } from './settle';

const msg = paymentMessages.en;

const CALLBACK_ANSWER_WITHIN_MS = 4_000;

/**
 * A server-to-server callback: verified (a forged one is 401 and changes nothing), recorded, then
 * the status API decides. A replay finds the payment final and changes nothing.
 */
export async function receiveCallback(deps: AppDeps, req: InboundCallback) {
  const r = rt(deps);
  let event: GatewayCallback;
  try {
    event = r.gateway.verifyCallback(req.headers, req.body);
  } catch (err) {
    await logCallback(deps, r.gateway.name, req, { verified: false, error: errorText(err) });
    if (err instanceof GatewayError && err.kind === 'signature') {
      throw new AppError('UNAUTHENTICATED', msg.invalidCallback);
    }
    throw new AppError('VALIDATION_FAILED', msg.invalidCallbackBody);
  }
  if (event.type === 'IGNORED') {
    // authenticated, so answered 200 (PhonePe retries anything else); logged with the reason
    await logCallback(deps, r.gateway.name, req, {
      verified: true,
      operation: 'callback-ignored',
      reference: event.event ?? '(none)',
      request: event.raw,
      error: event.reason,
    });
    r.log.warn({ event: event.event, reason: event.reason }, 'gateway callback ignored');
    return;
  }
  const reference =
    event.type === 'AUTH'
      ? event.authRequestId
      : event.type === 'SUBSCRIPTION'
        ? event.subscriptionId
        : event.merchantTransactionId;
  const logged = {
    operation: `callback-${event.type.toLowerCase()}`,
    reference,
    request: event.raw,
  };
  if (event.type === 'PAYMENT') {
    // the callback's row and the payment it names: one statement
    const p = await logPaymentCallback(deps, r.gateway.name, req, { ...logged, code: event.code });
    let check: (() => Promise<void>) | undefined;
    if (p?.state === 'PENDING') check = () => checkAndSettle(deps, p);
    // a payment we closed that the bank completed after all: the late-success rule
    else if (p && lateEligible(p)) check = () => checkLate(deps, p);
    else if (!p) {
      const refund = await repo.findRefundByMerchantRefundId(deps.db, event.merchantTransactionId);
      if (refund?.state === 'PENDING') check = () => checkRefund(deps, refund);
    }
    if (!check) return;
    // PhonePe wants its answer within ~5 s (reference 2.5): a slow status check carries on after
    // the answer, and reconciliation covers it if this process stops.
    const work = check().catch((err: unknown) =>
      r.log.error(
        { err, merchantTransactionId: event.merchantTransactionId },
        'settling after a callback failed',
      ),
    );
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      work,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, CALLBACK_ANSWER_WITHIN_MS);
      }),
    ]);
    clearTimeout(timer);
    return;
  }
  await logCallback(deps, r.gateway.name, req, { verified: true, ...logged });
  for (const listener of r.callbackListeners) await listener(event);
}
