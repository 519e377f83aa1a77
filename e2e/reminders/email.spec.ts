import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures/test';

type Email = { subject: string; text: string; headers: Record<string, string> };

/** What the fake SMTP server received for this address, newest last. */
async function emailsTo(address: string): Promise<Email[]> {
  const res = await fetch(`${process.env.FAKE_SMTP_URL}/_emails?to=${encodeURIComponent(address)}`);
  return (await res.json()) as Email[];
}
async function waitForEmail(address: string, subject: string) {
  await expect.poll(async () => (await emailsTo(address)).map((e) => e.subject)).toContain(subject);
  return (await emailsTo(address)).filter((e) => e.subject === subject).at(-1)!;
}

async function openReminderSettings(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Reminder Settings' }).click();
  return page.getByRole('dialog', { name: 'Reminder Settings' });
}

test.use({ viewport: { width: 375, height: 740 } });

test('sets up email on a phone: code, confirm, a test arrives, and its one-click link turns email off', async ({
  page,
  phone,
}) => {
  const address = `ada+${phone.e164.slice(1)}@example.com`;
  await signIn(page, phone.national);
  const dialog = await openReminderSettings(page);

  await dialog.getByRole('textbox', { name: 'Email' }).fill('not an address');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Email' }).fill(address);
  await dialog.getByRole('textbox', { name: 'Email' }).press('Enter');
  await expect(dialog.getByText(`we sent a 6-digit code to ${address}`)).toBeVisible();
  const code = (await waitForEmail(address, 'Your Cakeday confirmation code')).text.match(/\b(\d{6})\b/)![1]!;
  await dialog.getByRole('textbox', { name: 'Email: enter the code' }).fill(code);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Email address confirmed. Reminders will arrive there.')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Email', exact: true })).toBeChecked();
  await expect(dialog.getByText(`Confirmed: reminders go to ${address}.`)).toBeVisible();
  // Nothing in the row is wider than the phone's screen.
  const width = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(width).toBe(0);

  await dialog.locator('[data-channel-row="email"]').getByRole('button', { name: 'Send a test' }).click();
  await expect(page.getByText(`Test email sent to ${address}.`)).toBeVisible();
  const testEmail = await waitForEmail(address, 'Cakeday test email');
  expect(testEmail.text).toContain('This is a test from Cakeday.');

  // The mail app's unsubscribe link: a page that asks, then one click turns email reminders off.
  const link = testEmail.headers['list-unsubscribe']!.slice(1, -1);
  await page.goto(link);
  await page.getByRole('button', { name: 'Turn off email reminders' }).click();
  await expect(
    page.getByText('Email reminders are off. You can turn them on again in Reminder Settings.'),
  ).toBeVisible();
  await page.goto('/');
  const again = await openReminderSettings(page);
  await expect(again.getByRole('checkbox', { name: 'Email', exact: true })).not.toBeChecked();
  await expect(
    again.getByText(`Confirmed: ${address}. Off: tick the box and save to get email reminders.`),
  ).toBeVisible();
});
