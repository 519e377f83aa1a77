import type { Browser, Page, TestInfo } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { dayFromToday, pickDate } from '../fixtures/birthday-form';
import { expect, secondUser, signIn, test } from '../fixtures/test';

/** This test's user on `page` and a second one, B, on another device with Notifications open. */
async function senderAndRecipient(page: Page, national: string, browser: Browser, testInfo: TestInfo) {
  const [, b] = await Promise.all([signIn(page, national), secondUser(browser, testInfo)]);
  const bId = await userIdOf(b.page);
  await b.page.getByRole('link', { name: 'Notifications' }).click();
  return { b, bId };
}

const MAIN_LINKS: Record<string, string> = { '/': 'Home', '/calendar': 'Calendar', '/settings': 'Settings' };

/** Adds a birthday in a category through the Add Birthday modal, then returns to where it started. */
async function addBirthdayIn(page: Page, name: string, category: string, offset: number) {
  const from = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Add Birthday' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Birthday' });
  await dialog.getByLabel('Name').fill(name);
  const date = dayFromToday(offset);
  await pickDate(page, date.month, date.day);
  await dialog.getByText(category, { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: category })).toBeChecked();
  await dialog.getByRole('button', { name: 'Add Birthday' }).click();
  await expect(dialog).toBeHidden();
  // Saving shows the calendar (wait for it, or the way back races the save's own navigation);
  // go back through the floating bar, as a person would (no reload).
  await expect(page).toHaveURL((url) => url.pathname === '/calendar');
  const back = MAIN_LINKS[from];
  if (back && from !== '/calendar') {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: back }).click();
    await expect(page).toHaveURL((url) => url.pathname === from);
  }
}

/** A user's own User ID, as Settings shows it. */
async function userIdOf(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  const id = (await page.getByRole('region', { name: 'Your User ID' }).locator('code').textContent())?.trim();
  expect(id).toMatch(/^[0-9A-Z]{10}$/);
  return id!;
}

/** Opens Share Options, then Share Birthdays; returns the dialog and the User ID Share Options shows. */
async function openShareBirthdays(page: Page) {
  await page.getByRole('button', { name: 'Share Options' }).click();
  const options = page.getByRole('dialog', { name: 'Share Options' });
  const myId = (await options.locator('code').textContent())?.trim();
  await options.getByRole('button', { name: 'Share Birthdays' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Birthdays' });
  await expect(dialog).toBeVisible();
  return { dialog, myId: myId! };
}

/** Holds one kind of share action in flight long enough to see its busy state. */
async function slowDown(page: Page, action: 'accept' | 'reject') {
  await page.route(`**/api/shares/*/${action}`, async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
}

test("A shares 'family' with B by User ID; B sees it arrive, accepts it and has the birthdays", async ({
  page,
  phone,
  browser,
}, testInfo) => {
  const { b, bId } = await senderAndRecipient(page, phone.national, browser, testInfo);
  const bCard = b.page.getByRole('region', { name: 'Pending Birthday Shares' });
  await expect(bCard.getByRole('heading', { name: 'All Caught Up!' })).toBeVisible();

  await addBirthdayIn(page, 'Ada Lovelace', 'Family', 3);
  await addBirthdayIn(page, 'Grace Hopper', 'Family', 5);
  await addBirthdayIn(page, 'Linus Friend', 'Friends', 4);

  const { dialog } = await openShareBirthdays(page);
  // A category with no birthdays cannot be chosen.
  await expect(dialog.getByRole('checkbox', { name: 'Work' })).toBeDisabled();
  await expect(dialog.getByRole('checkbox', { name: 'Family' })).toHaveAccessibleDescription('2 birthdays');
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(dialog.getByText('Please enter a recipient User ID')).toBeVisible();
  await expect(dialog.getByText('Please select at least one category')).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');

  await dialog.getByRole('checkbox', { name: 'Family' }).check();
  await dialog.getByLabel('Recipient User ID').fill('ZZZZZZZZZZ');
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(dialog.getByText('No Cakeday user has this User ID. Check it and try again.')).toBeVisible();

  // Typed the way people type: lower case.
  await dialog.getByLabel('Recipient User ID').fill(bId.toLowerCase());
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText('Birthdays shared successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // B's open page shows the share without a reload, with the sender and the count.
  const share = bCard.getByRole('listitem', { name: `2 birthdays from •••• ${phone.e164.slice(-4)}` });
  await expect(share).toBeVisible();
  await expect(share.getByText('Family ·')).toBeVisible();
  // The bell counts the share waiting for an answer.
  const bBell = b.page.getByRole('link', { name: 'Notifications' });
  await expect(bBell).toHaveAccessibleDescription('1 pending share');
  await share.getByRole('button', { name: 'Show birthdays' }).click();
  await expect(share.getByRole('list', { name: 'Shared birthdays' }).getByRole('listitem')).toHaveText([
    /Ada Lovelace/,
    /Grace Hopper/,
  ]);
  await expectAccessible(b.page, '[aria-labelledby="pending-shares-heading"]');

  // One action at a time, and the button says what is happening.
  await slowDown(b.page, 'accept');
  await share.getByRole('button', { name: 'Accept' }).click();
  await expect(share.getByRole('button', { name: 'Accepting...' })).toBeDisabled();
  await expect(share.getByRole('button', { name: 'Reject' })).toBeDisabled();
  await expect(b.page.getByText('Successfully imported 2 birthdays!')).toBeVisible();
  await expect(bCard.getByRole('heading', { name: 'All Caught Up!' })).toBeVisible();
  await expect(bBell).not.toHaveAccessibleDescription(/pending/);

  const upcoming = b.page.getByRole('region', { name: 'Upcoming Birthdays' });
  await b.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(upcoming.getByRole('button', { name: /Ada Lovelace.*In 3 days/ })).toBeVisible();
  await expect(upcoming.getByRole('button', { name: /Grace Hopper.*In 5 days/ })).toBeVisible();
  // Only the shared category arrived.
  await expect(b.page.getByRole('button', { name: /Linus Friend/ })).toHaveCount(0);

  // A share of one birthday is accepted in the singular.
  const friends = await openShareBirthdays(page);
  await friends.dialog.getByRole('checkbox', { name: 'Friends' }).check();
  await friends.dialog.getByLabel('Recipient User ID').fill(bId);
  await friends.dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(friends.dialog).toBeHidden();
  await b.page.getByRole('link', { name: 'Notifications' }).click();
  await bCard
    .getByRole('listitem', { name: /1 birthday from/ })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(b.page.getByText('Successfully imported 1 birthday!', { exact: true })).toBeVisible();
  await b.context.close();
});

test('B rejects a share and nothing is imported; A cannot share with themself', async ({
  page,
  phone,
  browser,
}, testInfo) => {
  const { b, bId } = await senderAndRecipient(page, phone.national, browser, testInfo);

  await addBirthdayIn(page, 'Katherine Johnson', 'Work', 5);
  const { dialog, myId } = await openShareBirthdays(page);
  await dialog.getByRole('checkbox', { name: 'Work' }).check();
  await dialog.getByLabel('Recipient User ID').fill(myId);
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(dialog.getByText('Cannot share with yourself')).toBeVisible();

  await dialog.getByLabel('Recipient User ID').fill(bId);
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText('Birthdays shared successfully!')).toBeVisible();

  const bCard = b.page.getByRole('region', { name: 'Pending Birthday Shares' });
  const share = bCard.getByRole('listitem', { name: /1 birthday from/ });
  await slowDown(b.page, 'reject');
  await share.getByRole('button', { name: 'Reject' }).click();
  await expect(share.getByRole('button', { name: 'Rejecting...' })).toBeDisabled();
  await expect(share.getByRole('button', { name: 'Accept' })).toBeDisabled();
  await expect(b.page.getByText('Share rejected successfully')).toBeVisible();
  await expect(bCard.getByRole('heading', { name: 'All Caught Up!' })).toBeVisible();
  await b.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(b.page.getByRole('heading', { name: 'No Birthdays Added' })).toBeVisible();
  await b.context.close();
});

test("accepting a share: no connection says 'Please try again'; a share accepted elsewhere says 'Failed to accept share' and why", async ({
  page,
  phone,
  browser,
}, testInfo) => {
  const { b, bId } = await senderAndRecipient(page, phone.national, browser, testInfo);
  const added = await page.request.post('/api/birthdays', {
    data: { name: 'Dorothy Vaughan', date: '--09-20', category: 'work' },
  });
  expect(added.status()).toBe(201);
  const shared = await page.request.post('/api/shares', { data: { recipientId: bId, categories: ['work'] } });
  expect(shared.status()).toBe(201);
  const { id } = (await shared.json()) as { id: string };
  const share = b.page
    .getByRole('region', { name: 'Pending Birthday Shares' })
    .getByRole('listitem', { name: /1 birthday from/ });

  // The connection drops: a second try may work.
  await b.page.route('**/api/shares/*/accept', (route) => route.abort('internetdisconnected'));
  await share.getByRole('button', { name: 'Accept' }).click();
  await expect(b.page.getByText('Failed to accept share. Please try again.')).toBeVisible();
  await b.page.unroute('**/api/shares/*/accept');

  // B accepts on another device while this tab's Accept is on its way: this one is refused.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await b.page.route('**/api/shares/*/accept', async (route) => {
    await held;
    await route.continue();
  });
  await share.getByRole('button', { name: 'Accept' }).click();
  await expect(share.getByRole('button', { name: 'Accepting...' })).toBeDisabled();
  expect((await b.page.request.post(`/api/shares/${id}/accept`)).status()).toBe(200);
  release();
  await expect(b.page.getByText('Failed to accept share', { exact: true })).toBeVisible();
  await expect(b.page.getByText('This share has already been processed')).toBeVisible();
  await b.context.close();
});

test.describe('without the Web Share API, sharing copies to the clipboard', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    // Desktop browsers often lack navigator.share; make it so everywhere for a predictable test.
    await context.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'share');
      Reflect.deleteProperty(Navigator.prototype, 'canShare');
    });
  });
  const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

  test('Settings copies my User ID', async ({ page, phone }) => {
    await signIn(page, phone.national);
    const id = await userIdOf(page);
    await page.getByRole('region', { name: 'Your User ID' }).getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('User ID copied to clipboard!')).toBeVisible();
    expect(await clipboard(page)).toBe(id);
  });

  test("the details modal shares a birthday's details and my User ID", async ({ page, phone }) => {
    await signIn(page, phone.national);
    const id = await userIdOf(page);
    await page.getByRole('link', { name: 'Home' }).click();
    await addBirthdayIn(page, 'Mary Jackson', 'Friends', 2);
    await page.getByRole('button', { name: /Mary Jackson/ }).click();
    const details = page.getByRole('dialog', { name: 'Mary Jackson' });

    await details.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByText('Birthday details copied to clipboard!')).toBeVisible();
    const soon = dayFromToday(2);
    const month = new Date(2000, soon.month - 1, 1).toLocaleString('en-US', { month: 'long' });
    expect(await clipboard(page)).toMatch(
      new RegExp(`^Mary Jackson's birthday is on ${month} ${soon.day}(st|nd|rd|th)$`),
    );

    await details.getByRole('button', { name: 'Share My ID' }).click();
    await expect(page.getByText('User ID copied to clipboard!')).toBeVisible();
    expect(await clipboard(page)).toBe(`Add me on Cakeday! My User ID: ${id}`);
  });
});
