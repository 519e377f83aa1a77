import type { Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { addBirthday, dayFromToday } from '../fixtures/birthday-form';
import { expect, signIn, test } from '../fixtures/test';
import { expectToastsClearOf, mostToastsAtOnce, recordToasts } from '../fixtures/toasts';

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

test("the landing header lines up with the page's content at every width", async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const logo = await header.getByText('Cakeday', { exact: true }).boundingBox();
  const signIn = await header.getByRole('button', { name: 'Sign In' }).boundingBox();
  const tiles = await page
    .getByRole('region', { name: 'Everything you need to celebrate' })
    .getByRole('list')
    .boundingBox();
  expect(Math.round(logo!.x)).toBe(Math.round(tiles!.x));
  expect(Math.round(signIn!.x + signIn!.width)).toBe(Math.round(tiles!.x + tiles!.width));
  const viewport = page.viewportSize()!;
  if (viewport.width >= 1024) {
    // Side by side, the hero's text starts where the logo does.
    const hero = await page
      .getByRole('heading', { level: 1, name: 'Never Miss a Birthday Again' })
      .boundingBox();
    expect(Math.round(hero!.x)).toBe(Math.round(logo!.x));
  }
});

test('a toast shows once however often it is said, stays clear of a modal opened right after it, and lets clicks through', async ({
  page,
  context,
  baseURL,
  phone,
}, testInfo) => {
  if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await recordToasts(page);
  await signIn(page, phone.national);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  const copy = page.getByRole('region', { name: 'Your User ID' }).getByRole('button', { name: 'Copy' });
  const toast = page.locator('[data-sonner-toast]', { hasText: 'User ID copied to clipboard!' });
  // Said three times, then a modal opens at once: the toast (3 s) is still up when it does.
  await copy.click();
  await copy.click();
  await copy.click();
  await page.getByRole('button', { name: 'Send Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
  await expect(dialog).toBeVisible();
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCount(1);
  // None of the modal's controls is under the toast, and its first field takes the click.
  await expectToastsClearOf(dialog);
  const message = dialog.getByRole('textbox', { name: 'Message' });
  await message.click({ timeout: 2000 });
  await message.pressSequentially('Toasts keep out of the way');
  await expect(message).toHaveValue('Toasts keep out of the way');
  expect(await mostToastsAtOnce(page, 'User ID copied to clipboard!')).toBe(1);

  // Without a modal, what lies under a toast takes a click there, not the toast.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await copy.click();
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  const hitToast = await page.evaluate(
    ([x, y]) => Boolean(document.elementFromPoint(x!, y!)?.closest('[data-sonner-toast]')),
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(hitToast).toBe(false);
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
