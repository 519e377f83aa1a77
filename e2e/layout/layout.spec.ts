import type { Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { addBirthday, dayFromToday } from '../fixtures/birthday-form';
import { expect, signIn, test } from '../fixtures/test';

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('landing, home and the Add Birthday modal fit the screen and pass axe', async ({ page, phone }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Never Miss a Birthday Again' })).toBeVisible();
  await expectNoSideScroll(page);
  await expectAccessible(page);

  await signIn(page, phone.national);
  const today = dayFromToday(0);
  await addBirthday(page, 'Mary Jackson', today.month, today.day);
  await expect(page.getByText('Birthday added successfully!')).toBeHidden({ timeout: 6000 });
  await expectNoSideScroll(page);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add Birthday' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Birthday' });
  await expect(dialog).toBeVisible();
  // The floating bar hides while a modal is open.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expectNoSideScroll(page);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
});

test('a long unbroken note wraps inside the details sheet at 390 px', async ({ page, phone }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, phone.national);
  const today = dayFromToday(0);
  const note = 'n'.repeat(300);
  const date = `--${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}`;
  const created = await page.request.post('/api/birthdays', {
    data: { name: 'Katherine Johnson', date, notes: note, interests: ['x'.repeat(50)] },
  });
  expect(created.status()).toBe(201);
  await page.reload();
  await page
    .getByRole('region', { name: "Today's Birthdays" })
    .getByRole('button', { name: /Katherine/ })
    .click();
  const details = page.getByRole('dialog', { name: 'Katherine Johnson' });
  await expect(details.getByText(note)).toBeVisible();
  // Nothing in the sheet reaches past its right edge, and the page does not scroll sideways.
  const overflow = await details.evaluate((dialog) => {
    const edge = dialog.getBoundingClientRect().right;
    return (
      Math.max(...[...dialog.querySelectorAll('*')].map((el) => el.getBoundingClientRect().right)) - edge
    );
  });
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSideScroll(page);
});
