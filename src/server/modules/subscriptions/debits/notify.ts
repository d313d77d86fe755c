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
import { mailDebitNotice } from '../mails';
import { skipLinkPath } from '../skip-link';
import { syncMandate } from '../mandate-setup';
import { closeDebit } from '../plan-events';

const windowOfDebit = (plan: PlanRow, d: DebitRow) =>
  cycleWindow(plan.frequency, plan.anchorDate!, d.cycle);

export async function notifyStep(deps: AppDeps, plan: PlanRow, d: DebitRow) {
  const now = deps.clock.now();
  const window = windowOfDebit(plan, d);
  if (!takesDebitOn(plan, d.cycleDate)) {
    const reason = plan.state === 'SAVER_PAUSED' ? 'PAUSED_BY_USER' : 'PLAN_STOPPED';
    await deps.db.transaction((tx) => closeDebit(tx, d, 'SKIPPED', reason, now));
    return;
  }
  if (!isWithinMaximum(d.amountPaise, plan.maxDebitPaise)) {
    // the saver's maximum per debit: never asked for more
    await deps.db.transaction((tx) => closeDebit(tx, d, 'SKIPPED', 'OVER_MAXIMUM', now));
    return;
  }
  if (!firstExecutionAt(window, now)) {
    await deps.db.transaction((tx) => closeDebit(tx, d, 'MISSED', 'WINDOW_PASSED', now));
    return;
  }
  const gw = paymentGateway(deps);
  let notified;
  try {
    if (d.attempts > 0) {
      // an earlier attempt may have reached the gateway before its answer was lost
      const s = await gw.getDebitStatus(d.merchantTransactionId);
      if (!s.notFound && s.notificationState) {
        notified = {
          notificationId: s.notificationId ?? '',
          state: s.notificationState === 'NOTIFIED' ? ('ACCEPTED' as const) : ('FAILED' as const),
          executableFrom: s.executableFrom,
          executableUntil: s.executableUntil,
        };
      }
    }
    notified ??= await gw.notifyDebit({
      merchantUserId: merchantUserIdOf(plan.userId),
      subscriptionId: plan.subscriptionId!,
      merchantTransactionId: d.merchantTransactionId,
      amountPaise: d.amountPaise,
      autoDebit: false,
      callbackUrl: callbackUrl(deps),
    });
  } catch (err) {
    if (err instanceof GatewayError && err.kind === 'rejected') {
      // the gateway refused the notice (the mandate is not active there): nothing is charged
      await deps.db.transaction((tx) => closeDebit(tx, d, 'SKIPPED', 'NOTIFY_FAILED', now));
      await syncMandate(deps, plan);
      return;
    }
    await repo.updateDebit(deps.db, d.id, 'NOTIFYING', {
      attempts: d.attempts + 1,
      nextRunAt: new Date(now.getTime() + backoff(d.attempts)),
      failureReason: null,
      gatewayCode: err instanceof GatewayError ? (err.code ?? err.kind) : null,
      updatedAt: now,
    });
    return;
  }
  if (notified.state !== 'ACCEPTED') {
    await deps.db.transaction((tx) => closeDebit(tx, d, 'SKIPPED', 'NOTIFY_FAILED', now));
    await syncMandate(deps, plan);
    return;
  }
  const from = firstExecutionAt(window, now, notified.executableFrom);
  const until = Math.min(
    window.end.getTime(),
    notified.executableUntil?.getTime() ?? Number.MAX_SAFE_INTEGER,
  );
  await deps.db.transaction(async (tx) => {
    if (!from || from.getTime() >= until) {
      await closeDebit(tx, d, 'MISSED', 'WINDOW_PASSED', now);
      return;
    }
    const done = await repo.markDebitNotified(tx, d.id, {
      notificationId: notified.notificationId,
      notifiedAt: now,
      executableFrom: from,
      executableUntil: new Date(until),
      nextRunAt: from,
      updatedAt: now,
    });
    if (!done) return;
    await mailDebitNotice(deps, tx, plan, d, {
      from,
      until: new Date(until),
      skipPath: skipLinkPath(deps, d.id),
    });
  });
  deps.jobs.kick(MAIL_JOB);
}
