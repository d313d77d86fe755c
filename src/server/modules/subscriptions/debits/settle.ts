/** A debit at the bank: its status decides; paid (the order paid and invoiced) or failed. */
import { isStuckDebitClosable } from '../../../../shared/rules/autopay-control';
import type { AppDeps } from '../../../deps';
import { postGoldPurchase } from '../../digital-gold/service';
import { noteGoldCredited } from '../../goals/service';
import { MAIL_JOB } from '../../mail/service';
import { lockOrder, markFailed, markPaid, markPaidLate } from '../../orders/service';
import { GatewayError, paymentGateway } from '../../payments/service';
import { lockVault } from '../../wallet/service';
import * as repo from '../repo';
import { type DebitRow, backoff, logOf } from '../common';
import { mailDebitFailed, mailDebitReceipt } from '../mails';
import { applyPlanEvent, paidTermEnd } from '../plan-events';
import { closeNotCharged, nextLateCheck, refusedLate } from './not-charged';

/**
 * A debit at the bank (PROCESSING), or one closed NOT_CHARGED on its late-check schedule: the
 * gateway's status decides. Never executes anything.
 */
export async function checkDebit(deps: AppDeps, d: DebitRow) {
  if (d.state === 'NOT_CHARGED') return checkClosedDebit(deps, d);
  const now = deps.clock.now();
  let s;
  try {
    s = await paymentGateway(deps).getDebitStatus(d.merchantTransactionId);
  } catch (err) {
    await repo.updateDebit(deps.db, d.id, 'PROCESSING', {
      attempts: d.attempts + 1,
      nextRunAt: new Date(now.getTime() + backoff(d.attempts)),
      gatewayCode: err instanceof GatewayError ? (err.code ?? err.kind) : null,
      updatedAt: now,
    });
    return;
  }
  if (s.state === 'SUCCESS') {
    if (s.amountPaise !== d.amountPaise) {
      await settleFailure(deps, d, 'AMOUNT_MISMATCH', s.code, false);
      return;
    }
    await settleSuccess(deps, d, s.utr ?? null);
    return;
  }
  if (s.state === 'FAILED') {
    await settleFailure(deps, d, s.responseCode ?? s.code, s.code, false);
    return;
  }
  if (
    isStuckDebitClosable({
      notExecuted: s.notExecuted === true,
      gatewayValidUntil: s.executableUntil,
      ourValidUntil: d.executableUntil,
      now,
    })
  ) {
    await closeNotCharged(deps, d, s.code);
    return;
  }
  await repo.updateDebit(deps.db, d.id, 'PROCESSING', {
    attempts: d.attempts + 1,
    nextRunAt: new Date(now.getTime() + backoff(d.attempts)),
    gatewayCode: s.code,
    updatedAt: now,
  });
}

/**
 * A debit closed NOT_CHARGED, asked about on the late-check schedule: when the gateway now reports
 * it completed (for the amount asked) it is settled once, as a late success; a FAILED answer or
 * the end of the schedule stops the checks.
 */
async function checkClosedDebit(deps: AppDeps, d: DebitRow) {
  const now = deps.clock.now();
  let s;
  try {
    s = await paymentGateway(deps).getDebitStatus(d.merchantTransactionId);
  } catch (err) {
    await repo.updateDebit(deps.db, d.id, 'NOT_CHARGED', {
      nextRunAt: nextLateCheck(deps, now, d.lateCheckUntil),
      gatewayCode: err instanceof GatewayError ? (err.code ?? err.kind) : null,
      updatedAt: now,
    });
    return;
  }
  if (s.state === 'SUCCESS' && s.amountPaise === d.amountPaise) {
    logOf(deps)?.error(
      { alert: 'LATE_DEBIT', debitId: d.id, merchantTransactionId: d.merchantTransactionId },
      'LATE DEBIT: the gateway completed a debit closed as not charged; settled once',
    );
    await settleSuccess(deps, d, s.utr ?? null, true);
    return;
  }
  if (s.state === 'SUCCESS') {
    logOf(deps)?.error(
      { alert: 'LATE_DEBIT', debitId: d.id, asked: d.amountPaise, reported: s.amountPaise },
      'gateway reports a debit closed as not charged paid at another amount: not credited, refund needed',
    );
  }
  await repo.updateDebit(deps.db, d.id, 'NOT_CHARGED', {
    nextRunAt: s.state === 'PENDING' ? nextLateCheck(deps, now, d.lateCheckUntil) : null,
    gatewayCode: s.code,
    updatedAt: now,
  });
}

/**
 * The gateway confirmed the debit: in one transaction the debit and its order are paid and
 * invoiced, the gold goes to the vault at the debit-time price, the referrer earns Ants, the plan
 * counts it, and the receipt is queued. The conditional move out of PROCESSING makes it once.
 */
export async function settleSuccess(deps: AppDeps, d: DebitRow, utr: string | null, late = false) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // late: a debit we closed NOT_CHARGED that the bank completed after all (its order FAILED)
    if (late && (await refusedLate(deps, tx, d, now))) return;
    const done = await repo.updateDebit(tx, d.id, late ? 'NOT_CHARGED' : 'PROCESSING', {
      state: 'SUCCESS',
      utr,
      failureReason: null,
      nextRunAt: null,
      updatedAt: now,
    });
    if (!done) return;
    const order = await lockOrder(tx, d.orderId!);
    if (!order || order.status !== (late ? 'FAILED' : 'PENDING')) return;
    await lockVault(tx, order.userId);
    // the same postings as a quick buy's, the referrer's Ants included, and the saver's goal
    await postGoldPurchase(deps, tx, order, 'subscription_debit');
    await noteGoldCredited(deps, tx, order.userId);
    const plan = await repo.lockPlan(tx, d.planId);
    if (plan) {
      await repo.updatePlan(tx, plan.id, undefined, {
        debitsMade: plan.debitsMade + 1,
        goldE8Saved: plan.goldE8Saved + order.goldE8,
        consecutiveFailures: 0,
        // a plan cancelled while this debit was at the bank: its paid term now includes this cycle
        ...(plan.state === 'CANCELLED' && plan.anchorDate
          ? { activeUntil: await paidTermEnd(tx, plan, now) }
          : {}),
        updatedAt: now,
      });
    }
    // the invoice number after the postings (markPaid)
    const { invoiceNo } = await (late ? markPaidLate : markPaid)(tx, deps.config, order.id, {
      now,
    });
    await mailDebitReceipt(deps, tx, d, order, invoiceNo);
  });
  deps.jobs.kick(MAIL_JOB);
}

/**
 * The debit failed (or was never run): its order fails, the cycle is skipped (no catch-up), and
 * after PLAN_FAILURES_TO_PAUSE failures in a row the plan pauses and the user is told.
 * `notRun`: the gateway refused to run it, which is not the user's failure.
 */
export async function settleFailure(
  deps: AppDeps,
  d: DebitRow,
  reason: string,
  code: string,
  notRun: boolean,
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const done = await repo.updateDebit(tx, d.id, 'PROCESSING', {
      state: notRun ? 'MISSED' : 'FAILED',
      failureReason: notRun ? 'NOT_EXECUTED' : reason,
      gatewayCode: code,
      nextRunAt: null,
      updatedAt: now,
    });
    if (!done) return;
    if (d.orderId) {
      const order = await lockOrder(tx, d.orderId);
      if (order?.status === 'PENDING') {
        await markFailed(
          tx,
          order.id,
          // the status page and history word the code (orders' catalogue)
          reason === 'AMOUNT_MISMATCH' ? 'AMOUNT_MISMATCH' : notRun ? 'GATEWAY_ERROR' : 'DECLINED',
        );
      }
    }
    if (notRun) return;
    const plan = await repo.lockPlan(tx, d.planId);
    if (!plan) return;
    const failures = plan.consecutiveFailures + 1;
    await repo.updatePlan(tx, plan.id, undefined, {
      consecutiveFailures: failures,
      updatedAt: now,
    });
    if (failures >= deps.config.PLAN_FAILURES_TO_PAUSE) {
      await applyPlanEvent(deps, tx, plan.id, 'FAILURE_LIMIT');
    } else {
      await mailDebitFailed(deps, tx, plan, d);
    }
  });
  deps.jobs.kick(MAIL_JOB);
}
