import type { Page, Route } from '@playwright/test';
import { BOTH_WIDTHS, expect, expectAccessible, signUpAndSignIn, test } from './fixtures';

// spec 2: Account widget, Balance card, /user/currency (How It Works?)
const BALANCE_PATH = '**/api/wallet/balance';
const widget = (page: Page) => page.getByRole('banner').getByTestId('account-widget');
const card = (page: Page) => page.getByTestId('balance-card');
const fulfillBalance = (route: Route, antsCenti: number, goldE8: number) =>
  route.fulfill({
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify({ antsCenti, goldE8, ants: '', goldGrams: '' }),
  });

test.describe('balances, signed in', () => {
  // the header's widget and the bottom bar, laid out by width
  test(
    "a new account shows '0 Earn' and '0 Earned' on How It Works?",
    { tag: BOTH_WIDTHS },
    async ({ page }) => {
      await signUpAndSignIn(page);
      await page.goto('/');
      await expect(widget(page)).toHaveText('0 Earn');
      await widget(page).click();
      await expect(page).toHaveURL(/\/user\/currency$/);
      await expect(page.getByRole('heading', { level: 1, name: 'How It Works?' })).toBeVisible();
      await expect(card(page).getByRole('heading', { name: 'Ant Points' })).toBeVisible();
      await expect(
        card(page).getByRole('heading', { name: 'Gold Nuggets (Gold Flakes)' }),
      ).toBeVisible();
      await expect(card(page).getByText('0 Earned')).toHaveCount(2);
      await expect(page.getByRole('navigation', { name: 'Bottom navigation' })).toBeVisible();

      const vault = page.getByText('How much gold can my vault hold?');
      await vault.click();
      await expect(page.getByText(/^Up to 1\.000 g\./)).toBeVisible();
      await page.getByText('Can I turn my gold into a coin?').click();
      await expect(page.getByText(/Gold Smith, choose a coin/)).toBeVisible();
      await expectAccessible(page);
    },
  );

  test("shows 'Start Earning' while loading, then Ants to 2 decimals and grams to 3", async ({
    page,
  }) => {
    await signUpAndSignIn(page);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(BALANCE_PATH, async (route) => {
      await held;
      await fulfillBalance(route, 125_050, 12_345_678);
    });
    await page.goto('/');
    await expect(widget(page)).toHaveText('Start Earning');
    release();
    await expect(widget(page)).toHaveText('1,250.50 Ants0.123 g');
    await page.goto('/user/currency');
    await expect(card(page)).toContainText('1,250.50 Ants');
    await expect(card(page)).toContainText('0.123 g');
  });

  test("shows 'Error: {message}' in the widget and '0 Earned' on the card when it fails", async ({
    page,
  }) => {
    await signUpAndSignIn(page);
    await page.route(BALANCE_PATH, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
        }),
      }),
    );
    await page.goto('/');
    await expect(widget(page)).toHaveText('Error: Something went wrong. Please try again.', {
      timeout: 15_000,
    });
    await page.goto('/user/currency');
    await expect(card(page).getByText('0 Earned')).toHaveCount(2, { timeout: 15_000 });
  });
});

test('How It Works? needs sign-in', async ({ page }) => {
  await page.goto('/user/currency');
  await expect(page).toHaveURL(/\/signin\?next=%2Fuser%2Fcurrency$/);
});
