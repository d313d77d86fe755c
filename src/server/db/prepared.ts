import { is, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import type { Db, DbOrTx } from './client';

/** What drizzle's database and transaction objects hold: a session on a driver client. */
type WithSession = { session: { client: unknown } };

/**
 * A hot query prepared once with drizzle's `.prepare(name)`: its SQL is built once (not on every
 * call) and PostgreSQL parses and plans it once per pooled connection (node-postgres sends a named
 * statement; PGlite runs it as an unnamed one).
 *
 * It runs where the caller runs it: on the database (the pool), or inside the caller's transaction
 * on the transaction's own connection, so a prepared query never escapes its caller's transaction.
 * The query is built once per driver; each call binds it to the client of the `db` given (a
 * statement prepared on a connection outlives the transaction that prepared it, whether it
 * committed or rolled back, and is found again by its name).
 *
 * Values go in as `sql.placeholder(...)`. A placeholder bound to a column goes through the
 * column's encoder even when the value is null, so a nullable json column must not take one
 * (null would be stored as the JSON value null): use a raw `sql` placeholder there.
 */
export function preparedQuery<P extends object>(name: string, build: (db: Db, name: string) => P) {
  const byDriver = new Map<unknown, P>();
  return (db: DbOrTx): P => {
    const { session } = db as unknown as WithSession;
    const driver = session.constructor;
    let p = byDriver.get(driver);
    if (!p) {
      // only the query builder is used, which a transaction offers as the database does
      p = build(db as Db, name);
      byDriver.set(driver, p);
    }
    if ((p as unknown as WithSession['session']).client === session.client) return p;
    return Object.create(p, { client: { value: session.client } }) as P;
  };
}

/**
 * One `preparedQuery` per shape of a statement (the columns an insert or update is given): `key`
 * names the shape, and `build` makes its statement the first time that shape is seen. The shapes
 * are few (each caller builds its rows one way), so one statement each is prepared.
 */
export function preparedPerShape<S, P extends object>(
  prefix: string,
  build: (db: Db, shape: S, name: string) => P,
) {
  const byKey = new Map<string, (db: DbOrTx) => P>();
  return (db: DbOrTx, key: string, shape: S) => {
    let prepared = byKey.get(key);
    if (!prepared) {
      prepared = preparedQuery(`${prefix}_${byKey.size}`, (d, name) => build(d, shape, name));
      byKey.set(key, prepared);
    }
    return prepared(db);
  };
}

/**
 * A prepared insert for rows of one shape (`preparedPerShape`): one statement per set of columns
 * given (the others take their defaults) and per set given as null, built from `build(values)`
 * with a placeholder for each value given. A null goes in as SQL NULL, not through the column's
 * encoder (which would store a JSON null, or fail on a timestamp).
 */
export function preparedInsertByShape<P extends object>(
  prefix: string,
  build: (db: Db, values: Record<string, unknown>, name: string) => P,
) {
  const byShape = preparedPerShape(prefix, build);
  return (db: DbOrTx, row: Record<string, unknown>) => {
    const given = Object.keys(row)
      .filter((k) => row[k] !== undefined)
      .sort();
    const key = given.map((k) => (row[k] === null ? `${k}=null` : k)).join(',');
    const values = Object.fromEntries(
      given.map((k) => [k, row[k] === null ? null : sql.placeholder(k)]),
    );
    return byShape(db, key, values);
  };
}

type DriverClient = { query(...args: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * A hand-written statement (`$1`, `$2`... parameters) for what drizzle's query builder cannot say
 * in one statement (data-modifying CTEs), prepared like `preparedQuery`: on PostgreSQL a named
 * statement, parsed and planned once per pooled connection. It runs on `db`: the pool, or the
 * caller's transaction on its connection. Answers the rows as the driver gives them (node-postgres
 * answers int8 as a string).
 */
export function preparedSql<Row>(name: string, text: string) {
  return async (db: DbOrTx, params: unknown[]): Promise<Row[]> => {
    const { session } = db as unknown as WithSession;
    const client = session.client as DriverClient;
    const res = is(session, NodePgSession)
      ? await client.query({ name, text }, params)
      : await client.query(text, params);
    return res.rows as Row[];
  };
}

/**
 * A value one module lets another module's statement carry (one round trip instead of two): a
 * scalar SQL expression over the owner's own tables, built by the owner's repo from what the
 * carrying statement gives it (a placeholder, a column of its row). The carrier prepares one
 * statement per piece (`name`); the owner's service hands the piece out and reads its value.
 */
export type Piece<T, A extends SQLWrapper[] = []> = { name: string; of: (...args: A) => SQL<T> };

/** What a carrying statement gives a piece: a placeholder or a column of its row. */
export type SqlRef = SQLWrapper;

/** No value carried: the statement's own answer alone (`beside` is null). */
export const noPiece: Piece<null, [SQLWrapper]> = { name: 'none', of: () => sql<null>`null` };
