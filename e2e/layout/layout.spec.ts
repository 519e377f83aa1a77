import { expectAccessible, expectNoSideScroll } from '../fixtures/accessibility';
import { addBirthday, dayFromToday } from '../fixtures/birthday-form';
import { expect, signIn, test } from '../fixtures/test';

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
