import { addBirthday, dayFromToday } from '../fixtures/birthday-form';
import { expect, signIn, test } from '../fixtures/test';

test("a birthday's own reminders keep what they say through edits", async ({ page, phone }) => {
  await signIn(page, phone.national);
  const today = dayFromToday(0);
  await addBirthday(page, 'Leo Marsh', today.month, today.day);
  const todays = page.getByRole('region', { name: "Today's Birthdays" });
  const openEdit = async (name: RegExp) => {
    await todays.getByRole('button', { name }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Edit' }).click();
    return page.getByRole('dialog', { name: 'Edit Birthday' });
  };
  const saveAndGoHome = async (edit: ReturnType<typeof page.getByRole>) => {
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Birthday updated successfully!').first()).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  };
  const ownSet = (edit: ReturnType<typeof page.getByRole>) =>
    edit.getByRole('list', { name: "This birthday's reminders" }).getByRole('listitem');

  // A new birthday follows the defaults; its own set starts from the spec's three.
  let edit = await openEdit(/Leo Marsh/);
  const follows = edit.getByRole('switch', { name: 'Use my default reminders' });
  await expect(follows).toBeChecked();
  await follows.uncheck();
  await expect(ownSet(edit)).toHaveText(['A week before', 'A day before', 'On the day']);
  await edit.getByRole('button', { name: 'Remove A day before' }).click();
  await saveAndGoHome(edit);

  edit = await openEdit(/Leo Marsh/);
  await expect(edit.getByRole('switch', { name: 'Use my default reminders' })).not.toBeChecked();
  await expect(ownSet(edit)).toHaveText(['A week before', 'On the day']);
  // Only the name changes: the reminders stay as they were.
  await edit.getByLabel('Name').fill('Leo M.');
  await saveAndGoHome(edit);

  const [saved] = (await (await page.request.get('/api/birthdays')).json()) as {
    name: string;
    reminders: unknown;
  }[];
  expect(saved).toMatchObject({
    name: 'Leo M.',
    leadDays: [7, 0],
    reminders: [
      { type: 'week', enabled: true },
      { type: 'day', enabled: false },
      { type: 'birthday', enabled: true },
    ],
  });
  edit = await openEdit(/Leo M\./);
  await expect(ownSet(edit)).toHaveText(['A week before', 'On the day']);
});

test('a birthday reminded in the last day is marked New, and Home says what New means', async ({
  page,
  phone,
}) => {
  await signIn(page, phone.national, { keepWelcome: true });
  const welcome = page.getByRole('dialog', { name: 'Welcome to Cakeday!' });
  // At 12:00 AM the day's reminders are due at once, whatever the hour now.
  await welcome.getByRole('combobox', { name: 'Send reminders at' }).selectOption({ label: '12:00 AM' });
  await welcome.getByRole('button', { name: 'Confirm' }).click();
  await expect(welcome).toBeHidden();
  // No legend before anything was reminded: checked before the birthday exists, since the engine
  // may send its reminder within a second of the save.
  const legend = page.getByText('New means a reminder went out in the last day');
  await expect(legend).toHaveCount(0);
  const today = dayFromToday(0);
  await addBirthday(page, 'Leo Marsh', today.month, today.day);

  // The browser tests' engine looks every second; the page hears of the send without a reload.
  const row = page
    .getByRole('region', { name: "Today's Birthdays" })
    .getByRole('button', { name: /Leo Marsh/ });
  await expect(row.getByText(/^New/)).toBeVisible({ timeout: 60_000 });
  await expect(legend).toBeVisible();
  await expect(row).toHaveAccessibleName(/New ?: reminder sent/);
});
