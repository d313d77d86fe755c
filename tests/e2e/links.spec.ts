import type { Page } from '@playwright/test';
import { APP_ROUTES, findAppRoute } from '../../src/shared/routes';
import { expect, signUpAndSignIn, test } from './fixtures';

// The route table walked in a browser: every link the app shows leads to a page of the table
// that exists (a route whose page is not built yet is shown as 'Coming soon', never linked), and
// every sign-in-required route sends a visitor to sign-in, built or not.

/** The same-site links of the page as it is now: path, query and fragment. */
async function linksOf(page: Page): Promise<string[]> {
  // the lazy page has drawn (the loader is gone) before its links are read
  await expect(page.locator('main')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  return page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
}

/** Links to the app's own pages (the PDF download and the sandbox are server routes). */
const isPageLink = (href: string) => !/^\/(api|sandbox|dev)(\/|$)/.test(href);

async function collectLinks(page: Page, routes: string[]) {
  const found = new Map<string, string>();
  for (const path of routes) {
    await page.goto(path);
    for (const href of await linksOf(page)) {
      if (isPageLink(href) && !found.has(href)) found.set(href, path);
    }
  }
  return found;
}

async function expectEveryLinkResolves(page: Page, links: Map<string, string>) {
  expect(links.size).toBeGreaterThan(10);
  for (const [href, from] of links) {
    expect(findAppRoute(href), `${href} (linked from ${from}) is in the route table`).toBeDefined();
  }
  // and each distinct route has a page: no link opens the 404 page
  const routes = new Map([...links.keys()].map((href) => [findAppRoute(href)!.path, href]));
  for (const [, href] of routes) {
    await page.goto(href);
    await expect(page.locator('main'), `${href} has a page`).not.toContainText('ERROR 404');
  }
}

test.describe('links', () => {
  test("a member's every link leads to a page", async ({ page }) => {
    await signUpAndSignIn(page);
    const pages = APP_ROUTES.filter((r) => !['/reset-password', '/verify-email'].includes(r.path));
    const links = await collectLinks(
      page,
      pages.map((r) => r.path),
    );
    await expectEveryLinkResolves(page, links);
  });

  test("a visitor's every link on the public pages leads to a page", async ({ page }) => {
    const links = await collectLinks(
      page,
      APP_ROUTES.filter((r) => !r.auth).map((r) => r.path),
    );
    await expectEveryLinkResolves(page, links);
  });

  test('every sign-in-required route sends a visitor to sign-in and back', async ({ page }) => {
    for (const route of APP_ROUTES.filter((r) => r.auth)) {
      await page.goto(route.path);
      await expect(page, route.path).toHaveURL(`/signin?next=${encodeURIComponent(route.path)}`);
    }
  });
});
