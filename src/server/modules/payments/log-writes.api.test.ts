import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/helpers/build-app';
import { completeLogs, insertLogs, logWritersOf } from './log-writes';
import { insertLogFindPayment } from './repo';
import { gatewayLog } from './tables';

describe('gateway_log rows written many at a time', async () => {
  const database = await openTestDatabase();
  afterAll(() => database.close());
  const { db } = database;
  const at = new Date('2026-11-27T10:00:00.000Z');
  const base = {
    gateway: 'phonepe',
    direction: 'out' as const,
    method: 'POST',
    path: '/v3/recurring/debit/init',
  };
  const rowsOf = (gateway: string) =>
    db.select().from(gatewayLog).where(eq(gatewayLog.gateway, gateway)).orderBy(asc(gatewayLog.id));

  it('writes the rows in one statement, ids in the order given, absent payloads as SQL NULL', async () => {
    const ids = await insertLogs(db, [
      { e: { ...base, gateway: 'multi', operation: 'notify', reference: 'MT-A' }, at },
      {
        e: {
          ...base,
          gateway: 'multi',
          operation: 'execute',
          reference: "MT-'B'",
          requestHeaders: { 'x-verify': '****###1' },
          request: { amount: 2000, note: 'a "quoted", {braced} text' },
          response: null,
          httpStatus: 200,
          code: 'SUCCESS',
          durationMs: 12,
        },
        at: new Date(at.getTime() + 1000),
      },
      {
        e: {
          ...base,
          gateway: 'multi',
          operation: 'status',
          method: 'GET',
          error: 'x'.repeat(3000),
        },
        at,
      },
    ]);
    expect(ids).toHaveLength(3);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const rows = await rowsOf('multi');
    expect(rows.map((r) => r.id)).toEqual(ids);
    expect(rows.map((r) => r.operation)).toEqual(['notify', 'execute', 'status']);
    expect(rows[0]).toMatchObject({
      reference: 'MT-A',
      request: null,
      requestHeaders: null,
      response: null,
      httpStatus: null,
      paymentId: null,
    });
    expect(rows[1]).toMatchObject({
      reference: "MT-'B'",
      requestHeaders: { 'x-verify': '****###1' },
      request: { amount: 2000, note: 'a "quoted", {braced} text' },
      httpStatus: 200,
      code: 'SUCCESS',
      durationMs: 12,
      createdAt: new Date(at.getTime() + 1000),
    });
    expect(rows[2]!.error).toHaveLength(2000);
    expect(rows[2]!.reference).toBeNull();
  });

  it('a row written with the payment it names keeps the same values, absent payloads as SQL NULL', async () => {
    const bare = { ...base, gateway: 'one-mapping', operation: 'bare', reference: 'MT-NULLS' };
    const full = {
      ...bare,
      operation: 'full',
      requestHeaders: { 'x-verify': '****###1' },
      request: { a: 1 },
      response: null,
      httpStatus: 200,
      code: 'PAYMENT_SUCCESS',
      error: 'e'.repeat(2500),
      durationMs: 5,
    };
    await insertLogs(db, [{ e: bare, at }]);
    await insertLogs(db, [{ e: full, at }]);
    // the callback's statement (a CTE that also reads the payment; none exists here)
    expect(await insertLogFindPayment(db, { ...bare, operation: 'bare-cb' }, at)).toBeUndefined();
    expect(await insertLogFindPayment(db, { ...full, operation: 'full-cb' }, at)).toBeUndefined();
    const rows = await rowsOf('one-mapping');
    const { id: _a, operation: _b, ...bareRow } = rows[0]!;
    const { id: _c, operation: _d, ...fullRow } = rows[1]!;
    expect(rows.map(({ id: _, operation: _o, ...r }) => r)).toEqual([
      bareRow,
      fullRow,
      bareRow,
      fullRow,
    ]);
    expect(fullRow).toMatchObject({
      requestHeaders: { 'x-verify': '****###1' },
      request: { a: 1 },
      response: null,
      httpStatus: 200,
      durationMs: 5,
      paymentId: null,
      createdAt: at,
    });
    expect(fullRow.error).toHaveLength(2000);
    const raw = await db.execute(
      sql`select count(*)::int as n from gateway_log where gateway = 'one-mapping' and request is null and request_headers is null and response is null`,
    );
    // SQL NULL, not the JSON value null, where nothing was sent or answered
    expect((raw as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2);
  });

  it('completes request rows by id with their answers, leaving the others as they were', async () => {
    const ids = await insertLogs(
      db,
      [1, 2, 3].map((i) => ({ e: { ...base, gateway: 'complete', operation: `op${i}` }, at })),
    );
    await completeLogs(db, [
      { id: ids[2]!, e: { ...base, operation: 'op3', httpStatus: 500, error: 'http 500' } },
      {
        id: ids[0]!,
        e: {
          ...base,
          operation: 'op1',
          httpStatus: 200,
          response: { ok: true },
          code: 'OK',
          durationMs: 7,
        },
      },
    ]);
    const rows = await rowsOf('complete');
    expect(
      rows.map((r) => [r.operation, r.httpStatus, r.response, r.code, r.error, r.durationMs]),
    ).toEqual([
      ['op1', 200, { ok: true }, 'OK', null, 7],
      ['op2', null, null, null, null, null],
      ['op3', 500, null, null, 'http 500', null],
    ]);
  });

  it('joins writes made at the same moment: every row written once, each caller its own id', async () => {
    const before = database.sent.statements;
    const log = logWritersOf(db);
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        log.insert({ ...base, gateway: 'together', operation: `n${i}` }, at),
      ),
    );
    expect(new Set(ids).size).toBe(20);
    const rows = await rowsOf('together');
    expect(rows.map((r) => r.operation)).toEqual(Array.from({ length: 20 }, (_, i) => `n${i}`));
    expect(rows.map((r) => r.id)).toEqual(ids);
    await Promise.all(
      ids.map((id, i) => log.complete(id, { ...base, operation: `n${i}`, httpStatus: 200 + i })),
    );
    expect((await rowsOf('together')).map((r) => r.httpStatus)).toEqual(ids.map((_, i) => 200 + i));
    // on PostgreSQL the pool counts what it sent (PGlite counts nothing): the first insert alone,
    // the other 19 in one; the same for the updates; and the two reads (not 40 writes)
    if (before > 0 || database.sent.statements > 0)
      expect(database.sent.statements - before).toBe(6);
  });
});
