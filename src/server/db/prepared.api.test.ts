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

  it("is built once and runs inside the caller's transaction, on its connection", async () => {
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
    expect(await count(db).execute({ gateway: 'prepared-tx' })).toEqual([{ n: 0 }]);
    const at = new Date('2026-11-22T00:00:00Z');
    const row = { gateway: 'prepared-tx', direction: 'out' as const, method: 'GET', path: '/x' };
    await db
      .transaction(async (tx) => {
        await insertLog(tx, { ...row, operation: 'in-tx' }, at);
        // the prepared read runs in the transaction too: it sees the row not yet committed
        expect(await count(tx).execute({ gateway: 'prepared-tx' })).toEqual([{ n: 1 }]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    // rolled back with its transaction: the prepared insert ran inside it
    expect(await count(db).execute({ gateway: 'prepared-tx' })).toEqual([{ n: 0 }]);
    await db.transaction(async (tx) => {
      await insertLog(tx, { ...row, operation: 'in-tx' }, at);
      expect(await count(tx).execute({ gateway: 'prepared-tx' })).toEqual([{ n: 1 }]);
    });
    expect(await count(db).execute({ gateway: 'prepared-tx' })).toEqual([{ n: 1 }]);
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
