import type { Browser, Page } from '@playwright/test';
import { formatAnts } from '../../src/shared/money/format';
import { expect, expectAccessible, signUpAndSignIn, test } from './fixtures';
import { signInOperator } from './operator';

/** Waits, after a navigation, until the app has taken a server-rendered page over. */
async function appReady(page: Page) {
  await page.waitForFunction(
    () => !document.getElementById('gs-boot') || document.documentElement.dataset.app === 'ready',
  );
}

/** The operator in a browser context of their own, on the console's Orders section. */
async function operatorOnOrders(browser: Browser) {
  const context = await browser.newContext();
  const op = await context.newPage();
  await signInOperator(op);
  await op.goto('/admin');
  await appReady(op);
  await op
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Orders' })
    .click();
  await expect(op.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  return { context, op };
}

/** Shows the orders in one state, the way an operator does: the State filter, then Show. */
async function showState(op: Page, state: string, expectedQuery: string) {
  await op.getByLabel('State', { exact: true }).selectOption({ label: state });
  await op.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(op).toHaveURL(new RegExp(`[?&]state=${expectedQuery}(&|$)`));
}

/**
 * A moved order leaves a list filtered to its old state: the page says where it went, and the
 * operator follows it there.
 */
async function followMoved(op: Page, merchantOrderId: string, state: string, query: string) {
  await expect(op.getByRole('status')).toContainText(`Order ${merchantOrderId} is now: ${state}.`);
  await op.getByRole('link', { name: `See it under ${state}` }).click();
  await expect(op).toHaveURL(new RegExp(`[?&]state=${query}(&|$)`));
}

const orderCard = (op: Page, merchantOrderId: string) =>
  op.getByTestId('console-order').filter({ hasText: merchantOrderId });

/** '₹12,345.67' (or '₹12,345') in paise. */
const paiseOf = (rupees: string) => {
  const [whole, fraction = '00'] = rupees.replace(/[^\d.]/g, '').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};

const HANDLING_PAISE = 35_000; // decisions.md: direct payment total = item total + Rs 350
const NUGGET_CASHBACK_BP = 1_000; // decisions.md: 10% cashback in Ants once verified

/**
 * The customer buys the first nugget on sale paying directly (UPI QR) and submits a UTR; returns
 * the order's number, its page and the amount paid.
 */
async function buyNuggetWithUtr(page: Page, utr: string) {
  await page.goto('/Store/GoldNuggets');
  await page
    .getByRole('list', { name: 'Gold Nuggets on sale' })
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^Select / })
    .click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByRole('heading', { name: 'Pay by UPI' })).toBeVisible();
  const amount = (await page.getByTestId('direct-total').textContent())!;
  await page.getByLabel('UPI transaction ID (UTR)').fill(utr);
  await page.getByRole('button', { name: 'Submit Transaction ID' }).click();
  await expect(page).toHaveURL(/\/user\/paymenthistory$/);
  await page
    .getByRole('listitem')
    .filter({ hasText: 'StoreOrders' })
    .first()
    .getByRole('link', { name: 'Track order' })
    .click();
  await expect(page.getByTestId('order-state')).toHaveText('Payment submitted, being verified');
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
  const merchantOrderId = title.replace(/^Order /, '');
  return { merchantOrderId, orderUrl: page.url(), amount };
}

/** A UTR no other test uses (a UTR can be used once). */
const freshUtr = (seed: number) =>
  `${Date.now()}${seed}${Math.floor(Math.random() * 1e6)}`.slice(-12).padStart(12, '7');

test.describe('the console: orders', () => {
  test('an operator verifies a UTR; the customer sees the paid order and the cashback in Ants', async ({
    page,
    browser,
  }) => {
    await signUpAndSignIn(page);
    const utr = freshUtr(1);
    const { merchantOrderId, orderUrl, amount } = await buyNuggetWithUtr(page, utr);

    const { context, op } = await operatorOnOrders(browser);
    await showState(op, 'UTR to verify', 'PAYMENT_SUBMITTED');
    const card = orderCard(op, merchantOrderId);
    await expect(card).toContainText('UTR to verify');
    await expect(card).toContainText(`UTR ${utr}`);
    await expect(card).toContainText('Direct UPI payment');
    await expect(card).toContainText(amount);
    await expectAccessible(op);
    await card.getByRole('button', { name: 'Payment found: verify UTR' }).click();
    // verified: it leaves the list of UTRs to verify and is among the paid orders
    await expect(card).toHaveCount(0);
    await followMoved(op, merchantOrderId, 'Paid', 'PAID');
    await expect(orderCard(op, merchantOrderId)).toContainText('Ready for pickup');
    await context.close();

    await page.goto(orderUrl);
    await expect(page.getByTestId('order-state')).toHaveText('Paid');
    await expect(page.getByRole('link', { name: 'View invoice' })).toBeVisible();

    // 10% of the items (not of the Rs 350 handling) in Ants, on the customer's Ants statement
    const cashback = formatAnts(
      Math.floor(((paiseOf(amount) - HANDLING_PAISE) * NUGGET_CASHBACK_BP) / 10_000),
    );
    await page.goto('/user/referrals');
    const line = page
      .getByTestId('ants-statement')
      .getByRole('listitem')
      .filter({ hasText: 'Cashback on a nugget purchase' });
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(`+${cashback}`);
    await expect(page.getByText(`Balance: ${cashback} Ants`)).toBeVisible();
    await line.getByRole('link', { name: 'View order' }).click();
    await expect(page.getByRole('heading', { name: `Order ${merchantOrderId}` })).toBeVisible();
  });

  test('an operator rejects a UTR with a reason; the customer reads why and sends another', async ({
    page,
    browser,
  }) => {
    await signUpAndSignIn(page);
    const utr = freshUtr(2);
    const { merchantOrderId, orderUrl } = await buyNuggetWithUtr(page, utr);

    const { context, op } = await operatorOnOrders(browser);
    await showState(op, 'UTR to verify', 'PAYMENT_SUBMITTED');
    const card = orderCard(op, merchantOrderId);
    await expect(card).toContainText(`UTR ${utr}`);
    const reason = 'No payment with this UTR reached our account';
    await card.getByLabel('Why the UTR is rejected (the buyer reads it)').fill(reason);
    await card.getByRole('button', { name: 'Reject UTR' }).click();
    await expect(card).toHaveCount(0);
    await followMoved(op, merchantOrderId, 'Awaiting payment', 'AWAITING_PAYMENT');
    await expect(orderCard(op, merchantOrderId)).toContainText('Awaiting payment');

    await page.goto(orderUrl);
    await expect(page.getByTestId('order-state')).toHaveText('Awaiting payment');
    await expect(page.getByRole('alert')).toHaveText(
      `We could not confirm your payment: ${reason}`,
    );
    await expect(page.getByRole('link', { name: 'View invoice' })).toHaveCount(0);
    await expectAccessible(page);

    // the customer sends the right UTR; the operator sees it to verify again
    const second = freshUtr(3);
    await page.getByLabel('UPI transaction ID (UTR)').fill(second);
    await page.getByRole('button', { name: 'Send another transaction ID' }).click();
    await expect(page.getByTestId('order-state')).toHaveText('Payment submitted, being verified');
    await op.reload();
    await appReady(op);
    await showState(op, 'UTR to verify', 'PAYMENT_SUBMITTED');
    await expect(orderCard(op, merchantOrderId)).toContainText(`UTR ${second}`);
    await context.close();
  });

  test("an operator ships a paid order with a tracking number; the customer's order page shows it, then delivered", async ({
    page,
    browser,
  }) => {
    await signUpAndSignIn(page);
    await page.goto('/Store/GoldCoins');
    await page
      .getByRole('list', { name: 'Gold Coins on sale' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /1 gram coin$/ }) })
      .getByRole('button', { name: /^Select / })
      .click();
    await page.getByRole('button', { name: 'Add to Bag' }).click();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/Store\/checkout$/);
    await page.getByRole('button', { name: /^Place Order / }).click();
    await expect(page).toHaveURL(/\/sandbox\/phonepe\//);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText('Payment Successful')).toBeVisible();
    await page.getByRole('link', { name: 'Track order' }).click();
    await expect(page.getByTestId('order-state')).toHaveText('Paid');
    const orderUrl = page.url();
    const merchantOrderId = (await page.getByRole('heading', { level: 1 }).textContent())!.replace(
      /^Order /,
      '',
    );

    const { context, op } = await operatorOnOrders(browser);
    await showState(op, 'Paid', 'PAID');
    const card = orderCard(op, merchantOrderId);
    await expect(card).toContainText('Paid through PhonePe');
    await card.getByRole('button', { name: 'Start processing' }).click();
    await expect(card).toHaveCount(0);

    await followMoved(op, merchantOrderId, 'Processing', 'PROCESSING');
    const processing = orderCard(op, merchantOrderId);
    await expect(processing).toContainText('Processing');
    const tracking = `BD${Date.now()}`.slice(0, 14);
    // without a courier the form says what is missing, beside the field, and nothing moves
    await processing.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(
      processing.getByText('Please enter the courier that carries the parcel.'),
    ).toBeVisible();
    await expect(processing.getByText("Please enter the courier's tracking number.")).toBeVisible();
    await expect(processing.getByLabel('Courier')).toHaveAttribute('aria-invalid', 'true');
    await expect(processing).toContainText('Processing');
    await processing.getByLabel('Courier').fill('Blue Dart');
    await processing.getByLabel('Tracking number').fill(tracking);
    await expectAccessible(op);
    await processing.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(processing).toHaveCount(0);
    await expect(op.getByRole('status')).toContainText(`Order ${merchantOrderId} is now: Shipped.`);

    await page.goto(orderUrl);
    await expect(page.getByTestId('order-state')).toHaveText('Shipped');
    await expect(
      page.getByText(`Courier: Blue Dart, tracking number ${tracking}`, { exact: true }),
    ).toBeVisible();

    await showState(op, 'Shipped', 'SHIPPED');
    const shipped = orderCard(op, merchantOrderId);
    await expect(shipped).toContainText(`Blue Dart, tracking number ${tracking}`);
    await shipped.getByRole('button', { name: 'Mark delivered' }).click();
    await expect(shipped).toHaveCount(0);
    await context.close();

    await page.reload();
    await expect(page.getByTestId('order-state')).toHaveText('Delivered');
    // the timeline keeps each step; the tracking number stays on the page
    const timeline = page.getByRole('list').filter({ hasText: 'Processing' });
    for (const step of ['Paid', 'Processing', 'Shipped', 'Delivered'])
      await expect(timeline.getByText(step, { exact: true })).toBeVisible();
    await expect(
      page.getByText(`Courier: Blue Dart, tracking number ${tracking}`, { exact: true }),
    ).toBeVisible();
    await expectAccessible(page);
  });
});
