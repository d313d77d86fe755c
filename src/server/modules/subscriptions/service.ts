import type { FastifyBaseLogger } from 'fastify';
import type { PublicUser } from '../../../shared/api/auth';
import type { HistoryItem } from '../../../shared/api/orders';
import type { AuthorizeRequest, MandateStatus, Plan } from '../../../shared/api/plans';
import { formatDate, formatGrams, formatRupees } from '../../../shared/money/format';
import {
  PLAN_ID_OF,
  cycleWindow,
  firstDebitableCycle,
  firstExecutionAt,
  isNonPeak,
  istDateOf,
  nextNonPeak,
  type PlanFrequency,
} from '../../../shared/rules/autopay';
import { quoteDigitalGold } from '../../../shared/rules/digital-gold';
import { fitsInVault } from '../../../shared/rules/vault';
import { paths } from '../../../shared/routes';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import { findBuyerOf } from '../accounts/service';
import { postGoldPurchase } from '../digital-gold/service';
import { runQueue, type LeaseQueue } from '../jobs/service';
import { MAIL_JOB, enqueueMail, renderMail } from '../mail/service';
import {
  createDigitalGoldOrder,
  findOrderById,
  lockOrder,
  markFailed,
  markPaid,
  pendingDigitalGold,
} from '../orders/service';
import {
  GatewayError,
  callbackUrl,
  type GatewayCallback,
  type MandateState,
  merchantUserIdOf,
  newMerchantTransactionId,
  onMandateCallback,
  paymentGateway,
} from '../payments/service';
import { getCurrentPrice, type GoldPrice } from '../prices/service';
import { getVaultState, lockVault, vaultLimitE8 } from '../wallet/service';
import { nextDebitDateOf } from './console';
import { planMessages } from './messages';
import * as repo from './repo';
import { planDebits, plans } from './tables';
import {
  debitMayMove,
  eventOfMandate,
  isFinalPlanState,
  planNext,
  type DebitSkipReason,
  type DebitState,
  type PlanEvent,
  type PlanState,
} from './states';

const msg = planMessages.en;
const mailText = msg.mail;

export const PLAN_DEBIT_JOB = 'plan-debits';
/** A mandate that renews until cancelled: ten years of cycles (PhonePe needs a count). */
const RECURRING_COUNT: Record<PlanFrequency, number> = {
  DAILY: 3650,
  WEEKLY: 520,
  MONTHLY: 120,
};
const FREQ_WORD: Record<PlanFrequency, string> = {
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
};
/** while the user has not approved the mandate, the job asks the gateway this often */
const AUTH_POLL_MS = 60_000;
/** the job stops asking about an unapproved mandate after this (the gateway expires it sooner) */
const AUTH_POLL_FOR_MS = 24 * 3_600_000;
const LEASE_MS = 120_000;
const FIRST_CHECK_MS = 60_000;
const MAX_BACKOFF_MS = 3_600_000;

/** each app instance's logger (tests run several apps in one process) */
const logs = new WeakMap<AppDeps, FastifyBaseLogger>();
const logOf = (deps: AppDeps) => logs.get(deps);

export type PlanRow = repo.PlanRow;
export type DebitRow = repo.DebitRow;

const backoff = (attempts: number) =>
  Math.min(MAX_BACKOFF_MS, 30_000 * 2 ** Math.min(attempts, 12));

const ratioOf = (deps: AppDeps) => ({
  goldRatioNum: deps.config.GOLD_RATIO_NUM,
  goldRatioDen: deps.config.GOLD_RATIO_DEN,
  gstBp: deps.config.GST_BP,
});

const presetsText = (presets: readonly number[]) =>
  presets.map((p) => formatRupees(p, { decimals: p % 100 ? 2 : 0 })).join(', ');

// ------------------------------------------------------------------ reading plans

/** The operator console's reads (read-only: the console has no plan action). */
export { listDebitsForOperator, listPlansForOperator, planCounters } from './console';

async function ownPlan(deps: AppDeps, userId: string, insertId: string) {
  const plan = await repo.findPlan(deps.db, insertId);
  // another user's plan is not found, exactly like a plan that does not exist
  if (!plan || plan.userId !== userId) throw new AppError('NOT_FOUND', msg.notFound);
  return plan;
}

async function toPlan(deps: AppDeps, plan: PlanRow): Promise<Plan> {
  const open = await repo.openDebitsOf(deps.db, plan.id);
  return {
    insertId: plan.id,
    frequency: plan.frequency,
    planId: PLAN_ID_OF[plan.frequency],
    amountPaise: plan.amountPaise,
    state: plan.state,
    stateReason: plan.stateReason,
    subscriptionId: plan.subscriptionId,
    vpa: plan.vpa,
    createdAt: plan.createdAt.toISOString(),
    activatedAt: plan.activatedAt?.toISOString() ?? null,
    nextDebitDate: nextDebitDateOf(plan, open),
    nextDebitSkippable: open.some((d) => d.state === 'NOTIFYING' || d.state === 'NOTIFIED'),
    debitsMade: plan.debitsMade,
    goldE8Saved: plan.goldE8Saved,
    activeUntil: plan.activeUntil?.toISOString() ?? null,
    canCancel: planNext(plan.state, 'USER_CANCEL') !== undefined,
    canResume: planNext(plan.state, 'USER_RESUME') !== undefined,
    awaitingMandate: plan.state === 'CREATED' || plan.state === 'AUTH_PENDING',
  };
}

export async function listPlans(deps: AppDeps, userId: string) {
  const rows = await repo.listPlans(deps.db, userId);
  return Promise.all(rows.map((p) => toPlan(deps, p)));
}

export async function getPlan(deps: AppDeps, userId: string, insertId: string) {
  const plan = await ownPlan(deps, userId, insertId);
  const debits = await repo.listDebits(deps.db, plan.id);
  const gold = new Map<string, number>();
  for (const d of debits) {
    if (d.state !== 'SUCCESS' || !d.orderId) continue;
    gold.set(d.id, (await findOrderById(deps.db, d.orderId))?.goldE8 ?? 0);
  }
  return {
    plan: await toPlan(deps, plan),
    debits: debits.map((d) => ({
      cycle: d.cycle,
      date: d.cycleDate,
      state: d.state,
      amountPaise: d.amountPaise,
      goldE8: gold.get(d.id) ?? 0,
      merchantTransactionId: d.merchantTransactionId,
      reason: d.failureReason,
    })),
  };
}

/** Payment history rows of the Subscription chip: one per plan. */
export async function planHistory(
  deps: AppDeps,
  userId: string,
  page: number,
  pageSize: number,
): Promise<{ items: HistoryItem[]; total: number }> {
  const [rows, total] = await Promise.all([
    repo.pagePlans(deps.db, userId, pageSize, (page - 1) * pageSize),
    repo.countPlans(deps.db, userId),
  ]);
  return {
    total,
    items: rows.map((p) => ({
      id: p.id,
      shortName: 'BAT_Subscription',
      type: 'Subscription' as const,
      amountPaise: p.amountPaise,
      antsCenti: 0,
      createdAt: p.createdAt.toISOString(),
      status: p.state,
      deliveryStatus: null,
      orderlist: `${FREQ_WORD[p.frequency]} gold plan, ${formatRupees(p.amountPaise, { decimals: 0 })} a ${p.frequency === 'DAILY' ? 'day' : p.frequency === 'WEEKLY' ? 'week' : 'month'}`,
      goldE8: p.goldE8Saved,
      planType: FREQ_WORD[p.frequency],
      subscriptionId: p.subscriptionId ?? p.merchantSubscriptionId,
      merchantTransactionId: null,
      invoiceTransactionId: null,
    })),
  };
}

// ------------------------------------------------------------------ mails

async function mailUser(
  deps: AppDeps,
  tx: Tx,
  userId: string,
  m: { kind: string; subject: string; intro: string[]; action: { label: string; path: string } },
) {
  const buyer = await findBuyerOf(tx, userId);
  if (!buyer) return;
  const c = deps.config;
  const body = renderMail({
    brand: c.OPERATOR_BRAND,
    footer: mailText.footer(c.OPERATOR_NAME, c.OPERATOR_ADDRESS, c.OPERATOR_GSTIN),
    greeting: mailText.greeting(buyer.firstName),
    intro: m.intro,
    action: { label: m.action.label, url: `${c.publicUrl}${m.action.path}` },
    outro: [mailText.outro],
    signOff: mailText.signOff(c.OPERATOR_BRAND),
  });
  await enqueueMail(tx, deps.clock.now(), {
    kind: m.kind,
    to: buyer.email,
    subject: m.subject,
    ...body,
  });
}

const planName = (p: Pick<PlanRow, 'frequency' | 'amountPaise'>) =>
  mailText.planName(FREQ_WORD[p.frequency].toLowerCase(), formatRupees(p.amountPaise));

// ------------------------------------------------------------------ plan states

const REASON_OF: Partial<Record<PlanEvent, string>> = {
  MANDATE_PAUSED: msg.reasonUpiPaused,
  MANDATE_REVOKED: msg.reasonRevoked,
  AUTH_FAILED: msg.reasonDeclined,
  MANDATE_CANCELLED: msg.reasonCancelledAtGateway,
  FAILURE_LIMIT: msg.reasonFailures,
  USER_CANCEL: msg.reasonCancelled,
};

/**
 * Moves a plan on an event, inside a transaction, by the transitions of states.ts; returns the
 * plan as stored afterwards, and whether it moved.
 */
async function applyPlanEvent(
  deps: AppDeps,
  tx: Tx,
  planId: string,
  event: PlanEvent,
): Promise<{ plan: PlanRow | undefined; moved: boolean }> {
  const plan = await repo.lockPlan(tx, planId);
  if (!plan) return { plan, moved: false };
  const to = planNext(plan.state, event);
  if (!to || (to === plan.state && event !== 'AUTH_REQUESTED')) return { plan, moved: false };
  const now = deps.clock.now();
  const set: Partial<repo.PlanInsert> = { state: to, updatedAt: now };
  if (event === 'MANDATE_EXPIRED') {
    set.stateReason = plan.activatedAt ? msg.reasonMandateOver : msg.reasonExpired;
  } else {
    set.stateReason = REASON_OF[event] ?? null;
  }
  if (to === 'ACTIVE') {
    // first approval: cycles count from today's date in India; a resumed plan goes on from there
    if (!plan.anchorDate) {
      set.activatedAt = now;
      set.anchorDate = istDateOf(now);
      set.nextCycle = 1;
    }
    if (event === 'USER_RESUME') set.consecutiveFailures = 0;
    set.nextRunAt = now;
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
    // nothing more is charged: debits not yet sent to the bank are dropped (PROCESSING ones settle)
    for (const d of await repo.openDebitsOf(tx, plan.id)) {
      if (d.state === 'NOTIFYING' || d.state === 'NOTIFIED')
        await closeDebit(tx, d, 'SKIPPED', 'PLAN_STOPPED', now);
    }
  }
  await mailPlanChange(deps, tx, updated, event);
  return { plan: updated, moved: true };
}

/** The end of the last cycle already paid for (or now): a cancellation takes effect then. */
async function paidTermEnd(tx: Tx, plan: PlanRow, now: Date) {
  if (!plan.anchorDate) return now;
  const last = (await repo.lastDebitsOf(tx, plan.id, 5)).find(
    (d) => d.state === 'SUCCESS' || d.state === 'PROCESSING',
  );
  if (!last) return now;
  const end = cycleWindow(plan.frequency, plan.anchorDate, last.cycle).end;
  return end.getTime() > now.getTime() ? end : now;
}

async function mailPlanChange(deps: AppDeps, tx: Tx, plan: PlanRow, event: PlanEvent) {
  const name = planName(plan);
  const dash = { label: mailText.openPlans, path: paths.dashboard.href() };
  switch (event) {
    case 'MANDATE_ACTIVE':
      if (plan.state === 'ACTIVE' && plan.debitsMade === 0 && plan.nextCycle === 1) {
        const first = cycleWindow(plan.frequency, plan.anchorDate!, 1).date;
        return mailUser(deps, tx, plan.userId, {
          kind: 'plan-active',
          subject: mailText.activeSubject(FREQ_WORD[plan.frequency].toLowerCase()),
          intro: [
            mailText.approved(name),
            mailText.firstDebit(formatDate(new Date(`${first}T00:00:00+05:30`))),
          ],
          action: dash,
        });
      }
      return;
    case 'FAILURE_LIMIT':
      return mailUser(deps, tx, plan.userId, {
        kind: 'plan-paused',
        subject: mailText.pausedSubject,
        intro: [
          mailText.pausedAfterFailures(deps.config.PLAN_FAILURES_TO_PAUSE, name),
          mailText.pausedNext,
        ],
        action: dash,
      });
    case 'USER_CANCEL':
      return mailUser(deps, tx, plan.userId, {
        kind: 'plan-cancelled',
        subject: mailText.cancelledSubject,
        intro: [
          msg.cancelled(formatDate(plan.activeUntil ?? deps.clock.now())),
          mailText.cancelledPlan(name),
        ],
        action: dash,
      });
    case 'MANDATE_REVOKED':
    case 'MANDATE_PAUSED':
      return mailUser(deps, tx, plan.userId, {
        kind: event === 'MANDATE_REVOKED' ? 'plan-revoked' : 'plan-upi-paused',
        subject: event === 'MANDATE_REVOKED' ? mailText.revokedSubject : mailText.pausedSubject,
        intro: [event === 'MANDATE_REVOKED' ? mailText.revoked(name) : mailText.upiPaused(name)],
        action: dash,
      });
    default:
      return;
  }
}

/** What the gateway says of the mandate, applied to the plan. */
async function applyMandateState(deps: AppDeps, planId: string, state: MandateState) {
  const event = eventOfMandate(state);
  if (!event) return;
  await deps.db.transaction((tx) => applyPlanEvent(deps, tx, planId, event));
}

// ------------------------------------------------------------------ steps 1 to 3

/**
 * Step 1: a plan from the frequency and one of its preset amounts; the mandate is created at the
 * gateway. The same click (idempotency key) returns the same plan.
 */
export async function createPlan(
  deps: AppDeps,
  user: PublicUser,
  input: { frequency: PlanFrequency; amountPaise: number; idempotencyKey: string },
) {
  const presets = deps.config.planPresetsPaise[input.frequency];
  if (!presets.includes(input.amountPaise)) {
    throw new AppError('VALIDATION_FAILED', msg.notPreset(presetsText(presets)), {
      fields: { amountPaise: msg.notPreset(presetsText(presets)) },
    });
  }
  const now = deps.clock.now();
  const inserted = await repo.insertPlan(deps.db, {
    id: newId('pln'),
    userId: user.id,
    frequency: input.frequency,
    amountPaise: input.amountPaise,
    state: 'CREATED',
    merchantSubscriptionId: newMerchantTransactionId('MSUB', now),
    idempotencyKey: input.idempotencyKey,
    createdAt: now,
    updatedAt: now,
  });
  if (!inserted) {
    const existing = await repo.findPlanByIdempotencyKey(deps.db, user.id, input.idempotencyKey);
    if (existing?.subscriptionId)
      return { plan: existing, subscriptionId: existing.subscriptionId };
    if (existing && isFinalPlanState(existing.state))
      throw new AppError('PAYMENT_GATEWAY', existing.stateReason ?? msg.gatewayUnavailable);
    throw new AppError('PAYMENT_PENDING', msg.beingCreated);
  }
  try {
    const sub = await paymentGateway(deps).createSubscription(
      mandateTerms(deps, inserted, user.phone),
    );
    const plan = await repo.updatePlan(deps.db, inserted.id, ['CREATED'], {
      subscriptionId: sub.subscriptionId,
      updatedAt: deps.clock.now(),
    });
    return { plan: plan ?? inserted, subscriptionId: sub.subscriptionId };
  } catch (err) {
    await repo.updatePlan(deps.db, inserted.id, ['CREATED'], {
      state: 'FAILED',
      stateReason: msg.gatewayUnavailable,
      updatedAt: deps.clock.now(),
    });
    throw new AppError('PAYMENT_GATEWAY', msg.gatewayUnavailable, { cause: err });
  }
}

/**
 * The mandate's terms, the same at step 1 (createSubscription) and step 3 (setupMandate): a FIXED
 * amount and a PENNY_DROP set-up, so every rupee is a cycle's debit, notified 24 h ahead.
 */
function mandateTerms(
  deps: AppDeps,
  plan: Pick<PlanRow, 'merchantSubscriptionId' | 'userId' | 'frequency' | 'amountPaise'>,
  phone: string | undefined,
) {
  return {
    merchantSubscriptionId: plan.merchantSubscriptionId,
    merchantUserId: merchantUserIdOf(plan.userId),
    name: `${deps.config.OPERATOR_BRAND} ${FREQ_WORD[plan.frequency]} Gold`,
    authWorkflowType: 'PENNY_DROP' as const,
    amountType: 'FIXED' as const,
    amountPaise: plan.amountPaise,
    frequency: plan.frequency,
    recurringCount: RECURRING_COUNT[plan.frequency],
    description: `${FREQ_WORD[plan.frequency]} 24K digital gold savings`,
    mobileNumber: phone && /^\d{10}$/.test(phone) ? phone : undefined,
  };
}

function assertAwaitingMandate(plan: PlanRow) {
  if (!plan.subscriptionId || (plan.state !== 'CREATED' && plan.state !== 'AUTH_PENDING'))
    throw new AppError('CONFLICT', msg.notAwaitingAuth);
}

async function checkVpa(deps: AppDeps, upi: string) {
  let r;
  try {
    r = await paymentGateway(deps).verifyVpa(upi);
  } catch (err) {
    throw new AppError('PAYMENT_GATEWAY', msg.gatewayUnavailable, { cause: err });
  }
  if (!r.valid)
    throw new AppError('VALIDATION_FAILED', msg.upiNotFound, { fields: { upi: msg.upiNotFound } });
  return r;
}

/** Step 2: the UPI ID exists at the gateway; kept on the plan (read by its owner's insert_id only). */
export async function verifyUpi(deps: AppDeps, userId: string, insertId: string, upi: string) {
  const plan = await ownPlan(deps, userId, insertId);
  assertAwaitingMandate(plan);
  const r = await checkVpa(deps, upi);
  await repo.updatePlan(deps.db, plan.id, ['CREATED', 'AUTH_PENDING'], {
    vpa: upi,
    updatedAt: deps.clock.now(),
  });
  return { status: 'success' as const, next_step: 'submit-auth-req', name: r.name ?? null };
}

/**
 * Step 3: the mandate request, as a collect request to the UPI ID or as a QR / intent the user
 * opens. The request id is stored before the gateway is called, so its callback always finds it.
 */
export async function authorizePlan(
  deps: AppDeps,
  userId: string,
  insertId: string,
  input: AuthorizeRequest,
) {
  const plan = await ownPlan(deps, userId, insertId);
  assertAwaitingMandate(plan);
  if (input.method === 'COLLECT' && input.upi !== plan.vpa) await checkVpa(deps, input.upi);
  const authRequestId = newMerchantTransactionId('MAUTH', deps.clock.now());
  await deps.db.transaction(async (tx) => {
    const { moved } = await applyPlanEvent(deps, tx, plan.id, 'AUTH_REQUESTED');
    if (!moved) throw new AppError('CONFLICT', msg.notAwaitingAuth);
    await repo.updatePlan(tx, plan.id, ['AUTH_PENDING'], {
      authRequestId,
      ...(input.method === 'COLLECT' ? { vpa: input.upi } : {}),
    });
  });
  try {
    // one call on every gateway generation: the gateway knows whether the mandate's terms go with
    // the approval (one set-up order) or were registered at step 1
    const buyer = await findBuyerOf(deps.db, userId);
    const r = await paymentGateway(deps).setupMandate({
      ...mandateTerms(deps, plan, buyer?.phone),
      subscriptionId: plan.subscriptionId!,
      authRequestId,
      instrument:
        input.method === 'COLLECT' ? { type: 'UPI_COLLECT', vpa: input.upi } : { type: 'UPI_QR' },
      callbackUrl: callbackUrl(deps),
    });
    return {
      status: 'success' as const,
      message: msg.authSent,
      transactionId: authRequestId,
      approveUrl: r.redirectUrl ?? null,
    };
  } catch (err) {
    if (err instanceof GatewayError && err.kind === 'rejected' && plan.authRequestId) {
      // refused, so nothing was created: the earlier request, which the user may still approve
      // (a gateway may refuse a second one for the same mandate), stays the plan's
      const current = await repo.findPlan(deps.db, plan.id);
      if (current?.authRequestId === authRequestId)
        await repo.updatePlan(deps.db, plan.id, ['AUTH_PENDING'], {
          authRequestId: plan.authRequestId,
          vpa: plan.vpa,
        });
    }
    // a gateway without a UPI ID lookup (PhonePe v2) refuses an unknown one with the request
    if (err instanceof GatewayError && err.code === 'INVALID_VPA')
      throw new AppError('VALIDATION_FAILED', msg.upiNotFound, {
        fields: { upi: msg.upiNotFound },
      });
    throw new AppError('PAYMENT_GATEWAY', msg.gatewayUnavailable, { cause: err });
  }
}

/** Asks the gateway about a pending mandate approval and applies the answer. */
async function checkMandate(deps: AppDeps, plan: PlanRow) {
  const gw = paymentGateway(deps);
  if (plan.authRequestId) {
    const a = await gw.getMandateAuthStatus(plan.authRequestId);
    if (a.state === 'SUCCESS') {
      await deps.db.transaction(async (tx) => {
        const r = await applyPlanEvent(deps, tx, plan.id, 'MANDATE_ACTIVE');
        if (r.moved && a.umn) await repo.updatePlan(tx, plan.id, undefined, { umn: a.umn });
      });
      return;
    }
    if (a.state === 'FAILED') {
      await applyMandateState(
        deps,
        plan.id,
        a.subscriptionState === 'EXPIRED' ? 'EXPIRED' : 'FAILED',
      );
      return;
    }
  }
  // not decided: the mandate itself may have expired unapproved
  const s = await gw.getSubscriptionStatus(plan.merchantSubscriptionId);
  if (s.state !== 'CREATED') await applyMandateState(deps, plan.id, s.state);
}

/** StatusCheck: the mandate's approval, asking the gateway while it is pending. */
export async function mandateStatus(
  deps: AppDeps,
  userId: string,
  insertId: string,
): Promise<MandateStatus> {
  let plan = await ownPlan(deps, userId, insertId);
  if (plan.state === 'AUTH_PENDING') {
    try {
      await checkMandate(deps, plan);
    } catch (err) {
      // the page keeps polling; the job asks again too
      void err;
    }
    plan = (await repo.findPlan(deps.db, plan.id))!;
  }
  const status =
    plan.state === 'CREATED' || plan.state === 'AUTH_PENDING'
      ? 'PENDING'
      : plan.activatedAt
        ? 'SUCCESS'
        : 'FAILED';
  return {
    insertId: plan.id,
    transactionId: plan.authRequestId,
    status,
    planState: plan.state,
    reason: plan.stateReason,
  };
}

// ------------------------------------------------------------------ managing a plan

export async function cancelPlan(deps: AppDeps, userId: string, insertId: string) {
  const plan = await ownPlan(deps, userId, insertId);
  const r = await deps.db.transaction((tx) => applyPlanEvent(deps, tx, plan.id, 'USER_CANCEL'));
  if (!r.moved) throw new AppError('CONFLICT', msg.cannotCancel);
  deps.jobs.kick(MAIL_JOB);
  // the mandate is revoked at the gateway now; if it cannot be reached the job keeps trying
  await cancelMandate(deps, r.plan!).catch(() => undefined);
  return {
    status: 'success' as const,
    message: msg.cancelled(formatDate(r.plan!.activeUntil ?? deps.clock.now())),
  };
}

async function cancelMandate(deps: AppDeps, plan: PlanRow) {
  if (!plan.mandateCancelPending || !plan.subscriptionId) return;
  try {
    await paymentGateway(deps).cancelSubscription({
      merchantUserId: merchantUserIdOf(plan.userId),
      subscriptionId: plan.subscriptionId,
      callbackUrl: callbackUrl(deps),
    });
  } catch (err) {
    // an answer saying the mandate is already over is as good as a cancellation
    const s = await paymentGateway(deps)
      .getSubscriptionStatus(plan.merchantSubscriptionId)
      .catch(() => undefined);
    if (!s || s.state === 'ACTIVE' || s.state === 'PAUSED' || s.state === 'CREATED') {
      await repo.updatePlan(deps.db, plan.id, undefined, {
        nextRunAt: new Date(deps.clock.now().getTime() + backoff(1)),
      });
      throw err;
    }
  }
  await repo.updatePlan(deps.db, plan.id, undefined, { mandateCancelPending: 0, nextRunAt: null });
}

export async function skipNextDebit(deps: AppDeps, userId: string, insertId: string) {
  const plan = await ownPlan(deps, userId, insertId);
  const skipped = await deps.db.transaction(async (tx) => {
    await repo.lockPlan(tx, plan.id);
    const next = (await repo.openDebitsOf(tx, plan.id)).find(
      (d) => d.state === 'NOTIFYING' || d.state === 'NOTIFIED',
    );
    if (!next) return false;
    return Boolean(await closeDebit(tx, next, 'SKIPPED', 'SKIPPED_BY_USER', deps.clock.now()));
  });
  if (!skipped) throw new AppError('CONFLICT', msg.nothingToSkip);
  return { status: 'success' as const, message: msg.skipped };
}

export async function resumePlan(deps: AppDeps, userId: string, insertId: string) {
  const plan = await ownPlan(deps, userId, insertId);
  const r = await deps.db.transaction((tx) => applyPlanEvent(deps, tx, plan.id, 'USER_RESUME'));
  if (!r.moved) throw new AppError('CONFLICT', msg.cannotResume);
  deps.jobs.kick(PLAN_DEBIT_JOB);
  return { status: 'success' as const, message: msg.resumed };
}

// ------------------------------------------------------------------ debits

function closeDebit(
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

/**
 * The vault rule (shared/rules/vault.ts) for a debit of addE8: gold held, plus quick buys being paid
 * and debits at the bank (their orders), plus `notifiedE8` of debits notified but not yet run.
 * Call under lockVault.
 */
async function debitFits(
  deps: AppDeps,
  tx: Tx,
  userId: string,
  p: { addE8: number; notifiedE8: number; now: Date },
) {
  const inFlight = await pendingDigitalGold(
    tx,
    userId,
    new Date(p.now.getTime() - deps.config.PAYMENTS_EXPIRE_MINUTES * 60_000),
  );
  const state = await getVaultState(deps, tx, userId, inFlight + p.notifiedE8);
  return fitsInVault(state, p.addE8);
}

async function vaultSkipMail(deps: AppDeps, tx: Tx, plan: PlanRow, date: string) {
  await mailUser(deps, tx, plan.userId, {
    kind: 'plan-debit-skipped',
    subject: mailText.skippedSubject,
    intro: [
      mailText.skipped(
        formatRupees(plan.amountPaise),
        FREQ_WORD[plan.frequency].toLowerCase(),
        formatDate(new Date(`${date}T00:00:00+05:30`)),
        formatGrams(vaultLimitE8(deps.config), 3),
      ),
      mailText.skippedNext,
    ],
    action: { label: mailText.openGoldSmith, path: paths.goldSmith.href() },
  });
}

/**
 * A due ACTIVE plan: its next debitable cycle is stored (one per plan and cycle, by the unique
 * key) and notified; or the vault has no room and the cycle is skipped before notification.
 * Returns the debit to notify now, if any.
 */
async function stepPlan(
  deps: AppDeps,
  plan: PlanRow,
  lease: Date,
  priceNow: PriceReader = directPrice(deps),
): Promise<DebitRow | undefined> {
  const now = deps.clock.now();
  if (plan.state !== 'ACTIVE' || !plan.anchorDate) {
    if (plan.state === 'AUTH_PENDING') {
      if (now.getTime() - plan.updatedAt.getTime() > AUTH_POLL_FOR_MS) {
        await repo.updatePlan(deps.db, plan.id, undefined, { nextRunAt: null });
        return undefined;
      }
      await checkMandate(deps, plan).catch(() => undefined);
      await repo.updatePlan(deps.db, plan.id, ['AUTH_PENDING'], {
        nextRunAt: new Date(now.getTime() + AUTH_POLL_MS),
      });
      return undefined;
    }
    if (plan.mandateCancelPending) {
      await cancelMandate(deps, plan).catch(() => undefined);
      return undefined;
    }
    await repo.updatePlan(deps.db, plan.id, undefined, { nextRunAt: null });
    return undefined;
  }
  const cycle = firstDebitableCycle(plan.frequency, plan.anchorDate, plan.nextCycle, now);
  const window = cycleWindow(plan.frequency, plan.anchorDate, cycle);
  const leadMs = deps.config.PLAN_NOTIFY_LEAD_HOURS * 3_600_000;
  const notifyFrom = new Date(window.start.getTime() - leadMs);
  if (now < notifyFrom) {
    await repo.updatePlan(deps.db, plan.id, ['ACTIVE'], {
      nextCycle: cycle,
      nextRunAt: notifyFrom,
    });
    return undefined;
  }
  const price = await priceNow();
  if (price.isStale) {
    await repo.updatePlan(deps.db, plan.id, ['ACTIVE'], {
      nextRunAt: new Date(now.getTime() + 60_000),
    });
    return undefined;
  }
  const estimate = quoteDigitalGold(plan.amountPaise, price.pricePaisePerGram, ratioOf(deps));
  const next = cycleWindow(plan.frequency, plan.anchorDate, cycle + 1);
  const result = await deps.db.transaction(async (tx) => {
    const locked = await repo.lockPlan(tx, plan.id);
    if (!locked || locked.state !== 'ACTIVE' || locked.nextCycle > cycle) return undefined;
    await lockVault(tx, plan.userId);
    const openGold = await openDebitGold(tx, plan.userId, price.pricePaisePerGram, deps);
    const full = !(await debitFits(deps, tx, plan.userId, {
      addE8: estimate.goldE8,
      notifiedE8: openGold,
      now,
    }));
    const debit = await repo.insertDebit(tx, {
      id: newId('pdb'),
      planId: plan.id,
      userId: plan.userId,
      cycle,
      cycleDate: window.date,
      merchantTransactionId: newMerchantTransactionId('MSDB', now),
      amountPaise: plan.amountPaise,
      state: full ? 'SKIPPED' : 'NOTIFYING',
      failureReason: full ? 'VAULT_LIMIT' : null,
      // held by this instance for the lease: it notifies the debit right after this transaction
      nextRunAt: full ? null : lease,
      createdAt: now,
      updatedAt: now,
    });
    await repo.updatePlan(tx, plan.id, ['ACTIVE'], {
      nextCycle: cycle + 1,
      nextRunAt: new Date(Math.max(now.getTime(), next.start.getTime() - leadMs)),
      updatedAt: now,
    });
    if (debit && full) await vaultSkipMail(deps, tx, plan, window.date);
    return debit && !full ? debit : undefined;
  });
  if (!result) deps.jobs.kick(MAIL_JOB);
  return result;
}

/** Gold the user's notified debits (not yet sent to the bank) would buy at the current price. */
async function openDebitGold(tx: Tx, userId: string, price: number, deps: AppDeps) {
  const open = await repo.openDebitsOfUser(tx, userId);
  let total = 0;
  for (const d of open) {
    if (d.state === 'NOTIFYING' || d.state === 'NOTIFIED')
      total += quoteDigitalGold(d.amountPaise, price, ratioOf(deps)).goldE8;
  }
  return total;
}

const windowOfDebit = (plan: PlanRow, d: DebitRow) =>
  cycleWindow(plan.frequency, plan.anchorDate!, d.cycle);

async function notifyStep(deps: AppDeps, plan: PlanRow, d: DebitRow) {
  const now = deps.clock.now();
  const window = windowOfDebit(plan, d);
  if (plan.state !== 'ACTIVE') {
    await deps.db.transaction((tx) => closeDebit(tx, d, 'SKIPPED', 'PLAN_STOPPED', now));
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
    const done = await repo.updateDebit(tx, d.id, 'NOTIFYING', {
      state: 'NOTIFIED',
      notificationId: notified.notificationId,
      notifiedAt: now,
      executableFrom: from,
      executableUntil: new Date(until),
      nextRunAt: from,
      updatedAt: now,
    });
    if (!done) return;
    await mailUser(deps, tx, plan.userId, {
      kind: 'plan-debit-notice',
      subject: mailText.noticeSubject(formatRupees(d.amountPaise), formatDate(from)),
      intro: [
        mailText.notice(formatRupees(d.amountPaise), formatDate(from), planName(plan)),
        mailText.noticeNext,
      ],
      action: { label: mailText.openPlans, path: paths.dashboard.href() },
    });
  });
  deps.jobs.kick(MAIL_JOB);
}

async function syncMandate(deps: AppDeps, plan: PlanRow) {
  try {
    const s = await paymentGateway(deps).getSubscriptionStatus(plan.merchantSubscriptionId);
    await applyMandateState(deps, plan.id, s.state);
  } catch {
    // the next look at the plan tries again
  }
}

/**
 * A notified debit whose time has come: re-checked against the plan and the vault, priced now,
 * recorded as PROCESSING with its order, then executed once. From then on only the gateway's
 * answer settles it: it is never executed again.
 */
async function executeStep(
  deps: AppDeps,
  plan: PlanRow,
  d: DebitRow,
  priceNow: PriceReader = directPrice(deps),
) {
  const now = deps.clock.now();
  if (d.executableUntil && now >= d.executableUntil) {
    await deps.db.transaction((tx) => closeDebit(tx, d, 'MISSED', 'WINDOW_PASSED', now));
    return;
  }
  if (d.executableFrom && now < d.executableFrom) {
    await repo.updateDebit(deps.db, d.id, 'NOTIFIED', { nextRunAt: d.executableFrom });
    return;
  }
  if (!isNonPeak(now)) {
    await repo.updateDebit(deps.db, d.id, 'NOTIFIED', { nextRunAt: nextNonPeak(now) });
    return;
  }
  const price = await priceNow();
  if (price.isStale) {
    await repo.updateDebit(deps.db, d.id, 'NOTIFIED', {
      nextRunAt: new Date(now.getTime() + 60_000),
    });
    return;
  }
  const q = quoteDigitalGold(d.amountPaise, price.pricePaisePerGram, ratioOf(deps));
  const buyer = await findBuyerOf(deps.db, plan.userId);
  if (!buyer) return;
  const claimed = await deps.db.transaction(async (tx) => {
    const locked = await repo.lockPlan(tx, plan.id);
    if (!locked || locked.state !== 'ACTIVE') {
      await closeDebit(tx, d, 'SKIPPED', 'PLAN_STOPPED', now);
      return undefined;
    }
    await lockVault(tx, plan.userId);
    // this debit is among the open ones: counted once, at today's price
    const others = (await openDebitGold(tx, plan.userId, price.pricePaisePerGram, deps)) - q.goldE8;
    if (!(await debitFits(deps, tx, plan.userId, { addE8: q.goldE8, notifiedE8: others, now }))) {
      const skipped = await closeDebit(tx, d, 'SKIPPED', 'VAULT_LIMIT', now);
      if (skipped) await vaultSkipMail(deps, tx, plan, d.cycleDate);
      return undefined;
    }
    const { order } = await createDigitalGoldOrder(
      tx,
      deps.config,
      {
        kind: 'SubscriptionTransactions',
        userId: plan.userId,
        buyer,
        quote: q,
        quotedAt: now,
        orderlistPrefix: `${FREQ_WORD[plan.frequency]} plan debit: `,
        referrerUserId: buyer.referrerUserId,
        idempotencyKey: `debit-${d.id}`,
        merchantTransactionId: d.merchantTransactionId,
      },
      now,
    );
    return repo.updateDebit(tx, d.id, 'NOTIFIED', {
      state: 'PROCESSING',
      orderId: order.id,
      executedAt: now,
      attempts: 0,
      nextRunAt: new Date(now.getTime() + FIRST_CHECK_MS),
      updatedAt: now,
    });
  });
  if (!claimed) {
    deps.jobs.kick(MAIL_JOB);
    return;
  }
  try {
    await paymentGateway(deps).executeDebit({
      merchantUserId: merchantUserIdOf(plan.userId),
      subscriptionId: plan.subscriptionId!,
      notificationId: claimed.notificationId!,
      merchantTransactionId: claimed.merchantTransactionId,
    });
  } catch (err) {
    if (err instanceof GatewayError && err.kind === 'rejected') {
      // the gateway answered that it did not run the debit: nothing was charged
      await settleFailure(deps, claimed, 'NOT_EXECUTED', err.code ?? 'rejected', true);
    }
    // otherwise the answer was lost: the status check decides (never a second execute)
  }
}

/** A debit sent to the bank: the gateway's status decides, however late; never re-executed. */
async function checkDebit(deps: AppDeps, d: DebitRow) {
  const now = deps.clock.now();
  let s;
  try {
    s = await paymentGateway(deps).getDebitStatus(d.merchantTransactionId);
  } catch (err) {
    await repo.updateDebit(deps.db, d.id, 'PROCESSING', {
      attempts: d.attempts + 1,
      nextRunAt: new Date(now.getTime() + backoff(d.attempts)),
      gatewayCode: err instanceof GatewayError ? (err.code ?? err.kind) : null,
      updatedAt: now,
    });
    return;
  }
  if (s.state === 'SUCCESS') {
    if (s.amountPaise !== d.amountPaise) {
      await settleFailure(deps, d, 'AMOUNT_MISMATCH', s.code, false);
      return;
    }
    await settleSuccess(deps, d, s.utr ?? null);
    return;
  }
  if (s.state === 'FAILED') {
    await settleFailure(deps, d, s.responseCode ?? s.code, s.code, false);
    return;
  }
  await repo.updateDebit(deps.db, d.id, 'PROCESSING', {
    attempts: d.attempts + 1,
    nextRunAt: new Date(now.getTime() + backoff(d.attempts)),
    gatewayCode: s.code,
    updatedAt: now,
  });
}

/**
 * The gateway confirmed the debit: in one transaction the debit and its order are paid and
 * invoiced, the gold goes to the vault at the debit-time price, the referrer earns Ants, the plan
 * counts it, and the receipt is queued. The conditional move out of PROCESSING makes it once.
 */
async function settleSuccess(deps: AppDeps, d: DebitRow, utr: string | null) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const done = await repo.updateDebit(tx, d.id, 'PROCESSING', {
      state: 'SUCCESS',
      utr,
      nextRunAt: null,
      updatedAt: now,
    });
    if (!done) return;
    const order = await lockOrder(tx, d.orderId!);
    if (!order || order.status !== 'PENDING') return;
    await lockVault(tx, order.userId);
    const { invoiceNo } = await markPaid(tx, deps.config, order.id, { now });
    // the same postings as a quick buy's, the referrer's Ants included
    await postGoldPurchase(deps, tx, order, 'subscription_debit');
    const plan = await repo.lockPlan(tx, d.planId);
    if (plan) {
      await repo.updatePlan(tx, plan.id, undefined, {
        debitsMade: plan.debitsMade + 1,
        goldE8Saved: plan.goldE8Saved + order.goldE8,
        consecutiveFailures: 0,
        // a plan cancelled while this debit was at the bank: its paid term now includes this cycle
        ...(plan.state === 'CANCELLED' && plan.anchorDate
          ? { activeUntil: await paidTermEnd(tx, plan, now) }
          : {}),
        updatedAt: now,
      });
    }
    const link = `${deps.config.publicUrl}${paths.invoice.href({ transactionId: d.merchantTransactionId })}`;
    const buyer = await findBuyerOf(tx, order.userId);
    const c = deps.config;
    const mail = renderMail({
      brand: c.OPERATOR_BRAND,
      footer: mailText.footer(c.OPERATOR_NAME, c.OPERATOR_ADDRESS, c.OPERATOR_GSTIN),
      greeting: mailText.greeting(buyer?.firstName ?? order.buyerName.split(' ')[0] ?? ''),
      intro: [
        mailText.received(formatRupees(order.amountPaise), d.merchantTransactionId),
        mailText.inVault(
          formatGrams(order.goldE8, 8),
          formatRupees(order.pricePaisePerGram ?? 0),
          invoiceNo,
        ),
      ],
      action: { label: mailText.viewInvoice, url: link },
      outro: [mailText.keep],
      signOff: mailText.signOff(c.OPERATOR_BRAND),
    });
    await enqueueMail(tx, now, {
      kind: 'plan-debit-receipt',
      to: order.buyerEmail,
      subject: mailText.receiptSubject(formatRupees(order.amountPaise)),
      ...mail,
    });
  });
  deps.jobs.kick(MAIL_JOB);
}

/**
 * The debit failed (or was never run): its order fails, the cycle is skipped (no catch-up), and
 * after PLAN_FAILURES_TO_PAUSE failures in a row the plan pauses and the user is told.
 * `notRun`: the gateway refused to run it, which is not the user's failure.
 */
async function settleFailure(
  deps: AppDeps,
  d: DebitRow,
  reason: string,
  code: string,
  notRun: boolean,
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const done = await repo.updateDebit(tx, d.id, 'PROCESSING', {
      state: notRun ? 'MISSED' : 'FAILED',
      failureReason: notRun ? 'NOT_EXECUTED' : reason,
      gatewayCode: code,
      nextRunAt: null,
      updatedAt: now,
    });
    if (!done) return;
    if (d.orderId) {
      const order = await lockOrder(tx, d.orderId);
      if (order?.status === 'PENDING') {
        await markFailed(
          tx,
          order.id,
          // the status page and history word the code (orders' catalogue)
          reason === 'AMOUNT_MISMATCH' ? 'AMOUNT_MISMATCH' : notRun ? 'GATEWAY_ERROR' : 'DECLINED',
        );
      }
    }
    if (notRun) return;
    const plan = await repo.lockPlan(tx, d.planId);
    if (!plan) return;
    const failures = plan.consecutiveFailures + 1;
    await repo.updatePlan(tx, plan.id, undefined, {
      consecutiveFailures: failures,
      updatedAt: now,
    });
    if (failures >= deps.config.PLAN_FAILURES_TO_PAUSE) {
      await applyPlanEvent(deps, tx, plan.id, 'FAILURE_LIMIT');
    } else {
      await mailUser(deps, tx, plan.userId, {
        kind: 'plan-debit-failed',
        subject: mailText.failedSubject,
        intro: [
          mailText.failed(
            formatRupees(d.amountPaise),
            planName(plan),
            formatDate(new Date(`${d.cycleDate}T00:00:00+05:30`)),
          ),
          mailText.failedNext,
        ],
        action: { label: mailText.openPlans, path: paths.dashboard.href() },
      });
    }
  });
  deps.jobs.kick(MAIL_JOB);
}

async function stepDebit(deps: AppDeps, d: DebitRow, priceNow?: PriceReader) {
  const plan = await repo.findPlan(deps.db, d.planId);
  if (!plan) return;
  if (d.state === 'NOTIFYING') return notifyStep(deps, plan, d);
  if (d.state === 'NOTIFIED') return executeStep(deps, plan, d, priceNow);
  if (d.state === 'PROCESSING') return checkDebit(deps, d);
  await repo.updateDebit(deps.db, d.id, d.state, { nextRunAt: null });
}

type PriceReader = () => Promise<GoldPrice>;
const directPrice =
  (deps: AppDeps): PriceReader =>
  () =>
    getCurrentPrice(deps, deps.db);

/**
 * The current price for the debits of one job run: read once per second of the clock, not once per
 * debit (a batch of debits worked together is priced at the same reading; staleness is still
 * judged at that reading's time). Saves one query per notified and executed debit.
 */
function sharedPrice(deps: AppDeps): PriceReader {
  let cached: { atMs: number; price: Promise<GoldPrice> } | undefined;
  return () => {
    const now = deps.clock.now().getTime();
    if (!cached || now < cached.atMs || now - cached.atMs >= 1000)
      cached = { atMs: now, price: getCurrentPrice(deps, deps.db) };
    return cached.price;
  };
}

/**
 * The debit job's two queues on the shared runner (jobs module, decision 009): plans whose next
 * look is due (notify their next cycle, follow an unapproved mandate, retry a mandate's cancel) and
 * debits whose next step is due (notify, execute, check). Claims are batched with a lease and
 * SKIP LOCKED, so any number of instances share the work and none does a row twice; the rows of a
 * batch are worked PLAN_JOB_CONCURRENCY at a time (the work mostly waits for the gateway).
 */
export const planQueue = (deps: AppDeps, priceNow = sharedPrice(deps)) =>
  ({
    name: `${PLAN_DEBIT_JOB}:plans`,
    table: plans,
    id: 'id',
    dueAt: 'nextRunAt',
    pending: undefined,
    batch: deps.config.PLAN_JOB_BATCH,
    concurrency: deps.config.PLAN_JOB_CONCURRENCY,
    leaseMs: LEASE_MS,
    backoffMs: () => backoff(1),
    async work(plan, { leaseUntil }) {
      // a debit stored for the plan's next cycle is held by this instance for the lease: notified now
      const fresh = await stepPlan(deps, plan, leaseUntil, priceNow);
      if (fresh) await stepDebitOrRetry(deps, fresh);
    },
  }) satisfies LeaseQueue<typeof plans>;

export const debitQueue = (deps: AppDeps, priceNow = sharedPrice(deps)) =>
  ({
    name: `${PLAN_DEBIT_JOB}:debits`,
    table: planDebits,
    id: 'id',
    dueAt: 'nextRunAt',
    pending: undefined,
    batch: deps.config.PLAN_JOB_BATCH,
    concurrency: deps.config.PLAN_JOB_CONCURRENCY,
    leaseMs: LEASE_MS,
    // the steps record their own gateway back-off; this is for anything else that went wrong
    backoffMs: (attempts) => backoff(attempts + 1),
    work: (d) => stepDebit(deps, d, priceNow),
  }) satisfies LeaseQueue<typeof planDebits>;

async function stepDebitOrRetry(deps: AppDeps, d: DebitRow) {
  try {
    await stepDebit(deps, d);
  } catch (err) {
    logOf(deps)?.error({ err, debitId: d.id }, 'debit step failed; retried later');
    await repo
      .updateDebit(deps.db, d.id, d.state, {
        nextRunAt: new Date(deps.clock.now().getTime() + backoff(d.attempts + 1)),
        updatedAt: deps.clock.now(),
      })
      .catch(() => undefined);
  }
}

/**
 * The debit job's run (and tests'): due plans and due debits side by side, each until nothing is
 * due, so executions in their window never wait behind a backlog of notices (and the other way).
 */
export async function runDebitJob(deps: AppDeps) {
  const priceNow = sharedPrice(deps);
  const [p, d] = await Promise.all([
    runQueue(deps, planQueue(deps, priceNow)),
    runQueue(deps, debitQueue(deps, priceNow)),
  ]);
  return p.worked + p.failed + d.worked + d.failed;
}

// ------------------------------------------------------------------ callbacks

async function onCallback(deps: AppDeps, e: Exclude<GatewayCallback, { type: 'PAYMENT' }>) {
  switch (e.type) {
    case 'AUTH': {
      const plan = await repo.findPlanByAuthRequestId(deps.db, e.authRequestId);
      if (plan?.state === 'AUTH_PENDING' || plan?.state === 'CREATED')
        await checkMandate(deps, plan);
      return;
    }
    case 'DEBIT': {
      const d = await repo.findDebitByTransactionId(deps.db, e.merchantTransactionId);
      if (d?.state === 'PROCESSING') await checkDebit(deps, d);
      return;
    }
    case 'SUBSCRIPTION': {
      const plan = await repo.findPlanBySubscriptionId(deps.db, e.subscriptionId);
      if (plan && !isFinalPlanState(plan.state)) await syncMandate(deps, plan);
      return;
    }
    case 'NOTIFY':
      // the notify call's own answer already moved the debit; the status API covers a lost one
      return;
  }
}

export function registerSubscriptions(deps: AppDeps, log: FastifyBaseLogger) {
  logs.set(deps, log);
  onMandateCallback(deps, async (e) => {
    try {
      await onCallback(deps, e);
    } catch (err) {
      // the job's status checks settle what a callback could not
      logOf(deps)?.warn({ err, callback: e.type }, 'handling an Autopay callback failed');
    }
  });
}

export type { PlanState };
