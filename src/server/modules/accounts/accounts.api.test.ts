import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, testClock } from '../../../../tests/helpers/build-app';
import { createSignedInUser, createUser, TEST_PASSWORD } from '../../../../tests/helpers/factories';
import type { App } from '../../deps';
import { listRecentMail } from '../mail/service';
import { sessions, users } from './tables';
import { workAfterAnswers } from './service';

let seq = 0;
const newAccount = (over: Record<string, string> = {}) => {
  seq++;
  const n = `${Date.now() % 1e6}${seq}`.padStart(8, '0').slice(-8);
  return {
    firstName: 'Meena',
    lastName: 'Kumari',
    email: `meena.${n}@example.in`,
    phone: `8${n}1`,
    password: 'Save@2024',
    address: 'Plot 7, Madhapur, Hyderabad 500081',
    ...over,
  };
};

const signUp = (app: App, body: object) =>
  app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
const signIn = (app: App, login: string, password: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/auth/signin', payload: { login, password }, headers });
const sessionOf = async (app: App, cookie: string) =>
  (await app.inject({ url: '/api/auth/session', headers: { cookie } })).json().user;
const cookieOf = (res: { cookies: { name: string; value: string }[] }) => {
  const c = res.cookies.find((x) => x.name === 'sid');
  return c ? `sid=${c.value}` : '';
};

/** The token of the newest link of a kind mailed to an address (from the outbox). */
async function mailedToken(app: App, to: string, kind: 'verify-email' | 'password-reset') {
  const mails = await listRecentMail(app.deps.db, 500);
  const mail = mails.find((m) => m.to === to && m.kind === kind);
  const path = kind === 'verify-email' ? 'verify-email' : 'reset-password';
  const m = mail && new RegExp(`/${path}\\?token=([\\w-]+)`).exec(mail.text);
  return m?.[1];
}
const mailsTo = async (app: App, to: string) =>
  (await listRecentMail(app.deps.db, 500)).filter((m) => m.to === to);

describe('sign-up', async () => {
  const app = await buildTestApp({ env: { PUBLIC_URL: 'https://gold.example.in' } });

  it('creates an unverified customer and mails a verification link', async () => {
    const body = newAccount({ email: ' Meena.New@Example.IN ', firstName: ' Meena ' });
    const res = await signUp(app, body);
    expect(res.statusCode).toBe(201);
    const user = res.json().user;
    expect(user).toMatchObject({
      firstName: 'Meena',
      name: 'Meena Kumari',
      email: 'meena.new@example.in',
      phone: body.phone,
      role: 'customer',
      sex: null,
      isActive: false,
      referralSignup: null,
    });
    expect(res.body).not.toContain('Save@2024');
    expect(res.body).not.toContain('argon');
    // sign-up does not sign in (spec 4: success goes to /signin)
    expect(res.cookies).toEqual([]);
    // served over https: the session cookie is Secure
    const signedIn = await signIn(app, body.phone, body.password);
    expect(signedIn.cookies.find((c) => c.name === 'sid')).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });

    const [mail] = await mailsTo(app, 'meena.new@example.in');
    expect(mail).toMatchObject({
      kind: 'verify-email',
      subject: 'Confirm your email for GoldSave',
    });
    expect(mail!.text).toMatch(/^Hi Meena,/);
    expect(mail!.text).toMatch(/https:\/\/gold\.example\.in\/verify-email\?token=[\w-]{43}/);
    expect(mail!.html).toContain('Confirm my email');
  });

  it('answers each invalid field with the wording of spec 5', async () => {
    const res = await signUp(app, {
      ...newAccount(),
      firstName: 'Meena1',
      phone: '5876543210',
      password: 'weak',
      address: ' ',
      referralCode: 'a@',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        firstName: 'First name must contain only alphabets',
        phone: 'Phone number must be exactly 10 digits and start with 6, 7, 8, or 9',
        password:
          'Password must be at least 8 characters long and include at least one uppercase letter, one lowercase letter, one digit, and one special character',
        address: 'Address is required',
        referralCode: "Referral code must contain '@' and be between 3 to 50 characters",
      },
    });
  });

  it('documents the account endpoints in the OpenAPI description', async () => {
    const res = await app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/auth/signup',
      '/api/auth/signin',
      '/api/auth/verify-email',
      '/api/auth/verify-email/resend',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/users/me',
    ]) {
      expect(paths).toContain(p);
    }
    expect(paths.some((p) => p.startsWith('/dev/'))).toBe(false);
  });

  it('refuses a role, sex or any other field it does not know', async () => {
    const res = await signUp(app, { ...newAccount(), role: 'admin' });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a duplicate email (in any case) or phone with a clear message', async () => {
    const first = newAccount();
    expect((await signUp(app, first)).statusCode).toBe(201);

    const sameEmail = await signUp(app, { ...newAccount(), email: first.email.toUpperCase() });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'An account with this email already exists. Please sign in instead.',
      fields: { email: 'An account with this email already exists. Please sign in instead.' },
    });

    const samePhone = await signUp(app, { ...newAccount(), phone: first.phone });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().error.fields).toEqual({
      phone: 'An account with this phone number already exists.',
    });
  });

  it('takes a referral code only when it names another existing account', async () => {
    const referrer = await createUser(app);
    const unknown = await signUp(app, { ...newAccount(), referralCode: 'nobody@example.in' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({
      referralCode:
        'No account uses this referral code. Please check it, or leave the field empty.',
    });

    const own = newAccount();
    const self = await signUp(app, { ...own, referralCode: own.email });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.fields.referralCode).toBe('You cannot use your own referral code.');

    const ok = await signUp(app, { ...newAccount(), referralCode: referrer.email.toUpperCase() });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().user.referralSignup).toBe(referrer.email);
  });
});

describe('personal referral codes', async () => {
  const app = await buildTestApp();

  it('gives each new account a code that reveals nothing; it and the old email codes both refer', async () => {
    const asha = await signUp(app, { ...newAccount(), firstName: 'Asha' });
    expect(asha.statusCode).toBe(201);
    const [row] = await app.deps.db.select().from(users).where(eq(users.id, asha.json().user.id));
    expect(row!.referralCode).toMatch(/^asha\d{4}@gs$/);
    expect(row!.referralCode).not.toContain(row!.email.split('@')[0]);

    const byCode = await signUp(app, { ...newAccount(), referralCode: row!.referralCode! });
    expect(byCode.statusCode, byCode.body).toBe(201);
    expect(byCode.json().user.referralSignup).toBe(row!.referralCode);
    // an email shared as a code before codes existed still names its account
    const byEmail = await signUp(app, { ...newAccount(), referralCode: row!.email });
    expect(byEmail.statusCode, byEmail.body).toBe(201);
  });
});

describe('sign-in, sessions and sign-out', async () => {
  const clock = testClock();
  const app = await buildTestApp({ clock, env: { SESSION_TTL_DAYS: '2' } });

  it('signs in by email or by phone and sets an httpOnly, SameSite=Lax session cookie', async () => {
    const body = newAccount();
    await signUp(app, body);

    const byEmail = await signIn(app, body.email.toUpperCase(), body.password);
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().user).toMatchObject({ email: body.email, isActive: false });
    const set = byEmail.cookies.find((c) => c.name === 'sid')!;
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(set.secure).toBeFalsy(); // plain http in tests; https PUBLIC_URL turns Secure on
    expect((await sessionOf(app, cookieOf(byEmail))).email).toBe(body.email);

    const byPhone = await signIn(app, body.phone, body.password);
    expect(byPhone.statusCode).toBe(200);
    const withPrefix = await signIn(
      app,
      `+91 ${body.phone.slice(0, 5)} ${body.phone.slice(5)}`,
      body.password,
    );
    expect(withPrefix.statusCode).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const user = await createUser(app);
    const wrong = await signIn(app, user.email, 'Wrong@2024');
    const unknown = await signIn(app, 'nobody@example.in', TEST_PASSWORD);
    const unknownPhone = await signIn(app, '9999999999', TEST_PASSWORD);
    for (const res of [wrong, unknown, unknownPhone]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'Invalid email/phone or password',
      });
      expect(res.cookies).toEqual([]);
    }
  });

  it('rotates the session at sign-in: the old token stops working', async () => {
    const user = await createUser(app);
    const first = cookieOf(await signIn(app, user.email, TEST_PASSWORD));
    const second = await signIn(app, user.email, TEST_PASSWORD, { cookie: first });
    const fresh = cookieOf(second);
    expect(fresh).not.toBe(first);
    expect(await sessionOf(app, first)).toBeNull();
    expect((await sessionOf(app, fresh)).id).toBe(user.id);
  });

  it('expires sessions after SESSION_TTL_DAYS; the cleanup job deletes them', async () => {
    const user = await createUser(app);
    const cookie = cookieOf(await signIn(app, user.email, TEST_PASSWORD));
    clock.advance(2 * 86_400_000 - 60_000);
    expect((await sessionOf(app, cookie)).id).toBe(user.id);
    clock.advance(120_000);
    expect(await sessionOf(app, cookie)).toBeNull();
    const put = await app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: { cookie },
      payload: { firstName: 'A', lastName: 'B', phone: '9876543210', sex: '', address: 'x' },
    });
    expect(put.statusCode).toBe(401);
    await app.deps.jobs.runNow('accounts-cleanup');
    const left = await app.deps.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toEqual([]);
  });

  it('signs out: the session is removed on the server', async () => {
    const { cookie } = await createSignedInUser(app);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(await sessionOf(app, cookie)).toBeNull();
  });

  it('refuses a sign-in posted from another site', async () => {
    const user = await createUser(app);
    const res = await signIn(app, user.email, TEST_PASSWORD, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
  });
});

describe('email verification', async () => {
  const clock = testClock();
  const app = await buildTestApp({ clock });
  const verify = (token: string) =>
    app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });

  it('the mailed link verifies the email once; opening it again is harmless', async () => {
    const body = newAccount();
    await signUp(app, body);
    const cookie = cookieOf(await signIn(app, body.email, body.password));
    expect((await sessionOf(app, cookie)).isActive).toBe(false);

    const token = (await mailedToken(app, body.email, 'verify-email'))!;
    const res = await verify(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Thank you! Your email address is verified.');
    expect((await sessionOf(app, cookie)).isActive).toBe(true);

    const again = await verify(token);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Your email address is already verified.');
  });

  it('refuses an unknown or expired link', async () => {
    expect((await verify('not-a-real-token')).statusCode).toBe(400);
    const body = newAccount();
    await signUp(app, body);
    const token = (await mailedToken(app, body.email, 'verify-email'))!;
    clock.advance(48 * 3_600_000 + 1000);
    const res = await verify(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'This verification link is invalid or has expired. Sign in and ask for a new one from your dashboard.',
    );
  });

  it('resends a link to a signed-in, unverified user, at most once a minute', async () => {
    const resend = (cookie?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/verify-email/resend',
        headers: cookie ? { cookie } : {},
      });
    expect((await resend()).statusCode).toBe(401);

    const body = newAccount();
    await signUp(app, body);
    const cookie = cookieOf(await signIn(app, body.email, body.password));
    const tooSoon = await resend(cookie);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error.code).toBe('RATE_LIMITED');

    clock.advance(61_000);
    const res = await resend(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      `We have sent a new verification link to ${body.email}. Please check your inbox.`,
    );
    expect(await mailsTo(app, body.email)).toHaveLength(2);

    expect((await verify((await mailedToken(app, body.email, 'verify-email'))!)).statusCode).toBe(
      200,
    );
    clock.advance(61_000);
    expect((await resend(cookie)).json().message).toBe('Your email address is already verified.');
  });
});

describe('forgot and reset password', async () => {
  const clock = testClock();
  const app = await buildTestApp({ clock });
  /** asks for a reset link and waits for the mail written after the answer */
  const forgot = async (email: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
    });
    await workAfterAnswers(app.deps);
    return res;
  };
  const reset = (token: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });

  it('answers the same whether the email has an account or not', async () => {
    const user = await createUser(app);
    const known = await forgot(user.email.toUpperCase());
    const unknown = await forgot('nobody@example.in');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json().message).toBe(
      `If an account exists for ${user.email}, we have sent it a link to reset your password. The link works for 30 minutes.`,
    );
    expect(unknown.json().message).toBe(
      known.json().message.replace(user.email, 'nobody@example.in'),
    );
    expect(await mailsTo(app, user.email)).toHaveLength(1);
    expect(await mailsTo(app, 'nobody@example.in')).toHaveLength(0);
  });

  it('the link sets a new password once, and signs every session out', async () => {
    const { user, cookie } = await createSignedInUser(app);
    await forgot(user.email);
    const token = (await mailedToken(app, user.email, 'password-reset'))!;

    const weak = await reset(token, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.password).toMatch(/^Password must be at least 8 characters/);

    const ok = await reset(token, 'New@Gold99');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(
      'Your password has been changed. Please sign in with your new password.',
    );
    expect(await sessionOf(app, cookie)).toBeNull();
    expect((await signIn(app, user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(app, user.email, 'New@Gold99')).statusCode).toBe(200);

    const again = await reset(token, 'Other@Gold99');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(
      'This reset link is invalid, has already been used or has expired. Please ask for a new one.',
    );
    expect((await signIn(app, user.email, 'Other@Gold99')).statusCode).toBe(401);
  });

  it('the link expires after PASSWORD_RESET_MINUTES', async () => {
    const user = await createUser(app);
    await forgot(user.email);
    const token = (await mailedToken(app, user.email, 'password-reset'))!;
    clock.advance(30 * 60_000 + 1000);
    expect((await reset(token, 'New@Gold99')).statusCode).toBe(400);
    expect((await signIn(app, user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('a newer link replaces the older one; a second request within a minute sends nothing', async () => {
    const user = await createUser(app);
    await forgot(user.email);
    const older = (await mailedToken(app, user.email, 'password-reset'))!;
    await forgot(user.email);
    expect(await mailsTo(app, user.email)).toHaveLength(1);
    clock.advance(61_000);
    await forgot(user.email);
    const newer = (await mailedToken(app, user.email, 'password-reset'))!;
    expect(newer).not.toBe(older);
    expect((await reset(older, 'New@Gold99')).statusCode).toBe(400);
    expect((await reset(newer, 'New@Gold99')).statusCode).toBe(200);
  });
});

describe('profile', async () => {
  const app = await buildTestApp();
  const put = (cookie: string | undefined, payload: object) =>
    app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: cookie ? { cookie } : {},
      payload,
    });
  const profile = {
    firstName: 'Lakshmi',
    lastName: 'Devi',
    phone: '7012345678',
    sex: 'Female',
    address: 'H.No 8-3-1, Kukatpally, Hyderabad 500072',
  };

  it('a signed-out request gets 401', async () => {
    const res = await put(undefined, profile);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('updates the profile; the session shows the change at once', async () => {
    const { user, cookie } = await createSignedInUser(app);
    const res = await put(cookie, { ...profile, firstName: ' Lakshmi ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Profile updated successfully',
      user: { ...profile, name: 'Lakshmi Devi', email: user.email },
    });
    expect(await sessionOf(app, cookie)).toMatchObject({ ...profile, email: user.email });
  });

  it('keeps the email read-only and refuses a phone of another account', async () => {
    const other = await createUser(app);
    const { cookie } = await createSignedInUser(app);
    expect((await put(cookie, { ...profile, email: 'new@example.in' })).statusCode).toBe(400);
    const res = await put(cookie, { ...profile, phone: other.phone });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields).toEqual({
      phone: 'An account with this phone number already exists.',
    });
  });

  it("refuses a cycle like a self-referral: B, whom A referred, cannot be A's referrer", async () => {
    const a = await createSignedInUser(app, { phone: '6012345699' });
    const b = await createUser(app, { referrerUserId: a.user.id, referralSignup: a.user.email });
    const mine = { ...profile, phone: a.user.phone };
    const res = await put(a.cookie, { ...mine, referralCode: b.email });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.referralCode).toBe(
      'You referred the owner of this code, so they cannot refer you. Please use another code, or leave the field empty.',
    );
    const [row] = await app.deps.db.select().from(users).where(eq(users.id, a.user.id));
    expect(row!.referrerUserId).toBeNull();
  });

  it('sets a referral code once, to an existing account, and then keeps it', async () => {
    const referrer = await createUser(app);
    const another = await createUser(app);
    const { user, cookie } = await createSignedInUser(app, { phone: '6012345678' });
    const mine = { ...profile, phone: user.phone };
    expect((await put(cookie, { ...mine, referralCode: user.email })).statusCode).toBe(400);
    expect((await put(cookie, { ...mine, referralCode: 'ghost@example.in' })).statusCode).toBe(400);
    const set = await put(cookie, { ...mine, referralCode: referrer.email });
    expect(set.json().user.referralSignup).toBe(referrer.email);
    const change = await put(cookie, { ...mine, referralCode: another.email });
    expect(change.statusCode).toBe(400);
    expect(change.json().error.fields.referralCode).toBe(
      'Your referral code is already set and cannot be changed.',
    );
    const same = await put(cookie, { ...mine, referralCode: referrer.email, sex: 'Male' });
    expect(same.statusCode).toBe(200);
    expect(same.json().user).toMatchObject({ sex: 'Male', referralSignup: referrer.email });
  });
});

describe('abuse limits', async () => {
  const app = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });

  it('answers 429 once an IP passes the sign-in limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push((await signIn(app, `nobody${i}@example.in`, 'Wrong@2024')).statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429]);
    const res = await signIn(app, 'nobody@example.in', 'Wrong@2024');
    expect(res.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a minute and try again.',
    });
  });

  it('answers 429 once one account passes the limit, from however many IPs', async () => {
    const user = await createUser(app);
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { login: user.email, password: 'Wrong@2024' },
        remoteAddress: `10.0.0.${i + 1}`,
      });
      codes.push(res.statusCode);
      if (i === 3)
        expect(res.json().error.message).toBe(
          'Too many attempts. Please wait a minute and try again.',
        );
    }
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it('counts one phone however it is written toward the same account limit', async () => {
    const user = await createUser(app);
    const spellings = [
      user.phone,
      `+91 ${user.phone.slice(0, 5)} ${user.phone.slice(5)}`,
      `91-${user.phone.slice(0, 5)}-${user.phone.slice(5)}`,
      ` ${user.phone.slice(0, 1)} ${user.phone.slice(1)}`,
    ];
    const codes: number[] = [];
    for (const [i, login] of spellings.entries()) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { login, password: 'Wrong@2024' },
        remoteAddress: `10.2.0.${i + 1}`,
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it('limits profile updates per address, as their answer tells whether a phone is taken', async () => {
    const { cookie } = await createSignedInUser(app);
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/users/me',
        headers: { cookie, origin: app.deps.config.publicUrl },
        payload: {
          firstName: 'Asha',
          lastName: 'Reddy',
          phone: `98765432${10 + i}`,
          address: 'Hyderabad 500034',
        },
        remoteAddress: '10.3.0.1',
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 3).every((c) => c !== 429)).toBe(true);
    expect(codes[3]).toBe(429);
  });

  it('limits sign-up and forgot-password too', async () => {
    const up: number[] = [];
    const forgot: number[] = [];
    for (let i = 0; i < 4; i++) {
      const remoteAddress = '10.1.0.1';
      up.push(
        (
          await app.inject({
            method: 'POST',
            url: '/api/auth/signup',
            payload: newAccount(),
            remoteAddress,
          })
        ).statusCode,
      );
      forgot.push(
        (
          await app.inject({
            method: 'POST',
            url: '/api/auth/forgot-password',
            payload: { email: `x${i}@example.in` },
            remoteAddress,
          })
        ).statusCode,
      );
    }
    expect(up).toEqual([201, 201, 201, 429]);
    expect(forgot).toEqual([200, 200, 200, 429]);
  });
});
