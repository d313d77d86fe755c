import { expect, signUpAndSignIn, test } from './fixtures';

/** The public pages the server renders for a visitor (src/web/prerender.tsx). */
const RENDERED = [
  { path: '/', heading: 'Welcome to GoldSave' },
  { path: '/AndroidStore', heading: /GoldSave/ },
  { path: '/privacypolicy', heading: 'Privacy Policy' },
  { path: '/termsconditions', heading: 'Terms & Conditions' },
  { path: '/returnpolicy', heading: /Cancellation|Refund/ },
  { path: '/shippingdelivery', heading: /Shipping/ },
  { path: '/disclaimer', heading: 'Disclaimer' },
  { path: '/aboutus', heading: 'Gold saving, the honest way' },
];

test.describe('server-rendered public pages', () => {
  test('arrive as HTML with their content and no inline code the CSP would block', async ({
    request,
  }) => {
    for (const { path } of RENDERED) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['vary'], path).toMatch(/cookie/i);
      const html = await res.text();
      expect(html, path).toContain('<h1');
      expect(html, path).toContain('id="gs-boot"');
      // every script either loads a file or is inert JSON: the CSP allows no inline code
      const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? '');
      for (const attrs of scripts) expect(attrs, path).toMatch(/src="|type="application\/json"/);
    }
  });

  test('read without JavaScript: the home page, its FAQ answers and its links', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to GoldSave');
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
    await expect(page.getByRole('link', { name: 'Start Saving' })).toHaveAttribute('href', /\//);
    // FAQ answers are native disclosure widgets: they open without the app
    const question = page.getByText('What is digital gold?');
    const answer = page.locator('details', { has: question }).locator('p');
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await context.close();
  });

  test('read without JavaScript: the about page with its story and its links', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/aboutus');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gold saving, the honest way');
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
    await context.close();
  });

  test('are taken over by the app without a mismatch and then work as the app', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    for (const { path, heading } of RENDERED) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
    }
    // hydration mismatches and CSP refusals are reported as errors in the console
    expect(problems).toEqual([]);
    // the menu toggle works, so the page is the app's
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('complementary', { name: 'Menu' })).toBeVisible();
  });

  test('a signed-in member gets the app page, not the visitor rendering', async ({ page }) => {
    const account = await signUpAndSignIn(page);
    const res = await page.request.get('/');
    expect(await res.text()).not.toContain('id="gs-boot"');
    await page.goto('/');
    await expect(page.getByText(`Hi, ${account.firstName}!`)).toBeVisible();
  });
});
