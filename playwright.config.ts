import { defineConfig } from '@playwright/test';

/** Port of the app under test; the contact webhook receiver of the tests listens on PORT + 1. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * Which journeys run at which width. Our savers are mostly on phones, so every journey runs on the
 * phone (375 px) unless it is the console's work at the operator's desk (DESKTOP_ONLY). At the
 * desktop's width (1280 px) run those, and the tests tagged BOTH_WIDTHS: what is laid out
 * differently by width (the header and its navigation, the menu, the bottom bar, grids and
 * sliders, fixed bars, tables that turn into cards, what scrolls sideways, the accessibility of a
 * page's chrome) and what a desktop does differently (a QR code to scan instead of the UPI app).
 * A journey whose subject is server logic or a flow (buying, signing up, plans, referral, the
 * store's checkout) runs once, on the phone. See docs/development.md, "Tests".
 */
export const BOTH_WIDTHS = '@both-widths';

/** The console's work, at the operator's desk; the console on a phone is admin-phone.spec.ts. */
const DESKTOP_ONLY = [
  'admin.spec.ts',
  'admin-catalogue.spec.ts',
  'admin-customers.spec.ts',
  'admin-orders.spec.ts',
  'admin-today.spec.ts',
  // the route table walked: each page's links are read at 375 px and at 1280 px in the one run
  // (the pages differ by width in CSS only, so both layouts' links are in the DOM), and where a
  // link leads is the same at any width
  'links.spec.ts',
  // what the server sends (HTML, headers, redirects over HTTP; the phone-width check sets its own
  // phone): the same whatever the project's width
  'server-rendering-html.spec.ts',
];

/** A test file by name in a project's grep (matched against "project file describe title tags"). */
const file = (name: string) => new RegExp(`(^| |/)${name.replaceAll('.', '\\.')} `);

/**
 * Debian's Chromium headless shell (package chromium-headless-shell): the same Blink as the full
 * browser without its window-system parts, and about 40% less CPU a journey (docs/development.md,
 * "Tests"). CHROMIUM_PATH picks another build, e.g. /usr/bin/chromium.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  // the contact webhook receiver (E2E_PORT + 1), shared by both projects
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: '.tmp/e2e-report.json' }]]
    : [['list'], ['json', { outputFile: '.tmp/e2e-report.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  },
  // The phone runs every journey but the console's work at the desk; the desktop runs that work
  // and the tests tagged BOTH_WIDTHS (see above).
  projects: [
    {
      name: 'mobile',
      testIgnore: DESKTOP_ONLY,
      use: { ...chromium, viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true },
    },
    {
      name: 'desktop',
      grep: [new RegExp(BOTH_WIDTHS), ...DESKTOP_ONLY.map(file)],
      use: { ...chromium, viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    // `npm test` (scripts/test.mjs) starts it as soon as the build is done and says so
    reuseExistingServer: process.env.E2E_SERVER_RUNNING === '1',
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
