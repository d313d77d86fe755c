import { expect, signUpAndSignIn, test } from './fixtures';
import { exclusively } from './operator';

// The saver in control of each Autopay debit, on the dashboard's plan card: the coming debits,
// skip one, pause until a date, resume.
test('a daily plan: see the coming debits, skip one, pause and resume', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpAndSignIn(page);
  const upi = `e2e.control${Date.now()}${Math.floor(Math.random() * 1e4)}@ybl`;
  await exclusively('sandbox-clock', async () => {
    await page.goto('/MarketPlace');
    await page
      .getByRole('article')
      .filter({ hasText: 'Daily Save' })
      .first()
      .getByRole('link', { name: /Save Now/ })
      .click();
    await page.getByRole('button', { name: '₹50', exact: true }).click();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByRole('link', { name: 'Continue: verify your UPI ID' }).click();
    await page.getByLabel('UPI ID').fill(upi);
    await page.getByRole('button', { name: 'Verify UPI ID' }).click();
    await page.getByRole('link', { name: 'Continue: approve the mandate' }).click();
    await page.getByRole('button', { name: 'Send Payment Request' }).click();
    await expect(page).toHaveURL(/\/MarketPlace\/StatusCheck/);
    await page.goto(`/sandbox/phonepe/upi-app?vpa=${encodeURIComponent(upi)}`);
    await page.getByRole('article').first().getByRole('button', { name: 'Approve' }).click();
  });

  await page.goto('/user/dashboard');
  const card = page.getByRole('listitem', { name: /Daily plan/ });
  const coming = card.getByRole('region', { name: 'Coming debits' });
  await expect(coming.getByRole('listitem')).toHaveCount(5, { timeout: 15_000 });
  await expect(coming.getByRole('listitem').first()).toContainText('₹50.00');
  await expect(coming.getByRole('listitem').first()).toContainText('Scheduled');
  await page.screenshot({
    path: `.tmp/shots/autopay-control-${test.info().project.name}.png`,
    fullPage: true,
  });

  // skip the second coming debit
  await coming
    .getByRole('listitem')
    .nth(1)
    .getByRole('button', { name: /Skip this one/ })
    .click();
  await expect(card.getByText(/is skipped\. No money will be taken for it\./)).toBeVisible();
  await expect(coming.getByRole('listitem').nth(1)).toContainText('Skipped');

  // pause until a date ten days on by the server's clock (a plan journey may have moved the
  // sandbox's), then resume
  await exclusively('sandbox-clock', async () => {
    const price = await page.request.get('/api/prices/current');
    const serverNow = Date.parse((await price.json()).serverTime as string);
    const later = new Date(serverNow + 330 * 60_000 + 10 * 86_400_000).toISOString().slice(0, 10);
    await card.getByLabel('Pause until').fill(later);
    await card.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(
      card.getByText(/Your plan is paused\. No debit will be made before/),
    ).toBeVisible();
  });
  await expect(card).toContainText('Paused by you');
  await page.screenshot({
    path: `.tmp/shots/autopay-control-paused-${test.info().project.name}.png`,
    fullPage: true,
  });
  await card.getByRole('button', { name: 'Resume plan' }).click();
  await expect(page.getByText('Your plan is running again from its next date.')).toBeVisible();
  await expect(card).toContainText('Active');
});
