import { readFileSync } from 'node:fs';
import { verifyProof } from '../../src/shared/rules/merkle-sum';
import { expect, expectAccessible, quickBuyThroughApi, signUpAndSignIn, test } from './fixtures';
import { signInOperator } from './operator';

// decisions.md: Reserve. The public proof of reserve, its saver's check and the console section.

test('/reserve without JavaScript shows the figures, the register and the proof’s root', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
  const page = await context.newPage();
  await page.goto('/reserve');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Is my gold really there?' }),
  ).toBeVisible();
  // the demo register's sandbox bar covers the demo: a coverage ratio in large type, with its
  // time (the first count runs just after the server starts; a kept page is drawn again within
  // seconds)
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('reserve-coverage')).toContainText(
      /\d+(\.\d\d)?%|Nothing is owed yet/,
      { timeout: 500 },
    );
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('reserve-coverage')).toContainText('Counted on');
  const figures = page.getByTestId('reserve-figures');
  await expect(figures).toContainText('Gold we owe');
  await expect(figures).toContainText('Fine gold set aside (register)');
  await expect(figures).toContainText('999.900 g');
  // serials partly masked; the demo's bar says it is no real gold
  await expect(page.getByText('••••••••••••0001')).toBeVisible();
  await expect(page.getByText('SANDBOX-BAR-0001')).toHaveCount(0);
  await expect(page.getByText('Demo only: not real gold')).toBeVisible();
  await expect(page.getByTestId('reserve-root')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(
    page.getByText('Digital gold is not a security and not a deposit', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Coverage over the last 90 days' })).toBeVisible();
  // a visitor is asked to sign in to check their own gold
  await expect(
    page.getByRole('link', { name: 'Sign in to check that your gold is counted' }),
  ).toHaveAttribute('href', '/signin?next=%2Freserve');
  await context.close();
});

test('/reserve passes axe and is linked from the footer and About', async ({ page }) => {
  await page.goto('/aboutus');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Proof of reserve' }).click();
  await expect(page).toHaveURL(/\/reserve$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Is my gold really there?' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.goto('/aboutus');
  await expect(page.getByRole('link', { name: 'See the proof of reserve' })).toHaveAttribute(
    'href',
    '/reserve',
  );
});

test('a saver checks that their gold is counted, in the browser, and downloads the proof', async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpAndSignIn(page);
  // buy Rs 250 of gold through the sandbox (over HTTP: buying through the pages is
  // digital-gold.spec.ts's)
  await page.goto('/MarketPlace/gold-buying');
  await expect(page.getByRole('link', { name: 'See the proof of reserve' })).toBeVisible();
  await quickBuyThroughApi(page, 250, 'pay');
  const goldE8 = (await (await page.request.get('/api/wallet/balance')).json()).goldE8 as number;
  expect(goldE8).toBeGreaterThan(0);

  // the operator counts again now (the daily count ran before this purchase)
  const ops = await browser.newContext({ baseURL: baseURL! });
  const opsPage = await ops.newPage();
  await signInOperator(opsPage);
  await opsPage.goto('/admin/reserve');
  await expect(opsPage.getByRole('heading', { level: 1, name: 'Reserve' })).toBeVisible();
  await expect(opsPage.getByText('SANDBOX-BAR-0001')).toBeVisible();
  const before = await opsPage.getByTestId('reserve-latest').textContent();
  await opsPage.getByRole('button', { name: 'Take a snapshot now' }).click();
  await expect(opsPage.getByTestId('reserve-latest')).not.toHaveText(before ?? '');
  await ops.close();

  await page.goto('/reserve');
  await page.getByRole('button', { name: 'Check that my gold is counted' }).click();
  const ok = page.getByTestId('inclusion-ok');
  await expect(ok).toContainText('Counted.');
  const root = await page.getByTestId('reserve-root').textContent();
  await expect(ok).toContainText(root!);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my proof (JSON)' }).click();
  const file = await (await download).path();
  const proof = JSON.parse(readFileSync(file, 'utf8'));
  const check = await verifyProof(proof);
  expect(check).toMatchObject({ ok: true, rootHash: root });
  // the snapshot counted every purchase of the saver at the time (a parallel test may buy too)
  expect(check.ok && check.goldE8).toBe(goldE8);
});
