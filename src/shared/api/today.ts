import { z } from 'zod';
import { defineEndpoint } from './contract';
import { ZReserveStatus } from './reserve';

/** One unit of the ledger: what customers hold against what the operator's accounts carry. */
export const ZReconciledUnit = z.object({
  unit: z.enum(['INR', 'ANTS', 'GOLD']),
  /** the customers' stored balances together (paise, centi-Ants or goldE8) */
  customers: z.number().int(),
  /** the operator's accounts together: the other side, so customers + operator is zero */
  operator: z.number().int(),
  /** customers + operator: zero on a sound ledger */
  difference: z.number().int(),
});

/** What one reconciliation found: all lists empty and every difference zero when `ok`. */
export const ZReconciliationDetails = z.object({
  /** user accounts whose stored balance differs from the sum of their postings (at most 50) */
  balanceMismatches: z.array(
    z.object({ account: z.string(), stored: z.number().int(), summed: z.number().int() }),
  ),
  /** how many accounts differ in all (the list above may be cut short) */
  balanceMismatchCount: z.number().int(),
  /** postings whose entries do not sum to zero, and postings without entries (ids, at most 50) */
  unbalancedPostings: z.array(z.number().int()),
  emptyPostings: z.array(z.number().int()),
  units: z.array(ZReconciledUnit),
});
export type ReconciliationDetails = z.infer<typeof ZReconciliationDetails>;

export const ZReconciliationRun = z.object({
  id: z.number().int(),
  ranAt: z.string(),
  ok: z.boolean(),
  /** `job` for the daily run, the operator's email for a run from the console */
  ranBy: z.string(),
  details: ZReconciliationDetails,
});
export type ReconciliationRun = z.infer<typeof ZReconciliationRun>;

/** The console's home: today's counters (India's calendar day) and the last reconciliation. */
export const ZToday = z.object({
  /** the Indian calendar day the "today" counters cover, YYYY-MM-DD */
  day: z.string(),
  /** invoices issued today and their value with GST (paise) */
  invoicesToday: z.number().int(),
  salesPaise: z.number().int(),
  /** digital gold sold into vaults today (quick buys and Autopay debits), goldE8 */
  goldSoldE8: z.number().int(),
  /** digital gold customers hold now: the other side of the operator's gold accounts, goldE8 */
  goldHeldE8: z.number().int(),
  /** direct payments whose UTR waits for a check */
  utrToVerify: z.number().int(),
  /** of those, the ones waiting longer than the buyer was promised (DIRECT_PAY_VERIFY_HOURS) */
  utrOverdue: z.number().int(),
  /** when the longest-waiting UTR was submitted; null when none waits */
  utrOldestAt: z.string().nullable(),
  /** the hours a UTR is verified within, as the buyer is told */
  utrVerifyHours: z.number().int(),
  /** paid store orders not yet moved on */
  ordersToShip: z.number().int(),
  /** Autopay plans paused after debits failed in a row */
  haltedPlans: z.number().int(),
  /** Autopay debits that failed today */
  failedDebitsToday: z.number().int(),
  /** contact messages nobody has dealt with yet */
  messagesWaiting: z.number().int(),
  /** the newest reconciliation run; null before the first */
  reconciliation: ZReconciliationRun.nullable(),
  /** whether purchases are stopped by the reserve, and the newest snapshot's coverage */
  reserve: ZReserveStatus.extend({
    coverageBp: z.number().int().nullable(),
    covered: z.boolean().nullable(),
    takenAt: z.string().nullable(),
  }),
});
export type Today = z.infer<typeof ZToday>;

export const todayApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/admin/today',
    response: ZToday,
    summary: "Operator: today's sales and gold, the work waiting, and the last reconciliation",
    tags: ['admin'],
  }),
  reconcile: defineEndpoint({
    method: 'POST',
    path: '/api/admin/reconciliation/run',
    body: z.object({}).strict(),
    response: ZReconciliationRun,
    summary:
      'Operator: checks the ledger now (balances against postings, customers against the operator)',
    tags: ['admin'],
  }),
};
