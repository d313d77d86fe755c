import { BOTH_WIDTHS, expect, expectAccessible, test } from './fixtures';

// spec 2: Shared chrome
const WITH_BOTTOM_NAV = ['/', '/aboutus', '/contactus', '/MarketPlace'];
const WITHOUT_BOTTOM_NAV = [
  '/AndroidStore',
  '/privacypolicy',
  '/termsconditions',
  '/returnpolicy',
  '/shippingdelivery',
  '/disclaimer',
  '/no-such-page',
];

// Which routes have the bottom bar is the route table's, the same at any width: on the phone.
// The bar itself, its tabs, is laid out by width: at both (below).
test.describe('bottom navigation', () => {
  for (const path of WITH_BOTTOM_NAV) {
    test(`shows on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Bottom navigation' })).toBeVisible();
    });
  }
  for (const path of WITHOUT_BOTTOM_NAV) {
    test(`is hidden on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Bottom navigation' })).toHaveCount(0);
    });
  }
  test(
    'has Store, Market, Home, About and Signup tabs when signed out',
    { tag: BOTH_WIDTHS },
    async ({ page }) => {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Bottom navigation' });
      await expect(nav).toBeVisible();
      await expect(nav.getByRole('link')).toHaveText([
        'Store',
        'Market',
        'Home',
        'About',
        'Signup',
      ]);
      await expect(nav.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
    },
  );
});

test.describe('sidebar', { tag: BOTH_WIDTHS }, () => {
  test('opens from the menu toggle and closes on an outside click and on a link choice', async ({
    page,
  }) => {
    await page.goto('/');
    const menu = page.getByRole('complementary', { name: 'Menu' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'LogIn' })).toBeVisible();
    for (const name of ['Market', 'Store', 'How It Works?', 'Aboutus', 'Contact']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // the Legal group is collapsed until opened
    await expect(menu.getByRole('link', { name: 'Privacy Policy' })).toBeHidden();
    await menu.getByRole('button', { name: 'Legal' }).click();
    for (const name of [
      'Privacy Policy',
      'Terms & Conditions',
      'Cancellation & Refund',
      'Disclaimer',
      'Shipping & Delivery',
    ]) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    // outside click
    await page.mouse.click(360, 400);
    await expect(menu).toBeHidden();
    // link choice
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Aboutus' }).click();
    await expect(page).toHaveURL(/\/aboutus$/);
    await expect(menu).toBeHidden();
  });
});

// The help link's address and the footer's contents are the same at any width (one element
// each, never hidden by width): on the phone. The header's fit is laid out by width: at both.
test.describe('header and footer', () => {
  test('help opens a WhatsApp chat prefilled with the help message', async ({ page }) => {
    await page.goto('/');
    const help = page.getByRole('link', { name: 'Help on WhatsApp' });
    await expect(help).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+\?text=Hello%2C%20I%20need%20some%20help\.$/,
    );
  });
  test(
    'two logos lead home, on a phone as on a desktop, beside the widgets too',
    { tag: BOTH_WIDTHS },
    async ({ page }) => {
      for (const path of ['/', '/Store', '/aboutus', '/contactus']) {
        await page.goto(path);
        const homeLinks = page.getByRole('banner').locator('a[href="/"]');
        await expect(homeLinks).toHaveCount(2);
        for (const link of await homeLinks.all()) await expect(link).toBeVisible();
        // nothing in the header is pushed out of the screen
        const overflow = await page
          .getByRole('banner')
          .evaluate((h) => h.firstElementChild!.scrollWidth - h.firstElementChild!.clientWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
      await page.goto('/contactus');
      await page.getByRole('banner').locator('a[href="/"]').nth(1).click();
      await expect(page).toHaveURL(/\/$/);
    },
  );
  test('footer has Company, Helpful Links, Legal and this year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const h of ['Company', 'Helpful Links', 'Legal']) {
      await expect(footer.getByRole('heading', { name: h })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'FAQs' })).toHaveAttribute(
      'href',
      '/aboutus#faq',
    );
    await expect(footer.getByRole('link', { name: 'Live Chat' })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });
});

test.describe('404', { tag: BOTH_WIDTHS }, () => {
  test('an unknown path answers 404 with the app page and a way home', async ({ page }) => {
    const res = await page.goto('/definitely/not/here');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('ERROR 404')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Take me there!' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
