import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/api/fields';
import { buildTestApp } from '../../../../tests/helpers/build-app';
import { createSignedInUser, createUser, TEST_PASSWORD } from '../../../../tests/helpers/factories';
import { listRecentMail } from '../mail/service';
import { workAfterAnswers } from './service';

const newAccount = (over: Record<string, unknown> = {}) => ({
  firstName: 'Asha',
  lastName: 'Reddy',
  email: `asha.${randomInt(1e9)}@example.in`,
  phone: `9${String(randomInt(1e9)).padStart(9, '0')}`,
  password: 'Gold@2024',
  address: '12-2-345, Road No. 3\nBanjara Hills, Hyderabad 500034',
  ...over,
});

describe('control characters and secrets', async () => {
  const lines: string[] = [];
  const app = await buildTestApp({ logStream: { write: (l) => void lines.push(l) } });
  const signUp = (body: object) =>
    app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });

  it('a NUL byte in any text field is a 400 with a clear message and changes nothing', async () => {
    const userCount = async () =>
      (
        (await app.deps.db.execute(sql`select count(*)::int as n from users`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    const before = await userCount();
    for (const [field, value] of [
      ['address', '12 MG Road\u0000'],
      ['firstName', 'As\u0000ha'],
      ['email', 'asha\u0000@example.in'],
      ['referralCode', 'demo@goldsave.in\u0000'],
    ] as const) {
      const res = await signUp(newAccount({ [field]: value }));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields[field], field).toMatch(
        field === 'firstName' ? /alphabets|control/ : /control characters/,
      );
    }
    expect(await userCount()).toBe(before);

    const { headers } = await createSignedInUser(app);
    const profile = await app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers,
      payload: {
        firstName: 'Asha',
        lastName: 'Reddy',
        phone: '9876501234',
        sex: '',
        address: 'Flat 4\u0000',
      },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().error.fields.address).toBe(MESSAGES.controlCharacters);

    for (const payload of [
      { name: 'Asha\u0000', email: 'asha@example.in', message: 'Hello' },
      { name: 'Asha\nEmail: owner@goldsave.in', email: 'asha@example.in', message: 'Hello' },
      { name: 'Asha', email: 'asha@example.in', message: 'Hello\u0007there' },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/api/contact/messages', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toBe(MESSAGES.controlCharacters);
    }
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { login: 'demo@goldsave.in\u0000', password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(400);
    expect(lines.join('')).not.toContain('\\u0000');
  });

  it('multi-line fields keep their line breaks', async () => {
    const body = newAccount();
    const res = await signUp(body);
    expect(res.statusCode, res.body).toBe(202);
    const [row] = await app.deps.db
      .execute(sql`select address from users where phone = ${body.phone}`)
      .then((r) => (r as unknown as { rows: { address: string }[] }).rows);
    expect(row!.address).toBe('12-2-345, Road No. 3\nBanjara Hills, Hyderabad 500034');
    const contact = await app.inject({
      method: 'POST',
      url: '/api/contact/messages',
      payload: { name: 'Asha', email: 'asha@example.in', message: 'Line one\nLine two' },
    });
    expect(contact.statusCode).toBe(201);
  });

  it('a sign-up the database refuses logs the error without its parameters: no hash, email or phone', async () => {
    // the database refuses every new account, as a full disk or a broken constraint would
    await app.deps.db.execute(sql`
      create or replace function refuse_users() returns trigger language plpgsql as $$
      begin raise exception 'the database refused the row'; end $$`);
    await app.deps.db.execute(
      sql`create trigger refuse_users before insert on users for each row execute function refuse_users()`,
    );
    lines.length = 0;
    const account = newAccount();
    const res = await signUp(account);
    await app.deps.db.execute(sql`drop trigger refuse_users on users`);
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('the database refused the row');
    expect(log).toContain('insert into \\"users\\"');
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain(account.email);
    expect(log).not.toContain(account.phone);
    expect(log).not.toContain(account.password);
  });

  it('the logger redacts secret fields wherever they appear', async () => {
    lines.length = 0;
    const user = await createUser(app);
    app.log.warn(
      {
        user: { passwordHash: user.passwordHash, nested: { token: 'abc123', PAN: 'ABCDE1234F' } },
        headers: { Cookie: 'sid=secret-session', authorization: 'Bearer x' },
        salt: 'salty',
        note: `quoted ${user.passwordHash} in a message`,
      },
      'redaction check',
    );
    const line = JSON.parse(lines.at(-1)!);
    expect(line.user.passwordHash).toBe('[REDACTED]');
    expect(line.user.nested).toEqual({ token: '[REDACTED]', PAN: '[REDACTED]' });
    expect(line.headers).toEqual({ Cookie: '[REDACTED]', authorization: '[REDACTED]' });
    expect(line.salt).toBe('[REDACTED]');
    expect(line.note).toBe('quoted [REDACTED] in a message');
  });
});

describe('look-alike emails', async () => {
  const app = await buildTestApp();
  const signUp = (body: object) =>
    app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });

  it('an email with invisible characters, full-width letters or spaces is the same address', async () => {
    const first = await signUp(newAccount({ email: 'demo@GoldSave.in' }));
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json().message).toContain('demo@goldsave.in');
    for (const email of [
      'demo\u200B@goldsave.in',
      '\uFEFFdemo@goldsave.in ',
      'ｄｅｍｏ@goldsave.in',
      'de\u00ADmo@GOLDSAVE.IN',
    ]) {
      const res = await signUp(newAccount({ email }));
      // the same answer as any sign-up (it tells nobody the address has an account)
      expect(res.statusCode, email).toBe(202);
      expect(res.json().message, email).toContain('demo@goldsave.in');
    }
    await workAfterAnswers(app.deps);
    const count = await app.deps.db.execute(
      sql`select count(*)::int as n from users where email like '%goldsave.in'`,
    );
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    // signing in with a look-alike spelling reaches the same account
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { login: 'demo\u200B@goldsave.in', password: 'Gold@2024' },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });
});

describe('account probing through forgot-password', async () => {
  const app = await buildTestApp();

  it('a known and an unknown email get the same answer; the known one gets its mail after it', async () => {
    const user = await createUser(app);
    const ask = (email: string) =>
      app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const known = await ask(user.email);
    const unknown = await ask(user.email.replace('@', '.nobody@'));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    const strip = (m: string, email: string) => m.replace(email, '<email>');
    expect(strip(known.json().message, user.email)).toBe(
      strip(unknown.json().message, user.email.replace('@', '.nobody@')),
    );
    await workAfterAnswers(app.deps);
    const mails = await listRecentMail(app.deps.db, 50);
    expect(mails.filter((m) => m.to === user.email && m.kind === 'password-reset')).toHaveLength(1);
    expect(mails.filter((m) => m.to.includes('.nobody@'))).toHaveLength(0);
  });
});
