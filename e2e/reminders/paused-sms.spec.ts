import { expect, signIn, test } from '../fixtures/test';
import { zoneInDaytime } from '../fixtures/zones';

const twilioUrl = () => process.env.FAKE_TWILIO_URL!;
const refuse = (to: string, code: number | null) =>
  fetch(`${twilioUrl()}/_refuse`, { method: 'POST', body: JSON.stringify({ to, code }) });
const textsTo = async (to: string) =>
  (await (await fetch(`${twilioUrl()}/_messages?to=${encodeURIComponent(to)}`)).json()) as Array<{
    body: string;
  }>;
const pad = (n: number) => String(n).padStart(2, '0');

// Today's 09:00 reminders are due at once there.
const today = zoneInDaytime();

test.use({ viewport: { width: 390, height: 844 }, timezoneId: today.timeZone });

const REASON =
  'Paused after 10 failed deliveries in a row (the last: The SMS service refuses texts to this phone number: it cannot get texts, or its owner replied STOP). Check that this phone can get texts (if you replied STOP, reply START), then resume.';

test('SMS refused 10 times is paused: Home and Notifications say so and why, "Fix it" opens its row, Resume and Send a test work', async ({
  page,
  phone,
}) => {
  await signIn(page, phone.national);
  await refuse(phone.e164, 21610);
  try {
    // Ten birthdays today: the engine's next pass texts their day-of reminders, each refused.
    for (let i = 1; i <= 10; i++) {
      const res = await page.request.post('/api/birthdays', {
        data: { name: `Refused ${i}`, date: `--${pad(today.month)}-${pad(today.day)}` },
      });
      expect(res.status()).toBe(201);
    }

    const notice = page.getByRole('region', { name: 'Reminders by SMS are paused' });
    await expect(async () => {
      await page.reload();
      await expect(notice).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 60_000, intervals: [1_000] });
    await expect(notice.getByText(REASON)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('paused-sms-home-390.png') });

    await page.getByRole('link', { name: 'Notifications' }).click();
    await expect(notice.getByText(REASON)).toBeVisible();
    await notice.getByRole('button', { name: 'Fix it' }).click();

    await expect(page).toHaveURL(/\/settings\?fix=sms$/);
    const dialog = page.getByRole('dialog', { name: 'Reminder Settings' });
    const sms = dialog.getByRole('checkbox', { name: 'SMS to my phone' });
    await expect(sms).toBeFocused();
    await expect(dialog.getByText(REASON)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send a test' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('paused-sms-settings-390.png') });

    // The user replied START: resuming sends again, and the notices are gone.
    await refuse(phone.e164, null);
    await dialog.getByRole('button', { name: 'Resume' }).click();
    await expect(page.getByText('Resumed.')).toBeVisible();
    await expect(dialog.getByText('Texts go to the phone number you signed in with.')).toBeVisible();

    await dialog.getByRole('button', { name: 'Send a test' }).click();
    await expect(page.getByText('Test sent to your phone.')).toBeVisible();
    await expect
      .poll(async () => (await textsTo(phone.e164)).map((m) => m.body))
      .toContain('Cakeday test: your birthday reminders by SMS reach this phone.');
    // A second test at once waits, as a second sign-in code does.
    await dialog.getByRole('button', { name: 'Send a test' }).click();
    await expect(page.getByText(/^Please wait \d+ seconds before trying again$/)).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/settings$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { name: 'Birthdays', level: 1 })).toBeVisible();
    await expect(notice).toHaveCount(0);
  } finally {
    await refuse(phone.e164, null);
  }
});
