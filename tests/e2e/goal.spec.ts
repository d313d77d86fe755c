import type { Page } from '@playwright/test';
import { buyNowToSandbox, expect, expectAccessible, signUpAndSignIn, test } from './fixtures';

const shot = (name: string) => `.tmp/shots/e2e-${name}-${test.info().project.name}.png`;

/** A quick buy of `rupees` through the sandbox pay page, as the page's signed-in user. */
async function quickBuy(page: Page, rupees: string) {
  await page.goto('/MarketPlace/gold-buying');
  await page.getByLabel('Amount in rupees').fill(rupees);
  await buyNowToSandbox(page);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/MarketPlace\/StatusCheck\?transactionId=/);
  await expect(page.getByText('Payment Successful')).toBeVisible();
}

const grams = (text: string | null) => Number(/([\d.]+) g/.exec(text ?? '')![1]);

test('a new saver sets a 0.200 g coin as the goal, saves until it is reached and has it made', async ({
  page,
}) => {
  // a long journey: three payments at the sandbox and a conversion
  test.setTimeout(240_000);
  const me = await signUpAndSignIn(page);

  // no goal yet: the card asks for one, with what a coin costs beyond its grams
  await page.goto('/user/dashboard');
  const card = page.getByTestId('goal-card');
  await expect(card.getByRole('heading', { name: 'Save towards a coin' })).toBeVisible();
  await expect(card.getByTestId('coin-cost')).toContainText('Free');
  await card.getByRole('button', { name: /Set .*0\.200 gram coin as my goal/ }).click();

  await expect(card.getByRole('heading', { name: 'Your gold goal' })).toBeVisible();
  await expect(card.getByTestId('goal-progress')).toHaveText('0.000 g of 0.200 g (0%)');
  await expect(card.getByTestId('goal-needed')).toHaveText('0.200 g still needed');
  await expect(card.getByTestId('goal-estimate')).toContainText('No plan running');
  await expect(card.getByRole('link', { name: 'Start a plan' })).toHaveAttribute(
    'href',
    '/MarketPlace',
  );
  // the full cost, from the server's rule, before the first rupee
  const cost = card.getByTestId('coin-cost');
  await expect(cost).toContainText('Gold from your savings0.200 g');
  await expect(cost).toContainText('Money₹0: nothing to pay');
  await expect(cost).toContainText('Making charge₹0: nothing to pay');
  await expect(cost).toContainText('Delivery to your addressFree');
  await expect(cost).toContainText('Delivery time10-15 days');
  await expect(cost).toContainText('Delivered once you hold 0.200 g');
  await expectAccessible(page);
  await page.screenshot({ path: shot('goal-card'), fullPage: true });

  // part of the way: grams and percent held, the rest needed (the two add up to 0.200 g)
  await quickBuy(page, '1000');
  await page.goto('/user/dashboard');
  await expect(card.getByTestId('goal-progress')).not.toHaveText(/^0\.000 g/);
  const held = grams(await card.getByTestId('goal-progress').textContent());
  const needed = grams(await card.getByTestId('goal-needed').textContent());
  expect(held).toBeGreaterThan(0);
  expect(Math.round((held + needed) * 1000)).toBe(200);
  await expect(card.getByTestId('goal-progress')).toHaveText(/\((\d|[1-9]\d)%\)$/);
  await page.screenshot({ path: shot('goal-card-progress'), fullPage: true });

  // the Gold Smith: the grams, the coin too far away disabled with its reason beside it
  await page.goto('/Store/goldsmelter');
  const coin500 = page.getByTestId('coin-card').filter({ hasText: '0.500 gram coin' });
  await expect(coin500.getByRole('button', { name: /Convert & Buy/ })).toBeDisabled();
  await expect(coin500).toContainText(/Needs 0\.\d{3} g more/);
  await expect(coin500.getByTestId('coin-cost-line')).toContainText(
    'no money, no making charge, free delivery to your address in 10-15 days',
  );
  await expect(page.getByTestId('coin-card').filter({ hasText: '0.200 gram coin' })).toContainText(
    'Your goal',
  );

  // reached: one mail and a card leading to the Gold Smith
  await quickBuy(page, '2000');
  await page.goto('/user/dashboard');
  await expect(card.getByTestId('goal-reached')).toContainText('Your 0.200 g coin can be made now');
  await expect(card.getByTestId('goal-progress')).toHaveText('0.200 g of 0.200 g (100%)');
  await expectAccessible(page);
  await page.screenshot({ path: shot('goal-card-reached'), fullPage: true });

  await page.goto('/dev/mailbox');
  const mails = page
    .getByRole('article')
    .filter({ hasText: me.email })
    .filter({ hasText: 'Your 0.200 g coin can be made now' });
  await expect(mails).toHaveCount(1);

  // the card's button: the Gold Smith with the coin selected and the address prefilled
  await page.goto('/user/dashboard');
  await card.getByRole('link', { name: 'Make my coin' }).click();
  await expect(page).toHaveURL(/\/Store\/goldsmelter\?coin=/);
  const confirm = page.getByTestId('order-confirm');
  await expect(confirm).toContainText('0.200 gram coin');
  await expect(confirm.getByTestId('confirm-address')).toHaveText(me.address);
  await expect(confirm.getByTestId('coin-cost')).toContainText('Money₹0: nothing to pay');
  await expectAccessible(page);
  await page.screenshot({ path: shot('gold-smith-goal'), fullPage: true });
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page.getByText('Purchase successful!')).toBeVisible();

  // after the coin: the goal asks for the next one
  await page.goto('/user/dashboard');
  await expect(card.getByRole('heading', { name: 'Save towards a coin' })).toBeVisible();
  await expect(card).toContainText('is being made');
  await expect(card.getByRole('link', { name: 'Track your coin' })).toBeVisible();
  await page.screenshot({ path: shot('goal-card-next'), fullPage: true });
});
