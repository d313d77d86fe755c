import type { Tx } from './client';
import { preparedSql } from './prepared';

const lockNameSql = preparedSql(
  'lock_name',
  'select pg_advisory_xact_lock(hashtextextended($1, 0))',
);

/**
 * Holds a lock on a name (say `purchase:usr_x`) until the transaction ends: transactions that
 * lock the same name run one after another, on every app instance sharing the database. For
 * check-then-write rules that no single row can guard, such as a limit summed over several rows.
 */
export async function lockName(tx: Tx, name: string): Promise<void> {
  await lockNameSql(tx, [name]);
}

const lockNamesSql = preparedSql(
  'lock_names',
  `select pg_advisory_xact_lock(hashtextextended(n, 0))
   from (select n from unnest($1::text[]) with ordinality as u(n, i) order by i offset 0) s`,
);

/**
 * `lockName` for several names in one statement, taken one after another in sorted order (so two
 * transactions locking overlapping sets never wait on each other in a circle).
 */
export async function lockNames(tx: Tx, names: string[]): Promise<void> {
  const sorted = [...new Set(names)].sort();
  if (sorted.length > 0) await lockNamesSql(tx, [sorted]);
}
