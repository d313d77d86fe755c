import type { GatewayPaymentState } from './gateway';

/**
 * What a PhonePe v2 subscription order's root `state` means to us. Set-up and redemption orders
 * share the order-status API; after a notice the redemption order is NOTIFICATION_IN_PROGRESS, then
 * NOTIFIED, and only the redeem call makes it PENDING (an attempt), then COMPLETED or FAILED.
 *
 * - `state`: our payment enum; only COMPLETED is SUCCESS and only FAILED is FAILED.
 * - `notice`: where the debit notice stands, when the state says it (IN_PROGRESS or NOTIFIED).
 * - `unknown`: PhonePe answered a state its documents do not list. It is never a failure and never
 *   an error: the order is asked about again later, as a pending one is.
 */
export type V2OrderReading = {
  state: GatewayPaymentState;
  notice?: 'IN_PROGRESS' | 'NOTIFIED';
  unknown?: true;
};

const READINGS: Record<string, V2OrderReading> = {
  PENDING: { state: 'PENDING' },
  NOTIFICATION_IN_PROGRESS: { state: 'PENDING', notice: 'IN_PROGRESS' },
  NOTIFIED: { state: 'PENDING', notice: 'NOTIFIED' },
  COMPLETED: { state: 'SUCCESS' },
  FAILED: { state: 'FAILED' },
};

/** The documented states, in the order an order goes through them. */
export const V2_ORDER_STATE_NAMES = Object.keys(READINGS);

export function readV2OrderState(state: unknown): V2OrderReading {
  const known = typeof state === 'string' ? READINGS[state] : undefined;
  return known ?? { state: 'PENDING', unknown: true };
}

/**
 * An epoch-milliseconds time as PhonePe prints it: a number on the newer pages, a string of digits
 * on the older ones (validAfter, validUpto, notifiedAt). Anything else is no time.
 */
export function epochMsOf(v: unknown): Date | undefined {
  const n =
    typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,16}$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? new Date(n) : undefined;
}
