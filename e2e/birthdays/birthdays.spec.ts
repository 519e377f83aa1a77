import { addBirthday, dayFromToday, pickDate } from '../fixtures/birthday-form';
import { expect, signIn, test } from '../fixtures/test';

test('a new user adds, sees, edits and deletes a birthday', async ({ page, phone }) => {
  await signIn(page, phone.national);
  await expect(page.getByRole('heading', { name: 'No Birthdays Added' })).toBeVisible();

  const today = dayFromToday(0);
  await addBirthday(page, 'Ada Lovelace', today.month, today.day);
  const todays = page.getByRole('region', { name: "Today's Birthdays" });
  await expect(todays.getByText('1 Today!')).toBeVisible();
  await expect(todays.getByRole('button', { name: /Ada Lovelace/ })).toBeVisible();

  // Edit from the details modal
  await todays.getByRole('button', { name: /Ada Lovelace/ }).click();
  const details = page.getByRole('dialog', { name: 'Ada Lovelace' });
  await expect(details).toBeVisible();
  await details.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Birthday' });
  await edit.getByLabel('Name').fill('Ada King');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Birthday updated successfully!')).toBeVisible();
  // Saving shows the birthday on the calendar; back home it has its new name.
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole('button', { name: /Ada King/ })).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(todays.getByRole('button', { name: /Ada King/ })).toBeVisible();

  // Delete, confirming first
  await todays.getByRole('button', { name: /Ada King/ }).click();
  await page.getByRole('dialog', { name: 'Ada King' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('Birthday deleted successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Birthdays Added' })).toBeVisible();
});

test('upcoming birthdays show with their relative label, and duplicates are refused', async ({
  page,
  phone,
}) => {
  await signIn(page, phone.national);
  const soon = dayFromToday(3);
  await addBirthday(page, 'Grace Hopper', soon.month, soon.day);
  const upcoming = page.getByRole('region', { name: 'Upcoming Birthdays' });
  await expect(upcoming.getByRole('button', { name: /Grace Hopper.*In 3 days/ })).toBeVisible();
  await expect(page.getByText('No birthdays today.')).toBeVisible();

  await page.getByRole('button', { name: 'Add Birthday' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Birthday' });
  await dialog.getByLabel('Name').fill('grace hopper');
  await pickDate(page, soon.month, soon.day);
  await dialog.getByRole('button', { name: 'Add Birthday' }).click();
  await expect(dialog.getByText('A birthday for this person on this date already exists')).toBeVisible();
  // Nothing typed is lost.
  await expect(dialog.getByLabel('Name')).toHaveValue('grace hopper');
});

test('a birthday of the last 3 days shows on Home as recently passed, for a belated wish', async ({
  page,
  phone,
}) => {
  await signIn(page, phone.national);
  const passed = dayFromToday(-2);
  await addBirthday(page, 'Leo Marsh', passed.month, passed.day);
  const recent = page.getByRole('region', { name: 'Recently Passed' });
  await expect(recent.getByText('A belated wish is still welcome.')).toBeVisible();
  await expect(recent.getByRole('button', { name: /Leo Marsh.*2 days ago/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Upcoming Birthdays' }).getByText('Leo Marsh')).toBeHidden();
});

test('the form needs a name and a date, and checks the phone', async ({ page, phone }) => {
  await signIn(page, phone.national);
  await page.getByRole('button', { name: 'Add Birthday' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Birthday' });
  const submit = dialog.getByRole('button', { name: 'Add Birthday' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Name').fill('Leap Day Larry');
  await expect(submit).toBeDisabled();
  await pickDate(page, 2, 29);
  await expect(dialog.getByRole('button', { name: /Birthday.*February 29/ })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Phone Number (optional)' }).fill('20155');
  await submit.click();
  await expect(dialog.getByText('Phone number must be 10 digits')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Phone Number (optional)' }).fill('2015550142');
  await expect(dialog.getByRole('textbox', { name: 'Phone Number (optional)' })).toHaveValue(
    '(201) 555-0142',
  );
  await submit.click();
  await expect(page.getByText('Birthday added successfully!')).toBeVisible();
});

test('a second tab of the same user sees a new birthday without reloading', async ({
  page,
  context,
  phone,
}) => {
  await signIn(page, phone.national);
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByRole('heading', { name: 'No Birthdays Added' })).toBeVisible();

  const soon = dayFromToday(2);
  await addBirthday(page, 'Katherine Johnson', soon.month, soon.day);
  await expect(other.getByRole('button', { name: /Katherine Johnson/ })).toBeVisible();
});
