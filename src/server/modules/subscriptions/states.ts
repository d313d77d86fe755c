import { PLAN_STATES, type DebitReason } from '../../../shared/api/plans';
import type { MandateState } from '../../../shared/rules/autopay';

/**
 * The one place that says how a plan and a debit may change state. The service asks `planNext`
 * and `debitMayMove` before every write and writes with a conditional update on the state it
 * read, so two instances (or a callback and the job) never both move the same row.
 */

export { PLAN_STATES };
export type PlanState = (typeof PLAN_STATES)[number];

export type PlanEvent =
  | 'AUTH_REQUESTED'
  | 'MANDATE_ACTIVE'
  | 'AUTH_FAILED'
  | 'MANDATE_PAUSED'
  | 'MANDATE_REVOKED'
  | 'MANDATE_CANCELLED'
  | 'MANDATE_EXPIRED'
  | 'USER_CANCEL'
  | 'FAILURE_LIMIT'
  | 'USER_RESUME'
  /** the saver pauses the plan until a date (no debit dated before it) */
  | 'USER_PAUSE'
  /** the date the saver paused until has come near: the plan debits again from it */
  | 'PAUSE_ENDED'
  /** the next debit would pass the vault limit: the plan pauses itself */
  | 'VAULT_FULL'
  /** the vault has room again: the plan paused for it goes on */
  | 'VAULT_ROOM'
  /** set up a day ago and never approved: closed as not started */
  | 'NOT_APPROVED';

const PLAN_TRANSITIONS: Record<PlanEvent, Partial<Record<PlanState, PlanState>>> = {
  AUTH_REQUESTED: { CREATED: 'AUTH_PENDING', AUTH_PENDING: 'AUTH_PENDING' },
  MANDATE_ACTIVE: { CREATED: 'ACTIVE', AUTH_PENDING: 'ACTIVE', PAUSED: 'ACTIVE' },
  AUTH_FAILED: { CREATED: 'FAILED', AUTH_PENDING: 'FAILED' },
  MANDATE_PAUSED: { ACTIVE: 'PAUSED', SAVER_PAUSED: 'PAUSED', VAULT_FULL: 'PAUSED' },
  MANDATE_REVOKED: {
    CREATED: 'REVOKED',
    AUTH_PENDING: 'REVOKED',
    ACTIVE: 'REVOKED',
    PAUSED: 'REVOKED',
    HALTED: 'REVOKED',
    SAVER_PAUSED: 'REVOKED',
    VAULT_FULL: 'REVOKED',
  },
  MANDATE_CANCELLED: {
    ACTIVE: 'CANCELLED',
    PAUSED: 'CANCELLED',
    HALTED: 'CANCELLED',
    SAVER_PAUSED: 'CANCELLED',
    VAULT_FULL: 'CANCELLED',
  },
  MANDATE_EXPIRED: {
    // a request never approved: the plan never started (it leaves the dashboard)
    CREATED: 'NOT_STARTED',
    AUTH_PENDING: 'NOT_STARTED',
    ACTIVE: 'EXPIRED',
    PAUSED: 'EXPIRED',
    HALTED: 'EXPIRED',
    SAVER_PAUSED: 'EXPIRED',
    VAULT_FULL: 'EXPIRED',
  },
  USER_CANCEL: {
    CREATED: 'CANCELLED',
    AUTH_PENDING: 'CANCELLED',
    ACTIVE: 'CANCELLED',
    PAUSED: 'CANCELLED',
    HALTED: 'CANCELLED',
    SAVER_PAUSED: 'CANCELLED',
    VAULT_FULL: 'CANCELLED',
  },
  FAILURE_LIMIT: { ACTIVE: 'HALTED' },
  USER_RESUME: { HALTED: 'ACTIVE', SAVER_PAUSED: 'ACTIVE' },
  // a paused plan paused again takes the new date; a plan paused for a full vault stays paused
  // until the saver's date (then the vault is looked at again)
  USER_PAUSE: { ACTIVE: 'SAVER_PAUSED', SAVER_PAUSED: 'SAVER_PAUSED', VAULT_FULL: 'SAVER_PAUSED' },
  PAUSE_ENDED: { SAVER_PAUSED: 'ACTIVE' },
  VAULT_FULL: { ACTIVE: 'VAULT_FULL' },
  VAULT_ROOM: { VAULT_FULL: 'ACTIVE' },
  NOT_APPROVED: { CREATED: 'NOT_STARTED', AUTH_PENDING: 'NOT_STARTED' },
};

/** The state a plan moves to on an event, or undefined when the event does not apply. */
export const planNext = (from: PlanState, event: PlanEvent): PlanState | undefined =>
  PLAN_TRANSITIONS[event][from];

/** Plans whose mandate may still be debited. */
export const isDebitingState = (s: PlanState) => s === 'ACTIVE';
/** Plans that are over: nothing more happens to them. */
export const isFinalPlanState = (s: PlanState) =>
  s === 'CANCELLED' || s === 'REVOKED' || s === 'FAILED' || s === 'EXPIRED' || s === 'NOT_STARTED';

/** What the gateway's mandate state means for the plan. */
export function eventOfMandate(m: MandateState): PlanEvent | undefined {
  switch (m) {
    case 'ACTIVE':
      return 'MANDATE_ACTIVE';
    case 'PAUSED':
      return 'MANDATE_PAUSED';
    case 'REVOKED':
      return 'MANDATE_REVOKED';
    case 'CANCELLED':
      return 'MANDATE_CANCELLED';
    case 'EXPIRED':
      return 'MANDATE_EXPIRED';
    case 'FAILED':
      return 'AUTH_FAILED';
    case 'CREATED':
      return undefined;
  }
}

export const DEBIT_STATES = [
  /** stored for the cycle; the pre-debit notification is being sent */
  'NOTIFYING',
  /** the user was notified; the debit runs after 24 h inside non-peak hours */
  'NOTIFIED',
  /** the debit was sent to the bank: only the gateway's answer settles it, however late */
  'PROCESSING',
  'SUCCESS',
  'FAILED',
  /** not charged: the vault limit, the user's skip, or the plan stopped */
  'SKIPPED',
  /** not charged: the cycle's time passed before the debit could run */
  'MISSED',
  /**
   * not charged: the debit went to the bank but its execute got no usable answer, and once the
   * notice's validity had passed the gateway said it never ran (decisions.md: Payments). Still
   * asked about on the late-check schedule: a "completed" report is then settled once.
   */
  'NOT_CHARGED',
] as const;
export type DebitState = (typeof DEBIT_STATES)[number];

const DEBIT_MOVES: Record<DebitState, readonly DebitState[]> = {
  NOTIFYING: ['NOTIFIED', 'SKIPPED', 'MISSED'],
  NOTIFIED: ['PROCESSING', 'SKIPPED', 'MISSED'],
  // never back to NOTIFIED: a debit sent to the bank is never executed again
  PROCESSING: ['SUCCESS', 'FAILED', 'MISSED', 'NOT_CHARGED'],
  SUCCESS: [],
  FAILED: [],
  SKIPPED: [],
  MISSED: [],
  // the gateway completed it after all: credited once (or refunded), never executed again
  NOT_CHARGED: ['SUCCESS', 'FAILED'],
};

export const debitMayMove = (from: DebitState, to: DebitState) => DEBIT_MOVES[from].includes(to);

/** Why a debit was skipped or missed (stored on the debit, told to the user). */
export type DebitSkipReason = DebitReason;
