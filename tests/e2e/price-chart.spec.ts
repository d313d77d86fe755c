import { expect, expectAccessible, test } from './fixtures';

// spec 2: the price chart on /MarketPlace
test.describe('price chart', () => {
  test('shows the price over 1 day, 1 week, 1 month and 1 year', async ({ page }) => {
    await page.goto('/MarketPlace');
    const chart = page.getByRole('region', { name: 'Gold price' });
    const ranges = chart.getByRole('group', { name: 'Chart range' });
    await expect(ranges.getByRole('button')).toHaveText(['1 day', '1 week', '1 month', '1 year']);
    await expect(ranges.getByRole('button', { name: '1 day' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      chart.getByRole('img', { name: /^Gold price per gram over 1 day, from / }),
    ).toBeVisible();
    // the chart draws once it is on screen
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('canvas').first()).toBeVisible();
    await expect(chart).toContainText(
      /₹[\d,]+\.\d{2} [+−]₹[\d,]+\.\d{2} \(\d+\.\d{2}%\) over 1 day/,
    );

    for (const [name, range] of [
      ['1 week', '1W'],
      ['1 month', '1M'],
      ['1 year', '1Y'],
    ] as const) {
      const answered = page.waitForResponse((r) =>
        r.url().endsWith(`/api/prices/history?range=${range}`),
      );
      await ranges.getByRole('button', { name }).click();
      const body = await (await answered).json();
      expect(body.points.length).toBeGreaterThan(100);
      expect(body.points.length).toBeLessThanOrEqual(400);
      await expect(ranges.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
      await expect(
        chart.getByRole('img', { name: new RegExp(`over ${name}, from `) }),
      ).toBeVisible();
      await expect(chart).toContainText(`over ${name}`);
    }
    await expectAccessible(page);
  });

  test('loads the chart library only where the chart is', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/');
    await expect(page.getByRole('group', { name: 'Live gold price' })).toBeVisible();
    expect(scripts.some((u) => u.includes('lightweight-charts'))).toBe(false);
    await page.goto('/MarketPlace');
    const chart = page.getByRole('region', { name: 'Gold price' });
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('canvas').first()).toBeVisible();
    expect(scripts.some((u) => u.includes('lightweight-charts'))).toBe(true);
  });

  test('fetches the chart library when the chart is scrolled to, not before', async ({
    browser,
  }) => {
    // a short phone screen: the chart starts below the fold
    const context = await browser.newContext({ viewport: { width: 360, height: 300 } });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/MarketPlace');
    const chart = page.getByRole('region', { name: 'Gold price' });
    await expect(chart.getByRole('img', { name: /^Gold price per gram over/ })).toBeAttached();
    await expect(chart).not.toBeInViewport();
    expect(scripts.some((u) => u.includes('lightweight-charts'))).toBe(false);
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('canvas').first()).toBeVisible();
    expect(scripts.some((u) => u.includes('lightweight-charts'))).toBe(true);
    await context.close();
  });
});
