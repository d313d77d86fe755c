import { paths } from '../../src/shared/routes';
import { goldE8ToDecimal } from '../../src/shared/money/units';
import { expect, expectAccessible, quickBuyThroughApi, signUpAndSignIn, test } from './fixtures';
import { signInOperator } from './operator';

test.describe("the console's customers", () => {
  test('an operator finds a customer by email, sees their balances, suspends them with a reason, reactivates them and signs them out of every browser', async ({
    page,
    browser,
  }) => {
    // a customer who saved a little gold
    const customerContext = await browser.newContext();
    const shopper = await customerContext.newPage();
    const customer = await signUpAndSignIn(shopper);
    // (bought over HTTP: buying through the pages is digital-gold.spec.ts's)
    await quickBuyThroughApi(shopper, 100, 'pay');
    const { goldE8 } = (await (await shopper.request.get('/api/wallet/balance')).json()) as {
      goldE8: number;
    };
    // (3 decimals to the saver; the console shows the 8 the ledger holds)
    const grams = goldE8ToDecimal(goldE8).slice(0, -5);

    // the operator finds them by part of their email
    await signInOperator(page);
    await page.goto(paths.adminToday.href());
    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Customers' })
      .click();
    await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
    await page.getByLabel('Name, email or phone').fill(customer.email.toUpperCase().slice(0, -4));
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/admin\/customers\?q=/);
    await expect(page.getByText('1 account', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: new RegExp(customer.email) }).click();

    // their profile and the balances the ledger holds
    await expect(page).toHaveURL(/\/admin\/customers\?userId=usr_/);
    await expect(page.getByRole('heading', { name: 'Asha Reddy' })).toBeVisible();
    const balances = page.getByRole('region', { name: 'Balances' });
    await expect(balances).toContainText(new RegExp(`${grams}\\d{5} g`));
    await expect(balances).toContainText('₹100.00');
    const orders = page.getByRole('region', { name: 'Orders' });
    await expect(orders).toContainText('Digital gold');
    await expect(orders).toContainText('Success');
    await expect(page.getByRole('region', { name: 'Ledger statement' })).toContainText(
      new RegExp(`\\+${grams}\\d{5} g`),
    );
    await expect(page.getByRole('region', { name: 'Signed-in browsers' })).not.toContainText(
      'Not signed in anywhere.',
    );
    await expectAccessible(page);

    // suspended with a reason: signed out at once, and the sign-in form refuses them
    const suspension = page.getByRole('form', { name: /^(Suspend|Reactivate) this account$/ });
    await suspension.getByRole('button', { name: 'Suspend' }).click();
    await expect(suspension.getByText('Please give a reason')).toBeVisible();
    await suspension.getByLabel('Reason (kept in the audit log)').fill('chargeback under review');
    await suspension.getByRole('button', { name: 'Suspend' }).click();
    await expect(page.getByRole('status')).toHaveText('The account is suspended.');
    await expect(page.getByText('Suspended', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Signed-in browsers' })).toContainText(
      'Not signed in anywhere.',
    );
    // their gold stays theirs
    await expect(balances).toContainText(new RegExp(`${grams}\\d{5} g`));

    await shopper.goto(paths.signIn.href());
    await shopper.getByLabel('Email or phone number').fill(customer.email);
    await shopper.getByLabel('Password', { exact: true }).fill(customer.password);
    await shopper.getByRole('button', { name: 'Sign in' }).click();
    await expect(shopper.getByText(/This account is suspended/)).toBeVisible();
    await expect(shopper).toHaveURL(/\/signin/);

    // reactivated: they can sign in again
    await suspension.getByLabel('Reason (kept in the audit log)').fill('bank cleared the payment');
    await suspension.getByRole('button', { name: 'Reactivate' }).click();
    await expect(page.getByRole('status')).toHaveText('The account is active again.');
    await expect(suspension.getByRole('button', { name: 'Suspend' })).toBeVisible();
    await shopper.getByRole('button', { name: 'Sign in' }).click();
    await expect(shopper).not.toHaveURL(/\/signin/);

    // a lost phone: signed out of every browser, nothing else changes
    await page.reload();
    const browsers = page.getByRole('region', { name: 'Signed-in browsers' });
    await expect(browsers).not.toContainText('Not signed in anywhere.');
    await browsers.getByLabel('Reason (kept in the audit log)').fill('phone lost, customer called');
    await browsers.getByRole('button', { name: 'Sign out of every browser' }).click();
    await expect(browsers.getByRole('status')).toHaveText('Signed out of 1 browser.');
    await expect(browsers).toContainText('Not signed in anywhere.');
    await expect(suspension.getByRole('button', { name: 'Suspend' })).toBeVisible();
    await shopper.goto(paths.quickBuy.href());
    await expect(shopper).toHaveURL(/\/signin/);

    // both actions are in the customer's audit log, with their reasons
    await page.getByRole('link', { name: "This customer's audit log" }).click();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'chargeback under review' }).first(),
    ).toContainText('customer.suspend');
    await expect(
      page.getByRole('listitem').filter({ hasText: 'bank cleared the payment' }).first(),
    ).toContainText('customer.reactivate');
    await expect(
      page.getByRole('listitem').filter({ hasText: 'phone lost, customer called' }).first(),
    ).toContainText('customer.sessions.end');
    await customerContext.close();
  });
});
