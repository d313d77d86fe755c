import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/helpers/build-app';
import { insertLogs } from '../modules/payments/log-writes';
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
        await insertLogs(tx, [{ e: { ...row, operation: 'in-tx' }, at }]);
        // the prepared read runs in the transaction too: it sees the row not yet committed
        expect(await count(tx).execute({ gateway: 'prepared-tx' })).toEqual([{ n: 1 }]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    // rolled back with its transaction: the prepared insert ran inside it
    expect(await count(db).execute({ gateway: 'prepared-tx' })).toEqual([{ n: 0 }]);
    await db.transaction(async (tx) => {
      await insertLogs(tx, [{ e: { ...row, operation: 'in-tx' }, at }]);
      expect(await count(tx).execute({ gateway: 'prepared-tx' })).toEqual([{ n: 1 }]);
    });
    expect(await count(db).execute({ gateway: 'prepared-tx' })).toEqual([{ n: 1 }]);
    expect(builds).toBe(1);
  });
});
