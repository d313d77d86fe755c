import { describe, expect, it } from 'vitest';
import { setupMandate, type PaymentGateway, type SetupMandateInput } from './gateway';

const input: SetupMandateInput = {
  merchantSubscriptionId: 'MSUB1',
  merchantUserId: 'MU1',
  name: 'Gold savings plan',
  authWorkflowType: 'TRANSACTION',
  amountType: 'FIXED',
  amountPaise: 50000,
  frequency: 'MONTHLY',
  recurringCount: 12,
  authRequestId: 'AUTH1',
  instrument: { type: 'UPI_COLLECT', vpa: 'asha@ybl' },
  callbackUrl: 'https://gold.example.in/api/payments/phonepe/callback',
};

describe('setupMandate', () => {
  it('on a gateway without one call: creates the subscription, then asks for its authorisation', async () => {
    const calls: [string, unknown][] = [];
    const gateway = {
      async createSubscription(i: unknown) {
        calls.push(['create', i]);
        return { subscriptionId: 'OMS1', state: 'CREATED', authorizeBefore: new Date(1), raw: 1 };
      },
      async authorizeMandate(i: unknown) {
        calls.push(['authorize', i]);
        return { redirectUrl: 'https://upi.example/app', raw: 2 };
      },
    } as unknown as PaymentGateway;
    const set = await setupMandate(gateway, input);
    expect(set).toEqual({
      subscriptionId: 'OMS1',
      state: 'CREATED',
      authorizeBefore: new Date(1),
      redirectUrl: 'https://upi.example/app',
      raw: { subscription: 1, auth: 2 },
    });
    expect(calls.map((c) => c[0])).toEqual(['create', 'authorize']);
    expect(calls[0]![1]).not.toHaveProperty('authRequestId');
    expect(calls[1]![1]).toEqual({
      merchantUserId: 'MU1',
      subscriptionId: 'OMS1',
      authRequestId: 'AUTH1',
      amountPaise: 50000,
      instrument: { type: 'UPI_COLLECT', vpa: 'asha@ybl' },
      callbackUrl: input.callbackUrl,
    });
  });

  it('a PENNY_DROP set-up asks for no first debit', async () => {
    let asked: { amountPaise?: number } = {};
    const gateway = {
      createSubscription: async () => ({ subscriptionId: 'OMS1', state: 'CREATED', raw: 1 }),
      authorizeMandate: async (i: { amountPaise?: number }) => {
        asked = i;
        return { raw: 2 };
      },
    } as unknown as PaymentGateway;
    await setupMandate(gateway, { ...input, authWorkflowType: 'PENNY_DROP' });
    expect(asked.amountPaise).toBeUndefined();
  });

  it('a gateway with its own set-up is asked once', async () => {
    const gateway = {
      createSubscription: async () => {
        throw new Error('not on this gateway');
      },
      setupMandate: async (i: SetupMandateInput) => ({
        subscriptionId: i.merchantSubscriptionId,
        state: 'CREATED',
        raw: 3,
      }),
    } as unknown as PaymentGateway;
    expect((await setupMandate(gateway, input)).subscriptionId).toBe('MSUB1');
  });
});
