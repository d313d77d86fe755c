import type { OrderFailureCode } from '../../../shared/api/orders';
import type { StoreOrderState } from '../../../shared/api/store';
import {
  checkInvoiceNo,
  financialYearOf,
  invoiceNoHead,
} from '../../../shared/rules/invoice-number';
import type { Config } from '../../config';
import type { DbOrTx, Tx } from '../../db/client';
import type { Piece, SqlRef } from '../../db/prepared';
import { AppError } from '../../http/app-error';
import { orderMessages } from './messages';
import * as repo from './repo';

/**
 * An order's life (orders.status), decided here and nowhere else:
 *
 *   PENDING --openPayment--> PENDING with its payment (merchant transaction id, pay page)
 *   PENDING --markPaid--> SUCCESS, paid and invoiced (the one place an order becomes paid)
 *   PENDING --markPaidFromBalance--> SUCCESS, a coin paid with Ants or saved gold (no rupee, no invoice)
 *   PENDING --markFailed--> FAILED with a failure code (payment failed, or cancelled unpaid)
 *   FAILED  --markPaidLate--> SUCCESS, a payment the bank completed after the order failed
 *   FAILED  --markLateRefund / markLateMismatch--> FAILED, that late payment goes back
 *
 * A store order's delivery state (store/states.ts decides its moves) is copied onto the order for
 * payment history by `recordDeliveryStatus`, which keeps it consistent with the order's status:
 * REFUNDED (the rupees, Ants or gold posted back by the store) only on a paid order.
 * Each transition is one conditional UPDATE on the status it moves from; an order in any other
 * state throws `OrderTransitionError` (a caller that replays an event checks the state first and
 * returns, so a replay changes nothing).
 */
export type OrderStatus = repo.OrderRow['status'];
export type OrderTransition =
  | 'openPayment'
  | 'markPaid'
  | 'markPaidLate'
  | 'markPaidFromBalance'
  | 'markFailed'
  | 'markLateRefund'
  | 'markLateMismatch'
  | 'recordDeliveryStatus';

// openPayment moves a PENDING order with no payment yet (repo.setPayment's condition)
const FROM: Record<
  Exclude<OrderTransition, 'openPayment' | 'recordDeliveryStatus'>,
  readonly OrderStatus[]
> = {
  markPaid: ['PENDING'],
  markPaidLate: ['FAILED'],
  markPaidFromBalance: ['PENDING'],
  markFailed: ['PENDING'],
  markLateRefund: ['FAILED'],
  markLateMismatch: ['FAILED'],
};

/** The order status each store delivery state belongs to. */
const STATUS_OF_DELIVERY: Record<StoreOrderState, OrderStatus> = {
  AWAITING_PAYMENT: 'PENDING',
  PAYMENT_SUBMITTED: 'PENDING',
  CANCELLED: 'FAILED',
  PAID: 'SUCCESS',
  PROCESSING: 'SUCCESS',
  SHIPPED: 'SUCCESS',
  DELIVERED: 'SUCCESS',
  READY_FOR_PICKUP: 'SUCCESS',
  COLLECTED: 'SUCCESS',
  REFUNDED: 'SUCCESS',
};

/** A transition asked of an order that is not in a state it moves from. */
export class OrderTransitionError extends AppError {
  override name = 'OrderTransitionError';

  constructor(
    readonly orderId: string,
    readonly transition: OrderTransition,
    /** the order's status when it was refused (undefined: no such order) */
    readonly from: OrderStatus | undefined,
  ) {
    super('CONFLICT', orderMessages.en.changed, {
      cause: `order ${orderId}: ${transition} from ${from ?? 'nothing'}`,
    });
  }
}

async function refused(db: DbOrTx, orderId: string, transition: OrderTransition): Promise<never> {
  const now = await repo.findById(db, orderId);
  throw new OrderTransitionError(orderId, transition, now?.status);
}

/**
 * Open payment: the gateway payment just started for a pending order (its transaction id and pay
 * page, so the same click reopens it). Moves a pending order with no payment yet; an order that
 * already carries this payment (a replay, or a callback that settled it first) takes the pay page
 * again; an order with another payment, or none and not pending, is refused.
 */
export async function openPayment(
  db: DbOrTx,
  orderId: string,
  payment: { merchantTransactionId: string; payPageUrl: string },
) {
  const { merchantTransactionId, payPageUrl } = payment;
  const order = await repo.setPayment(db, orderId, { merchantTransactionId, payPageUrl });
  return order ?? refused(db, orderId, 'openPayment');
}

type Paid = {
  now: Date;
  /** the payment that paid it, when the order did not carry it yet */
  merchantTransactionId?: string;
};

async function pay<T = null>(
  tx: Tx,
  config: Pick<Config, 'INVOICE_PREFIX'>,
  orderId: string,
  p: Paid,
  transition: 'markPaid' | 'markPaidLate',
  piece?: Piece<T, [SqlRef]>,
) {
  // the number is taken in this transaction: refused below, it rolls back and leaves no gap
  const financialYear = financialYearOf(p.now);
  const paid = await repo.markPaidInvoicedIfStatus(
    tx,
    orderId,
    FROM[transition][0]!,
    {
      now: p.now,
      financialYear,
      // the statement adds the year's next number, six digits at least (formatInvoiceNo's form)
      invoicePrefix: invoiceNoHead(config.INVOICE_PREFIX, financialYear),
      ...(p.merchantTransactionId ? { merchantTransactionId: p.merchantTransactionId } : {}),
    },
    piece,
  );
  if (!paid) return refused(tx, orderId, transition);
  const { order, beside } = paid;
  // too long, it throws and the paying transaction rolls back with its number
  return { order, invoiceNo: checkInvoiceNo(order.invoiceNo!), beside };
}

/**
 * Paid and invoiced: a pending order whose payment was verified becomes SUCCESS with the next
 * gap-free invoice number, inside the transaction that posts its money (the caller's ledger
 * postings). Returns the order as stored and its invoice number, and with `piece` its value of
 * the order's user (another module's, read by the same statement, after the caller's locks).
 *
 * Call it (and `markPaidLate`) after the postings, as late in the transaction as what follows
 * allows: every settlement of the year waits for the number's row from this statement to the
 * commit, so the postings, a settlement's heaviest statements, stay out of that wait.
 */
export const markPaid = <T = null>(
  tx: Tx,
  config: Pick<Config, 'INVOICE_PREFIX'>,
  orderId: string,
  p: Paid,
  piece?: Piece<T, [SqlRef]>,
) => pay(tx, config, orderId, p, 'markPaid', piece);

/**
 * Paid late: the bank completed the payment of an order that had already failed, and the seller
 * honours it at the order's stored quote; the failure code is cleared.
 */
export const markPaidLate = (
  tx: Tx,
  config: Pick<Config, 'INVOICE_PREFIX'>,
  orderId: string,
  p: Paid,
) => pay(tx, config, orderId, p, 'markPaidLate');

/**
 * Paid from a balance: a pending coin order of the referral store (Ants) or the Gold Smith (saved
 * gold) becomes SUCCESS in the transaction that debits that balance. No rupee is charged
 * (decisions.md: Referral store, Gold Smith), so no tax invoice is numbered.
 */
export async function markPaidFromBalance(tx: Tx, orderId: string, now: Date) {
  const order = await repo.updateIfStatus(tx, orderId, FROM.markPaidFromBalance, {
    status: 'SUCCESS',
    paidAt: now,
  });
  return order ?? refused(tx, orderId, 'markPaidFromBalance');
}

/**
 * Failed: a pending order ends unpaid with a code of ORDER_FAILURE_CODES (the payment failed, or
 * the operator cancelled it: CANCELLED), and the payment that failed if the order did not carry it.
 */
export async function markFailed(
  tx: Tx,
  orderId: string,
  failureCode: OrderFailureCode,
  merchantTransactionId?: string,
) {
  const order = await repo.updateIfStatus(tx, orderId, FROM.markFailed, {
    status: 'FAILED',
    failureCode,
    ...(merchantTransactionId ? { merchantTransactionId } : {}),
  });
  return order ?? refused(tx, orderId, 'markFailed');
}

/** Late refund: a failed order's late payment is not honoured and goes back (LATE_REFUND). */
export async function markLateRefund(tx: Tx, orderId: string) {
  const order = await repo.updateIfStatus(tx, orderId, FROM.markLateRefund, {
    failureCode: 'LATE_REFUND',
  });
  return order ?? refused(tx, orderId, 'markLateRefund');
}

/**
 * Late mismatch: a failed order's late payment came at another amount than asked; nothing is
 * credited and the operator refunds it (AMOUNT_MISMATCH).
 */
export async function markLateMismatch(tx: Tx, orderId: string) {
  const order = await repo.updateIfStatus(tx, orderId, FROM.markLateMismatch, {
    failureCode: 'AMOUNT_MISMATCH',
  });
  return order ?? refused(tx, orderId, 'markLateMismatch');
}

/**
 * A store order's delivery state, copied onto the order for payment history. The store decides
 * which delivery moves exist (store/states.ts); this keeps the copy true to the order: an unpaid
 * state on a pending order, CANCELLED on a failed one, PAID and after (REFUNDED included) on a
 * paid one.
 */
export async function recordDeliveryStatus(tx: Tx, orderId: string, state: StoreOrderState) {
  const order = await repo.updateIfStatus(tx, orderId, [STATUS_OF_DELIVERY[state]], {
    deliveryStatus: state,
  });
  return order ?? refused(tx, orderId, 'recordDeliveryStatus');
}

/** The order's failure code for a payment's failure reason (the gateway's own codes are DECLINED). */
export function failureCodeOfPayment(reason: string | null | undefined): OrderFailureCode {
  if (reason === 'GATEWAY_ERROR' || reason === 'AMOUNT_MISMATCH' || reason === 'EXPIRED') {
    return reason;
  }
  return 'DECLINED';
}
