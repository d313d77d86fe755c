import type { Page, Request } from '@playwright/test';
import { hasPage } from '../../src/web/app/pages';
import { adminMessages } from '../../src/web/features/admin/messages';
import { ordersMessages } from '../../src/web/features/admin/orders-messages';
import { CONSOLE_SECTIONS } from '../../src/web/features/admin/sections';
import { BOTH_WIDTHS, expect, signUpAndSignIn, test } from './fixtures';
import { signInOperator } from './operator';

/** The console's sections whose pages are built (the others show as 'Coming soon'). */
const builtSections = CONSOLE_SECTIONS.filter((s) => hasPage(s.href));

/** Something for each section to show: a direct-payment order with its UTR, a quick buy. */
async function someOrdersAndPayments(page: Page) {
  await signUpAndSignIn(page);
  const products = (await (await page.request.get('/api/catalogue/products?pageSize=50')).json())
    .items as { id: string; title: string; catalogue: string }[];
  const nugget = products.find((p) => /nugget/i.test(`${p.catalogue} ${p.title}`))!;
  const quote = await page.request.post('/api/store/quotes', {
    data: { productId: nugget.id, quantity: 1, mode: 'pickup' },
  });
  expect(quote.status(), await quote.text()).toBe(201);
  const utr = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-12).padStart(12, '6');
  const direct = await page.request.post('/api/store/direct-orders', {
    data: { quoteId: (await quote.json()).id, utr, idempotencyKey: `phone-${utr}` },
  });
  expect(direct.status(), await direct.text()).toBe(201);
  const buy = await page.request.post('/api/digital-gold/orders', {
    data: { amountPaise: 50_000, idempotencyKey: `phone-buy-${utr}` },
  });
  expect(buy.status(), await buy.text()).toBe(201);
}

/** How far the page scrolls sideways, and the controls of the page's content under 44 px. */
async function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const small: string[] = [];
    const content = document.getElementById('main')!;
    for (const el of content.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary',
    )) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.height < 44 || box.width < 44)
        small.push(
          `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || el.getAttribute('name') || '').trim().slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
    }
    const root = document.documentElement;
    return { sideways: root.scrollWidth - root.clientWidth, small };
  });
}

test.describe('the operator console on a phone', () => {
  test(
    'no console page scrolls sideways, and every control is at least 44 px',
    { tag: BOTH_WIDTHS },
    async ({ page, browser }, info) => {
      const customer = await browser.newContext();
      await someOrdersAndPayments(await customer.newPage());
      await customer.close();

      await signInOperator(page);
      const visit = async (what: string) => {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText('Loading…')).toHaveCount(0);
        const { sideways, small } = await layoutProblems(page);
        expect(sideways, `${what} scrolls sideways`).toBe(0);
        // a phone's finger (the 1280 px desktop is checked for sideways scrolling only)
        if (info.project.name === 'mobile') expect(small, `${what}: small controls`).toEqual([]);
      };
      for (const section of builtSections) {
        await page.goto(section.href);
        await visit(section.href);
      }
      // the pages behind a list: a payment with its gateway exchanges, an order's audit trail
      await page.goto(builtSections.find((s) => s.route === 'adminPayments')!.href);
      await page.getByRole('link', { name: /^MTID/ }).first().click();
      await expect(page.getByRole('heading', { name: 'Gateway exchanges' })).toBeVisible();
      await visit('a payment');
      await page.goto(builtSections.find((s) => s.route === 'adminOrders')!.href);
      // an order's own link (the section list has an 'Audit log' too, there before the orders load)
      await page.locator('#main a[href*="targetId="]').last().click();
      await expect(page.getByRole('link', { name: 'Show all' })).toBeVisible();
      await visit("an order's audit log");
    },
  );

  test(
    'order cards break no phone number or email across lines',
    { tag: BOTH_WIDTHS },
    async ({ page, browser }) => {
      const customer = await browser.newContext();
      await someOrdersAndPayments(await customer.newPage());
      await customer.close();
      await signInOperator(page);
      await page.goto(builtSections.find((s) => s.route === 'adminOrders')!.href);
      await expect(page.getByTestId('console-order').first()).toBeVisible();
      const broken = await page.evaluate(() =>
        [...document.querySelectorAll('[data-testid=buyer-email], [data-testid=buyer-phone]')]
          .filter((el) => {
            const range = document.createRange();
            range.selectNodeContents(el);
            // the lines it is drawn on (an email's text is in two parts, with a break allowed
            // before its '@' when it cannot fit one line)
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            return lines.size > 1;
          })
          .map((el) => el.textContent),
      );
      expect(broken).toEqual([]);
      expect(await page.getByTestId('buyer-phone').count()).toBeGreaterThan(0);
      await page
        .getByTestId('console-order')
        .first()
        .screenshot({ path: `.tmp/shots/e2e-console-order-${test.info().project.name}.png` });
    },
  );

  test("the console is not in a customer's JavaScript: a customer's browser never fetches it", async ({
    page,
    browser,
  }) => {
    // text only the console's code holds
    const consoleText = [adminMessages.en.sectionsLabel, ordersMessages.en.verify];
    /** The scripts a browser fetches loading these pages, with their text. */
    const scriptsOf = async (p: Page, urls: string[]) => {
      const scripts = new Set<string>();
      const onRequest = (r: Request) => {
        if (r.resourceType() === 'script') scripts.add(r.url());
      };
      p.on('request', onRequest);
      for (const url of urls) {
        await p.goto(url);
        await p.waitForLoadState('networkidle');
      }
      p.off('request', onRequest);
      return Promise.all(
        [...scripts].map(async (url) => ({ url, text: await (await p.request.get(url)).text() })),
      );
    };
    const holdingConsole = (scripts: { url: string; text: string }[]) =>
      scripts.filter((s) => consoleText.some((t) => s.text.includes(t))).map((s) => s.url);

    await signUpAndSignIn(page);
    const customerScripts = await scriptsOf(page, ['/', '/user/dashboard', '/Store/GoldNuggets']);
    expect(customerScripts.length).toBeGreaterThan(0);
    expect(holdingConsole(customerScripts)).toEqual([]);

    // the same check finds the console where it is: in what an operator's browser fetches
    const ops = await browser.newContext();
    const op = await ops.newPage();
    await signInOperator(op);
    const operatorScripts = await scriptsOf(op, [
      builtSections.find((s) => s.route === 'adminOrders')!.href,
    ]);
    await expect(op.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    expect(holdingConsole(operatorScripts).length).toBeGreaterThan(0);
    await ops.close();
  });
});
