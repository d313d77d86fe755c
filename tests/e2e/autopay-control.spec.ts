import QRCode from 'qrcode';
import {
  BOTH_WIDTHS,
  expect,
  expectAccessible,
  istDateByServerClock,
  signUpAndSignIn,
  startDailyPlan,
  test,
} from './fixtures';
import { exclusively } from './operator';

/** A phone's browser: the set-up page offers the intent ("Open in UPI app") to an Android phone. */
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
test.use({
  userAgent: async ({ isMobile }, provide) => provide(isMobile ? ANDROID_UA : undefined),
});

// A daily plan set up by PhonePe's intent on a phone and by the same intent as a QR code on a
// desktop, approved in the sandbox's UPI app reached from the mandate status page; then the saver
// in control of each debit on the dashboard's plan card: the coming debits, skip one, pause until a
// date, resume.
test(
  'a daily plan by intent or QR: approve from the status page, see the coming debits, skip one, pause and resume',
  { tag: BOTH_WIDTHS },
  async ({ page, isMobile }) => {
    test.setTimeout(180_000);
    await signUpAndSignIn(page);
    const upi = `e2e.control${Date.now()}${Math.floor(Math.random() * 1e4)}@ybl`;
    const shot = (name: string) =>
      page.screenshot({
        path: `.tmp/shots/${name}-${test.info().project.name}.png`,
        fullPage: true,
      });
    await exclusively('sandbox-clock', async () => {
      await startDailyPlan(page, upi);

      const authorized = page.waitForResponse(
        (r) => r.url().includes('/authorize') && r.request().method() === 'POST',
      );
      if (isMobile) {
        // the phone opens the request in a UPI app; the sandbox's stands in for it
        await expect(page.getByRole('button', { name: 'Show QR code' })).toHaveCount(0);
        await page.getByRole('button', { name: 'Open in UPI app' }).click();
        expect((await authorized).ok()).toBe(true);
      } else {
        // the desktop shows the same intent as a QR code to scan with a phone
        await expect(page.getByRole('button', { name: 'Open in UPI app' })).toHaveCount(0);
        await page.getByRole('button', { name: 'Show QR code' }).click();
        const { approveUrl, transactionId } = (await (await authorized).json()) as {
          approveUrl: string;
          transactionId: string;
        };
        expect(approveUrl).toContain(`/sandbox/phonepe/upi-app?request=${transactionId}`);
        const svg = await QRCode.toString(approveUrl, {
          type: 'svg',
          margin: 1,
          errorCorrectionLevel: 'M',
        });
        await expect(page.getByTestId('upi-qr')).toHaveAttribute(
          'src',
          `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
        );
        await page.getByRole('link', { name: 'I have approved it' }).click();
      }

      // the status page follows the approval and leads to the (sandbox's) UPI app as this UPI ID
      await expect(page).toHaveURL(/\/MarketPlace\/StatusCheck\?transactionId=MAUTH/);
      await expect(page.getByText('Payment Pending')).toBeVisible();
      const help = page.getByRole('region', { name: 'Test mode: no real money moves' });
      await expect(help).toContainText(`It opens as ${upi}`);
      await expectAccessible(page);
      await shot('mandate-status-sandbox');
      const statusUrl = page.url();
      const transactionId = new URL(statusUrl).searchParams.get('transactionId')!;
      await help.getByRole('link', { name: 'Open the sandbox UPI app' }).click();
      await expect(page).toHaveURL(
        `/sandbox/phonepe/upi-app?vpa=${encodeURIComponent(upi)}&request=${transactionId}`,
      );
      const request = page
        .getByRole('region', { name: 'Autopay mandates to approve' })
        .getByRole('article');
      await expect(request).toHaveCount(1);
      await request.getByRole('button', { name: 'Approve' }).click();
      await expect(page.getByRole('region', { name: 'Your Autopay mandates' })).toContainText(
        '₹50.00',
      );
      await page.goto(statusUrl);
      await expect(page.getByText('Payment Successful')).toBeVisible();
    });

    await page.goto('/user/dashboard');
    const card = page.getByRole('listitem', { name: /Daily plan/ });
    const coming = card.getByRole('region', { name: 'Coming debits' });
    // five coming cycles; the first is notified at once when its date is less than 24 h away (the
    // debit job may have sent its notice before the page loads, and it then heads the list too)
    await expect(coming.getByRole('listitem').nth(4)).toBeVisible({ timeout: 15_000 });
    await expect(coming.getByRole('listitem').first()).toContainText('₹50.00');
    await expect(coming.getByRole('listitem').first()).toContainText(/Scheduled|Notified/);
    await expect(coming.getByRole('listitem').nth(1)).toContainText('Scheduled');
    await page.screenshot({
      path: `.tmp/shots/autopay-control-${test.info().project.name}.png`,
      fullPage: true,
    });

    // skip the second coming debit
    await coming
      .getByRole('listitem')
      .nth(1)
      .getByRole('button', { name: /Skip this one/ })
      .click();
    await expect(card.getByText(/is skipped\. No money will be taken for it\./)).toBeVisible();
    await expect(coming.getByRole('listitem').nth(1)).toContainText('Skipped');

    // pause until a date ten days on by the server's clock (a plan journey may have moved the
    // sandbox's), then resume
    await exclusively('sandbox-clock', async () => {
      const later = await istDateByServerClock(page, 10);
      await card.getByLabel('Pause until').fill(later);
      await card.getByRole('button', { name: 'Pause', exact: true }).click();
      await expect(
        card.getByText(/Your plan is paused\. No debit will be made before/),
      ).toBeVisible();
    });
    await expect(card).toContainText('Paused by you');
    await page.screenshot({
      path: `.tmp/shots/autopay-control-paused-${test.info().project.name}.png`,
      fullPage: true,
    });
    await card.getByRole('button', { name: 'Resume plan' }).click();
    await expect(page.getByText('Your plan is running again from its next date.')).toBeVisible();
    await expect(card).toContainText('Active');
  },
);
