import type { Page } from '@playwright/test';
import { addBirthday, dayFromToday } from '../fixtures/birthday-form';
import { expect, signIn, test } from '../fixtures/test';
import { expectToastsClearOf } from '../fixtures/toasts';

async function expectOneH1(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name })).toBeAttached();
}

test('every page has one h1 and names itself in the tab title', async ({ page, phone }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Cakeday · Never Miss a Birthday Again');
  await expectOneH1(page, 'Never Miss a Birthday Again');

  await signIn(page, phone.national);
  await expect(page).toHaveTitle('Home · Cakeday');
  await expect(page.getByRole('heading', { level: 2, name: 'No Birthdays Added' })).toBeVisible();
  await expectOneH1(page, 'Birthdays');
  const day = dayFromToday(2);
  await addBirthday(page, 'Dorothy Vaughan', day.month, day.day);
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Upcoming Birthdays' })).toBeVisible();
  await expectOneH1(page, 'Birthdays');

  for (const [link, title] of [
    ['Calendar', 'Calendar'],
    ['Settings', 'Settings'],
  ] as const) {
    await page.getByRole('link', { name: link }).click();
    await expect(page).toHaveTitle(`${title} · Cakeday`);
    await expectOneH1(page, title);
  }
  await page.getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveTitle('Notifications · Cakeday');
  await expectOneH1(page, 'Notifications');
});

test("a toast stays clear of the header, and of an open modal's title and controls", async ({
  page,
  phone,
}) => {
  await signIn(page, phone.national);
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Send Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
  await dialog.getByRole('textbox', { name: 'Message' }).fill('x'.repeat(10));
  await page.route('**/api/feedback', (route) => route.fulfill({ status: 500, body: '' }));
  await dialog.getByRole('button', { name: 'Send Feedback' }).click();
  const failed = page.locator('[data-sonner-toast]', {
    hasText: 'Failed to submit feedback. Please try again.',
  });
  await expect(failed).toBeVisible();
  // Measured at once, while the toast is up (it leaves after 3 s).
  await expectToastsClearOf(dialog);

  // With no modal open, toasts keep to the bottom: the header stays clear.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('region', { name: 'Your User ID' }).getByRole('button', { name: 'Copy' }).click();
  const toast = page.locator('[data-sonner-toast]').last();
  await expect(toast).toBeVisible();
  const [header, box] = [await page.getByRole('banner').boundingBox(), await toast.boundingBox()];
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
});
