import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, testClock } from '../../../../tests/helpers/build-app';
import { createSignedInUser, createUser, TEST_PASSWORD } from '../../../../tests/helpers/factories';
import {
  cookieOf,
  mailedToken,
  mailsTo,
  newAccount,
  sessionOf,
  signIn,
  signUp,
} from '../../../../tests/helpers/accounts';
import { sessions, users } from './tables';
import { workAfterAnswers } from './service';

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

  it('keeps the email read-only and refuses a phone of another account without naming it', async () => {
    const other = await createUser(app);
    const { user, cookie } = await createSignedInUser(app);
    expect((await put(cookie, { ...profile, email: 'new@example.in' })).statusCode).toBe(400);
    const res = await put(cookie, { ...profile, phone: other.phone });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      phone: 'We could not save this phone number. Please check it, or use another number.',
    });
    expect(res.body).not.toMatch(/account/i);
    expect((await sessionOf(app, cookie)).phone).toBe(user.phone);
  });

  it('takes a few new phone numbers a day per account, from any address', async () => {
    const { cookie } = await createSignedInUser(app);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/users/me',
        headers: { cookie },
        remoteAddress: `10.9.0.${i + 1}`,
        payload: { ...profile, phone: `70000000${10 + i}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    // the same number again (a name or address change) is not a new number
    const same = await app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: { cookie },
      payload: { ...profile, phone: '7000000014', firstName: 'Lakshmi' },
    });
    expect(same.statusCode).toBe(200);
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

  it('after AUTH_RATE_LIMIT_PER_MINUTE wrong passwords, holds the addresses that failed', async () => {
    const user = await createUser(app);
    const from = (ip: string, password: string, login = user.email) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { login, password },
        remoteAddress: ip,
      });
    const codes: number[] = [];
    for (let i = 0; i < 3; i++)
      codes.push((await from(`10.0.0.${i + 1}`, 'Wrong@2024')).statusCode);
    expect(codes).toEqual([401, 401, 401]);
    // the account is locked for the addresses that failed on it, even with the right password
    const failed = await from('10.0.0.1', TEST_PASSWORD);
    expect(failed.statusCode).toBe(429);
    expect(failed.json().error.message).toBe(
      'Too many attempts. Please wait a minute and try again.',
    );
    // a new address gets one try: a guess is refused, and that address is held too
    expect((await from('10.0.0.9', 'Wrong@2024')).statusCode).toBe(401);
    expect((await from('10.0.0.9', TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('lets the owner in with the right password from an address that has not failed', async () => {
    const user = await createUser(app);
    for (let i = 0; i < 5; i++) {
      await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { login: user.email, password: 'Wrong@2024' },
        remoteAddress: `10.4.0.${i + 1}`,
      });
    }
    const owner = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { login: user.phone, password: TEST_PASSWORD },
      remoteAddress: '10.4.1.1',
    });
    expect(owner.statusCode).toBe(200);
    expect(cookieOf(owner)).not.toBe('');
  });

  it('counts one phone however it is written toward the same account limit', async () => {
    const user = await createUser(app);
    const spellings = [
      user.phone,
      `+91 ${user.phone.slice(0, 5)} ${user.phone.slice(5)}`,
      `91-${user.phone.slice(0, 5)}-${user.phone.slice(5)}`,
    ];
    for (const [i, login] of spellings.entries()) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { login, password: 'Wrong@2024' },
        remoteAddress: `10.2.0.${i + 1}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { login: ` ${user.phone.slice(0, 1)} ${user.phone.slice(1)}`, password: 'x' },
      remoteAddress: '10.2.0.2',
    });
    expect(again.statusCode).toBe(429);
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
    expect(up).toEqual([202, 202, 202, 429]);
    expect(forgot).toEqual([200, 200, 200, 429]);
  });
});
