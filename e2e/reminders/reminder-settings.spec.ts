import type { Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { endSessionElsewhere, expect, signIn, test } from '../fixtures/test';

async function openReminderSettings(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Reminder Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reminder Settings' });
  await expect(dialog.getByRole('switch', { name: 'Enable reminders' })).toBeVisible();
  return dialog;
}

test('changing the send hour and a lead time is saved and shown again', async ({ page, phone }) => {
  await signIn(page, phone.national);
  const dialog = await openReminderSettings(page);
  const save = dialog.getByRole('button', { name: 'Save Settings' });

  // Everything is on by default, at 9:00 AM.
  await expect(dialog.getByRole('switch', { name: 'Enable reminders' })).toBeChecked();
  const leads = dialog.getByRole('list', { name: 'When to remind me' });
  await expect(leads.getByRole('listitem')).toHaveText(['A week before', 'A day before', 'On the day']);
  await expect(dialog.getByRole('checkbox', { name: 'SMS to my phone' })).toBeChecked();
  await expect(dialog.getByLabel('Send at')).toHaveValue('9');
  await expect(save).toBeDisabled();

  // Toasts (e.g. the sign-in greeting) fade in and out; check the dialog once they are gone.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 8000 });
  await expectAccessible(page);

  await dialog.getByLabel('Send at').selectOption({ label: '7:00 PM' });
  await dialog.getByRole('button', { name: 'Remove A week before' }).click();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Reminder settings saved successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Reload so the values come from the server, not from this tab's cache.
  await page.reload();
  const again = await openReminderSettings(page);
  await expect(again.getByLabel('Send at')).toHaveValue('19');
  await expect(again.getByLabel('Send at').locator('option:checked')).toHaveText('7:00 PM');
  await expect(again.getByRole('list', { name: 'When to remind me' }).getByRole('listitem')).toHaveText([
    'A day before',
    'On the day',
  ]);
  await expect(again.getByRole('button', { name: 'Save Settings' })).toBeDisabled();
});

test('the time zone starts as this browser’s, and one click brings it back after a change', async ({
  page,
  phone,
}) => {
  await signIn(page, phone.national);
  const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const otherZone = browserZone === 'Pacific/Auckland' ? 'America/Denver' : 'Pacific/Auckland';

  const dialog = await openReminderSettings(page);
  await expect(dialog.getByLabel('Time zone')).toHaveValue(browserZone);
  await expect(dialog.getByRole('button', { name: `Use ${browserZone}` })).toBeHidden();
  await dialog.getByLabel('Time zone').selectOption(otherZone);
  await dialog.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Reminder settings saved successfully')).toBeVisible();

  const again = await openReminderSettings(page);
  await expect(again.getByLabel('Time zone')).toHaveValue(otherZone);
  await again.getByRole('button', { name: `Use ${browserZone}` }).click();
  await expect(again.getByLabel('Time zone')).toHaveValue(browserZone);
  await again.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Reminder settings saved successfully').first()).toBeVisible();
  await expect(again).toBeHidden();

  const third = await openReminderSettings(page);
  await expect(third.getByLabel('Time zone')).toHaveValue(browserZone);
});

test('turning reminders off pauses them, and Cancel keeps what was saved', async ({ page, phone }) => {
  await signIn(page, phone.national);
  const dialog = await openReminderSettings(page);
  await dialog.getByRole('switch', { name: 'Enable reminders' }).uncheck();
  await expect(dialog.getByRole('button', { name: 'Remove A day before' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  const again = await openReminderSettings(page);
  await expect(again.getByRole('switch', { name: 'Enable reminders' })).toBeChecked();
  await again.getByRole('switch', { name: 'Enable reminders' }).uncheck();
  await again.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Reminder settings saved successfully')).toBeVisible();

  const third = await openReminderSettings(page);
  await expect(third.getByRole('switch', { name: 'Enable reminders' })).not.toBeChecked();
  await expect(third.getByText('Paused: no reminders are sent.')).toBeVisible();
});

test('saving Reminder Settings after the session ended elsewhere says so and goes to the landing page', async ({
  page,
  context,
  baseURL,
  phone,
}) => {
  // No event stream (a proxy that drops them): the save is the first request to meet the ended session.
  await page.route('**/api/events', (route) => route.abort());
  await signIn(page, phone.national);
  const dialog = await openReminderSettings(page);
  await dialog.getByLabel('Send at').selectOption({ label: '7:00 PM' });

  await endSessionElsewhere(context, baseURL);
  const saved = page.waitForResponse(
    (res) => res.request().method() !== 'GET' && /\/api\/reminders/.test(res.url()),
  );
  await dialog.getByRole('button', { name: 'Save Settings' }).click();
  // Refused before anything is written: the ended session's cookie no longer names a user.
  expect((await saved).status()).toBe(401);

  await expect(page.getByText('You have been signed out. Please sign in again.')).toBeVisible();
  await expect(page.getByText('Reminder settings saved successfully')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Never Miss a Birthday Again' })).toBeVisible();
  await expect(dialog).toBeHidden();
});
