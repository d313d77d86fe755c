/** Steps 1 to 3: the plan, its UPI ID, the mandate request, and following its approval. */
import type { PublicUser } from '../../../shared/api/auth';
import { setupInstrumentOf, type SetupDevice } from '../../../shared/rules/autopay-setup';
import type { AuthorizeRequest, MandateStatus } from '../../../shared/api/plans';
import type { PlanFrequency } from '../../../shared/rules/autopay';
import type { AppDeps } from '../../deps';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import { findBuyerOf } from '../accounts/service';
import {
  GatewayError,
  callbackUrl,
  merchantUserIdOf,
  newMerchantTransactionId,
  paymentGateway,
} from '../payments/service';
import * as repo from './repo';
import { isFinalPlanState } from './states';
import { AUTH_POLL_FOR_MS, FREQ_WORD, type PlanRow, RECURRING_COUNT, presetsText } from './common';
import { applyMandateState, applyPlanEvent } from './plan-events';
import { ownPlan } from './plan-views';
import { planMessages } from './messages';

const msg = planMessages.en;

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
  const unfinished = await continuePlan(deps, user.id, input);
  if (unfinished) return unfinished;
  const inserted = await repo.insertPlan(deps.db, {
    id: newId('pln'),
    userId: user.id,
    frequency: input.frequency,
    amountPaise: input.amountPaise,
    state: 'CREATED',
    merchantSubscriptionId: newMerchantTransactionId('MSUB', now),
    idempotencyKey: input.idempotencyKey,
    // never approved within a day, the job closes it as not started
    nextRunAt: new Date(now.getTime() + AUTH_POLL_FOR_MS),
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
 * Step 1 again (Proceed pressed twice, or the saver back later): the unfinished plan of that
 * frequency is continued rather than a second one made. One of another amount is closed as not
 * started (its mandate's terms name the old amount) and a new one is made.
 */
async function continuePlan(
  deps: AppDeps,
  userId: string,
  input: { frequency: PlanFrequency; amountPaise: number },
) {
  const open = (await repo.listPlans(deps.db, userId)).filter(
    (p) => p.frequency === input.frequency && (p.state === 'CREATED' || p.state === 'AUTH_PENDING'),
  );
  for (const p of open) {
    if (p.amountPaise !== input.amountPaise) {
      await deps.db.transaction((tx) => applyPlanEvent(deps, tx, p.id, 'NOT_APPROVED'));
    } else if (p.subscriptionId) {
      return { plan: p, subscriptionId: p.subscriptionId };
    }
  }
  return undefined;
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
 * Step 3: the mandate request, as a collect request to the UPI ID or as an intent the user opens
 * (in a UPI app on this phone, or as a QR code from a desktop), as PLAN_SETUP_MODES allows. The
 * request id is stored before the gateway is called, so its callback always finds it.
 */
export async function authorizePlan(
  deps: AppDeps,
  userId: string,
  insertId: string,
  input: AuthorizeRequest,
  device: SetupDevice = 'DESKTOP',
) {
  if (!deps.config.planSetupModes.includes(input.method))
    throw new AppError('VALIDATION_FAILED', msg.setupModeOff, {
      fields: { method: msg.setupModeOff },
    });
  const plan = await ownPlan(deps, userId, insertId);
  assertAwaitingMandate(plan);
  if (input.method === 'COLLECT' && input.upi !== plan.vpa) await checkVpa(deps, input.upi);
  const authRequestId = newMerchantTransactionId('MAUTH', deps.clock.now());
  await deps.db.transaction(async (tx) => {
    const { moved } = await applyPlanEvent(deps, tx, plan.id, 'AUTH_REQUESTED');
    if (!moved) throw new AppError('CONFLICT', msg.notAwaitingAuth);
    await repo.updatePlan(tx, plan.id, ['AUTH_PENDING'], {
      authRequestId,
      setupMode: input.method,
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
      instrument: setupInstrumentOf(
        input.method,
        device,
        input.method === 'COLLECT' ? input.upi : undefined,
      ),
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
          setupMode: plan.setupMode,
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
export async function checkMandate(deps: AppDeps, plan: PlanRow) {
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
    vpa: plan.vpa,
    setupMode: plan.setupMode,
  };
}

export async function syncMandate(deps: AppDeps, plan: PlanRow) {
  try {
    const s = await paymentGateway(deps).getSubscriptionStatus(plan.merchantSubscriptionId);
    await applyMandateState(deps, plan.id, s.state);
  } catch {
    // the next look at the plan tries again
  }
}
