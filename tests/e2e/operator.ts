import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import lockfile from 'proper-lockfile';
import { LANG_COOKIE } from '../../src/shared/locales';

/**
 * The console's operator in the browser tests: scripts/e2e-server.mjs lists this email in
 * OPERATOR_EMAILS, so the account becomes an operator once its email is verified (no default
 * password anywhere: the test signs it up like anyone).
 */
export const OPERATOR = {
  firstName: 'Ravi',
  lastName: 'Teja',
  email: 'ops@goldsave.in',
  phone: '9000000077',
  password: 'Shop@2026x',
  address: 'Shop No. 4-1-23, Abids Road, Hyderabad 500001',
};

/** The newest verification token mailed to an address, read from the sandbox mailbox. */
async function mailedVerifyToken(page: Page, email: string) {
  const html = await (await page.request.get('/dev/mailbox')).text();
  for (const article of html.split('<article').slice(1)) {
    if (!article.includes(email)) continue;
    const m = /verify-email\?token=([\w-]+)/.exec(article);
    if (m) return m[1];
  }
  return undefined;
}

/** Signs the page's browser context in as the operator (creating and verifying it once). */
export async function signInOperator(page: Page) {
  // this browser's language is English, whatever language a test walking the console in Telugu or
  // Hindi left on the one operator's profile (a browser that never chose would take the profile's)
  await page
    .context()
    .addCookies([{ name: LANG_COOKIE, value: 'en', url: test.info().project.use.baseURL! }]);
  // once verified by an earlier test, the account signs in at once (its verification mail may
  // have left the mailbox's newest 50 since)
  const first = await page.request.post('/api/auth/signin', {
    data: { login: OPERATOR.email, password: OPERATOR.password },
  });
  if (first.ok() && (await first.json()).user.role === 'admin') return;
  // the same answer whether the account exists or not; its verification mail came the first time
  const up = await page.request.post('/api/auth/signup', { data: OPERATOR });
  expect(up.status(), await up.text()).toBe(202);
  let token: string | undefined;
  await expect
    .poll(async () => (token = await mailedVerifyToken(page, OPERATOR.email)))
    .toBeTruthy();
  // a link already used answers "already verified" (200) too
  const v = await page.request.post('/api/auth/verify-email', { data: { token } });
  expect(v.status(), await v.text()).toBe(200);
  // (the other viewport's test may be verifying the same account this very moment)
  await expect
    .poll(async () => {
      const res = await page.request.post('/api/auth/signin', {
        data: { login: OPERATOR.email, password: OPERATOR.password },
      });
      return res.ok() ? (await res.json()).user.role : res.status();
    })
    .toBe('admin');
}

/**
 * Runs `work` while no other browser test holds the same shop-wide setting (the gold price is
 * one for the whole shop; the 375 px and 1280 px runs of a test take turns).
 */
export async function exclusively<T>(name: string, work: () => Promise<T>): Promise<T> {
  const file = path.resolve('.tmp', `e2e-${name}`);
  const release = await lockfile.lock(file, {
    realpath: false,
    stale: 120_000,
    retries: { retries: 240, minTimeout: 250, maxTimeout: 500 },
  });
  try {
    return await work();
  } finally {
    await release();
  }
}
