import type { HookArrival } from '@server/channel-kit/hook-destination/fake-hooks';
import { verifyCakedaySignature } from '@test-support/webhook-signature';
import { expect, signIn, test } from '../fixtures/test';

const hooksUrl = () => process.env.FAKE_HOOKS_URL!;
const arrivals = async (path: string) =>
  ((await (await fetch(`${hooksUrl()}/received`)).json()) as HookArrival[]).filter((a) => a.path === path);

test.use({ viewport: { width: 375, height: 800 } });

test('ntfy and a webhook are set up in Reminder Settings, and their tests arrive', async ({
  page,
  phone,
}) => {
  const topic = `e2e-${phone.e164.slice(1)}`;
  await signIn(page, phone.national);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Reminder Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reminder Settings' });

  // ntfy: nothing to tick before an address is saved; a bad address says why.
  const ntfy = dialog.getByRole('checkbox', { name: 'ntfy notifications' });
  await expect(ntfy).toBeDisabled();
  const topicField = dialog.getByLabel('Topic address');
  await topicField.fill('ntfy.sh/my-topic');
  await topicField.press('Enter');
  await expect(dialog.getByText('This is not a web address. It starts with https://')).toBeVisible();
  await topicField.fill(`${hooksUrl()}/ntfy/${topic}`);
  await dialog.getByLabel('Access token (optional)').fill('tk_e2e');
  await dialog.getByRole('button', { name: 'Save address' }).first().click();
  await expect(dialog.getByText(`Reminders go to ${hooksUrl()}/ntfy/${topic}`)).toBeVisible();
  await expect(ntfy).toBeChecked();
  await dialog.locator('[data-channel-row="ntfy"]').getByRole('button', { name: 'Send a test' }).click();
  await expect(page.getByText('Test sent.')).toBeVisible();
  await expect.poll(async () => (await arrivals(`/ntfy/${topic}`)).length).toBe(1);
  const [published] = await arrivals(`/ntfy/${topic}`);
  expect(published!.headers.authorization).toBe('Bearer tk_e2e');
  expect(published!.json).toMatchObject({ topic, title: 'Cakeday test', tags: ['birthday'] });

  // Webhook: the secret is shown once, and the test is signed with it.
  const path = `/hook/${topic}`;
  await dialog.getByLabel('Webhook address').fill(`${hooksUrl()}${path}`);
  await dialog.getByRole('button', { name: 'Save address' }).click();
  const secret = (await dialog.locator('code').textContent())!;
  expect(secret).toMatch(/^whsec_/);
  await expect(dialog.getByRole('button', { name: 'Copy secret' })).toBeVisible();
  await dialog.getByRole('button', { name: 'I have copied it' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Webhook', exact: true })).toBeChecked();
  await dialog.locator('[data-channel-row="webhook"]').getByRole('button', { name: 'Send a test' }).click();
  await expect.poll(async () => (await arrivals(path)).length).toBe(1);
  const [hook] = await arrivals(path);
  expect(verifyCakedaySignature(secret, String(hook!.headers['x-cakeday-signature']), hook!.body)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('hooks-375.png'), fullPage: true });

  // Back later: the secret is not shown again; the channels stay on.
  await page.reload();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Reminder Settings' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Webhook', exact: true })).toBeChecked();
  await expect(dialog.getByText(secret)).toBeHidden();
  await dialog.getByRole('button', { name: 'Remove', exact: true }).nth(1).click();
  await expect(dialog.getByRole('checkbox', { name: 'Webhook', exact: true })).not.toBeChecked();
  await expect(dialog.getByLabel('Webhook address')).toBeVisible();
});
