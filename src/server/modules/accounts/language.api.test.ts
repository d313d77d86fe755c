import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../../tests/helpers/factories';

const app = await buildTestApp();

describe("a member's language (issue 30)", () => {
  it('is kept on the profile and given with the session; other members keep theirs', async () => {
    const asha = await createSignedInUser(app);
    const ravi = await createSignedInUser(app);
    const before = await app.inject({ url: '/api/auth/session', headers: asha.headers });
    expect(before.json().user.language).toBeNull();

    const res = await app.inject({
      method: 'PUT',
      url: '/api/users/me/language',
      headers: asha.headers,
      payload: { language: 'te' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ id: asha.user.id, language: 'te' });

    const after = await app.inject({ url: '/api/auth/session', headers: asha.headers });
    expect(after.json().user.language).toBe('te');
    const other = await app.inject({ url: '/api/auth/session', headers: ravi.headers });
    expect(other.json().user.language).toBeNull();
  });

  it('refuses a language the product does not offer, and changes nothing', async () => {
    const member = await createSignedInUser(app);
    for (const payload of [{ language: 'ta' }, { language: '' }, {}, { language: 'te', x: 1 }]) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/users/me/language',
        headers: member.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const session = await app.inject({ url: '/api/auth/session', headers: member.headers });
    expect(session.json().user.language).toBeNull();
  });

  it('needs a session', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/users/me/language',
      payload: { language: 'hi' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the language of a page request', () => {
  it('?lang= on any page sets the language cookie for a year; an unknown one sets nothing', async () => {
    for (const url of ['/?lang=te', '/signin?lang=hi', '/no/such/page?lang=en']) {
      const res = await app.inject(url);
      const cookie = String(res.headers['set-cookie'] ?? '');
      expect(cookie, url).toMatch(new RegExp(`^lang=${url.slice(-2)};`));
      expect(cookie, url).toContain('Max-Age=31536000');
      expect(cookie, url).toContain('Path=/');
    }
    expect((await app.inject('/?lang=ta')).headers['set-cookie']).toBeUndefined();
    expect((await app.inject('/')).headers['set-cookie']).toBeUndefined();
  });

  it('answers pages with Vary on the cookie and the browser languages', async () => {
    const res = await app.inject({ url: '/', headers: { 'accept-language': 'te-IN' } });
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.headers.vary).toMatch(/Accept-Language/);
  });
});
