import type { Page } from '@playwright/test';
import { expect, expectAccessible, signUpAndSignIn, test } from './fixtures';
import { exclusively } from './operator';

/**
 * The sandbox clock is the whole app's: while one journey moves it, another plan's mandate request
 * (valid 30 minutes) or a payment left pending would expire. Tests that move it, or that wait on
 * something it would expire, take turns through the 'sandbox-clock' lock.
 */
const withClockLock = <T>(work: () => Promise<T>) => exclusively('sandbox-clock', work);

const upiOf = () => `e2e.saver${Date.now()}${Math.floor(Math.random() * 1e4)}@ybl`;

/** Step 1 to step 3 of a plan from its MarketPlace card; returns the UPI ID used. */
async function setUpPlan(page: Page, card: string, title: string, amount: string) {
  const upi = upiOf();
  await page.goto('/MarketPlace');
  const plan = page.getByRole('article').filter({ hasText: card }).first();
  await plan.getByRole('link', { name: /Save Now/ }).click();

  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const proceed = page.getByRole('button', { name: 'Proceed' });
  await expect(proceed).toBeDisabled();
  await expect(page.getByLabel('Phone number')).toHaveAttribute('readonly', '');
  await page.getByRole('button', { name: amount, exact: true }).click();
  await expect(page.getByLabel('Amount (₹)')).toHaveValue(amount.replace('₹', '') + '.00');
  await expectAccessible(page);
  await proceed.click();
  await expect(page.getByText('Insert ID')).toBeVisible();
  await page.getByRole('link', { name: 'Continue: verify your UPI ID' }).click();

  await expect(page.getByRole('heading', { name: 'Verify UPI ID to Autopay' })).toBeVisible();
  await page.getByLabel('UPI ID').fill('not-a-upi');
  await page.getByRole('button', { name: 'Verify UPI ID' }).click();
  await expect(page.getByText('Please enter a valid UPI ID, like name@bank.')).toBeVisible();
  await page.getByLabel('UPI ID').fill(upi);
  await page.getByRole('button', { name: 'Verify UPI ID' }).click();
  await expect(page.getByText('UPI Verified! Proceed to: Initiate Payment via UPI')).toBeVisible();
  await page.getByRole('link', { name: 'Continue: approve the mandate' }).click();

  await expect(page.getByRole('heading', { name: 'Initiate Payment via UPI' })).toBeVisible();
  // PhonePe's id on v1 (OMS...), our own on v2 (MSUB...: v2 addresses a mandate by it)
  await expect(page.getByLabel('Subscription ID')).toHaveValue(/^(OMS|MSUB)\w+$/);
  await expect(page.getByLabel('UPI ID')).toHaveValue(upi);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send Payment Request' }).click();
  return upi;
}

test.describe('UPI Autopay plans', () => {
  test('a daily plan: card, three steps, approved mandate, first debit in history with its invoice', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signUpAndSignIn(page);
    await withClockLock(() => dailyJourney(page));
  });

  for (const [freq, card, title, amount] of [
    ['Weekly', 'Plan Weekly', 'Save Gold Weekly', '₹200'],
    ['Monthly', 'Plan Monthly', 'Save Gold Monthly', '₹1,000'],
  ] as const) {
    test(`a ${freq.toLowerCase()} plan returns to the MarketPlace 3 s after the request and asks for the goal it saves towards`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signUpAndSignIn(page);
      await withClockLock(() => setUpPlan(page, card, title, amount));
      await expect(
        page.getByText(
          'UPI request initiated successfully. Please check your UPI app for further instructions.',
        ),
      ).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/MarketPlace/${freq}/submit-auth-req`));
      await expect(page).toHaveURL(/\/MarketPlace$/, { timeout: 6_000 });

      // the end of the set-up: the coin this plan saves towards, as after a daily plan
      const prompt = page.getByTestId('plan-goal');
      await expect(prompt.getByRole('heading', { name: 'What are you saving for?' })).toBeVisible();
      await prompt.getByRole('button', { name: /Set .*0\.200 gram coin as my goal/ }).click();
      await expect(
        prompt.getByRole('heading', { name: /^Saving for: .*0\.200 gram coin/ }),
      ).toBeVisible();
      await expectAccessible(page);
      await page.goto('/user/dashboard');
      await expect(page.getByTestId('goal-card').getByTestId('goal-progress')).toHaveText(
        '0.000 g of 0.200 g (0%)',
      );
    });
  }
});

async function dailyJourney(page: Page) {
  const upi = await setUpPlan(page, 'Daily Save', 'Save Gold Daily', '₹50');

  await expect(page).toHaveURL(/\/MarketPlace\/StatusCheck\?transactionId=MAUTH.*insertId=/);
  await expect(page.getByText('Payment Pending')).toBeVisible();
  const statusUrl = page.url();

  // the user's UPI app (the sandbox's): approve the mandate
  await page.goto(`/sandbox/phonepe/upi-app?vpa=${encodeURIComponent(upi)}`);
  await page.getByRole('article').first().getByRole('button', { name: 'Approve' }).click();
  await page.goto(statusUrl);
  await expect(page.getByText('Payment Successful')).toBeVisible();

  // the dashboard lists the plan
  await page.goto('/user/dashboard');
  const planCard = page.getByRole('listitem', { name: /Daily plan/ });
  await expect(planCard).toContainText('Active');
  await expect(planCard).toContainText('₹50.00');

  // the tester moves the sandbox clock until the 24 h notice and a non-peak window have passed
  // and the debit reaches the UPI app
  await page.goto(`/sandbox/phonepe/upi-app?vpa=${encodeURIComponent(upi)}`);
  const debit = page.getByRole('article', { name: 'Autopay debit of ₹50.00' });
  await expect(async () => {
    if (await debit.count()) return;
    await page.getByRole('button', { name: 'To the next non-peak window' }).click();
    // the jobs the move set off have run when the debit shows: looked for as soon as it can,
    // for as long as the fixed 1.5 s this used to wait; else the clock moves on again
    await expect(async () => {
      await page.reload();
      expect(await debit.count()).toBeGreaterThan(0);
    }).toPass({ timeout: 1_500, intervals: [250] });
  }).toPass({ timeout: 60_000, intervals: [500] });
  await debit.getByRole('button', { name: 'Approve' }).click();

  await page.goto('/user/paymenthistory');
  await page.getByRole('button', { name: 'SubscriptionTransactions' }).click();
  const row = page.getByRole('listitem').filter({ hasText: '₹50.00' }).first();
  await expect(row).toContainText('Success');
  await expect(row).toContainText(/0\.\d{3} g/);
  await page.getByRole('button', { name: 'Subscription', exact: true }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Daily' }).first()).toContainText(
    'Active',
  );
  await page.getByRole('button', { name: 'SubscriptionTransactions' }).click();
  await page
    .getByRole('listitem')
    .filter({ hasText: '₹50.00' })
    .first()
    .getByRole('link', { name: 'Invoice' })
    .click();
  await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
  await expect(page.getByText('CGST 1.5%')).toBeVisible();
  await expect(page.getByText('Fifty Rupees Only')).toBeVisible();
}
