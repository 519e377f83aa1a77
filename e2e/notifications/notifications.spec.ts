import type { Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { addBirthday, dayFromToday } from '../fixtures/birthday-form';
import { expect, signIn, test } from '../fixtures/test';

async function expectSettledAccessible(page: Page) {
  // Toasts (e.g. the sign-in greeting) fade in and out; check the page once they are gone.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 8000 });
  await expectAccessible(page);
}

test('a new user finds nothing to do: No Notifications, All Caught Up! and no reminders yet', async ({
  page,
  phone,
}) => {
  await signIn(page, phone.national);
  const bell = page.getByRole('link', { name: 'Notifications' });
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(bell).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Pending Birthday Shares' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'All Caught Up!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Notifications' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent reminders' })).toBeVisible();
  await expect(page.getByText('No reminders sent yet')).toBeVisible();
  await expect(page.getByRole('region', { name: "Today's Celebrations" })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Coming Up Soon' })).toBeHidden();
  await expectSettledAccessible(page);
});

test("today's birthday and one in 3 days show as Today's Celebrations and Coming Up Soon", async ({
  page,
  phone,
}) => {
  await signIn(page, phone.national);
  const bell = page.getByRole('link', { name: 'Notifications' });
  await expect(bell).not.toHaveAccessibleDescription(/today/);

  const today = dayFromToday(0);
  const soon = dayFromToday(3);
  await addBirthday(page, 'Ada Lovelace', today.month, today.day);
  await addBirthday(page, 'Grace Hopper', soon.month, soon.day);

  // The bell counts today's birthdays.
  await expect(bell).toHaveAccessibleDescription('1 birthday today');
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);

  const todays = page.getByRole('region', { name: "Today's Celebrations" });
  await expect(todays.getByText('1 Today!')).toBeVisible();
  await expect(todays.getByRole('button', { name: /Ada Lovelace/ })).toBeVisible();
  const comingUp = page.getByRole('region', { name: 'Coming Up Soon' });
  await expect(comingUp.getByRole('button', { name: /Grace Hopper.*In 3 days/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Notifications' })).toBeHidden();
  await expectSettledAccessible(page);

  // A row opens the birthday's details.
  await todays.getByRole('button', { name: /Ada Lovelace/ }).click();
  await expect(page.getByRole('dialog', { name: 'Ada Lovelace' })).toBeVisible();
});
