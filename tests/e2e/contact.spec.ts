import { expect, expectAccessible, test } from './fixtures';
import { deliveriesFor, holdMessages, releaseMessages } from './webhook-receiver';

// spec 2 /contactus, spec 5 (all fields required), spec 8 (alerts); decisions.md: Records
// (a contact message is never lost when the webhook is down).

const uniqueText = (project: string) =>
  `Where is my coin order? ref ${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

test('contact details, Email and WhatsApp buttons', async ({ page }) => {
  await page.goto('/contactus');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Email', exact: true })).toHaveAttribute(
    'href',
    'mailto:support@goldsave.in',
  );
  await expect(page.getByRole('link', { name: 'WhatsApp', exact: true })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/919848012345\?text=/,
  );
  const details = page.getByRole('region', { name: 'Reach us directly' });
  await expect(details).toContainText('Abids Road, Abids, Hyderabad');
  await expect(details.getByRole('link', { name: '+91 98480 12345' })).toHaveAttribute(
    'href',
    'tel:+919848012345',
  );
  await expect(details.getByRole('link', { name: 'support@goldsave.in' })).toBeVisible();
});

test('name, email and message are required', async ({ page }) => {
  await page.goto('/contactus');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Form submitted successfully!')).toHaveCount(0);
});

test('a sent message shows the success alert and clears the form', async ({ page }, testInfo) => {
  const text = uniqueText(testInfo.project.name);
  await page.goto('/contactus');
  await page.getByLabel('Name', { exact: true }).fill('Asha Reddy');
  await page.getByLabel('Email', { exact: true }).fill('asha@example.in');
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status')).toHaveText('Form submitted successfully!');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  await expectAccessible(page);
  // and it reaches the support chat
  await expect
    .poll(async () => (await deliveriesFor(text)).accepted.length, { timeout: 20_000 })
    .toBe(1);
});

test.describe('with the support chat webhook down', () => {
  test('the message is kept and forwarded once the webhook is back', async ({ page }, testInfo) => {
    const text = uniqueText(testInfo.project.name);
    await holdMessages(text);
    try {
      await page.goto('/contactus');
      await page.getByLabel('Name', { exact: true }).fill('Ravi Kumar');
      await page.getByLabel('Email', { exact: true }).fill('Ravi.Kumar@Example.in');
      await page.getByLabel('Message', { exact: true }).fill(text);
      await page.getByRole('button', { name: 'Send Message' }).click();
      // the user is told it was received even though the chat is unreachable
      await expect(page.getByRole('status')).toHaveText('Form submitted successfully!');

      // the server tried, the webhook refused, nothing was delivered
      await expect
        .poll(async () => (await deliveriesFor(text)).refused, { timeout: 20_000 })
        .toBeGreaterThanOrEqual(1);
      expect((await deliveriesFor(text)).accepted).toEqual([]);
    } finally {
      await releaseMessages(text);
    }

    // the stored message is retried and arrives once, intact
    await expect
      .poll(async () => (await deliveriesFor(text)).accepted, { timeout: 20_000 })
      .toEqual([
        {
          text: `New contact message\nName: Ravi Kumar\nEmail: ravi.kumar@example.in\nMessage: ${text}`,
        },
      ]);
  });
});
