import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/helpers/build-app';
import { OVERLAP_MESSAGE, openDatabase, rowsOf } from './client';

// PostgreSQL restarting or failing over ends every connection, also the ones in use by a
// transaction between two of its statements. The app must fail that transaction, not crash.
const database = await openTestDatabase();
afterAll(() => database.close());

/** Ends a connection as a restart or an operator's pg_terminate_backend would. */
async function terminate(pid: number) {
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend($1)', [pid]);
  } finally {
    await admin.end();
  }
}

describe('a connection the server ends', () => {
  it('fails the transaction that held it, and the next request gets a working connection', async () => {
    const failed = database.db.transaction(async (tx) => {
      const [row] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
      await terminate(row!.pid);
      // the server's goodbye arrives while the transaction waits between statements
      await new Promise((r) => setTimeout(r, 300));
      await tx.execute(sql`select 1`);
    });
    await expect(failed).rejects.toThrow();

    const ok = rowsOf<{ one: number }>(await database.db.execute(sql`select 1 as one`));
    expect(ok[0]!.one).toBe(1);
    expect(await database.ping()).toBe(true);
  });
});

describe('statements sent, as /metrics counts them', () => {
  it('counts every statement, and the begin and commit or rollback of each transaction', async () => {
    const before = { ...database.sent };
    await database.db.execute(sql`select 1`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await tx.execute(sql`select 2`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    const d = {
      statements: database.sent.statements - before.statements,
      begin: database.sent.begin - before.begin,
      commit: database.sent.commit - before.commit,
      rollback: database.sent.rollback - before.rollback,
    };
    // select 1 alone; begin, select 1, select 2, commit; begin, select 1, rollback
    expect(d).toEqual({ statements: 8, begin: 2, commit: 1, rollback: 1 });
  });
});

describe('statements sent side by side on one connection', () => {
  // node-postgres 8 queues them with a DeprecationWarning, node-postgres 9 refuses them; the
  // API tests on PostgreSQL fail on any (tests/helpers/build-app.ts)
  it('are reported inside a transaction, never for reads side by side on the pool', async () => {
    const seen: string[] = [];
    const other = await openDatabase({
      url: database.url!,
      onOverlap: (message, statement) => seen.push(`${message}: ${statement}`),
    });
    try {
      await Promise.all([other.db.execute(sql`select 1`), other.db.execute(sql`select 2`)]);
      await other.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await tx.execute(sql`select 2`);
      });
      expect(seen).toEqual([]);

      await other.db.transaction(async (tx) => {
        await Promise.all([tx.execute(sql`select 1`), tx.execute(sql`select 2`)]);
      });
      expect(seen).toEqual([`${OVERLAP_MESSAGE}: select 2`]);
    } finally {
      await other.close();
    }
  });
});
