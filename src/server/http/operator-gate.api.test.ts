import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../tests/helpers/build-app';
import { createSignedInUser, createUser, TEST_PASSWORD } from '../../../tests/helpers/factories';
import { users } from '../modules/accounts/tables';
import { auditLog } from '../modules/audit/tables';
import { goldPrices } from '../modules/prices/tables';
import { ADMIN_API_PREFIX } from './operator-gate';

/** A concrete URL for a route path: each `:param` filled with a made-up value. */
const concrete = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => `x-${name}`);

describe('the operator console gate', async () => {
  const app = await buildTestApp();
  // Fastify's own list of what was registered: a new admin route is walked without editing this
  const adminRoutes = app.routeList.filter(
    (r) => r.url === ADMIN_API_PREFIX || r.url.startsWith(`${ADMIN_API_PREFIX}/`),
  );
  const customer = await createSignedInUser(app);
  const operator = await createSignedInUser(app, { role: 'admin' });
  // a session made before the suspension (suspending also ends the sessions: customers tests)
  const suspended = await createSignedInUser(app, { role: 'admin', suspendedAt: new Date() });
  const outsiders = {
    'a signed-out visitor': {},
    'a customer': customer.headers,
    'a suspended operator': suspended.headers,
  };
  const unknownPath = await app.inject({ url: `${ADMIN_API_PREFIX}/no-such-thing` });

  it("takes the console's routes from Fastify's route list", () => {
    const listed = adminRoutes.map((r) => `${r.method} ${r.url}`);
    // (the ones that existed before the console: prices and the store's operator API)
    expect(listed).toEqual(
      expect.arrayContaining([
        'POST /api/admin/prices',
        'GET /api/admin/audit',
        'HEAD /api/admin/audit',
        'GET /api/admin/store/orders',
        'POST /api/admin/store/orders/:orderId/state',
        'POST /api/admin/store/orders/:orderId/utr/verify',
        'POST /api/admin/store/orders/:orderId/utr/reject',
      ]),
    );
  });

  for (const [who, headers] of Object.entries(outsiders)) {
    it(`answers 404, as for a path that does not exist, on every route to ${who}`, async () => {
      const auditRows = await app.deps.db.$count(auditLog);
      const priceRows = await app.deps.db.$count(goldPrices);
      for (const r of adminRoutes) {
        const res = await app.inject({
          method: r.method as 'GET',
          url: concrete(r.url),
          headers,
          // a body the price route would accept: refused before it is read
          ...(r.method === 'GET' || r.method === 'HEAD'
            ? {}
            : { payload: { pricePaisePerGram: 760_000, reason: 'test' } }),
        });
        expect(res.statusCode, `${r.method} ${r.url}`).toBe(404);
        if (r.method !== 'HEAD') {
          expect(res.json().error.code, `${r.method} ${r.url}`).toBe('NOT_FOUND');
          expect(res.json().error.message).toBe(unknownPath.json().error.message);
        }
      }
      // nothing was done
      expect(await app.deps.db.$count(auditLog)).toBe(auditRows);
      expect(await app.deps.db.$count(goldPrices)).toBe(priceRows);
    });
  }

  it('lets an active operator through, and no cache keeps what the console reads', async () => {
    const reads = adminRoutes.filter((r) => r.method === 'GET' && !r.url.includes(':'));
    expect(reads.length).toBeGreaterThan(0);
    for (const r of reads) {
      const res = await app.inject({ url: r.url, headers: operator.headers });
      expect(res.statusCode, r.url).toBe(200);
      expect(res.headers['cache-control'], r.url).toBe('private, no-store');
    }
  });

  it('stops an operator the moment the account is suspended', async () => {
    const op = await createSignedInUser(app, { role: 'admin' });
    const audit = () => app.inject({ url: '/api/admin/audit', headers: op.headers });
    expect((await audit()).statusCode).toBe(200);
    await app.deps.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, op.user.id));
    expect((await audit()).statusCode).toBe(404);
    // and the session of a suspended account is no session at all
    const session = await app.inject({ url: '/api/auth/session', headers: op.headers });
    expect(session.json().user).toBeNull();
  });

  it('keeps a suspended account from signing in, and says so only to whoever knows the password', async () => {
    const user = await createUser(app, { suspendedAt: new Date() });
    const signIn = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { login: user.email, password },
      });
    const wrong = await signIn('Wrong@2024');
    expect(wrong.statusCode).toBe(401);
    const right = await signIn(TEST_PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json().error.message).toBe(
      'This account is suspended. Please write to support@goldsave.in and we will help you.',
    );
    expect(right.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it("serves the console's pages only to an operator (404 to everyone else)", async () => {
    for (const path of ['/admin', '/admin/audit', '/admin/prices']) {
      for (const [who, headers] of Object.entries(outsiders)) {
        const res = await app.inject({ url: path, headers });
        expect(res.statusCode, `${path} for ${who}`).toBe(404);
      }
      expect((await app.inject({ url: path, headers: operator.headers })).statusCode).toBe(200);
    }
  });

  it('keeps the audit log append-only in the database itself', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/admin/prices',
      headers: operator.headers,
      payload: { pricePaisePerGram: 761_000, reason: 'opening price' },
    });
    const [row] = await app.deps.db.select().from(auditLog).limit(1);
    expect(row).toBeDefined();
    await expect(
      app.deps.db.update(auditLog).set({ reason: 'edited' }).where(eq(auditLog.id, row!.id)),
    ).rejects.toThrow();
    await expect(app.deps.db.delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    await expect(app.deps.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [again] = await app.deps.db.select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(again).toEqual(row);
  });
});
