import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { lateCheckUntilOf, nextLateCheck } from './late';
import { paymentMessages } from './messages';
import * as repo from './repo';
import { errorText, rt, scheduleOf, type Payment } from './runtime';
import { nextCheckAt } from './schedule';

const msg = paymentMessages.en;

/**
 * The one place a payment leaves PENDING: a conditional update and the purpose's handler in one
 * transaction. Returns the settled row, or undefined when another settle got there first (or the
 * handler failed: then the payment stays PENDING and is retried on the schedule).
 */
export async function finish(
  deps: AppDeps,
  p: Payment,
  to: repo.FinalState,
  fields: Parameters<typeof repo.finish>[3],
  countsAsCheck = true,
): Promise<Payment | undefined> {
  const r = rt(deps);
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const done = await repo.finish(tx, p.id, to, fields, now, countsAsCheck);
      if (!done) return undefined;
      const handlers = r.purposes.get(p.purpose);
      if (!handlers) throw new Error(`no handler registered for payment purpose ${p.purpose}`);
      if (to === 'SUCCESS') await handlers.onSuccess(tx, done);
      else await handlers.onFailure(tx, done);
      return done;
    });
  } catch (err) {
    r.log.error(
      { err, paymentId: p.id, to },
      'settling a payment failed; it stays pending and is retried',
    );
    await repo.postpone(
      deps.db,
      p.id,
      nextCheckAt(p.createdAt, now, scheduleOf(deps)),
      `settlement to ${to} failed: ${errorText(err)}`,
      now,
    );
    return undefined;
  }
}

/**
 * Asks the gateway's status API about a pending payment and settles it when the answer is final.
 * Never decides from a callback body or a browser redirect. Safe to run concurrently anywhere.
 */
export async function checkAndSettle(deps: AppDeps, p: Payment): Promise<void> {
  const r = rt(deps);
  const sched = scheduleOf(deps);
  let status;
  try {
    status = await r.gateway.getPaymentStatus(p.merchantTransactionId);
  } catch (err) {
    const now = deps.clock.now();
    r.log.warn({ err, paymentId: p.id }, 'payment status check failed; will retry');
    await repo.recordPendingCheck(
      deps.db,
      p.id,
      { nextCheckAt: nextCheckAt(p.createdAt, now, sched), lastError: errorText(err) },
      now,
    );
    return;
  }
  const now = deps.clock.now();
  const seen = {
    gatewayTransactionId: status.gatewayTransactionId ?? null,
    utr: status.utr ?? null,
    gatewayCode: status.code,
    gatewayResponseCode: status.responseCode ?? null,
  };
  if (status.state === 'SUCCESS') {
    // Integration checklist (reference 2.4): always compare the amount with what was asked.
    if (status.amountPaise !== p.amountPaise) {
      r.log.error(
        { paymentId: p.id, asked: p.amountPaise, reported: status.amountPaise },
        'gateway reports another amount: not credited, refund needed',
      );
      await finish(deps, p, 'FAILED', {
        ...seen,
        failureReason: 'AMOUNT_MISMATCH',
        lastError: `gateway reported ${String(status.amountPaise)} paise`,
      });
      return;
    }
    await finish(deps, p, 'SUCCESS', { ...seen, lastError: null });
    return;
  }
  if (status.state === 'FAILED') {
    await finish(deps, p, 'FAILED', { ...seen, failureReason: status.responseCode ?? status.code });
    return;
  }
  if (now.getTime() >= p.expiresAt.getTime()) {
    // a bank can still complete it: asked about again, slowly, for PAYMENTS_LATE_CHECK_HOURS
    const lateCheckUntil = lateCheckUntilOf(deps, p.createdAt);
    await finish(deps, p, 'EXPIRED', {
      ...seen,
      failureReason: 'EXPIRED',
      lateCheckUntil,
      nextCheckAt: nextLateCheck(deps, now, lateCheckUntil),
    });
    return;
  }
  await repo.recordPendingCheck(
    deps.db,
    p.id,
    {
      nextCheckAt: nextCheckAt(p.createdAt, now, sched),
      gatewayCode: status.code,
      lastError: null,
    },
    now,
  );
}

/**
 * Settles a payment if the gateway's answer is final: from the browser's return, a callback, or an
 * operator. Returns the payment as stored afterwards (PENDING when the gateway is not final or not
 * reachable). A final payment is returned at once without asking the gateway.
 */
export async function settle(deps: AppDeps, merchantTransactionId: string): Promise<Payment> {
  const p = await repo.findByMerchantTransactionId(deps.db, merchantTransactionId);
  if (!p) throw new AppError('NOT_FOUND', msg.notFound);
  if (p.state !== 'PENDING') return p;
  await checkAndSettle(deps, p);
  return (await repo.findById(deps.db, p.id))!;
}
