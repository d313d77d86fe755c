import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/helpers/build-app';
import { findLog, insertLog } from '../modules/payments/repo';
import { gatewayLog } from '../modules/payments/tables';
import { preparedQuery } from './prepared';

describe('prepared queries', async () => {
  const database = await openTestDatabase();
  afterAll(() => database.close());
  const { db } = database;

  it('is prepared once per database and never inside a transaction', async () => {
    let builds = 0;
    const count = preparedQuery('test_count_log', (d, name) => {
      builds++;
      return d
        .select({ n: sql<number>`count(*)::int` })
        .from(gatewayLog)
        .where(eq(gatewayLog.gateway, sql.placeholder('gateway')))
        .prepare(name);
    });
    expect(count(db)).toBe(count(db));
    expect(builds).toBe(1);
    expect(await count(db)!.execute({ gateway: 'nobody' })).toEqual([{ n: 0 }]);
    await db.transaction(async (tx) => {
      // the caller builds the query on tx instead: a prepared one would run outside the transaction
      expect(count(tx)).toBeUndefined();
    });
    expect(builds).toBe(1);
  });

  it('the gateway log keeps absent payloads as SQL NULL, present ones as JSON', async () => {
    const at = new Date('2026-11-22T00:00:00Z');
    const base = { gateway: 'test', direction: 'out' as const, method: 'POST', path: '/x' };
    await insertLog(db, { ...base, operation: 'bare', reference: 'REF-NULLS' }, at);
    await insertLog(
      db,
      {
        ...base,
        operation: 'full',
        reference: 'REF-NULLS',
        requestHeaders: { 'x-verify': '***###1' },
        request: { a: 1 },
        response: null,
        httpStatus: 200,
        durationMs: 5,
      },
      at,
    );
    const rows = await findLog(db, { reference: 'REF-NULLS' });
    expect(rows.map((r) => [r.operation, r.request, r.requestHeaders, r.response])).toEqual([
      ['bare', null, null, null],
      ['full', { a: 1 }, { 'x-verify': '***###1' }, null],
    ]);
    const raw = await db.execute(
      sql`select count(*)::int as n from gateway_log where reference = 'REF-NULLS' and request is null and response is null`,
    );
    // SQL NULL, not the JSON value null, where nothing was sent or answered
    expect((raw as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    expect(rows.every((r) => r.paymentId === null && r.createdAt.getTime() === at.getTime())).toBe(
      true,
    );
  });
});
