/** The operator moves an order along its states (states.ts). */
import type { StoreOrderState } from '../../../shared/api/store';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { audit, type AuditActor } from '../audit/service';
import { MAIL_JOB } from '../mail/service';
import { markFailed } from '../orders/service';
import { sendRefund } from '../payments/service';
import { storeMessages as msg, STATE_LABELS } from './messages';
import { loadAdminOrder } from './operator-views';
import { refund } from './refunds';
import type * as repo from './repo';
import { canMove, OPERATOR_MOVES } from './states';
import { actorOf, lockBoth, recordState } from './timeline';

/**
 * The operator moves an order along (PROCESSING, SHIPPED with courier and tracking number,
 * DELIVERED, READY_FOR_PICKUP, COLLECTED, CANCELLED while unpaid, REFUNDED with the rupees
 * posted back); every move is recorded and mailed to the buyer.
 */
export async function moveOrder(
  deps: AppDeps,
  by: AuditActor,
  orderId: string,
  input: { to: StoreOrderState; courier?: string; trackingNumber?: string; note?: string },
) {
  const refundId = await deps.db.transaction(async (tx) => {
    const { order, store } = await lockBoth(tx, orderId);
    if (!OPERATOR_MOVES.includes(input.to) || !canMove(store.mode, store.state, input.to))
      throw new AppError(
        'CONFLICT',
        msg.cannotMove(
          STATE_LABELS[store.state].toLowerCase(),
          STATE_LABELS[input.to].toLowerCase(),
        ),
      );
    const set: Partial<repo.StoreOrderRow> = {};
    if (input.to === 'SHIPPED') {
      if (!input.courier || !input.trackingNumber)
        throw new AppError('VALIDATION_FAILED', msg.shippedNeedsTracking);
      set.courier = input.courier;
      set.trackingNumber = input.trackingNumber;
    }
    if (input.to === 'CANCELLED') await markFailed(tx, order.id, 'CANCELLED');
    const notes = input.note ? [input.note] : [];
    const refunded = input.to === 'REFUNDED' ? await refund(deps, tx, order, store) : undefined;
    if (refunded) notes.push(...refunded.notes);
    await recordState(
      deps,
      tx,
      order,
      store,
      input.to,
      actorOf(by),
      notes.length ? notes.join(' ') : null,
      set,
    );
    await audit(tx, {
      by,
      at: deps.clock.now(),
      action: `store.order.${input.to.toLowerCase().replace(/_/g, '-')}`,
      target: { type: 'store_order', id: order.id },
      before: { state: store.state },
      after: {
        state: input.to,
        ...(set.courier ? { courier: set.courier, trackingNumber: set.trackingNumber } : {}),
        ...(refunded?.refundId ? { gatewayRefundId: refunded.refundId } : {}),
      },
      reason: input.note ?? null,
    });
    return refunded?.refundId;
  });
  deps.jobs.kick(MAIL_JOB);
  // a rupee refund through the gateway: sent once the refund is committed; an answer that is
  // not final (TIMED_OUT, PENDING, INTERNAL_SERVER_ERROR, none) leaves it PENDING for the checks
  if (refundId) await sendRefund(deps, refundId);
  return loadAdminOrder(deps, orderId);
}
