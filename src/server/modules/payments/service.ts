import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { paymentMessages } from './messages';
import * as repo from './repo';

/**
 * The payments module's only door: other modules, the http layer and the sandbox import from here.
 * Behind it, one file a use case:
 * - runtime.ts: the gateway of this app, registered purposes, mandate callback listeners, ids
 * - start.ts: open a payment at the gateway (startPayment)
 * - settle.ts: the one place a payment leaves PENDING (status check, finish, settle)
 * - late.ts: the late-success rule for payments the bank completes after we closed them
 * - refunds.ts: refunds (record, send, check)
 * - callbacks.ts: server-to-server callbacks and webhooks
 * - reconcile.ts: the reconciliation job queues
 * - gateway-log.ts: every gateway_log row, in and out
 */

const msg = paymentMessages.en;

/** The gateway's types other modules need (the subscriptions module's mandates and debits). */
export { GatewayError, type GatewayCallback, type MandateState } from './gateway';
export {
  CALLBACK_PATH,
  callbackUrl,
  createGateway,
  initPayments,
  merchantUserIdOf,
  newMerchantTransactionId,
  onMandateCallback,
  paymentGateway,
  registerPaymentPurpose,
  returnUrl,
  type LateOutcome,
  type Payment,
  type PaymentPurpose,
  type PaymentState,
  type Refund,
} from './runtime';
export {
  newPaymentTransactionId,
  openRecordedPayment,
  recordPayment,
  startPayment,
  type RecordedPayment,
  type StartPaymentInput,
  type StartedPayment,
} from './start';
export { settle } from './settle';
export { findLatePayments } from './late';
export { recordRefund, refundsOfPayment, requestRefund, sendRefund } from './refunds';
export { receiveCallback } from './callbacks';
export { lateCheckQueue, reconcileDue, reconciliationQueue, refundQueue } from './reconcile';
export { gatewayLogOf } from './gateway-log';

/** The owner's payment, by our transaction id; another user's is NOT_FOUND. */
export async function getPaymentForUser(
  deps: AppDeps,
  userId: string,
  merchantTransactionId: string,
) {
  const p = await repo.findByMerchantTransactionId(deps.db, merchantTransactionId);
  if (!p || p.userId !== userId) throw new AppError('NOT_FOUND', msg.notFound);
  return p;
}

export const findPayment = (deps: AppDeps, merchantTransactionId: string) =>
  repo.findByMerchantTransactionId(deps.db, merchantTransactionId);

/** Every attempt to pay for one order, newest first (in `db`: the caller's transaction, if any). */
export const findPaymentsFor = (
  deps: AppDeps,
  purpose: string,
  referenceId: string,
  db: DbOrTx = deps.db,
) => repo.findByReference(db, purpose, referenceId);
