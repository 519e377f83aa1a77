import { expectAccessibleAtBothWidths } from '../fixtures/axe';
import { expect, signIn, test } from '../fixtures/test';
import { mostToastsAtOnce, recordToasts } from '../fixtures/toasts';

test.use({ timezoneId: 'America/Chicago' });

test('the first sign-in is welcomed; Confirm sets up reminders and it is not shown again', async ({
  page,
  phone,
}) => {
  await recordToasts(page);
  await signIn(page, phone.national, { keepWelcome: true });
  const welcome = page.getByRole('dialog', { name: 'Welcome to Cakeday!' });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByText('Verified')).toBeVisible();
  await expect(welcome.getByRole('combobox', { name: 'Country' })).toBeDisabled();
  const number = welcome.getByRole('textbox', { name: 'Phone for reminders' });
  await expect(number).toHaveAttribute('readonly', '');
  await expect(number).toHaveValue(
    `(${phone.national.slice(0, 3)}) ${phone.national.slice(3, 6)}-${phone.national.slice(6)}`,
  );
  await expect(welcome.getByText(/Time zone: America\/Chicago/)).toBeVisible();
  const hour = welcome.getByRole('combobox', { name: 'Send reminders at' });
  await expect(hour).toBeFocused();
  await expect(welcome.getByRole('checkbox', { name: 'Send me birthday reminders' })).toBeChecked();
  await expectAccessibleAtBothWidths(page);

  await hour.selectOption({ label: '7:00 AM' });
  await welcome.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Yay! Your phone number is all set for birthday reminders!')).toBeVisible();
  await expect(welcome).toBeHidden();
  // One welcome: the modal, not a toast of the same words on top of it (toasts show in order, so
  // one from the sign-in would have shown before this one).
  expect(await mostToastsAtOnce(page, 'Welcome to Cakeday!')).toBe(0);
  const settings = await (await page.request.get('/api/reminders/settings')).json();
  expect(settings).toMatchObject({ timeZone: 'America/Chicago', sendHour: 7, enabled: true });

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(welcome).toHaveCount(0);
});

test('dismissing the welcome also ends it, and a failed save says so', async ({ page, phone }) => {
  await signIn(page, phone.national, { keepWelcome: true });
  const welcome = page.getByRole('dialog', { name: 'Welcome to Cakeday!' });
  await page.route('**/api/account/onboarding', (route) => route.fulfill({ status: 500, body: 'down' }), {
    times: 1,
  });
  await welcome.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Oops! Something went wrong while saving your phone number.')).toBeVisible();
  await expect(welcome).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(welcome).toBeHidden();
  await expect
    .poll(async () => (await (await page.request.get('/api/auth/me')).json()).hasCompletedOnboarding)
    .toBe(true);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(welcome).toHaveCount(0);
});
