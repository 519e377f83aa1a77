import type { AddressInfo } from 'node:net';
import { createTestServer, type TestServer } from '@server/test/harness';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeTelegram, startFakeTelegram } from './fake-telegram';
import { telegramJob } from './telegram-job';

// Telegram only posts to https: a server with an https PUBLIC_URL hears its bot by webhook.
const PUBLIC_URL = 'https://cakeday.example';
let server: TestServer;
let fake: FakeTelegram;
let stopJob: () => Promise<void>;

beforeAll(async () => {
  fake = await startFakeTelegram();
  server = await createTestServer({
    env: { TELEGRAM_BOT_TOKEN: fake.token, TELEGRAM_API_BASE: fake.url, PUBLIC_URL },
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  fake.deliverWebhooksTo(`http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`);
  stopJob = telegramJob.start(server.deps, pino({ level: 'silent' }), { dueSources: [] });
});
afterAll(async () => {
  await stopJob();
  await server.close();
  await fake.close();
});

const until = (check: () => unknown) =>
  vi.waitFor(() => expect(check()).toBeTruthy(), { timeout: 15_000, interval: 25 });
const repliesTo = (chatId: number) => fake.sent.filter((m) => m.chatId === chatId).map((m) => m.text);
const stateOf = async (cookie: string) =>
  (await server.app.inject({ method: 'GET', url: '/api/telegram', headers: { cookie } })).json();

function postUpdate(secret: string | undefined, text: string) {
  return server.app.inject({
    method: 'POST',
    url: '/api/telegram/updates',
    headers: secret === undefined ? {} : { 'x-telegram-bot-api-secret-token': secret },
    payload: {
      update_id: 77,
      message: { message_id: 1, chat: { id: 8181, type: 'private' }, date: 1, text },
    },
  });
}

describe('Telegram by webhook', () => {
  it('sets the webhook at PUBLIC_URL with a secret, and never long polls', async () => {
    await until(() => fake.webhook);
    expect(fake.webhook!.url).toBe('https://cakeday.example/api/telegram/updates');
    expect(fake.webhook!.secretToken).toMatch(/^[A-Za-z0-9_-]{32,256}$/);
    expect(fake.polls).toBe(0);
  });

  it('links the chat from the /start Telegram posts, and /stop unlinks it', async () => {
    await until(() => fake.webhook);
    const { cookie } = await server.signIn('+12015550140');
    const link = await server.app.inject({ method: 'POST', url: '/api/telegram/link', headers: { cookie } });
    const token = (link.json() as { url: string }).url.split('start=')[1];

    fake.userSends(9292, `/start ${token}`);
    await until(() => repliesTo(9292).length === 1);
    expect(repliesTo(9292)[0]).toBe(
      'Connected: your Cakeday birthday reminders will arrive in this chat. Send /stop to end them.',
    );
    expect(await stateOf(cookie)).toMatchObject({ available: true, connected: true });

    fake.userSends(9292, '/stop');
    await until(() => repliesTo(9292).length === 2);
    expect(repliesTo(9292)[1]).toBe(
      'Reminders stopped: Cakeday will not send anything to this chat any more.',
    );
    expect(await stateOf(cookie)).toMatchObject({ connected: false });
    // The fake notes Telegram's post once our answer is back, which can be after the reply it sent.
    await until(() => fake.webhookPosts.length === 2);
    expect(fake.webhookPosts.map((p) => p.status)).toEqual([200, 200]);
    expect(fake.polls).toBe(0);
  });

  it('refuses a post without the secret or with another one, and does nothing with it', async () => {
    const sentBefore = fake.sent.length;
    for (const secret of [undefined, '', 'not-the-secret', `${fake.webhook!.secretToken}x`]) {
      const res = await postUpdate(secret, '/start');
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('Only Telegram can send updates to this address.');
    }
    expect(fake.sent.length).toBe(sentBefore);
    // The secret Telegram was given is the one that counts.
    expect((await postUpdate(fake.webhook!.secretToken, '/start')).statusCode).toBe(200);
    await until(() => repliesTo(8181).length === 1);
  });
});
