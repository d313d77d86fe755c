import { timingSafeEqual } from 'node:crypto';
import type { GatewayPaymentState, MandateState, MandateTransition } from './gateway';
import { sha256Hex } from './phonepe-protocol';

/**
 * PhonePe v2 ("OAuth") wire rules shared by the v2 adapter and the sandbox: the token, the webhook
 * authorisation, the id rules and the state mappings. Reference: shared/reference/
 * payments-phonepe-upi.md sections 3 and 6 (measured against pg-sdk-node 2.0.2).
 */

/** The scheme of the access token in the Authorization header of every v2 call. */
export const TOKEN_TYPE = 'O-Bearer';

/** merchantOrderId, merchantRefundId, merchantSubscriptionId: at most 63 letters, digits, _ or -. */
export const MAX_V2_ID = 63;
export const isValidV2Id = (id: string) =>
  id.length >= 1 && id.length <= MAX_V2_ID && /^[A-Za-z0-9_-]+$/.test(id);

/**
 * The Authorization header PhonePe puts on a webhook: the bare lower-case hex SHA-256 of
 * "username:password" (no scheme, the body is not signed).
 */
export const webhookAuthorization = (username: string, password: string) =>
  sha256Hex(`${username}:${password}`);

/**
 * Whether a webhook's Authorization header is the one of the configured username and password,
 * compared in constant time (hex case ignored). A missing or malformed header is not.
 */
export function verifyWebhookAuthorization(
  header: string | undefined,
  username: string,
  password: string,
): boolean {
  if (!header) return false;
  const got = header.trim().toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(got)) return false;
  const expected = Buffer.from(webhookAuthorization(username, password), 'hex');
  return timingSafeEqual(expected, Buffer.from(got, 'hex'));
}

/**
 * Refund states, both generations (v1 codes and v2 states): only COMPLETED / PAYMENT_SUCCESS is
 * refunded and only FAILED / PAYMENT_ERROR / PAYMENT_DECLINED failed. Anything else, TIMED_OUT,
 * PENDING, INTERNAL_SERVER_ERROR, ACCEPTED or a code not known yet, is still pending until the
 * refund status says otherwise: calling it failed would invite a second refund of the same money.
 */
export function refundState(codeOrState: string | undefined): GatewayPaymentState {
  switch (codeOrState) {
    case 'COMPLETED':
    case 'PAYMENT_SUCCESS':
      return 'SUCCESS';
    case 'FAILED':
    case 'PAYMENT_ERROR':
    case 'PAYMENT_DECLINED':
      return 'FAILED';
    default:
      return 'PENDING';
  }
}

/**
 * Subscription (mandate) states of both generations (reference 5.4 and 6.2) in our small enum. A
 * change PhonePe is still making (v1 CANCEL_IN_PROGRESS, v2 *_IN_PROGRESS) keeps the state that
 * still holds and names the change in `transition`: a cancel in progress is not a cancelled mandate.
 */
export const SUBSCRIPTION_STATES: Record<
  string,
  { state: MandateState; transition?: MandateTransition }
> = {
  CREATED: { state: 'CREATED' },
  ACTIVATION_IN_PROGRESS: { state: 'CREATED', transition: 'ACTIVATION' },
  ACTIVE: { state: 'ACTIVE' },
  PAUSED: { state: 'PAUSED' },
  // v1, meaning undocumented; no debits happen, like PAUSED
  SUSPENDED: { state: 'PAUSED' },
  PAUSE_IN_PROGRESS: { state: 'ACTIVE', transition: 'PAUSE' },
  UNPAUSE_IN_PROGRESS: { state: 'PAUSED', transition: 'UNPAUSE' },
  CANCEL_IN_PROGRESS: { state: 'ACTIVE', transition: 'CANCEL' },
  CANCELLED: { state: 'CANCELLED' },
  REVOKE_IN_PROGRESS: { state: 'ACTIVE', transition: 'REVOKE' },
  REVOKED: { state: 'REVOKED' },
  EXPIRED: { state: 'EXPIRED' },
  FAILED: { state: 'FAILED' },
};

/** The v2 webhook events (reference 3.5 and 6.3). */
export const V2_EVENTS = {
  orderCompleted: 'checkout.order.completed',
  orderFailed: 'checkout.order.failed',
  refundAccepted: 'pg.refund.accepted',
  refundCompleted: 'pg.refund.completed',
  refundFailed: 'pg.refund.failed',
  setupCompleted: 'subscription.setup.order.completed',
  setupFailed: 'subscription.setup.order.failed',
  paused: 'subscription.paused',
  unpaused: 'subscription.unpaused',
  revoked: 'subscription.revoked',
  cancelled: 'subscription.cancelled',
  notificationCompleted: 'subscription.notification.completed',
  notificationFailed: 'subscription.notification.failed',
  redemptionOrderCompleted: 'subscription.redemption.order.completed',
  redemptionOrderFailed: 'subscription.redemption.order.failed',
  redemptionTransactionCompleted: 'subscription.redemption.transaction.completed',
  redemptionTransactionFailed: 'subscription.redemption.transaction.failed',
} as const;

/** The deprecated `type` PhonePe still sends beside `event`: the event in capitals with _. */
export const eventType = (event: string) => event.toUpperCase().replace(/\./g, '_');
