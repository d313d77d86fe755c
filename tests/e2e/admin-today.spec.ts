import { expect, expectAccessible, test } from './fixtures';
import { signInOperator } from './operator';

test.describe('the console: Today and Plans', () => {
  test('the operator sees Today with its counters and follows "to ship" to the paid orders', async ({
    page,
  }) => {
    await signInOperator(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();

    // every counter is a link to its list
    const toShip = page.getByTestId('today-to-ship');
    await expect(toShip).toContainText('Orders to ship');
    await expect(toShip.getByRole('link')).toHaveAttribute('href', '/admin/orders?state=PAID');
    await expect(page.getByTestId('today-utr').getByRole('link')).toHaveAttribute(
      'href',
      '/admin/orders?state=PAYMENT_SUBMITTED',
    );
    await expect(page.getByTestId('today-failed-debits').getByRole('link')).toHaveAttribute(
      'href',
      '/admin/plans?state=HALTED',
    );
    await expect(page.getByTestId('today-sales')).toContainText('Sales today');
    await expect(page.getByTestId('today-gold-held')).toContainText(/\d\.\d{8} g/);
    await expectAccessible(page);

    // the operator checks the ledger now: it adds up
    const recon = page.getByTestId('reconciliation');
    await recon.getByRole('button', { name: 'Run now' }).click();
    await expect(recon).toContainText(/Reconciled .*every balance equals its postings/);
    await expect(recon).toContainText('ops@goldsave.in');

    await toShip.getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/orders\?state=PAID$/);
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    await expect(page.getByLabel('State')).toHaveValue('PAID');
    for (const badge of await page.getByTestId('console-order').all())
      await expect(badge).toContainText('Paid');
  });

  test('Plans lists plans by state and the debits that took no money', async ({ page }) => {
    await signInOperator(page);
    await page.goto('/admin/plans?state=HALTED');
    await expect(page.getByRole('heading', { name: 'Plans', level: 1 })).toBeVisible();
    const filter = page.getByRole('navigation', { name: 'Plans by state' });
    await expect(filter.getByRole('link', { name: /Halted: failed debits/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByText(/^\d+ plans$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Debits that took no money' })).toBeVisible();
    await page.getByRole('button', { name: 'Failed' }).click();
    await expect(page.getByRole('button', { name: 'Failed' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText(/^\d+ debits$/)).toBeVisible();
    await expectAccessible(page);
  });
});
