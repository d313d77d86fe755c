import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const PAYMENT_STATES = ['PENDING', 'SUCCESS', 'FAILED', 'EXPIRED'] as const;

/**
 * One row per payment attempt at the gateway. The state moves only PENDING -> SUCCESS | FAILED |
 * EXPIRED, by a conditional update in the same transaction as the purpose's handler, so a payment
 * is settled (and credited) exactly once however many callbacks, returns and checks arrive.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    /** our id at the gateway: a prefix (MTID, MUID...), a timestamp and a random suffix, <= 34 chars */
    merchantTransactionId: text('merchant_transaction_id').notNull(),
    gateway: text('gateway').notNull(),
    /** what the money is for; a registered purpose settles it (digital_gold, store_order...) */
    purpose: text('purpose').notNull(),
    /** the id of the order (or plan debit) this payment pays for, in the purpose's module */
    referenceId: text('reference_id').notNull(),
    userId: text('user_id').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    state: text('state', { enum: PAYMENT_STATES }).notNull().default('PENDING'),
    /** our page the browser lands on after the pay page (path and query only) */
    returnPath: text('return_path').notNull(),
    payPageUrl: text('pay_page_url'),
    gatewayTransactionId: text('gateway_transaction_id'),
    utr: text('utr'),
    /** the gateway's latest code (PAYMENT_SUCCESS, PAYMENT_PENDING, ...) and finer response code */
    gatewayCode: text('gateway_code'),
    gatewayResponseCode: text('gateway_response_code'),
    /** why a payment failed or expired: DECLINED, GATEWAY_ERROR, AMOUNT_MISMATCH, EXPIRED... */
    failureReason: text('failure_reason'),
    /** status checks made so far */
    checks: integer('checks').notNull().default(0),
    /** when reconciliation asks the gateway next; null once final */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** still pending at the gateway after this: EXPIRED */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /**
     * The gateway reported this payment paid after we had closed it FAILED or EXPIRED (a late
     * success): CREDITED (the purpose credited it after all; state is then SUCCESS) or REFUND (a
     * refund was requested, see refunds). Null for every other payment; the operator lists these.
     */
    lateOutcome: text('late_outcome', { enum: ['CREDITED', 'REFUND'] }),
    lateAt: timestamp('late_at', { withTimezone: true }),
    /** an EXPIRED payment is asked about again, slowly, until then (a bank can still complete it) */
    lateCheckUntil: timestamp('late_check_until', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_merchant_transaction_id_key').on(t.merchantTransactionId),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_reference_idx').on(t.purpose, t.referenceId),
    index('payments_due_idx')
      .on(t.nextCheckAt)
      .where(sql`state = 'PENDING'`),
    index('payments_late_due_idx')
      .on(t.nextCheckAt)
      .where(sql`state in ('FAILED', 'EXPIRED') and late_outcome is null`),
    index('payments_late_idx')
      .on(t.lateAt)
      .where(sql`late_outcome is not null`),
    check('payments_amount_check', sql`${t.amountPaise} >= 100`),
    check('payments_state_check', sql`${t.state} in ('PENDING', 'SUCCESS', 'FAILED', 'EXPIRED')`),
  ],
);

/**
 * Every request to and answer from a gateway, and every callback received, with secrets masked
 * (X-VERIFY keeps only its salt index; the salt key is never sent). Lets an operator answer
 * "money debited but gold not credited" from the record alone.
 */
export const gatewayLog = pgTable(
  'gateway_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    gateway: text('gateway').notNull(),
    /** out: we called the gateway; in: the gateway called us (callback) */
    direction: text('direction', { enum: ['out', 'in'] }).notNull(),
    operation: text('operation').notNull(),
    /** the id the exchange is about: a merchantTransactionId, subscription or auth request id */
    reference: text('reference'),
    paymentId: text('payment_id'),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHeaders: jsonb('request_headers').$type<Record<string, string>>(),
    /** decoded request payload */
    request: jsonb('request').$type<unknown>(),
    httpStatus: integer('http_status'),
    /** decoded answer */
    response: jsonb('response').$type<unknown>(),
    code: text('code'),
    error: text('error'),
    durationMs: integer('duration_ms'),
  },
  (t) => [
    index('gateway_log_reference_idx').on(t.reference),
    index('gateway_log_payment_idx').on(t.paymentId),
    index('gateway_log_created_idx').on(t.createdAt),
  ],
);

export const REFUND_STATES = ['PENDING', 'SUCCESS', 'FAILED'] as const;

/**
 * One row per refund asked of the gateway. The refund's id at the gateway never changes, so a
 * retried request (after a timeout, a crash) is the same refund, never a second one. PENDING until
 * the gateway's refund status says SUCCESS or FAILED; at most one PENDING or SUCCESS refund per
 * payment.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id').notNull(),
    /** our id of the refund at the gateway (prefix REF), <= 34 chars */
    merchantRefundId: text('merchant_refund_id').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** why: LATE_SUCCESS, AMOUNT_MISMATCH, OPERATOR... */
    reason: text('reason').notNull(),
    state: text('state', { enum: REFUND_STATES }).notNull().default('PENDING'),
    /** the gateway has been asked at least once (it may have the refund even without an answer) */
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    gatewayCode: text('gateway_code'),
    gatewayTransactionId: text('gateway_transaction_id'),
    checks: integer('checks').notNull().default(0),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_merchant_refund_id_key').on(t.merchantRefundId),
    uniqueIndex('refunds_one_live_per_payment')
      .on(t.paymentId)
      .where(sql`state in ('PENDING', 'SUCCESS')`),
    index('refunds_due_idx')
      .on(t.nextCheckAt)
      .where(sql`state = 'PENDING'`),
    check('refunds_amount_check', sql`${t.amountPaise} >= 100`),
  ],
);
