import { randomInt } from 'node:crypto';
import type { App } from '../../src/server/deps';
import { newId } from '../../src/server/db/ids';
import { users } from '../../src/server/modules/accounts/tables';
import { hashPassword } from '../../src/server/modules/accounts/passwords';
import { SESSION_COOKIE, createSession } from '../../src/server/modules/accounts/sessions';

export const TEST_PASSWORD = 'Gold@2024';

let seq = 0;

// one argon2 hash per password in a worker (about 29 ms of CPU each): users made by the factory
// share it, and signing in still verifies the password against it
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  let h = hashes.get(password);
  if (!h) hashes.set(password, (h = hashPassword(password)));
  return h;
};

/** Inserts a customer straight into the database (for tests of other modules). */
export async function createUser(
  app: App,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  seq++;
  const { password = TEST_PASSWORD, ...rest } = overrides;
  const row = {
    id: newId('usr'),
    firstName: 'Asha',
    lastName: 'Reddy',
    email: `asha${seq}.${randomInt(1e9)}@example.in`,
    phone: `9${String(randomInt(1e9)).padStart(9, '0')}`,
    passwordHash: await hashOf(password),
    address: '12-2-345, Road No. 3, Banjara Hills, Hyderabad 500034',
    isActive: true,
    ...rest,
  };
  await app.deps.db.insert(users).values(row);
  return row;
}

/** A signed-in user: the row and the Cookie header to send with inject. */
export async function createSignedInUser(
  app: App,
  overrides: Parameters<typeof createUser>[1] = {},
) {
  const user = await createUser(app, overrides);
  const { token } = await createSession(app.deps, app.deps.db, user.id);
  return {
    user,
    cookie: `${SESSION_COOKIE}=${token}`,
    headers: { cookie: `${SESSION_COOKIE}=${token}` },
  };
}
