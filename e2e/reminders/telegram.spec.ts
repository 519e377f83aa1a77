import { expect, signIn, test } from '../fixtures/test';

const FAKE_TELEGRAM = () => process.env.FAKE_TELEGRAM_URL!;
type Sent = { chatId: number; text: string };
const sentTo = async (chatId: number): Promise<string[]> => {
  const all = (await (await fetch(`${FAKE_TELEGRAM()}/_messages`)).json()) as Sent[];
  return all.filter((m) => m.chatId === chatId).map((m) => m.text);
};

test.use({ viewport: { width: 375, height: 812 } });

test('connect Telegram through the bot, send a test, disconnect', async ({ page, phone }, info) => {
  const chatId = 700_000 + info.workerIndex * 1000 + Math.floor(Math.random() * 1000);
  await signIn(page, phone.national);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Reminder Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reminder Settings' });
  await expect(dialog.getByText('Get reminders in a Telegram chat with the Cakeday bot.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Connect Telegram' }).click();
  const open = dialog.getByRole('link', { name: 'Open Telegram' });
  const href = await open.getAttribute('href');
  const token = href?.match(/^https:\/\/t\.me\/CakedayTestBot\?start=([A-Za-z0-9_-]{1,64})$/)?.[1];
  expect(token).toBeDefined();

  // What tapping Start in Telegram sends the bot.
  await fetch(`${FAKE_TELEGRAM()}/_send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ chatId, text: `/start ${token}` }),
  });
  await expect(
    dialog.getByText('Connected: reminders arrive in your Telegram chat with the Cakeday bot.'),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(dialog.getByRole('checkbox', { name: 'Telegram', exact: true })).toBeChecked();
  expect(await sentTo(chatId)).toEqual([
    'Connected: your Cakeday birthday reminders will arrive in this chat. Send /stop to end them.',
  ]);

  await dialog.locator('[data-channel-row="telegram"]').getByRole('button', { name: 'Send a test' }).click();
  await expect(page.getByText('Test sent to Telegram.')).toBeVisible();
  expect((await sentTo(chatId)).at(-1)).toBe(
    'Cakeday test: your birthday reminders will arrive in this chat.',
  );

  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(dialog.getByRole('button', { name: 'Connect Telegram' })).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Telegram', exact: true })).not.toBeChecked();
  await page.screenshot({ path: info.outputPath('telegram-375.png') });
});
