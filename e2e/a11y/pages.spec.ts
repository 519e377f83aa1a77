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
  await expect(page.getByText('Failed to submit feedback. Please try again.')).toBeVisible();
  // Measured at once, while the toast is up (it leaves after 3 s).
  const overlaps = await page.evaluate(() => {
    const rect = (el: Element | null | undefined) => el!.getBoundingClientRect();
    const toast = rect(
      [...document.querySelectorAll('[data-sonner-toast]')].find((t) =>
        t.textContent?.includes('Failed to submit'),
      ),
    );
    const hit = (b: DOMRect) =>
      toast.left < b.right && b.left < toast.right && toast.top < b.bottom && b.top < toast.bottom;
    const title = [...document.querySelectorAll('[role="dialog"] h2')].find(
      (h) => h.textContent === 'Send Feedback',
    );
    return { title: hit(rect(title)), header: hit(rect(document.querySelector('header'))) };
  });
  expect(overlaps).toEqual({ title: false, header: false });
});
