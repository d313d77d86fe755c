import type { Page } from '@playwright/test';
import type { ProductList } from '../../src/shared/api/catalogue';
import type { CurrentPrice } from '../../src/shared/api/prices';
import { formatRupees } from '../../src/shared/money/format';
import { expect, signUpAndSignIn, test } from './fixtures';
import { exclusively, signInOperator } from './operator';

// When the coin cards ask for the gold price again: the page's timing against the server's
// readings, the same at any width, so it runs on the phone only (playwright.config.ts); the
// listings themselves are in store.spec.ts.

const listProducts = async (page: Page, query: string) => {
  const res = await page.request.get(`/api/catalogue/products?${query}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ProductList;
};

const isPriceCall = (url: string) => new URL(url).pathname === '/api/prices/current';

test.describe('coin and nugget listings', () => {
  test('gold coins: the cards take a new gold price within seconds of the refresh, on a device whose clock is days behind', async ({
    page,
    browser,
  }) => {
    // the browser's clock two days behind the server's (as after the sandbox moved the server's);
    // once the page is drawn it stands still and the test moves it on, so no reading is waited for
    await page.clock.install({ time: Date.now() - 2 * 86_400_000 });
    // how often the page asked the price, and its answers with when each came by the page's clock
    let asked = 0;
    page.on('request', (req) => {
      if (isPriceCall(req.url())) asked++;
    });
    await page.addInitScript(() => {
      const answers: { body: unknown; atMs: number }[] = [];
      Object.assign(window, { priceAnswers: answers });
      const fetchOf = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const res = await fetchOf(input, init);
        const url = input instanceof Request ? input.url : String(input);
        if (new URL(url, location.href).pathname === '/api/prices/current' && res.ok) {
          answers.push({ body: await res.clone().json(), atMs: Date.now() });
        }
        return res;
      };
    });
    const answers = () =>
      page.evaluate(
        () =>
          (window as unknown as { priceAnswers: { body: CurrentPrice; atMs: number }[] })
            .priceAnswers,
      );
    // the answers' max-age runs on the real clock (it ends at the server's next refresh), which
    // this test does not wait for: with its requests routed, the browser keeps no HTTP cache
    await page.route('**/api/**', (route) => route.continue());
    await signUpAndSignIn(page);
    await page.goto('/Store/GoldCoins');
    const rate = page.getByText(/^Priced at 24K/).first();
    const first = (await listProducts(page, 'catalogue=Gold%20Coin')).goldPrice!;
    await expect(rate).toContainText(formatRupees(first.pricePaisePerGram));

    // the operator, at a desk of their own, stores the next reading now rather than a minute on
    const desk = await browser.newContext();
    const ops = await desk.newPage();
    await signInOperator(ops);
    await exclusively('gold-price', async () => {
      // the page's clock stands still from here: it asks again only when the test moves it
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
      const pausedAtMs = await page.evaluate(() => Date.now());
      await expect.poll(async () => (await answers()).length).toBe(asked);
      const known = (await answers()).at(-1);
      expect(known, 'the page asks the price itself').toBeDefined();
      const askedBefore = asked;
      // the moment the page was told of (its answer's nextRefreshAt, measured from the server's
      // clock in that answer, from when the answer came): the page asks again just after it
      const { nextRefreshAt, serverTime } = known!.body;
      const toldAtMs = known!.atMs + Date.parse(nextRefreshAt) - Date.parse(serverTime);
      // up to just before that moment, with the server's reading unchanged (the cards' own
      // interval, if it comes first, asks then and starts again)
      await page.clock.runFor(Math.max(0, toldAtMs - 200 - pausedAtMs));
      // a step of the feed's size (a rupee a gram), so other journeys' quotes barely move
      const next = first.pricePaisePerGram + 100;
      try {
        const set = await ops.request.post('/api/admin/prices', {
          data: { pricePaisePerGram: next, reason: 'a reading ahead of the feed' },
        });
        expect(set.status(), await set.text()).toBe(201);
        // the refresh is due: the page asks within a second, whatever the device's clock says
        // (timed by that clock, two days behind, it would wait minutes)
        await page.clock.runFor(1_000);
        await expect.poll(() => asked, { timeout: 2_000 }).toBeGreaterThan(askedBefore);
        // and the cards follow at once, not up to a whole interval later on their own timer
        await expect(async () => {
          await page.clock.runFor(50);
          await expect(rate).toContainText(formatRupees(next), { timeout: 100 });
        }).toPass({ timeout: 5_000 });
      } finally {
        // back to the feed (the rest of the run sees the live price again)
        const feed = await ops.request.post('/api/admin/prices/feed', {
          data: { reason: 'the feed is back' },
        });
        expect(feed.status(), await feed.text()).toBe(200);
      }
    });
    await desk.close();
  });
});
