import type { APIRequestContext } from '@playwright/test';
import type { ProductList } from '../../src/shared/api/catalogue';
import type { CurrentPrice, PriceHistory } from '../../src/shared/api/prices';
import { formatRupees } from '../../src/shared/money/format';
import { paths } from '../../src/shared/routes';
import { expect, signUpAndSignIn, test } from './fixtures';
import { MEMBER_RENDERED, RENDERED } from './rendered';

// What the server sends for its rendered pages: HTML, headers and redirects read over HTTP, and
// the page laid out at a phone's width set here. None of it depends on the project's width, so
// it runs at one (playwright.config.ts); the pages in a browser are in server-rendering.spec.ts.

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
    // cached for good under its hashed name: no validators to send with it
    expect(res.headers()['cache-control']).toContain('immutable');
    expect(res.headers()['etag']).toBeUndefined();
    expect(res.headers()['last-modified']).toBeUndefined();
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
});

test('every page arrives with its own title, whether the server rendered it or not', async ({
  request,
  page,
}) => {
  const titleOf = async (path: string, from = request) =>
    /<title>([^<]*)<\/title>/.exec(await (await from.get(path)).text())?.[1];
  expect(await titleOf('/aboutus')).toBe('About us · GoldSave');
  // (the app's page, not rendered: the title is all the server writes in it)
  expect(await titleOf('/signin')).toBe('Sign in · GoldSave');
  expect(await titleOf('/no-such-page')).toBe('ERROR 404: page not found · GoldSave');
  // the console's pages do not exist for a visitor
  expect(await titleOf(paths.adminToday.href())).toBe('ERROR 404: page not found · GoldSave');
  await signUpAndSignIn(page);
  expect(await titleOf('/user/dashboard', page.request)).toBe('Your account · GoldSave');
  // (last: ?lang= leaves the language's cookie)
  expect(await titleOf('/aboutus?lang=te')).toBe('మా గురించి · GoldSave');
});

test.describe("a member's server-rendered pages", () => {
  test('each member gets a page with their own details only, which no cache keeps', async ({
    browser,
  }) => {
    const members = await Promise.all(
      [0, 1].map(async (i) => {
        const context = await browser.newContext();
        const page = await context.newPage();
        // (names no product carries: the dashboard shows the coins a goal may name, 'Lakshmi' ones)
        const account = await signUpAndSignIn(page, { firstName: i === 0 ? 'Sravani' : 'Farhan' });
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
});
