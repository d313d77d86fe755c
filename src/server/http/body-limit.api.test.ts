import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../tests/helpers/factories';

describe('request body limits', async () => {
  const app = await buildTestApp();

  it('a 100 KB JSON body to a normal route is refused with 413 before it is read into a handler', async () => {
    const { headers } = await createSignedInUser(app);
    const big = 'x'.repeat(100 * 1024);
    for (const [method, url, payload] of [
      ['POST', '/api/auth/signin', { login: big, password: 'Gold@2024' }],
      ['POST', '/api/contact/messages', { name: 'Asha', email: 'asha@example.in', message: big }],
      ['PUT', '/api/users/me', { firstName: big }],
    ] as const) {
      const res = await app.inject({ method, url, headers, payload });
      expect(res.statusCode, url).toBe(413);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'This request is too large. Please shorten what you entered and try again.',
      });
    }
  });

  it('a form of ordinary size passes', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact/messages',
      payload: { name: 'Asha', email: 'asha@example.in', message: 'x'.repeat(2000) },
    });
    expect(res.statusCode).toBe(201);
  });
});
