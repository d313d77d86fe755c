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
