import type { Page } from '@playwright/test';
import {
  BOTH_WIDTHS,
  expect,
  expectAccessible,
  istDateByServerClock,
  signUpAndSignIn,
  startDailyPlan,
  test,
} from './fixtures';
import { exclusively } from './operator';

/** A new saver with a daily plan of ₹50 approved in the sandbox's UPI app. */
async function dailyPlanApproved(page: Page) {
  await signUpAndSignIn(page);
  const upi = `e2e.control${Date.now()}${Math.floor(Math.random() * 1e4)}@ybl`;
  await exclusively('sandbox-clock', async () => {
    await startDailyPlan(page, upi);
    await page.getByRole('button', { name: 'Send Payment Request' }).click();
    await expect(page).toHaveURL(/\/MarketPlace\/StatusCheck/);
    await page.goto(`/sandbox/phonepe/upi-app?vpa=${encodeURIComponent(upi)}`);
    await page.getByRole('article').first().getByRole('button', { name: 'Approve' }).click();
  });
}

// The plan's own page, from the dashboard's card: the plan and its mandate, the coming debits
// with one-tap skip, the maximum per debit (one below the plan amount refused), pause and resume;
// a control that cannot work is disabled with why beside it.
// (at both widths: nothing on the plan's page may be wider than the screen)
test(
  "a daily plan's own page: skip one, set a maximum, pause and resume",
  { tag: BOTH_WIDTHS },
  async ({ page }) => {
    test.setTimeout(180_000);
    await dailyPlanApproved(page);

    await page.goto('/user/dashboard');
    const card = page.getByRole('listitem', { name: /Daily plan/ });
    // five coming cycles, and the first one's notice when the job has sent it already (it is due at
    // once when the first date is less than 24 h away)
    await expect(
      card.getByRole('region', { name: 'Coming debits' }).getByRole('listitem').nth(4),
    ).toBeVisible({ timeout: 15_000 });
    await card.screenshot({ path: `.tmp/shots/plan-card-${test.info().project.name}.png` });
    await card.getByRole('link', { name: 'Manage this plan' }).click();
    await expect(page).toHaveURL(/\/user\/plan\?insertId=/);
    await expect(page).toHaveTitle(/Your gold plan/);
    await expect(page.getByRole('heading', { name: 'Daily plan', level: 1 })).toBeVisible();
    await expect(page.getByText('₹50.00 every day')).toBeVisible();
    const mandate = page.getByRole('region', { name: 'UPI Autopay mandate' });
    await expect(mandate).toContainText(/@ybl/);

    const coming = page.getByRole('region', { name: 'Coming debits' });
    await expect(coming.getByRole('listitem').nth(4)).toBeVisible({ timeout: 15_000 });
    // the next debit is the first, scheduled or already notified
    await expect(coming.getByRole('listitem').first()).toContainText(/Scheduled|Notified/);
    await expect(coming.getByRole('listitem').first()).toContainText('Next');
    await expect(coming.getByRole('listitem').nth(1)).toContainText('Scheduled');
    // a running plan has nothing to resume: said beside the control, before any tap
    const resume = page.getByRole('button', { name: 'Resume plan' });
    await expect(resume).toBeDisabled();
    await expect(resume).toHaveAccessibleDescription(
      'Your plan is running: there is nothing to resume.',
    );
    // nothing wider than the screen
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await page.screenshot({
      path: `.tmp/shots/plan-page-${test.info().project.name}.png`,
      fullPage: true,
    });

    // skip the second coming debit
    await coming
      .getByRole('listitem')
      .nth(1)
      .getByRole('button', { name: /Skip this one/ })
      .click();
    await expect(coming.getByText(/is skipped\. No money will be taken for it\./)).toBeVisible();
    await expect(coming.getByRole('listitem').nth(1)).toContainText('Skipped');

    // a maximum below the plan amount is refused with why; one above it is kept
    const max = page.getByLabel('Maximum per debit (₹)');
    await max.fill('40');
    await page.getByRole('button', { name: 'Set maximum' }).click();
    await expect(
      page.getByText('The maximum cannot be less than your plan amount of ₹50.00.'),
    ).toBeVisible();
    await max.fill('100');
    await page.getByRole('button', { name: 'Set maximum' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'No debit of this plan will be more than ₹100.00.' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Plan details' })).toContainText('₹100.00');

    // pause until a date ten days on, then resume
    await exclusively('sandbox-clock', async () => {
      await page.getByLabel('Pause until').fill(await istDateByServerClock(page, 10));
      await page.getByRole('button', { name: 'Pause', exact: true }).click();
      await expect(
        page.getByText(/Your plan is paused\. No debit will be made before/),
      ).toBeVisible();
    });
    await expect(page.getByRole('region', { name: 'Plan details' })).toContainText('Paused by you');
    await expectAccessible(page);
    await page.screenshot({
      path: `.tmp/shots/plan-page-paused-${test.info().project.name}.png`,
      fullPage: true,
    });
    await expect(resume).toBeEnabled();
    await resume.click();
    await expect(page.getByText('Your plan is running again from its next date.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Plan details' })).toContainText('Active');
    await expect(resume).toBeDisabled();

    // the plan's entry in payment history leads to the same page
    await page.goto('/user/paymenthistory');
    await page.getByRole('button', { name: 'Subscription', exact: true }).click();
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Daily' })
      .first()
      .getByRole('link', { name: 'See plan and coming debits' })
      .click();
    await expect(page.getByRole('heading', { name: 'Daily plan', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Plan details' })).toContainText('₹100.00');
  },
);
