import type { Locator, Page } from '@playwright/test';
import {
  fromGregorian,
  isValidKeptDate,
  keptDatesOn,
  loadCalendars,
  monthOptions,
} from '@shared/kept-calendars';
import { exportAll, openImport } from '../fixtures/import-export';
import { expect, secondUser, signIn, test } from '../fixtures/test';
import { zoneInDaytime } from '../fixtures/zones';

const pad = (n: number) => String(n).padStart(2, '0');

// Each date falls today there, so Home lists it, and its 09:00 reminder is due at once.
const today = zoneInDaytime();
const thisYear = today.local.getUTCFullYear();
// Years back by fours: on a Feb 29 those years have one too.
const DIED = 8;
const NAMED = 4;

/**
 * A Hebrew date some years back whose anniversary falls today, as the form's picker names its month: the fewest
 * years from 10 that have one. By the app's own calendar, for ICU's month names are not hebcal's (Tishri,
 * Heshvan, Tamuz), and a day of today's month may be missing from that year (Adar I, Adar II, a 30th).
 */
async function hebrewDateYearsBeforeToday() {
  await loadCalendars(['hebrew']);
  const date = { year: thisYear, month: today.month, day: today.day };
  const hebrewYear = fromGregorian('hebrew', date).year!;
  const kept = keptDatesOn('hebrew', date);
  for (let years = 10; years < 20; years++) {
    const year = hebrewYear - years;
    const found = kept.find((d) => isValidKeptDate({ calendar: 'hebrew', ...d, year }));
    if (!found) continue;
    const month = monthOptions('hebrew', year).find((o) => o.month === found.month && o.leap === found.leap)!;
    return { years, pick: { calendar: 'Hebrew', month: month.label, day: found.day, year } };
  }
  throw new Error('no Hebrew date 10 to 19 years back falls today');
}

test.use({ viewport: { width: 390, height: 844 }, timezoneId: today.timeZone });

const smsTo = async (e164: string) =>
  (
    (await (
      await fetch(`${process.env.FAKE_TWILIO_URL}/_messages?to=${encodeURIComponent(e164)}`)
    ).json()) as Array<{ body: string }>
  ).map((m) => m.body);

/** Opens Add Birthday, names the date and picks its kind. */
async function startAdding(page: Page, name: string, kind: string) {
  await page.getByRole('button', { name: 'Add Birthday' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Birthday' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByRole('radiogroup', { name: 'Kind' }).getByText(kind, { exact: true }).click();
  return dialog;
}

/** Picks a date in the form's picker: its calendar, month, day and (optional) year. */
async function pickKept(
  dialog: Locator,
  { calendar, month, day, year }: { calendar: string; month: string; day: number; year: number },
) {
  await dialog.getByRole('button', { name: /^Date/ }).click();
  const picker = dialog.getByRole('group', { name: 'Choose date' });
  await picker.getByLabel('Calendar', { exact: true }).selectOption(calendar);
  await picker.getByLabel(/^Year/).fill(String(year));
  await picker.getByLabel('Month', { exact: true }).selectOption(month);
  await picker
    .getByRole('gridcell', { name: new RegExp(`^${day}\\b|\\b${day}(st|nd|rd|th)?$`) })
    .first()
    .click();
  await picker.getByRole('button', { name: 'Save' }).click();
  await expect(picker).toBeHidden();
}

async function save(page: Page, dialog: Locator, toast: string) {
  await dialog.getByRole('button', { name: 'Add Date' }).click();
  await expect(page.getByText(toast).first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('an anniversary in the Hebrew calendar, a remembrance and a name day are added and each is said in its own words on Home, in the views, in its reminder and in the feed', async ({
  page,
  phone,
}) => {
  test.slow();
  await signIn(page, phone.national);

  // Married some Hebrew years ago today (10 on most days; 10 to 19 are all '…th').
  const married = await hebrewDateYearsBeforeToday();
  let dialog = await startAdding(page, 'Ann & Bob', 'Anniversary');
  await pickKept(dialog, married.pick);
  await save(page, dialog, 'Anniversary added successfully!');

  dialog = await startAdding(page, 'Grandpa Joe', 'Remembrance');
  const monthName = today.local.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  await pickKept(dialog, { calendar: 'Gregorian', month: monthName, day: today.day, year: thisYear - DIED });
  await save(page, dialog, 'Remembrance added successfully!');

  dialog = await startAdding(page, 'Maria', 'Other');
  await pickKept(dialog, { calendar: 'Gregorian', month: monthName, day: today.day, year: thisYear - NAMED });
  await dialog.getByRole('button', { name: 'Add Date' }).click();
  // The day's name is asked for, in words a person reads.
  await expect(dialog.getByText('Give this day a name, such as Name day')).toBeVisible();
  await dialog.getByLabel('Name of the day').fill('Name day');
  await save(page, dialog, 'Name day added successfully!');

  // Home: today's list says each kind and its count.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  const row = (name: string) => page.locator('[data-birthday-id]').filter({ hasText: name }).first();
  await expect(row('Ann & Bob')).toContainText('Anniversary');
  await expect(row('Ann & Bob')).toContainText(`${married.years}th anniversary`);
  await expect(row('Grandpa Joe')).toContainText('Remembrance');
  await expect(row('Grandpa Joe')).toContainText('8 years since');
  await expect(row('Maria')).toContainText('Name day');
  await expect(row('Maria')).toContainText('4 years');
  await page.screenshot({ path: test.info().outputPath('home-kinds-390.png'), fullPage: true });

  // The views: a Kind filter beside the categories.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calendar' }).click();
  const kinds = page.getByRole('radiogroup', { name: 'Kind' });
  await kinds.getByRole('radio', { name: 'Remembrance' }).check();
  await expect(page.locator('[data-birthday-id]')).toHaveCount(1);
  await expect(row('Grandpa Joe')).toBeVisible();
  await kinds.getByRole('radio', { name: 'All kinds' }).check();
  await expect(page.locator('[data-birthday-id]')).toHaveCount(3);
  await page.screenshot({ path: test.info().outputPath('calendar-kinds-390.png'), fullPage: true });

  // The reminders the engine sends by SMS today.
  await expect
    .poll(async () => (await smsTo(phone.e164)).filter((b) => b.startsWith('Cakeday: Today')).sort(), {
      timeout: 45_000,
    })
    .toEqual([
      expect.stringMatching(/^Cakeday: Today: 8 years since Grandpa Joe passed \(/),
      expect.stringMatching(new RegExp(`^Cakeday: Today: Ann & Bob — ${married.years}th anniversary \\(`)),
      expect.stringMatching(/^Cakeday: Today: Name day — Maria \(4 years\) \(/),
    ]);

  // The feed a calendar app subscribes to.
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Calendar Feed' });
  await section.getByRole('button', { name: 'Create Feed URL' }).click();
  const feed = await (
    await fetch(await section.getByRole('textbox', { name: 'Calendar feed URL' }).inputValue())
  ).text();
  const unfolded = feed.replace(/\r\n[ \t]/g, '');
  expect(unfolded).toContain(`SUMMARY:Anniversary: Ann & Bob (${married.years} years)`);
  expect(unfolded).toContain('SUMMARY:Remembering Grandpa Joe (8 years)');
  expect(unfolded).toContain('SUMMARY:Name day: Maria (4 years)');
});

test('a death in Adar of a common Hebrew year is remembered in Adar II of a leap year when the family keeps that custom', async ({
  page,
  phone,
}) => {
  // Tuesday, Dec 1, 2026 is in Kislev 5787, a leap year: 10 Adar 5783 (a common year) is remembered on
  // 10 Adar II 5787, Friday, Mar 19, 2027, by the custom chosen (10 Adar I, hebcal's, is Wednesday, Feb 17).
  await page.clock.setFixedTime(new Date('2026-12-01T12:00:00'));
  await signIn(page, phone.national);
  const dialog = await startAdding(page, 'Grandma Rose', 'Remembrance');
  await pickKept(dialog, { calendar: 'Hebrew', month: 'Adar', day: 10, year: 5783 });
  const custom = dialog.getByRole('radiogroup', { name: 'In a leap year, remembered in' });
  await expect(custom.getByRole('radio', { name: 'Adar I', exact: true })).toBeChecked();
  await custom.getByText('Adar II', { exact: true }).click();
  await save(page, dialog, 'Remembrance added successfully!');

  await page.getByPlaceholder('Search birthdays...').fill('Rose');
  const rose = page.getByRole('region', { name: 'March 2027' }).locator('[data-birthday-id]');
  await expect(rose).toContainText('Grandma Rose');
  await rose.click();
  const details = page.getByRole('dialog', { name: 'Grandma Rose' });
  await expect(details).toContainText('10 Adar (Hebrew) · next year Fri, Mar 19 · 4 years since');
  await details.getByRole('button', { name: 'Edit' }).click();
  const editing = page.getByRole('dialog', { name: 'Edit Birthday' });
  await expect(editing.getByRole('button', { name: /^Date/ })).toContainText('10 Adar 5783 (Hebrew)');
  await expect(editing.getByRole('radio', { name: 'Adar II' })).toBeChecked();
});

test('a remembrance shows no celebration anywhere: no Happy, no confetti, no gift ideas, a message instead of wishes', async ({
  page,
  phone,
}) => {
  await signIn(page, phone.national);
  const res = await page.request.post('/api/birthdays', {
    data: {
      name: 'Grandpa Joe',
      kind: 'remembrance',
      date: `${thisYear - DIED}-${pad(today.month)}-${pad(today.day)}`,
    },
  });
  expect(res.status()).toBe(201);
  await page.reload();
  const noCelebration = async (scope: Locator) => {
    await expect(scope).not.toContainText(/happy|congratulations|🎉|🎂|🎈/i);
    await expect(scope.getByRole('button', { name: /Gift Ideas|Send Wishes|Send wishes/ })).toHaveCount(0);
  };

  // Home, and its row's button.
  const main = page.getByRole('main');
  await expect(main.locator('[data-birthday-id]').filter({ hasText: 'Grandpa Joe' })).toContainText(
    '8 years since',
  );
  await noCelebration(main);
  await expect(main.getByRole('button', { name: 'Write a message' })).toBeVisible();

  // The details.
  await main.locator('[data-birthday-id]').filter({ hasText: 'Grandpa Joe' }).click();
  const details = page.getByRole('dialog', { name: 'Grandpa Joe' });
  await noCelebration(details);
  await expect(details.getByRole('button', { name: 'Write a message' })).toBeVisible();
  await details.getByRole('button', { name: 'Write a message' }).click();
  await expect(details).toBeHidden();
  const writing = page.getByRole('dialog').first();
  await expect(writing).toBeVisible();
  await noCelebration(writing);
  // Confetti is a canvas drawn over the page: none appears.
  await expect(page.locator('canvas')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The views.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calendar' }).click();
  await noCelebration(page.getByRole('main'));

  // The gift API refuses it outright.
  const [saved] = (await (await page.request.get('/api/birthdays')).json()) as Array<{ id: string }>;
  const gifts = await page.request.post('/api/ai/gifts', { data: { birthdayId: saved!.id } });
  expect(gifts.status()).toBeGreaterThanOrEqual(400);
});

test('a list of one date of each kind goes out as CSV and as vCard, and each file brings every kind and its name into another account', async ({
  page,
  phone,
  browser,
}, testInfo) => {
  // Two exports and two imports, each into an account of its own.
  test.slow();
  await signIn(page, phone.national);
  for (const data of [
    { name: 'Ada Lovelace', date: '1815-12-10' },
    { name: 'Ann & Bob', kind: 'anniversary', date: '2010-06-12' },
    { name: 'Grandpa Joe', kind: 'remembrance', date: '2019-03-04' },
    { name: 'Maria', kind: 'other', label: 'Name day', date: '--08-15' },
  ]) {
    expect((await page.request.post('/api/birthdays', { data })).status()).toBe(201);
  }
  await page.reload();
  const files = [await exportAll(page, 'CSV'), await exportAll(page, 'vCard')];

  for (const file of files) {
    const other = await secondUser(browser, testInfo);
    const dialog = await openImport(other.page);
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: file.name, mimeType: 'text/plain', buffer: Buffer.from(file.text) });
    for (const added of [
      'Ada Lovelace, December 10th, 1815',
      'Ann & Bob, June 12th, 2010 (Anniversary)',
      'Grandpa Joe, March 4th, 2019 (Remembrance)',
      'Maria, August 15th (Name day)',
    ]) {
      await expect(dialog).toContainText(added);
    }
    await dialog.getByRole('button', { name: 'Import 4 Birthdays' }).click();
    await expect(other.page.getByText('Birthdays imported successfully! 4 added.')).toBeVisible();
    const list = (await (await other.page.request.get('/api/birthdays')).json()) as Array<
      Record<string, unknown>
    >;
    const byName = list
      .map(({ name, date, kind, label }) => ({ name, date, kind, label }))
      .sort((a, b) => String(a.name).localeCompare(String(b.name)));
    // A birthday says no kind on the wire, as before there were kinds.
    expect(byName, file.name).toEqual([
      { name: 'Ada Lovelace', date: '1815-12-10' },
      { name: 'Ann & Bob', date: '2010-06-12', kind: 'anniversary', label: '' },
      { name: 'Grandpa Joe', date: '2019-03-04', kind: 'remembrance', label: '' },
      { name: 'Maria', date: '--08-15', kind: 'other', label: 'Name day' },
    ]);
    await other.context.close();
  }
});
