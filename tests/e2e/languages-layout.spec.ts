import type { Page } from '@playwright/test';
import { APP_ROUTES } from '../../src/shared/routes';
import { hasPage } from '../../src/web/app/pages';
import { expect, signUpAndSignIn, test, waitForFetched } from './fixtures';
import { signInOperator } from './operator';

/**
 * Telugu and Hindi words are longer (issue 30): on a phone (375 px) no page of the route table,
 * public or signed-in, scrolls sideways in either language. One signed-in member walks them all;
 * the operator walks the console's pages (English unless staff choose, so `?lang=` chooses here).
 */

/** What sticks out to the right of the screen: the page's width over the screen's, and who. */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const root = document.documentElement;
    const width = root.clientWidth;
    const culprits: string[] = [];
    if (root.scrollWidth > width) {
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.right <= width + 0.5) continue;
        // only the innermost: a parent is wide because of its child
        if (Array.from(el.children).some((c) => c.getBoundingClientRect().right > width + 0.5))
          continue;
        const name = `${el.tagName.toLowerCase()}.${String(el.className).split(' ').slice(0, 3).join('.')}`;
        culprits.push(
          `${name} "${(el.textContent ?? '').trim().slice(0, 40)}" right=${Math.round(box.right)}`,
        );
      }
    }
    return { overflow: root.scrollWidth - width, culprits: culprits.slice(0, 5) };
  });
}

const ROUTES = APP_ROUTES.filter((r) => !r.operator && hasPage(r.path));
const CONSOLE_ROUTES = APP_ROUTES.filter((r) => r.operator && hasPage(r.path));
/** the first-load loader's name (index.html's, until the app starts) */
const LOADING = { te: 'లోడ్ అవుతోంది', hi: 'लोड हो रहा है' };
/** a letter of the language's script (Telugu, Devanagari) */
const SCRIPT = { te: /[\u0C00-\u0C7F]/, hi: /[\u0900-\u097F]/ };

for (const locale of ['te', 'hi'] as const) {
  test(`every page in ${locale} fits a 375 px screen without sideways scrolling`, async ({
    page,
  }) => {
    // (every route of the table, one page each)
    test.setTimeout(240_000);
    await signUpAndSignIn(page);
    await page.goto(`/?lang=${locale}`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    // a page the server does not render starts with index.html's loader, named in the language
    const shell = await (await page.request.get('/no-such-page')).text();
    expect(shell).toMatch(new RegExp(`role="status"\\s+aria-label="${LOADING[locale]}"`));
    const found: string[] = [];
    for (const route of ROUTES) {
      await page.goto(route.path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      // the page's own content has come (its data too), not the loader
      await expect(page.locator('main'), route.path).toBeVisible();
      await waitForFetched(page);
      const { overflow, culprits } = await sidewaysOverflow(page);
      if (overflow > 0) found.push(`${route.path}: ${overflow}px wider (${culprits.join('; ')})`);
    }
    expect(found).toEqual([]);
  });
}

for (const locale of ['te', 'hi'] as const) {
  test(`every console page in ${locale} fits a 375 px screen without sideways scrolling`, async ({
    page,
  }) => {
    // (every console route of the table, one page each)
    test.setTimeout(180_000);
    await signInOperator(page);
    // the choice is this browser's cookie (the console's other tests keep theirs in English)
    await page.goto(`${CONSOLE_ROUTES[0]!.path}?lang=${locale}`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const found: string[] = [];
    for (const [i, route] of CONSOLE_ROUTES.entries()) {
      if (i > 0) await page.goto(route.path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      // the page's heading is in the language (the console's own words, not only the frame's)
      await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(SCRIPT[locale]);
      await waitForFetched(page);
      const { overflow, culprits } = await sidewaysOverflow(page);
      if (overflow > 0) found.push(`${route.path}: ${overflow}px wider (${culprits.join('; ')})`);
    }
    expect(found).toEqual([]);
  });
}
