import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PLAN_FREQUENCIES } from '../../../shared/rules/autopay';
import { SETUP_MODES } from '../../../shared/rules/autopay-setup';
import { DEBIT_STATES, PLAN_STATES } from './states';

/**
 * One UPI Autopay savings plan (spec: Subscription; the old app's insert_id is its id). The state
 * moves only through the transitions of states.ts. The debit job looks at a plan again at
 * nextRunAt (also its lease: a claiming instance pushes it forward).
 */
export const plans = pgTable(
  'plans',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    frequency: text('frequency', { enum: PLAN_FREQUENCIES }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    state: text('state', { enum: PLAN_STATES }).notNull(),
    /** why the plan is in its state, in words for the user (a pause, a failure, a revocation) */
    stateReason: text('state_reason'),
    /** our id of the mandate at the gateway (MSUB + time + suffix, <= 34 chars) */
    merchantSubscriptionId: text('merchant_subscription_id').notNull(),
    /** the gateway's id of the mandate (PhonePe: OMS...) */
    subscriptionId: text('subscription_id'),
    /** the UPI ID verified for this plan */
    vpa: text('vpa'),
    /** the latest authorisation request (our id) */
    authRequestId: text('auth_request_id'),
    /** how the saver was asked to approve it: an intent on a phone, its QR code, or collect */
    setupMode: text('setup_mode', { enum: SETUP_MODES }),
    /** UPI mandate number, once approved */
    umn: text('umn'),
    /** the browser's key for one click on Proceed: a double click creates one plan */
    idempotencyKey: text('idempotency_key').notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** the Indian calendar date the mandate was approved; cycles count from it */
    anchorDate: text('anchor_date'),
    /** the next cycle the job will notify */
    nextCycle: integer('next_cycle').notNull().default(1),
    /** when the job looks at this plan next (null: nothing to do) */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    debitsMade: integer('debits_made').notNull().default(0),
    goldE8Saved: bigint('gold_e8_saved', { mode: 'number' }).notNull().default(0),
    /** cancellation: no further debits; the paid term runs until activeUntil */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    activeUntil: timestamp('active_until', { withTimezone: true }),
    /** the saver's maximum per debit (paise); the debit job never asks more (RBI e-mandate 2026) */
    maxDebitPaise: bigint('max_debit_paise', { mode: 'number' }),
    /** paused by the saver: no debit dated before this Indian calendar date (then it resumes) */
    pausedUntil: text('paused_until'),
    /** the mandate still has to be cancelled at the gateway (it was unreachable) */
    mandateCancelPending: integer('mandate_cancel_pending').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('plans_user_idem_key').on(t.userId, t.idempotencyKey),
    uniqueIndex('plans_msid_key').on(t.merchantSubscriptionId),
    uniqueIndex('plans_subscription_id_key')
      .on(t.subscriptionId)
      .where(sql`subscription_id is not null`),
    uniqueIndex('plans_auth_request_key')
      .on(t.authRequestId)
      .where(sql`auth_request_id is not null`),
    index('plans_user_idx').on(t.userId, t.createdAt),
    index('plans_due_idx')
      .on(t.nextRunAt)
      .where(sql`next_run_at is not null`),
    check('plans_amount_check', sql`${t.amountPaise} >= 100`),
  ],
);

/**
 * One debit of one plan cycle: unique by (plan, cycle), so however many instances run the job or
 * callbacks replay, a cycle is notified and charged at most once. Moves only forward through the
 * states of states.ts; PROCESSING is settled by the gateway's answer alone (never re-executed).
 */
export const planDebits = pgTable(
  'plan_debits',
  {
    id: text('id').primaryKey(),
    planId: text('plan_id').notNull(),
    userId: text('user_id').notNull(),
    cycle: integer('cycle').notNull(),
    /** the Indian calendar date of the cycle */
    cycleDate: text('cycle_date').notNull(),
    /** our id of the debit at the gateway (notify, execute, status), <= 34 chars */
    merchantTransactionId: text('merchant_transaction_id').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    state: text('state', { enum: DEBIT_STATES }).notNull(),
    notificationId: text('notification_id'),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** the debit may run from this moment (24 h notice, the cycle date, non-peak) ... */
    executableFrom: timestamp('executable_from', { withTimezone: true }),
    /** ... until this one (the next cycle, or the gateway's notification validity) */
    executableUntil: timestamp('executable_until', { withTimezone: true }),
    executedAt: timestamp('executed_at', { withTimezone: true }),
    /** the order (kind SubscriptionTransactions) created when the debit was executed */
    orderId: text('order_id'),
    utr: text('utr'),
    gatewayCode: text('gateway_code'),
    failureReason: text('failure_reason'),
    /** a NOT_CHARGED debit is asked about on the late-check schedule until then */
    lateCheckUntil: timestamp('late_check_until', { withTimezone: true }),
    /** gateway calls that failed to get an answer, for the back-off */
    attempts: integer('attempts').notNull().default(0),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('plan_debits_plan_cycle_key').on(t.planId, t.cycle),
    uniqueIndex('plan_debits_mtid_key').on(t.merchantTransactionId),
    index('plan_debits_user_open_idx')
      .on(t.userId)
      .where(sql`state in ('NOTIFYING', 'NOTIFIED')`),
    index('plan_debits_due_idx')
      .on(t.nextRunAt)
      .where(sql`next_run_at is not null`),
  ],
);
