import { defineConfig } from '@playwright/test';

/** Port of the app under test; the contact webhook receiver of the tests listens on PORT + 1. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);

/** Journeys of server logic run at one width (see projects below). */
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
const PHONE_ONLY = [
  'plans.spec.ts',
  'sandbox-pay-page.spec.ts',
  'resilience.spec.ts',
  // when the coin cards ask for the price again (the page's timers against the server's readings,
  // on a phone whose clock is behind): no width changes it, and it waits up to a whole reading
  'store-price-refresh.spec.ts',
  // Telugu and Hindi pages on a phone's width (the widest words on the narrowest screen)
  'languages-layout.spec.ts',
];

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  // Every journey whose page differs between a phone and a desktop (layout, navigation, touch)
  // runs at both widths. A journey that checks only what the server does runs at one: the
  // console's work at the operator's desktop (the console on a phone: admin-phone.spec.ts),
  // payments and Autopay in the sandbox on a phone.
  projects: [
    {
      name: 'mobile',
      testIgnore: DESKTOP_ONLY,
      use: { ...chromium, viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true },
    },
    {
      name: 'desktop',
      testIgnore: PHONE_ONLY,
      use: { ...chromium, viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
