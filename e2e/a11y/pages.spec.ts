import type { Page } from '@playwright/test';
import { addBirthday, dayFromToday } from '../fixtures/birthday-form';
import { expect, signIn, test } from '../fixtures/test';

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
  await expectOneH1(page, 'No Birthdays Added');
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

test("a toast stays clear of the header and of an open modal's title", async ({ page, phone }) => {
  await signIn(page, phone.national);
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Send Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
  await dialog.getByRole('textbox', { name: 'Message' }).fill('x'.repeat(10));
  await page.route('**/api/feedback', (route) => route.fulfill({ status: 500, body: '' }));
  await dialog.getByRole('button', { name: 'Send Feedback' }).click();
  const toast = page.locator('[data-sonner-toast]');
  await expect(toast).toBeVisible();
  await expect.poll(async () => (await toast.boundingBox())?.y).toBeGreaterThan(0);
  const toastBox = (await toast.boundingBox())!;
  const title = (await dialog.getByRole('heading', { name: 'Send Feedback' }).boundingBox())!;
  const header = (await page.getByRole('banner').boundingBox())!;
  const overlaps = (a: typeof title, b: typeof title) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps(toastBox, title)).toBe(false);
  expect(overlaps(toastBox, header)).toBe(false);
});
