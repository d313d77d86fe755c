import { describe, expect, it } from 'vitest';
import { buildTestApp, testClock } from '../../../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../../../tests/helpers/factories';
import {
  postCallback,
  sandboxControl,
  withheldCallbacks,
} from '../../../../../tests/helpers/payments';
import { ist, planDriver } from '../../../../../tests/helpers/plans';
import { isNonPeak, nextNonPeak } from '../../../../shared/rules/autopay';
import {
  compareWithDocumented,
  responses,
  webhooks,
  type DocumentedEvent,
} from '../fixtures/phonepe-v2';
import { recordPrice } from '../../prices/service';
import { paymentGateway } from '../service';

/**
 * The sandbox's v2 Autopay answers and webhooks held against PhonePe's documented samples
 * (fixtures/phonepe-v2), field by field: names, JSON types and enum values. The sandbox is our
 * stand-in for PhonePe; if it drifts from the documents, tests pass that the live gateway fails.
 */
describe('the v2 sandbox speaks as PhonePe documents', async () => {
  const clock = testClock(ist('2026-11-24T11:00:00'));
  const app = await buildTestApp({ clock, env: { PHONEPE_API_VERSION: 'v2' } });
  await recordPrice(app.deps.db, 765000, 'test', clock.now());
  const d = planDriver(app);
  const { user, headers } = await createSignedInUser(app);
  const c = app.deps.config;

  const token = async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/sandbox/phonepe/v1/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: c.PHONEPE_SANDBOX_CLIENT_ID,
        client_version: String(c.PHONEPE_CLIENT_VERSION),
        client_secret: c.PHONEPE_SANDBOX_CLIENT_SECRET,
        grant_type: 'client_credentials',
      }).toString(),
    });
    return res;
  };
  // a fresh token each call: the test moves the clock past a token's life
  const api = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
    const bearer = `O-Bearer ${(await token()).json().access_token as string}`;
    const res = await app.inject({
      method,
      url: `/sandbox/phonepe${url}`,
      headers: { authorization: bearer, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    return { status: res.statusCode, body: res.body ? (res.json() as unknown) : undefined };
  };
  /** a documented answer against the sandbox's */
  const same = (
    f: { response: { httpStatus: number; body?: unknown }; documentedOptional?: string[] },
    got: { status: number; body?: unknown },
    extra: { loose?: string[]; enums?: Record<string, string[]> } = {},
  ) => {
    expect(got.status).toBe(f.response.httpStatus);
    return compareWithDocumented(f.response.body, got.body, {
      optional: f.documentedOptional,
      ...extra,
    });
  };
  /** the webhooks the sandbox sent about `reference`, withheld so they can be read */
  const withheld = async (reference: string) =>
    (await withheldCallbacks(app))
      .filter((w) => w.reference === reference)
      .map((w) => w.body as { event: string; type: string; payload: Record<string, unknown> });
  const sameWebhook = (event: DocumentedEvent, got: unknown, loose: string[] = []) =>
    compareWithDocumented(webhooks[event].webhook.body, got, {
      // PhonePe sends `event` beside the deprecated `type` (some samples show only type)
      optional: [
        'event',
        // a payload is the order's or the subscription's status object: their optional fields
        ...[
          responses.setupOrderCompleted,
          responses.redemptionCompleted,
          responses.redemptionNotified,
          responses.subscriptionActive,
        ].flatMap((f) => (f.documentedOptional ?? []).map((p) => `payload.${p}`)),
        'payload.merchantId',
        'payload.paymentDetails',
        'payload.metaInfo',
        'payload.paymentDetails[].instrument',
        'payload.paymentDetails[].rail.vpa',
        'payload.paymentDetails[].errorCode',
      ],
      loose: [
        'payload.paymentFlow.validAfter',
        'payload.paymentFlow.validUpto',
        'payload.paymentFlow.notifiedAt',
        'payload.pauseStartDate',
        'payload.pauseEndDate',
        ...loose,
      ],
    });

  it('the token answer', async () => {
    expect(
      same(
        responses.token,
        { status: 200, body: (await token()).json() },
        {
          loose: ['expires_in'],
        },
      ),
    ).toEqual([]);
  });

  it('the UPI ID check: valid with the name, or not valid', async () => {
    expect(
      same(
        responses.validateUpiValid,
        await api('POST', '/v2/validate/upi', { type: 'VPA', vpa: 'asha.saver@ybl' }),
      ),
    ).toEqual([]);
    expect(
      same(
        responses.validateUpiInvalid,
        await api('POST', '/v2/validate/upi', { type: 'VPA', vpa: 'invalid.x@ybl' }),
      ),
    ).toEqual([]);
  });

  it('set-up: UPI_QR is refused as an unknown mode, an intent needs the OS', async () => {
    const body = (mode: unknown, extra: Record<string, unknown> = {}) => ({
      merchantOrderId: `MAUTH${Date.now()}${Math.floor(Math.random() * 1e6)}`,
      amount: 200,
      paymentFlow: {
        type: 'SUBSCRIPTION_SETUP',
        merchantSubscriptionId: `MSUB${Date.now()}${Math.floor(Math.random() * 1e6)}`,
        authWorkflowType: 'PENNY_DROP',
        amountType: 'FIXED',
        maxAmount: 5000,
        frequency: 'DAILY',
        paymentMode: mode,
      },
      ...extra,
    });
    const qr = await api('POST', '/subscriptions/v2/setup', body({ type: 'UPI_QR' }));
    expect(qr.status).toBe(400);
    expect(JSON.stringify(qr.body)).toMatch(/UPI_QR is not a set-up mode/);
    expect(
      (await api('POST', '/subscriptions/v2/setup', body({ type: 'UPI_INTENT' }))).status,
    ).toBe(400);
    const ok = await api(
      'POST',
      '/subscriptions/v2/setup',
      body({ type: 'UPI_INTENT' }, { deviceContext: { deviceOS: 'ANDROID' } }),
    );
    expect(same(responses.setup, ok)).toEqual([]);
  });

  it(
    'a plan from set-up to a paid debit: every answer and every subscription.* webhook as documented',
    { timeout: 120_000 },
    async () => {
      // the set-up order's webhook is withheld to be read; StatusCheck settles by the status API
      await sandboxControl(app, { next: 'no-callback', times: 10 });
      const created = await d.create(headers, 'DAILY', 5000);
      const { insert_id: insertId, subscriptionId } = created.json();
      await d.verify(headers, insertId, 'asha.saver@ybl');
      const auth = await d.authorize(headers, insertId, 'asha.saver@ybl');
      const authRequestId = auth.json().transactionId as string;
      await d.upiAuth(authRequestId, 'approve');
      const [setupHook] = await withheld(authRequestId);
      expect(setupHook!.event).toBe('subscription.setup.order.completed');
      expect(sameWebhook('subscription.setup.order.completed', setupHook)).toEqual([]);
      expect(
        same(
          responses.setupOrderCompleted,
          await api('GET', `/subscriptions/v2/order/${authRequestId}/status?details=true`),
        ),
      ).toEqual([]);
      expect((await d.status(headers, insertId)).json().status).toBe('SUCCESS');
      expect(
        same(
          responses.subscriptionActive,
          await api('GET', `/subscriptions/v2/${subscriptionId}/status`),
        ),
      ).toEqual([]);

      // the notice: NOTIFIED, its webhook
      await d.job();
      const mtid = (await d.plan(headers, insertId)).debits[0]!.merchantTransactionId;
      const notified = await api('GET', `/subscriptions/v2/order/${mtid}/status?details=true`);
      expect(same(responses.redemptionNotified, notified)).toEqual([]);
      expect((notified.body as { state: string }).state).toBe('NOTIFIED');
      const [noticeHook] = await withheld(mtid);
      expect(noticeHook!.event).toBe('subscription.notification.completed');
      expect(sameWebhook('subscription.notification.completed', noticeHook)).toEqual([]);

      // 24 h later, non-peak: redeemed, approved; the attempt's and the order's webhooks
      await d.advance(24 * 3_600_000 + 60_000);
      if (!isNonPeak(clock.now()))
        await d.advance(nextNonPeak(clock.now()).getTime() - clock.now().getTime() + 60_000);
      await d.job();
      expect(await d.executeCalls(mtid)).toBe(1);
      await d.upiDebit(mtid, 'approve');
      const hooks = await withheld(mtid);
      expect(hooks.map((h) => h.event)).toEqual([
        'subscription.notification.completed',
        'subscription.redemption.transaction.completed',
        'subscription.redemption.order.completed',
      ]);
      expect(
        sameWebhook('subscription.redemption.transaction.completed', hooks[1], ['payload.state']),
      ).toEqual([]);
      expect(sameWebhook('subscription.redemption.order.completed', hooks[2])).toEqual([]);
      expect(
        same(
          responses.redemptionCompleted,
          await api('GET', `/subscriptions/v2/order/${mtid}/status?details=true`),
          { loose: ['paymentFlow.validAfter', 'paymentFlow.validUpto', 'paymentFlow.notifiedAt'] },
        ),
      ).toEqual([]);

      await sandboxControl(app, { action: 'reset' });
    },
  );

  it(
    'every other subscription.* webhook: a declined set-up, a failed notice, a declined debit, a mandate paused, unpaused and revoked in the UPI app, a cancelled one; the app acts on each',
    { timeout: 120_000 },
    async () => {
      const hooks = async (reference: string) =>
        (await withheld(reference)).map((h) => [h.event, h] as const);
      /** the one webhook about `reference` named `event`, held against its sample */
      const check = async (reference: string, event: DocumentedEvent, loose: string[] = []) => {
        const got = (await hooks(reference)).filter(([e]) => e === event);
        expect(got, `${event} about ${reference}`).toHaveLength(1);
        const body = got[0]![1];
        expect(body.type).toBe(event.toUpperCase().replace(/\./g, '_'));
        expect(sameWebhook(event, body, loose)).toEqual([]);
        return body;
      };
      /** sends a withheld webhook to the app, as PhonePe would have */
      const deliver = async (reference: string, event: DocumentedEvent) => {
        const cb = (await withheldCallbacks(app)).find(
          (w) => w.reference === reference && (w.body as { event?: string }).event === event,
        )!;
        expect((await postCallback(app, cb.headers, cb.body)).statusCode).toBe(200);
      };
      await sandboxControl(app, { next: 'no-callback', times: 100 });

      // a set-up the saver declines in the UPI app
      const declined = await d.create(headers, 'WEEKLY', 10000);
      const declinedId = declined.json().insert_id as string;
      await d.verify(headers, declinedId, 'asha.saver@ybl');
      const auth = await d.authorize(headers, declinedId, 'asha.saver@ybl');
      const declinedAuth = auth.json().transactionId as string;
      await d.upiAuth(declinedAuth, 'reject');
      await check(declinedAuth, 'subscription.setup.order.failed');

      // a debit the saver declines: the attempt's and the order's failed webhooks
      const { insertId, subscriptionId } = await d.activePlan(headers, 'DAILY', 2000);
      await d.job();
      const mtid = (await d.plan(headers, insertId)).debits.find(
        (x) => x.state === 'NOTIFIED',
      )!.merchantTransactionId;
      await d.advance(24 * 3_600_000 + 60_000);
      if (!isNonPeak(clock.now()))
        await d.advance(nextNonPeak(clock.now()).getTime() - clock.now().getTime() + 60_000);
      await d.job();
      expect(await d.executeCalls(mtid)).toBe(1);
      await d.upiDebit(mtid, 'reject');
      await check(mtid, 'subscription.redemption.transaction.failed', ['payload.state']);
      await check(mtid, 'subscription.redemption.order.failed');

      // the UPI app pauses the mandate: its webhook, and the app shows the pause
      const phonePeId = (await paymentGateway(app.deps).getSubscriptionStatus(subscriptionId))
        .subscriptionId!;
      await d.upiMandate(phonePeId, 'pause');
      const paused = await check(subscriptionId, 'subscription.paused');
      expect(paused.payload.state).toBe('PAUSED');
      expect(paused.payload.pauseStartDate).toEqual(expect.any(Number));

      // a notice to a paused mandate fails: the notification.failed webhook
      const refused = `MDEBDOC${Date.now()}`;
      const notice = await api('POST', '/subscriptions/v2/notify', {
        merchantOrderId: refused,
        amount: 2000,
        paymentFlow: {
          type: 'SUBSCRIPTION_REDEMPTION',
          merchantSubscriptionId: subscriptionId,
          redemptionRetryStrategy: 'STANDARD',
          autoDebit: false,
        },
      });
      expect((notice.body as { state: string }).state).toBe('FAILED');
      await check(refused, 'subscription.notification.failed');

      await deliver(subscriptionId, 'subscription.paused');
      expect((await d.plan(headers, insertId)).plan).toMatchObject({
        state: 'PAUSED',
        stateReason: 'Paused in your UPI app.',
      });
      expect(await d.mails(user.email, 'plan-upi-paused')).toHaveLength(1);

      await d.upiMandate(phonePeId, 'unpause');
      const unpaused = await check(subscriptionId, 'subscription.unpaused');
      expect(unpaused.payload.state).toBe('ACTIVE');
      await deliver(subscriptionId, 'subscription.unpaused');
      expect((await d.plan(headers, insertId)).plan.state).toBe('ACTIVE');

      // revoked in the UPI app: the plan ends, with one mail
      await d.upiMandate(phonePeId, 'revoke');
      const revoked = await check(subscriptionId, 'subscription.revoked');
      expect(revoked.payload.state).toBe('REVOKED');
      await deliver(subscriptionId, 'subscription.revoked');
      expect((await d.plan(headers, insertId)).plan).toMatchObject({
        state: 'REVOKED',
        stateReason: 'The mandate was revoked in your UPI app.',
      });
      const revokedMails = await d.mails(user.email, 'plan-revoked');
      expect(revokedMails).toHaveLength(1);
      expect(revokedMails[0]!.subject).toBe('Your gold plan has stopped');

      // cancelled by the saver: the mandate's cancel completes with its webhook
      const other = await d.activePlan(headers, 'MONTHLY', 100000);
      expect((await d.post(`/api/plans/${other.insertId}/cancel`, headers)).statusCode).toBe(200);
      await sandboxControl(app, { action: 'complete-cancellations' });
      const cancelled = await check(other.subscriptionId, 'subscription.cancelled');
      expect(cancelled.payload.state).toBe('CANCELLED');

      await sandboxControl(app, { action: 'reset' });
    },
  );
});
