import { paths } from '../../../shared/routes';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import { GatewayError } from './gateway';
import { paymentMessages } from './messages';
import { MIN_AMOUNT_PAISE } from './phonepe-protocol';
import * as repo from './repo';
import {
  assertLocalPath,
  callbackUrl,
  errorText,
  merchantUserIdOf,
  newMerchantTransactionId,
  returnUrl,
  rt,
  scheduleOf,
} from './runtime';
import { finish } from './settle';

const msg = paymentMessages.en;

export type StartPaymentInput = {
  /** a registered purpose */
  purpose: string;
  /** the id of the order (or debit) in the purpose's module */
  referenceId: string;
  userId: string;
  /** integer paise, at least 100 */
  amountPaise: number;
  /** 10 digits; prefills the pay page */
  mobileNumber?: string;
  /** our page the browser lands on after paying (path only); default from the purpose */
  redirectPath?: string;
};

export type StartedPayment = {
  paymentId: string;
  merchantTransactionId: string;
  /** send the browser here (the gateway's hosted pay page) */
  payPageUrl: string;
};

/** A payment recorded PENDING and not yet opened at the gateway (see recordPayment). */
export type RecordedPayment = {
  payment: repo.PaymentRow;
  merchantTransactionId: string;
  /** what the gateway is asked for (amount, payer) */
  input: StartPaymentInput;
};

/**
 * The merchant transaction id a payment of `purpose` will carry, for a caller that stores it on
 * its own row in the same transaction as the payment (recordPayment's `merchantTransactionId`).
 */
export function newPaymentTransactionId(deps: AppDeps, purpose: string) {
  const handlers = rt(deps).purposes.get(purpose);
  if (!handlers) throw new Error(`payment purpose ${purpose} is not registered`);
  return newMerchantTransactionId(handlers.idPrefix ?? 'MTID', deps.clock.now());
}

/**
 * Records a payment attempt, PENDING and due for its first status check, in `db`: the caller's
 * transaction, so the attempt commits with the order it pays for, or the pool. Nothing is sent to
 * the gateway: open it with openRecordedPayment once `db` has committed. A process that stops in
 * between leaves a PENDING payment the gateway never heard of; reconciliation asks about it and
 * closes it, and the purpose's onFailure runs.
 */
export async function recordPayment(
  deps: AppDeps,
  db: DbOrTx,
  input: StartPaymentInput & { merchantTransactionId?: string },
): Promise<RecordedPayment> {
  const r = rt(deps);
  const purpose = r.purposes.get(input.purpose);
  if (!purpose) throw new Error(`payment purpose ${input.purpose} is not registered`);
  if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise < MIN_AMOUNT_PAISE) {
    throw new AppError('VALIDATION_FAILED', msg.amountTooSmall);
  }
  const now = deps.clock.now();
  const merchantTransactionId =
    input.merchantTransactionId ?? newMerchantTransactionId(purpose.idPrefix ?? 'MTID', now);
  const returnPath = assertLocalPath(
    input.redirectPath ??
      purpose.returnPath?.({ merchantTransactionId, referenceId: input.referenceId }) ??
      paths.statusCheck.href({ transactionId: merchantTransactionId }),
  );
  const sched = scheduleOf(deps);
  const payment = await repo.insert(db, {
    id: newId('pay'),
    merchantTransactionId,
    gateway: r.gateway.name,
    purpose: input.purpose,
    referenceId: input.referenceId,
    userId: input.userId,
    amountPaise: input.amountPaise,
    state: 'PENDING',
    returnPath,
    // a crash right after this commits still ends in a settlement: reconciliation asks about it
    nextCheckAt: new Date(now.getTime() + sched.firstCheckMs),
    expiresAt: new Date(now.getTime() + sched.expireMs),
    createdAt: now,
    updatedAt: now,
  });
  return { payment, merchantTransactionId, input };
}

/**
 * Opens a recorded, committed payment at the gateway and returns its pay page (kept on the
 * payment). When the gateway fails (timeout, 5xx, refusal) the payment is recorded FAILED, the
 * purpose's onFailure runs, and AppError PAYMENT_GATEWAY is thrown. Never inside a transaction.
 */
export async function openRecordedPayment(
  deps: AppDeps,
  { payment, merchantTransactionId, input }: RecordedPayment,
): Promise<StartedPayment> {
  const r = rt(deps);
  try {
    const { payPageUrl } = await r.gateway.createPayment({
      merchantTransactionId,
      amountPaise: input.amountPaise,
      merchantUserId: merchantUserIdOf(input.userId),
      mobileNumber:
        input.mobileNumber && /^\d{10}$/.test(input.mobileNumber) ? input.mobileNumber : undefined,
      redirectUrl: returnUrl(deps, merchantTransactionId),
      callbackUrl: callbackUrl(deps),
    });
    await repo.setPayPage(deps.db, payment.id, payPageUrl, deps.clock.now());
    return { paymentId: payment.id, merchantTransactionId, payPageUrl };
  } catch (err) {
    r.log.warn(
      { err, paymentId: payment.id, merchantTransactionId },
      'payment gateway refused to start a payment',
    );
    // The user never saw a pay page, so no money can move for this attempt.
    await finish(
      deps,
      payment,
      'FAILED',
      {
        failureReason: 'GATEWAY_ERROR',
        gatewayCode: err instanceof GatewayError ? (err.code ?? err.kind) : null,
        lastError: errorText(err),
      },
      false,
    );
    throw new AppError('PAYMENT_GATEWAY', msg.gatewayUnavailable, { cause: err });
  }
}

/**
 * Opens a payment at the gateway and returns its pay page: recordPayment, committed on its own,
 * then openRecordedPayment. Call it after committing your order, never inside a transaction.
 */
export async function startPayment(
  deps: AppDeps,
  input: StartPaymentInput,
): Promise<StartedPayment> {
  return openRecordedPayment(deps, await recordPayment(deps, deps.db, input));
}
