import type { StoreOrderState } from '../../../shared/api/store';
import type { StoreOrderMode } from '../../../shared/rules/store-order';

/**
 * The one place a store order's states and their order are decided. A coin (delivery) goes
 * AWAITING_PAYMENT -> PAID -> PROCESSING -> SHIPPED (courier, tracking number) -> DELIVERED; a
 * nugget (pickup) AWAITING_PAYMENT -> PAYMENT_SUBMITTED (UTR) -> PAID -> READY_FOR_PICKUP ->
 * COLLECTED. An unpaid direct order can be CANCELLED (a checkout order is cancelled only by its
 * failed payment); a paid one not yet handed over can be REFUNDED.
 */
const NEXT: Record<StoreOrderMode, Partial<Record<StoreOrderState, StoreOrderState[]>>> = {
  delivery: {
    // an unpaid checkout order ends only by its gateway payment (paid, or failed: CANCELLED), so
    // a payment still open at the gateway can never land on an order someone cancelled
    AWAITING_PAYMENT: ['PAID'],
    PAID: ['PROCESSING', 'REFUNDED'],
    PROCESSING: ['SHIPPED', 'REFUNDED'],
    SHIPPED: ['DELIVERED'],
  },
  pickup: {
    AWAITING_PAYMENT: ['PAYMENT_SUBMITTED', 'CANCELLED'],
    PAYMENT_SUBMITTED: ['PAID', 'AWAITING_PAYMENT', 'CANCELLED'],
    PAID: ['READY_FOR_PICKUP', 'REFUNDED'],
    READY_FOR_PICKUP: ['COLLECTED', 'REFUNDED'],
  },
};

export const canMove = (mode: StoreOrderMode, from: StoreOrderState, to: StoreOrderState) =>
  (NEXT[mode][from] ?? []).includes(to);

/**
 * The moves the operator makes by hand; payment moves (PAID by the gateway or a verified UTR,
 * PAYMENT_SUBMITTED by the buyer, back to AWAITING_PAYMENT by a rejected UTR) have their own calls.
 */
export const OPERATOR_MOVES: readonly StoreOrderState[] = [
  'PROCESSING',
  'SHIPPED',
  'DELIVERED',
  'READY_FOR_PICKUP',
  'COLLECTED',
  'CANCELLED',
  'REFUNDED',
];
