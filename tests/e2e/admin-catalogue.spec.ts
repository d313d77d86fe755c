import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { contactApi } from '../../src/shared/api/contact';
import { paths } from '../../src/shared/routes';
import { expect, expectAccessible, test } from './fixtures';
import { signInOperator } from './operator';
import { holdMessages, releaseMessages } from './webhook-receiver';

/** A small PNG of a gold disc, as an operator's photo of a coin. */
const coinPhoto = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
        <rect width="100%" height="100%" fill="#14231c"/>
        <circle cx="200" cy="200" r="140" fill="#d4a72c"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

test.describe("the console's catalogue", () => {
  test('an operator adds a coin with an image; it sells at the previewed price; hidden, it is gone; marked convertible', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const title = `Lakshmi 24K 5 gram coin ${testInfo.project.name} ${randomUUID().slice(0, 6)}`;
    await signInOperator(page);
    await page.goto(paths.adminToday.href());
    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Catalogue' })
      .click();
    await expect(page.getByRole('heading', { name: 'Catalogue', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'New product' }).click();
    await expect(page.getByRole('heading', { name: 'New product', level: 1 })).toBeVisible();

    // the preview waits for a weight and a making charge, then shows the customer's price
    const preview = page.getByTestId('price-preview');
    await expect(preview).toContainText('Enter a weight and a making charge');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('SKU (stock code)').fill(`E2E-${randomUUID().slice(0, 8)}`);
    await page.getByLabel('Weight (grams)').fill('5');
    await page.getByLabel('Making charge (%)').fill('8.5');
    await page.getByLabel('Referral commission (%)').fill('10');
    await page.getByLabel('Description').fill('Minted 24K coin with Goddess Lakshmi');
    await expect(page.getByTestId('preview-total')).toHaveText(/^₹[\d,]+\.\d{2}$/);
    // a weight outside the limits is refused with the limits in the message
    await page.getByLabel('Weight (grams)').fill('0');
    await expect(preview).toContainText('Enter a weight and a making charge');
    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(page.getByText('Weight must be between 0.001 g and 10,000 g')).toBeVisible();
    await page.getByLabel('Weight (grams)').fill('5');
    await page.getByLabel('Image').setInputFiles({
      name: 'lakshmi-coin.png',
      mimeType: 'image/png',
      buffer: await coinPhoto(),
    });
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Add product' }).click();

    await expect(page.getByRole('status')).toHaveText('Product added.');
    await expect(page.getByRole('heading', { name: `Edit ${title}`, level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: `Image 1 of ${title}` })).toBeVisible();
    const productId = new URL(page.url()).searchParams.get('productId')!;
    expect(productId).toMatch(/^prd_/);

    // a customer (a visitor here) sees it in the store at the price the console previewed (the
    // gold price may tick between the two reads: both are read again until they agree)
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    const card = visitor
      .getByRole('list', { name: 'Gold Coins on sale' })
      .getByRole('listitem')
      .filter({ has: visitor.getByRole('heading', { name: title, exact: true }) });
    await expect(async () => {
      await page.reload();
      const previewed = await page.getByTestId('preview-total').textContent({ timeout: 5000 });
      await visitor.goto(paths.goldCoins.href());
      await expect(card).toContainText(previewed!, { timeout: 3000 });
    }).toPass({ timeout: 60_000 });
    await expect(card.getByRole('img')).toBeVisible();
    // the page a visitor's browser gets rendered by the server lists it too
    const rendered = async () => (await request.get(paths.goldCoins.href())).text();
    expect(await rendered()).toContain(title);

    // hidden: gone from the store, from its server-rendered page too, and from the console's
    // "Shown" list; still in the console's list of hidden products
    await page.getByRole('link', { name: 'All products' }).click();
    const row = page.getByRole('listitem').filter({ hasText: title });
    await row.getByRole('button', { name: `Hide ${title}` }).click();
    await expect(row).toContainText('Hidden');
    await expect(row.getByRole('button', { name: `Show ${title}` })).toBeVisible();
    await visitor.goto(paths.goldCoins.href());
    await expect(visitor.getByRole('heading', { name: 'Gold Coins', level: 1 })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: title })).toHaveCount(0);
    expect(await rendered()).not.toContain(title);
    await page.getByRole('button', { name: 'Hidden', exact: true }).click();
    await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
    await expectAccessible(page);
    await visitorContext.close();

    // sold for Ants and made at the Gold Smith only when marked so, and only a gold coin can be
    // (marked while hidden: no customer of another test is offered it meanwhile)
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('heading', { name: `Edit ${title}`, level: 1 })).toBeVisible();
    const convertible = page.getByRole('checkbox', {
      name: 'Sold for Ants and made at the Gold Smith',
    });
    await expect(convertible).not.toBeChecked();
    await page.getByLabel('Catalogue', { exact: true }).fill('Gold Nuggets');
    await expect(convertible).toBeDisabled();
    await expect(
      page.getByText('Only a Gold Coin can be sold for Ants or made from saved gold.'),
    ).toBeVisible();
    await page.getByLabel('Catalogue', { exact: true }).fill('Gold Coin');
    await convertible.check();
    await expectAccessible(page);
    await page.screenshot({
      path: `.tmp/shots/e2e-catalogue-convertible-${testInfo.project.name}.png`,
      fullPage: true,
    });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status')).toHaveText('Saved.');
    await page.reload();
    await expect(convertible).toBeChecked();
    await page.getByRole('link', { name: 'All products' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText(
      'In the referral store and the Gold Smith',
    );

    // each step is in the audit log
    await page.goto(paths.adminAudit.href({ targetType: 'product', targetId: productId }));
    for (const action of [
      'catalogue.product.create',
      'catalogue.product.image-add',
      'catalogue.product.hide',
      'catalogue.product.edit',
    ])
      await expect(page.getByText(action).first()).toBeVisible();
  });
});

test.describe("the console's messages", () => {
  test('an operator reads a message the chat refused and marks it handled', async ({
    page,
  }, testInfo) => {
    const token = `refund-${testInfo.project.name}-${randomUUID().slice(0, 8)}`;
    await holdMessages(token);
    try {
      const sent = await page.request.post(contactApi.send.path, {
        data: {
          name: 'Asha Reddy',
          email: 'asha@example.in',
          message: `Where is my coin? Order ${token}`,
        },
      });
      expect(sent.status()).toBe(201);

      await signInOperator(page);
      await page.goto(paths.adminToday.href());
      await page
        .getByRole('navigation', { name: 'Console sections' })
        .getByRole('link', { name: 'Messages' })
        .click();
      await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
      await page.getByRole('link', { name: 'Failed' }).click();
      const card = page.getByRole('listitem').filter({ hasText: token });
      // the forwarding job retries every half second: the refusal shows once it has been tried
      await expect(async () => {
        await page.reload();
        await expect(card).toContainText('The chat refused it', { timeout: 2000 });
      }).toPass({ timeout: 30_000 });
      await expect(card).toContainText('webhook answered 503');
      await expectAccessible(page);

      await card
        .getByLabel('Note (optional, kept in the audit log)')
        .fill('Called back: shipped today');
      await card.getByRole('button', { name: 'Mark handled' }).click();
      await expect(card).toContainText(/Handled .* by ops@goldsave\.in/);
      await expect(card).toContainText('Note: Called back: shipped today');
      await expect(card.getByRole('button', { name: 'Mark handled' })).toHaveCount(0);

      // no longer waiting; listed under Handled
      await page.getByRole('link', { name: 'Waiting' }).click();
      await expect(page.getByRole('listitem').filter({ hasText: token })).toHaveCount(0);
      await page.getByRole('link', { name: 'Handled' }).click();
      await expect(page.getByRole('listitem').filter({ hasText: token })).toBeVisible();
    } finally {
      await releaseMessages(token);
    }
  });
});
