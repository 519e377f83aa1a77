import { dayFromToday } from '../fixtures/birthday-form';
import { expect, latestCode, signIn, test } from '../fixtures/test';

const pad = (n: number) => String(n).padStart(2, '0');

// Among the sign-in specs, not the reminder ones: it waits out the real resend pause of one phone
// (a minute), so it is better started early in a run than last.
test.setTimeout(240_000);

test("a reminder's link, opened signed out, signs in and lands on that person's wish", async ({
  page,
  phone,
}) => {
  await signIn(page, phone.national);
  const soon = dayFromToday(3);
  const res = await page.request.post('/api/birthdays', {
    data: { name: 'Ada Lovelace', date: `--${pad(soon.month)}-${pad(soon.day)}` },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('heading', { name: 'Never Miss a Birthday Again' })).toBeVisible();

  // The link every reminder carries (server/jobs/reminders/reminder-message.ts `wishUrl`).
  await page.goto(`/wish/${id}`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Phone Number' }).fill(phone.national);
  const sent = await fetch(`${process.env.FAKE_TWILIO_URL}/_messages?to=${encodeURIComponent(phone.e164)}`);
  const before = ((await sent.json()) as unknown[]).length;
  // A new code for the same phone waits out the resend pause, as a user would. A slow answer may
  // bring the code step after an attempt gave up on it: then there is no Continue left to press.
  const codeBox = page.getByRole('textbox', { name: 'Verification code' });
  await expect(async () => {
    if (await codeBox.isVisible()) return;
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click({ timeout: 5000 });
    await expect(codeBox).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 150_000, intervals: [5000] });
  await codeBox.fill(await latestCode(phone.e164, before));
  await page.getByRole('button', { name: 'Verify Code' }).click();

  const wish = page.getByRole('dialog', { name: 'Send Birthday Wishes' });
  await expect(wish).toBeVisible();
  await expect(wish.getByText('A message for Ada Lovelace')).toBeVisible();
  // Home lies under the wish: closing it stays in the app.
  await expect(page).toHaveURL(/\/$/);
  await wish.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('heading', { name: 'Birthdays', exact: true })).toBeVisible();

  // Signed in, the same link opens the wish straight away.
  await page.goto(`/wish/${id}`);
  await expect(page.getByRole('dialog', { name: 'Send Birthday Wishes' })).toBeVisible();
  // A link to a birthday that is not there leaves Home as it is.
  await page.goto('/wish/no-such-birthday');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Send Birthday Wishes' })).toBeHidden();
});
