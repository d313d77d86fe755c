import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What db.transaction() hands its callback (the relations generic must match, or a tx will not type-check). */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A repository function takes either the database or a transaction. */
export type DbOrTx = Db | Tx;

/** The rows of a raw `db.execute(sql\`...\`)`, typed by the caller (both drivers answer `{ rows }`). */
export const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** true when the connection answers a trivial query */
  ping(): Promise<boolean>;
  /** applies the committed migrations */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * What this process has sent to PostgreSQL since it opened the pool (PGlite: all zero): every
   * statement, of which the transactions' own `begin`, `commit` and `rollback`. /metrics shows
   * them, and the settlement bench divides them by the orders settled.
   */
  sent: SentStatements;
};

export type SentStatements = {
  statements: number;
  begin: number;
  commit: number;
  rollback: number;
};

/**
 * What `onOverlap` is told when a statement is sent on a connection still running another (say a
 * transaction's statements started side by side with Promise.all): node-postgres 8 queues it
 * with a DeprecationWarning, node-postgres 9 refuses it. The statement's text says which it was
 * (its stack ends in drizzle's promise, not at the caller).
 */
export const OVERLAP_MESSAGE =
  'a statement was sent on a connection still running another (a transaction runs its statements one after the other)';

/** A pg client that counts what it sends: one count per query call, by its first word. */
function countingClient(sent: SentStatements, onOverlap?: (message: string, text: string) => void) {
  return class CountingClient extends pg.Client {
    override query: pg.Client['query'] = ((...args: unknown[]) => {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: unknown })?.text;
      // the fields pg 8 reads itself to decide on its warning (no public getter for them)
      const self = this as unknown as { _activeQuery: unknown; _queryQueue: unknown[] };
      if (onOverlap && (self._activeQuery || self._queryQueue.length > 0))
        onOverlap(OVERLAP_MESSAGE, typeof text === 'string' ? text : '?');
      sent.statements++;
      if (typeof text === 'string' && text.length <= 8) {
        const word = text.trim().toLowerCase();
        if (word === 'begin' || word === 'commit' || word === 'rollback') sent[word]++;
      }
      return (super.query as (...a: unknown[]) => unknown).apply(this, args);
    }) as pg.Client['query'];
  };
}

/** The committed drizzle-kit migrations; resolved from the project root so the bundle finds them. */
export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  ...(import.meta.url.includes('/dist/')
    ? ['..', '..', 'src', 'server', 'db', 'migrations']
    : ['migrations']),
);

export type DatabaseOptions =
  | {
      url: string;
      poolSize?: number;
      /** told of every statement sent while another runs on its connection (tests fail on it) */
      onOverlap?: (message: string, statement: string) => void;
    }
  | { dataDir: string }
  /** `from`: a PGlite data folder dumped with `dumpDataDir` to start from (tests: a migrated one) */
  | { memory: true; from?: Blob }
  /** a PGlite already open (tests: one reused from file to file) */
  | { pglite: PGlite };

/** Opens PostgreSQL (url), PGlite in a folder (dataDir) or an in-memory PGlite (memory). */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if ('url' in opts) {
    const sent: SentStatements = { statements: 0, begin: 0, commit: 0, rollback: 0 };
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 10,
      Client: countingClient(sent, opts.onOverlap),
    });
    // An idle connection the server closed (restart, failover) is replaced on next use; without a
    // listener its error would crash the process.
    pool.on('error', () => undefined);
    // The same for a connection in use, say by a transaction between two statements: its error
    // is emitted on the client, where nobody listens. Its statements fail instead (the
    // transaction rolls back and its caller sees the error), and the pool drops it on release.
    pool.on('connect', (client) => client.on('error', () => undefined));
    // node-postgres returns int8 as string; our bigint columns use mode 'number' and parse it.
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    const migrate = async () => {
      // One instance migrates at a time; the others wait, then find nothing left to apply.
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock(724201999)');
        await migratePg(drizzlePg({ client: conn }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await conn.query('select pg_advisory_unlock(724201999)').catch(() => undefined);
        conn.release();
      }
    };
    return { db, kind: 'postgres', ping: () => ping(db), migrate, close: () => pool.end(), sent };
  }
  let client: PGlite;
  if ('pglite' in opts) {
    client = opts.pglite;
  } else if ('dataDir' in opts) {
    mkdirSync(opts.dataDir, { recursive: true });
    client = new PGlite(path.resolve(opts.dataDir, 'pgdata'));
  } else {
    client = new PGlite(opts.from ? { loadDataDir: opts.from } : {});
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const migrate = () =>
    migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_DIR });
  const sent: SentStatements = { statements: 0, begin: 0, commit: 0, rollback: 0 };
  return { db, kind: 'pglite', ping: () => ping(db), migrate, close: () => client.close(), sent };
}

async function ping(db: Db) {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
