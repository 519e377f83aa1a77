import type { Page } from '@playwright/test';
import { weekRange } from '@shared/dates/calendar-view';
import { formatMonthDay, formatMonthDayOrdinal, MONTH_NAMES } from '@shared/dates/format';
import { addDays, type PlainDate } from '@shared/dates/plain-date';
import { expectAccessible } from '../fixtures/accessibility';
import { addBirthday, pickDate } from '../fixtures/birthday-form';
import { expect, signIn, test } from '../fixtures/test';

/** A day relative to today, as the browser (same machine, same zone) sees it. */
function fromToday(offset: number): PlainDate {
  const now = new Date();
  return addDays({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() }, offset);
}
const pad = (n: number) => String(n).padStart(2, '0');
const wireDate = (d: PlainDate, withYear = false) =>
  `${withYear ? d.year : '-'}-${pad(d.month)}-${pad(d.day)}`;

type Seed = { name: string; date: PlainDate; category?: string; notes?: string; year?: number };

/** Saves birthdays through the API with the page's session, as another device of the user would. */
async function seed(page: Page, birthdays: Seed[]) {
  const ids: string[] = [];
  for (const b of birthdays) {
    const date = b.year ? `${b.year}-${pad(b.date.month)}-${pad(b.date.day)}` : wireDate(b.date);
    const res = await page.request.post('/api/birthdays', {
      data: { name: b.name, date, category: b.category ?? 'friends', notes: b.notes ?? '' },
    });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }
  return ids;
}

/** Loads /calendar afresh, so birthdays saved through the API are certainly in the list. */
async function openCalendar(page: Page) {
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
}

const view = (page: Page, name: 'Week' | 'Month' | 'Year') =>
  page.getByRole('radiogroup', { name: 'View' }).getByRole('radio', { name });
const chip = (page: Page, name: string) =>
  page.getByRole('radiogroup', { name: 'Category' }).getByRole('radio', { name, exact: true });
const header = (page: Page) => page.getByRole('heading', { level: 2 });
const counter = (page: Page) => page.getByRole('status').filter({ hasText: /Birthdays? This/ });
const row = (page: Page, name: string | RegExp) =>
  page.locator('[data-birthday-id]').filter({ hasText: name });

/**
 * Records, from inside the page, which rows are drawn highlighted and for how long, so a highlight
 * that comes and goes between two looks of the test is still seen.
 */
async function watchHighlights(page: Page) {
  await page.evaluate(() => {
    const seen: Record<string, { from: number; to?: number }> = {};
    const note = () => {
      const now = performance.now();
      const lit = new Set(
        [...document.querySelectorAll<HTMLElement>('[data-highlighted="true"]')].map(
          (el) => el.dataset.birthdayId,
        ),
      );
      for (const id of lit) if (id) seen[id] ??= { from: now };
      for (const [id, span] of Object.entries(seen)) if (!lit.has(id) && span.to === undefined) span.to = now;
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-highlighted'],
    });
    (window as unknown as { highlights: typeof seen }).highlights = seen;
  });
  const read = () =>
    page.evaluate(
      () => (window as unknown as { highlights: Record<string, { from: number; to?: number }> }).highlights,
    );
  return {
    /** The ids of the birthdays drawn highlighted so far. */
    ids: async () => Object.keys(await read()),
    /** How long the longest ended highlight lasted; 0 while none has ended. */
    longestMs: async () =>
      Math.max(0, ...Object.values(await read()).map((s) => (s.to === undefined ? 0 : s.to - s.from))),
  };
}

test('the calendar switches between Week, Month and Year and moves to previous and next periods', async ({
  page,
  phone,
}) => {
  await signIn(page, phone.national);
  const today = fromToday(0);
  const nextWeek = fromToday(7);
  await seed(page, [
    { name: 'Ada Lovelace', date: today, year: 1990 },
    { name: 'Grace Hopper', date: nextWeek },
  ]);
  await openCalendar(page);

  // Week view first: this week's birthdays under the month they fall in. A week across two months is
  // headed by both in short ('Nov – Dec 2026'), so the month is looked for by its first three letters.
  await expect(view(page, 'Week')).toBeChecked();
  await expect(header(page)).toContainText(`${MONTH_NAMES[today.month - 1]!.slice(0, 3)}`);
  await expect(counter(page)).toHaveText('1 Birthday This Week');
  const ada = row(page, 'Ada Lovelace');
  await expect(ada).toContainText(formatMonthDayOrdinal(today.month, today.day));
  await expect(ada).toContainText('Today');
  await expect(ada).toContainText('Friends');
  await expect(ada).toContainText(`turns ${today.year - 1990}`);
  await expect(row(page, 'Grace Hopper')).toHaveCount(0);

  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(row(page, 'Grace Hopper')).toContainText('In 7 days');
  await expect(row(page, 'Ada Lovelace')).toHaveCount(0);
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(row(page, 'Ada Lovelace')).toBeVisible();

  await view(page, 'Month').check();
  await expect(header(page)).toHaveText(`${MONTH_NAMES[today.month - 1]} ${today.year}`);
  await expect(page.getByRole('columnheader')).toHaveText(['S', 'M', 'T', 'W', 'T', 'F', 'S']);
  // In a month's last week, next week's birthday falls in the next month.
  await expect(counter(page)).toHaveText(
    nextWeek.month === today.month ? '2 Birthdays This Month' : '1 Birthday This Month',
  );
  await page.getByRole('button', { name: 'Next month' }).click();
  const next =
    fromToday(0).month === 12 ? { m: 1, y: today.year + 1 } : { m: today.month + 1, y: today.year };
  await expect(header(page)).toHaveText(`${MONTH_NAMES[next.m - 1]} ${next.y}`);

  await view(page, 'Year').check();
  await expect(header(page)).toHaveText(String(next.y));
  await expect(counter(page)).toContainText('Birthdays This Year');
  await page.getByRole('button', { name: 'Previous year' }).click();
  await expect(header(page)).toHaveText(String(next.y - 1));
  // In December the next month is next year's, so one year back is this year, where Today has nowhere to go.
  if (next.y - 1 === today.year) await page.getByRole('button', { name: 'Previous year' }).click();
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(header(page)).toHaveText(String(today.year));
  await expect(counter(page)).toHaveText('2 Birthdays This Year');
});

test('in Month view, clicking a day with birthdays opens that day’s week', async ({ page, phone }) => {
  await signIn(page, phone.national);
  const day = fromToday(0);
  await seed(page, [
    { name: 'Katherine Johnson', date: day },
    { name: 'Dorothy Vaughan', date: day },
  ]);
  await openCalendar(page);
  await view(page, 'Month').check();

  const cell = page.getByRole('button', { name: `${formatMonthDay(day.month, day.day)}, 2 birthdays` });
  await expect(cell).toContainText('2');
  await cell.click();

  await expect(view(page, 'Week')).toBeChecked();
  await expect(counter(page)).toHaveText('2 Birthdays This Week');
  await expect(row(page, 'Dorothy Vaughan')).toBeVisible();
  await expect(row(page, 'Katherine Johnson')).toBeVisible();
});

test('in Year view, clicking a month tile opens that month', async ({ page, phone }) => {
  await signIn(page, phone.national);
  const later = fromToday(45);
  await seed(page, [{ name: 'Alan Turing', date: later }]);
  await openCalendar(page);
  await view(page, 'Year').check();

  const year = fromToday(0).year;
  const month = MONTH_NAMES[later.month - 1]!;
  await page.getByRole('button', { name: `${month}, 1 birthday` }).click();

  await expect(view(page, 'Month')).toBeChecked();
  await expect(header(page)).toHaveText(`${month} ${year}`);
  await expect(
    page.getByRole('button', { name: `${formatMonthDay(later.month, later.day)}, 1 birthday` }),
  ).toBeVisible();
  await expect(row(page, 'Alan Turing')).toBeVisible();
});

test('search ignores case and accents, chips filter by category, and nothing found says so', async ({
  page,
  phone,
}) => {
  await signIn(page, phone.national);
  await seed(page, [
    { name: 'José Álvarez', date: fromToday(2), category: 'work' },
    { name: 'Ada Lovelace', date: fromToday(100), category: 'family', notes: 'Loves crème brûlée' },
    { name: 'Grace Hopper', date: fromToday(200), category: 'book club' },
  ]);
  await openCalendar(page);
  await view(page, 'Year').check();
  await page.getByRole('button', { name: 'Next year' }).click();
  await expect(counter(page)).toHaveText('3 Birthdays This Year');

  const search = page.getByPlaceholder('Search birthdays...');
  const found = page.getByRole('status').filter({ hasText: /found/ });
  await search.fill('jose');
  await expect(page.locator('[data-birthday-id]')).toHaveText([/José Álvarez/]);
  await expect(found).toHaveText('1 birthday found');
  await search.fill('nobody at all');
  await expect(page.getByText('No birthdays found')).toBeVisible();
  await expect(found).toHaveText('0 birthdays found');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(counter(page)).toHaveText('3 Birthdays This Year');

  // A search looks past the period on screen: Ada is 100 days away, this week shows none of that.
  await view(page, 'Week').check();
  await page.getByRole('button', { name: 'Today' }).click();
  await search.fill('CREME BRULEE');
  const ada = fromToday(100);
  await expect(page.getByRole('region', { name: `${MONTH_NAMES[ada.month - 1]} ${ada.year}` })).toBeVisible();
  await expect(page.locator('[data-birthday-id]')).toHaveText([/Ada Lovelace.*In 3 months/]);
  await search.fill('');
  await view(page, 'Year').check();

  await expect(page.getByRole('radiogroup', { name: 'Category' }).getByRole('radio')).toHaveCount(6);
  await chip(page, 'Work').check();
  await expect(page.locator('[data-birthday-id]')).toHaveText([/José Álvarez/]);
  await chip(page, 'Book club').check();
  await expect(page.locator('[data-birthday-id]')).toHaveText([/Grace Hopper/]);
  await chip(page, 'Friends').check();
  await expect(page.getByText('No birthdays found')).toBeVisible();
  await chip(page, 'All').check();
  await expect(page.locator('[data-birthday-id]')).toHaveCount(3);
});

test('a custom category made in the category picker becomes a chip while a birthday uses it', async ({
  page,
  phone,
}) => {
  await signIn(page, phone.national);
  await openCalendar(page);
  await expect(chip(page, 'Gym')).toHaveCount(0);

  await page.getByRole('button', { name: 'Add Birthday' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Birthday' });
  await dialog.getByLabel('Name').fill('Serena');
  // Today, so the row is in the week the calendar opens on, whatever the weekday.
  const soon = fromToday(0);
  await pickDate(page, soon.month, soon.day);
  await dialog.getByRole('button', { name: 'Add custom category' }).click();
  await dialog.getByLabel('New category').fill('  Gym ');
  await dialog.getByLabel('New category').press('Enter');
  await expect(dialog.getByRole('radio', { name: 'Gym' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Add Birthday' }).click();

  await expect(chip(page, 'Gym')).toBeVisible();
  await chip(page, 'Gym').check();
  await expect(row(page, 'Serena')).toContainText('Gym');

  // The picker offers it for the next birthday too.
  await page.getByRole('button', { name: 'Add Birthday' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Add Birthday' }).getByRole('radio', { name: 'Gym' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // Deleting its only birthday removes the chip.
  await row(page, 'Serena').click();
  await page.getByRole('dialog', { name: 'Serena' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(chip(page, 'Gym')).toHaveCount(0);
  await expect(chip(page, 'All')).toBeChecked();
});

test('editing from the calendar opens Edit Birthday and shows the saved birthday highlighted', async ({
  page,
  phone,
}) => {
  await signIn(page, phone.national);
  await seed(page, [{ name: 'Mary Jackson', date: fromToday(0) }]);
  await openCalendar(page);

  await row(page, 'Mary Jackson').click();
  await page.getByRole('dialog', { name: 'Mary Jackson' }).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Birthday' });
  await expect(edit.getByLabel('Name')).toHaveValue('Mary Jackson');
  await edit.getByLabel('Name').fill('Mary W. Jackson');
  const moved = fromToday(60);
  await pickDate(page, moved.month, moved.day);
  const highlights = await watchHighlights(page);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Birthday updated successfully!')).toBeVisible();

  // The calendar moves to the week of the new date and highlights the row for a moment.
  const edited = row(page, 'Mary W. Jackson');
  await expect.poll(() => highlights.ids()).toEqual([await edited.getAttribute('data-birthday-id')]);
  await expect(edited).toContainText(formatMonthDayOrdinal(moved.month, moved.day));
  await expect(view(page, 'Week')).toBeChecked();
  await expect(edited).not.toHaveAttribute('data-highlighted');
  await expect(row(page, /^Mary Jackson/)).toHaveCount(0);
});

test('deleting from the calendar asks first, and every open tab loses the birthday', async ({
  page,
  context,
  phone,
}) => {
  await signIn(page, phone.national);
  await seed(page, [{ name: 'Hedy Lamarr', date: fromToday(0) }]);
  await openCalendar(page);
  const other = await context.newPage();
  await other.goto('/calendar');
  await expect(row(other, 'Hedy Lamarr')).toBeVisible();

  await row(page, 'Hedy Lamarr').click();
  const details = page.getByRole('dialog', { name: 'Hedy Lamarr' });
  await details.getByRole('button', { name: 'Delete' }).click();
  await expect(details.getByText("Delete Hedy Lamarr's birthday? This cannot be undone.")).toBeVisible();
  await details.getByRole('button', { name: 'Cancel' }).click();
  await expect(details.getByRole('button', { name: 'Delete' })).toBeVisible();

  await details.getByRole('button', { name: 'Delete' }).click();
  await details.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('Birthday deleted successfully')).toBeVisible();
  await expect(row(page, 'Hedy Lamarr')).toHaveCount(0);
  await expect(page.getByText('No birthdays found')).toBeVisible();
  await expect(row(other, 'Hedy Lamarr')).toHaveCount(0);
});

test('after adding a birthday on the home screen, the calendar scrolls to it and highlights it', async ({
  page,
  phone,
}) => {
  await signIn(page, phone.national);
  const later = fromToday(100);
  // Enough birthdays on the same day that the new one sits below the fold on a phone.
  await seed(
    page,
    Array.from({ length: 12 }, (_, i) => ({ name: `Aaron ${String(i + 1).padStart(2, '0')}`, date: later })),
  );
  await expect(page).toHaveURL(/\/$/);

  const highlights = await watchHighlights(page);
  await addBirthday(page, 'Zora Neale Hurston', later.month, later.day, { stay: true });

  const zora = row(page, 'Zora Neale Hurston');
  // The highlight lasts one second (spec), which a busy machine can spend before the test looks.
  const zoraId = await zora.getAttribute('data-birthday-id');
  await expect.poll(() => highlights.ids()).toEqual([zoraId]);
  await expect.poll(() => highlights.longestMs()).toBeGreaterThanOrEqual(950);
  await expect(zora).toBeInViewport();
  await expect(zora).toBeFocused();
  await expect(view(page, 'Week')).toBeChecked();
  const { start } = weekRange(later);
  await expect(
    page.getByText(new RegExp(`^${MONTH_NAMES[start.month - 1]!.slice(0, 3)} ${start.day} – `)),
  ).toBeVisible();
  await expect(zora).not.toHaveAttribute('data-highlighted');
});

test('the switch, chips, grid and tiles work from the keyboard and have accessible names', async ({
  page,
  phone,
}) => {
  await signIn(page, phone.national);
  const today = fromToday(0);
  await seed(page, [{ name: 'Radia Perlman', date: today, category: 'work' }]);
  await openCalendar(page);

  await view(page, 'Week').focus();
  await page.keyboard.press('ArrowRight');
  await expect(view(page, 'Month')).toBeChecked();
  const cell = page.getByRole('button', { name: `${formatMonthDay(today.month, today.day)}, 1 birthday` });
  await cell.focus();
  await page.keyboard.press('Enter');
  await expect(view(page, 'Week')).toBeChecked();

  await view(page, 'Week').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(view(page, 'Year')).toBeChecked();
  const tile = page.getByRole('button', { name: `${MONTH_NAMES[today.month - 1]}, 1 birthday` });
  await tile.focus();
  await page.keyboard.press('Enter');
  await expect(view(page, 'Month')).toBeChecked();

  await chip(page, 'All').focus();
  await page.keyboard.press('ArrowRight');
  await expect(chip(page, 'Family')).toBeChecked();
  await expect(page.getByText('No birthdays found')).toBeVisible();
});

test('every view fits a phone screen and passes axe', async ({ page, phone }) => {
  await signIn(page, phone.national);
  await seed(page, [
    { name: 'Ada Lovelace', date: fromToday(0), category: 'family' },
    { name: 'Grace Hopper', date: fromToday(3), category: 'book club' },
  ]);
  await openCalendar(page);
  for (const name of ['Week', 'Month', 'Year'] as const) {
    await view(page, name).check();
    // Ada is today; Grace, three days on, may fall in the next week, month or year.
    await expect(counter(page)).toHaveText(new RegExp(`^[12] Birthdays? This ${name}$`));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await test.step(`${name} view is accessible`, () => expectAccessible(page));
  }
});
