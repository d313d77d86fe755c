import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, testClock } from '../../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../../tests/helpers/factories';
import { ist, planDriver } from '../../../../tests/helpers/plans';
import { recordPrice } from '../prices/service';
import { PLAN_DEBIT_JOB } from './service';

const PRICE = 765000; // Rs 7,650.00 per gram

// RBI E-Mandate Framework 2026: the saver sees each coming debit and skips one, pauses until a
// date, resumes, and caps each debit; the pre-debit mail's link skips its debit without signing in.
describe.each(['v1', 'v2'] as const)(
  'the saver in control on %s',
  { timeout: 120_000 },
  (version) => {
    async function setup() {
      // 24 Nov 11:00 IST: a daily plan approved now has cycle 1 on 25 Nov, cycle 2 on 26 Nov, ...
      const clock = testClock(ist('2026-11-24T11:00:00'));
      const app = await buildTestApp({
        clock,
        env: { PHONEPE_API_VERSION: version, PHONEPE_TIMEOUT_MS: '10000' },
        perTest: true,
      });
      await recordPrice(app.deps.db, PRICE, 'test', clock.now());
      const d = planDriver(app, PRICE);
      const at = (s: string) => d.advance(ist(s).getTime() - clock.now().getTime());
      const upcoming = async (headers: Record<string, string>, insertId: string) => {
        const res = await app.inject({ url: `/api/plans/${insertId}/upcoming`, headers });
        expect(res.statusCode, res.body).toBe(200);
        return (
          res.json() as {
            debits: {
              cycle: number;
              date: string;
              amountPaise: number;
              state: string;
              skippable: boolean;
              reason: string | null;
            }[];
          }
        ).debits;
      };
      const skip = (headers: Record<string, string>, insertId: string, cycle: number) =>
        d.post(`/api/plans/${insertId}/debits/${cycle}/skip`, headers);
      const pause = (headers: Record<string, string>, insertId: string, until: string) =>
        d.post(`/api/plans/${insertId}/pause`, headers, { until });
      const maximum = (headers: Record<string, string>, insertId: string, max: number | null) =>
        d.post(`/api/plans/${insertId}/maximum`, headers, { maxDebitPaise: max });
      const notifyCalls = async (merchantTransactionId: string) => {
        const r = (await app.deps.db.execute(
          sql`select count(*)::int as n from gateway_log where operation = 'debit-notify' and reference = ${merchantTransactionId} and direction = 'out'`,
        )) as unknown as { rows: { n: number }[] };
        return r.rows[0]!.n;
      };
      return { app, clock, d, at, upcoming, skip, pause, maximum, notifyCalls };
    }

    it('lists the coming debits; a skipped one is never notified nor executed, with one mail', async () => {
      const { app, d, at, upcoming, skip, notifyCalls } = await setup();
      const { user, headers } = await createSignedInUser(app);
      const { insertId } = await d.activePlan(headers, 'DAILY', 5000);
      await d.job();
      expect(await upcoming(headers, insertId)).toEqual([
        {
          cycle: 1,
          date: '2026-11-25',
          amountPaise: 5000,
          state: 'NOTIFIED',
          skippable: true,
          reason: null,
        },
        ...[2, 3, 4, 5, 6].map((cycle) => ({
          cycle,
          date: `2026-11-${24 + cycle}`,
          amountPaise: 5000,
          state: 'SCHEDULED',
          skippable: true,
          reason: null,
        })),
      ]);

      // cycle 2 (26 Nov) is skipped before its notice
      const r = await skip(headers, insertId, 2);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().message).toBe(
        'The debit of ₹50.00 on 26 Nov 2026 is skipped. No money will be taken for it.',
      );
      const list = await upcoming(headers, insertId);
      expect(list[1]).toMatchObject({
        cycle: 2,
        state: 'SKIPPED',
        skippable: false,
        reason: 'SKIPPED_BY_USER',
      });
      const confirm = await d.mails(user.email, 'plan-debit-skipped');
      expect(confirm).toHaveLength(1);
      expect(confirm[0]!.text).toContain(
        'The debit of ₹50.00 on 26 Nov 2026 for your daily gold plan',
      );
      // twice: said, nothing more
      const again = await skip(headers, insertId, 2);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(
        'This debit is already skipped. Nothing was changed.',
      );

      // the days pass: cycle 1 runs, cycle 2 is never notified nor executed, cycle 3 is notified
      for (const t of [
        '2026-11-25T00:05:00',
        '2026-11-25T13:05:00',
        '2026-11-26T00:05:00',
        '2026-11-26T13:05:00',
      ]) {
        await at(t);
        await d.job();
        await d.job();
      }
      const p = await d.plan(headers, insertId);
      expect(p.debits.map((x) => [x.cycle, x.state])).toEqual([
        [1, 'PROCESSING'],
        [2, 'SKIPPED'],
        [3, 'NOTIFIED'],
      ]);
      const skipped = p.debits[1]!.merchantTransactionId;
      expect(await notifyCalls(skipped)).toBe(0);
      expect(await d.executeCalls(skipped)).toBe(0);
      const notices = await d.mails(user.email, 'plan-debit-notice');
      expect(notices.map((m) => m.subject)).toEqual([
        '₹50.00 will be debited for your gold plan on 25 Nov 2026',
        '₹50.00 will be debited for your gold plan on 27 Nov 2026',
      ]);
      expect(await d.mails(user.email, 'plan-debit-skipped')).toHaveLength(1);

      // cycle 1 is at the bank: skipping it is refused and changes nothing
      const late = await skip(headers, insertId, 1);
      expect(late.statusCode).toBe(409);
      expect(late.json().error.message).toBe(
        'This debit has already been sent to your bank, so it can no longer be skipped. Nothing was changed.',
      );
      expect((await d.plan(headers, insertId)).debits[0]!.state).toBe('PROCESSING');
      expect((await upcoming(headers, insertId))[0]).toMatchObject({
        cycle: 1,
        state: 'PROCESSING',
        skippable: false,
      });
    });

    it('a cycle skipped ahead of its notice is not the next debit on the plan card and page', async () => {
      const { app, d, upcoming, skip } = await setup();
      const { headers } = await createSignedInUser(app);
      // weekly from 24 Nov: cycle 1 on 1 Dec, cycle 2 on 8 Dec; nothing is notified yet
      const { insertId } = await d.activePlan(headers, 'WEEKLY', 10000);
      await d.job();
      const nextOf = async () => {
        const list = await app.inject({ url: '/api/plans', headers });
        const card = (
          list.json() as { plans: { insertId: string; nextDebitDate: string }[] }
        ).plans.find((p) => p.insertId === insertId)!;
        return [card.nextDebitDate, (await d.plan(headers, insertId)).plan.nextDebitDate];
      };
      expect(await nextOf()).toEqual(['2026-12-01', '2026-12-01']);
      expect((await skip(headers, insertId, 1)).statusCode).toBe(200);
      expect(await nextOf()).toEqual(['2026-12-08', '2026-12-08']);
      expect((await upcoming(headers, insertId)).slice(0, 2)).toMatchObject([
        { cycle: 1, date: '2026-12-01', state: 'SKIPPED' },
        { cycle: 2, date: '2026-12-08', state: 'SCHEDULED' },
      ]);
      // the next one skipped too: the card moves on again
      expect((await skip(headers, insertId, 2)).statusCode).toBe(200);
      expect(await nextOf()).toEqual(['2026-12-15', '2026-12-15']);
      // every debit shown skipped: five more still come, and the next is the first of them
      for (const cycle of [3, 4, 5])
        expect((await skip(headers, insertId, cycle)).statusCode).toBe(200);
      expect(await nextOf()).toEqual(['2027-01-05', '2027-01-05']);
      const coming = await upcoming(headers, insertId);
      expect(coming.map((x) => [x.cycle, x.state])).toEqual([
        ...[1, 2, 3, 4, 5].map((c) => [c, 'SKIPPED']),
        ...[6, 7, 8, 9, 10].map((c) => [c, 'SCHEDULED']),
      ]);
      // and only a coming debit can be skipped ahead
      const far = await skip(headers, insertId, 11);
      expect(far.statusCode).toBe(409);
      expect(far.json().error.message).toBe('This date is not one of the plan’s coming debits.');
    });

    it('a notified debit skipped is not executed; the pre-debit mail names merchant, amount, date and window', async () => {
      const { app, d, at, skip } = await setup();
      const { user, headers } = await createSignedInUser(app);
      const { insertId } = await d.activePlan(headers, 'DAILY', 5000);
      await d.job();
      const [notice] = await d.mails(user.email, 'plan-debit-notice');
      expect(notice!.text).toContain('₹50.00 will be debited through UPI Autopay on 25 Nov 2026');
      expect(notice!.text).toContain(
        'GoldSave (GoldSave Bullion Private Limited) will ask your bank for it between 25 Nov 2026, 01:01 pm and 26 Nov 2026, 12:00 am (India time).',
      );
      expect(notice!.text).toMatch(/\/autopay\/skip\/\S+/);
      expect((await skip(headers, insertId, 1)).statusCode).toBe(200);
      await at('2026-11-25T13:05:00');
      await d.job();
      const p = await d.plan(headers, insertId);
      expect(p.debits[0]).toMatchObject({ cycle: 1, state: 'SKIPPED', reason: 'SKIPPED_BY_USER' });
      expect(await d.executeCalls(p.debits[0]!.merchantTransactionId)).toBe(0);
    });

    it('pauses until a date: nothing before it, then wakes for the first cycle on or after it', async () => {
      const { app, d, at, upcoming, pause, notifyCalls } = await setup();
      const { user, headers } = await createSignedInUser(app);
      const { insertId } = await d.activePlan(headers, 'DAILY', 5000);
      await d.job(); // cycle 1 (25 Nov) notified

      // a date that is not later than today in India is refused, and nothing changes
      for (const [until, text] of [
        ['2026-11-24', 'Please choose a date after today.'],
        ['2026-11-01', 'Please choose a date after today.'],
        ['2026-02-30', 'Please choose a date.'],
      ] as const) {
        const bad = await pause(headers, insertId, until);
        expect(bad.statusCode, until).toBe(400);
        expect(bad.json().error.message).toBe(text);
      }
      expect((await d.plan(headers, insertId)).plan.state).toBe('ACTIVE');

      const r = await pause(headers, insertId, '2026-11-28');
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().message).toBe(
        'Your plan is paused. No debit will be made before 28 Nov 2026; it runs again by itself from then.',
      );
      let p = await d.plan(headers, insertId);
      expect(p.plan).toMatchObject({
        state: 'SAVER_PAUSED',
        pausedUntil: '2026-11-28',
        canResume: true,
      });
      expect(p.debits.map((x) => [x.cycle, x.state, x.reason])).toEqual([
        [1, 'SKIPPED', 'PAUSED_BY_USER'],
      ]);
      // the coming debits start on the date (cycle 4 is 28 Nov)
      expect((await upcoming(headers, insertId)).map((x) => [x.cycle, x.state])).toEqual([
        [1, 'SKIPPED'],
        [4, 'SCHEDULED'],
        [5, 'SCHEDULED'],
        [6, 'SCHEDULED'],
        [7, 'SCHEDULED'],
        [8, 'SCHEDULED'],
      ]);
      const confirm = await d.mails(user.email, 'plan-saver-paused');
      expect(confirm.map((m) => m.subject)).toEqual(['Your gold plan is paused until 28 Nov 2026']);

      // 25 and 26 Nov pass: no notice, no execution, no mail
      for (const t of ['2026-11-25T00:05:00', '2026-11-25T13:05:00', '2026-11-26T13:05:00']) {
        await at(t);
        await d.job();
      }
      p = await d.plan(headers, insertId);
      expect(p.plan.state).toBe('SAVER_PAUSED');
      expect(p.debits).toHaveLength(1);
      expect(await d.executeCalls(p.debits[0]!.merchantTransactionId)).toBe(0);
      expect(await d.mails(user.email, 'plan-debit-notice')).toHaveLength(1);

      // 27 Nov 00:05: in time for cycle 4's notice (36 h lead, never before cycle 3's date)
      await at('2026-11-27T00:05:00');
      await d.job();
      await d.job();
      p = await d.plan(headers, insertId);
      expect(p.plan).toMatchObject({ state: 'ACTIVE', pausedUntil: null });
      expect(p.debits.map((x) => [x.cycle, x.date, x.state])).toEqual([
        [1, '2026-11-25', 'SKIPPED'],
        [4, '2026-11-28', 'NOTIFIED'],
      ]);
      // and debited on its date, once
      await at('2026-11-28T13:05:00');
      await d.job();
      p = await d.plan(headers, insertId);
      const mtid = p.debits[1]!.merchantTransactionId;
      expect(p.debits[1]!.state).toBe('PROCESSING');
      expect(await notifyCalls(mtid)).toBe(1);
      expect(await d.executeCalls(mtid)).toBe(1);
      expect(await d.mails(user.email, 'plan-saver-paused')).toHaveLength(1);
    });

    it('resume ends a pause at once', async () => {
      const { app, d, pause } = await setup();
      const { headers } = await createSignedInUser(app);
      const { insertId } = await d.activePlan(headers, 'DAILY', 5000);
      expect((await pause(headers, insertId, '2026-12-10')).statusCode).toBe(200);
      await d.job();
      expect((await d.plan(headers, insertId)).debits).toEqual([]);
      const r = await d.post(`/api/plans/${insertId}/resume`, headers);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().message).toBe('Your plan is running again from its next date.');
      // the resume started the debit job: its run is waited for, then it runs once more
      await app.deps.jobs.runNow(PLAN_DEBIT_JOB);
      const p = await d.plan(headers, insertId);
      expect(p.plan).toMatchObject({ state: 'ACTIVE', pausedUntil: null });
      expect(p.debits.map((x) => [x.cycle, x.state])).toEqual([[1, 'NOTIFIED']]);
      // a running plan has nothing to resume
      expect((await d.post(`/api/plans/${insertId}/resume`, headers)).statusCode).toBe(409);
    });

    it('a maximum below the plan amount is refused; the job never asks more than the maximum', async () => {
      const { app, d, at, maximum, upcoming, notifyCalls } = await setup();
      const { headers } = await createSignedInUser(app);
      const { insertId } = await d.activePlan(headers, 'DAILY', 5000);
      const low = await maximum(headers, insertId, 4999);
      expect(low.statusCode).toBe(400);
      expect(low.json().error.message).toBe(
        'The maximum cannot be less than your plan amount of ₹50.00.',
      );
      expect((await d.plan(headers, insertId)).plan.maxDebitPaise).toBeNull();
      const ok = await maximum(headers, insertId, 5000);
      expect(ok.json().message).toBe('No debit of this plan will be more than ₹50.00.');
      expect((await d.plan(headers, insertId)).plan.maxDebitPaise).toBe(5000);
      const cleared = await maximum(headers, insertId, null);
      expect(cleared.json().message).toBe('The maximum per debit is removed.');
      expect((await d.plan(headers, insertId)).plan.maxDebitPaise).toBeNull();

      await d.job(); // cycle 1 notified for ₹50
      // whatever the row says (the API refuses it; a row written by hand could hold it), the job
      // asks the bank for no debit above the maximum: the notified one is not executed, the next
      // is never notified, and each says why
      await app.deps.db.execute(
        sql`update plans set max_debit_paise = 4000 where id = ${insertId}`,
      );
      expect((await upcoming(headers, insertId))[1]).toMatchObject({
        cycle: 2,
        state: 'NOT_CHARGED',
        skippable: false,
        reason: 'OVER_MAXIMUM',
      });
      await at('2026-11-25T13:05:00');
      await d.job();
      await d.job();
      const p = await d.plan(headers, insertId);
      expect(p.debits.map((x) => [x.cycle, x.state, x.reason])).toEqual([
        [1, 'SKIPPED', 'OVER_MAXIMUM'],
        [2, 'SKIPPED', 'OVER_MAXIMUM'],
      ]);
      for (const x of p.debits) expect(await d.executeCalls(x.merchantTransactionId)).toBe(0);
      expect(await notifyCalls(p.debits[1]!.merchantTransactionId)).toBe(0);
    });

    it("another user's plan is not found, whatever the action", async () => {
      const { app, d, pause, skip, maximum } = await setup();
      const { headers } = await createSignedInUser(app);
      const { insertId } = await d.activePlan(headers, 'DAILY', 5000);
      const other = (await createSignedInUser(app)).headers;
      const answers = [
        await app.inject({ url: `/api/plans/${insertId}/upcoming`, headers: other }),
        await skip(other, insertId, 2),
        await pause(other, insertId, '2026-12-01'),
        await maximum(other, insertId, 10000),
        await d.post(`/api/plans/${insertId}/resume`, other),
      ];
      for (const a of answers) {
        expect(a.statusCode).toBe(404);
        expect(a.json().error.message).toBe('We could not find that plan.');
      }
      const p = await d.plan(headers, insertId);
      expect(p.plan).toMatchObject({ state: 'ACTIVE', maxDebitPaise: null });
    });

    it('the skip link: confirms first, works once without a session, never after the debit ran', async () => {
      const { app, d, at } = await setup();
      const { user, headers } = await createSignedInUser(app);
      const { insertId } = await d.activePlan(headers, 'DAILY', 5000);
      await d.job();
      const linkOf = async (n: number) => {
        const mails = await d.mails(user.email, 'plan-debit-notice');
        return /\/autopay\/skip\/[^\s)\]"<>]+/.exec(mails[n]!.text)![0];
      };
      const link = await linkOf(0);

      // GET asks for confirmation and changes nothing (no cookie, no session)
      const page = await app.inject({ url: link });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(
        'Skip the debit of ₹50.00 on 25 Nov 2026 for your daily gold plan of ₹50.00?',
      );
      expect(page.body).toContain('Yes, skip this debit');
      expect((await d.plan(headers, insertId)).debits[0]!.state).toBe('NOTIFIED');

      const done = await app.inject({ method: 'POST', url: link });
      expect(done.statusCode).toBe(200);
      expect(done.body).toContain('Done: the debit of ₹50.00 on 25 Nov 2026 is skipped.');
      expect((await d.plan(headers, insertId)).debits[0]).toMatchObject({
        state: 'SKIPPED',
        reason: 'SKIPPED_BY_USER',
      });
      expect(await d.mails(user.email, 'plan-debit-skipped')).toHaveLength(1);

      // a second use says so and changes nothing
      for (const method of ['GET', 'POST'] as const) {
        const twice = await app.inject({ method, url: link });
        expect(twice.statusCode).toBe(409);
        expect(twice.body).toContain('This debit is already skipped. Nothing was changed.');
      }
      expect(await d.mails(user.email, 'plan-debit-skipped')).toHaveLength(1);

      // a bad signature is refused
      const forged = `${link.slice(0, -4)}AAAA`;
      for (const method of ['GET', 'POST'] as const) {
        const bad = await app.inject({ method, url: forged });
        expect(bad.statusCode).toBe(404);
        expect(bad.body).toContain('This link is not valid.');
      }

      // cycle 2's link, used after the debit ran: refused, nothing changes
      await at('2026-11-25T00:05:00');
      await d.job();
      const second = await linkOf(1);
      await at('2026-11-26T13:05:00');
      await d.job();
      expect((await d.plan(headers, insertId)).debits[1]!.state).toBe('PROCESSING');
      for (const method of ['GET', 'POST'] as const) {
        const late = await app.inject({ method, url: second });
        expect(late.statusCode).toBe(409);
        expect(late.body).toContain('This debit has already been sent to your bank');
      }
      expect((await d.plan(headers, insertId)).debits[1]!.state).toBe('PROCESSING');
      expect(await d.mails(user.email, 'plan-debit-skipped')).toHaveLength(1);
    });
  },
);
