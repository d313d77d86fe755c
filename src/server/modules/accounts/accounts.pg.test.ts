import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../tests/helpers/build-app';
import { createUser } from '../../../../tests/helpers/factories';
import { listRecentMail } from '../mail/service';
import { workAfterAnswers } from './service';
import { users } from './tables';

// Races that need real concurrency (PostgreSQL): single-use links and unique accounts.
describe('accounts under concurrency', async () => {
  const app = await buildTestApp();

  it('a reset link works for exactly one of many simultaneous requests', async () => {
    const user = await createUser(app);
    await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    await workAfterAnswers(app.deps);
    const mail = (await listRecentMail(app.deps.db, 50)).find((m) => m.to === user.email)!;
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text)![1]!;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { token, password: `Race@${1000 + i}` },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
  });

  it('simultaneous sign-ups with one email, or its look-alike, create one account', async () => {
    const email = `race.${Date.now()}@example.in`;
    // the same address, and a look-alike of it ("rn" reads as "m"): the unique skeleton decides
    const emails = [email, email, email, email.replace('example', 'exarnple'), email];
    const results = await Promise.all(
      emails.map((e, i) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: {
            firstName: 'Race',
            lastName: 'Test',
            email: e,
            phone: `91234567${10 + i}`,
            password: 'Gold@2024',
            address: 'Hyderabad',
          },
        }),
      ),
    );
    // every one gets the same answer; one account exists
    expect(results.map((r) => r.statusCode)).toEqual([202, 202, 202, 202, 202]);
    await workAfterAnswers(app.deps);
    const created = await app.deps.db.select().from(users).where(like(users.email, `race.%`));
    expect(created).toHaveLength(1);
  });
});
