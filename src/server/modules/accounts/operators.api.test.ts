import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../tests/helpers/build-app';
import { createSignedInUser, createUser } from '../../../../tests/helpers/factories';
import { auditLog } from '../audit/tables';
import { listRecentMail } from '../mail/service';
import { grantConfiguredOperators, setOperator } from './service';
import { SESSION_COOKIE, createSession } from './sessions';
import { users } from './tables';

const CLI = { userId: null, label: 'cli:ops' };

describe('making operators', async () => {
  const app = await buildTestApp({
    env: { OPERATOR_EMAILS: ' Ops.Lead@Example.IN ,second.ops@example.in' },
  });
  const roleOf = async (id: string) =>
    (await app.deps.db.select().from(users).where(eq(users.id, id)))[0]!.role;
  const auditOf = (id: string) =>
    app.deps.db.select().from(auditLog).where(eq(auditLog.targetId, id)).orderBy(auditLog.id);

  it('grants and revokes by email (the npm run operator command), one audit row per change', async () => {
    const { user, headers } = await createSignedInUser(app);
    const console = () => app.inject({ url: '/api/admin/audit', headers });
    expect((await console()).statusCode).toBe(404);

    expect(
      await setOperator(app.deps, CLI, user.email.toUpperCase(), true, 'new shop manager'),
    ).toEqual({ userId: user.id, changed: true });
    expect(await roleOf(user.id)).toBe('admin');
    // the same session opens the console at once
    expect((await console()).statusCode).toBe(200);
    // a repeat changes nothing and writes nothing
    expect((await setOperator(app.deps, CLI, user.email, true)).changed).toBe(false);

    expect((await setOperator(app.deps, CLI, user.email, false)).changed).toBe(true);
    expect((await console()).statusCode).toBe(404);

    const rows = await auditOf(user.id);
    expect(rows.map((r) => [r.action, r.actorLabel, r.before, r.after, r.reason])).toEqual([
      [
        'operator.grant',
        'cli:ops',
        { role: 'customer', email: user.email },
        { role: 'admin', email: user.email },
        'new shop manager',
      ],
      [
        'operator.revoke',
        'cli:ops',
        { role: 'admin', email: user.email },
        { role: 'customer', email: user.email },
        null,
      ],
    ]);
  });

  it('refuses an email no account uses', async () => {
    await expect(setOperator(app.deps, CLI, 'nobody@example.in', true)).rejects.toThrow(
      'No account uses the email nobody@example.in',
    );
  });

  it('makes a listed account an operator once its email is verified, never before', async () => {
    const unverified = await createUser(app, { email: 'second.ops@example.in', isActive: false });
    const verified = await createUser(app, { email: 'ops.lead@example.in' });
    await grantConfiguredOperators(app.deps);
    await grantConfiguredOperators(app.deps); // every start: once
    expect(await roleOf(verified.id)).toBe('admin');
    expect(await roleOf(unverified.id)).toBe('customer');
    expect((await auditOf(verified.id)).map((r) => [r.action, r.actorLabel])).toEqual([
      ['operator.grant', 'config:OPERATOR_EMAILS'],
    ]);

    // the owner of the listed address proves it with the emailed link
    const resend = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-email/resend',
      headers: (await createSignedInUserFor(unverified.id)).headers,
    });
    expect(resend.statusCode).toBe(200);
    const mail = (await listRecentMail(app.deps.db, 50)).find(
      (m) => m.to === 'second.ops@example.in' && m.kind === 'verify-email',
    );
    const token = /verify-email\?token=([\w-]+)/.exec(mail!.text)![1];
    const verify = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(verify.statusCode).toBe(200);
    expect(await roleOf(unverified.id)).toBe('admin');
    expect((await auditOf(unverified.id)).map((r) => r.action)).toEqual(['operator.grant']);
  });

  async function createSignedInUserFor(userId: string) {
    const { token } = await createSession(app.deps, app.deps.db, userId);
    return { headers: { cookie: `${SESSION_COOKIE}=${token}` } };
  }
});
