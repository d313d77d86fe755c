import { describe, expect, it } from 'vitest';
import { buildTestApp, testClock } from '../../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../../tests/helpers/factories';

describe('session', async () => {
  const clock = testClock();
  const app = await buildTestApp({ clock, env: { SESSION_TTL_DAYS: '1' } });

  it('answers null when signed out', async () => {
    const res = await app.inject('/api/auth/session');
    expect(res.json()).toEqual({ user: null });
  });

  it('answers the user for a session cookie, without secrets, until it expires', async () => {
    const { user, headers } = await createSignedInUser(app);
    const res = await app.inject({ url: '/api/auth/session', headers });
    expect(res.json().user).toMatchObject({
      id: user.id,
      email: user.email,
      name: 'Asha Reddy',
      role: 'customer',
    });
    expect(JSON.stringify(res.json())).not.toContain('password');
    clock.advance(86_400_000 + 1000);
    const later = await app.inject({ url: '/api/auth/session', headers });
    expect(later.json()).toEqual({ user: null });
  });

  it('signs out: the session is gone', async () => {
    const { headers } = await createSignedInUser(app);
    const out = await app.inject({ method: 'POST', url: '/api/auth/signout', headers });
    expect(out.statusCode).toBe(200);
    expect(out.headers['set-cookie']).toContain('sid=;');
    const res = await app.inject({ url: '/api/auth/session', headers });
    expect(res.json()).toEqual({ user: null });
  });
});
