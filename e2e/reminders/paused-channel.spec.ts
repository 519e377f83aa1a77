import type { HookArrival } from '@server/channel-kit/hook-destination/fake-hooks';
import { expect, signIn, test } from '../fixtures/test';
import { zoneInDaytime } from '../fixtures/zones';

const hooksUrl = () => process.env.FAKE_HOOKS_URL!;
const arrivals = async (path: string) =>
  ((await (await fetch(`${hooksUrl()}/received`)).json()) as HookArrival[]).filter((a) => a.path === path);
const pad = (n: number) => String(n).padStart(2, '0');

// Today's 09:00 reminders are due at once there.
const today = zoneInDaytime();

test.use({ viewport: { width: 390, height: 844 }, timezoneId: today.timeZone });

test('a webhook that refuses 10 reminders in a row is shown paused, with why and how to resume, and ntfy tells of it once', async ({
  page,
  phone,
  baseURL,
}) => {
  const topic = `paused-${phone.e164.slice(1)}`;
  const path = `/hook/${topic}`;
  await fetch(`${hooksUrl()}/_answer`, { method: 'POST', body: JSON.stringify({ path, status: 410 }) });
  await signIn(page, phone.national);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Reminder Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reminder Settings' });
  await dialog.getByLabel('Topic address').fill(`${hooksUrl()}/ntfy/${topic}`);
  await dialog.getByRole('button', { name: 'Save address' }).first().click();
  await expect(dialog.getByRole('checkbox', { name: 'ntfy notifications' })).toBeChecked();
  await dialog.getByLabel('Webhook address').fill(`${hooksUrl()}${path}`);
  await dialog.getByRole('button', { name: 'Save address' }).last().click();
  await dialog.getByRole('button', { name: 'I have copied it' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Webhook', exact: true })).toBeChecked();
  await page.keyboard.press('Escape');

  // Ten birthdays today: the engine's next pass sends their day-of reminders, and each is refused.
  for (let i = 1; i <= 10; i++) {
    const res = await page.request.post('/api/birthdays', {
      data: { name: `Refused ${i}`, date: `--${pad(today.month)}-${pad(today.day)}` },
    });
    expect(res.status()).toBe(201);
  }

  const paused =
    'Paused after 10 failed deliveries in a row (the last: Your webhook did not accept the reminder). Save the address again to resume.';
  await expect(async () => {
    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Reminder Settings' }).click();
    await expect(dialog.getByText(paused)).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 60_000, intervals: [1_000] });
  await expect(dialog.getByRole('checkbox', { name: 'Webhook', exact: true })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Check and save again' })).toBeVisible();
  await dialog.getByText(paused).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('paused-webhook-390.png') });

  // ntfy, still working, tells of the pause once: naming the webhook, opening Settings.
  const notices = async () =>
    (await arrivals(`/ntfy/${topic}`)).filter((a) =>
      String((a.json as { message: string }).message).includes('paused'),
    );
  await expect.poll(async () => (await notices()).length, { timeout: 60_000 }).toBe(1);
  // A later pass finds it sent: still one once a birthday added now has been reminded by ntfy.
  const later = await page.request.post('/api/birthdays', {
    data: { name: 'After the pause', date: `--${pad(today.month)}-${pad(today.day)}` },
  });
  expect(later.status()).toBe(201);
  await expect
    .poll(async () =>
      (await arrivals(`/ntfy/${topic}`)).some((a) => JSON.stringify(a.json).includes('After the pause')),
    )
    .toBe(true);
  const [notice, ...more] = await notices();
  expect(more).toEqual([]);
  expect(notice!.json).toMatchObject({
    title: 'Webhook reminders paused',
    message:
      'Cakeday paused reminders by Webhook after 10 failed deliveries in a row. Open Reminder Settings to fix it and resume.',
    click: `${baseURL}/settings`,
  });
});
