import { formatAnts } from '../../src/shared/money/format';
import { expect, expectAccessible, signUpAndSignIn, test } from './fixtures';

const shot = (name: string, project: string) => `.tmp/shots/e2e-${name}-${project}.png`;
/** "₹8,465.89" -> 846589 */
const paiseOf = (rupees: string) => {
  const [whole, fraction = '00'] = rupees.replace(/[^\d.]/g, '').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};

test.describe('store buying', () => {
  test('a coin: Add to Bag, quantity, checkout, pay on the sandbox, status, history, invoice, order page', async ({
    page,
  }, info) => {
    await signUpAndSignIn(page);
    await page.goto('/Store/GoldCoins');
    const list = page.getByRole('list', { name: 'Gold Coins on sale' });
    const oneGram = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /1 gram coin$/ }) });
    await oneGram.getByRole('button', { name: /^Select / }).click();
    await page.getByRole('button', { name: 'Add to Bag' }).click();

    await expect(page).toHaveURL(/\/Store\/cart$/);
    await expect(page.getByRole('heading', { name: 'Your Bag' })).toBeVisible();
    await expect(page.getByTestId('cart-title')).toHaveText(/1 gram coin$/);
    const quantity = page.getByRole('spinbutton', { name: /^Quantity of / });
    await expect(quantity).toHaveValue('1');
    // rounded to the rupee in the bag (spec 9)
    await expect(page.getByTestId('cart-subtotal')).toHaveText(/^₹[\d,]+$/);
    const one = await page.getByTestId('cart-subtotal').textContent();
    await page.getByRole('button', { name: 'One more' }).click();
    await expect(quantity).toHaveValue('2');
    await expect(page.getByTestId('cart-subtotal')).not.toHaveText(one!);
    await quantity.fill('25');
    await expect(page.getByRole('status')).toHaveText(
      'You can buy at most 10 of one item in an order.',
    );
    await expect(quantity).toHaveValue('10');
    await page.getByRole('button', { name: 'One less' }).click();
    await quantity.fill('1');
    await expect(page.getByTestId('cart-subtotal')).toHaveText(one!);
    await expect(
      page.getByText('12-2-345, Road No. 3, Banjara Hills, Hyderabad 500034'),
    ).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: shot('cart', info.project.name), fullPage: true });

    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/Store\/checkout$/);
    await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('City')).toHaveValue('Hyderabad');
    await expect(page.getByLabel('PIN code')).toHaveValue('500034');
    await expect(page.getByText('State: Telangana (CGST + SGST)')).toBeVisible();
    await expect(page.getByText(/^Returning to the Store in [12]:\d\d$/)).toBeVisible();
    const total = page.getByTestId('order-total');
    await expect(total).toHaveText(/^₹[\d,]+\.\d{2}$/);
    const amount = (await total.textContent())!;
    await page.getByLabel('PIN code').fill('12345');
    await page.getByRole('button', { name: `Place Order ${amount}` }).click();
    await expect(page.getByText('Please enter a valid 6-digit PIN code')).toBeVisible();
    await page.getByLabel('PIN code').fill('500034');
    await expectAccessible(page);
    await page.screenshot({ path: shot('checkout', info.project.name), fullPage: true });
    await page.getByRole('button', { name: `Place Order ${amount}` }).click();

    await expect(page).toHaveURL(/\/sandbox\/phonepe\//);
    await expect(page.getByText(amount).first()).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/MarketPlace\/StatusCheck\?transactionId=MUID/);
    await expect(page.getByText('Payment Successful')).toBeVisible();

    await page.getByRole('link', { name: 'Track order' }).click();
    await expect(page).toHaveURL(/\/user\/order\?orderId=ord_/);
    await expect(page.getByTestId('order-state')).toHaveText('Paid');
    await expect(page.getByText('Deliveries take 10-15 days across India.')).toBeVisible();
    await expect(page.getByText('Report any damage within 24 hours of delivery.')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: shot('order', info.project.name), fullPage: true });

    await page.goto('/user/paymenthistory');
    await page.getByRole('button', { name: 'StoreOrders', exact: true }).click();
    const card = page.getByRole('listitem').filter({ hasText: 'StoreOrders' }).first();
    await expect(card).toContainText(amount);
    await expect(card).toContainText('Success');
    await card.getByRole('link', { name: 'Invoice' }).click();
    await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
    await expect(page.getByRole('cell', { name: /^Shipping/ })).toBeVisible();
    await expect(page.getByText(/purity 24K 999\.9/)).toBeVisible();
    await page.screenshot({ path: shot('invoice', info.project.name), fullPage: true });
  });

  test('a nugget: DirectPayment with its UPI QR, a UTR submitted, the row in history', async ({
    page,
  }, info) => {
    await signUpAndSignIn(page);
    await page.goto('/Store/GoldNuggets');
    const list = page.getByRole('list', { name: 'Gold Nuggets on sale' });
    await list
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /^Select / })
      .click();
    await page.getByRole('button', { name: 'Buy Now' }).click();

    await expect(page).toHaveURL(/\/Store\/checkout\/DirectPayment\?totalPrice=/);
    await expect(page.getByRole('heading', { name: 'Pay by UPI' })).toBeVisible();
    await expect(page.getByTestId('upi-qr')).toBeVisible();
    await expect(page.getByText(/^In-store pickup only/)).toBeVisible();
    await expect(page.getByText('Direct payment handling')).toBeVisible();
    await expect(page.getByText(/^Returning to Gold Nuggets in (10:00|9:\d\d)$/)).toBeVisible();
    const amount = (await page.getByTestId('direct-total').textContent())!;
    await expect(page.getByTestId('order-total')).toHaveText(amount);
    // 10% of the items in Ants (the Rs 350 handling earns none), rounded down to the centi-Ant
    const itemsPaise = paiseOf(amount) - 35_000;
    await expect(
      page.getByText(
        `You earn ${formatAnts(Math.floor(itemsPaise / 10))} Ants (10% cashback) once we verify your payment.`,
      ),
    ).toBeVisible();
    if (info.project.name === 'mobile')
      await expect(page.getByRole('link', { name: 'Pay with a UPI app' })).toHaveAttribute(
        'href',
        /^upi:\/\/pay\?pa=/,
      );
    await expectAccessible(page);
    await page.screenshot({ path: shot('direct', info.project.name), fullPage: true });

    const utr = page.getByLabel('UPI transaction ID (UTR)');
    await utr.fill('1234');
    await page.getByRole('button', { name: 'Submit Transaction ID' }).click();
    await expect(
      page.getByText('Please enter the 12-digit UPI transaction ID (UTR)'),
    ).toBeVisible();
    await utr.fill(String(Date.now()).slice(-12).padStart(12, '4'));
    await page.getByRole('button', { name: 'Submit Transaction ID' }).click();

    await expect(page).toHaveURL(/\/user\/paymenthistory$/);
    const card = page.getByRole('listitem').filter({ hasText: 'StoreOrders' }).first();
    await expect(card).toContainText(amount);
    await expect(card).toContainText('Pending');
    await expect(card).toContainText('pickup at our Hyderabad store');
    await card.getByRole('link', { name: 'Track order' }).click();
    await expect(page.getByTestId('order-state')).toHaveText('Payment submitted, being verified');
  });
});
