import type { HookArrival } from '@server/channel-kit/hook-destination/fake-hooks';
import { addBirthday } from '../fixtures/birthday-form';
import { expect, signIn, test } from '../fixtures/test';
import { zoneInDaytime } from '../fixtures/zones';

const hooksUrl = () => process.env.FAKE_HOOKS_URL!;
const arrivals = async (path: string) =>
  ((await (await fetch(`${hooksUrl()}/received`)).json()) as HookArrival[]).filter((a) => a.path === path);

const today = zoneInDaytime();

test.use({ viewport: { width: 375, height: 800 }, timezoneId: today.timeZone });

// The browser tests' engine looks every second (global-setup): a digest due now arrives at once,
// within the default test budget.

test('a weekly digest set up on ntfy arrives at the send hour of its weekday', async ({ page, phone }) => {
  const topic = `digest-${phone.e164.slice(1)}`;
  // Due now: today's weekday and this hour in a zone where it is daytime (the day does not end
  // mid-test); a birthday three days on is in its week.
  const inThreeDays = new Date(today.local.getTime() + 3 * 86_400_000);
  await signIn(page, phone.national);
  await addBirthday(page, 'Ada Digest', inThreeDays.getUTCMonth() + 1, inThreeDays.getUTCDate());

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Reminder Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reminder Settings' });
  await dialog.getByLabel('Topic address').fill(`${hooksUrl()}/ntfy/${topic}`);
  await dialog.getByRole('button', { name: 'Save address' }).first().click();
  await expect(dialog.getByRole('checkbox', { name: 'ntfy notifications' })).toBeChecked();

  await dialog.getByRole('combobox', { name: 'Time zone' }).selectOption(today.timeZone);
  await dialog.getByRole('combobox', { name: 'Send at' }).selectOption(String(today.hour));
  // By keyboard: the switch takes Space.
  await dialog.getByRole('switch', { name: 'Weekly digest' }).press('Space');
  await dialog.getByRole('combobox', { name: 'Send on' }).selectOption(String(today.weekday));
  const by = dialog.getByRole('group', { name: 'Where the digest goes' });
  await by.getByRole('checkbox', { name: 'Digest by ntfy' }).check();
  await expect(by.getByRole('checkbox', { name: 'Digest by SMS' })).not.toBeChecked();
  // Nothing sticks out of a phone's width.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('digest-375.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Reminder settings saved successfully')).toBeVisible();

  await expect.poll(async () => (await arrivals(`/ntfy/${topic}`)).length, { timeout: 60_000 }).toBe(1);
  const [digest] = await arrivals(`/ntfy/${topic}`);
  expect(digest!.json).toMatchObject({ topic, title: 'Birthdays this week', tags: ['birthday'] });
  expect((digest!.json as { message: string }).message).toContain('Ada Digest: ');
});
