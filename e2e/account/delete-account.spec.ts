import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { openDatabase } from '@server/db/client';
import { startAppProcess } from '@test-support/app-process';
import { E2E_PORT } from '@test-support/env';
import { sql } from 'drizzle-orm';
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
  // Today is in every calendar view the other tab may open with, whatever the weekday.
  const day = dayFromToday(0);
  await addBirthday(page, 'Katherine Johnson', day.month, day.day);
  const otherTab = await context.newPage();
  await otherTab.goto('/calendar');
  await expect(otherTab.getByText('Katherine Johnson')).toBeVisible();

  const dialog = await openDeleteAccount(page);
  const phrase = dialog.getByRole('textbox', { name: 'Type delete my account to confirm' });
  await expect(phrase).toBeFocused();
  const remove = dialog.getByRole('button', { name: 'Delete Account' });
  await expect(remove).toBeDisabled();
  const wrongPhrase = dialog.getByText('Please type "delete my account" to confirm');
  // Typing is not a mistake yet: the message waits until the user leaves the field or tries.
  await phrase.pressSequentially('Delete my');
  await expect(phrase).toHaveValue('Delete my');
  await expect(wrongPhrase).toBeHidden();
  await phrase.pressSequentially(' account');
  await expect(wrongPhrase).toBeHidden();
  await remove.click();
  await expect(wrongPhrase).toBeVisible();
  await expect(phrase).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  await phrase.fill('delete my account');
  await expect(wrongPhrase).toBeHidden();
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

// A browser cannot age a session by five minutes. This test runs an app of its own on PGlite in a
// data folder, stops it with the tab open, moves this user's session and last code back in time in
// that folder, and starts the app again on the same data; everything the user does is real.
test('an old session confirms with a fresh code sent to its phone', async ({ browser, phone }, testInfo) => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cakeday-e2e-delete-'));
  const port = E2E_PORT + 100 + testInfo.workerIndex;
  // Codes go to the run's fake Twilio, where latestCode reads them.
  const env = { DATABASE_URL: '', DATA_DIR: dataDir, TWILIO_API_BASE: process.env.FAKE_TWILIO_URL! };
  let app = await startAppProcess({ port, env });
  const context = await browser.newContext({ baseURL: app.url });
  try {
    const page = await context.newPage();
    await signIn(page, phone.national);
    await app.stop();
    await ageSignIn(dataDir, phone.e164);
    app = await startAppProcess({ port, env });

    const smsBefore = await smsCount(phone.e164);
    const dialog = await openDeleteAccount(page);
    await dialog
      .getByRole('textbox', { name: 'Type delete my account to confirm' })
      .fill('delete my account');
    await dialog.getByRole('button', { name: 'Delete Account' }).click();

    await expect(page.getByText('Please confirm with the code we sent to your phone')).toBeVisible();
    // The phone reads as on every other screen.
    const [area, exchange, line] = [
      phone.national.slice(0, 3),
      phone.national.slice(3, 6),
      phone.national.slice(6),
    ];
    const code = dialog.getByRole('textbox', {
      name: `Sign-in code sent to +1 (${area}) ${exchange}-${line}`,
    });
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
  } finally {
    await context.close();
    await app.stop();
  }
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

/** Ten minutes ago: the phone's sessions started and its codes were sent (the app is stopped). */
async function ageSignIn(dataDir: string, e164: string) {
  const database = await openDatabase(null, dataDir);
  try {
    await database.db.execute(
      sql`update sessions set created_at = created_at - interval '10 minutes' where user_id = (select id from users where phone = ${e164})`,
    );
    await database.db.execute(
      sql`update otp_challenges set sent_at = sent_at - interval '10 minutes' where phone = ${e164}`,
    );
  } finally {
    await database.close();
  }
}
