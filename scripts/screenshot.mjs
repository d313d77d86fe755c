// Screenshots of pages at 375 px and 1280 px: node scripts/screenshot.mjs http://127.0.0.1:3000 / /aboutus ...
// Writes .tmp/shots/<name>-<width>.png (full page).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error('usage: node scripts/screenshot.mjs BASE_URL PATH...');
  process.exit(2);
}
mkdirSync('.tmp/shots', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const cookies = process.env.SHOT_COOKIE
  ? [{ name: 'sid', value: process.env.SHOT_COOKIE, url: base }]
  : [];
for (const width of [375, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 800 } });
  if (cookies.length) await ctx.addCookies(cookies);
  const page = await ctx.newPage();
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    // a full-page shot shows sections a visitor would scroll to: render the ones that
    // content-visibility skips while they are off-screen
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    await page.waitForTimeout(500);
    const name = p.replace(/[^\w]+/g, '_').replace(/^_|_$/g, '') || 'home';
    await page.screenshot({ path: `.tmp/shots/${name}-${width}.png`, fullPage: true });
    console.log(`.tmp/shots/${name}-${width}.png`);
  }
  await ctx.close();
}
await browser.close();
