import { describe, expect, it } from 'vitest';
import { ORDER_STATES, responses } from './fixtures/phonepe-v2';
import { V2_ORDER_STATE_NAMES, epochMsOf, readV2OrderState } from './phonepe-v2-order-state';

describe('PhonePe v2 order states', () => {
  it('knows every state the documents list, and no other', () => {
    expect([...V2_ORDER_STATE_NAMES].sort()).toEqual([...ORDER_STATES].sort());
  });

  it('a notified redemption order is pending with its notice sent, not a failure', () => {
    expect(readV2OrderState('NOTIFIED')).toEqual({ state: 'PENDING', notice: 'NOTIFIED' });
    expect(readV2OrderState('NOTIFICATION_IN_PROGRESS')).toEqual({
      state: 'PENDING',
      notice: 'IN_PROGRESS',
    });
    expect(readV2OrderState(responses.redemptionNotified.response.body.state)).toEqual({
      state: 'PENDING',
      notice: 'NOTIFIED',
    });
  });

  it('only COMPLETED is a success and only FAILED a failure', () => {
    expect(readV2OrderState('COMPLETED')).toEqual({ state: 'SUCCESS' });
    expect(readV2OrderState('FAILED')).toEqual({ state: 'FAILED' });
    expect(readV2OrderState('PENDING')).toEqual({ state: 'PENDING' });
    expect(readV2OrderState(responses.redemptionCompleted.response.body.state).state).toBe(
      'SUCCESS',
    );
  });

  it('an unknown state, or none, is "ask again later": pending and marked unknown, never thrown', () => {
    for (const s of ['EXPIRED', 'REDEMPTION_QUEUED', 'completed', '', undefined, null, 3]) {
      expect(readV2OrderState(s)).toEqual({ state: 'PENDING', unknown: true });
    }
  });
});

describe('PhonePe epoch times', () => {
  it('reads numbers and strings of digits alike (both are documented)', () => {
    const n = responses.redemptionNotified.response.body.paymentFlow;
    const s = responses.redemptionNotifiedStringTimes.response.body.paymentFlow;
    expect(epochMsOf(n.validAfter)?.getTime()).toBe(1628229131000);
    expect(epochMsOf(s.validAfter)).toEqual(epochMsOf(n.validAfter));
    expect(epochMsOf(s.notifiedAt)?.toISOString()).toBe('2021-06-01T09:29:11.586Z');
  });

  it('anything else is no time', () => {
    for (const v of [null, undefined, '', 'soon', '12.5', -1, 0, 1.5, {}, '99999999999999999']) {
      expect(epochMsOf(v)).toBeUndefined();
    }
  });
});
