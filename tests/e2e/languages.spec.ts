import type { Page } from '@playwright/test';
import { BOTH_WIDTHS, expect, expectAccessible, signUpAndSignIn, test } from './fixtures';

/** Telugu and Hindi (issue 30): the switch, ?lang=, the cookie, the page's head, the layout. */

/** A full-page screenshot once the script fonts in use have arrived (they swap in). */
const shot = async (page: Page, name: string) => {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await page.screenshot({
    path: `.tmp/shots/e2e-lang-${name}-${test.info().project.name}.png`,
    fullPage: true,
  });
};

/** Nothing on the page is wider than the screen (Telugu and Hindi words are longer). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The switch in the footer (the sidebar has the same one, behind the menu). */
const footerSwitch = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('link', { name, exact: true });

test.describe('languages', () => {
  // (at both widths: the longer words in the header's navigation on a desktop, and on a phone)
  test(
    'a visitor switches to Telugu on the home page; the choice stays on reload and on other pages',
    { tag: BOTH_WIDTHS },
    async ({ page }) => {
      // (full-page screenshots of four pages)
      test.slow();
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to');

      await footerSwitch(page, 'తెలుగు').click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'te');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('స్వాగతం');
      await expect(page).toHaveTitle(/^₹10 నుంచే 24K డిజిటల్ గోల్డ్ · /);
      await expect(footerSwitch(page, 'తెలుగు')).toHaveAttribute('aria-current', 'true');

      // the server renders the page in Telugu from the cookie: heading, title, description, font
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'te');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('స్వాగతం');
      await expect(page).toHaveTitle(/^₹10 నుంచే 24K డిజిటల్ గోల్డ్ · /);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /డిజిటల్ గోల్డ్/);
      expect(await page.locator('#gs-font').textContent()).toContain('Noto Sans Telugu');
      // the script's font has arrived and draws the text (its subset only: Telugu letters)
      await expect
        .poll(() =>
          page.evaluate(async () => {
            await document.fonts.ready;
            return document.fonts.check('16px "Noto Sans Telugu"', 'తెలుగు');
          }),
        )
        .toBe(true);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await shot(page, 'home-te');

      // another page, reached by a link, is Telugu too
      await page.getByRole('contentinfo').getByRole('link', { name: 'మా గురించి' }).click();
      await expect(page).toHaveURL(/\/aboutus/);
      await expect(page).toHaveTitle(/^మా గురించి · /);
      await page.goto('/signup');
      await expect(page.getByRole('heading', { name: 'మీ ఖాతా తెరవండి' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot(page, 'signup-te');

      // and back to English, word for word
      await footerSwitch(page, 'English').click();
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    },
  );

  test(
    '?lang=hi sets Hindi on any page, and switching keeps a half-filled form',
    { tag: BOTH_WIDTHS },
    async ({ page }) => {
      await page.goto('/signin?lang=hi');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { name: 'साइन इन' })).toBeVisible();
      await expect(page).toHaveTitle(/^साइन इन · /);
      await expectNoSidewaysScroll(page);
      await shot(page, 'signin-hi');

      // remembered without the parameter
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('स्वागत है');
      await expectNoSidewaysScroll(page);
      await shot(page, 'home-hi');

      await page.goto('/signup');
      await page.getByLabel('पहला नाम').fill('Asha');
      await page.getByLabel('ईमेल').fill('asha@example.in');
      await footerSwitch(page, 'తెలుగు').click();
      await expect(page.getByRole('heading', { name: 'మీ ఖాతా తెరవండి' })).toBeVisible();
      await expect(page).toHaveURL(/\/signup$/);
      await expect(page.getByLabel('మొదటి పేరు')).toHaveValue('Asha');
      await expect(page.getByLabel('ఈమెయిల్')).toHaveValue('asha@example.in');
    },
  );

  test('the switch works before the app has started (a slow phone): its links render the page in the language', async ({
    browser,
    baseURL,
  }) => {
    // no JavaScript at all: what a tap meets while the app's code is still on its way
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/Store');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await footerSwitch(page, 'हिन्दी').click();
    await expect(page).toHaveURL(/\/Store\?lang=hi$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(footerSwitch(page, 'हिन्दी')).toHaveAttribute('aria-current', 'true');
    // the choice is kept: the next page without ?lang= is in Hindi too
    await page.goto('/aboutus');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await context.close();
  });

  // (at both widths: what must not scroll sideways, quick buy and the invoice, is laid out by width)
  test(
    'a visitor switches to Telugu on the home page, signs up, buys ₹100 of gold and sees the invoice, in Telugu throughout',
    { tag: BOTH_WIDTHS },
    async ({ page }) => {
      // (a sign-up through the form and its mail, a purchase through the sandbox, screenshots)
      test.slow();
      const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
      const person = {
        email: `lakshmi.${stamp}@example.in`,
        phone: `8${stamp.slice(-9)}`,
        password: 'Bangaram@2026',
      };
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await footerSwitch(page, 'తెలుగు').click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('స్వాగతం');

      // the home page's call to start leads to the sign-up form, in Telugu
      await page.getByRole('link', { name: 'పొదుపు మొదలుపెట్టండి' }).click();
      await expect(page).toHaveURL(/\/signup$/);
      await expect(page.getByRole('heading', { name: 'మీ ఖాతా తెరవండి' })).toBeVisible();
      await page.getByLabel('మొదటి పేరు').fill('Lakshmi');
      await page.getByLabel('ఇంటి పేరు').fill('Naidu');
      await page.getByLabel('ఈమెయిల్').fill(person.email);
      await page.getByLabel('ఫోన్ నంబర్').fill(person.phone);
      await page.getByLabel('పాస్‌వర్డ్', { exact: true }).fill(person.password);
      await page.getByLabel('చిరునామా').fill('8-2-293, Road No. 12, Banjara Hills, Hyderabad 500034');
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: 'సైన్ అప్', exact: true }).click();

      await expect(page).toHaveURL(/\/signin$/);
      await expect(
        page.getByText(`కొనసాగించడానికి మీ ఈమెయిల్ చూడండి: ${person.email} కి ఒక సందేశం పంపాం.`),
      ).toBeVisible();

      // the confirmation mail is in Telugu; its link verifies the address
      let mail: string | undefined;
      await expect
        .poll(async () => {
          const html = await (await page.request.get('/dev/mailbox')).text();
          mail = html.split('<article').find((a) => a.includes(person.email));
          return mail;
        })
        .toBeTruthy();
      expect(mail).toContain('కోసం మీ ఈమెయిల్‌ను నిర్ధారించండి');
      const token = /verify-email\?token=([\w-]+)/.exec(mail!)![1];
      await page.goto(`/verify-email?token=${token}`);
      await expect(page.getByText('ధన్యవాదాలు! మీ ఈమెయిల్ చిరునామా ధృవీకరించబడింది.')).toBeVisible();

      // signs in through the Telugu form
      await page.goto('/signin');
      await expect(page.getByRole('heading', { name: 'సైన్ ఇన్' })).toBeVisible();
      await page.getByLabel('ఈమెయిల్ లేదా ఫోన్ నంబర్').fill(person.phone);
      await page.getByLabel('పాస్‌వర్డ్', { exact: true }).fill(person.password);
      await page.getByRole('button', { name: 'సైన్ ఇన్', exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'te');

      await page.goto('/MarketPlace/gold-buying');
      await expect(page.getByRole('heading', { name: 'క్విక్ బై' })).toBeVisible();
      await page.getByLabel('రూపాయల్లో మొత్తం').fill('100');
      await expect(page.getByTestId('receive')).toHaveText(/^మీకు వచ్చేది: 0\.\d{8} గ్రాములు$/);
      await expectNoSidewaysScroll(page);
      await shot(page, 'quick-buy-te');

      // the profile keeps the language: a new browser (no cookie) of the member starts in it
      await expect
        .poll(
          async () => (await (await page.request.get('/api/auth/session')).json()).user.language,
        )
        .toBe('te');

      await page.getByRole('button', { name: 'ఇప్పుడే కొనండి' }).click();
      const continueToPay = page.getByRole('button', { name: 'చెల్లింపుకు కొనసాగండి' });
      await expect
        .poll(async () => page.url().includes('/sandbox/phonepe/') || continueToPay.isVisible())
        .toBe(true);
      if (!page.url().includes('/sandbox/phonepe/')) await continueToPay.click();
      await expect(page).toHaveURL(/\/sandbox\/phonepe\//);
      // the pay page speaks Telugu too
      await expect(page.locator('html')).toHaveAttribute('lang', 'te');
      await page.getByRole('button', { name: 'చెల్లించండి', exact: true }).click();

      await expect(page).toHaveURL(/\/MarketPlace\/StatusCheck\?transactionId=/);
      await expect(page.getByText('చెల్లింపు విజయవంతం')).toBeVisible();
      await page.getByRole('link', { name: 'ఇన్‌వాయిస్ చూడండి' }).click();
      await expect(page.getByRole('heading', { name: 'పన్ను ఇన్‌వాయిస్ / Tax Invoice' })).toBeVisible();
      await expect(page.getByText('CGST 1.5%')).toBeVisible();
      await expect(page).toHaveTitle(/^ఇన్‌వాయిస్ · /);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await shot(page, 'invoice-te');
    },
  );
});

test('a page rendered in Telugu brings the translations of its first screen: none fetched, no mismatch', async ({
  page,
}) => {
  const fetched: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => {
    if (/\.(te|hi)-[\w-]+\.js$/.test(r.url())) fetched.push(r.url());
  });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  for (const path of ['/?lang=te', '/MarketPlace?lang=te', '/Store?lang=te']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'te');
    await expect(page.getByRole('contentinfo')).not.toContainText('Privacy Policy');
  }
  expect(fetched).toEqual([]);
  expect(errors).toEqual([]);
  // another page's own catalogues come as before, when it is opened
  await page.getByRole('contentinfo').getByRole('link', { name: 'మా గురించి' }).click();
  await expect(page).toHaveURL(/\/aboutus$/);
  // About's own Telugu heading: the Store's h1 may still be on screen while About's chunk loads
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('నిజాయితీగా బంగారం పొదుపు');
  expect(fetched.length).toBeGreaterThan(0);
});

test.describe('a browser that prefers Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('gets the home page in Hindi at once, before any choice', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('स्वागत है');
    await expect(page).toHaveTitle(/^सिर्फ़ ₹10 से 24K डिजिटल गोल्ड · /);
  });
});

test.describe('a Hindi-speaking buyer', () => {
  // (at both widths: the bag, the checkout, the pay page and the invoice must not scroll sideways)
  test(
    'buys a coin from the store through checkout and payment, and sees the invoice, in Hindi throughout',
    { tag: BOTH_WIDTHS },
    async ({ page }) => {
      // (a store order paid on the sandbox, with full-page screenshots)
      test.slow();
      await signUpAndSignIn(page);
      await page.goto('/Store/GoldCoins?lang=hi');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await page.getByRole('button', { name: / चुनें$/ }).first().click();
      await page.getByRole('button', { name: 'बैग में डालें' }).click();

      await expect(page).toHaveURL(/\/Store\/cart$/);
      await expect(page.getByRole('heading', { name: 'आपका बैग' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: 'चेकआउट' }).click();

      await expect(page).toHaveURL(/\/Store\/checkout$/);
      await expect(page.getByRole('heading', { level: 1, name: 'चेकआउट' })).toBeVisible();
      await expect(page.getByLabel('पिन कोड')).toHaveValue('500034');
      const amount = (await page.getByTestId('order-total').textContent())!;
      const placeOrder = page.getByRole('button', { name: `ऑर्डर करें ${amount}` });
      // the form's own check, before anything is sent, in Hindi
      await page.getByLabel('पिन कोड').fill('12345');
      await placeOrder.click();
      await expect(page.getByText('कृपया सही 6 अंकों का पिन कोड दर्ज करें')).toBeVisible();
      await page.getByLabel('पिन कोड').fill('500034');
      await expectNoSidewaysScroll(page);
      await shot(page, 'checkout-hi');
      await placeOrder.click();

      await expect(page).toHaveURL(/\/sandbox\/phonepe\//);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByText('इन्हें भुगतान कर रहे हैं')).toBeVisible();
      await expect(page.getByText(amount).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot(page, 'pay-page-hi');
      await page.getByRole('button', { name: 'भुगतान करें', exact: true }).click();

      await expect(page).toHaveURL(/\/MarketPlace\/StatusCheck\?transactionId=MUID/);
      await expect(page.getByText('भुगतान सफल')).toBeVisible();
      await expect(page.getByRole('link', { name: 'ऑर्डर ट्रैक करें' })).toBeVisible();
      const transactionId = new URL(page.url()).searchParams.get('transactionId')!;

      await page.goto(`/invoice?transactionId=${transactionId}`);
      await expect(page.getByRole('heading', { name: 'कर इनवॉइस / Tax Invoice' })).toBeVisible();
      await expect(page).toHaveTitle(/^इनवॉइस · /);
      await expect(page.getByText(amount).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await shot(page, 'store-invoice-hi');
    },
  );
});
