import type { Page } from '@playwright/test';
import type { ProductList } from '../../src/shared/api/catalogue';
import { formatRupees } from '../../src/shared/money/format';
import { expect, signUpAndSignIn, test } from './fixtures';

// When the coin cards ask for the gold price again: the page's timing against the server's
// readings, the same at any width, so it runs on the phone only (playwright.config.ts); the
// listings themselves are in store.spec.ts.

const listProducts = async (page: Page, query: string) => {
  const res = await page.request.get(`/api/catalogue/products?${query}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ProductList;
};

test.describe('coin and nugget listings', () => {
  test('gold coins: the cards take a new gold price within seconds of the refresh, on a device whose clock is days behind', async ({
    page,
  }) => {
    test.setTimeout(180_000); // it waits for the server's next reading (PRICE_REFRESH_SECONDS)
    // the browser's clock two days behind the server's (as after the sandbox moved the server's)
    await page.clock.install({ time: Date.now() - 2 * 86_400_000 });
    await signUpAndSignIn(page);
    await page.goto('/Store/GoldCoins');
    const rate = page.getByText(/^Priced at 24K/).first();
    const reading = async () => (await listProducts(page, 'catalogue=Gold%20Coin')).goldPrice!;
    const first = await reading();
    await expect(rate).toContainText(formatRupees(first.pricePaisePerGram));
    let next = first;
    await expect(async () => {
      next = await reading();
      expect(next.fetchedAt).not.toBe(first.fetchedAt);
    }).toPass({ timeout: 150_000, intervals: [500] });
    // not up to a whole interval later, whatever the device's clock says
    await expect(rate).toContainText(formatRupees(next.pricePaisePerGram), { timeout: 10_000 });
  });
});
