import type { Locator, Page } from '@playwright/test';
import { pickDate } from '../fixtures/birthday-form';
import { expect, signIn, test } from '../fixtures/test';

type Saved = { name: string; date: string; calendar: string; leap: boolean };

/** The birthdays as the list endpoint holds them, read with the page's own session. */
async function listed(page: Page): Promise<Saved[]> {
  return (await (await page.request.get('/api/birthdays')).json()) as Saved[];
}

async function openEdit(page: Page, name: string) {
  await page.locator('[data-birthday-id]').filter({ hasText: name }).first().click();
  await page.getByRole('dialog', { name }).getByRole('button', { name: 'Edit' }).click();
  return page.getByRole('dialog', { name: 'Edit Birthday' });
}

test("a grandmother's lunar birthday is added with one choice more than a Gregorian one, and edits as kept", async ({
  page,
  phone,
}) => {
  await signIn(page, phone.national);

  // The date of a Gregorian birthday: open the picker, month, day, Save (the shared fixture's four actions).
  await page.getByRole('button', { name: 'Add Birthday' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Birthday' });
  await dialog.getByLabel('Name').fill('Ada');
  await pickDate(page, 3, 3);
  await dialog.getByRole('button', { name: 'Add Birthday' }).click();
  await expect(page.getByText('Birthday added successfully!').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // The lunar one: the same four actions and the calendar. Each is counted as the test does it.
  let actions = 0;
  const act = async (step: Promise<unknown>) => {
    await step;
    actions++;
  };
  await page.getByRole('button', { name: 'Add Birthday' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Birthday' });
  await dialog.getByLabel('Name').fill('Grandma');
  await act(dialog.getByRole('button', { name: /^Birthday/ }).click());
  const picker = dialog.getByRole('group', { name: 'Choose date' });
  await act(picker.getByLabel('Calendar', { exact: true }).selectOption('Chinese lunar'));
  await act(picker.getByLabel('Month', { exact: true }).selectOption('8th month'));
  await act(picker.getByRole('gridcell', { name: '15th day of the 8th month (Chinese lunar)' }).click());
  await expect(picker.getByLabel('Year in the Chinese lunar calendar (optional)')).toHaveValue('');
  await act(picker.getByRole('button', { name: 'Save' }).click());
  await expect(picker).toBeHidden();
  // One action more than the Gregorian date's four: the calendar's select (two taps on a phone: open, choose).
  expect(actions).toBe(5);
  await expect(dialog.getByRole('button', { name: /^Birthday/ })).toHaveAccessibleName(
    'Birthday 15th day of the 8th month (Chinese lunar)',
  );
  await dialog.getByRole('button', { name: 'Add Birthday' }).click();
  await expect(page.getByText('Birthday added successfully!').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  const grandma = (await listed(page)).find((b) => b.name === 'Grandma');
  expect(grandma).toMatchObject({ date: '--08-15', calendar: 'chinese', leap: false });

  // Reopened, the calendar, month and day are chosen as saved; saving unchanged keeps them.
  const edit = await openEdit(page, 'Grandma');
  await expectChosen(edit);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Birthday updated successfully!').first()).toBeVisible();
  expect((await listed(page)).find((b) => b.name === 'Grandma')).toMatchObject({
    date: '--08-15',
    calendar: 'chinese',
    leap: false,
  });
});

async function expectChosen(edit: Locator) {
  const trigger = edit.getByRole('button', { name: /^Birthday/ });
  await expect(trigger).toHaveAccessibleName('Birthday 15th day of the 8th month (Chinese lunar)');
  await trigger.click();
  const picker = edit.getByRole('group', { name: 'Choose date' });
  await expect(picker.getByLabel('Calendar', { exact: true })).toHaveValue('chinese');
  await expect(picker.getByLabel('Month', { exact: true })).toHaveValue('8');
  await expect(picker.getByRole('gridcell', { selected: true })).toHaveText('15');
  await expect(picker.getByLabel('Year in the Chinese lunar calendar (optional)')).toHaveValue('');
  await picker.getByRole('button', { name: 'Cancel' }).click();
}
