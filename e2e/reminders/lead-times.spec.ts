import type { Page } from '@playwright/test';
import { addBirthday, dayFromToday } from '../fixtures/birthday-form';
import { expect, signIn, test } from '../fixtures/test';

test.use({ viewport: { width: 375, height: 812 } });

async function openReminderSettings(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Reminder Settings' }).click();
  return page.getByRole('dialog', { name: 'Reminder Settings' });
}

async function openEdit(page: Page, name: string) {
  await page
    .getByRole('button', { name: new RegExp(name) })
    .first()
    .click();
  await page.getByRole('dialog', { name }).getByRole('button', { name: 'Edit' }).click();
  return page.getByRole('dialog', { name: 'Edit Birthday' });
}

test('default lead times 30 and 2, and one birthday with its own, are kept after a reload', async ({
  page,
  phone,
}) => {
  await signIn(page, phone.national);

  // Reminder Settings: the spec's three go, 30 and 2 days come, all from the keyboard.
  const settings = await openReminderSettings(page);
  for (const lead of ['A week before', 'A day before', 'On the day']) {
    await settings.getByRole('button', { name: `Remove ${lead}` }).click();
  }
  await expect(settings.getByText('No reminders')).toBeVisible();
  const days = settings.getByLabel('Days before (0 to 60)');
  await days.fill('61');
  await days.press('Enter');
  await expect(settings.getByRole('alert')).toHaveText('Choose a whole number of days from 0 to 60');
  await days.fill('2');
  await days.press('Enter');
  await days.fill('30');
  await settings
    .getByRole('group', { name: 'When to remind me' })
    .getByRole('button', { name: 'Add', exact: true })
    .click();
  const defaults = settings.getByRole('list', { name: 'When to remind me' });
  await expect(defaults.getByRole('listitem')).toHaveText(['30 days before', '2 days before']);
  // Nothing sticks out of a phone's width.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await settings.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Reminder settings saved successfully')).toBeVisible();

  // A new birthday follows the defaults; this one gets a set of its own: 14 days and the day.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  const soon = dayFromToday(3);
  await addBirthday(page, 'Ada Lovelace', soon.month, soon.day);
  const edit = await openEdit(page, 'Ada Lovelace');
  const follows = edit.getByRole('switch', { name: 'Use my default reminders' });
  await expect(follows).toBeChecked();
  await follows.uncheck();
  const own = edit.getByRole('list', { name: "This birthday's reminders" });
  await expect(own.getByRole('listitem')).toHaveText(['A week before', 'A day before', 'On the day']);
  await edit.getByRole('button', { name: 'Remove A week before' }).click();
  await edit.getByRole('button', { name: 'Remove A day before' }).click();
  await edit.getByLabel('Days before (0 to 60)').fill('14');
  await edit
    .getByRole('group', { name: "This birthday's reminders" })
    .getByRole('button', { name: 'Add', exact: true })
    .click();
  await expect(own.getByRole('listitem')).toHaveText(['14 days before', 'On the day']);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Birthday updated successfully!')).toBeVisible();

  // After a reload both come from the server.
  await page.reload();
  const again = await openReminderSettings(page);
  await expect(again.getByRole('list', { name: 'When to remind me' }).getByRole('listitem')).toHaveText([
    '30 days before',
    '2 days before',
  ]);
  await again.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  const reopened = await openEdit(page, 'Ada Lovelace');
  await expect(reopened.getByRole('switch', { name: 'Use my default reminders' })).not.toBeChecked();
  await expect(
    reopened.getByRole('list', { name: "This birthday's reminders" }).getByRole('listitem'),
  ).toHaveText(['14 days before', 'On the day']);
});

test('with the server out of reach, saving lead times says so and keeps them; back, they save', async ({
  page,
  phone,
}) => {
  await signIn(page, phone.national);
  const settings = await openReminderSettings(page);
  await settings.getByRole('button', { name: 'Remove A week before' }).click();
  await settings.getByLabel('Days before (0 to 60)').fill('45');
  await settings.getByLabel('Days before (0 to 60)').press('Enter');
  const chosen = settings.getByRole('list', { name: 'When to remind me' }).getByRole('listitem');
  await expect(chosen).toHaveText(['45 days before', 'A day before', 'On the day']);
  // A digest chosen in the same sitting is kept too.
  await settings.getByRole('switch', { name: 'Monthly digest' }).click();
  const monthly = settings.getByRole('switch', { name: 'Monthly digest' });
  await expect(monthly).toBeChecked();

  await page.route('**/api/reminders/settings', (route) =>
    route.request().method() === 'PUT' ? route.abort('connectionrefused') : route.fallback(),
  );
  await settings.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Failed to save notification settings. Please try again.')).toBeVisible();
  // Nothing chosen is lost: the dialog stays open with the same set.
  await expect(settings).toBeVisible();
  await expect(chosen).toHaveText(['45 days before', 'A day before', 'On the day']);
  await expect(monthly).toBeChecked();

  await page.unroute('**/api/reminders/settings');
  await settings.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Reminder settings saved successfully')).toBeVisible();
  await page.reload();
  const again = await openReminderSettings(page);
  await expect(again.getByRole('list', { name: 'When to remind me' }).getByRole('listitem')).toHaveText([
    '45 days before',
    'A day before',
    'On the day',
  ]);
  await expect(again.getByRole('switch', { name: 'Monthly digest' })).toBeChecked();
});
