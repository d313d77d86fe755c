import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase, testClock } from '../../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../../tests/helpers/factories';
import { ist, planDriver } from '../../../../tests/helpers/plans';
import { recordPrice } from '../prices/service';
import { runDebitJob } from './service';

const PRICE = 765000;

// Two app instances on the SAME PostgreSQL database: the saver's taps (or a tap and the mail's
// skip link) and the debit job reach both at once. The plan's row lock makes one of them act.
describe('skip and pause on two instances at once', async () => {
  const database = await openTestDatabase();
  afterAll(() => database.close());
  const clock = testClock(ist('2026-11-24T11:00:00'));
  const a = await buildTestApp({ database, clock });
  const b = await buildTestApp({ database, clock, gatewayApp: a });
  await recordPrice(a.deps.db, PRICE, 'test', clock.now());
  const d = planDriver(a, PRICE);

  const rows = async <T>(q: ReturnType<typeof sql>) =>
    ((await a.deps.db.execute(q)) as unknown as { rows: T[] }).rows;
  const mailCount = async (to: string, kind: string) =>
    (
      await rows<{ n: number }>(
        sql`select count(*)::int as n from mail_outbox where to_address = ${to} and kind = ${kind}`,
      )
    )[0]!.n;

  it('four taps on "skip" for one coming debit: one skip, one mail', async () => {
    const { user, headers } = await createSignedInUser(a);
    const { insertId } = await d.activePlan(headers, 'DAILY', 2000, 'race.one@ybl');
    await runDebitJob(a.deps);
    const url = `/api/plans/${insertId}/debits/2/skip`;
    const answers = await Promise.all(
      [a, b, a, b].map((app) => app.inject({ method: 'POST', url, headers })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const stored = await rows<{ cycle: number; state: string }>(
      sql`select cycle, state from plan_debits where plan_id = ${insertId} order by cycle`,
    );
    expect(stored).toEqual([
      { cycle: 1, state: 'NOTIFIED' },
      { cycle: 2, state: 'SKIPPED' },
    ]);
    expect(await mailCount(user.email, 'plan-debit-skipped')).toBe(1);
  });

  it("the notice's skip link and the plan page's skip at once: one skip, one mail", async () => {
    const { user, headers } = await createSignedInUser(a);
    const { insertId } = await d.activePlan(headers, 'DAILY', 2000, 'race.two@ybl');
    await runDebitJob(a.deps);
    const [notice] = await rows<{ text: string }>(
      sql`select text_body as text from mail_outbox where to_address = ${user.email} and kind = 'plan-debit-notice'`,
    );
    const link = /\/autopay\/skip\/[^\s)\]"<>]+/.exec(notice!.text)![0];
    const answers = await Promise.all([
      a.inject({ method: 'POST', url: link }),
      b.inject({ method: 'POST', url: link }),
      b.inject({ method: 'POST', url: `/api/plans/${insertId}/debits/1/skip`, headers }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await mailCount(user.email, 'plan-debit-skipped')).toBe(1);
  });

  it('a paused plan woken by two job runs at once: its first cycle is notified once', async () => {
    const { user, headers } = await createSignedInUser(a);
    const { insertId } = await d.activePlan(headers, 'DAILY', 2000, 'race.three@ybl');
    const paused = await Promise.all(
      [a, b].map((app) =>
        app.inject({
          method: 'POST',
          url: `/api/plans/${insertId}/pause`,
          headers,
          payload: { until: '2026-11-27' },
        }),
      ),
    );
    // a second pause to the same date is the same pause: both answer, one state
    expect(paused.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await mailCount(user.email, 'plan-saver-paused')).toBe(1);
    await Promise.all([runDebitJob(a.deps), runDebitJob(b.deps)]);
    expect(await rows(sql`select cycle from plan_debits where plan_id = ${insertId}`)).toEqual([]);
    // 26 Nov 00:05 IST: cycle 3 (27 Nov) is due its notice
    await d.advance(ist('2026-11-26T00:05:00').getTime() - clock.now().getTime());
    await recordPrice(b.deps.db, PRICE, 'test', clock.now());
    await Promise.all([runDebitJob(a.deps), runDebitJob(b.deps), runDebitJob(a.deps)]);
    await Promise.all([runDebitJob(a.deps), runDebitJob(b.deps)]);
    const stored = await rows<{ cycle: number; state: string; mtid: string }>(
      sql`select cycle, state, merchant_transaction_id as mtid from plan_debits where plan_id = ${insertId}`,
    );
    expect(stored.map((r) => [r.cycle, r.state])).toEqual([[3, 'NOTIFIED']]);
    const notifies = await rows<{ n: number }>(
      sql`select count(*)::int as n from gateway_log where operation = 'debit-notify' and direction = 'out' and reference = ${stored[0]!.mtid}`,
    );
    expect(notifies[0]!.n).toBe(1);
    expect(await mailCount(user.email, 'plan-debit-notice')).toBe(1);
  });
});
