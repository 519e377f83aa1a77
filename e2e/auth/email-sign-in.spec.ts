import type { Page } from '@playwright/test';
import { startFakeSmtp } from '@server/channels/email/fake-smtp';
import { startAppProcess } from '@test-support/app-process';
import { E2E_PORT } from '@test-support/env';
import { expectAccessibleEverywhere } from '../fixtures/axe';
import { expect, signIn, test } from '../fixtures/test';

/** Through the landing page's sign-in modal by email, up to the code step. */
async function askForEmailCode(page: Page, typed: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started Free' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue with email' }).click();
  const step1 = page.getByRole('dialog', { name: 'Sign in with your email' });
  const address = step1.getByRole('textbox', { name: 'Email address' });
  await expect(address).toBeFocused();
  await expect(step1.getByRole('button', { name: 'Continue', exact: true })).toBeDisabled();
  await address.fill(typed);
  await expectAccessibleEverywhere(page, 'sign-in-by-email');
  // From the keyboard, as on a phone: its Go key submits.
  await address.press('Enter');
  return page.getByRole('dialog', { name: 'Enter Verification Code' });
}

/** The newest code in the mail server's inbox for this address, once it is there. */
async function codeIn(smtp: Awaited<ReturnType<typeof startFakeSmtp>>, address: string, after: number) {
  await expect.poll(() => smtp.emails.filter((e) => e.to.includes(address)).length).toBeGreaterThan(after);
  return smtp.codeFor(address)!;
}

// Two codes to one address a minute apart: this test runs an app of its own with the wait between
// them shortened to a second (CODE_RESEND_SECONDS), so nothing waits the real minute.
test('signs up by email, finds SMS asking for a phone, signs out and back in by email', async ({
  browser,
}, testInfo) => {
  const smtp = await startFakeSmtp();
  const port = E2E_PORT + 150 + testInfo.workerIndex;
  const env = {
    DATABASE_URL: 'memory://',
    CODE_RESEND_SECONDS: '1',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Cakeday <codes@cakeday.test>',
    SMTP_CA_FILE: smtp.caFile,
  };
  const address = `ada.${testInfo.workerIndex}@example.com`;
  const app = await startAppProcess({ port, env });
  const context = await browser.newContext({ baseURL: app.url });
  try {
    const page = await context.newPage();
    // Typed as people type it: the account and the email are the lower-cased address.
    const step2 = await askForEmailCode(page, `Ada.${testInfo.workerIndex}@Example.com`);
    await expect(step2.getByText(`We emailed a 6-digit code to ${address}.`)).toBeVisible();
    const email = smtp.emails.at(-1)!;
    expect(email.subject).toBe('Your Cakeday code');
    expect(email.text).toContain('It expires in 10 minutes.');
    await step2.getByRole('textbox', { name: 'Verification code' }).fill(await codeIn(smtp, address, 0));
    await step2.getByRole('button', { name: 'Verify Code' }).click();

    const welcome = page.getByRole('dialog', { name: 'Welcome to Cakeday!' });
    await expect(
      welcome.getByText(
        "Check the details and you're set. Reminders by text need a phone number: add one in Settings, under Sign-in methods.",
      ),
    ).toBeVisible();
    await expect(welcome.getByRole('textbox', { name: 'Phone for reminders' })).toHaveCount(0);
    await welcome.getByRole('button', { name: 'Maybe later' }).click();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    const userId = (await page.getByRole('region', { name: 'Your User ID' }).locator('code').textContent())!;
    await page.getByRole('button', { name: 'Reminder Settings' }).click();
    const reminders = page.getByRole('dialog', { name: 'Reminder Settings' });
    const sms = reminders.getByRole('checkbox', { name: 'SMS to my phone' });
    await expect(sms).toBeDisabled();
    await expect(sms).not.toBeChecked();
    await expect(reminders.getByText('Add a phone number to get reminders by text.')).toBeVisible();
    await reminders.getByRole('link', { name: 'Add a phone number' }).click();
    // Sign-in methods opens on adding a phone, beside the address the account was made with.
    const methods = page.getByRole('dialog', { name: 'Sign-in methods' });
    await expect(methods.getByRole('textbox', { name: 'Phone Number' })).toBeFocused();
    await expect(methods.getByText(address)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(methods).toBeHidden();
    // Back where the user came from.
    await expect(reminders).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('heading', { name: 'Never Miss a Birthday Again' })).toBeVisible();

    const again = await askForEmailCode(page, address);
    await again.getByRole('textbox', { name: 'Verification code' }).fill(await codeIn(smtp, address, 1));
    await again.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByText('Welcome to Cakeday!')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('region', { name: 'Your User ID' }).locator('code')).toHaveText(userId);
  } finally {
    await context.close();
    await app.stop();
    await smtp.close();
  }
});

test('an account made by phone adds an email address, then keeps it as its one way in', async ({
  page,
  phone,
}) => {
  const address = `grace+${phone.e164.slice(1)}@example.com`;
  await signIn(page, phone.national);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Sign-in methods' }).click();
  const methods = page.getByRole('dialog', { name: 'Sign-in methods' });
  const phoneRow = methods.getByRole('listitem', { name: 'Phone number' });
  const emailRow = methods.getByRole('listitem', { name: 'Email address' });
  await expect(emailRow.getByText('None yet')).toBeVisible();
  await expect(phoneRow.getByRole('button', { name: 'Remove' })).toBeDisabled();
  await expect(phoneRow.getByText('Your only way to sign in: add another before removing it.')).toBeVisible();

  await emailRow.getByRole('button', { name: 'Add an email address' }).click();
  await emailRow.getByRole('textbox', { name: 'Email address' }).fill(address);
  await emailRow.getByRole('button', { name: 'Send code' }).click();
  const code = emailRow.getByRole('textbox', { name: `We emailed a 6-digit code to ${address}.` });
  await expect(code).toBeFocused();
  await expectAccessibleEverywhere(page, 'sign-in-methods-code');
  let received = '';
  await expect
    .poll(async () => {
      const res = await fetch(`${process.env.FAKE_SMTP_URL}/_emails?to=${encodeURIComponent(address)}`);
      received = ((await res.json()) as Array<{ text: string }>).at(-1)?.text ?? '';
      return received;
    })
    .toContain('Your Cakeday code is');
  await code.fill(received.match(/\b(\d{6})\b/)![1]!);
  await emailRow.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Email address added.')).toBeVisible();
  await expect(emailRow.getByText(address)).toBeVisible();

  await phoneRow.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Phone number removed.')).toBeVisible();
  await expect(phoneRow.getByText('None yet')).toBeVisible();
  await expect(emailRow.getByRole('button', { name: 'Remove' })).toBeDisabled();
});
