import type { Page } from '@playwright/test';
import { expect, latestCode, test } from '../fixtures/test';

async function openSignIn(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started Free' }).click();
  return page.getByRole('dialog');
}

// A Turkish mobile number no other test uses (532 is a Turkcell prefix).
let counter = 0;
const turkishMobile = (workerIndex: number) => {
  counter += 1;
  return `5321${String(workerIndex).padStart(2, '0')}${String(counter).padStart(4, '0')}`;
};

test('the phone step takes any country and refuses an impossible number before the bot check', async ({
  page,
}) => {
  const dialog = await openSignIn(page);
  const country = dialog.getByRole('combobox', { name: 'Country' });
  const number = dialog.getByRole('textbox', { name: 'Phone Number' });
  const cont = dialog.getByRole('button', { name: 'Continue', exact: true });
  await expect(country).toHaveValue('US');

  // Keyboard only: focus the picker and choose Türkiye.
  await country.focus();
  await country.selectOption('TR');
  await expect(dialog.getByText('+90', { exact: true })).toBeVisible();
  await number.fill('5321234567');
  await expect(number).toHaveValue('532 123 45 67');
  await expect(cont).toBeEnabled();

  let sendCalls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/auth/')) sendCalls += 1;
  });
  await number.fill('1111111111');
  await expect(dialog.getByText('Invalid phone number format')).toBeVisible();
  await expect(cont).toBeDisabled();
  await number.fill('53212');
  await expect(cont).toBeDisabled();
  await expect(dialog.getByText('Invalid phone number format')).toBeHidden();
  expect(sendCalls).toBe(0);

  // Back to the United States: the spec's 10-digit rule and '(XXX) XXX-XXXX'.
  await country.selectOption('US');
  await number.fill('2015550123');
  await expect(number).toHaveValue('(201) 555-0123');
  await expect(cont).toBeEnabled();
});

test('signs in with a Turkish number end to end', async ({ page }, testInfo) => {
  const national = turkishMobile(testInfo.workerIndex);
  const dialog = await openSignIn(page);
  await dialog.getByRole('combobox', { name: 'Country' }).selectOption('TR');
  await dialog.getByRole('textbox', { name: 'Phone Number' }).fill(national);
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  const step2 = page.getByRole('dialog', { name: 'Enter Verification Code' });
  await expect(step2).toContainText(`+90 ${national.slice(0, 3)} ${national.slice(3, 6)}`);
  await step2.getByRole('textbox', { name: 'Verification code' }).fill(await latestCode(`+90${national}`));
  await step2.getByRole('button', { name: 'Verify Code' }).click();
  // A first sign-in is welcomed with the number just verified.
  await expect(page.getByRole('dialog', { name: 'Welcome to Cakeday!' })).toBeVisible();
});
