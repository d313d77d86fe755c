import type { Page } from '@playwright/test';
import { APP_ROUTES, findAppRoute } from '../../src/shared/routes';
import { expect, signUpAndSignIn, test, waitForFetched } from './fixtures';

// The route table walked in a browser: every link the app shows leads to a page of the table
// that exists (a route whose page is not built yet is shown as 'Coming soon', never linked), and
// every sign-in-required route sends a visitor to sign-in, built or not.

/**
 * The widths the app is laid out for (the projects of playwright.config.ts). Its pages differ
 * between them by CSS only (no page renders by width or touch in src/web), so the DOM holds the
 * links of both layouts; they are read at both widths all the same, in the one browser run.
 */
const WIDTHS = [375, 1280];

/** The same-site links of the page as it is now, at both widths: path, query and fragment. */
async function linksOf(page: Page): Promise<string[]> {
  // the lazy page has drawn (the loader is gone) before its links are read
  await expect(page.locator('main')).not.toBeEmpty();
  await waitForFetched(page);
  const size = page.viewportSize()!;
  const hrefs = new Set<string>();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: size.height });
    // a frame drawn at this width
    await page.evaluate(
      () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
    );
    const shown = await page
      .locator('a[href^="/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    for (const href of shown) hrefs.add(href);
  }
  await page.setViewportSize(size);
  return [...hrefs];
}

/**
 * Links to the app's own pages (the PDF download and the sandbox are server routes). The language
 * switch's links (`?lang=`) lead to the page they are on, in another language (languages.spec.ts):
 * opening one would also change the language of every page the walk opens after it.
 */
const isPageLink = (href: string) =>
  !/^\/(api|sandbox|dev)(\/|$)/.test(href) && !/[?&]lang=/.test(href);

/**
 * Opens each route and gathers the links it shows (each with the first page it was found on),
 * and what each opened page's main region said, so a link to a page already opened need not
 * open it again.
 */
async function collectLinks(page: Page, routes: string[]) {
  const found = new Map<string, string>();
  const opened = new Map<string, string>();
  for (const path of routes) {
    await page.goto(path);
    for (const href of await linksOf(page)) {
      if (isPageLink(href) && !found.has(href)) found.set(href, path);
    }
    opened.set(path, (await page.locator('main').textContent()) ?? '');
  }
  return { links: found, opened };
}

async function expectEveryLinkResolves(
  page: Page,
  { links, opened }: Awaited<ReturnType<typeof collectLinks>>,
) {
  expect(links.size).toBeGreaterThan(10);
  for (const [href, from] of links) {
    expect(findAppRoute(href), `${href} (linked from ${from}) is in the route table`).toBeDefined();
  }
  // and each distinct route has a page: no link opens the 404 page (a link to a page the walk
  // opened already is judged by what that page showed)
  const routes = new Map<string, string>();
  for (const href of links.keys()) {
    const route = findAppRoute(href)!.path;
    if (!routes.has(route) || opened.has(href)) routes.set(route, href);
  }
  for (const [, href] of routes) {
    const shown = opened.get(href);
    if (shown !== undefined) {
      expect(shown, `${href} has a page`).not.toContain('ERROR 404');
      continue;
    }
    await page.goto(href);
    await expect(page.locator('main'), `${href} has a page`).not.toContainText('ERROR 404');
  }
}

test.describe('links', () => {
  test("a member's every link leads to a page", async ({ page }) => {
    // a walk through every route of the table and then every page it links to
    test.slow();
    await signUpAndSignIn(page);
    const pages = APP_ROUTES.filter((r) => !['/reset-password', '/verify-email'].includes(r.path));
    const walk = await collectLinks(
      page,
      pages.map((r) => r.path),
    );
    await expectEveryLinkResolves(page, walk);
  });

  test("a visitor's every link on the public pages leads to a page", async ({ page }) => {
    const walk = await collectLinks(
      page,
      APP_ROUTES.filter((r) => !r.auth).map((r) => r.path),
    );
    await expectEveryLinkResolves(page, walk);
  });

  test('every sign-in-required route sends a visitor to sign-in and back', async ({ page }) => {
    for (const route of APP_ROUTES.filter((r) => r.auth)) {
      await page.goto(route.path);
      await expect(page, route.path).toHaveURL(`/signin?next=${encodeURIComponent(route.path)}`);
    }
  });
});
