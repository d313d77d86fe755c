import type { Page, Route } from '@playwright/test';
import { formatRupees } from '../../src/shared/money/format';
import { BOTH_WIDTHS, expect, expectAccessible, signUpAndSignIn, test } from './fixtures';

// spec 2: Live price badge; spec 9: refresh 60 s, 2 decimals and '/gm'
const PRICE_PATH = '**/api/prices/current';
const badge = (page: Page) => page.getByRole('group', { name: 'Live gold price' });
const LOADED = /^LiveGold₹[\d,]+\.\d{2}\/gmUpdating in \d+:\d{2}$/;

const priceBody = (pricePaisePerGram: number, nextInMs: number) => ({
  pricePaisePerGram,
  fetchedAt: new Date().toISOString(),
  nextRefreshAt: new Date(Date.now() + nextInMs).toISOString(),
  serverTime: new Date().toISOString(),
  isStale: false,
  peopleJoined: 1,
});
const fulfill = (route: Route, body: object) =>
  route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });

test.describe('live price badge', () => {
  test("reads 'LiveGoldLoading...' until the first price arrives", async ({ page }) => {
    // a member's page is drawn in the browser, which asks for the price (a visitor's page
    // carries today's price in its HTML: server-rendering-html.spec.ts)
    await signUpAndSignIn(page);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(PRICE_PATH, async (route) => {
      await held;
      await route.continue();
    });
    // the page's clock, moved on instead of waited for
    await page.clock.install();
    await page.goto('/');
    await expect(badge(page)).toHaveText('LiveGoldLoading...');
    // still loading a moment later: nothing is shown before the server answers
    await page.clock.runFor(500);
    await expect(badge(page)).toHaveText('LiveGoldLoading...');
    release();
    await expect(badge(page)).toHaveText(LOADED);
  });

  test('shows the server price in rupees with 2 decimals per gram', async ({ page }) => {
    // a member's page is drawn in the browser, which asks for the price (a visitor's page
    // carries today's price in its HTML: server-rendering-html.spec.ts)
    await signUpAndSignIn(page);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/prices/current'));
    await page.goto('/');
    const body = await (await answered).json();
    expect(body.pricePaisePerGram).toBeGreaterThan(0);
    await expect(badge(page)).toContainText(`${formatRupees(body.pricePaisePerGram)}/gm`);
    await expect(badge(page)).toHaveText(LOADED);
  });

  test('groups rupees the Indian way', async ({ page }) => {
    // a member's page is drawn in the browser, which asks for the price (a visitor's page
    // carries today's price in its HTML: server-rendering-html.spec.ts)
    await signUpAndSignIn(page);
    await page.route(PRICE_PATH, (route) => fulfill(route, priceBody(12_345_678, 90_000)));
    await page.goto('/');
    await expect(badge(page)).toContainText('₹1,23,456.78/gm');
  });

  test('counts down to the next refresh, then shows the refreshed price', async ({ page }) => {
    // a member's page is drawn in the browser, which asks for the price (a visitor's page
    // carries today's price in its HTML: server-rendering-html.spec.ts)
    await signUpAndSignIn(page);
    let calls = 0;
    await page.route(PRICE_PATH, (route) => {
      calls++;
      return fulfill(route, calls === 1 ? priceBody(765_025, 4_000) : priceBody(766_150, 65_000));
    });
    // the page's clock, moved on instead of waited for
    await page.clock.install();
    await page.goto('/');
    await expect(badge(page)).toHaveText(/₹7,650\.25\/gmUpdating in 0:0[1-4]$/);
    const first = await badge(page).textContent();
    await page.clock.runFor(1_000);
    await expect(badge(page)).not.toHaveText(first!);
    // at zero the badge asks again and shows the new price with a fresh countdown
    await page.clock.runFor(4_000);
    await expect(badge(page)).toHaveText(/₹7,661\.50\/gmUpdating in 1:0[0-5]$/, {
      timeout: 10_000,
    });
    expect(calls).toBeGreaterThanOrEqual(2);
    const secs = (t: string | null) => {
      const [, mm, ss] = /(\d+):(\d{2})$/.exec(t ?? '')!;
      return Number(mm) * 60 + Number(ss);
    };
    const a = await badge(page).textContent();
    await page.clock.runFor(2_100);
    // (the page draws what the timers changed)
    await expect
      .poll(async () => secs(a) - secs(await badge(page).textContent()))
      .toBeGreaterThan(0);
    const b = await badge(page).textContent();
    expect(secs(a) - secs(b)).toBeGreaterThanOrEqual(1);
    expect(secs(a) - secs(b)).toBeLessThanOrEqual(3);
  });

  test('keeps the last price when a refresh fails (only logged)', async ({ page }) => {
    await signUpAndSignIn(page);
    let calls = 0;
    await page.route(PRICE_PATH, (route) => {
      calls++;
      return calls === 1
        ? fulfill(route, priceBody(765_025, 2_000))
        : route.fulfill({ status: 503, body: 'unavailable' });
    });
    await page.clock.install();
    await page.goto('/');
    await expect(badge(page)).toContainText('₹7,650.25/gm');
    await page.clock.runFor(2_500);
    await expect.poll(() => calls, { timeout: 8_000 }).toBeGreaterThanOrEqual(2);
    await expect(badge(page)).toContainText('₹7,650.25/gm');
  });

  // the header is laid out by width: the badge and the widget in it at both
  test(
    'appears on /, /Store and /aboutus only among these pages',
    { tag: BOTH_WIDTHS },
    async ({ page }) => {
      for (const path of ['/', '/Store', '/aboutus']) {
        await page.goto(path);
        await expect(badge(page)).toBeVisible();
        await expect(page.getByRole('banner').getByTestId('account-widget')).toBeVisible();
      }
      for (const path of ['/contactus', '/MarketPlace', '/Store/GoldCoins', '/privacypolicy']) {
        await page.goto(path);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(badge(page)).toHaveCount(0);
      }
    },
  );

  test(
    'fits the header beside the logo and the help button',
    { tag: BOTH_WIDTHS },
    async ({ page }) => {
      await page.goto('/');
      await expect(badge(page)).toHaveText(LOADED);
      const header = page.getByRole('banner');
      const boxes = await Promise.all(
        [
          header.getByRole('button', { name: 'Open menu' }),
          header.getByRole('link', { name: /GoldSave Home/ }),
          badge(page),
          header.getByTestId('account-widget'),
          header.getByRole('link', { name: 'Help on WhatsApp' }),
        ].map((l) => l.boundingBox()),
      );
      const width = page.viewportSize()!.width;
      for (let i = 0; i < boxes.length; i++) {
        const b = boxes[i]!;
        expect(b.x).toBeGreaterThanOrEqual(0);
        expect(b.x + b.width).toBeLessThanOrEqual(width);
        expect(b.y + b.height).toBeLessThanOrEqual(64);
        if (i > 0) expect(b.x).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width);
      }
      await expectAccessible(page);
    },
  );

  test(
    "signed out, the account widget reads '0 Earn' and leads to sign-in",
    { tag: BOTH_WIDTHS },
    async ({ page }) => {
      await page.goto('/');
      const widget = page.getByRole('banner').getByRole('link', { name: '0 Earn' });
      await expect(widget).toHaveAttribute('href', '/user/currency');
      await widget.click();
      await expect(page).toHaveURL(/\/signin\?next=%2Fuser%2Fcurrency$/);
    },
  );
});
