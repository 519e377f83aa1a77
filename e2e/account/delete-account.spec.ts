import type { Page } from '@playwright/test';
import pg from 'pg';
import { expectAccessibleAtBothWidths } from '../fixtures/axe';
import { addBirthday, dayFromToday } from '../fixtures/birthday-form';
import { expect, latestCode, signIn, test } from '../fixtures/test';

const landingHeading = (page: Page) => page.getByRole('heading', { name: 'Never Miss a Birthday Again' });

async function openDeleteAccount(page: Page) {
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Account' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('deleting the account needs the exact phrase, then every tab lands on the landing page', async ({
  page,
  context,
  phone,
}) => {
  await signIn(page, phone.national);
  const day = dayFromToday(3);
  await addBirthday(page, 'Katherine Johnson', day.month, day.day);
  const otherTab = await context.newPage();
  await otherTab.goto('/calendar');
  await expect(otherTab.getByText('Katherine Johnson')).toBeVisible();

  const dialog = await openDeleteAccount(page);
  const phrase = dialog.getByRole('textbox', { name: 'Type delete my account to confirm' });
  await expect(phrase).toBeFocused();
  const remove = dialog.getByRole('button', { name: 'Delete Account' });
  await expect(remove).toBeDisabled();
  await phrase.fill('Delete my account');
  await expect(dialog.getByText('Please type "delete my account" to confirm')).toBeVisible();
  await expect(remove).toBeDisabled();
  await expectAccessibleAtBothWidths(page);

  await phrase.fill('delete my account');
  await expect(remove).toBeEnabled();
  await remove.click();
  await expect(page.getByText('Your account has been successfully deleted')).toBeVisible();
  await expect(landingHeading(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  await expect(landingHeading(otherTab)).toBeVisible();

  // Signing in with the same phone starts an empty account.
  await signIn(page, phone.national);
  await page.getByRole('link', { name: 'Calendar' }).click();
  await expect(page.getByText('Katherine Johnson')).toHaveCount(0);
});

// A browser cannot age a session by five minutes; with the app on PostgreSQL (TEST_DATABASE_URL)
// the test moves this user's session and last code back in time, and everything else is real.
test('an old session confirms with a fresh code sent to its phone', async ({ page, phone }) => {
  test.skip(!process.env.E2E_DATABASE_URL, 'needs the app on PostgreSQL: set TEST_DATABASE_URL');
  await signIn(page, phone.national);
  await ageSignIn(phone.e164);
  const smsBefore = await smsCount(phone.e164);
  const dialog = await openDeleteAccount(page);
  await dialog.getByRole('textbox', { name: 'Type delete my account to confirm' }).fill('delete my account');
  await dialog.getByRole('button', { name: 'Delete Account' }).click();

  await expect(page.getByText('Please confirm with the code we sent to your phone')).toBeVisible();
  const code = dialog.getByRole('textbox', { name: `Sign-in code sent to ${phone.e164}` });
  await expect(code).toBeFocused();
  const remove = dialog.getByRole('button', { name: 'Delete Account' });
  await expect(remove).toBeDisabled();
  await code.fill('000000');
  await remove.click();
  await expect(page.getByText('Invalid verification code. Please try again.')).toBeVisible();
  await code.fill(await latestCode(phone.e164, smsBefore));
  await remove.click();
  await expect(page.getByText('Your account has been successfully deleted')).toBeVisible();
  await expect(landingHeading(page)).toBeVisible();
});

test('Sign Out clears local and session storage and goes to /', async ({ page, phone }) => {
  await signIn(page, phone.national);
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.evaluate(() => {
    localStorage.setItem('hasFeedbackSubmitted', 'true');
    sessionStorage.setItem('something', 'here');
  });
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(landingHeading(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
});

async function smsCount(e164: string) {
  const url = `${process.env.FAKE_TWILIO_URL}/_messages?to=${encodeURIComponent(e164)}`;
  return ((await (await fetch(url)).json()) as unknown[]).length;
}

/** Ten minutes ago: the phone's sessions started and its codes were sent. */
async function ageSignIn(e164: string) {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      "update sessions set created_at = created_at - interval '10 minutes' where user_id = (select id from users where phone = $1)",
      [e164],
    );
    await client.query(
      "update otp_challenges set sent_at = sent_at - interval '10 minutes' where phone = $1",
      [e164],
    );
  } finally {
    await client.end();
  }
}
