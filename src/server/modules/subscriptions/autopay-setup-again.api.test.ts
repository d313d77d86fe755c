import { describe, expect, it } from 'vitest';
import { buildTestApp, testClock } from '../../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../../tests/helpers/factories';
import { ist, planDriver } from '../../../../tests/helpers/plans';
import { recordPrice } from '../prices/service';

const PRICE = 765000;
const HOUR = 3_600_000;

// Setting up without dead ends: step 1 again continues the unfinished plan; a plan never approved
// is closed after a day and leaves the dashboard (the history keeps it as not started).
describe.each(['v1', 'v2'] as const)('setting a plan up again on %s', { timeout: 120_000 }, (v) => {
  it('Proceed twice or later continues the plan; unapproved for a day, it is closed', async () => {
    const clock = testClock(ist('2026-11-24T11:00:00'));
    const app = await buildTestApp({
      clock,
      env: { PHONEPE_API_VERSION: v, PHONEPE_TIMEOUT_MS: '10000' },
      perTest: true,
    });
    await recordPrice(app.deps.db, PRICE, 'test', clock.now());
    const d = planDriver(app, PRICE);
    const { headers } = await createSignedInUser(app);
    const list = async () =>
      (await app.inject({ url: '/api/plans', headers })).json().plans as {
        insertId: string;
        state: string;
      }[];

    const first = await d.create(headers, 'DAILY', 5000);
    expect(first.statusCode, first.body).toBe(201);
    const insertId = first.json().insert_id as string;
    // Proceed again with a new click, and again an hour later after sending the request
    expect((await d.create(headers, 'DAILY', 5000)).json().insert_id).toBe(insertId);
    expect((await d.verify(headers, insertId, 'asha.saver@ybl')).statusCode).toBe(200);
    expect((await d.authorize(headers, insertId, 'asha.saver@ybl')).statusCode).toBe(200);
    await d.advance(HOUR);
    expect((await d.create(headers, 'DAILY', 5000)).json().insert_id).toBe(insertId);
    // another frequency is another plan
    const weekly = (await d.create(headers, 'WEEKLY', 10000)).json().insert_id as string;
    expect(weekly).not.toBe(insertId);
    expect((await list()).map((p) => p.insertId).sort()).toEqual([insertId, weekly].sort());

    // a day after step 1, never approved: both are closed and leave the dashboard
    await d.advance(24 * HOUR);
    await d.job();
    expect(await list()).toEqual([]);
    const history = await app.inject({ url: '/api/history?type=Subscription', headers });
    expect((history.json().items as { status: string }[]).map((i) => i.status).sort()).toEqual([
      'NOT_STARTED',
      'NOT_STARTED',
    ]);
    // the request sent went out of date at the gateway; the one never sent is closed by the job
    expect((await d.plan(headers, insertId)).plan).toMatchObject({
      state: 'NOT_STARTED',
      awaitingMandate: false,
    });
    expect((await d.plan(headers, weekly)).plan).toMatchObject({
      state: 'NOT_STARTED',
      stateReason: 'Not started: the UPI Autopay request was not approved within a day.',
    });
    // step 1 now makes a new plan
    const again = await d.create(headers, 'DAILY', 5000);
    expect(again.statusCode).toBe(201);
    expect(again.json().insert_id).not.toBe(insertId);
  });

  it('step 1 with another amount closes the unfinished plan of that frequency', async () => {
    const clock = testClock(ist('2026-11-24T11:00:00'));
    const app = await buildTestApp({
      clock,
      env: { PHONEPE_API_VERSION: v, PHONEPE_TIMEOUT_MS: '10000' },
      perTest: true,
    });
    await recordPrice(app.deps.db, PRICE, 'test', clock.now());
    const d = planDriver(app, PRICE);
    const { headers } = await createSignedInUser(app);
    const old = (await d.create(headers, 'DAILY', 5000)).json().insert_id as string;
    const fresh = (await d.create(headers, 'DAILY', 10000)).json().insert_id as string;
    expect(fresh).not.toBe(old);
    expect((await d.plan(headers, old)).plan.state).toBe('NOT_STARTED');
    const plans = (await app.inject({ url: '/api/plans', headers })).json().plans;
    expect(plans.map((p: { insertId: string }) => p.insertId)).toEqual([fresh]);
  });
});
