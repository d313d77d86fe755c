import { describe, expect, it } from 'vitest';
import { webhooks, type DocumentedEvent } from './fixtures/phonepe-v2';
import { V2_WEBHOOK_EVENTS, routeV2Webhook, v2EventOf, v2TypeOf } from './phonepe-v2-webhook';

const expected: Record<DocumentedEvent, { type: string; id: string }> = {
  'subscription.setup.order.completed': { type: 'AUTH', id: 'MO1708797962855' },
  'subscription.setup.order.failed': { type: 'AUTH', id: 'MO1708797962855' },
  'subscription.paused': { type: 'SUBSCRIPTION', id: 'MS1708797962855' },
  'subscription.unpaused': { type: 'SUBSCRIPTION', id: 'MS1708797962855' },
  'subscription.revoked': { type: 'SUBSCRIPTION', id: 'MS1708797962855' },
  'subscription.cancelled': { type: 'SUBSCRIPTION', id: 'MS1708797962855' },
  'subscription.notification.completed': { type: 'NOTIFY', id: 'MO1708797962855' },
  'subscription.notification.failed': { type: 'NOTIFY', id: 'MO1708797962855' },
  'subscription.redemption.order.completed': { type: 'DEBIT', id: 'MO1708797962855' },
  'subscription.redemption.order.failed': { type: 'DEBIT', id: 'MO1708797962855' },
  'subscription.redemption.transaction.completed': { type: 'DEBIT', id: 'MO1708797962855' },
  'subscription.redemption.transaction.failed': { type: 'DEBIT', id: 'MO1708797962855' },
};

const idOf = (c: { type: string } & Record<string, unknown>) =>
  c.type === 'AUTH'
    ? c.authRequestId
    : c.type === 'SUBSCRIPTION'
      ? c.subscriptionId
      : c.merchantTransactionId;

describe('PhonePe v2 webhooks, as documented', () => {
  it('routes every documented subscription.* sample, including those with only `type`', () => {
    for (const [event, sample] of Object.entries(webhooks)) {
      const r = routeV2Webhook(sample.webhook.body);
      expect(r.kind, event).toBe('callback');
      if (r.kind !== 'callback') continue;
      expect(r.event).toBe(event);
      const want = expected[event as DocumentedEvent];
      expect(r.callback.type, event).toBe(want.type);
      expect(idOf(r.callback as never), event).toBe(want.id);
      expect(r.callback.raw).toBe(sample.webhook.body);
    }
  });

  it('the revoke webhook PhonePe documents has no `event`: its `type` names it', () => {
    const body = webhooks['subscription.revoked'].webhook.body;
    expect('event' in body).toBe(false);
    expect(v2EventOf(body)).toBe('subscription.revoked');
  });

  it('`event` wins over `type`, and each documented event has its type', () => {
    expect(v2EventOf({ event: 'subscription.paused', type: 'SUBSCRIPTION_REVOKED' })).toBe(
      'subscription.paused',
    );
    for (const e of Object.keys(V2_WEBHOOK_EVENTS))
      expect(v2EventOf({ type: v2TypeOf(e) })).toBe(e);
  });
});

describe('PhonePe v2 webhooks we do not act on', () => {
  it('an event PhonePe does not document is ignored with its name, not refused', () => {
    expect(routeV2Webhook({ event: 'subscription.completed', payload: {} })).toEqual({
      kind: 'ignored',
      event: 'subscription.completed',
      reason: 'event not documented: subscription.completed',
    });
    expect(routeV2Webhook({ type: 'SOMETHING_NEW', payload: {} })).toMatchObject({
      kind: 'ignored',
      event: 'something.new',
    });
  });

  it('a body naming no event, or a documented event without its id, is ignored with the reason', () => {
    expect(routeV2Webhook({ payload: {} })).toEqual({
      kind: 'ignored',
      reason: 'no event and no type',
    });
    expect(routeV2Webhook('not json')).toMatchObject({ kind: 'ignored' });
    expect(routeV2Webhook({ type: 'SUBSCRIPTION_REVOKED' })).toEqual({
      kind: 'ignored',
      event: 'subscription.revoked',
      reason: 'subscription.revoked without merchantSubscriptionId',
    });
    expect(routeV2Webhook({ event: 'subscription.notification.completed', payload: {} })).toEqual({
      kind: 'ignored',
      event: 'subscription.notification.completed',
      reason: 'subscription.notification.completed without merchantOrderId',
    });
  });

  it('checkout and refund events keep their routes', () => {
    expect(
      routeV2Webhook({ event: 'checkout.order.completed', payload: { merchantOrderId: 'MTID1' } }),
    ).toMatchObject({
      kind: 'callback',
      callback: { type: 'PAYMENT', merchantTransactionId: 'MTID1' },
    });
    expect(
      routeV2Webhook({
        event: 'pg.refund.completed',
        payload: { merchantRefundId: 'REF1', originalMerchantOrderId: 'MTID1' },
      }),
    ).toMatchObject({
      kind: 'callback',
      callback: { type: 'PAYMENT', merchantTransactionId: 'REF1' },
    });
  });
});
