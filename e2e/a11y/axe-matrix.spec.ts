import type { Browser, Page, TestInfo } from '@playwright/test';
import { MONTH_NAMES } from '@shared/dates/format';
import { expectAccessibleEverywhere as check } from '../fixtures/axe';
import { dayFromToday } from '../fixtures/birthday-form';
import { SETTINGS_ENTRIES } from '../fixtures/settings';
import { expect, latestCode, signIn, test, uniquePhone } from '../fixtures/test';

// Every screen and every open modal, signed out and signed in: axe (WCAG 2 A and AA, nothing serious
// or critical) at 375 and 1280 px in the light and the dark scheme, and no light surface left in the
// dark. One test per page (with the modals it opens), each stop checked in its four ways without a
// reload; the tests share no state, so both workers take them. E2E_SCREENSHOTS=1 keeps a screenshot
// of each stop in test-results/ for a person to look at.

const mmdd = (offset: number) => {
  const { month, day } = dayFromToday(offset);
  return `--${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

// Today's, an upcoming and a recently passed birthday, a duplicate and a row in error: the import
// preview shows all four of its counts, and Home all three of its sections.
const CSV = [
  'Name,Date,Notes,Phone Number',
  `Grace Hopper,${mmdd(0)},Likes tea,+1 2015550142`,
  `Alan Turing,${mmdd(5)},,`,
  `Ada Lovelace,${mmdd(-3)},,`,
  `ada lovelace,${mmdd(-3)},,`,
  'Nobody,31/31/1990,,',
].join('\r\n');

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Adds birthdays through the API, as the signed-in page (its cookie); each must be created. */
async function addThroughApi(page: Page, list: object[]) {
  const statuses = await page.evaluate(async (birthdays) => {
    const headers = { 'content-type': 'application/json' };
    const post = (b: object) => fetch('/api/birthdays', { method: 'POST', headers, body: JSON.stringify(b) });
    const out: number[] = [];
    for (const b of birthdays) out.push((await post(b)).status);
    return out;
  }, list);
  expect(statuses).toEqual(list.map(() => 201));
}

// What the import below adds, and two more (one with interests for the Gift Wizard, one with a year):
// Home shows all three of its sections.
const HOUSEHOLD = [
  { name: 'Grace Hopper', date: mmdd(0), notes: 'Likes tea', phone: '+12015550142' },
  { name: 'Alan Turing', date: mmdd(5) },
  { name: 'Ada Lovelace', date: mmdd(-3) },
  { name: 'Hedy Lamarr', date: mmdd(0), interests: ['Board Games'] },
  { name: 'Dorothy Vaughan', date: `1910${mmdd(2).slice(1)}` },
];

/** Signed in, the welcome dismissed, with the household's birthdays. */
async function signedInWithHousehold(page: Page, national: string) {
  await signIn(page, national);
  await addThroughApi(page, HOUSEHOLD);
  await page.reload();
  await expect(
    page.getByRole('region', { name: "Today's Birthdays" }).getByText('Grace Hopper'),
  ).toBeVisible();
}

async function closeDialog(page: Page, name: string) {
  await page.keyboard.press('Escape');
  await expect(dialog(page, name)).toBeHidden();
}

/** Someone else, in their own browser, sends the signed-in user a share to accept or reject. */
async function shareFromSomeoneElse(browser: Browser, testInfo: TestInfo, recipientId: string) {
  const context = await browser.newContext();
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${testInfo.workerIndex}.250.2` });
  try {
    const page = await context.newPage();
    await signIn(page, uniquePhone(testInfo.workerIndex).national);
    const status = await page.evaluate(async (to) => {
      const post = (path: string, body: unknown) =>
        fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      await post('/api/birthdays', { name: 'Katherine Johnson', date: '1918-08-26', category: 'family' });
      return (await post('/api/shares', { recipientId: to, categories: ['family'] })).status;
    }, recipientId);
    expect(status).toBe(201);
  } finally {
    await context.close();
  }
}

test('signed out: the landing page with Terms and Privacy, light and dark, 375 and 1280 px', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Never Miss a Birthday Again' })).toBeVisible();
  await check(page, 'landing');

  for (const [link, title] of [
    ['Terms', 'Terms of Service'],
    ['Privacy', 'Privacy Policy'],
  ] as const) {
    await page.getByRole('contentinfo').getByRole('button', { name: link }).click();
    await expect(dialog(page, title).getByRole('heading').first()).toBeVisible();
    await check(page, title);
    await closeDialog(page, title);
  }
});

test('signed out: the sign-in modal, its code step and a wrong code', async ({ page, phone }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started Free' }).click();
  const signInDialog = dialog(page, 'Sign in with your phone');
  await check(page, 'sign-in-phone');
  await signInDialog.getByRole('textbox', { name: 'Phone Number' }).fill(phone.national);
  await signInDialog.getByRole('button', { name: 'Continue', exact: true }).click();
  const codeDialog = dialog(page, 'Enter Verification Code');
  await expect(codeDialog).toBeVisible();
  await latestCode(phone.e164);
  await check(page, 'sign-in-code');
  await codeDialog.getByRole('textbox', { name: 'Verification code' }).fill('000000');
  await codeDialog.getByRole('button', { name: 'Verify Code' }).click();
  await expect(codeDialog.getByRole('alert')).toBeVisible();
  await check(page, 'sign-in-wrong-code');
});

test("signed out: the service worker's offline page on a first start without a connection", async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // No kept shell yet.
  await page.evaluate(async () => Promise.all((await caches.keys()).map((name) => caches.delete(name))));
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await check(page, 'offline-first-start');
  await context.setOffline(false);
});

test('signed in, new: the welcome, the empty Home, Help Us Improve and the empty Share Options', async ({
  page,
  phone,
}) => {
  await signIn(page, phone.national, { keepWelcome: true });
  const welcome = dialog(page, 'Welcome to Cakeday!');
  await expect(welcome).toBeVisible();
  await check(page, 'welcome');
  await welcome.getByRole('button', { name: 'Maybe later' }).click();
  await expect(welcome).toBeHidden();

  await expect(page.getByRole('heading', { level: 2, name: 'No Birthdays Added' })).toBeVisible();
  await check(page, 'home-empty');

  await page
    .getByRole('banner')
    .getByRole('button', { name: /Cakeday/ })
    .click();
  await expect(dialog(page, 'Help Us Improve')).toBeVisible();
  await check(page, 'help-us-improve');
  await closeDialog(page, 'Help Us Improve');

  await page.getByRole('button', { name: 'Share Options' }).click();
  await expect(dialog(page, 'Share Options')).toBeVisible();
  await check(page, 'share-options-empty');
});

test('signed in: Import Birthdays and its preview', async ({ page, phone }) => {
  await signIn(page, phone.national);
  await page.getByRole('button', { name: 'Share Options' }).click();
  await dialog(page, 'Share Options').getByRole('button', { name: 'Import from CSV or vCard' }).click();
  const importDialog = dialog(page, 'Import Birthdays');
  await expect(importDialog).toBeVisible();
  await check(page, 'import');
  await importDialog.locator('input[type=file]').setInputFiles({
    name: 'family.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV),
  });
  await expect(importDialog.getByRole('list', { name: 'Import summary' })).toContainText('3to add');
  await check(page, 'import-preview');
});

test('signed in: Add Birthday with its date picker, then the calendar in each view and with no match', async ({
  page,
  phone,
}) => {
  await signIn(page, phone.national);
  await addThroughApi(page, HOUSEHOLD.slice(0, 4));
  await page.getByRole('button', { name: 'Add Birthday' }).click();
  const form = dialog(page, 'Add Birthday');
  await form.getByLabel('Name').fill('Dorothy Vaughan');
  await form.getByRole('button', { name: /^Birthday/ }).click();
  const picker = form.getByRole('group', { name: 'Choose date' });
  await expect(picker).toBeVisible();
  await check(page, 'date-picker');
  const day = dayFromToday(2);
  const monthName = MONTH_NAMES[day.month - 1]!;
  await picker.getByLabel('Month').selectOption(monthName);
  await picker.getByRole('gridcell', { name: `${monthName} ${day.day}`, exact: true }).click();
  await picker.getByLabel('Year (optional)').fill('1910');
  await picker.getByRole('button', { name: 'Save' }).click();
  await expect(picker).toBeHidden();
  // Filled in: the picker's button shows the date with its year.
  await check(page, 'add-birthday');
  await form.getByRole('button', { name: 'Add Birthday' }).click();
  await expect(form).toBeHidden();

  await expect(page).toHaveURL(/\/calendar$/);
  for (const view of ['Week', 'Month', 'Year']) {
    await page.getByText(view, { exact: true }).click();
    await expect(page.getByRole('radio', { name: view })).toBeChecked();
    await check(page, `calendar-${view.toLowerCase()}`);
  }
  await page.getByRole('searchbox').fill('nobody by this name');
  await expect(page.getByText('No birthdays found')).toBeVisible();
  await check(page, 'calendar-no-match');
});

test("signed in: Home with birthdays, a birthday's details and every modal they open", async ({
  page,
  phone,
}) => {
  await signedInWithHousehold(page, phone.national);
  const todays = page.getByRole('region', { name: "Today's Birthdays" });
  await expect(page.getByRole('heading', { name: 'Recently Passed' })).toBeVisible();
  await check(page, 'home');

  const openDetails = async (name: string) => {
    await todays
      .getByRole('button', { name: new RegExp(name) })
      .first()
      .click();
    await expect(dialog(page, name)).toBeVisible();
    return dialog(page, name);
  };
  let details = await openDetails('Grace Hopper');
  await check(page, 'details');
  await details.getByRole('button', { name: 'Delete' }).click();
  await expect(details.getByRole('alert')).toBeVisible();
  await check(page, 'details-delete');
  await details.getByRole('button', { name: 'Cancel' }).click();
  await details.getByRole('button', { name: 'Add to Calendar' }).click();
  await expect(dialog(page, 'Add to Calendar')).toBeVisible();
  await check(page, 'add-to-calendar');
  await closeDialog(page, 'Add to Calendar');
  await details.getByRole('button', { name: 'Send Wishes' }).click();
  const wish = dialog(page, 'Send Birthday Wishes');
  await expect(wish.getByLabel('Your message')).not.toHaveValue('');
  await check(page, 'wish');
  await closeDialog(page, 'Send Birthday Wishes');
  const gifts = dialog(page, 'Gift Wizard');
  for (const [name, shown, stop] of [
    ['Grace Hopper', 'No interests specified for gift suggestions', 'gift-wizard-no-interests'],
    ['Hedy Lamarr', '1 of 5', 'gift-wizard'],
  ] as const) {
    details = await openDetails(name);
    await details.getByRole('button', { name: 'Gift Ideas' }).click();
    await expect(gifts.getByText(shown)).toBeVisible();
    await check(page, stop);
    await closeDialog(page, 'Gift Wizard');
  }
});

test('signed in: Share Options and Share Birthdays with birthdays to share', async ({ page, phone }) => {
  await signedInWithHousehold(page, phone.national);
  await page.getByRole('button', { name: 'Share Options' }).click();
  await check(page, 'share-options');
  await dialog(page, 'Share Options').getByRole('button', { name: 'Share Birthdays' }).click();
  await expect(dialog(page, 'Share Birthdays')).toBeVisible();
  await check(page, 'share-birthdays');
});

/** Settings, with a feed URL made and its reset asked about. */
async function openSettings(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('region', { name: 'Your User ID' }).locator('code')).not.toBeEmpty();
}

test('signed in: Settings, with a feed URL and its reset asked about', async ({ page, phone }) => {
  await signIn(page, phone.national);
  await openSettings(page);
  await page.getByRole('button', { name: 'Create Feed URL' }).click();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('button', { name: 'Reset URL' })).toBeVisible();
  await check(page, 'settings');
});

for (const entries of [SETTINGS_ENTRIES.slice(0, 3), SETTINGS_ENTRIES.slice(3)]) {
  test(`signed in: the Settings menu's ${entries.join(', ')}`, async ({ page, phone }) => {
    await signIn(page, phone.national);
    await openSettings(page);
    const menu = page.getByRole('list', { name: 'Settings menu' });
    for (const entry of entries) {
      await menu.getByRole('button', { name: entry }).click();
      await expect(dialog(page, entry)).toBeVisible();
      // The loading skeleton of Reminder and Message Settings has gone once their form is there.
      await expect(dialog(page, entry).getByRole('button').last()).toBeVisible();
      await check(page, entry);
      await closeDialog(page, entry);
    }
  });
}

test('signed in: Notifications with a share to accept', async ({ page, phone, browser }, testInfo) => {
  await signIn(page, phone.national);
  await openSettings(page);
  const userId = (
    await page.getByRole('region', { name: 'Your User ID' }).locator('code').textContent()
  )?.trim();
  await shareFromSomeoneElse(browser, testInfo, userId!);
  await page.getByRole('link', { name: 'Notifications' }).click();
  await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
  await check(page, 'notifications');
});

test("signed in: the app's own offline screen, from the shell the service worker kept", async ({
  page,
  context,
  phone,
}) => {
  await signedInWithHousehold(page, phone.national);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await check(page, 'offline');
  await context.setOffline(false);
});
