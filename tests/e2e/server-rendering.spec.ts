import type { APIRequestContext, Page } from '@playwright/test';
import type { ProductList } from '../../src/shared/api/catalogue';
import type { CurrentPrice, PriceHistory } from '../../src/shared/api/prices';
import { formatRupees } from '../../src/shared/money/format';
import { buyNowToSandbox, expect, signUpAndSignIn, test } from './fixtures';

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
  { path: '/MarketPlace', heading: 'Save in 24K gold' },
  { path: '/Store', heading: 'Gold Store' },
  { path: '/Store/GoldCoins', heading: 'Gold Coins' },
  { path: '/Store/GoldNuggets', heading: 'Gold Nuggets' },
];

/** Holds back the app's code (the server's page stays as it came) until `release()` is called. */
async function holdAppCode(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const getJson = async <T>(request: APIRequestContext, url: string) => {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
};

/** The text of a page's HTML as the server sent it (tags dropped, entities of & decoded). */
const htmlText = async (request: APIRequestContext, path: string) =>
  (await (await request.get(path)).text())
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

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
      expect(res.headers()['content-security-policy'], path).toContain("script-src 'self'");
    }
    // a script carries the headers that apply to it, not a document's
    const home = await (await request.get('/')).text();
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(home)![1]!;
    const res = await request.get(script, { headers: { 'accept-encoding': 'br' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-encoding']).toBe('br');
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    expect(res.headers()['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers()['content-security-policy']).toBeUndefined();
    expect(res.headers()['x-frame-options']).toBeUndefined();
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

  test("fit a phone's screen before any script runs: nothing makes the page wider", async ({
    browser,
  }) => {
    // a phone widens its layout to the widest content; the app's scripts would narrow it again,
    // moving everything fixed to the screen (Lighthouse counted that as a layout shift)
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    for (const { path } of RENDERED) {
      await page.goto(path);
      const width = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        screen: window.innerWidth,
      }));
      expect(width, path).toEqual({ scroll: 412, screen: 412 });
    }
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
  test("carry today's prices in their HTML", async ({ request }) => {
    // the gold price can move between the two requests: asked again until both agree
    await expect(async () => {
      const coins = await getJson<ProductList>(
        request,
        '/api/catalogue/products?catalogue=Gold+Coin&pageSize=100',
      );
      expect(coins.items.length).toBeGreaterThan(1);
      const text = await htmlText(request, '/Store/GoldCoins');
      for (const coin of coins.items) {
        expect(text).toContain(coin.title);
        expect(text).toContain(formatRupees(coin.price!.totalPaise));
      }
      expect(text).toContain(formatRupees(coins.goldPrice!.pricePaisePerGram));
    }).toPass({ timeout: 30_000 });

    await expect(async () => {
      const nuggets = await getJson<ProductList>(
        request,
        '/api/catalogue/products?catalogue=Gold+Nuggets&pageSize=100',
      );
      const text = await htmlText(request, '/Store/GoldNuggets');
      for (const nugget of nuggets.items)
        expect(text).toContain(formatRupees(nugget.price!.totalPaise));
    }).toPass({ timeout: 30_000 });

    await expect(async () => {
      const day = await getJson<PriceHistory>(request, '/api/prices/history?range=1D');
      const text = await htmlText(request, '/MarketPlace');
      expect(text).toContain(formatRupees(day.points.at(-1)!.pricePaisePerGram));
    }).toPass({ timeout: 30_000 });

    // the header's live price on the pages that show it
    await expect(async () => {
      const current = await getJson<CurrentPrice>(request, '/api/prices/current');
      for (const path of ['/', '/Store', '/aboutus']) {
        expect(await htmlText(request, path), path).toContain(
          `${formatRupees(current.pricePaisePerGram!)} /gm`,
        );
      }
    }).toPass({ timeout: 30_000 });
  });

  test('read without JavaScript: the marketplace, the store and its listings', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto('/MarketPlace');
    for (const plan of ['Quick Buy', 'Daily Save', 'Plan Weekly', 'Plan Monthly']) {
      await expect(page.getByRole('heading', { level: 2, name: plan })).toBeVisible();
    }
    const chart = page.getByRole('region', { name: 'Gold price' });
    await expect(chart).toContainText(
      /₹[\d,]+\.\d{2} [+−]₹[\d,]+\.\d{2} \(\d+\.\d{2}%\) over 1 day/,
    );

    await page.goto('/Store');
    await expect(page.getByRole('region', { name: 'Offers' })).toContainText('SAVE');
    await expect(page.getByRole('link', { name: /Gold Coins/ })).toHaveAttribute(
      'href',
      '/Store/GoldCoins',
    );
    const gallery = page.getByRole('list', { name: 'Gallery' });
    expect(await gallery.getByRole('listitem').count()).toBeGreaterThan(0);
    await expect(page.getByTestId('live-price-badge')).toContainText(/₹[\d,]+\.\d{2}\/gm/);

    for (const [path, name] of [
      ['/Store/GoldCoins', 'Gold Coins'],
      ['/Store/GoldNuggets', 'Gold Nuggets'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      const cards = page.getByRole('list', { name: `${name} on sale` }).getByRole('listitem');
      expect(await cards.count(), path).toBeGreaterThan(1);
      await expect(cards.first()).toContainText(/Price\s*₹[\d,]+\.\d{2}/);
      // the first card's picture is the page's largest paint: in the HTML, fetched at once
      const picture = cards.first().getByRole('img');
      await expect(picture).toHaveAttribute('fetchpriority', 'high');
      await expect(picture).toHaveAttribute('srcset', /320w, .+ 640w, .+ 1200w/);
      await expect(cards.nth(1).getByRole('img')).toHaveAttribute('loading', 'lazy');
    }
    await expect(
      page.getByRole('complementary', { name: 'Pickup in Hyderabad only' }),
    ).toBeVisible();
    await context.close();
  });

  test('the live answers arriving move nothing on the page', async ({ page }) => {
    // every layout shift from the first paint on, as Lighthouse's CLS counts them
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
        }[])
          if (!e.hadRecentInput) w.shifts.push(e.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of ['/Store/GoldCoins', '/Store', '/MarketPlace', '/aboutus', '/']) {
      await page.goto(path);
      // the app has taken over (fixtures' goto) and asked for what it refreshes
      await page.waitForLoadState('networkidle');
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      expect(
        shifts.reduce((a, b) => a + b, 0),
        path,
      ).toBeLessThan(0.01);
    }
  });
  test('a reader who scrolled before the app took over stays where they are', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 640 } });
    const page = await context.newPage();
    // the app's code is held back until the reader has scrolled down the listing
    const release = await holdAppCode(page);
    await page.goto('/Store/GoldCoins', { waitUntil: 'domcontentloaded' });
    const cards = page.getByRole('list', { name: 'Gold Coins on sale' }).getByRole('listitem');
    await cards.nth(2).scrollIntoViewIfNeeded();
    const y = await page.evaluate(() => window.scrollY);
    expect(y).toBeGreaterThan(300);
    release();
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    expect(await page.evaluate(() => window.scrollY)).toBe(y);
    await context.close();
  });
  test('signed-in pages load their forms without anything the CSP refuses', async ({ page }) => {
    const refused: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`CSP refused ${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    page.on('console', (m) => {
      if (m.text().startsWith('CSP refused')) refused.push(m.text());
    });
    await signUpAndSignIn(page);
    for (const path of ['/user/dashboard', '/MarketPlace/gold-buying', '/user/profileedit']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(refused).toEqual([]);
  });
});

/** The member's pages the server renders for the member signed in (src/web/prerender.tsx). */
const MEMBER_RENDERED = ['/user/dashboard', '/MarketPlace/gold-buying'];

test.describe("a member's server-rendered pages", () => {
  test('read without JavaScript: the dashboard and quick buy with the member and the live price', async ({
    browser,
    page,
  }) => {
    const account = await signUpAndSignIn(page);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const noJs = await context.newPage();

    await noJs.goto('/user/dashboard');
    await expect(noJs.getByRole('heading', { level: 1 })).toHaveText(`Hi, ${account.firstName}`);
    await expect(noJs.getByText(account.email).first()).toBeVisible();
    await expect(noJs.getByText(account.phone, { exact: true })).toBeVisible();
    await expect(noJs.getByRole('heading', { name: 'My gold plans' })).toBeVisible();
    await expect(noJs.getByText('You have no plans yet.')).toBeVisible();

    await noJs.goto('/MarketPlace/gold-buying');
    await expect(noJs.getByRole('heading', { level: 1 })).toHaveText('Quick Buy');
    await expect(noJs.getByText(/^₹[\d,]+\.\d{2}\/gm$/)).toBeVisible();
    await expect(noJs.getByLabel('Amount in rupees')).toBeVisible();
    await context.close();
  });

  test('each member gets a page with their own details only, which no cache keeps', async ({
    browser,
  }) => {
    const members = await Promise.all(
      [0, 1].map(async (i) => {
        const context = await browser.newContext();
        const page = await context.newPage();
        const account = await signUpAndSignIn(page, { firstName: i === 0 ? 'Lakshmi' : 'Farhan' });
        return { context, request: page.request, account };
      }),
    );
    const [a, b] = members as [(typeof members)[0], (typeof members)[0]];
    // both members' pages asked for at the same time, many times over: each answer is its own
    // member's, whatever the server rendered in between
    const asks = Array.from({ length: 8 }, () =>
      MEMBER_RENDERED.flatMap((path) =>
        [a, b].map(async (member) => {
          const res = await member.request.get(path);
          return { member, path, res, html: await res.text() };
        }),
      ),
    ).flat();
    for (const { member, path, res, html } of await Promise.all(asks)) {
      const other = member === a ? b : a;
      expect(res.status(), path).toBe(200);
      expect(res.headers()['cache-control'], path).toBe('private, no-store');
      expect(res.headers()['vary'], path).toMatch(/cookie/i);
      expect(html, path).toContain('id="gs-boot"');
      expect(html, path).toContain(member.account.email);
      expect(html, path).not.toContain(other.account.email);
      expect(html, path).not.toContain(other.account.phone);
      expect(html, path).not.toContain(other.account.firstName);
    }
    // the visitor's pages rendered meanwhile hold nobody's details
    const visitor = await browser.newContext();
    for (const path of ['/', '/MarketPlace']) {
      const html = await (await visitor.request.get(path)).text();
      for (const { account } of members) expect(html, path).not.toContain(account.email);
    }
    for (const { context } of [...members, { context: visitor }]) await context.close();
  });

  test('a session that has ended gets the visitor flow: sign-in, no rendering', async ({
    page,
  }) => {
    await signUpAndSignIn(page);
    const { cookies } = await page.context().storageState();
    const sid = cookies.find((c) => c.name === 'sid')!;
    expect((await page.request.post('/api/auth/signout')).status()).toBeLessThan(300);
    for (const path of MEMBER_RENDERED) {
      // the ended session's cookie, sent again
      const res = await page.request.get(path, {
        headers: { cookie: `sid=${sid.value}` },
        maxRedirects: 0,
      });
      expect(res.status(), path).toBe(302);
      expect(res.headers()['location'], path).toBe(`/signin?next=${encodeURIComponent(path)}`);
    }
  });

  test('are taken over by the app without a mismatch, and quick buy still buys', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    const account = await signUpAndSignIn(page);
    await page.goto('/user/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hi, ${account.firstName}`);
    await expect(page.getByTestId('signup-link')).toHaveText(
      new RegExp(`^${new URL(page.url()).origin}/signup\\?ref=`),
    );
    await page.goto('/MarketPlace/gold-buying');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quick Buy');
    // hydration mismatches are reported as errors in the console
    expect(problems).toEqual([]);

    await page.getByLabel('Amount in rupees').fill('100');
    await expect(page.getByTestId('receive')).toHaveText(/^Receive: 0\.\d{8} grams$/);
    await buyNowToSandbox(page);
    expect(problems).toEqual([]);
  });

  test('an amount typed before the app took over quick buy is kept, and buys', async ({
    browser,
    page,
  }) => {
    await signUpAndSignIn(page);
    const context = await browser.newContext({
      storageState: await page.context().storageState(),
    });
    const early = await context.newPage();
    // the app's code is held back until the member has typed the amount into the server's page
    const release = await holdAppCode(early);
    await early.goto('/MarketPlace/gold-buying', { waitUntil: 'domcontentloaded' });
    await early.getByLabel('Amount in rupees').fill('100');
    release();
    await early.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    await expect(early.getByLabel('Amount in rupees')).toHaveValue('100');
    await expect(early.getByTestId('receive')).toHaveText(/^Receive: 0\.\d{8} grams$/);
    await buyNowToSandbox(early);
    await context.close();
  });
});
