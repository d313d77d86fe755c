/** A plan's moves on an event (states.ts decides which), and a debit closed unpaid. */
import { cycleWindow, istDateOf } from '../../../shared/rules/autopay';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import type { MandateState } from '../payments/service';
import * as repo from './repo';
import {
  debitMayMove,
  eventOfMandate,
  planNext,
  type DebitSkipReason,
  type DebitState,
  type PlanEvent,
} from './states';
import {
  AUTH_POLL_MS,
  type DebitRow,
  type PlanRow,
  pauseWake,
  takesDebitOn,
  vaultRecheckMs,
} from './common';
import { mailPlanChange } from './mails';
import { planMessages } from './messages';

const msg = planMessages.en;

const REASON_OF: Partial<Record<PlanEvent, string>> = {
  MANDATE_PAUSED: msg.reasonUpiPaused,
  MANDATE_REVOKED: msg.reasonRevoked,
  AUTH_FAILED: msg.reasonDeclined,
  MANDATE_CANCELLED: msg.reasonCancelledAtGateway,
  FAILURE_LIMIT: msg.reasonFailures,
  USER_CANCEL: msg.reasonCancelled,
  VAULT_FULL: msg.reasonVaultFull,
  NOT_APPROVED: msg.reasonNotStarted,
};

/**
 * Moves a plan on an event, inside a transaction, by the transitions of states.ts; returns the
 * plan as stored afterwards, and whether it moved.
 */
export async function applyPlanEvent(
  deps: AppDeps,
  tx: Tx,
  planId: string,
  event: PlanEvent,
  /** USER_PAUSE: the date the saver pauses until */
  pausedUntil?: string,
): Promise<{ plan: PlanRow | undefined; moved: boolean }> {
  const plan = await repo.lockPlan(tx, planId);
  if (!plan) return { plan, moved: false };
  const to = planNext(plan.state, event);
  // a repeated authorisation request and a new pause date do move (a new request, a new date)
  const again = event === 'AUTH_REQUESTED' || event === 'USER_PAUSE';
  if (!to || (to === plan.state && !again)) return { plan, moved: false };
  const now = deps.clock.now();
  const set: Partial<repo.PlanInsert> = { state: to, updatedAt: now };
  if (event === 'MANDATE_EXPIRED') {
    set.stateReason = plan.activatedAt ? msg.reasonMandateOver : msg.reasonExpired;
  } else {
    set.stateReason = REASON_OF[event] ?? null;
  }
  if (to !== 'SAVER_PAUSED') set.pausedUntil = null;
  if (to === 'ACTIVE') {
    if (event === 'PAUSE_ENDED' && plan.pausedUntil) {
      // the saver's pause is over: the plan goes on with the first cycle dated on or after it
      set.nextCycle = pauseWake(deps, plan).cycle;
    }
    // first approval: cycles count from today's date in India; a resumed plan goes on from there
    if (!plan.anchorDate) {
      set.activatedAt = now;
      set.anchorDate = istDateOf(now);
      set.nextCycle = 1;
    }
    if (event === 'USER_RESUME') set.consecutiveFailures = 0;
    set.nextRunAt = now;
  } else if (to === 'SAVER_PAUSED') {
    set.pausedUntil = pausedUntil;
    set.stateReason = null;
    // wakes in time for the pre-debit notice of its first cycle on or after the date
    set.nextRunAt = pauseWake(deps, { ...plan, pausedUntil: pausedUntil! }).at;
  } else if (to === 'VAULT_FULL') {
    set.nextRunAt = new Date(now.getTime() + vaultRecheckMs(deps));
  } else if (to === 'AUTH_PENDING') {
    set.nextRunAt = new Date(now.getTime() + AUTH_POLL_MS);
  } else if (to === 'CANCELLED') {
    set.cancelledAt = now;
    set.activeUntil = await paidTermEnd(tx, plan, now);
    if (event === 'USER_CANCEL' && plan.subscriptionId && plan.state !== 'CREATED') {
      set.mandateCancelPending = 1;
      set.nextRunAt = now;
    } else {
      set.nextRunAt = null;
    }
  } else {
    set.nextRunAt = null;
  }
  const updated = await repo.updatePlan(tx, plan.id, [plan.state], set);
  if (!updated) return { plan, moved: false };
  if (to !== 'ACTIVE' && to !== 'AUTH_PENDING') {
    // nothing more is charged: debits not yet sent to the bank are dropped (PROCESSING ones settle);
    // a saver's pause drops those dated before its date only
    const reason =
      to === 'VAULT_FULL'
        ? 'VAULT_LIMIT'
        : to === 'SAVER_PAUSED'
          ? 'PAUSED_BY_USER'
          : 'PLAN_STOPPED';
    for (const d of await repo.openDebitsOf(tx, plan.id)) {
      if (d.state !== 'NOTIFYING' && d.state !== 'NOTIFIED') continue;
      if (takesDebitOn(updated, d.cycleDate)) continue;
      await closeDebit(tx, d, 'SKIPPED', reason, now);
    }
  }
  await mailPlanChange(deps, tx, updated, event);
  return { plan: updated, moved: true };
}

/** The end of the last cycle already paid for (or now): a cancellation takes effect then. */
export async function paidTermEnd(tx: Tx, plan: PlanRow, now: Date) {
  if (!plan.anchorDate) return now;
  const last = (await repo.lastDebitsOf(tx, plan.id, 5)).find(
    (d) => d.state === 'SUCCESS' || d.state === 'PROCESSING',
  );
  if (!last) return now;
  const end = cycleWindow(plan.frequency, plan.anchorDate, last.cycle).end;
  return end.getTime() > now.getTime() ? end : now;
}

export async function applyMandateState(deps: AppDeps, planId: string, state: MandateState) {
  const event = eventOfMandate(state);
  if (!event) return;
  await deps.db.transaction((tx) => applyPlanEvent(deps, tx, planId, event));
}

export function closeDebit(
  tx: Tx,
  d: DebitRow,
  to: Extract<DebitState, 'SKIPPED' | 'MISSED'>,
  reason: DebitSkipReason,
  now: Date,
) {
  if (!debitMayMove(d.state, to)) return Promise.resolve(undefined);
  return repo.updateDebit(tx, d.id, d.state, {
    state: to,
    failureReason: reason,
    nextRunAt: null,
    updatedAt: now,
  });
}
