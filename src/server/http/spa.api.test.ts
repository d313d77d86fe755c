import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../tests/helpers/factories';
import { APP_ROUTES } from '../../shared/routes';

const app = await buildTestApp();
const member = await createSignedInUser(app);

describe('pages of the route table', () => {
  it('sends a visitor on every sign-in-required route to /signin with the way back', async () => {
    const signInRequired = APP_ROUTES.filter((r) => r.auth);
    expect(signInRequired.length).toBeGreaterThan(20);
    for (const route of signInRequired) {
      const url = `${route.path}?ref=a%26b`;
      const res = await app.inject(url);
      expect(res.statusCode, route.path).toBe(302);
      const location = new URL(res.headers.location as string, 'http://localhost');
      expect(location.pathname, route.path).toBe('/signin');
      expect(location.searchParams.get('next'), route.path).toBe(url);
    }
  });

  it('serves every route to a member and every public route to a visitor with 200', async () => {
    for (const route of APP_ROUTES.filter((r) => !r.operator)) {
      const res = await app.inject({ url: route.path, headers: member.headers });
      expect(res.statusCode, route.path).toBe(200);
      if (!route.auth) expect((await app.inject(route.path)).statusCode, route.path).toBe(200);
    }
  });

  it("answers the console's routes with 404 to a member and a visitor, 200 to an operator", async () => {
    const operator = await createSignedInUser(app, { role: 'admin' });
    const console = APP_ROUTES.filter((r) => r.operator);
    expect(console.length).toBeGreaterThan(0);
    for (const route of console) {
      expect((await app.inject(route.path)).statusCode, route.path).toBe(404);
      const res = await app.inject({ url: route.path, headers: member.headers });
      expect(res.statusCode, route.path).toBe(404);
      expect(
        (await app.inject({ url: route.path, headers: operator.headers })).statusCode,
        route.path,
      ).toBe(200);
    }
  });

  it('answers a path outside the table with 404, whatever a visitor or member asks', async () => {
    for (const url of ['/no/such/page', '/Store/cart/extra', '/user']) {
      expect((await app.inject(url)).statusCode, url).toBe(404);
      expect((await app.inject({ url, headers: member.headers })).statusCode, url).toBe(404);
    }
  });
});
