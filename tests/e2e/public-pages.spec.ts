import {
  BOTH_WIDTHS,
  expect,
  expectAccessible,
  expectPageLink,
  holdScript,
  signUpAndSignIn,
  test,
} from './fixtures';

// spec 2: the public pages, each with its main heading and no serious accessibility problem.
const PAGES = [
  { path: '/', heading: 'Welcome to GoldSave' },
  { path: '/aboutus', heading: 'Gold saving, the honest way' },
  { path: '/contactus', heading: 'Contact us' },
  { path: '/privacypolicy', heading: 'Privacy Policy' },
  { path: '/termsconditions', heading: 'Terms & Conditions' },
  { path: '/returnpolicy', heading: 'Cancellation & Refund Policy' },
  { path: '/shippingdelivery', heading: 'Shipping & Delivery Policy' },
  { path: '/disclaimer', heading: 'Disclaimer' },
  { path: '/AndroidStore', heading: 'GoldSave for Android' },
  { path: '/MarketPlace', heading: 'Save in 24K gold' },
];

for (const { path, heading } of PAGES) {
  // the page's chrome differs by width (the header's navigation, the bottom bar): axe at both
  test(`${path} shows its heading and passes axe`, { tag: BOTH_WIDTHS }, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page);
  });
}

const PLAY_STORE = 'https://play.google.com/store/apps/details?id=in.goldsave.app';

test.describe('home', () => {
  test('a visitor sees Save, Earn & Grow, the comparison, testimonials, FAQ and the Play badge', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Start Saving' })).toHaveAttribute(
      'href',
      '/signup',
    );
    for (const b of ['Save', 'Earn', 'Grow'])
      await expect(page.getByText(b, { exact: true }).first()).toBeVisible();
    const table = page.getByRole('table', { name: 'Physical gold compared with digital gold' });
    await expect(table.getByRole('columnheader', { name: 'Digital gold' })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(7);
    await expect(page.getByRole('heading', { name: 'What our savers say' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      PLAY_STORE,
    );

    const answer = page.getByText('You can buy gold for as little as ₹10', { exact: false });
    await expect(answer).toBeHidden();
    await page.getByText('How little can I start with?').click();
    await expect(answer).toBeVisible();
  });

  test('a signed-in member sees the greeting, promises, shortcuts and why choose us', async ({
    page,
  }) => {
    await signUpAndSignIn(page, { firstName: 'Asha' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Hi, Asha!' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Our promises' }).getByRole('listitem')).toHaveText(
      [/100%\s*Gold Safety/, /24 Karat\s*Gold/, /100%\s*Referral/],
    );
    await expect(page.getByRole('link', { name: 'Start investing' })).toHaveAttribute(
      'href',
      '/MarketPlace',
    );
    // a shortcut links to its page, or says Coming soon until the page exists
    await expectPageLink(page.getByRole('link', { name: /Quick Buy/ }), '/MarketPlace/gold-buying');
    await expectPageLink(page.getByRole('link', { name: /Gold Smith/ }), '/Store/goldsmelter');
    // a new member has nothing yet: the balance card says so
    await expect(page.getByText('0 Earned').first()).toBeVisible();
    const why = page
      .getByRole('region', { name: 'Why choose us' })
      .getByRole('heading', { level: 3 });
    await expect(why).toHaveText([
      'Guaranteed 24K Gold',
      '100% Referral Guaranteed',
      'Earn income on Gold',
      'Safety Guaranteed',
      'Convert to Physical Ornaments',
      'Buy as low as 10 rupees',
    ]);
    await expect(page.getByRole('link', { name: 'Start Saving' })).toHaveCount(0);
    await expectAccessible(page);
  });
});

test.describe('about', () => {
  test('shows PeopleJoined from the live price answer', async ({ page }) => {
    await page.route('/api/prices/current', (route) =>
      route.fulfill({
        json: {
          pricePaisePerGram: 765000,
          fetchedAt: new Date().toISOString(),
          nextRefreshAt: new Date(Date.now() + 60_000).toISOString(),
          serverTime: new Date().toISOString(),
          isStale: false,
          peopleJoined: 12345,
        },
      }),
    );
    await page.goto('/aboutus');
    const joined = page.getByRole('region', { name: 'People who have joined' });
    await expect(joined).toContainText('12,345');
    await expect(joined).toContainText('people joined');
  });

  test('says so when the count cannot be fetched', async ({ page }) => {
    await page.route('/api/prices/current', (route) =>
      route.fulfill({
        status: 503,
        json: { error: { code: 'INTERNAL', message: 'x', requestId: 'r' } },
      }),
    );
    // the page's clock moved on through the two retries' pauses (1 s, then 2 s)
    await page.clock.install();
    await page.goto('/aboutus');
    const joined = page.getByRole('region', { name: 'People who have joined' });
    await expect(async () => {
      await page.clock.runFor(1000);
      await expect(joined).toContainText('Error fetching data', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
  });

  // (at both widths: the FAQ anchor brings its heading into the screen, the carousels move)
  test(
    'has the founder, the map with an OpenStreetMap link, partner carousels and the FAQ anchor',
    { tag: BOTH_WIDTHS },
    async ({ page }) => {
      await page.goto('/aboutus#faq');
      await expect(
        page.getByRole('heading', { name: 'Frequently asked questions' }),
      ).toBeInViewport();
      await expect(page.getByText('Srinivas Rao Kandukuri').first()).toBeVisible();
      await expect(
        page.getByRole('img', { name: /Map of Hyderabad showing GoldSave at Shop No\. 4-1-23/ }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
        'href',
        'https://www.openstreetmap.org/?mlat=17.3916&mlon=78.4747#map=17/17.3916/78.4747',
      );
      await expect(page.getByRole('link', { name: 'Email Srinivas' })).toHaveAttribute(
        'href',
        'mailto:founder@goldsave.in',
      );
      const pause = page.getByRole('button', { name: 'Pause logos: Ways to pay' });
      await pause.click();
      await expect(page.getByRole('button', { name: 'Play logos: Ways to pay' })).toBeVisible();
    },
  );

  // the parts far down the page are islands (src/web/lib/island.tsx): their code comes when they
  // come near, and a tap made before it has arrived is not lost
  test("a tap on a partner strip's Pause before its code has arrived is played once it runs", async ({
    page,
  }) => {
    const strips = await holdScript(page, /\/assets\/partner-carousel-[^.]+\.js$/);
    await page.goto('/aboutus');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    const pause = page.getByRole('button', { name: 'Pause logos: Ways to pay' });
    await pause.scrollIntoViewIfNeeded();
    await strips.wasAsked; // coming near fetched the code, which has not arrived
    await pause.click();
    await expect(pause).toBeVisible();

    strips.release();
    await expect(page.getByRole('button', { name: 'Play logos: Ways to pay' })).toBeVisible();
    // the one strip tapped, once
    await expect(pause).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: 'Pause logos: Safety, purity and delivery' }),
    ).toBeVisible();
  });

  test('a FAQ question tapped before its code has arrived opens at once and stays open', async ({
    page,
  }) => {
    const faq = await holdScript(page, /\/assets\/faq-list-[^.]+\.js$/);
    await page.goto('/aboutus');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    const question = page.getByText('Where is my gold kept?');
    const answer = page.getByText('Digital gold is held in a secure vault', { exact: false });
    await question.scrollIntoViewIfNeeded();
    await faq.wasAsked;
    await question.click();
    // a native disclosure: the browser opens it, the tap is not held for the code
    await expect(answer).toBeVisible();

    faq.release();
    // (React marks the elements it has taken over)
    await expect
      .poll(() =>
        question.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))),
      )
      .toBe(true);
    await expect(answer).toBeVisible();
    await question.click();
    await expect(answer).toBeHidden();
  });

  test('the partner logos move on by themselves', { tag: BOTH_WIDTHS }, async ({ page }) => {
    await page.goto('/aboutus');
    const strip = page.getByRole('heading', { name: 'Safety, purity and delivery' });
    await strip.scrollIntoViewIfNeeded();
    const first = page.getByText('Musi', { exact: true });
    const x0 = (await first.boundingBox())?.x;
    await expect.poll(async () => (await first.boundingBox())?.x, { timeout: 5000 }).not.toBe(x0);
  });
});

test.describe('legal pages', () => {
  const dates: [string, string][] = [
    ['/privacypolicy', 'Last updated: 10 June 2024'],
    ['/termsconditions', 'Last updated: June 10, 2024'],
    ['/returnpolicy', 'Last updated: 2024-06-10'],
    ['/disclaimer', 'Last updated: 2022-11-01'],
  ];
  for (const [path, date] of dates) {
    test(`${path} shows its last-updated date`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(date)).toBeVisible();
    });
  }

  test('the terms have exactly 30 numbered sections', async ({ page }) => {
    await page.goto('/termsconditions');
    const sections = page.getByRole('article').getByRole('heading', { level: 2, name: /^\d+\. / });
    await expect(sections).toHaveCount(30);
    await expect(sections.first()).toHaveText('1. Agreement to these terms');
    await expect(sections.last()).toHaveText('30. Contact us');
  });

  test('the privacy policy says no bank details are stored', async ({ page }) => {
    await page.goto('/privacypolicy');
    await expect(page.getByText('We do not store your bank account details')).toBeVisible();
  });

  test('shipping names the limits, times and ID proofs', async ({ page }) => {
    await page.goto('/shippingdelivery');
    const article = page.getByRole('article');
    await expect(article).toContainText('free across India for orders above ₹10,000');
    await expect(article).toContainText('10 to 15 days');
    await expect(article).toContainText('within 24 hours');
    await expect(article).toContainText('within 7 working days');
    await expect(article).toContainText('3 further attempts');
    for (const id of ['Passport', 'PAN Card', 'Driver’s License', 'Voter’s ID', 'Aadhar Card'])
      await expect(article.getByRole('listitem').filter({ hasText: id })).toHaveCount(1);
  });
});

test('the Android page links to the Play Store', async ({ page }) => {
  await page.goto('/AndroidStore');
  const badges = page.getByRole('link', { name: /Google Play/ });
  await expect(badges.first()).toHaveAttribute('href', PLAY_STORE);
  await expect(page.getByRole('heading', { name: 'What the app offers' })).toBeVisible();
});

test('a finger swipes the plans at once, before the app has started', async ({ page }) => {
  // the page's scripts held back: the slider is the server's markup and the browser's scrolling
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  const loaded = page.goto('/MarketPlace');
  const quick = page.getByRole('heading', { level: 2, name: 'Quick Buy' });
  const daily = page.getByRole('heading', { level: 2, name: 'Daily Save' });
  await expect(quick).toBeInViewport();
  await expect(daily).not.toBeInViewport({ ratio: 0.9 });
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  const card = (await quick.boundingBox())!;
  const y = card.y + 40;
  const touch = await page.context().newCDPSession(page);
  await touch.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: card.x + 250, y }],
  });
  // an unhurried swipe, held still before the finger lifts (a fling's length is the browser's
  // own, and a busy machine's timing makes it vary): the slider settles on the nearest card
  for (let x = card.x + 230; x >= card.x + 20; x -= 30) {
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    await page.waitForTimeout(30);
  }
  await page.waitForTimeout(300);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(daily).toBeInViewport({ ratio: 0.9 });
  await expect(quick).not.toBeInViewport({ ratio: 0.5 });
  release();
  await loaded;
  // the app, once started, shows where the slider is
  await expect(page.getByRole('button', { name: 'Show Daily Save' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Plan Weekly' })).not.toBeInViewport({
    ratio: 0.5,
  });
});

test(
  'the marketplace offers four ways to save, a slider on phones and a grid on desktops',
  { tag: BOTH_WIDTHS },
  async ({ page }) => {
    await page.goto('/MarketPlace');
    const links = page.getByRole('link', { name: 'Save Now' });
    await expect(links).toHaveCount(4);
    const targets = [
      '/MarketPlace/gold-buying',
      '/MarketPlace/gold-buying-daily',
      '/MarketPlace/gold-buying-weekly',
      '/MarketPlace/gold-buying-monthly',
    ];
    for (const [i, href] of targets.entries()) await expectPageLink(links.nth(i), href);
    for (const title of ['Quick Buy', 'Daily Save', 'Plan Weekly', 'Plan Monthly'])
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeAttached();

    const monthly = page.getByRole('heading', { level: 2, name: 'Plan Monthly' });
    const isPhone = (page.viewportSize()?.width ?? 0) < 768;
    if (isPhone) {
      // one card at a time: a swipe brings the next one in, the dots any of them
      const daily = page.getByRole('heading', { level: 2, name: 'Daily Save' });
      await expect(daily).not.toBeInViewport({ ratio: 0.9 });
      const card = (await page
        .getByRole('heading', { level: 2, name: 'Quick Buy' })
        .boundingBox())!;
      await page.mouse.move(card.x + 250, card.y + 40);
      await page.mouse.down();
      await page.mouse.move(card.x + 150, card.y + 40, { steps: 5 });
      await page.mouse.move(card.x + 20, card.y + 40, { steps: 5 });
      await page.mouse.up();
      await expect(daily).toBeInViewport({ ratio: 0.9 });
      await expect(monthly).not.toBeInViewport();
      await page.getByRole('button', { name: 'Show Plan Monthly' }).click();
      await expect(monthly).toBeInViewport();
    } else {
      await expect(page.getByRole('button', { name: 'Show Plan Monthly' })).toBeHidden();
      await expect(monthly).toBeInViewport();
    }
  },
);
