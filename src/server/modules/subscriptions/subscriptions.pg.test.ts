import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase, testClock } from '../../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../../tests/helpers/factories';
import { ist, planDriver } from '../../../../tests/helpers/plans';
import { recordPrice } from '../prices/service';
import { runDebitJob } from './service';

const PRICE = 765000;

// Two app instances on the SAME PostgreSQL database running the debit job at the same moment;
// instance B's gateway calls go to instance A's sandbox (one PhonePe for both).
describe('the debit job on two instances at once', async () => {
  const database = await openTestDatabase();
  afterAll(() => database.close());
  const clock = testClock(ist('2026-11-24T11:00:00'));
  const a = await buildTestApp({ database, clock, env: { PLAN_JOB_BATCH: '7' } });
  const b = await buildTestApp({ database, clock, gatewayApp: a, env: { PLAN_JOB_BATCH: '7' } });
  await recordPrice(a.deps.db, PRICE, 'test', clock.now());
  const d = planDriver(a, PRICE);

  const rows = async <T>(q: ReturnType<typeof sql>) =>
    ((await a.deps.db.execute(q)) as unknown as { rows: T[] }).rows;

  it('notifies and executes one debit per plan and cycle, each sent to the gateway once', async () => {
    const plans: string[] = [];
    for (let i = 0; i < 12; i++) {
      const { headers } = await createSignedInUser(a);
      plans.push((await d.activePlan(headers, 'DAILY', 2000, `saver.${i}@ybl`)).insertId);
    }
    // both instances, several rounds each, at the same time
    await Promise.all([
      runDebitJob(a.deps),
      runDebitJob(b.deps),
      runDebitJob(a.deps),
      runDebitJob(b.deps),
    ]);

    const perCycle = await rows<{ plan_id: string; cycle: number; n: number }>(
      sql`select plan_id, cycle, count(*)::int as n from plan_debits group by plan_id, cycle`,
    );
    expect(perCycle.every((r) => r.n === 1)).toBe(true);
    expect(new Set(perCycle.map((r) => r.plan_id)).size).toBe(plans.length);
    const notifies = await rows<{ reference: string; n: number }>(
      sql`select reference, count(*)::int as n from gateway_log where operation = 'debit-notify' and direction = 'out' group by reference`,
    );
    expect(notifies.length).toBe(perCycle.length);
    expect(notifies.every((r) => r.n === 1)).toBe(true);
    // every saver told once, before any debit
    const notified = await rows<{ n: number }>(
      sql`select count(*)::int as n from plan_debits where state = 'NOTIFIED'`,
    );
    expect(notified[0]!.n).toBe(plans.length);
    const notices = await rows<{ to_address: string; n: number }>(
      sql`select to_address, count(*)::int as n from mail_outbox where kind = 'plan-debit-notice' group by to_address`,
    );
    expect(notices.length).toBe(plans.length);
    expect(notices.every((r) => r.n === 1)).toBe(true);

    // the next afternoon, non-peak: both execute at once
    await d.advance(ist('2026-11-25T13:05:00').getTime() - clock.now().getTime());
    await recordPrice(b.deps.db, PRICE, 'test', clock.now());
    await Promise.all([runDebitJob(a.deps), runDebitJob(b.deps), runDebitJob(b.deps)]);
    const executes = await rows<{ reference: string; n: number }>(
      sql`select reference, count(*)::int as n from gateway_log where operation = 'debit-execute' and direction = 'out' group by reference`,
    );
    expect(executes.length).toBe(plans.length);
    expect(executes.every((r) => r.n === 1)).toBe(true);
    const orders = await rows<{ n: number }>(
      sql`select count(*)::int as n from orders where kind = 'SubscriptionTransactions'`,
    );
    expect(orders[0]!.n).toBe(plans.length);

    // and running again changes nothing: PROCESSING debits are only asked about
    await Promise.all([runDebitJob(a.deps), runDebitJob(b.deps)]);
    const again = await rows<{ n: number }>(
      sql`select count(*)::int as n from gateway_log where operation = 'debit-execute' and direction = 'out'`,
    );
    expect(again[0]!.n).toBe(plans.length);
  });
});
