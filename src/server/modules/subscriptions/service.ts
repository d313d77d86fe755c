/**
 * UPI Autopay plans (spec: subscriptions; decisions.md: Payments), the module's only door. One
 * use case a file behind it:
 *   plan-views.ts       reading plans (the saver's list, one plan with its debits, history)
 *   mandate-setup.ts    steps 1 to 3: the plan, its UPI ID, the mandate request and its approval
 *   plan-actions.ts     what a saver does with a plan: cancel, resume
 *   plan-control.ts     the saver in control: coming debits, skip one (or the next notified one), pause until a date, maximum
 *   skip-link.ts        the pre-debit notice's signed skip link and its confirmation page
 *   plan-events.ts      a plan's moves on an event (states.ts decides which)
 *   debits/schedule.ts  a due plan's next cycle stored as a debit (or skipped for the vault)
 *   debits/notify.ts    the pre-debit notice
 *   debits/execute.ts   the debit priced, recorded with its order and executed once
 *   debits/settle.ts    the gateway's answer: the order paid and invoiced, or failed
 *   debits/job.ts       the debit job's queues on the shared runner
 *   callbacks.ts        the gateway's Autopay callbacks
 */
export { PLAN_DEBIT_JOB, type DebitRow, type PlanRow } from './common';
export { getPlan, listPlans, planHistory } from './plan-views';
export { authorizePlan, createPlan, mandateStatus, verifyUpi } from './mandate-setup';
export { cancelPlan, resumePlan } from './plan-actions';
export { pausePlan, setMaximum, skipCycle, skipNextDebit, upcomingDebits } from './plan-control';
export { skipLinkRoutes } from './skip-link';
export { debitQueue, planQueue, runDebitJob } from './debits/job';
export { registerSubscriptions } from './callbacks';
/** The operator console's reads (read-only: the console has no plan action). */
export { listDebitsForOperator, listPlansForOperator, planCounters } from './console';
export type { PlanState } from './states';
