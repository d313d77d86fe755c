import { count } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from './tables';

/** The number of registered users (spec: PeopleJoined; decisions.md: Records, the real count). */
export async function countRegisteredUsers(db: DbOrTx): Promise<number> {
  const [r] = await db.select({ n: count() }).from(users);
  return r?.n ?? 0;
}
