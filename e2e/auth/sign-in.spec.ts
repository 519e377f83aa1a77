import { expect, latestCode, signIn, test } from '../fixtures/test';

test('sign-in shows the spec errors inline and Back returns to the phone step', async ({ page, phone }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Never Miss a Birthday Again' })).toBeVisible();
  await page.getByRole('button', { name: 'Get Started Free' }).click();
  const dialog = page.getByRole('dialog');
  const cont = dialog.getByRole('button', { name: 'Continue', exact: true });
  await expect(cont).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Phone Number' }).fill(phone.national.slice(0, 9));
  await expect(cont).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Phone Number' }).fill(phone.national);
  await cont.click();

  const step2 = page.getByRole('dialog', { name: 'Enter Verification Code' });
  await expect(step2).toBeVisible();
  const code = await latestCode(phone.e164);
  const verify = step2.getByRole('button', { name: 'Verify Code' });
  await expect(verify).toBeDisabled();
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await step2.getByRole('textbox', { name: 'Verification code' }).fill(wrong);
  await verify.click();
  await expect(step2.getByRole('alert')).toHaveText('Invalid verification code. Please try again.');

  await step2.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
    /^Please wait \d+ seconds before trying again$/,
  );
});

test('signed-out visitors of app routes and unknown paths land on home', async ({ page }) => {
  await page.goto('/calendar');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Never Miss a Birthday Again' })).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
});

test('signing out returns to the landing screen', async ({ page, phone }) => {
  await signIn(page, phone.national);
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('heading', { name: 'Never Miss a Birthday Again' })).toBeVisible();
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/$/);
});
