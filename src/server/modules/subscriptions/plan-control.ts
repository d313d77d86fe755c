/**
 * The saver in control of each debit (RBI E-Mandate Framework 2026; decisions.md: Payments): the
 * coming debits, skip one, pause until a date, the maximum per debit. Every change takes the
 * plan's row lock first, so two taps or two instances never both act.
 */
import { formatDate, formatRupees } from '../../../shared/money/format';
import { cycleDate, istDateOf, istMidnight } from '../../../shared/rules/autopay';
import {
  debitViewState,
  isSkippable,
  maxDebitProblem,
  pauseProblem,
} from '../../../shared/rules/autopay-control';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { MAIL_JOB } from '../mail/service';
import * as repo from './repo';
import { isFinalPlanState } from './states';
import type { DebitRow, PlanRow } from './common';
import { newDebit } from './debits/schedule';
import { mailDebitSkipped } from './mails';
import { applyPlanEvent, closeDebit } from './plan-events';
import { comingCycles, ownPlan, upcomingOf } from './plan-views';
import { planMessages } from './messages';

const msg = planMessages.en;

const dateWords = (date: string) => formatDate(istMidnight(date));

export async function upcomingDebits(deps: AppDeps, userId: string, insertId: string) {
  return { debits: await upcomingOf(deps, await ownPlan(deps, userId, insertId)) };
}

/** Why a debit in this state can no longer be skipped (undefined: it can). */
export function skipRefusal(state: string): string | undefined {
  const view = debitViewState(state);
  if (isSkippable(view)) return undefined;
  if (view === 'SKIPPED') return msg.alreadySkipped;
  if (view === 'PROCESSING' || view === 'DONE') return msg.sentToBank;
  return msg.debitOver;
}

/**
 * Skips a stored debit not yet sent to the bank (the plan is locked by the caller): a debit the
 * gateway was notified of is simply never executed (PhonePe's notice lapses unexecuted). One
 * confirmation mail. A debit already sent, over or skipped is refused with why; nothing changes.
 */
export async function skipStoredDebit(
  deps: AppDeps,
  tx: Tx,
  plan: PlanRow,
  d: DebitRow,
): Promise<DebitRow> {
  const refused = skipRefusal(d.state);
  if (refused) throw new AppError('CONFLICT', refused);
  const skipped = await closeDebit(tx, d, 'SKIPPED', 'SKIPPED_BY_USER', deps.clock.now());
  if (!skipped) {
    // moved on meanwhile (the notice went out, or it was sent to the bank): said as it stands now
    const now = (await repo.findDebit(tx, d.id))!;
    return skipStoredDebit(deps, tx, plan, now);
  }
  await mailDebitSkipped(deps, tx, plan, skipped);
  return skipped;
}

export async function skipNextDebit(deps: AppDeps, userId: string, insertId: string) {
  const plan = await ownPlan(deps, userId, insertId);
  const skipped = await deps.db.transaction(async (tx) => {
    const locked = (await repo.lockPlan(tx, plan.id))!;
    const next = (await repo.openDebitsOf(tx, plan.id)).find(
      (d) => d.state === 'NOTIFYING' || d.state === 'NOTIFIED',
    );
    // the one way a debit is skipped (the coming-debits list and the mailed link too)
    return next ? skipStoredDebit(deps, tx, locked, next) : undefined;
  });
  if (!skipped) throw new AppError('CONFLICT', msg.nothingToSkip);
  deps.jobs.kick(MAIL_JOB);
  return { status: 'success' as const, message: msg.skipped };
}

/** "Skip this one": a coming cycle is stored as skipped (never notified); a notified one is dropped. */
export async function skipCycle(deps: AppDeps, userId: string, insertId: string, cycle: number) {
  const own = await ownPlan(deps, userId, insertId);
  const now = deps.clock.now();
  const skipped = await deps.db.transaction(async (tx) => {
    const plan = (await repo.lockPlan(tx, own.id))!;
    const stored = await repo.findDebitOfCycle(tx, plan.id, cycle);
    if (stored) return skipStoredDebit(deps, tx, plan, stored);
    if (plan.state !== 'ACTIVE' && plan.state !== 'SAVER_PAUSED')
      throw new AppError('CONFLICT', msg.notDebiting);
    const storedCycles = new Set((await repo.listDebits(tx, plan.id)).map((d) => d.cycle));
    if (!comingCycles(deps, plan, now, storedCycles).includes(cycle))
      throw new AppError('CONFLICT', msg.notComing);
    const row = await repo.insertDebit(tx, {
      ...newDebit(plan, cycle, cycleDate(plan.frequency, plan.anchorDate!, cycle), now),
      state: 'SKIPPED',
      failureReason: 'SKIPPED_BY_USER',
      nextRunAt: null,
    });
    if (!row) throw new AppError('CONFLICT', msg.alreadySkipped);
    await mailDebitSkipped(deps, tx, plan, row);
    return row;
  });
  deps.jobs.kick(MAIL_JOB);
  return {
    status: 'success' as const,
    message: msg.skippedOne(formatRupees(skipped.amountPaise), dateWords(skipped.cycleDate)),
  };
}

/** Pause until a date (a later day than today in India); a plan paused again takes the new date. */
export async function pausePlan(deps: AppDeps, userId: string, insertId: string, until: string) {
  const plan = await ownPlan(deps, userId, insertId);
  const problem = pauseProblem(until, istDateOf(deps.clock.now()));
  if (problem) {
    const text = problem === 'NOT_A_DATE' ? msg.pauseNotADate : msg.pauseNotLater;
    throw new AppError('VALIDATION_FAILED', text, { fields: { until: text } });
  }
  const moved = await deps.db.transaction(async (tx) => {
    const locked = (await repo.lockPlan(tx, plan.id))!;
    // the same pause again (a second tap): already so, no second mail
    if (locked.state === 'SAVER_PAUSED' && locked.pausedUntil === until) return true;
    return (await applyPlanEvent(deps, tx, plan.id, 'USER_PAUSE', until)).moved;
  });
  if (!moved) throw new AppError('CONFLICT', msg.cannotPause);
  deps.jobs.kick(MAIL_JOB);
  return { status: 'success' as const, message: msg.paused(dateWords(until)) };
}

/** The saver's maximum per debit (null removes it); never below the plan's amount. */
export async function setMaximum(
  deps: AppDeps,
  userId: string,
  insertId: string,
  maxDebitPaise: number | null,
) {
  const own = await ownPlan(deps, userId, insertId);
  if (maxDebitPaise !== null) {
    const problem = maxDebitProblem(maxDebitPaise, own.amountPaise);
    if (problem) {
      const text =
        problem === 'BELOW_PLAN_AMOUNT'
          ? msg.maxBelowAmount(formatRupees(own.amountPaise))
          : msg.maxNotWhole;
      throw new AppError('VALIDATION_FAILED', text, { fields: { maxDebitPaise: text } });
    }
  }
  await deps.db.transaction(async (tx) => {
    const plan = (await repo.lockPlan(tx, own.id))!;
    if (isFinalPlanState(plan.state)) throw new AppError('CONFLICT', msg.planOver);
    await repo.updatePlan(tx, plan.id, [plan.state], {
      maxDebitPaise,
      updatedAt: deps.clock.now(),
    });
  });
  return {
    status: 'success' as const,
    message: maxDebitPaise === null ? msg.maxRemoved : msg.maxSet(formatRupees(maxDebitPaise)),
  };
}
