/** Autopay's constants and small helpers shared by its use cases. */
import type { FastifyBaseLogger } from 'fastify';
import { formatRupees } from '../../../shared/money/format';
import { noticeFrom, type PlanFrequency } from '../../../shared/rules/autopay';
import { firstCycleOnOrAfter } from '../../../shared/rules/autopay-control';
import type { AppDeps } from '../../deps';
import type * as repo from './repo';

export const PLAN_DEBIT_JOB = 'plan-debits';
/** A mandate that renews until cancelled: ten years of cycles (PhonePe needs a count). */
export const RECURRING_COUNT: Record<PlanFrequency, number> = {
  DAILY: 3650,
  WEEKLY: 520,
  MONTHLY: 120,
};
export const FREQ_WORD: Record<PlanFrequency, string> = {
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
};
/** while the user has not approved the mandate, the job asks the gateway this often */
export const AUTH_POLL_MS = 60_000;
/** a plan not approved this long after step 1 is closed as not started (the gateway expires its request sooner) */
export const AUTH_POLL_FOR_MS = 24 * 3_600_000;
export const LEASE_MS = 120_000;
export const FIRST_CHECK_MS = 60_000;
const MAX_BACKOFF_MS = 3_600_000;

/** each app instance's logger (tests run several apps in one process) */
export const logs = new WeakMap<AppDeps, FastifyBaseLogger>();
export const logOf = (deps: AppDeps) => logs.get(deps);

export type PlanRow = repo.PlanRow;
export type DebitRow = repo.DebitRow;

/** how often a plan paused for a full vault looks for room (PLAN_VAULT_RECHECK_MINUTES) */
export const vaultRecheckMs = (deps: AppDeps) => deps.config.PLAN_VAULT_RECHECK_MINUTES * 60_000;

export const backoff = (attempts: number) =>
  Math.min(MAX_BACKOFF_MS, 30_000 * 2 ** Math.min(attempts, 12));

export const ratioOf = (deps: AppDeps) => ({
  goldRatioNum: deps.config.GOLD_RATIO_NUM,
  goldRatioDen: deps.config.GOLD_RATIO_DEN,
  gstBp: deps.config.GST_BP,
});

export const presetsText = (presets: readonly number[]) =>
  presets.map((p) => formatRupees(p, { decimals: p % 100 ? 2 : 0 })).join(', ');

/**
 * A plan paused by the saver until a date: the cycle it goes on with (the first dated on or after
 * the date, never one already stored) and when it wakes for it (that cycle's pre-debit notice).
 */
export function pauseWake(
  deps: Pick<AppDeps, 'config'>,
  plan: Pick<PlanRow, 'frequency' | 'anchorDate' | 'nextCycle' | 'pausedUntil'>,
) {
  const cycle = Math.max(
    plan.nextCycle,
    firstCycleOnOrAfter(plan.frequency, plan.anchorDate!, plan.pausedUntil!),
  );
  const leadMs = deps.config.PLAN_NOTIFY_LEAD_HOURS * 3_600_000;
  return { cycle, at: noticeFrom(plan.frequency, plan.anchorDate!, cycle, leadMs) };
}

/**
 * Whether a plan takes the debit of a cycle dated `date`: an active plan does; a plan paused by
 * the saver only from its date on (a debit of that date notified before the pause stays).
 */
export const takesDebitOn = (plan: Pick<PlanRow, 'state' | 'pausedUntil'>, date: string) =>
  plan.state === 'ACTIVE' ||
  (plan.state === 'SAVER_PAUSED' && plan.pausedUntil !== null && date >= plan.pausedUntil);
