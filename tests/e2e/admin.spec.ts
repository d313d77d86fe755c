import { formatGrams, formatRupees } from '../../src/shared/money/format';
import { quoteDigitalGold } from '../../src/shared/rules/digital-gold';
import { expect, expectAccessible, signUpAndSignIn, test } from './fixtures';
import { exclusively, signInOperator } from './operator';

test.describe('the operator console', () => {
  test('is a 404 page to a visitor and to a customer', async ({ page }) => {
    const visitor = await page.goto('/admin');
    expect(visitor!.status()).toBe(404);
    await expect(page.getByText('ERROR 404').or(page.getByText('404')).first()).toBeVisible();
    await signUpAndSignIn(page);
    const customer = await page.goto('/admin/prices');
    expect(customer!.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Gold price' })).toHaveCount(0);
    expect((await page.request.get('/api/admin/prices')).status()).toBe(404);
  });

  test("an operator sets a manual price and a customer's quick-buy quote follows it", async ({
    page,
    browser,
  }) => {
    await signInOperator(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Gold price' })
      .click();
    await expect(page.getByRole('heading', { name: 'Gold price', level: 1 })).toBeVisible();
    await expectAccessible(page);

    const customer = await browser.newContext();
    const shopper = await customer.newPage();
    await signUpAndSignIn(shopper);

    await exclusively('gold-price', async () => {
      const manualPaise = 777_777;
      await page.getByLabel('Price per gram (₹)').fill('7,777.77');
      await page.getByLabel('Reason (kept in the audit log)').first().fill('MCX close, feed late');
      await page.getByRole('button', { name: 'Set this price' }).click();
      await expect(page.getByRole('status')).toHaveText(
        `The price is now ${formatRupees(manualPaise)} per gram.`,
      );
      await expect(page.getByTestId('console-price')).toHaveText(
        `${formatRupees(manualPaise)} per gram`,
      );
      await expect(page.getByText('Set by hand (holds until changed)').first()).toBeVisible();

      // the customer's quote is made at the operator's price
      await shopper.goto('/MarketPlace/gold-buying');
      await shopper.getByLabel('Amount in rupees').fill('1000');
      const expected = quoteDigitalGold(100_000, manualPaise, {
        goldRatioNum: 65,
        goldRatioDen: 100,
        gstBp: 300,
      });
      await expect(shopper.getByTestId('receive')).toHaveText(
        `Receive: ${formatGrams(expected.goldE8, 8)} grams`,
      );

      // back to the feed (the rest of the run sees the live price again)
      await page.getByLabel('Reason (kept in the audit log)').last().fill('feed is back');
      await page.getByRole('button', { name: 'Use the feed' }).click();
      await expect(page.getByText(/^The price comes from the feed again/)).toBeVisible();
    });
    await customer.close();

    // both changes are in the audit log, with their reasons
    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    const setRow = page.getByRole('listitem').filter({ hasText: 'MCX close, feed late' }).first();
    await expect(setRow).toContainText('price.set-manual');
    await expect(setRow).toContainText('ops@goldsave.in');
    await expect(
      page.getByRole('listitem').filter({ hasText: 'feed is back' }).first(),
    ).toContainText('price.use-feed');
    await expectAccessible(page);
  });
});
