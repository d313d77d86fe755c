// The README picture (docs/screenshot.png): the home page's first screen on a desktop (1280 px)
// and a phone (375 px), framed side by side. Start the built app, then:
//   node scripts/readme-screenshot.mjs http://127.0.0.1:3000
import { chromium } from '@playwright/test';
import sharp from 'sharp';
const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const shot = async (width, height, mobile) => {
  const ctx = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: 1,
    isMobile: mobile,
    hasTouch: mobile,
  });
  const page = await ctx.newPage();
  await page.goto(base + '/', { waitUntil: 'networkidle' });
  await page.waitForTimeout(800);
  const buf = await page.screenshot();
  await ctx.close();
  return buf;
};
const desktop = await shot(1280, 800, false);
const phone = await shot(375, 812, true);
await browser.close();

const round = async (buf, w, h, r) =>
  sharp(buf)
    .composite([
      {
        input: Buffer.from(
          `<svg width="${w}" height="${h}"><rect width="${w}" height="${h}" rx="${r}" ry="${r}"/></svg>`,
        ),
        blend: 'dest-in',
      },
    ])
    .png()
    .toBuffer();

const W = 1600,
  H = 976;
const bg = `<svg width="${W}" height="${H}" xmlns="http://www.w3.org/2000/svg">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fbf7ee"/><stop offset="1" stop-color="#f3ead6"/></linearGradient>
    <filter id="s" x="-10%" y="-10%" width="120%" height="120%"><feDropShadow dx="0" dy="12" stdDeviation="16" flood-color="#14231c" flood-opacity=".28"/></filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#g)"/>
  <rect x="40" y="40" width="1280" height="836" rx="14" fill="#fff" filter="url(#s)"/>
  <rect x="40" y="40" width="1280" height="40" rx="14" fill="#e9e4d6"/>
  <rect x="40" y="66" width="1280" height="14" fill="#e9e4d6"/>
  <circle cx="64" cy="60" r="6" fill="#e0a39a"/><circle cx="84" cy="60" r="6" fill="#e6cf8f"/><circle cx="104" cy="60" r="6" fill="#a9cf9f"/>
  <rect x="520" y="50" width="320" height="20" rx="10" fill="#fbf7ee"/>
  <rect x="1168" y="108" width="399" height="836" rx="44" fill="#0b140f" filter="url(#s)"/>
</svg>`;
const desk = await sharp(desktop).extract({ left: 0, top: 0, width: 1280, height: 796 }).toBuffer();
const deskR = await round(await sharp(desk).png().toBuffer(), 1280, 796, 0);
const phoneR = await round(phone, 375, 812, 34);
await sharp(Buffer.from(bg))
  .composite([
    { input: deskR, left: 40, top: 80 },
    { input: phoneR, left: 1180, top: 120 },
  ])
  .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
  .toFile('docs/screenshot.png');
console.log('docs/screenshot.png');
