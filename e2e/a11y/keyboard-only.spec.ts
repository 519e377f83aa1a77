import type { Locator, Page } from '@playwright/test';
import { MONTH_NAMES } from '@shared/dates/format';
import { dayFromToday } from '../fixtures/birthday-form';
import { expect, latestCode, test } from '../fixtures/test';

// A keyboard user at a desk: no mouse, no touch. Nothing in this file clicks.
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

type Focus = { label: string; ring: boolean; onScreen: boolean };

/** What has focus: a short label, whether a focus ring shows, and whether it is on screen. */
function focusNow(page: Page): Promise<Focus | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    // Chips hide their radio and draw the ring on its label.
    const hidden = getComputedStyle(el).opacity === '0' || el.getBoundingClientRect().width <= 1;
    const shown = (hidden && el.closest('label')) || el;
    const style = getComputedStyle(shown);
    const rect = shown.getBoundingClientRect();
    const label =
      el.getAttribute('aria-label') ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.textContent ??
      el.tagName;
    return {
      label: label.trim(),
      ring:
        (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none',
      onScreen:
        rect.width > 0 &&
        rect.height > 0 &&
        rect.bottom > 0 &&
        rect.top < innerHeight &&
        rect.right > 0 &&
        rect.left < innerWidth,
    };
  });
}

async function expectFocusShown(page: Page) {
  const focus = await focusNow(page);
  expect(focus, 'something has focus').not.toBeNull();
  expect(focus, `a visible focus ring on '${focus?.label}'`).toMatchObject({ ring: true, onScreen: true });
}

/** Presses Tab until `target` has focus, checking the ring at every stop; returns the stops' labels. */
async function tabTo(page: Page, target: Locator, { max = 40, shift = false } = {}) {
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
    await expectFocusShown(page);
    stops.push((await focusNow(page))?.label ?? '');
    if (await target.evaluate((el) => el === document.activeElement)) return stops;
  }
  throw new Error(`Tab never reached ${target}; it went through: ${stops.join(' | ')}`);
}

async function press(page: Page, key: string, times = 1) {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
}

test('signs in, adds a birthday through the date picker and opens the calendar with the keyboard alone', async ({
  page,
  phone,
}) => {
  await page.goto('/');
  const getStarted = page.getByRole('button', { name: 'Get Started Free' });
  await expect(getStarted).toBeVisible();

  // Sign in: the phone field has focus as the modal opens, the code field as the next step does.
  await tabTo(page, getStarted);
  await page.keyboard.press('Enter');
  const signInDialog = page.getByRole('dialog');
  await expect(signInDialog.getByRole('textbox', { name: 'Phone Number' })).toBeFocused();
  await page.keyboard.type(phone.national);
  await tabTo(page, signInDialog.getByRole('button', { name: 'Continue', exact: true }));
  await page.keyboard.press('Enter');
  const codeDialog = page.getByRole('dialog', { name: 'Enter Verification Code' });
  const code = codeDialog.getByRole('textbox', { name: 'Verification code' });
  await expect(code).toBeFocused();
  await page.keyboard.type(await latestCode(phone.e164));
  await tabTo(page, codeDialog.getByRole('button', { name: 'Verify Code' }));
  await page.keyboard.press('Enter');

  // The welcome starts on its first field to fill; Confirm is a Tab or two away.
  const welcome = page.getByRole('dialog', { name: 'Welcome to Cakeday!' });
  await expect(welcome.getByRole('combobox', { name: 'Send reminders at' })).toBeFocused();
  await expectFocusShown(page);
  await tabTo(page, welcome.getByRole('button', { name: 'Confirm' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Yay! Your phone number is all set for birthday reminders!')).toBeVisible();
  await expect(welcome).toBeHidden();

  // Add Birthday: the name field has focus, then the date picker opens from its button.
  await tabTo(page, page.getByRole('button', { name: 'Add Birthday' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Birthday' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await page.keyboard.type('Mary Jackson');
  const dateButton = dialog.getByRole('button', { name: /^Birthday/ });
  await tabTo(page, dateButton);
  await page.keyboard.press('Enter');
  const picker = dialog.getByRole('group', { name: 'Choose date' });
  await expect(picker).toBeVisible();
  await expect(dateButton).toBeFocused();

  // The month by typing its name on the focused select; then one Tab into the day grid, at day 1.
  // Two days ahead, or fewer on a Friday or Saturday: the calendar opens on this week (Sunday to
  // Saturday) when the test comes back to it at the end, and the birthday must be in it.
  const { month, day } = dayFromToday(Math.min(2, 6 - new Date().getDay()));
  const monthName = MONTH_NAMES[month - 1]!;
  const monthSelect = picker.getByRole('combobox', { name: 'Month' });
  await tabTo(page, monthSelect);
  await page.keyboard.type(monthName);
  await expect(monthSelect).toHaveValue(String(month));
  await page.keyboard.press('Tab');
  const days = picker.getByRole('grid', { name: 'Day' });
  await expect(days.getByRole('gridcell', { name: `${monthName} 1`, exact: true })).toBeFocused();
  await expectFocusShown(page);
  // Down a week at a time, then right a day at a time.
  await press(page, 'ArrowDown', Math.floor((day - 1) / 7));
  await press(page, 'ArrowRight', (day - 1) % 7);
  const chosen = days.getByRole('gridcell', { name: `${monthName} ${day}`, exact: true });
  await expect(chosen).toBeFocused();
  await expectFocusShown(page);
  await page.keyboard.press('Enter');
  await expect(chosen).toHaveAttribute('aria-selected', 'true');
  // The grid is one stop: the next Tab is the year, then Cancel, then Save.
  await page.keyboard.press('Tab');
  await expect(picker.getByRole('spinbutton', { name: 'Year (optional)' })).toBeFocused();
  const stops = await tabTo(page, picker.getByRole('button', { name: 'Save' }));
  expect(stops).toEqual(['Cancel', 'Save']);
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(dateButton).toBeFocused();
  await expect(dateButton).toContainText(`${monthName} ${day}`);

  // On to the form's own button: the category and interest chip groups are one stop each.
  const formStops = await tabTo(page, dialog.getByRole('button', { name: 'Add Birthday' }));
  const count = (label: string) => formStops.filter((s) => s === label).length;
  expect(formStops.filter((s) => ['Family', 'Friends', 'Work', 'Other'].includes(s))).toHaveLength(1);
  expect(count('Hobbies')).toBe(1);
  expect(count('Entertainment')).toBe(0);
  expect(count('Reading')).toBe(1);
  expect(count('Gaming')).toBe(0);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Birthday added successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Saving shows the calendar, with the new birthday in its week.
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Mary Jackson')).toBeVisible();

  // Home lists it among the upcoming birthdays; the main navigation goes back to the calendar.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await tabTo(page, nav.getByRole('link', { name: 'Home' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Upcoming Birthdays' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Mary Jackson')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
  await tabTo(page, nav.getByRole('link', { name: 'Calendar' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Mary Jackson')).toBeVisible();
  await expectFocusShown(page);
});
