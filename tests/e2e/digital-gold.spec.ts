import {
  BOTH_WIDTHS,
  buyNowToSandbox,
  expect,
  expectAccessible,
  signUpAndSignIn,
  test,
} from './fixtures';
import { exclusively } from './operator';

test.describe('quick buy', () => {
  test('buy Rs 100, pay on the sandbox page, see the gold, the history row and the invoice', async ({
    page,
  }) => {
    await signUpAndSignIn(page);
    await page.goto('/MarketPlace/gold-buying');
    const buy = page.getByRole('button', { name: 'Buy Now' });
    await expect(buy).toBeDisabled();

    await page.getByLabel('Amount in rupees').fill('9');
    await expect(page.getByText('Please enter an amount between ₹10 and ₹10,000')).toBeVisible();
    await expect(buy).toBeDisabled();

    await page.getByLabel('Amount in rupees').fill('100');
    await expect(page.getByText('Rs. 100.00')).toBeVisible();
    await expect(page.getByTestId('receive')).toHaveText(/^Receive: 0\.\d{8} grams$/);
    await expect(page.getByText('Where your money goes')).toBeVisible();
    await expectAccessible(page);
    const receive = (await page.getByTestId('receive').textContent())!.match(/0\.\d{8}/)![0];

    await buy.click();
    await expect(page).toHaveURL(/\/sandbox\/phonepe\//);
    await expect(page.getByText('₹100.00').first()).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/MarketPlace\/StatusCheck\?transactionId=/);
    await expect(page.getByText('Payment Successful')).toBeVisible();
    // credited at the server's quote when the order was made (the live price may have moved since
    // the form showed its estimate, by at most the price's step)
    const credited = page.getByText(/^\d+\.\d{3} g of 24K gold is now in your vault\.$/);
    await expect(credited).toBeVisible();
    const grams = (await credited.textContent())!.match(/\d+\.\d{3}/)![0];
    // (3 decimals, truncated: the receive line's 8 read to the gram's thousandth)
    expect(Math.abs(Number(grams) - Number(receive))).toBeLessThan(0.0015);

    // the account widget on the home page shows the new balance (3 decimals)
    await page.goto('/');
    await expect(page.getByRole('link', { name: /Ants/ }).first()).toContainText(grams.slice(0, 5));

    await page.goto('/user/paymenthistory');
    const card = page.getByRole('listitem').filter({ hasText: 'DigitalGold' }).first();
    await expect(card).toContainText('₹100.00');
    await expect(card).toContainText('Success');
    await expect(card).toContainText(`${grams} g`);
    await card.getByRole('link', { name: 'Invoice' }).click();

    await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
    await expect(page.getByText('CGST 1.5%')).toBeVisible();
    await expect(page.getByText('SGST 1.5%')).toBeVisible();
    await expect(page.getByText('One Hundred Rupees Only')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a price that moved before the order is shown with its grams before paying', async ({
    page,
  }) => {
    await signUpAndSignIn(page);
    // the page still shows an older price (Rs 9,000/g) than the one the server quotes the order at
    await page.route('**/api/prices/current', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          pricePaisePerGram: 900_000,
          fetchedAt: new Date().toISOString(),
          nextRefreshAt: new Date(Date.now() + 3_600_000).toISOString(),
          serverTime: new Date().toISOString(),
          isStale: false,
          peopleJoined: 1,
        }),
      }),
    );
    // opened from the marketplace, so the page asks the price itself (a page the server renders
    // for the member carries the server's price of the moment)
    await page.goto('/MarketPlace');
    await page.locator('a[href="/MarketPlace/gold-buying"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quick Buy');
    await page.getByLabel('Amount in rupees').fill('100');
    // 0.65 x 100 / 9000 g
    await expect(page.getByTestId('receive')).toHaveText('Receive: 0.00722222 grams');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/digital-gold/orders'));
    await page.getByRole('button', { name: 'Buy Now' }).click();
    const { quote } = await (await created).json();
    expect(quote.goldE8).not.toBe(722_222);

    const notice = page.getByRole('alert').filter({ hasText: 'The gold price moved' });
    await expect(notice).toContainText(`you receive ${quote.goldGrams} grams`);
    await expect(page).toHaveURL(/\/MarketPlace\/gold-buying$/);
    await expectAccessible(page);
    await notice.getByRole('button', { name: 'Continue to pay' }).click();
    await expect(page).toHaveURL(/\/sandbox\/phonepe\//);
  });

  test('a declined payment shows Payment Failed and adds no gold', async ({ page }) => {
    await signUpAndSignIn(page);
    await page.goto('/MarketPlace/gold-buying');
    await page.getByLabel('Amount in rupees').fill('250');
    await buyNowToSandbox(page);
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(/\/MarketPlace\/StatusCheck/);
    await expect(page.getByText('Payment Failed')).toBeVisible();

    const balance = await page.request.get('/api/wallet/balance');
    expect((await balance.json()).goldE8).toBe(0);
    await page.goto('/user/paymenthistory');
    await expect(
      page.getByRole('listitem').filter({ hasText: 'DigitalGold' }).first(),
    ).toContainText('Failed');
  });

  test('StatusCheck rides out a lost connection: still Payment Pending, then the success', async ({
    page,
  }) => {
    test.setTimeout(240_000); // it may wait for a plan journey to give the clock back
    await signUpAndSignIn(page);
    // a plan journey moving the sandbox clock meanwhile would expire the pending payment
    await exclusively('sandbox-clock', async () => {
      await page.goto('/MarketPlace/gold-buying');
      await page.getByLabel('Amount in rupees').fill('150');
      await buyNowToSandbox(page);
      await page.getByRole('button', { name: 'Leave pending' }).click();
      await expect(page).toHaveURL(/\/MarketPlace\/StatusCheck\?transactionId=/);
      const status = page.getByRole('status');
      await expect(status).toContainText('Payment Pending');
      const transactionId = new URL(page.url()).searchParams.get('transactionId')!;

      // the phone loses its signal: the polls fail (a poll and its two retries, then the next poll),
      // and the page keeps what it knew
      let failed = 0;
      await page.route('**/api/orders/*/status', (route) => {
        failed++;
        return route.abort('internetdisconnected');
      });
      await expect.poll(() => failed, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
      await expect(status).toContainText('Payment Pending');
      await expect(page.getByText('We could not find that order.')).toHaveCount(0);

      // the bank confirms meanwhile; once the signal is back the next poll shows it
      const res = await page.request.post('/sandbox/phonepe/_control', {
        data: {
          action: 'resolve',
          merchantTransactionId: transactionId,
          outcome: 'SUCCESS',
          callback: true,
        },
      });
      expect(res.status(), await res.text()).toBe(200);
      await page.unroute('**/api/orders/*/status');
      await expect(status).toContainText('Payment Successful', { timeout: 15_000 });
    });
  });

  test(
    'the fixed Back and Home bar leaves the footer readable at the end of the page',
    { tag: BOTH_WIDTHS },
    async ({ page }) => {
      await signUpAndSignIn(page);
      for (const path of ['/MarketPlace/gold-buying', '/user/paymenthistory']) {
        await page.goto(path);
        const home = page.getByRole('link', { name: 'Home', exact: true }).last();
        await expect(home).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        const copyright = page.getByRole('contentinfo').getByText(/©/);
        await expect(copyright).toBeInViewport();
        const bar = await home.evaluate((el) => el.closest('.fixed')!.getBoundingClientRect().top);
        const line = await copyright.evaluate((el) => el.getBoundingClientRect().bottom);
        expect(line, path).toBeLessThanOrEqual(bar);
      }
    },
  );
});
