import { expect, signUpAndSignIn, test } from './fixtures';

// What a buyer pays is said before the click that commits them, and a checkout's countdown warns
// before it leaves (issue 31: prices that grow after the click, countdowns that throw out).

const shot = (name: string, project: string) => `.tmp/shots/e2e-${name}-${project}.png`;
/** "₹8,465.89" -> 846589 */
const paiseOf = (rupees: string) => {
  const [whole, fraction = '00'] = rupees.replace(/[^\d.]/g, '').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};

test('a nugget card and its Buy Now bar say the ₹350 handling before the click; coins and the bag say shipping', async ({
  page,
}, info) => {
  await signUpAndSignIn(page);
  await page.goto('/Store/GoldNuggets');
  const card = page
    .getByRole('list', { name: /on sale$/ })
    .getByRole('listitem')
    .first();
  await expect(card.getByTestId('extra-charge')).toHaveText('+ ₹350 direct-payment handling');
  const price = paiseOf((await card.locator('.font-display.text-2xl').textContent())!);
  await card.getByRole('button', { name: /^Select / }).click();
  const bar = page.getByTestId('selected-price');
  await expect(bar).toContainText('+ ₹350 handling');
  const youPay = paiseOf(/You pay (₹[\d,.]+)/.exec((await bar.textContent())!)![1]!);
  expect(youPay).toBe(price + 35_000);
  await page.screenshot({ path: shot('nugget-charges', info.project.name), fullPage: false });

  // the payment asks exactly what the bar said
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/Store\/checkout\/DirectPayment/);
  await expect(page.getByTestId('order-total')).toHaveText(/^₹[\d,]+\.\d{2}$/);
  const total = paiseOf((await page.getByTestId('order-total').textContent())!);
  const moved = page.getByRole('status').filter({ hasText: 'The gold price has moved' });
  if (total === youPay) {
    await expect(moved).toHaveCount(0);
  } else {
    // the live price ticked between the card and the payment: the page says so before paying
    await expect(moved).toContainText(
      `${(await page.getByTestId('order-total').textContent())!} in all`,
    );
  }
  await expect(page.getByTestId('direct-total')).toHaveText(
    (await page.getByTestId('order-total').textContent())!,
  );

  // a price the Store showed earlier than the server's is said, with the amount to pay
  const productId = new URL(page.url()).searchParams.get('orderlist')!;
  await page.goto(`/Store/checkout/DirectPayment?totalPrice=1.00&orderlist=${productId}`);
  await expect(moved).toContainText('since the Store showed ₹1.00');

  await page.goto('/Store/GoldCoins');
  const coin = page
    .getByRole('list', { name: /on sale$/ })
    .getByRole('listitem')
    .first();
  await expect(coin.getByTestId('extra-charge')).toHaveText('+ ₹150 shipping (free above ₹10,000)');
  await coin.getByRole('button', { name: /^Select / }).click();
  await page.getByRole('button', { name: 'Add to Bag' }).click();
  await expect(page).toHaveURL(/\/Store\/cart$/);
  await expect(page.getByText('Shipping', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText(/^₹[\d,]+$/);
});

test('the checkout countdown warns in its last 30 s, Stay restarts it, and it never leaves while the buyer types', async ({
  page,
}, info) => {
  await page.clock.install();
  await signUpAndSignIn(page);
  await page.goto('/Store/GoldCoins');
  await page
    .getByRole('list', { name: /on sale$/ })
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^Select / })
    .click();
  await page.getByRole('button', { name: 'Add to Bag' }).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/Store\/checkout$/);
  await expect(page.getByTestId('order-total')).toBeVisible();

  const warning = page.getByRole('alert').filter({ hasText: 'This page closes in' });
  await expect(warning).toHaveCount(0);
  await page.clock.runFor('01:35');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(/closes in 0:2\d/);
  await page.screenshot({ path: shot('checkout-warning', info.project.name), fullPage: false });
  await warning.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(warning).toHaveCount(0);
  await expect(page.getByText(/^Returning to the Store in [12]:\d\d$/)).toHaveText(
    /in (2:00|1:5\d)$/,
  );

  // the whole countdown runs out while the buyer is typing the street: the page stays
  await page.getByLabel('Street address').click();
  await page.clock.runFor('02:10');
  await expect(page).toHaveURL(/\/Store\/checkout$/);
  await expect(warning).toBeVisible();
  // they stop typing: the page goes back to the Store as the spec says
  await page.getByRole('heading', { name: 'Checkout' }).click();
  await page.clock.runFor(2000);
  await expect(page).toHaveURL(/\/Store$/);
});
