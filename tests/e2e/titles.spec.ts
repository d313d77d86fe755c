import { APP_ROUTES } from '../../src/shared/routes';
import { hasPage } from '../../src/web/app/pages';
import { expect, signUpAndSignIn, test, waitForFetched } from './fixtures';

test('every page has a title of its own', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpAndSignIn(page);
  const titles = new Map<string, string>();
  const routes = APP_ROUTES.filter((r) => !r.operator && hasPage(r.path));
  for (const route of [...routes.map((r) => r.path), '/no-such-page']) {
    await page.goto(route);
    // (the server writes it; the app, when the route moves on: a signed-in member sent home)
    await expect(page).toHaveTitle(/^(?!GoldSave · 24K).+ · GoldSave$/);
    // (a signed-in member asking for sign-in lands on home: keyed by where the page ended up)
    titles.set(new URL(page.url()).pathname, await page.title());
  }
  const seen = new Map<string, string>();
  for (const [route, title] of titles) {
    expect(
      seen.get(title),
      `${route} has the title of ${seen.get(title)}: ${title}`,
    ).toBeUndefined();
    seen.set(title, route);
  }
  expect(titles.get('/no-such-page')).toBe('ERROR 404: page not found · GoldSave');
});

test("the first screen does without the titles' code: the server wrote its title", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/page-titles-[\w-]+\.js$/.test(r.url())) asked.push(r.url());
  });
  await page.goto('/aboutus');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await waitForFetched(page);
  await expect(page).toHaveTitle('About us · GoldSave');
  expect(asked).toEqual([]);
  // another page, reached in the app, gets its own
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveTitle('Contact us · GoldSave');
  expect(asked).toHaveLength(1);
});
