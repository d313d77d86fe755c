import { z } from 'zod';
import { SETUP_MODES } from '../rules/autopay-setup';
import { DEBIT_VIEW_STATES } from '../rules/autopay-control';
import { PLAN_FREQUENCIES } from '../rules/autopay';
import { defineEndpoint } from './contract';
import { MESSAGES, ZId, oneLine } from './fields';

/** A UPI ID (VPA): handle@provider, as NPCI allows them. Checked in the browser and on the server. */
export const UPI_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9]{1,63}$/;
export const UPI_ID_MESSAGE = MESSAGES.upiInvalid;
export const ZUpiId = z
  .string({ error: MESSAGES.upiRequired })
  .trim()
  .min(1, MESSAGES.upiRequired)
  .regex(UPI_ID_PATTERN, UPI_ID_MESSAGE);

const ZKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid request key');
const ZPlanParams = z.object({ insertId: ZId }).strict();

/** Step 1: only the frequency and a preset amount (spec 3: Subscription create request). */
export const ZCreatePlanRequest = z
  .object({
    frequency: z.enum(PLAN_FREQUENCIES),
    amountPaise: z.number().int().positive(),
    idempotencyKey: ZKey,
  })
  .strict();
export type CreatePlanRequest = z.infer<typeof ZCreatePlanRequest>;

export const ZCreatePlanResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  insert_id: z.string(),
  subscriptionId: z.string(),
});
export type CreatePlanResponse = z.infer<typeof ZCreatePlanResponse>;

export const ZVerifyUpiResponse = z.object({
  status: z.literal('success'),
  /** the step the page leads to (spec 8: 'UPI Verified! Proceed to: {next_step}') */
  next_step: z.string(),
  /** the account holder's name the gateway knows for the UPI ID */
  name: z.string().nullable(),
});

/**
 * How the saver approves (shared/rules/autopay-setup.ts): COLLECT, a request to the UPI ID;
 * INTENT, a link that opens a UPI app on this phone; QR, the same link as a QR code on a desktop.
 */
export const AUTH_METHODS = SETUP_MODES;
export const ZAuthorizeRequest = z.discriminatedUnion('method', [
  z.object({ method: z.literal('COLLECT'), upi: ZUpiId }).strict(),
  z.object({ method: z.literal('INTENT') }).strict(),
  z.object({ method: z.literal('QR') }).strict(),
]);
export type AuthorizeRequest = z.infer<typeof ZAuthorizeRequest>;

export const ZAuthorizeResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  /** our id of the authorisation request (spec 3: transactionId) */
  transactionId: z.string(),
  /** where the user approves: a UPI link or QR payload, or the gateway's page */
  approveUrl: z.string().nullable(),
});

export const MANDATE_STATUSES = ['SUCCESS', 'FAILED', 'PENDING'] as const;
export const ZMandateStatus = z.object({
  insertId: z.string(),
  transactionId: z.string().nullable(),
  status: z.enum(MANDATE_STATUSES),
  planState: z.string(),
  reason: z.string().nullable(),
  /** the UPI ID verified at step 2 (or the one the collect request went to) */
  vpa: z.string().nullable(),
  /** how the approval was asked for (step 3): the page says what to do in a UPI app for each */
  setupMode: z.enum(SETUP_MODES).nullable(),
});
export type MandateStatus = z.infer<typeof ZMandateStatus>;

export const ZPlanDebit = z.object({
  cycle: z.number().int(),
  date: z.string(),
  state: z.string(),
  amountPaise: z.number().int(),
  goldE8: z.number().int(),
  merchantTransactionId: z.string(),
  reason: z.string().nullable(),
});

export const ZPlan = z.object({
  insertId: z.string(),
  frequency: z.enum(PLAN_FREQUENCIES),
  planId: z.string(),
  amountPaise: z.number().int(),
  state: z.string(),
  stateReason: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  vpa: z.string().nullable(),
  createdAt: z.string(),
  activatedAt: z.string().nullable(),
  /** Indian calendar date (YYYY-MM-DD) of the next debit, when one is coming */
  nextDebitDate: z.string().nullable(),
  /** the next debit has been notified and can still be skipped */
  nextDebitSkippable: z.boolean(),
  debitsMade: z.number().int(),
  goldE8Saved: z.number().int(),
  /** a cancelled plan's paid term ends at this moment */
  activeUntil: z.string().nullable(),
  canCancel: z.boolean(),
  canResume: z.boolean(),
  /** steps 2 and 3 can still be completed */
  awaitingMandate: z.boolean(),
  /** paused by the saver: no debit dated before this Indian calendar date (YYYY-MM-DD) */
  pausedUntil: z.string().nullable(),
  /** the saver's maximum per debit; the debit job never asks for more */
  maxDebitPaise: z.number().int().nullable(),
  /** the saver can pause it until a date now */
  canPause: z.boolean(),
  /** over for good (cancelled, revoked, failed, expired, never approved): nothing can change it */
  ended: z.boolean(),
});
export type Plan = z.infer<typeof ZPlan>;

/**
 * Why a debit took no money, as the server stores it (subscriptions/states.ts: DebitSkipReason);
 * the pages word it.
 */
export const DEBIT_REASONS = [
  'VAULT_LIMIT',
  'SKIPPED_BY_USER',
  'PLAN_STOPPED',
  'NOTIFY_FAILED',
  'WINDOW_PASSED',
  'NOT_EXECUTED',
  'PAUSED_BY_USER',
  'OVER_MAXIMUM',
] as const;
export type DebitReason = (typeof DEBIT_REASONS)[number];

/** One of a plan's recent or coming debits, as the saver sees it (server-computed). */
export const ZUpcomingDebit = z.object({
  cycle: z.number().int(),
  /** the Indian calendar date of the cycle (YYYY-MM-DD) */
  date: z.string(),
  amountPaise: z.number().int(),
  state: z.enum(DEBIT_VIEW_STATES),
  /** still not sent to the bank: "skip this one" works */
  skippable: z.boolean(),
  reason: z.enum(DEBIT_REASONS).nullable(),
});
export type UpcomingDebit = z.infer<typeof ZUpcomingDebit>;

export const ZUpcomingResponse = z.object({
  /** the latest stored debits, then the coming cycles, in date order */
  debits: z.array(ZUpcomingDebit),
});
export type UpcomingResponse = z.infer<typeof ZUpcomingResponse>;

/** The saver's "pause until": an Indian calendar date after today, YYYY-MM-DD. */
export const ZPauseRequest = z
  .object({
    until: z
      .string({ error: 'Please choose a date.' })
      .trim()
      .refine(...oneLine),
  })
  .strict();
/** The saver's maximum per debit in paise; null removes it. */
export const ZMaximumRequest = z
  .object({
    maxDebitPaise: z
      .number({ error: 'Please enter the maximum as an amount in rupees.' })
      .int('Please enter the maximum as an amount in rupees.')
      .nullable(),
  })
  .strict();

const ZOk = z.object({ status: z.literal('success'), message: z.string() });

export const plansApi = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/plans',
    body: ZCreatePlanRequest,
    response: ZCreatePlanResponse,
    status: 201,
    summary: 'Step 1: create a daily, weekly or monthly plan from a preset amount',
    tags: ['plans'],
  }),
  verifyUpi: defineEndpoint({
    method: 'POST',
    path: '/api/plans/:insertId/verify-upi',
    params: ZPlanParams,
    body: z.object({ upi: ZUpiId }).strict(),
    response: ZVerifyUpiResponse,
    summary: "Step 2: check the UPI ID at the gateway and keep it for the plan's mandate",
    tags: ['plans'],
  }),
  authorize: defineEndpoint({
    method: 'POST',
    path: '/api/plans/:insertId/authorize',
    params: ZPlanParams,
    body: ZAuthorizeRequest,
    response: ZAuthorizeResponse,
    summary: 'Step 3: send the UPI Autopay mandate request (collect to a UPI ID, or a QR / intent)',
    tags: ['plans'],
  }),
  mandateStatus: defineEndpoint({
    method: 'GET',
    path: '/api/plans/:insertId/mandate-status',
    params: ZPlanParams,
    response: ZMandateStatus,
    summary: "The mandate's authorisation: Successful, Failed or Pending (asks the gateway)",
    tags: ['plans'],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/plans/:insertId',
    params: ZPlanParams,
    response: z.object({ plan: ZPlan, debits: z.array(ZPlanDebit) }),
    summary: 'One plan of the signed-in user with its debits',
    tags: ['plans'],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/plans',
    response: z.object({ plans: z.array(ZPlan) }),
    summary: "The signed-in user's plans",
    tags: ['plans'],
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/plans/:insertId/cancel',
    params: ZPlanParams,
    response: ZOk,
    summary: 'Cancel a plan: no further debits after the paid term; the mandate is revoked',
    tags: ['plans'],
  }),
  skipNext: defineEndpoint({
    method: 'POST',
    path: '/api/plans/:insertId/skip-next',
    params: ZPlanParams,
    response: ZOk,
    summary: 'Skip the next notified debit (not charged)',
    tags: ['plans'],
  }),
  resume: defineEndpoint({
    method: 'POST',
    path: '/api/plans/:insertId/resume',
    params: ZPlanParams,
    response: ZOk,
    summary: 'Resume a plan paused by the saver or after failed debits',
    tags: ['plans'],
  }),
  upcoming: defineEndpoint({
    method: 'GET',
    path: '/api/plans/:insertId/upcoming',
    params: ZPlanParams,
    response: ZUpcomingResponse,
    summary: "The plan's latest and next debits with their states and whether each can be skipped",
    tags: ['plans'],
  }),
  skipCycle: defineEndpoint({
    method: 'POST',
    path: '/api/plans/:insertId/debits/:cycle/skip',
    params: z.object({ insertId: ZId, cycle: z.coerce.number().int().positive() }).strict(),
    response: ZOk,
    summary: 'Skip one coming debit (only before it is sent to the bank): it is not charged',
    tags: ['plans'],
  }),
  pause: defineEndpoint({
    method: 'POST',
    path: '/api/plans/:insertId/pause',
    params: ZPlanParams,
    body: ZPauseRequest,
    response: ZOk,
    summary: 'Pause a plan until a date: no debit dated before it, then it runs again by itself',
    tags: ['plans'],
  }),
  maximum: defineEndpoint({
    method: 'POST',
    path: '/api/plans/:insertId/maximum',
    params: ZPlanParams,
    body: ZMaximumRequest,
    response: ZOk,
    summary: 'Set (or remove) the maximum per debit; it may not be below the plan amount',
    tags: ['plans'],
  }),
};

/** The states of a plan (the server's subscriptions/states.ts moves them; the console filters by them). */
export const PLAN_STATES = [
  /** stored, mandate created at the gateway; the user has not sent the authorisation yet */
  'CREATED',
  /** the authorisation request went to the user's UPI app */
  'AUTH_PENDING',
  /** the mandate is approved: the job notifies and debits each cycle */
  'ACTIVE',
  /** paused by the user in the UPI app; debits resume when the mandate is active again */
  'PAUSED',
  /** three debits in a row failed: no further debits until the user resumes the plan */
  'HALTED',
  /** paused by the saver until a date (pausedUntil): it resumes by itself then, or when resumed */
  'SAVER_PAUSED',
  /**
   * paused by the app: the next debit would take the saver's gold past the vault limit; it
   * resumes by itself once the vault has room (decisions.md: Vault limit)
   */
  'VAULT_FULL',
  /** cancelled by the user (or at the gateway): no further debits after the paid term */
  'CANCELLED',
  /** revoked by the user in the UPI app */
  'REVOKED',
  /** the user declined the mandate */
  'FAILED',
  /** the mandate was not approved in time, or its term is over */
  'EXPIRED',
  /** set up but never approved within a day: closed, kept in the history as not started */
  'NOT_STARTED',
] as const;
export type ConsolePlanState = (typeof PLAN_STATES)[number];

/** Where the plan's UPI Autopay mandate stands, as the console words it. */
export const MANDATE_VIEWS = [
  'AWAITING_APPROVAL',
  'APPROVED',
  'PAUSED_IN_UPI_APP',
  'REVOKED',
  'CANCELLED',
  'CANCEL_PENDING',
  'DECLINED',
  'EXPIRED',
] as const;

/** The debits the console lists: the ones that took no money. */
export const CONSOLE_DEBIT_STATES = ['FAILED', 'SKIPPED', 'MISSED', 'NOT_CHARGED'] as const;

export const ZConsolePlan = z.object({
  insertId: z.string(),
  userId: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  frequency: z.enum(PLAN_FREQUENCIES),
  amountPaise: z.number().int(),
  state: z.enum(PLAN_STATES),
  stateReason: z.string().nullable(),
  mandate: z.enum(MANDATE_VIEWS),
  vpa: z.string().nullable(),
  /** Indian calendar date of the next debit, when one is coming */
  nextDebitDate: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  debitsMade: z.number().int(),
  goldE8Saved: z.number().int(),
  createdAt: z.string(),
});
export type ConsolePlan = z.infer<typeof ZConsolePlan>;

export const ZConsoleDebit = z.object({
  id: z.string(),
  insertId: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  cycle: z.number().int(),
  /** the Indian calendar date of the cycle */
  date: z.string(),
  amountPaise: z.number().int(),
  state: z.enum(CONSOLE_DEBIT_STATES),
  /** why: a skip code (VAULT_LIMIT, SKIPPED_BY_USER...) or the gateway's failure code */
  reason: z.string().nullable(),
  gatewayCode: z.string().nullable(),
  updatedAt: z.string(),
});
export type ConsoleDebit = z.infer<typeof ZConsoleDebit>;

const ZConsolePage = z.coerce.number().int().min(1).max(10_000).default(1);

export const plansAdminApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/plans',
    query: z.object({ state: z.enum(PLAN_STATES).optional(), page: ZConsolePage }).strict(),
    response: z.object({
      items: z.array(ZConsolePlan),
      total: z.number().int(),
      /** how many plans are in each state (the filter's numbers) */
      counts: z.record(z.string(), z.number().int()),
    }),
    summary: 'Operator: Autopay plans by state, newest first, with their mandate and next debit',
    tags: ['admin'],
  }),
  debits: defineEndpoint({
    method: 'GET',
    path: '/api/admin/plans/debits',
    query: z
      .object({ state: z.enum(CONSOLE_DEBIT_STATES).optional(), page: ZConsolePage })
      .strict(),
    response: z.object({ items: z.array(ZConsoleDebit), total: z.number().int() }),
    summary: 'Operator: failed, skipped and missed Autopay debits with their reasons, newest first',
    tags: ['admin'],
  }),
};
