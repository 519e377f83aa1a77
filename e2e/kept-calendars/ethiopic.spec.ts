import type { Page } from '@playwright/test';
import { formatMonthDay, ordinal } from '@shared/dates/format';
import ICAL from 'ical.js';
import { expect, signIn, test } from '../fixtures/test';

// A birthday kept on 6 Pagume (the leap day of the Ethiopian calendar), born in 2015 (Amete Mihret), which was
// 2023-09-11. Pagume 6 exists only in leap years (2015, 2019): in common years the birthday falls on Pagume 5,
// the year's last day. So its Gregorian days are Thu, Sep 10 2026 (5 Pagume 2018) and Sat, Sep 11 2027
// (6 Pagume 2019). The browser's clock is set to Saturday, Sep 5, 2026, five days before.
const TODAY = new Date('2026-09-05T12:00:00');
const WORDS = '6 Pagume (Ethiopian)';

const view = (page: Page, name: 'Week' | 'Month' | 'Year') =>
  page.getByRole('radiogroup', { name: 'View' }).getByRole('radio', { name });
const header = (page: Page) => page.getByRole('heading', { level: 2 });
const row = (page: Page, name: string) => page.locator('[data-birthday-id]').filter({ hasText: name });

/**
 * The feed's days by ICU's `ethiopic` calendar, not by ours: in each September from `year` on, the last day of
 * Pagume (the 6th in a leap year, else the 5th), with the age in Ethiopian years since 2015.
 */
function icuBirthdays(year: number, count: number) {
  const format = new Intl.DateTimeFormat('en-u-ca-ethiopic', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  const read = (d: Date) => {
    const parts = format.formatToParts(d);
    const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
    return { year: part('year'), month: part('month'), day: part('day') };
  };
  const next = (d: Date) => new Date(d.getTime() + 86_400_000);
  return Array.from({ length: count }, (_, i) => {
    // From September 1 (in Nehase) to the day before Enkutatash (1 Meskerem): Pagume's last day.
    let day = new Date(Date.UTC(year + i, 8, 1));
    while (read(next(day)).month !== 1) day = next(day);
    const ethiopian = read(day);
    expect(ethiopian.month).toBe(13);
    return { date: day.toISOString().slice(0, 10), age: ethiopian.year - 2015, pagume: ethiopian.day };
  });
}

test('an Ethiopian birthday on Pagume 6 is added through the form and shows on its Gregorian day in the views and the feed', async ({
  page,
  phone,
}) => {
  await page.clock.setFixedTime(TODAY);
  await signIn(page, phone.national);

  // The form: the calendar, Pagume (13th month, 6 days offered), day 6, the Ethiopian year.
  await page.getByRole('button', { name: 'Add Birthday' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Birthday' });
  await dialog.getByLabel('Name').fill('Abebe');
  await dialog.getByRole('button', { name: /^Birthday/ }).click();
  const picker = dialog.getByRole('group', { name: 'Choose date' });
  await picker.getByLabel('Calendar', { exact: true }).selectOption('Ethiopian');
  const month = picker.getByLabel('Month', { exact: true });
  await expect(month.getByRole('option')).toHaveText([
    'Select month',
    'Meskerem',
    'Tikimt',
    'Hidar',
    'Tahsas',
    'Tir',
    'Yekatit',
    'Megabit',
    'Miyazya',
    'Ginbot',
    'Sene',
    'Hamle',
    'Nehase',
    'Pagume',
  ]);
  await month.selectOption('Pagume');
  await expect(picker.getByRole('gridcell')).toHaveCount(6);
  await picker.getByRole('gridcell', { name: WORDS }).click();
  const year = picker.getByLabel('Year in the Ethiopian calendar (optional)');
  // 2016 was a common year: no Pagume 6 to be born on.
  await year.fill('2016');
  await expect(
    picker.getByText('Pagume 2016 has 5 days. Clear the year or choose another day.'),
  ).toBeVisible();
  await year.fill('2015');
  await expect(picker.getByText('Born September 11, 2023 in the Gregorian calendar.')).toBeVisible();
  await picker.getByRole('button', { name: 'Save' }).click();
  await expect(picker).toBeHidden();
  await expect(dialog.getByRole('button', { name: /^Birthday/ })).toHaveAccessibleName(
    'Birthday 6 Pagume 2015 (Ethiopian)',
  );
  await dialog.getByRole('button', { name: 'Add Birthday' }).click();
  await expect(page.getByText('Birthday added successfully!').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  const saved = (await (await page.request.get('/api/birthdays')).json()) as Array<Record<string, unknown>>;
  expect(saved.find((b) => b.name === 'Abebe')).toMatchObject({
    date: '2015-13-06',
    calendar: 'ethiopic',
    leap: false,
  });

  // Home: coming up in five days, on Pagume 5 of the common year 2018.
  await page.goto('/');
  const upcoming = page.getByRole('region', { name: 'Upcoming Birthdays' });
  const abebe = upcoming.locator('[data-birthday-id]').filter({ hasText: 'Abebe' });
  await expect(abebe).toContainText(`${WORDS} · this year Thu, Sep 10 · turns 3`);
  await expect(abebe).toContainText('In 5 days');

  // The month view: September 2026, on the 10th.
  await page.goto('/calendar');
  await view(page, 'Month').check();
  await expect(header(page)).toHaveText('September 2026');
  await expect(page.getByRole('button', { name: `${formatMonthDay(9, 10)}, 1 birthday` })).toBeVisible();
  await expect(row(page, 'Abebe')).toContainText(`${WORDS} · this year Thu, Sep 10 · turns 3`);
  await page.screenshot({ path: test.info().outputPath('ethiopic-september-2026.png') });

  // 2019 is a leap year: September 2027, on the 11th (Pagume 6 itself).
  await view(page, 'Year').check();
  await page.getByRole('button', { name: 'Next year' }).click();
  await expect(header(page)).toHaveText('2027');
  await page.getByRole('button', { name: 'September, 1 birthday' }).click();
  await expect(header(page)).toHaveText('September 2027');
  await expect(page.getByRole('button', { name: `${formatMonthDay(9, 11)}, 1 birthday` })).toBeVisible();
  await expect(row(page, 'Abebe')).toContainText(`${WORDS} · next year Sat, Sep 11 · turns 4`);

  // The calendar feed, as a calendar app reads it (no cookie; the server's own clock): one event a year from
  // this year's on, each on the day ICU's Ethiopian calendar gives.
  const feed = (await (await page.request.post('/api/calendar/feed')).json()) as { url: string };
  const res = await fetch(feed.url);
  expect(res.status).toBe(200);
  const events = new ICAL.Component(ICAL.parse(await res.text()))
    .getAllSubcomponents('vevent')
    .map((c) => new ICAL.Event(c));
  const expected = icuBirthdays(new Date().getFullYear(), 11);
  expect(expected.some((b) => b.pagume === 6) && expected.some((b) => b.pagume === 5)).toBe(true);
  expect(
    events.map((e) => ({
      date: e.startDate.toString(),
      title: e.summary,
      words: e.description,
      allDay: e.startDate.isDate,
    })),
  ).toEqual(
    expected.map((b) => ({
      date: b.date,
      title: `Abebe's ${ordinal(b.age)} Birthday`,
      words: WORDS,
      allDay: true,
    })),
  );
});
