import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, testClock } from '../../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../../tests/helpers/factories';
import { sandboxControl } from '../../../../tests/helpers/payments';
import { ist, planDriver } from '../../../../tests/helpers/plans';
import { isNonPeak, nextNonPeak } from '../../../shared/rules/autopay';
import { pendingDigitalGold } from '../orders/service';
import { recordPrice } from '../prices/service';

const PRICE = 765000;
const DAY = 86_400_000;

/**
 * A debit stuck in PROCESSING (decisions.md: Payments), through the real routes, the debit job and
 * the sandbox, on v1 and v2: never executed again; closed NOT_CHARGED once the gateway says it
 * never ran and the notice's validity has passed (the vault then stops counting it); settled once
 * when the gateway reports it completed after all. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
async function setup(version: 'v1' | 'v2') {
  const clock = testClock(ist('2026-11-24T11:00:00'));
  const app = await buildTestApp({
    clock,
    env: { PHONEPE_API_VERSION: version },
    perTest: true,
  });
  await recordPrice(app.deps.db, PRICE, 'test', clock.now());
  const d = planDriver(app, PRICE);
  const user = await createSignedInUser(app);
  const rows = async <T>(q: ReturnType<typeof sql>) =>
    ((await app.deps.db.execute(q)) as unknown as { rows: T[] }).rows;
  async function toExecutable(mtid: string) {
    const [r] = await rows<{ from: string | Date }>(
      sql`select executable_from as "from" from plan_debits where merchant_transaction_id = ${mtid}`,
    );
    const from = new Date(r!.from).getTime();
    if (from > clock.now().getTime()) await d.advance(from - clock.now().getTime() + 60_000);
    if (!isNonPeak(clock.now()))
      await d.advance(nextNonPeak(clock.now()).getTime() - clock.now().getTime() + 60_000);
  }
  const orderOf = async (mtid: string) =>
    (
      await rows<{ status: string }>(
        sql`select status from orders where merchant_transaction_id = ${mtid}`,
      )
    )[0]?.status;
  const pendingGold = () => pendingDigitalGold(app.deps.db, user.user.id, clock.now());
  return { app, clock, d, headers: user.headers, toExecutable, orderOf, pendingGold };
}

describe.each(['v1', 'v2'] as const)('a debit stuck in PROCESSING on %s', (version) => {
  it(
    'a 5xx on execute, then "not executed" past the validity: closed as not charged, the vault freed, never executed again',
    { timeout: 120_000 },
    async () => {
      const { app, d, headers, toExecutable, orderOf, pendingGold } = await setup(version);
      const { insertId } = await d.activePlan(headers, 'DAILY', 5000);
      await d.job();
      let p = await d.plan(headers, insertId);
      const mtid = p.debits[0]!.merchantTransactionId;
      await toExecutable(mtid);
      // PhonePe answers the execute with a 5xx and does not run it
      await sandboxControl(app, { next: '5xx', on: 'debit-execute' });
      await d.job();
      p = await d.plan(headers, insertId);
      expect(p.debits[0]).toMatchObject({ cycle: 1, state: 'PROCESSING' });
      expect(await d.executeCalls(mtid)).toBe(1);
      // while it is at the bank, its gold counts in the vault
      expect(await pendingGold()).toBeGreaterThan(0);

      // the status says "not executed", but the notice is still valid: it stays at the bank
      await d.advance(2 * 3_600_000);
      await d.job();
      p = await d.plan(headers, insertId);
      expect(p.debits.find((x) => x.cycle === 1)).toMatchObject({ state: 'PROCESSING' });

      // past the notice's validity (v1: 96 h, v2: 48 h after the notice)
      await d.advance(5 * DAY);
      await d.job();
      await d.job();
      p = await d.plan(headers, insertId);
      expect(p.debits.find((x) => x.cycle === 1)).toMatchObject({
        state: 'NOT_CHARGED',
        reason: 'NOT_EXECUTED',
      });
      expect(await d.executeCalls(mtid)).toBe(1);
      expect(await orderOf(mtid)).toBe('FAILED');
      expect(p.plan.debitsMade).toBe(0);
      // no other debit of this user is at the bank: the vault counts nothing pending
      expect(p.debits.filter((x) => x.state === 'PROCESSING')).toEqual([]);
      expect(await pendingGold()).toBe(0);
    },
  );

  it(
    'a debit closed as not charged that the gateway then reports completed is settled once',
    { timeout: 120_000 },
    async () => {
      const { app, d, headers, toExecutable, orderOf } = await setup(version);
      const { insertId } = await d.activePlan(headers, 'DAILY', 5000);
      await d.job();
      let p = await d.plan(headers, insertId);
      const mtid = p.debits[0]!.merchantTransactionId;
      await toExecutable(mtid);
      await d.job();
      expect((await d.plan(headers, insertId)).debits[0]!.state).toBe('PROCESSING');
      // as if an earlier reading had closed it (the bank held it, then ran it late)
      await app.deps.db.execute(
        sql`update plan_debits set state = 'NOT_CHARGED', failure_reason = 'NOT_EXECUTED', late_check_until = ${new Date(app.deps.clock.now().getTime() + DAY).toISOString()}::timestamptz, next_run_at = null where merchant_transaction_id = ${mtid}`,
      );
      await app.deps.db.execute(
        sql`update orders set status = 'FAILED', failure_reason = 'GATEWAY_ERROR' where merchant_transaction_id = ${mtid}`,
      );
      // the bank completes it; its callback (sent twice) and the job's check settle it once
      await sandboxControl(app, { next: 'duplicate-callback' });
      expect((await d.upiDebit(mtid, 'approve')).statusCode).toBe(303);
      await d.job();
      p = await d.plan(headers, insertId);
      expect(p.debits[0]).toMatchObject({ cycle: 1, state: 'SUCCESS' });
      expect(p.plan.debitsMade).toBe(1);
      expect(await orderOf(mtid)).toBe('SUCCESS');
      const gold = p.plan.goldE8Saved;
      expect(gold).toBeGreaterThan(0);
      await d.job();
      p = await d.plan(headers, insertId);
      expect(p.plan.debitsMade).toBe(1);
      expect(p.plan.goldE8Saved).toBe(gold);
      expect(await d.executeCalls(mtid)).toBe(1);
    },
  );
});
