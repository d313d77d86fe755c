import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

/**
 * The PhonePe sandbox as a user meets it: the test merchant starts a payment through the app's
 * real adapter, the pay page offers Pay, Decline and Leave pending, and the browser comes back
 * through the app's return URL to the page that shows what the app recorded.
 */
async function openPayPage(page: Page, rupees: string) {
  await page.goto('/sandbox');
  await page.getByLabel('Amount in rupees').fill(rupees);
  await page.getByRole('button', { name: 'Start test payment' }).click();
  await expect(page).toHaveURL(/\/sandbox\/phonepe\/transact\/pg\?token=/);
  const orderId = (await page.getByText(/^MTID\d{13}[A-Z2-9]{8}$/).textContent())!;
  return orderId;
}

test.describe('sandbox pay page', () => {
  test('shows merchant, amount and order; Pay succeeds and returns to the merchant', async ({
    page,
  }) => {
    const orderId = await openPayPage(page, '12345.6');
    await expect(page.getByRole('heading', { name: 'GoldSave', level: 1 })).toBeVisible();
    await expect(page.getByText('₹12,345.60')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Decline' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Leave pending' })).toBeVisible();
    await expectAccessible(page);
    const payPageUrl = page.url();

    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(`/sandbox/merchant/result?transactionId=${orderId}`);
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(page.getByText('₹12,345.60')).toBeVisible();
    await expect(page.getByText(orderId)).toBeVisible();
    await expectAccessible(page);

    // opened again, the pay page says it is over
    await page.goto(payPageUrl);
    await expect(
      page.getByRole('heading', { name: 'This payment is already complete' }),
    ).toBeVisible();
  });

  test('Decline fails the payment', async ({ page }) => {
    const orderId = await openPayPage(page, '500');
    await expect(page.getByText('₹500.00')).toBeVisible();
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(`/sandbox/merchant/result?transactionId=${orderId}`);
    await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  });

  test('Leave pending returns with the payment still pending', async ({ page }) => {
    await openPayPage(page, '10');
    await page.getByRole('button', { name: 'Leave pending' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Pending' })).toBeVisible();
  });

  test('refuses an amount below ₹1 with a message on the field', async ({ page }) => {
    await page.goto('/sandbox');
    await page.getByLabel('Amount in rupees').fill('0.50');
    await page.getByRole('button', { name: 'Start test payment' }).click();
    await expect(page.getByLabel('Amount in rupees')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter an amount of at least ₹1.00, in rupees')).toBeVisible();
  });
});

test.describe('sandbox UPI app', () => {
  test('approves an Autopay mandate, which then shows as active', async ({ page }) => {
    const vpa = `asha.${Date.now()}${Math.floor(Math.random() * 1e4)}@ybl`;
    const res = await page.request.post('/sandbox/phonepe/_control', {
      data: { action: 'demo-mandate', vpa, amountPaise: 50000 },
    });
    expect(res.status(), await res.text()).toBe(200);
    const { upiAppUrl } = (await res.json()) as { upiAppUrl: string };
    await page.goto(upiAppUrl);
    await expect(page.getByRole('heading', { name: `Requests for ${vpa}` })).toBeVisible();
    const request = page.getByRole('article', { name: 'Gold savings plan' });
    await expect(request.getByText('₹500.00 · Monthly')).toBeVisible();
    await expectAccessible(page);
    await request.getByRole('button', { name: 'Approve' }).click();
    const mandates = page.getByRole('region', { name: 'Your Autopay mandates' });
    await expect(mandates.getByText('Status: ACTIVE')).toBeVisible();
    await expect(mandates.getByRole('button', { name: 'Pause' })).toBeVisible();
  });
});
