import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, GATEWAY_TIMEOUT_MS, testClock } from '../../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../../tests/helpers/factories';
import { postCallback, sandboxControl } from '../../../../tests/helpers/payments';
import { ist, planDriver } from '../../../../tests/helpers/plans';
import { isNonPeak, nextNonPeak } from '../../../shared/rules/autopay';
import { signCallback, toBase64 } from '../payments/phonepe-protocol';
import { webhookAuthorization } from '../payments/phonepe-v2-protocol';
import { paymentGateway } from '../payments/service';
import { recordPrice } from '../prices/service';

const PRICE = 765000;
const HOUR = 3_600_000;

/**
 * UPI Autopay when PhonePe misbehaves, through the real routes, the debit job and the sandbox:
 * a notice whose answer is lost, a gateway that answers 429, webhooks we do not act on. Runs on
 * PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
/** `timeoutMs`: PhonePe's time limit, short for a test that waits for the 'timeout' knob */
async function setup(version: 'v1' | 'v2', timeoutMs?: number) {
  const clock = testClock(ist('2026-11-24T11:00:00'));
  const lines: string[] = [];
  const app = await buildTestApp({
    clock,
    logStream: { write: (l) => void lines.push(l) },
    env: {
      PHONEPE_API_VERSION: version,
      ...(timeoutMs ? { PHONEPE_TIMEOUT_MS: String(timeoutMs) } : {}),
    },
    perTest: true,
  });
  await recordPrice(app.deps.db, PRICE, 'test', clock.now());
  const d = planDriver(app, PRICE);
  const { headers } = await createSignedInUser(app);
  const calls = async (operation: string, reference: string) => {
    const r = (await app.deps.db.execute(
      sql`select count(*)::int as n from gateway_log where operation = ${operation} and reference = ${reference} and direction = 'out'`,
    )) as unknown as { rows: { n: number }[] };
    return r.rows[0]!.n;
  };
  /** past the debit's first executable moment, in a non-peak minute */
  async function toExecutable(merchantTransactionId: string) {
    const r = (await app.deps.db.execute(
      sql`select executable_from as "from" from plan_debits where merchant_transaction_id = ${merchantTransactionId}`,
    )) as unknown as { rows: { from: string | Date }[] };
    const from = new Date(r.rows[0]!.from).getTime();
    if (from > clock.now().getTime()) await d.advance(from - clock.now().getTime() + 60_000);
    if (!isNonPeak(clock.now()))
      await d.advance(nextNonPeak(clock.now()).getTime() - clock.now().getTime() + 60_000);
  }
  /** the reasons logged for verified callbacks that changed nothing */
  const unmatched = () =>
    lines
      .map((l) => JSON.parse(l) as { msg: string; reason?: string; reference?: string })
      .filter((l) => l.msg.startsWith('Autopay callback changes nothing'))
      .map((l) => `${l.reference}: ${l.reason}`);
  return {
    app,
    clock,
    d,
    headers,
    calls,
    toExecutable,
    unmatched,
    gw: paymentGateway(app.deps),
  };
}

describe.each(['v1', 'v2'] as const)('a lost notice answer on %s', (version) => {
  it(
    'the status then says NOTIFIED: the notice stands, the debit runs once, the cycle is paid',
    { timeout: 90_000 },
    async () => {
      // short: the 'timeout' knob below answers only after it
      const { app, d, headers, calls, toExecutable, gw } = await setup(version, GATEWAY_TIMEOUT_MS);
      const { insertId } = await d.activePlan(headers, 'DAILY', 5000);
      // PhonePe takes the notice but its answer never arrives in time
      // answered just after our time limit (the knob's default waits a second more)
      await sandboxControl(app, {
        next: 'timeout',
        on: 'debit-notify',
        delayMs: GATEWAY_TIMEOUT_MS + 200,
      });
      await d.job();
      let p = await d.plan(headers, insertId);
      expect(p.debits[0]).toMatchObject({ cycle: 1, state: 'NOTIFYING' });
      const mtid = p.debits[0]!.merchantTransactionId;
      // PhonePe handles the notice after our time limit: once it has, it reports it NOTIFIED
      let s = await gw.getDebitStatus(mtid);
      for (let i = 0; i < 40 && !s.notificationState; i++) {
        await new Promise((r) => setTimeout(r, 250));
        s = await gw.getDebitStatus(mtid);
      }
      expect(s).toMatchObject({ state: 'PENDING', notificationState: 'NOTIFIED' });
      expect(s.executableFrom).toBeInstanceOf(Date);

      // the next round asks the status first and takes the notice as sent: no second notify
      await d.advance(HOUR);
      await d.job();
      p = await d.plan(headers, insertId);
      expect(p.debits[0]).toMatchObject({ cycle: 1, state: 'NOTIFIED' });
      expect(await calls('debit-notify', mtid)).toBe(1);

      await toExecutable(mtid);
      await d.job();
      expect(await d.executeCalls(mtid)).toBe(1);
      expect((await d.upiDebit(mtid, 'approve')).statusCode).toBe(303);
      await d.job();
      p = await d.plan(headers, insertId);
      expect(p.debits[0]).toMatchObject({ cycle: 1, state: 'SUCCESS' });
      expect(p.plan.debitsMade).toBe(1);
      expect(await d.executeCalls(mtid)).toBe(1);
    },
  );
});

describe.each(['v1', 'v2'] as const)('HTTP 429 on %s', (version) => {
  it(
    'a notice answered 429 is sent again with the same id, and the cycle is debited once',
    { timeout: 90_000 },
    async () => {
      const { app, d, headers, calls, toExecutable } = await setup(version);
      const { insertId } = await d.activePlan(headers, 'DAILY', 5000);
      await sandboxControl(app, { next: '429', on: 'debit-notify' });
      await d.job();
      let p = await d.plan(headers, insertId);
      expect(p.debits[0]).toMatchObject({ cycle: 1, state: 'NOTIFIED' });
      const mtid = p.debits[0]!.merchantTransactionId;
      expect(await calls('debit-notify', mtid)).toBe(2);

      await toExecutable(mtid);
      await d.job();
      expect((await d.upiDebit(mtid, 'approve')).statusCode).toBe(303);
      await d.job();
      p = await d.plan(headers, insertId);
      expect(p.debits[0]).toMatchObject({ cycle: 1, state: 'SUCCESS' });
      expect(p.plan.debitsMade).toBe(1);
      expect(await d.executeCalls(mtid)).toBe(1);
    },
  );
});

describe('v2 webhooks we do not act on', () => {
  it(
    'an unknown event, a revoke with only `type`, an unknown order: 200, logged, nothing changes',
    { timeout: 90_000 },
    async () => {
      const { app, d, headers, unmatched } = await setup('v2');
      const { insertId, subscriptionId } = await d.activePlan(headers, 'DAILY', 5000);
      const auth = { authorization: webhookAuthorization('goldsave_hook', 'SandboxHook2026') };
      const before = await d.plan(headers, insertId);

      const bodies = [
        {
          event: 'subscription.mystery.event',
          payload: { merchantSubscriptionId: subscriptionId },
        },
        { type: 'SUBSCRIPTION_REVOKED' },
        {
          type: 'SUBSCRIPTION_REVOKED',
          payload: { merchantSubscriptionId: 'MSUBNOSUCHPLAN1', state: 'REVOKED' },
        },
        {
          event: 'subscription.redemption.order.completed',
          payload: { merchantOrderId: 'MDEBNOSUCHORDER1', state: 'COMPLETED', amount: 5000 },
        },
      ];
      for (const body of bodies) {
        const res = await postCallback(app, auth, body);
        expect(res.statusCode, JSON.stringify(body) + res.body).toBe(200);
      }
      // only a failed authentication is refused
      const forged = await postCallback(
        app,
        { authorization: webhookAuthorization('goldsave_hook', 'Guessed2026') },
        bodies[0],
      );
      expect(forged.statusCode).toBe(401);

      const after = await d.plan(headers, insertId);
      expect(after.plan.state).toBe('ACTIVE');
      expect(after.plan).toEqual(before.plan);
      expect(after.debits).toEqual(before.debits);
      const logged = (await app.deps.db.execute(
        sql`select operation, error from gateway_log where direction = 'in' and operation = 'callback-ignored' order by id`,
      )) as unknown as { rows: { operation: string; error: string }[] };
      expect(logged.rows.map((r) => r.error)).toEqual([
        'event not documented: subscription.mystery.event',
        'subscription.revoked without merchantSubscriptionId',
      ]);
      // the unknown plan and order reach the module, which says why nothing changed
      expect(unmatched()).toEqual([
        'MSUBNOSUCHPLAN1: no plan has this mandate',
        'MDEBNOSUCHORDER1: no debit has this order id',
      ]);
    },
  );
});

describe('v1 callbacks we do not act on', () => {
  it(
    'an unknown callbackType, a revoke without its subscription, an unknown plan or debit: 200, logged, nothing changes',
    { timeout: 90_000 },
    async () => {
      const { app, d, headers, unmatched } = await setup('v1');
      const { insertId, subscriptionId } = await d.activePlan(headers, 'DAILY', 5000);
      const c = app.deps.config;
      const signed = (data: unknown) => {
        const response = toBase64(
          JSON.stringify({ success: true, code: 'SUCCESS', message: '', data }),
        );
        return {
          headers: {
            'x-verify': signCallback(response, c.PHONEPE_SANDBOX_SALT_KEY, c.PHONEPE_SALT_INDEX),
          },
          body: { response },
        };
      };
      const before = await d.plan(headers, insertId);
      const merchantId = c.PHONEPE_SANDBOX_MERCHANT_ID;

      const callbacks = [
        signed({ callbackType: 'MYSTERY', merchantId, subscriptionId }),
        // a revoke that names no subscription
        signed({
          callbackType: 'SUBSCRIPTION',
          merchantId,
          subscriptionDetails: { state: 'REVOKED' },
        }),
        // a revoke of a mandate we do not have
        signed({
          callbackType: 'SUBSCRIPTION',
          merchantId,
          subscriptionDetails: { subscriptionId: 'OMS2611240000000000000001', state: 'REVOKED' },
        }),
        // a debit we never asked for
        signed({
          callbackType: 'DEBIT',
          merchantId,
          transactionId: 'MDEBNOSUCHORDER1',
          amount: 5000,
          state: 'COMPLETED',
        }),
      ];
      for (const cb of callbacks) {
        const res = await postCallback(app, cb.headers, cb.body);
        expect(res.statusCode, JSON.stringify(cb.body) + res.body).toBe(200);
      }
      // signed, but not base64 JSON: still PhonePe's, still 200
      const garbled = toBase64('not json');
      const odd = await postCallback(
        app,
        { 'x-verify': signCallback(garbled, c.PHONEPE_SANDBOX_SALT_KEY, c.PHONEPE_SALT_INDEX) },
        { response: garbled },
      );
      expect(odd.statusCode).toBe(200);
      // only a failed authentication is refused
      const forged = await postCallback(
        app,
        { 'x-verify': signCallback(callbacks[0]!.body.response, 'guessed-salt', 1) },
        callbacks[0]!.body,
      );
      expect(forged.statusCode).toBe(401);

      const after = await d.plan(headers, insertId);
      expect(after.plan.state).toBe('ACTIVE');
      expect(after.plan).toEqual(before.plan);
      expect(after.debits).toEqual(before.debits);
      const logged = (await app.deps.db.execute(
        sql`select error from gateway_log where direction = 'in' and operation = 'callback-ignored' order by id`,
      )) as unknown as { rows: { error: string }[] };
      expect(logged.rows.map((r) => r.error)).toEqual([
        'callbackType not documented: MYSTERY',
        'SUBSCRIPTION callback without subscriptionId',
        'the response is not base64 JSON',
      ]);
      expect(unmatched()).toEqual([
        'OMS2611240000000000000001: no plan has this mandate',
        'MDEBNOSUCHORDER1: no debit has this order id',
      ]);
    },
  );
});
