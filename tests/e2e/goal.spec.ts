import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { buyNowToSandbox, expect, expectAccessible, signUpAndSignIn, test } from './fixtures';

const shot = (name: string) => `.tmp/shots/e2e-${name}-${test.info().project.name}.png`;

/**
 * Downloads the file a link of the page gives, keeps it beside the screenshots and returns its
 * path. A PDF's pages are also drawn as images there (pdftoppm) for a person to look at.
 */
async function download(page: Page, control: Locator, name: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), control.click()]);
  const path = `.tmp/shots/e2e-${name}-${test.info().project.name}`;
  const ext = file.suggestedFilename().split('.').pop();
  await file.saveAs(`${path}.${ext}`);
  if (ext === 'pdf') execFileSync('pdftoppm', ['-r', '80', '-png', `${path}.pdf`, path]);
  return { name: file.suggestedFilename(), path: `${path}.${ext}` };
}

/** A PDF's text as poppler reads it, laid out (one table row a line), independent of pdfkit. */
const pdfText = (file: string) =>
  execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
/** The line of a PDF's text holding `key` (a table row). */
const lineWith = (text: string, key: string) => text.split('\n').find((l) => l.includes(key));
/** Sentences whatever their line breaks. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

/** RFC 4180 rows (quoted fields, doubled quotes), CRLF line ends. */
function parseCsv(text: string): string[][] {
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) => {
      const fields: string[] = [];
      let rest = line;
      for (;;) {
        const quoted = /^"((?:[^"]|"")*)"/.exec(rest);
        const field = quoted ? quoted[0] : /^[^,]*/.exec(rest)![0];
        fields.push(quoted ? quoted[1]!.replace(/""/g, '"') : field);
        rest = rest.slice(field.length);
        if (!rest.startsWith(',')) break;
        rest = rest.slice(1);
      }
      expect(rest).toBe('');
      return fields;
    });
}

/** '₹1,000.00' as the decimal a spreadsheet reads: '1000.00' */
const plain = (rupees: string) => rupees.replace(/[₹,]/g, '');
/** `text` matched literally inside a RegExp */
const lit = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const INVOICE_NO = /[A-Z]+\/\d{4}\/\d{6}/;
const DATE = /\d{2} [A-Z][a-z]{2,3} \d{4}/;

/** A quick buy of `rupees` through the sandbox pay page, as the page's signed-in user. */
async function quickBuy(page: Page, rupees: string) {
  await page.goto('/MarketPlace/gold-buying');
  await page.getByLabel('Amount in rupees').fill(rupees);
  await buyNowToSandbox(page);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/MarketPlace\/StatusCheck\?transactionId=/);
  await expect(page.getByText('Payment Successful')).toBeVisible();
}

const grams = (text: string | null) => Number(/([\d.]+) g/.exec(text ?? '')![1]);

test('a new saver sets a 0.200 g coin as the goal, saves until it is reached and has it made', async ({
  page,
}) => {
  // a long journey: three payments at the sandbox and a conversion
  test.setTimeout(240_000);
  const me = await signUpAndSignIn(page);

  // no goal yet: the card asks for one, with what a coin costs beyond its grams
  await page.goto('/user/dashboard');
  const card = page.getByTestId('goal-card');
  await expect(card.getByRole('heading', { name: 'Save towards a coin' })).toBeVisible();
  await expect(card.getByTestId('coin-cost')).toContainText('Free');
  await card.getByRole('button', { name: /Set .*0\.200 gram coin as my goal/ }).click();

  await expect(card.getByRole('heading', { name: 'Your gold goal' })).toBeVisible();
  await expect(card.getByTestId('goal-progress')).toHaveText('0.000 g of 0.200 g (0%)');
  await expect(card.getByTestId('goal-needed')).toHaveText('0.200 g still needed');
  await expect(card.getByTestId('goal-estimate')).toContainText('No plan running');
  await expect(card.getByRole('link', { name: 'Start a plan' })).toHaveAttribute(
    'href',
    '/MarketPlace',
  );
  // the full cost, from the server's rule, before the first rupee
  const cost = card.getByTestId('coin-cost');
  await expect(cost).toContainText('Gold from your savings0.200 g');
  await expect(cost).toContainText('Money₹0: nothing to pay');
  await expect(cost).toContainText('Making charge₹0: nothing to pay');
  await expect(cost).toContainText('Delivery to your addressFree');
  await expect(cost).toContainText('Delivery time10-15 days');
  await expect(cost).toContainText('Delivered once you hold 0.200 g');
  await expectAccessible(page);
  await page.screenshot({ path: shot('goal-card'), fullPage: true });

  // part of the way: grams and percent held, the rest needed (the two add up to 0.200 g)
  await quickBuy(page, '1000');
  await page.goto('/user/dashboard');
  await expect(card.getByTestId('goal-progress')).not.toHaveText(/^0\.000 g/);
  const held = grams(await card.getByTestId('goal-progress').textContent());
  const needed = grams(await card.getByTestId('goal-needed').textContent());
  expect(held).toBeGreaterThan(0);
  expect(Math.round((held + needed) * 1000)).toBe(200);
  await expect(card.getByTestId('goal-progress')).toHaveText(/\((\d|[1-9]\d)%\)$/);
  await page.screenshot({ path: shot('goal-card-progress'), fullPage: true });

  // the Gold Smith: the grams, the coin too far away disabled with its reason beside it
  await page.goto('/Store/goldsmelter');
  const coin500 = page.getByTestId('coin-card').filter({ hasText: '0.500 gram coin' });
  await expect(coin500.getByRole('button', { name: /Convert & Buy/ })).toBeDisabled();
  await expect(coin500).toContainText(/Needs 0\.\d{3} g more/);
  await expect(coin500.getByTestId('coin-cost-line')).toContainText(
    'no money, no making charge, free delivery to your address in 10-15 days',
  );
  await expect(page.getByTestId('coin-card').filter({ hasText: '0.200 gram coin' })).toContainText(
    'Your goal',
  );

  // reached: one mail and a card leading to the Gold Smith
  await quickBuy(page, '2000');
  await page.goto('/user/dashboard');
  await expect(card.getByTestId('goal-reached')).toContainText('Your 0.200 g coin can be made now');
  await expect(card.getByTestId('goal-progress')).toHaveText('0.200 g of 0.200 g (100%)');
  await expectAccessible(page);
  await page.screenshot({ path: shot('goal-card-reached'), fullPage: true });

  await page.goto('/dev/mailbox');
  const mails = page
    .getByRole('article')
    .filter({ hasText: me.email })
    .filter({ hasText: 'Your 0.200 g coin can be made now' });
  await expect(mails).toHaveCount(1);

  // the card's button: the Gold Smith with the coin selected and the address prefilled
  await page.goto('/user/dashboard');
  await card.getByRole('link', { name: 'Make my coin' }).click();
  await expect(page).toHaveURL(/\/Store\/goldsmelter\?coin=/);
  const confirm = page.getByTestId('order-confirm');
  await expect(confirm).toContainText('0.200 gram coin');
  await expect(confirm.getByTestId('confirm-address')).toHaveText(me.address);
  await expect(confirm.getByTestId('coin-cost')).toContainText('Money₹0: nothing to pay');
  await expectAccessible(page);
  await page.screenshot({ path: shot('gold-smith-goal'), fullPage: true });
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page.getByText('Purchase successful!')).toBeVisible();

  // the holding certificate, from the coin's order: the purchases whose gold went into it
  await page.getByRole('link', { name: 'Track your order' }).click();
  await expect(page).toHaveURL(/\/user\/order\?orderId=/);
  await page.getByRole('link', { name: 'Holding certificate' }).click();
  await expect(page).toHaveURL(/\/user\/certificate\?orderId=/);
  const certificate = page.getByRole('article', { name: 'Holding certificate' });
  const lotRows = certificate
    .getByRole('region', { name: 'Purchases in this coin' })
    .locator('tbody tr');
  // the first quick buy fell short of 0.200 g: all of it and part of the second went in
  await expect(lotRows).toHaveCount(3);
  const lots = await Promise.all(
    [0, 1].map(async (i) => {
      const text = await lotRows.nth(i).innerText();
      return {
        date: DATE.exec(text)![0],
        invoiceNo: INVOICE_NO.exec(text)![0],
        price: /₹([\d,]+\.\d{2})/.exec(text)![1]!,
        grams: /(\d\.\d{8})/.exec(text)![1]!,
        of: /of (\d\.\d{8}) g/.exec(text)![1]!,
      };
    }),
  );
  expect(lots[0]!.grams).toBe(lots[0]!.of);
  expect(Number(lots[0]!.grams) + Number(lots[1]!.grams)).toBeCloseTo(0.2, 8);
  await expect(lotRows.nth(2)).toContainText('0.20000000');
  const weight = await certificate.locator('dt:text-is("Weight") + dd').innerText();
  const purity = await certificate.locator('dt:text-is("Purity") + dd').innerText();
  const merchantOrderId = await certificate.locator('dt:text-is("Order") + dd').innerText();
  expect(weight).toBe('0.200 g');
  const longTerm = await certificate.getByTestId('long-term-date').innerText();
  expect(longTerm).toMatch(/^A sale of this coin would count as long-term from \d{2} \w+ \d{4}\.$/);
  await expect(certificate).toContainText('since 23 Jul 2024');
  await expectAccessible(page);
  await page.screenshot({ path: shot('certificate'), fullPage: true });

  // its PDF, downloaded through the page's link, says what the page does
  const certificatePdf = await download(
    page,
    page.getByRole('link', { name: 'Download PDF' }),
    'certificate',
  );
  expect(certificatePdf.name).toMatch(/^holding-certificate-.+\.pdf$/);
  const cert = pdfText(certificatePdf.path);
  expect(cert).toContain('HOLDING CERTIFICATE');
  expect(cert).toContain(`Holder: ${me.firstName} ${me.lastName}`);
  for (const lot of lots)
    expect(lineWith(cert, lot.invoiceNo)).toMatch(
      new RegExp(
        `^\\s*${lot.date}\\s+Quick buy\\s+${lit(lot.invoiceNo)}\\s+Rs ${lit(lot.price)}\\s+${lit(lot.grams)}\\s`,
      ),
    );
  expect(cert).toMatch(/Total\s+0\.20000000/);
  expect(flat(cert)).toContain(`: 0.200 g, purity ${purity}`);
  expect(flat(cert)).toContain(longTerm);
  expect(flat(cert)).toContain(
    'Rule: gold held for more than 24 months is a long-term capital asset, taxed at 12.5% without indexation',
  );
  expect(flat(cert)).toContain('for transfers since 23 Jul 2024');
  expect(flat(cert)).toContain('not tax advice');

  // the yearly statement: from the payment history, every record of the year and its totals
  await page.goto('/user/paymenthistory');
  const toStatement = page.getByRole('link', { name: 'Yearly statements (PDF, CSV)' });
  await expect(toStatement).toBeVisible();
  await page.screenshot({ path: shot('history-statement-link') });
  await toStatement.click();
  await expect(page).toHaveURL(/\/user\/statement$/);
  const statement = page.getByRole('article');
  await expect(statement.getByRole('heading', { name: /^FY \d{4}-\d{2}$/ })).toBeVisible();
  const year = (await statement.getByRole('heading', { name: /^FY / }).innerText()).slice(3);
  await expect(statement).toContainText('Opening balance on');
  await expect(statement).toContainText('0.00000000 g');
  const lineRows = statement
    .getByRole('region', { name: 'Records of the year' })
    .locator('tbody tr');
  await expect(lineRows).toHaveCount(3);
  const purchases = await Promise.all(
    [0, 1].map(async (i) => {
      const text = await lineRows.nth(i).innerText();
      expect(text).toContain('Quick buy');
      const [paid, gst] = [...text.matchAll(/₹[\d,]+\.\d{2}/g)].map((x) => x[0]);
      return {
        invoiceNo: INVOICE_NO.exec(text)![0],
        paid: paid!,
        gst: gst!,
        grams: /\+(\d\.\d{8})/.exec(text)![1]!,
      };
    }),
  );
  // the same purchases as the certificate's, paid as bought
  expect(purchases.map((p) => p.invoiceNo)).toEqual(lots.map((l) => l.invoiceNo));
  expect(purchases.map((p) => p.paid)).toEqual(['₹1,000.00', '₹2,000.00']);
  expect(purchases[0]!.grams).toBe(lots[0]!.of);
  const conversion = await lineRows.nth(2).innerText();
  expect(conversion).toContain('Coin made from saved gold');
  expect(conversion).toContain('-0.20000000');
  expect(conversion).toContain(merchantOrderId);
  const closing = /([\d.]+) g$/.exec(
    await statement.getByTestId('closing-balance').innerText(),
  )![1]!;
  expect(Number(closing)).toBeCloseTo(
    Number(purchases[0]!.grams) + Number(purchases[1]!.grams) - 0.2,
    8,
  );
  const totals = statement.getByTestId('statement-totals');
  const totalOf = async (label: RegExp) =>
    totals.getByRole('row', { name: label }).getByRole('cell').allInnerTexts();
  const allPurchases = await totalOf(/^All purchases of gold \(2\)/);
  expect(allPurchases[0]).toBe('₹3,000.00');
  expect(plain(allPurchases[1]!)).toBe(
    (Number(plain(purchases[0]!.gst)) + Number(plain(purchases[1]!.gst))).toFixed(2),
  );
  expect(Number(allPurchases[2])).toBeCloseTo(
    Number(purchases[0]!.grams) + Number(purchases[1]!.grams),
    8,
  );
  expect((await totalOf(/^Gold made into coins \(1\)/))[2]).toBe('0.20000000');
  expect((await totalOf(/^Paid in the year, less refunds/))[0]).toBe('₹3,000.00');
  await expectAccessible(page);
  await page.screenshot({ path: shot('statement'), fullPage: true });

  // the statement's PDF: the same lines and totals
  const statementPdf = await download(
    page,
    page.getByRole('link', { name: 'Download PDF' }),
    'statement',
  );
  expect(statementPdf.name).toBe(`statement-${year}.pdf`);
  const st = pdfText(statementPdf.path);
  expect(st).toContain(`STATEMENT FOR THE FINANCIAL YEAR ${year}`);
  expect(st).toContain('Opening balance: 0.00000000 g');
  for (const p of purchases)
    expect(lineWith(st, p.invoiceNo)).toMatch(
      new RegExp(
        `Quick buy.*${lit(p.invoiceNo)}\\s+Rs ${lit(p.paid.slice(1))}\\s+Rs ${lit(p.gst.slice(1))}\\s+\\+${lit(p.grams)}\\s*$`,
      ),
    );
  expect(lineWith(st, merchantOrderId)).toMatch(/Coin made from saved\b.*-0\.20000000\s*$/);
  expect(st).toContain(`Closing balance: ${closing} g`);
  expect(lineWith(st, 'All purchases of gold (2)')).toMatch(
    new RegExp(
      `Rs 3,000\\.00\\s+Rs ${lit(allPurchases[1]!.slice(1))}\\s+${lit(allPurchases[2]!)}\\s*$`,
    ),
  );
  expect(lineWith(st, 'Gold made into coins (1)')).toMatch(/0\.20000000\s*$/);
  expect(lineWith(st, 'Paid in the year, less refunds')).toMatch(/Rs 3,000\.00\s*$/);
  expect(flat(st)).toContain('This statement is information, not tax advice.');

  // and its CSV: a row per record with the exact figures, a spreadsheet's plain decimals
  const statementCsv = await download(
    page,
    page.getByRole('link', { name: 'Download CSV' }),
    'statement',
  );
  expect(statementCsv.name).toBe(`statement-${year}.csv`);
  const rows = parseCsv(readFileSync(statementCsv.path, 'utf8'));
  expect(rows[0]).toEqual([
    'Date',
    'Type',
    'Description',
    'Invoice number',
    'Order',
    'Transaction',
    'Price per gram (Rs)',
    'Paid (Rs)',
    'GST (Rs)',
    'Gold (g)',
    'Ants',
  ]);
  expect(rows[1]!.slice(1, 2).concat(rows[1]!.slice(9, 10))).toEqual([
    'Opening balance',
    '0.00000000',
  ]);
  for (const [i, p] of purchases.entries()) {
    const row = rows[2 + i]!;
    expect([row[1], row[3], row[7], row[8], row[9]]).toEqual([
      'Quick buy',
      p.invoiceNo,
      plain(p.paid),
      plain(p.gst),
      p.grams,
    ]);
    expect(row[6]).toBe(plain(`₹${lots[i]!.price}`));
  }
  expect([rows[4]![1], rows[4]![4], rows[4]![9]]).toEqual([
    'Coin made from saved gold',
    merchantOrderId,
    '-0.20000000',
  ]);
  expect([rows[5]![1], rows[5]![9]]).toEqual(['Closing balance', closing]);
  const csvTotal = rows.find((r) => r[1] === 'Total: All purchases of gold (2)')!;
  expect([csvTotal[7], csvTotal[8], csvTotal[9]]).toEqual([
    '3000.00',
    plain(allPurchases[1]!),
    allPurchases[2],
  ]);
  expect(rows.find((r) => r[1] === 'Total: Gold made into coins (1)')![9]).toBe('-0.20000000');
  expect(rows.find((r) => r[1] === 'Total: Paid in the year, less refunds')![7]).toBe('3000.00');
  for (const row of rows) expect(row).toHaveLength(11);

  // after the coin: the goal asks for the next one
  await page.goto('/user/dashboard');
  await expect(card.getByRole('heading', { name: 'Save towards a coin' })).toBeVisible();
  await expect(card).toContainText('is being made');
  await expect(card.getByRole('link', { name: 'Track your coin' })).toBeVisible();
  await page.screenshot({ path: shot('goal-card-next'), fullPage: true });
});
