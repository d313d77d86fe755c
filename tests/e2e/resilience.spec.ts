import { spawn, type ChildProcess } from 'node:child_process';
import { E2E_PORT } from '../../playwright.config';
import { expect, test } from './fixtures';

// What a saver on a shared address (a family, an office, a mobile carrier) and a saver whose
// screen's code does not arrive (a new release, a dropped connection) see.

test.describe('many page loads from one address', () => {
  let server: ChildProcess | undefined;
  let origin = '';

  test.beforeAll(async ({ browserName: _ }, testInfo) => {
    // (a fresh data folder is migrated and seeded first: slow on a busy machine)
    test.setTimeout(180_000);
    // a server of its own, with the per-address limit at its default (the other journeys' server
    // lifts it); the port after the contact receiver's, one per project
    const port = E2E_PORT + 2 + (testInfo.project.name === 'mobile' ? 0 : 1);
    origin = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
      stdio: 'ignore',
      env: {
        ...process.env,
        E2E_PORT: String(port),
        E2E_SERVER_ENV: JSON.stringify({ RATE_LIMIT_PER_MINUTE: '300' }),
      },
    });
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`${origin}/healthz`)).status;
          } catch {
            return 0;
          }
        },
        { timeout: 170_000, intervals: [500] },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
  });

  test('30 fresh page loads in a minute never get a 429 on a script or style sheet', async ({
    browser,
  }) => {
    // thirty fresh browsers, each fetching the app and its fonts: slow on a busy 2-core machine
    test.setTimeout(240_000);
    const pages = ['/', '/aboutus', '/Store', '/MarketPlace', '/contactus', '/signin'];
    const refused: string[] = [];
    let assets = 0;
    /** one fresh load: a new context, an empty cache, as on thirty phones behind one address */
    const load = async (path: string) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      page.on('response', (res) => {
        const at = new URL(res.url()).pathname;
        if (!at.startsWith('/assets/')) return;
        assets++;
        if (res.status() === 429) refused.push(at);
      });
      await page.goto(`${origin}${path}`);
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      await expect(page.getByText(/Hey developer/i)).toHaveCount(0);
      await context.close();
    };
    // five at a time, so that the thirty fit well inside one minute's window
    for (let i = 0; i < 30; i += 5) {
      await Promise.all(Array.from({ length: 5 }, (_, j) => load(pages[(i + j) % pages.length]!)));
    }
    // every load fetched the app's code: well over the per-address limit of requests in all
    expect(assets).toBeGreaterThan(300);
    expect(refused).toEqual([]);
  });
});

test.describe('a screen whose code does not arrive', () => {
  test("shows the app's own page, reloads once by itself, and recovers on Try again", async ({
    page,
  }) => {
    await page.goto('/');
    let blocked = 0;
    await page.route(/\/assets\/about-page-[^/]+\.js$/, (route) => {
      blocked++;
      return route.abort('failed');
    });
    await page
      .getByRole('navigation', { name: 'Bottom navigation' })
      .getByRole('link', { name: 'About' })
      .click();

    // the first failure reloads the page by itself; when the code is still missing the app
    // says so in its own words, inside its header and footer
    const alert = page.getByRole('alert').filter({ hasText: 'This page did not load' });
    await expect(alert).toBeVisible();
    expect(blocked).toBeGreaterThanOrEqual(2);
    await expect(page).toHaveURL(/\/aboutus$/);
    await expect(page.getByText(/Hey developer/i)).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();

    // the connection is back
    await page.unroute(/\/assets\/about-page-[^/]+\.js$/);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(alert).toHaveCount(0);
    await expect(page).toHaveURL(/\/aboutus$/);
  });
});
