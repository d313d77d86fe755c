import type { Page } from '@playwright/test';
import { expect, signUpAndSignIn, test } from './fixtures';
import { signInOperator } from './operator';

// People read sentences, never codes (issue 31): no delivery state (PAYMENT_SUBMITTED, SHIPPED),
// route name or validator English on the pages where records are read. A code an operator must
// quote to the gateway is marked data-code and left out of the reading.

const shot = (name: string, project: string) => `.tmp/shots/e2e-${name}-${project}.png`;

/** A code in ALL_CAPS_WITH_UNDERSCORES, or a bare state code of the API. */
const CODE =
  /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|\b(SUCCESS|PENDING|FAILED|PROCESSING|SHIPPED|DELIVERED|PAID|CANCELLED|REFUNDED|COLLECTED|ACTIVE|PAUSED|HALTED|REVOKED|EXPIRED|CREATED|DAILY|WEEKLY|MONTHLY)\b/;
/** zod's and the browser validators' English */
const VALIDATOR =
  /too small|too big|expected (string|number|object|array|boolean)|invalid input|invalid (enum|type|string)|unrecognized key|[<>]=\s?\d/i;

/** The text of the page's content a person reads, without what is marked as a code on purpose. */
const readableLines = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('main') ?? document.body;
    const lines: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent?.trim();
      if (!text || n.parentElement?.closest('[data-code], script, style')) continue;
      lines.push(text);
    }
    return lines;
  });

async function expectPlainWords(page: Page, where: string) {
  const lines = await readableLines(page);
  expect(lines.length, `${where} has text`).toBeGreaterThan(0);
  expect(
    lines.filter((l) => CODE.test(l) || VALIDATOR.test(l)),
    `${where} shows codes or validator text`,
  ).toEqual([]);
}

test('history, order, plan and console pages say states in words, and a UTR gets its confirmation', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const account = await signUpAndSignIn(page);
  // a plan waiting for its UPI ID, and a quick buy waiting for its payment
  const plan = await page.request.post('/api/plans', {
    data: { frequency: 'DAILY', amountPaise: 5_000, idempotencyKey: `words-${Date.now()}` },
  });
  expect(plan.status(), await plan.text()).toBe(201);
  const insertId = (await plan.json()).insert_id as string;
  const buy = await page.request.post('/api/digital-gold/orders', {
    data: { amountPaise: 50_000, idempotencyKey: `words-buy-${Date.now()}` },
  });
  expect(buy.status(), await buy.text()).toBe(201);

  // a nugget paid by UPI: its UTR is confirmed in a sentence, not only a red status
  await page.goto('/Store/GoldNuggets');
  await page
    .getByRole('list', { name: 'Gold Nuggets on sale' })
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^Select / })
    .click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByRole('heading', { name: 'Pay by UPI' })).toBeVisible();
  const utr = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-12).padStart(12, '7');
  await page.getByLabel('UPI transaction ID (UTR)').fill(utr);
  await page.getByRole('button', { name: 'Submit Transaction ID' }).click();
  await expect(page).toHaveURL(/\/user\/paymenthistory$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'we have your transaction ID' }),
  ).toHaveText(/We will verify your payment within 24 hours/);
  const storeCard = page.getByRole('listitem').filter({ hasText: 'StoreOrders' }).first();
  await expect(storeCard.getByTestId('utr-received')).toHaveText(
    'We have your transaction ID; we will verify it within 24 hours. Your order moves on as soon as we do.',
  );
  await expect(storeCard).toContainText('Payment submitted, being verified');

  // "All" lists the plan beside the orders
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Subscription · Autopay plan' }),
  ).toHaveCount(1);
  await expect(
    page.getByRole('listitem').filter({ hasText: 'DigitalGold · Quick Buy' }),
  ).toHaveCount(1);
  await expect(
    page.getByRole('listitem').filter({ hasText: 'StoreOrders · Store order' }),
  ).toHaveCount(1);
  await expect(page.getByTestId('history-filter-hint')).toHaveText(
    'Everything: purchases, store orders and Autopay plans',
  );
  await expectPlainWords(page, 'payment history (All)');
  await page.screenshot({ path: shot('history-words', info.project.name), fullPage: true });
  for (const chip of ['DigitalGold', 'StoreOrders', 'Subscription']) {
    await page.getByRole('button', { name: chip, exact: true }).click();
    await expect(page.getByRole('listitem').filter({ hasText: chip }).first()).toBeVisible();
    await expectPlainWords(page, `payment history (${chip})`);
  }

  await page.getByRole('button', { name: 'StoreOrders', exact: true }).click();
  await page
    .getByRole('listitem')
    .filter({ hasText: 'StoreOrders' })
    .first()
    .getByRole('link', { name: 'Track order' })
    .click();
  await expect(page.getByTestId('order-state')).toHaveText('Payment submitted, being verified');
  await expect(page.getByTestId('utr-received')).toHaveText(
    'We have your transaction ID; we will verify it within 24 hours.',
  );
  await expectPlainWords(page, 'order page');
  await page.screenshot({ path: shot('order-words', info.project.name), fullPage: true });

  await page.goto('/user/dashboard');
  await expect(page.getByText('Waiting for UPI ID').first()).toBeVisible();
  await expectPlainWords(page, 'dashboard with plans');
  await page.goto('/MarketPlace/gold-buying-daily');
  await expect(page.getByRole('heading', { name: 'Save Gold Daily' })).toBeVisible();
  await expectPlainWords(page, 'plan page');
  await page.goto(
    `/MarketPlace/Daily/verifyupi?insert_id=${insertId}&amount=50&phonenumber=${account.phone}&emailaddress=${encodeURIComponent(account.email)}`,
  );
  await page.getByLabel('UPI ID').fill('asha@ybl');
  await page.getByRole('button', { name: 'Verify UPI ID' }).click();
  await expect(page.getByText('UPI Verified! Proceed to: Initiate Payment via UPI')).toBeVisible();
  await expectPlainWords(page, 'verify UPI');

  // the console: orders, plans, payments and the customer's page
  const ops = await browser.newContext();
  const op = await ops.newPage();
  await signInOperator(op);
  for (const url of [
    '/admin/orders',
    '/admin/orders?state=PAYMENT_SUBMITTED',
    '/admin/plans',
    '/admin/payments',
  ]) {
    await op.goto(url);
    await expect(op.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(op.getByText('Loading', { exact: false })).toHaveCount(0);
    await expect(op.locator('main li').first()).toBeVisible();
    await expectPlainWords(op, url);
  }
  await op.goto(`/admin/customers?q=${encodeURIComponent(account.email)}`);
  await op.getByRole('link', { name: new RegExp(account.email) }).click();
  await expect(
    op.getByRole('region', { name: 'Orders' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(op.getByRole('region', { name: 'Autopay plans' })).toContainText(
    'Waiting for UPI ID',
  );
  await expectPlainWords(op, 'console customer');
  await ops.close();
});
