import type { Page } from '@playwright/test';
import {
  BOTH_WIDTHS,
  buyNowToSandbox,
  expect,
  signUpAndSignIn,
  test,
  waitForFetched,
} from './fixtures';
import { RENDERED } from './rendered';

// The server's pages as the app takes them over and as a reader sees them, on a phone (what
// moves as the live answers arrive at both widths); what the server sends, whatever the width, is
// in server-rendering-html.spec.ts.

/** Holds back the app's code (the server's page stays as it came) until `release()` is called. */
async function holdAppCode(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('server-rendered public pages', () => {
  test('read without JavaScript: the home page, its FAQ answers and its links', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to GoldSave');
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
    await expect(page.getByRole('link', { name: 'Start Saving' })).toHaveAttribute('href', /\//);
    // FAQ answers are native disclosure widgets: they open without the app
    const question = page.getByText('What is digital gold?');
    const answer = page.locator('details', { has: question }).locator('p');
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await context.close();
  });

  test('read without JavaScript: the about page with its story and its links', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/aboutus');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gold saving, the honest way');
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
    await context.close();
  });

  test('are taken over by the app without a mismatch and then work as the app', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    for (const { path, heading } of RENDERED) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
    }
    // hydration mismatches and CSP refusals are reported as errors in the console
    expect(problems).toEqual([]);
    // the menu toggle works, so the page is the app's
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('complementary', { name: 'Menu' })).toBeVisible();
  });

  test('a signed-in member gets the app page, not the visitor rendering', async ({ page }) => {
    const account = await signUpAndSignIn(page);
    const res = await page.request.get('/');
    expect(await res.text()).not.toContain('id="gs-boot"');
    await page.goto('/');
    await expect(page.getByText(`Hi, ${account.firstName}!`)).toBeVisible();
  });
  test('read without JavaScript: the marketplace, the store and its listings', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto('/MarketPlace');
    for (const plan of ['Quick Buy', 'Daily Save', 'Plan Weekly', 'Plan Monthly']) {
      await expect(page.getByRole('heading', { level: 2, name: plan })).toBeVisible();
    }
    const chart = page.getByRole('region', { name: 'Gold price' });
    await expect(chart).toContainText(
      /₹[\d,]+\.\d{2} [+−]₹[\d,]+\.\d{2} \(\d+\.\d{2}%\) over 1 day/,
    );

    await page.goto('/Store');
    await expect(page.getByRole('region', { name: 'Offers' })).toContainText('SAVE');
    await expect(page.getByRole('link', { name: /Gold Coins/ })).toHaveAttribute(
      'href',
      '/Store/GoldCoins',
    );
    const gallery = page.getByRole('list', { name: 'Gallery' });
    expect(await gallery.getByRole('listitem').count()).toBeGreaterThan(0);
    await expect(page.getByTestId('live-price-badge')).toContainText(/₹[\d,]+\.\d{2}\/gm/);

    for (const [path, name] of [
      ['/Store/GoldCoins', 'Gold Coins'],
      ['/Store/GoldNuggets', 'Gold Nuggets'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      const cards = page.getByRole('list', { name: `${name} on sale` }).getByRole('listitem');
      expect(await cards.count(), path).toBeGreaterThan(1);
      await expect(cards.first()).toContainText(/Price\s*₹[\d,]+\.\d{2}/);
      // the first card's picture is the page's largest paint: in the HTML, fetched at once
      const picture = cards.first().getByRole('img');
      await expect(picture).toHaveAttribute('fetchpriority', 'high');
      await expect(picture).toHaveAttribute('srcset', /320w, .+ 640w, .+ 1200w/);
      await expect(cards.nth(1).getByRole('img')).toHaveAttribute('loading', 'lazy');
    }
    await expect(
      page.getByRole('complementary', { name: 'Pickup in Hyderabad only' }),
    ).toBeVisible();
    await context.close();
  });

  // what moves is laid out by width: at both
  test(
    'the live answers arriving move nothing on the page',
    { tag: BOTH_WIDTHS },
    async ({ page }) => {
      // every layout shift from the first paint on, as Lighthouse's CLS counts them
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: number[] };
        w.shifts = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
          }[])
            if (!e.hadRecentInput) w.shifts.push(e.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      for (const path of ['/Store/GoldCoins', '/Store', '/MarketPlace', '/aboutus', '/']) {
        await page.goto(path);
        // the app has taken over (fixtures' goto) and asked for what it refreshes
        await page.waitForLoadState('networkidle');
        const shifts = await page.evaluate(
          () => (window as unknown as { shifts: number[] }).shifts,
        );
        expect(
          shifts.reduce((a, b) => a + b, 0),
          path,
        ).toBeLessThan(0.01);
      }
    },
  );
  test('the home page read to its end on a phone: the footer stays where it shows, to be tapped', async ({
    page,
  }) => {
    await page.goto('/');
    const hindi = page.getByRole('contentinfo').getByRole('link', { name: 'हिन्दी', exact: true });
    // straight to the footer, as a fling does
    const shown = await hindi.evaluate((a) => {
      a.scrollIntoView({ block: 'center' });
      return Math.round(a.getBoundingClientRect().top);
    });
    // a few frames later (the sections near the screen laid out), the link has not moved
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let frames = 5;
          const next = () => (--frames ? requestAnimationFrame(next) : resolve());
          requestAnimationFrame(next);
        }),
    );
    expect(await hindi.evaluate((a) => Math.round(a.getBoundingClientRect().top))).toBe(shown);
  });
  test('a reader who scrolled before the app took over stays where they are', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 640 } });
    const page = await context.newPage();
    // the app's code is held back until the reader has scrolled down the listing
    const release = await holdAppCode(page);
    await page.goto('/Store/GoldCoins', { waitUntil: 'domcontentloaded' });
    const cards = page.getByRole('list', { name: 'Gold Coins on sale' }).getByRole('listitem');
    await cards.nth(2).scrollIntoViewIfNeeded();
    const y = await page.evaluate(() => window.scrollY);
    expect(y).toBeGreaterThan(300);
    release();
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    expect(await page.evaluate(() => window.scrollY)).toBe(y);
    await context.close();
  });
  test('signed-in pages load their forms without anything the CSP refuses', async ({ page }) => {
    const refused: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`CSP refused ${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    page.on('console', (m) => {
      if (m.text().startsWith('CSP refused')) refused.push(m.text());
    });
    await signUpAndSignIn(page);
    for (const path of ['/user/dashboard', '/MarketPlace/gold-buying', '/user/profileedit']) {
      await page.goto(path);
      await waitForFetched(page);
    }
    expect(refused).toEqual([]);
  });
});

test.describe("a member's server-rendered pages", () => {
  test('read without JavaScript: the dashboard and quick buy with the member and the live price', async ({
    browser,
    page,
  }) => {
    const account = await signUpAndSignIn(page);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const noJs = await context.newPage();

    await noJs.goto('/user/dashboard');
    await expect(noJs.getByRole('heading', { level: 1 })).toHaveText(`Hi, ${account.firstName}`);
    await expect(noJs.getByText(account.email).first()).toBeVisible();
    await expect(noJs.getByText(account.phone, { exact: true })).toBeVisible();
    await expect(noJs.getByRole('heading', { name: 'My gold plans' })).toBeVisible();
    await expect(noJs.getByText('You have no plans yet.')).toBeVisible();

    await noJs.goto('/MarketPlace/gold-buying');
    await expect(noJs.getByRole('heading', { level: 1 })).toHaveText('Quick Buy');
    await expect(noJs.getByText(/^₹[\d,]+\.\d{2}\/gm$/)).toBeVisible();
    await expect(noJs.getByLabel('Amount in rupees')).toBeVisible();
    await context.close();
  });

  test('are taken over by the app without a mismatch, and quick buy still buys', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    const account = await signUpAndSignIn(page);
    await page.goto('/user/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hi, ${account.firstName}`);
    await expect(page.getByTestId('signup-link')).toHaveText(
      new RegExp(`^${new URL(page.url()).origin}/signup\\?ref=`),
    );
    await page.goto('/MarketPlace/gold-buying');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quick Buy');
    // hydration mismatches are reported as errors in the console
    expect(problems).toEqual([]);

    await page.getByLabel('Amount in rupees').fill('100');
    await expect(page.getByTestId('receive')).toHaveText(/^Receive: 0\.\d{8} grams$/);
    await buyNowToSandbox(page);
    expect(problems).toEqual([]);
  });

  test('an amount typed before the app took over quick buy is kept, and buys', async ({
    browser,
    page,
  }) => {
    await signUpAndSignIn(page);
    const context = await browser.newContext({
      storageState: await page.context().storageState(),
    });
    const early = await context.newPage();
    // the app's code is held back until the member has typed the amount into the server's page
    const release = await holdAppCode(early);
    await early.goto('/MarketPlace/gold-buying', { waitUntil: 'domcontentloaded' });
    await early.getByLabel('Amount in rupees').fill('100');
    release();
    await early.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    await expect(early.getByLabel('Amount in rupees')).toHaveValue('100');
    await expect(early.getByTestId('receive')).toHaveText(/^Receive: 0\.\d{8} grams$/);
    await buyNowToSandbox(early);
    await context.close();
  });
});
