/** A debit's pre-debit notice at the gateway (24 h ahead) and the saver's mail. */
import { cycleWindow, firstExecutionAt } from '../../../../shared/rules/autopay';
import type { AppDeps } from '../../../deps';
import { MAIL_JOB } from '../../mail/service';
import {
  GatewayError,
  callbackUrl,
  merchantUserIdOf,
  paymentGateway,
} from '../../payments/service';
import * as repo from '../repo';
import { type DebitRow, type PlanRow, backoff, takesDebitOn } from '../common';
import { isWithinMaximum } from '../../../../shared/rules/autopay-control';
import { mailDebitNotices } from '../mails';
import { markDebitsNotified } from './repo';
import { skipLinkPath } from '../skip-link';
import { syncMandate } from '../mandate-setup';
import { closeDebit } from '../plan-events';

const windowOfDebit = (plan: PlanRow, d: DebitRow) =>
  cycleWindow(plan.frequency, plan.anchorDate!, d.cycle);

/** The gateway's word on a debit's notice: accepted (with its window), refused, or no answer. */
type NoticeAnswer =
  | { kind: 'accepted'; notificationId: string; executableFrom?: Date; executableUntil?: Date }
  | { kind: 'refused' }
  | { kind: 'lost'; gatewayCode: string | null };

/**
 * Whether a stored debit is still to be notified: a plan that no longer takes it, a debit above the
 * saver's maximum or a window already passed closes it (nothing is asked of the gateway).
 */
async function stillToNotify(deps: AppDeps, plan: PlanRow, d: DebitRow) {
  const now = deps.clock.now();
  if (!takesDebitOn(plan, d.cycleDate)) {
    const reason = plan.state === 'SAVER_PAUSED' ? 'PAUSED_BY_USER' : 'PLAN_STOPPED';
    await deps.db.transaction((tx) => closeDebit(tx, d, 'SKIPPED', reason, now));
    return false;
  }
  if (!isWithinMaximum(d.amountPaise, plan.maxDebitPaise)) {
    // the saver's maximum per debit: never asked for more
    await deps.db.transaction((tx) => closeDebit(tx, d, 'SKIPPED', 'OVER_MAXIMUM', now));
    return false;
  }
  if (!firstExecutionAt(windowOfDebit(plan, d), now)) {
    await deps.db.transaction((tx) => closeDebit(tx, d, 'MISSED', 'WINDOW_PASSED', now));
    return false;
  }
  return true;
}

/** One notify call (the debit is stored first; a retry asks the status API before notifying). */
async function askNotice(deps: AppDeps, plan: PlanRow, d: DebitRow): Promise<NoticeAnswer> {
  const gw = paymentGateway(deps);
  try {
    if (d.attempts > 0) {
      // an earlier attempt may have reached the gateway before its answer was lost
      const s = await gw.getDebitStatus(d.merchantTransactionId);
      if (!s.notFound && s.notificationState) {
        return s.notificationState === 'NOTIFIED'
          ? {
              kind: 'accepted',
              notificationId: s.notificationId ?? '',
              executableFrom: s.executableFrom,
              executableUntil: s.executableUntil,
            }
          : { kind: 'refused' };
      }
    }
    const n = await gw.notifyDebit({
      merchantUserId: merchantUserIdOf(plan.userId),
      subscriptionId: plan.subscriptionId!,
      merchantTransactionId: d.merchantTransactionId,
      amountPaise: d.amountPaise,
      autoDebit: false,
      callbackUrl: callbackUrl(deps),
    });
    return n.state === 'ACCEPTED'
      ? {
          kind: 'accepted',
          notificationId: n.notificationId,
          executableFrom: n.executableFrom,
          executableUntil: n.executableUntil,
        }
      : { kind: 'refused' };
  } catch (err) {
    // the gateway refused the notice (the mandate is not active there): nothing is charged
    if (err instanceof GatewayError && err.kind === 'rejected') return { kind: 'refused' };
    return {
      kind: 'lost',
      gatewayCode: err instanceof GatewayError ? (err.code ?? err.kind) : null,
    };
  }
}

type Answered = { plan: PlanRow; d: DebitRow; answer: NoticeAnswer };

/**
 * The gateway's answers recorded: the accepted notices moved to NOTIFIED with their window and
 * their mails written, all in one transaction (multi-row statements; each debit moves only from
 * NOTIFYING, so a notice recorded twice is mailed once); a refused notice closes its debit; a lost
 * answer is asked again after the back-off.
 */
async function recordNotices(deps: AppDeps, answered: Answered[]) {
  const now = deps.clock.now();
  const accepted: {
    plan: PlanRow;
    d: DebitRow;
    notificationId: string;
    executableFrom: Date;
    executableUntil: Date;
  }[] = [];
  const missed: DebitRow[] = [];
  for (const { plan, d, answer } of answered) {
    if (answer.kind === 'refused') {
      await deps.db.transaction((tx) => closeDebit(tx, d, 'SKIPPED', 'NOTIFY_FAILED', now));
      await syncMandate(deps, plan);
    } else if (answer.kind === 'lost') {
      await repo.updateDebit(deps.db, d.id, 'NOTIFYING', {
        attempts: d.attempts + 1,
        nextRunAt: new Date(now.getTime() + backoff(d.attempts)),
        failureReason: null,
        gatewayCode: answer.gatewayCode,
        updatedAt: now,
      });
    } else {
      const window = windowOfDebit(plan, d);
      const from = firstExecutionAt(window, now, answer.executableFrom);
      const until = Math.min(
        window.end.getTime(),
        answer.executableUntil?.getTime() ?? Number.MAX_SAFE_INTEGER,
      );
      if (!from || from.getTime() >= until) missed.push(d);
      else
        accepted.push({
          plan,
          d,
          notificationId: answer.notificationId,
          executableFrom: from,
          executableUntil: new Date(until),
        });
    }
  }
  if (accepted.length === 0 && missed.length === 0) return;
  await deps.db.transaction(async (tx) => {
    for (const d of missed) await closeDebit(tx, d, 'MISSED', 'WINDOW_PASSED', now);
    const moved = await markDebitsNotified(
      tx,
      accepted.map((a) => ({
        id: a.d.id,
        notificationId: a.notificationId,
        executableFrom: a.executableFrom,
        executableUntil: a.executableUntil,
      })),
      now,
    );
    await mailDebitNotices(
      deps,
      tx,
      accepted
        .filter((a) => moved.has(a.d.id))
        .map((a) => ({
          plan: a.plan,
          d: a.d,
          window: {
            from: a.executableFrom,
            until: a.executableUntil,
            skipPath: skipLinkPath(deps, a.d.id),
          },
        })),
    );
  });
  deps.jobs.kick(MAIL_JOB);
}

export async function notifyStep(deps: AppDeps, plan: PlanRow, d: DebitRow) {
  if (!(await stillToNotify(deps, plan, d))) return;
  await recordNotices(deps, [{ plan, d, answer: await askNotice(deps, plan, d) }]);
}

/**
 * notifyStep for the debits a claim stored: the notify calls (one per debit) made `concurrency` at
 * a time, then all the answers recorded together.
 */
export async function notifyDebits(
  deps: AppDeps,
  debits: { plan: PlanRow; d: DebitRow }[],
  concurrency: number,
) {
  const toAsk: { plan: PlanRow; d: DebitRow }[] = [];
  for (const x of debits) if (await stillToNotify(deps, x.plan, x.d)) toAsk.push(x);
  const answered: Answered[] = new Array(toAsk.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(concurrency, toAsk.length)) }, async () => {
      while (next < toAsk.length) {
        const i = next++;
        const { plan, d } = toAsk[i]!;
        answered[i] = { plan, d, answer: await askNotice(deps, plan, d) };
      }
    }),
  );
  await recordNotices(deps, answered);
}
