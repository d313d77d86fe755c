import type { Page } from '@playwright/test';
import {
  BOTH_WIDTHS,
  buyNowToSandbox,
  expect,
  quickBuyThroughApi,
  signUpAndSignIn,
  test,
} from './fixtures';

// The purchases here are what the pages show, not what they test: they are made over HTTP
// (quickBuyThroughApi); buying through the pages is digital-gold.spec.ts's.

/** Whether an element's content is wider than its box (something hidden or clipped). */
const overflows = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => el.scrollWidth > el.clientWidth);

test.describe('invoice and payment history', { tag: BOTH_WIDTHS }, () => {
  test('the invoice fits its box with every column, ids unbroken on a wide screen, and prints on one A4 page', async ({
    page,
  }, info) => {
    await signUpAndSignIn(page);
    const transactionId = await quickBuyThroughApi(page, 100, 'pay');
    await page.goto(`/invoice?transactionId=${transactionId}`);
    await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();

    expect(await overflows(page, 'article.invoice')).toBe(false);
    expect(await overflows(page, 'html')).toBe(false);
    const items = page.getByTestId('invoice-items');
    expect(await overflows(page, '[data-testid="invoice-items"]')).toBe(false);
    // every column, Rate and Taxable value included, is readable at this width
    await expect(items.getByText(/₹[\d,]+\.\d{2}\/g/).filter({ visible: true })).toHaveCount(1);
    await expect(items.getByRole('columnheader', { name: 'Taxable value' })).toBeVisible();
    for (const cell of await items.locator('td:last-child').all()) {
      const box = (await cell.boundingBox())!;
      const table = (await items.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(table.x + table.width + 0.5);
    }

    if (info.project.name === 'desktop') {
      // the ids are on one line each, not wrapped mid-token
      for (const id of [
        transactionId,
        await page.locator('dd', { hasText: /^MOID/ }).innerText(),
      ]) {
        const dd = page.locator('dd', { hasText: id });
        const lineHeight = await dd.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
        expect((await dd.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
      }
    }

    // printing: the chrome goes, the invoice's own header stays, one A4 page, nothing cut off
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 703, height: 1000 });
    await expect(page.locator('#root > div > header')).toBeHidden();
    await expect(page.getByText('SOLD BY', { exact: false }).first()).toBeVisible();
    expect(await overflows(page, 'article.invoice')).toBe(false);
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  });

  test('payment history: no overflow, all seven filters on a desktop, a scroll cue on a phone, a failed payment credits nothing', async ({
    page,
  }, info) => {
    await signUpAndSignIn(page);
    await quickBuyThroughApi(page, 100, 'pay');
    await quickBuyThroughApi(page, 100, 'decline');
    await page.goto('/user/paymenthistory');
    const cards = page.getByRole('listitem').filter({ hasText: 'DigitalGold' });
    await expect(cards).toHaveCount(2);
    expect(await overflows(page, 'main')).toBe(false);
    expect(await overflows(page, 'html')).toBe(false);

    const failed = cards.filter({ hasText: 'Failed' });
    await expect(failed.getByTestId('gold-credited')).toHaveText(
      'None: the payment failed, so nothing was credited',
    );
    await expect(cards.filter({ hasText: 'Success' }).getByTestId('gold-credited')).toHaveText(
      /^0\.\d{3} g$/,
    );

    const filters = page.getByTestId('history-filters');
    const chips = filters.getByRole('button');
    await expect(chips).toHaveCount(7);
    const cue = page.getByTestId('history-filters-cue');
    if (info.project.name === 'desktop') {
      expect(await overflows(page, '[data-testid="history-filters"]')).toBe(false);
      const row = (await filters.boundingBox())!;
      for (const chip of await chips.all()) {
        const box = (await chip.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(row.x);
        expect(box.x + box.width).toBeLessThanOrEqual(row.x + row.width + 0.5);
      }
      await expect(cue).toBeHidden();
    } else {
      // the row scrolls sideways, and says so until its end is reached
      expect(await overflows(page, '[data-testid="history-filters"]')).toBe(true);
      await expect(cue).toBeVisible();
      await filters.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect(cue).toBeHidden();
      await chips.last().click();
      await expect(chips.last()).toHaveAttribute('aria-pressed', 'true');
    }

    // the fixed Back/Home bar leaves the footer's last line in view at the bottom of the page
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const copyright = page.getByRole('contentinfo').getByText(/All rights reserved/);
    const bar = page.getByRole('link', { name: 'Home' }).last();
    const last = (await copyright.boundingBox())!;
    const barTop = (await bar.boundingBox())!.y;
    expect(last.y + last.height).toBeLessThanOrEqual(barTop);
  });
});

test.describe('numbers and words', () => {
  test('Ants show with 2 decimals in the account widget, like money', async ({ page }) => {
    await signUpAndSignIn(page);
    await quickBuyThroughApi(page, 100, 'pay');
    await page.goto('/');
    await expect(page.getByTestId('account-widget')).toHaveText(/^0\.00 Ants0\.\d{3} g$/);
  });

  test("About says '1 person joined', and the spec's words without a count", async ({ page }) => {
    let joined: number | undefined = 1;
    await page.route('**/api/prices/current', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          pricePaisePerGram: 765_000,
          fetchedAt: new Date().toISOString(),
          nextRefreshAt: new Date(Date.now() + 3_600_000).toISOString(),
          serverTime: new Date().toISOString(),
          isStale: false,
          ...(joined === undefined ? {} : { peopleJoined: joined }),
        }),
      }),
    );
    await page.goto('/aboutus');
    const joinedBox = page.locator('section[aria-labelledby="people-joined-title"]');
    await expect(joinedBox).toContainText('1person joined');
    await expect(joinedBox).not.toContainText('people joined');

    joined = undefined;
    await page.reload();
    await expect(joinedBox).toContainText('No data found for PeopleJoined');
  });

  test('Quick Buy refuses 12.345 with the 2-decimals message and keeps showing the amount typed', async ({
    page,
  }) => {
    await signUpAndSignIn(page);
    await page.goto('/MarketPlace/gold-buying');
    await page.getByLabel('Amount in rupees').fill('12.345');
    await expect(
      page.getByText('Please enter an amount with at most 2 decimals (paise).'),
    ).toBeVisible();
    await expect(page.getByText('Rs. 12.345')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  });
});

test.describe('pages the server writes', () => {
  test('the sandbox pay page and the dev mailbox have an icon: no 404 in the console', async ({
    page,
  }) => {
    const missing: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 404) missing.push(r.url());
    });
    await signUpAndSignIn(page);
    await page.goto('/MarketPlace/gold-buying');
    await page.getByLabel('Amount in rupees').fill('100');
    await buyNowToSandbox(page);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
    await page.goto('/dev/mailbox');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
    const icon = await page.request.get('/favicon.svg');
    expect(icon.status()).toBe(200);
    // a browser asks for the icon on its own; give it the moment it takes
    await page.waitForLoadState('networkidle');
    expect(missing).toEqual([]);
  });
});
