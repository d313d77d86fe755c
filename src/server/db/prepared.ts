import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './client';

/**
 * A hot query prepared once per database with drizzle's `.prepare(name)`: its SQL is built once
 * (not on every call) and PostgreSQL parses and plans it once per pooled connection. It runs on the
 * database itself, so inside a transaction the getter returns undefined and the caller builds the
 * query on the transaction as usual: a prepared query never escapes its caller's transaction.
 *
 * Values go in as `sql.placeholder(...)`. A placeholder bound to a column goes through the
 * column's encoder even when the value is null, so a nullable json column must not take one
 * (null would be stored as the JSON value null): use a raw `sql` placeholder there.
 */
export function preparedQuery<P>(name: string, build: (db: Db, name: string) => P) {
  const byDb = new WeakMap<object, P>();
  return (db: DbOrTx): P | undefined => {
    if (is(db, PgTransaction)) return undefined;
    let p = byDb.get(db);
    if (!p) {
      p = build(db, name);
      byDb.set(db, p);
    }
    return p;
  };
}
