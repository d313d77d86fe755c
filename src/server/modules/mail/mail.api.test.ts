import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../tests/helpers/build-app';
import { createUser } from '../../../../tests/helpers/factories';
import { workAfterAnswers } from '../accounts/service';
import { findMail, listRecentMail } from './service';

/** A real SMTP server on a random localhost port that can refuse mail (451) while "down". */
async function smtpReceiver() {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let isUp = true;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, cb) {
      if (isUp) return cb();
      const err = Object.assign(new Error('Mailbox temporarily unavailable'), {
        responseCode: 451,
      });
      cb(err);
    },
    onData(stream, session, cb) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (c: string) => (raw += c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        cb();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    setUp: (v: boolean) => {
      isUp = v;
    },
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Undoes quoted-printable (soft line breaks and =XX), enough to read links in a raw message. */
const decodeQp = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim();

const waitFor = async (check: () => boolean, ms = 5000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
};

const smtp = await smtpReceiver();
afterAll(() => smtp.stop());
const mailTo = (to: string) => smtp.received.filter((m) => m.to.includes(to));

describe('mail through a real SMTP server', async () => {
  const app = await buildTestApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      PUBLIC_URL: 'http://gold.test',
      MAIL_FROM: 'GoldSave <no-reply@gold.test>',
      MAIL_RETRY_BASE_MS: '100',
    },
  });

  it('delivers the verification mail; its link verifies the account', async () => {
    const email = `kiran.${Date.now()}@example.in`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        firstName: 'Kiran',
        lastName: 'Rao',
        email,
        phone: '9123456780',
        password: 'Gold@2024',
        address: 'Secunderabad',
      },
    });
    expect(res.statusCode).toBe(202);
    // the sign-up kicks the outbox job: no waiting for its interval
    await waitFor(() => mailTo(email).length === 1);

    const raw = mailTo(email)[0]!.raw;
    expect(mailTo(email)[0]!.from).toBe('no-reply@gold.test');
    expect(header(raw, 'Subject')).toBe('Confirm your email for GoldSave');
    expect(header(raw, 'From')).toBe('GoldSave <no-reply@gold.test>');
    expect(raw).toMatch(/multipart\/alternative/);
    expect(raw).toMatch(/text\/plain/);
    expect(raw).toMatch(/text\/html/);
    const link = /http:\/\/gold\.test\/verify-email\?token=([\w-]+)/.exec(decodeQp(raw));
    expect(link).not.toBeNull();

    const verified = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: link![1] },
    });
    expect(verified.statusCode).toBe(200);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { login: email, password: 'Gold@2024' },
    });
    expect(signIn.json().user.isActive).toBe(true);
  });

  it('delivers the reset mail; its link sets a new password', async () => {
    const user = await createUser(app);
    await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    // the reset mail is written just after the answer
    await workAfterAnswers(app.deps);
    await waitFor(() => mailTo(user.email).length === 1);
    const raw = decodeQp(mailTo(user.email)[0]!.raw);
    expect(header(raw, 'Subject')).toBe('Reset your GoldSave password');
    const token = /http:\/\/gold\.test\/reset-password\?token=([\w-]+)/.exec(raw)![1]!;
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Fresh@2025' },
    });
    expect(reset.statusCode).toBe(200);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { login: user.phone, password: 'Fresh@2025' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('keeps mail while the server refuses it and delivers it once, later', async () => {
    smtp.setUp(false);
    const user = await createUser(app);
    await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    // the reset mail is written just after the answer
    await workAfterAnswers(app.deps);
    await app.deps.jobs.runNow('mail-outbox');
    const [row] = (await listRecentMail(app.deps.db, 50)).filter((m) => m.to === user.email);
    expect(row!.sentAt).toBeNull();
    expect(row!.attempts).toBeGreaterThanOrEqual(1);
    expect(row!.lastError).toMatch(/451/);
    expect(mailTo(user.email)).toHaveLength(0);

    smtp.setUp(true);
    await new Promise((r) => setTimeout(r, 300)); // past the first retry delay (100 ms)
    await app.deps.jobs.runNow('mail-outbox');
    expect(mailTo(user.email)).toHaveLength(1);
    expect((await findMail(app.deps.db, row!.id))!.sentAt).toBeInstanceOf(Date);

    await app.deps.jobs.runNow('mail-outbox');
    expect(mailTo(user.email)).toHaveLength(1);
  });
});

describe('sandbox mailbox', async () => {
  const app = await buildTestApp({ env: { PUBLIC_URL: 'http://gold.test' } });

  it('shows kept mail, newest first, with clickable links and the HTML version', async () => {
    const user = await createUser(app, { firstName: 'Ravi' });
    await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    // the reset mail is written just after the answer
    await workAfterAnswers(app.deps);
    const page = await app.inject('/dev/mailbox');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Reset your GoldSave password');
    expect(page.body).toContain(user.email);
    expect(page.body).toContain('kept here (no SMTP server configured)');
    expect(page.body).toMatch(
      /<a href="http:\/\/gold\.test\/reset-password\?token=[\w-]+">http:\/\/gold\.test\/reset-password\?token=[\w-]+<\/a>/,
    );
    const [mail] = await listRecentMail(app.deps.db, 1);
    const html = await app.inject(`/dev/mailbox/${mail!.id}`);
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('Choose a new password');
    expect(html.body).toContain('Hi Ravi,');
    expect((await app.inject('/dev/mailbox/999999')).statusCode).toBe(404);

    // its links open accounts: a browser elsewhere, or anything that came through a proxy, finds
    // no mailbox
    for (const req of [
      { url: '/dev/mailbox', remoteAddress: '203.0.113.7' },
      { url: `/dev/mailbox/${mail!.id}`, remoteAddress: '203.0.113.7' },
      { url: '/dev/mailbox', headers: { 'x-forwarded-for': '127.0.0.1' } },
    ]) {
      const res = await app.inject(req);
      expect(res.statusCode, req.url).toBe(404);
      expect(res.body).not.toContain('reset-password');
    }
  });

  it('escapes what users typed', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        firstName: 'Asha',
        lastName: 'Reddy',
        email: 'x<b>@example.in',
        phone: '9123456781',
        password: 'Gold@2024',
        address: '<script>alert(1)</script>',
      },
    });
    expect(res.statusCode).toBe(202);
    await workAfterAnswers(app.deps);
    const page = await app.inject('/dev/mailbox');
    expect(page.body).toContain('x&lt;b&gt;@example.in');
    expect(page.body).not.toContain('x<b>@');
  });
});

describe('with live payments', async () => {
  const app = await buildTestApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      PAYMENTS_MODE: 'live',
      PUBLIC_URL: 'https://gold.example.in',
      DATABASE_URL: 'postgres://unused',
      SESSION_SECRET: 'test-secret-test-secret-test-secret',
      PHONEPE_BASE_URL: 'https://api.phonepe.test',
      PHONEPE_MERCHANT_ID: 'M1',
      PHONEPE_SALT_KEY: 'k',
      PRICE_SOURCE: 'manual',
    },
  });

  it('has no mailbox', async () => {
    expect((await app.inject('/dev/mailbox')).statusCode).toBe(404);
    expect((await app.inject('/dev/mailbox/1')).statusCode).toBe(404);
  });

  it('keeps no copy of a sent mail: its link stays only in the inbox', async () => {
    smtp.setUp(true);
    const user = await createUser(app);
    await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    // the reset mail is written just after the answer
    await workAfterAnswers(app.deps);
    await app.deps.jobs.runNow('mail-outbox');
    expect(mailTo(user.email)).toHaveLength(1);
    const [row] = (await listRecentMail(app.deps.db, 50)).filter((m) => m.to === user.email);
    expect(row).toMatchObject({ text: '', html: '', subject: 'Reset your GoldSave password' });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });
});
