import type { Page } from '@playwright/test';
import { formatMonthDay } from '@shared/dates/format';
import { expect, signIn, test } from '../fixtures/test';

// A birthday kept on the 15th day of the 8th Chinese lunar month (Mid-Autumn), born in lunar year 1990.
// Its Gregorian days are the published Mid-Autumn dates: Mon, Oct 6 2025; Fri, Sep 25 2026; Wed, Sep 15 2027.
// The browser's clock is set to Sunday, Sep 20, 2026, five days before.
const TODAY = new Date('2026-09-20T12:00:00');
const WORDS = '15th day of the 8th month (Chinese lunar)';

const view = (page: Page, name: 'Week' | 'Month' | 'Year') =>
  page.getByRole('radiogroup', { name: 'View' }).getByRole('radio', { name });
const header = (page: Page) => page.getByRole('heading', { level: 2 });
const row = (page: Page, name: string) => page.locator('[data-birthday-id]').filter({ hasText: name });

test('a Chinese lunar birthday shows on its Gregorian day on Home, in the calendar, search and details', async ({
  page,
  phone,
}) => {
  await page.clock.setFixedTime(TODAY);
  await signIn(page, phone.national);
  for (const data of [
    { name: 'Wei Zhang', date: '1990-08-15', calendar: 'chinese', category: 'family' },
    // A Gregorian birthday on the same month and day numbers stays on August 15.
    { name: 'Ana Lima', date: '--08-15', category: 'friends' },
  ]) {
    const res = await page.request.post('/api/birthdays', { data });
    expect(res.status()).toBe(201);
  }

  // Home: coming up in five days, with the lunar date in words beside its Gregorian day.
  await page.goto('/');
  const upcoming = page.getByRole('region', { name: 'Upcoming Birthdays' });
  const wei = upcoming.locator('[data-birthday-id]').filter({ hasText: 'Wei Zhang' });
  await expect(wei).toContainText(`${WORDS} · this year Fri, Sep 25 · turns 36`);
  await expect(wei).toContainText('In 5 days');
  await expect(row(page, 'Ana Lima')).toHaveCount(0);

  // Details: the same words, on the next Gregorian day.
  await wei.click();
  const details = page.getByRole('dialog', { name: 'Wei Zhang' });
  await expect(details).toContainText(`${WORDS} · this year Fri, Sep 25 · turns 36`);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // Calendar, this week (Sep 20-26).
  await page.goto('/calendar');
  await expect(view(page, 'Week')).toBeChecked();
  await expect(row(page, 'Wei Zhang')).toContainText(`${WORDS} · this year Fri, Sep 25`);
  await expect(row(page, 'Wei Zhang')).toContainText('In 5 days');

  // Search: on its next Gregorian day, under September 2026.
  const search = page.getByPlaceholder('Search birthdays...');
  await search.fill('wei');
  await expect(page.getByRole('region', { name: 'September 2026' })).toContainText('Wei Zhang');
  await search.fill('');

  // A past month: October 2025, reached from the year's tile; Mid-Autumn fell on Oct 6.
  await view(page, 'Year').check();
  await page.getByRole('button', { name: 'Previous year' }).click();
  await expect(header(page)).toHaveText('2025');
  await page.getByRole('button', { name: 'October, 1 birthday' }).click();
  await expect(header(page)).toHaveText('October 2025');
  await expect(page.getByRole('button', { name: `${formatMonthDay(10, 6)}, 1 birthday` })).toBeVisible();
  await expect(row(page, 'Wei Zhang')).toContainText(`${WORDS} · 2025 Mon, Oct 6 · turned 35`);

  // A future year: 2027, in September (the 15th); August holds only the Gregorian birthday.
  await view(page, 'Year').check();
  await page.getByRole('button', { name: 'Next year' }).click();
  await page.getByRole('button', { name: 'Next year' }).click();
  await expect(header(page)).toHaveText('2027');
  await expect(page.getByRole('button', { name: 'September, 1 birthday' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'August, 1 birthday' })).toBeVisible();
  await expect(row(page, 'Wei Zhang')).toContainText(`${WORDS} · next year Wed, Sep 15 · turns 37`);
});
