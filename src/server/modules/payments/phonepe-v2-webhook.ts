import type { GatewayCallback } from './gateway';

/**
 * Which of our callbacks a PhonePe v2 webhook body is (its Authorization already checked). PhonePe
 * routes on `event` and is deprecating `type`, yet several of its documented samples (revoke, pause,
 * unpause, cancel, notification, redemption) carry only `type`: either names the event. An event it
 * does not list, or one without the id it is about, is `ignored` with the reason: the webhook is
 * still answered 200 (PhonePe would retry anything else) and nothing changes.
 */
export type V2WebhookRoute =
  | { kind: 'callback'; event: string; callback: GatewayCallback }
  | { kind: 'ignored'; event?: string; reason: string };

type Target = 'PAYMENT' | 'REFUND' | 'AUTH' | 'NOTIFY' | 'DEBIT' | 'SUBSCRIPTION';

/** Every v2 event PhonePe documents for checkout, refunds and Autopay, and what it is about. */
export const V2_WEBHOOK_EVENTS: Record<string, Target> = {
  'checkout.order.completed': 'PAYMENT',
  'checkout.order.failed': 'PAYMENT',
  'checkout.transaction.attempt.failed': 'PAYMENT',
  'pg.order.completed': 'PAYMENT',
  'pg.order.failed': 'PAYMENT',
  'pg.transaction.failed': 'PAYMENT',
  'pg.refund.accepted': 'REFUND',
  'pg.refund.completed': 'REFUND',
  'pg.refund.failed': 'REFUND',
  'subscription.setup.order.completed': 'AUTH',
  'subscription.setup.order.failed': 'AUTH',
  'subscription.paused': 'SUBSCRIPTION',
  'subscription.unpaused': 'SUBSCRIPTION',
  'subscription.revoked': 'SUBSCRIPTION',
  'subscription.cancelled': 'SUBSCRIPTION',
  'subscription.notification.completed': 'NOTIFY',
  'subscription.notification.failed': 'NOTIFY',
  'subscription.redemption.order.completed': 'DEBIT',
  'subscription.redemption.order.failed': 'DEBIT',
  'subscription.redemption.transaction.completed': 'DEBIT',
  'subscription.redemption.transaction.failed': 'DEBIT',
};

/** The deprecated `type` of an event: the event in capitals with _ for the dots. */
export const v2TypeOf = (event: string) => event.toUpperCase().replace(/\./g, '_');

const BY_TYPE = new Map(Object.keys(V2_WEBHOOK_EVENTS).map((e) => [v2TypeOf(e), e]));

type Json = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const obj = (v: unknown): Json =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {};

/** The event a body names: its `event`, else the event whose `type` it carries. */
export function v2EventOf(body: unknown): string | undefined {
  const b = obj(body);
  const event = str(b.event);
  if (event) return event;
  const type = str(b.type);
  return type ? (BY_TYPE.get(type) ?? type.toLowerCase().replace(/_/g, '.')) : undefined;
}

export function routeV2Webhook(body: unknown): V2WebhookRoute {
  const event = v2EventOf(body);
  if (!event) return { kind: 'ignored', reason: 'no event and no type' };
  const target = V2_WEBHOOK_EVENTS[event];
  if (!target) return { kind: 'ignored', event, reason: `event not documented: ${event}` };
  const payload = obj(obj(body).payload);
  const orderId = str(payload.merchantOrderId);
  const missing = (what: string): V2WebhookRoute => ({
    kind: 'ignored',
    event,
    reason: `${event} without ${what}`,
  });
  const to = (callback: GatewayCallback): V2WebhookRoute => ({ kind: 'callback', event, callback });
  switch (target) {
    case 'PAYMENT':
      if (!orderId) return missing('merchantOrderId');
      return to({ type: 'PAYMENT', merchantTransactionId: orderId, code: event, raw: body });
    case 'REFUND': {
      // a refund's own id, like a v1 refund callback: no payment has it, the refund service asks
      const id = str(payload.merchantRefundId) ?? orderId;
      if (!id) return missing('merchantRefundId');
      return to({ type: 'PAYMENT', merchantTransactionId: id, code: event, raw: body });
    }
    case 'AUTH':
      if (!orderId) return missing('merchantOrderId');
      return to({ type: 'AUTH', authRequestId: orderId, raw: body });
    case 'NOTIFY':
      if (!orderId) return missing('merchantOrderId');
      return to({ type: 'NOTIFY', merchantTransactionId: orderId, raw: body });
    case 'DEBIT':
      if (!orderId) return missing('merchantOrderId');
      return to({ type: 'DEBIT', merchantTransactionId: orderId, raw: body });
    case 'SUBSCRIPTION': {
      const msid =
        str(payload.merchantSubscriptionId) ?? str(obj(payload.paymentFlow).merchantSubscriptionId);
      if (!msid) return missing('merchantSubscriptionId');
      return to({
        type: 'SUBSCRIPTION',
        subscriptionId: msid,
        merchantSubscriptionId: msid,
        raw: body,
      });
    }
  }
}
