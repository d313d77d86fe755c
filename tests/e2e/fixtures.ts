import { AxeBuilder } from '@axe-core/playwright';
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { hasPage } from '../../src/web/app/pages';
import { istDateOf } from '../../src/shared/rules/autopay';

/** Fails on any serious or critical accessibility violation of the current page. */
export async function expectAccessible(page: Page) {
  // only the violations are gathered in full (axe then skips the details of every rule passed)
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** The requests of each page of the fixture: how many are in flight, and how many began. */
const traffic = new WeakMap<Page, { inFlight: number; started: number }>();

/**
 * Waits until the page has fetched all it asked for: no request in flight, then the page's main
 * thread idle (the JavaScript that came has run, and what it asks for has started), and still no
 * request in flight nor a new one begun. The page's data has come as with
 * `waitForLoadState('networkidle')`, without its fixed 500 ms of quiet after the last request.
 */
export async function waitForFetched(page: Page) {
  const t = traffic.get(page);
  if (!t) throw new Error('waitForFetched needs the fixtures page');
  for (;;) {
    await expect.poll(() => t.inFlight, { intervals: [20] }).toBe(0);
    const started = t.started;
    await page.evaluate(
      () =>
        new Promise((idle) =>
          requestAnimationFrame(() => requestIdleCallback(idle, { timeout: 2_000 })),
        ),
    );
    if (t.inFlight === 0 && t.started === started) return;
  }
}

/**
 * `page.goto` also waits, on a page the server rendered (it carries #gs-boot), until the app has
 * taken the page over: before that its buttons are plain HTML and a click would do nothing.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const t = { inFlight: 0, started: 0 };
    traffic.set(page, t);
    page.on('request', () => {
      t.inFlight++;
      t.started++;
    });
    const done = () => {
      t.inFlight--;
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForFunction(
        () =>
          !document.getElementById('gs-boot') || document.documentElement.dataset.app === 'ready',
      );
      return response;
    };
    await provide(page);
  },
});
export { expect };

let seq = 0;

/**
 * Creates a fresh customer through the API and signs the page's browser context in (the session
 * cookie lands in the context). Returns the account's details.
 */
export async function signUpAndSignIn(page: Page, overrides: Partial<Record<string, string>> = {}) {
  seq++;
  const stamp = `${Date.now()}${seq}${Math.floor(Math.random() * 1e4)}`;
  const account = {
    firstName: 'Asha',
    lastName: 'Reddy',
    email: `asha.${stamp}@example.in`,
    phone: `9${stamp.slice(-9).padStart(9, '0')}`,
    password: 'Gold@2024',
    address: '12-2-345, Road No. 3, Banjara Hills, Hyderabad 500034',
    ...overrides,
  };
  const up = await page.request.post('/api/auth/signup', { data: account });
  expect(up.status(), await up.text()).toBe(202);
  const inRes = await page.request.post('/api/auth/signin', {
    data: { login: account.email, password: account.password },
  });
  expect(inRes.status(), await inRes.text()).toBe(200);
  return account;
}

/**
 * A control that leads to `href`: a link to it when its route has a page (src/web/app/pages.ts),
 * otherwise a disabled control marked 'Coming soon' (never a link to a 404).
 */
export async function expectPageLink(control: Locator, href: string) {
  if (hasPage(href)) {
    await expect(control).toHaveAttribute('href', href);
  } else {
    await expect(control).not.toHaveAttribute('href');
    await expect(control).toHaveAttribute('aria-disabled', 'true');
    await expect(control).toContainText('Coming soon');
  }
}

/**
 * Holds back the page's script files that match `file` (a part's code: src/web/lib/island.tsx)
 * until `release()` lets them through; `wasAsked` settles when the page first asks for one.
 */
export async function holdScript(page: Page, file: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const wasAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(file, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { wasAsked, release };
}

/**
 * Presses quick buy's Buy Now and arrives at the sandbox pay page. The live price ticks in these
 * tests: when it moved between the form's estimate and the order, the page shows the new grams
 * and asks to continue (digital-gold.spec checks that notice itself); this continues.
 */
export async function buyNowToSandbox(page: Page) {
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const continueToPay = page
    .getByRole('alert')
    .filter({ hasText: 'The gold price moved' })
    .getByRole('button', { name: 'Continue to pay' });
  await expect
    .poll(async () => page.url().includes('/sandbox/phonepe/') || continueToPay.isVisible())
    .toBe(true);
  if (!page.url().includes('/sandbox/phonepe/')) await continueToPay.click();
  await expect(page).toHaveURL(/\/sandbox\/phonepe\//);
}

let buys = 0;

/**
 * A quick buy of `rupees` as the page's signed-in user, through the API and the sandbox's pay page
 * over HTTP (what the browser does, without drawing the pages): the order, the pay page, Pay or
 * Decline, and the return that settles the payment. For journeys whose subject is not buying
 * (digital-gold.spec.ts buys through the pages). Returns the order's transaction id.
 */
export async function quickBuyThroughApi(page: Page, rupees: number, choice: 'pay' | 'decline') {
  buys++;
  const order = await page.request.post('/api/digital-gold/orders', {
    data: {
      amountPaise: rupees * 100,
      idempotencyKey: `e2e-${Date.now()}-${buys}-${Math.floor(Math.random() * 1e6)}`,
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { merchantTransactionId, payPageUrl } = (await order.json()) as {
    merchantTransactionId: string;
    payPageUrl: string;
  };
  const payPage = await page.request.get(payPageUrl);
  expect(payPage.status()).toBe(200);
  const chosen = await page.request.post('/sandbox/phonepe/transact/pg', {
    form: { token: new URL(payPageUrl).searchParams.get('token')!, choice },
    maxRedirects: 0,
  });
  expect(chosen.status(), await chosen.text()).toBe(303);
  // the browser's return to the app settles the payment and lands on the status page
  const back = await page.request.get(chosen.headers().location!, { maxRedirects: 0 });
  expect(back.status()).toBe(303);
  expect(back.headers().location).toBe(
    `/MarketPlace/StatusCheck?transactionId=${merchantTransactionId}`,
  );
  const status = await page.request.get(`/api/orders/${merchantTransactionId}/status`);
  expect(status.status()).toBe(200);
  expect(((await status.json()) as { status: string }).status).toBe(
    choice === 'pay' ? 'SUCCESS' : 'FAILED',
  );
  return merchantTransactionId;
}

/**
 * Steps 1 and 2 of a new daily plan of ₹50 with the UPI ID `upi`, from the MarketPlace to the
 * mandate's step (how it is approved is each journey's own). Call it inside the 'sandbox-clock'
 * turn (operator.ts exclusively): the plan's dates follow the sandbox's clock.
 */
export async function startDailyPlan(page: Page, upi: string) {
  await page.goto('/MarketPlace');
  await page
    .getByRole('article')
    .filter({ hasText: 'Daily Save' })
    .first()
    .getByRole('link', { name: /Save Now/ })
    .click();
  await page.getByRole('button', { name: '₹50', exact: true }).click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByRole('link', { name: 'Continue: verify your UPI ID' }).click();
  await page.getByLabel('UPI ID').fill(upi);
  await page.getByRole('button', { name: 'Verify UPI ID' }).click();
  await page.getByRole('link', { name: 'Continue: approve the mandate' }).click();
}

/** The Indian calendar date `days` after today by the server's clock (a plan journey may move it). */
export async function istDateByServerClock(page: Page, days: number) {
  const price = await page.request.get('/api/prices/current');
  const serverNow = Date.parse((await price.json()).serverTime as string);
  return istDateOf(new Date(serverNow + days * 86_400_000));
}

/**
 * The tag of a test that runs at both widths (playwright.config.ts): what is laid out differently
 * on a phone and on a desktop. Every other journey runs on the phone only.
 */
export { BOTH_WIDTHS } from '../../playwright.config';
