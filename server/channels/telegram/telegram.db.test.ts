import { telegramChannel } from '@server/channels/telegram/sender';
import { telegramBot } from '@server/channels/telegram/transport';
import { notificationLog, reminderDestinations, users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { claimDelivery, reminderNotification } from '@server/jobs/reminders/deliver-reminder';
import { LEASE_MS } from '@server/jobs/reminders/delivery-log';
import { findDueReminders } from '@server/jobs/reminders/find-due-reminders';
import { runReminderTick } from '@server/jobs/reminders/reminder-engine';
import { manualClock } from '@server/lib/clock';
import { buildBirthday } from '@server/test/factories';
import { createTestServer, onPostgres, type TestServer } from '@server/test/harness';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeTelegram, startFakeTelegram } from './fake-telegram';
import { startTelegramPoller } from './telegram-poller';

const clock = manualClock('2026-11-22T08:00:00Z');
let server: TestServer;
let fake: FakeTelegram;
const stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  fake = await startFakeTelegram();
  server = await createTestServer({
    clock,
    env: { TELEGRAM_BOT_TOKEN: fake.token, TELEGRAM_API_BASE: fake.url, PUBLIC_URL: 'http://localhost:3000' },
  });
});
beforeEach(async () => {
  clock.set('2026-11-22T08:00:00Z');
  await server.reset();
  fake.sent.length = 0;
});
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

/** Log lines of the pollers a test starts. */
const logLines: string[] = [];
const testLog = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });

function poll(deps: Deps = server.deps) {
  stops.push(startTelegramPoller(deps, testLog, { pollTimeoutS: 1, idleMs: 50 }));
}

const until = (check: () => unknown) =>
  vi.waitFor(() => expect(check()).toBeTruthy(), { timeout: 15_000, interval: 25 });
const repliesTo = (chatId: number) => fake.sent.filter((m) => m.chatId === chatId).map((m) => m.text);

async function api(cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string) {
  return server.app.inject({ method, url: `/api/telegram${url}`, headers: { cookie } });
}

/** Signs in, asks for a Connect Telegram link and returns its start token. */
async function connectLink(phone = '+12015550123') {
  const session = await server.signIn(phone);
  const res = await api(session.cookie, 'POST', '/link');
  expect(res.statusCode).toBe(200);
  const url = (res.json() as { url: string }).url;
  const token = url.match(/^https:\/\/t\.me\/CakedayTestBot\?start=([A-Za-z0-9_-]+)$/)?.[1];
  expect(token).toBeDefined();
  return { ...session, token: token! };
}

/** Links chat `chatId` as the user would: Connect Telegram, then Start in Telegram. */
async function linkedUser(chatId: number, phone?: string) {
  const user = await connectLink(phone);
  fake.userSends(chatId, `/start ${user.token}`);
  await until(() => repliesTo(chatId).length > 0);
  return user;
}

/** Ada's birthday is tomorrow; the engine runs at 09:00. Returns the Telegram delivery's log row. */
async function remindTomorrow(userId: string) {
  await buildBirthday(server.deps.db, { userId, name: 'Ada', month: 11, day: 23 });
  clock.set('2026-11-22T09:00:00Z');
  await runReminderTick(server.deps);
  const [row] = await server.deps.db
    .select()
    .from(notificationLog)
    .where(eq(notificationLog.channel, 'telegram'));
  return row;
}

const LINKED = 'Connected: your Cakeday birthday reminders will arrive in this chat. Send /stop to end them.';
const INVALID =
  'This link has expired or was already used. Open Cakeday, go to Reminder Settings and tap Connect Telegram again.';

describe('Connect Telegram', () => {
  it('links the chat that sends /start <token>, switches the channel on and says so in the chat', async () => {
    poll();
    const user = await connectLink();
    expect(user.token.length).toBeLessThanOrEqual(64);
    const [pending] = await server.deps.db
      .select()
      .from(reminderDestinations)
      .where(eq(reminderDestinations.userId, user.id));
    // Only the token's hash is kept.
    expect(JSON.stringify(pending!.config)).not.toContain(user.token.slice(-43));
    expect(pending!.confirmedAt).toBeNull();
    await server.deps.db
      .update(users)
      .set({
        reminderSettings: { ...(await settingsOf(user.id)), channels: { sms: true, push: false } } as never,
      })
      .where(eq(users.id, user.id));

    fake.userSends(4242, `/start ${user.token}`);
    await until(() => repliesTo(4242).length === 1);
    expect(repliesTo(4242)).toEqual([LINKED]);
    expect((await api(user.cookie, 'GET', '')).json()).toEqual({
      available: true,
      connected: true,
      paused: null,
    });
    expect((await settingsOf(user.id)).channels).toMatchObject({ telegram: true });
  });

  it('ignores a wrong, expired or used token, and says so plainly', async () => {
    poll();
    const first = await linkedUser(4242);
    fake.userSends(5151, `/start ${first.token}`); // used
    fake.userSends(5151, '/start not-a-token');
    fake.userSends(5151, `/start ${first.token.slice(0, -1)}x`); // right user, wrong secret
    await until(() => repliesTo(5151).length === 3);
    const late = await connectLink('+12015550124');
    clock.set('2026-11-22T08:16:00Z');
    fake.userSends(6161, `/start ${late.token}`);
    fake.userSends(6161, '/start');
    await until(() => repliesTo(6161).length === 2);

    expect(repliesTo(5151)).toEqual([INVALID, INVALID, INVALID]);
    expect(repliesTo(6161)).toEqual([
      INVALID,
      'To get birthday reminders here, open Cakeday, go to Reminder Settings and tap Connect Telegram.',
    ]);
    const rows = await server.deps.db
      .select()
      .from(reminderDestinations)
      .where(eq(reminderDestinations.userId, first.id));
    expect(rows.map((r) => r.config)).toEqual([{ chatId: 4242 }]);
    expect((await api(late.cookie, 'GET', '')).json()).toMatchObject({ connected: false });
  });

  it('answers nothing in a group: reminders are one person’s', async () => {
    poll();
    const user = await connectLink();
    fake.userSends(-100777, `/start ${user.token}`, { chatType: 'group' });
    fake.userSends(4242, '/start');
    await until(() => repliesTo(4242).length === 1);
    expect(repliesTo(-100777)).toEqual([]);
    expect((await api(user.cookie, 'GET', '')).json()).toMatchObject({ connected: false });
  });

  it('/stop in the chat unlinks it and the bot says reminders stopped', async () => {
    poll();
    const user = await linkedUser(4242);
    fake.userSends(4242, '/stop');
    await until(() => repliesTo(4242).length === 2);
    expect(repliesTo(4242)[1]).toBe(
      'Reminders stopped: Cakeday will not send anything to this chat any more.',
    );
    expect((await api(user.cookie, 'GET', '')).json()).toMatchObject({ connected: false });
  });

  it('Disconnect in the app removes the chat', async () => {
    poll();
    const user = await linkedUser(4242);
    expect((await api(user.cookie, 'DELETE', '')).statusCode).toBe(204);
    expect((await api(user.cookie, 'GET', '')).json()).toMatchObject({ connected: false });
    const test = await api(user.cookie, 'POST', '/test');
    expect(test.statusCode).toBe(409);
    expect(test.json()).toMatchObject({ error: { message: 'Connect Telegram first, then send a test.' } });
  });

  it('a restart does not handle an update twice: the offset is kept in the database', async () => {
    poll();
    const user = await linkedUser(4242);
    await Promise.all(stops.splice(0).map((stop) => stop()));
    poll();
    fake.userSends(4242, '/start');
    await until(() => repliesTo(4242).length === 2);
    expect(repliesTo(4242)).toEqual([
      LINKED,
      'To get birthday reminders here, open Cakeday, go to Reminder Settings and tap Connect Telegram.',
    ]);
    expect((await api(user.cookie, 'GET', '')).json()).toMatchObject({ connected: true });
  });
});

describe('the bot in its reader’s language', () => {
  it('answers a chat no account is known in by the language its Telegram is set to', async () => {
    poll();
    fake.userSends(4242, '/start', { languageCode: 'de' });
    fake.userSends(4242, '/start not-a-token', { languageCode: 'de-AT' });
    fake.userSends(5151, '/start', { languageCode: 'pt-BR' });
    await until(() => repliesTo(4242).length === 2 && repliesTo(5151).length === 1);
    expect(repliesTo(4242)).toEqual([
      'Um hier Geburtstagserinnerungen zu bekommen, öffne Cakeday, geh zu den Erinnerungseinstellungen und tippe auf „Telegram verbinden“.',
      'Dieser Link ist abgelaufen oder wurde schon verwendet. Öffne Cakeday, geh zu den Erinnerungseinstellungen und tippe noch einmal auf „Telegram verbinden“.',
    ]);
    // A language Cakeday does not speak: English.
    expect(repliesTo(5151)).toEqual([
      'To get birthday reminders here, open Cakeday, go to Reminder Settings and tap Connect Telegram.',
    ]);
  });

  it('says linked and stopped in the account’s language, over the Telegram app’s', async () => {
    poll();
    const user = await connectLink();
    await server.deps.db.update(users).set({ locale: 'he' }).where(eq(users.id, user.id));
    fake.userSends(4242, `/start ${user.token}`, { languageCode: 'de' });
    fake.userSends(4242, '/stop', { languageCode: 'de' });
    await until(() => repliesTo(4242).length === 2);
    expect(repliesTo(4242)).toEqual([
      'מחובר: תזכורות ימי ההולדת שלך מ-Cakeday יגיעו לצ׳אט הזה. כדי להפסיק אותן, יש לשלוח /stop.',
      'התזכורות הופסקו: Cakeday לא ישלח יותר שום דבר לצ׳אט הזה.',
    ]);
  });

  it('sends the test in the language the app asks for', async () => {
    poll();
    const user = await linkedUser(4242);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/telegram/test',
      headers: { cookie: user.cookie, 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(200);
    expect(repliesTo(4242).at(-1)).toBe('اختبار من Cakeday: ستصل تذكيرات أعياد الميلاد إلى هذه المحادثة.');
  });
});

describe('Telegram reminders', () => {
  it('a due reminder goes through the real engine to the linked chat as plain text with the link', async () => {
    poll();
    const user = await linkedUser(4242);
    const ada = await buildBirthday(server.deps.db, {
      userId: user.id,
      name: 'Ada *<b>_Lovelace',
      month: 11,
      day: 23,
    });
    clock.set('2026-11-22T09:00:00Z');
    await runReminderTick(server.deps);
    await runReminderTick(server.deps);

    const reminders = fake.sent.filter((m) => m.chatId === 4242).slice(1);
    expect(reminders.map((m) => m.text)).toEqual([
      `Ada *<b>_Lovelace's birthday is tomorrow\nNovember 23rd. Open Cakeday to send your wishes.\nhttp://localhost:3000/wish/${ada.id}`,
    ]);
    expect(reminders[0]!.body).toMatchObject({ link_preview_options: { is_disabled: true } });
    expect(reminders[0]!.body.parse_mode).toBeUndefined();
    const log = await server.deps.db
      .select()
      .from(notificationLog)
      .where(eq(notificationLog.channel, 'telegram'));
    expect(log.map((l) => l.status)).toEqual(['sent']);
  });

  it('a reminder speaks the language chosen in Settings (users.locale)', async () => {
    poll();
    const user = await linkedUser(4545);
    await server.deps.db.update(users).set({ locale: 'he' }).where(eq(users.id, user.id));
    const ada = await buildBirthday(server.deps.db, { userId: user.id, name: 'Ada', month: 11, day: 23 });
    clock.set('2026-11-22T09:00:00Z');
    await runReminderTick(server.deps);
    const [reminder] = fake.sent.filter((m) => m.chatId === 4545).slice(1);
    expect(reminder?.text).toBe(
      `יום ההולדת של Ada מחר\n23 בנובמבר. פתחו את Cakeday כדי לשלוח ברכה.\nhttp://localhost:3000/wish/${ada.id}`,
    );
  });

  it('403 (the user blocked the bot) records the failure in our words and unlinks the chat', async () => {
    poll();
    const user = await linkedUser(4343);
    fake.block(4343);
    expect(await remindTomorrow(user.id)).toMatchObject({
      status: 'failed',
      error:
        'The Telegram chat can no longer be reached (the bot was stopped or blocked). Connect Telegram again to get reminders there.',
    });
    expect((await api(user.cookie, 'GET', '')).json()).toMatchObject({ connected: false });
  });

  it('429: a short retry_after is waited out; a long one is tried again after it, nothing sent now', async () => {
    poll();
    const user = await linkedUser(4444);
    fake.tooManyRequests(1);
    const waited = await api(user.cookie, 'POST', '/test');
    expect(waited.statusCode).toBe(200);
    expect(repliesTo(4444)).toEqual([
      LINKED,
      'Cakeday test: your birthday reminders will arrive in this chat.',
    ]);

    fake.tooManyRequests(120);
    expect(await remindTomorrow(user.id)).toMatchObject({
      status: 'pending',
      leaseUntil: new Date('2026-11-22T09:02:00Z'),
      error: 'Telegram asked Cakeday to wait before sending more messages.',
    });
    expect(repliesTo(4444)).toHaveLength(2);
  });

  it('after a crash between claim and send, the message is sent again once at most, and the row says so', async () => {
    poll();
    const user = await linkedUser(4646);
    await buildBirthday(server.deps.db, { userId: user.id, name: 'Ada', month: 11, day: 23 });
    clock.set('2026-11-22T09:00:00Z');
    const [due] = await findDueReminders(server.deps.db, clock.now(), server.deps.channels);
    // The claimant sends, then dies before it records the answer.
    const claim = await claimDelivery(server.deps, due!, 'telegram', clock.now());
    await telegramChannel.send(
      server.deps,
      due!,
      claim!,
      reminderNotification(due!, server.deps.config.publicUrl),
    );
    clock.set(new Date(Date.parse('2026-11-22T09:00:00Z') + LEASE_MS).toISOString());
    await runReminderTick(server.deps);
    await runReminderTick(server.deps);

    const reminders = repliesTo(4646).filter((text) => text.startsWith("Ada's birthday is tomorrow"));
    expect(reminders).toHaveLength(2);
    const [row] = await server.deps.db
      .select()
      .from(notificationLog)
      .where(and(eq(notificationLog.userId, user.id), eq(notificationLog.channel, 'telegram')));
    expect(row).toMatchObject({ status: 'sent', attempts: 2, retake: 'resent_unconfirmed' });
  });

  it('paused: the row says why and how to resume, and connecting again resumes it', async () => {
    poll();
    const user = await linkedUser(4747);
    await server.deps.db
      .update(reminderDestinations)
      .set({ failures: 10, pausedAt: clock.now() })
      .where(eq(reminderDestinations.userId, user.id));
    expect((await api(user.cookie, 'GET', '')).json()).toEqual({
      available: true,
      connected: true,
      paused: 'Paused after 10 failed deliveries in a row. Connect Telegram again to resume.',
    });
    const again = await api(user.cookie, 'POST', '/link');
    const token = (again.json() as { url: string }).url.split('start=')[1];
    fake.userSends(4747, `/start ${token}`);
    await until(() => repliesTo(4747).length === 2);
    expect((await api(user.cookie, 'GET', '')).json()).toEqual({
      available: true,
      connected: true,
      paused: null,
    });
  });

  it('Send a test: twenty clicks at once send one message', async () => {
    poll();
    const user = await linkedUser(4545);
    const answers = await Promise.all(Array.from({ length: 20 }, () => api(user.cookie, 'POST', '/test')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 429)[0]!.json()).toMatchObject({
      error: { message: 'A test was just sent. Please wait a few seconds before sending another.' },
    });
    expect(repliesTo(4545)).toHaveLength(2);
  });
});

describe('the poller', () => {
  it('two instances on one database never both poll; when one stops the other takes over', async () => {
    const second = onPostgres
      ? await createTestServer({
          clock,
          env: {
            TELEGRAM_BOT_TOKEN: fake.token,
            TELEGRAM_API_BASE: fake.url,
            PUBLIC_URL: 'http://localhost:3000',
          },
          sameDatabaseAs: { databaseUrl: server.databaseUrl, directDatabaseUrl: server.directDatabaseUrl },
        })
      : null;
    try {
      const before = { conflicts: fake.conflicts, polls: fake.polls };
      const first = startTelegramPoller(server.deps, testLog, { pollTimeoutS: 1, idleMs: 50 });
      const other = startTelegramPoller(second?.deps ?? server.deps, testLog, {
        pollTimeoutS: 1,
        idleMs: 50,
      });
      await until(() => fake.polls >= before.polls + 3);
      fake.userSends(4646, '/start');
      await until(() => repliesTo(4646).length === 1);
      await first();
      fake.userSends(4646, '/start');
      await until(() => repliesTo(4646).length === 2);
      await other();
      expect(fake.conflicts).toBe(before.conflicts);
      expect(fake.maxOpenPolls).toBe(1);
    } finally {
      await second?.close();
    }
  });

  it('never writes the bot token in a log line, even when Telegram refuses it', async () => {
    const secret = '999999:THIS-TOKEN-MUST-NOT-BE-LOGGED-xyz';
    const bot = telegramBot({ token: secret, apiBase: fake.url });
    const lines = logLines.length;
    stops.push(
      startTelegramPoller({ ...server.deps, channelClients: { telegram: bot } }, testLog, {
        pollTimeoutS: 1,
        idleMs: 50,
      }),
    );
    await until(() => logLines.slice(lines).some((l) => l.includes('telegram poll failed')));
    expect(logLines.slice(lines).join('\n')).toMatch(/Telegram \w+ answered 401/);
    expect(logLines.join('\n')).not.toContain('THIS-TOKEN');
    expect(logLines.join('\n')).not.toContain(fake.token);
  });
});

describe('long polling after an https setup', () => {
  it('removes the webhook Telegram still has, then hears /start by polling', async () => {
    fake.setWebhook('https://old.example/api/telegram/updates', 'old-secret');
    const user = await connectLink();
    poll();
    fake.userSends(5151, `/start ${user.token}`);
    await until(() => repliesTo(5151).length > 0);
    expect(fake.webhook).toBeNull();
    expect(repliesTo(5151)).toEqual([
      'Connected: your Cakeday birthday reminders will arrive in this chat. Send /stop to end them.',
    ]);
  });

  it('has no webhook address: a post there is answered 404', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/telegram/updates',
      headers: { 'x-telegram-bot-api-secret-token': 'anything' },
      payload: { update_id: 1 },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('a server without a bot', () => {
  it('does not offer Telegram and refuses to link it', async () => {
    const plain = await createTestServer();
    try {
      const { cookie } = await plain.signIn();
      const state = await plain.app.inject({ method: 'GET', url: '/api/telegram', headers: { cookie } });
      expect(state.json()).toEqual({ available: false, connected: false, paused: null });
      const link = await plain.app.inject({ method: 'POST', url: '/api/telegram/link', headers: { cookie } });
      expect(link.statusCode).toBe(404);
      expect(link.json()).toMatchObject({
        error: { message: 'Telegram reminders are not set up on this server.' },
      });
    } finally {
      await plain.close();
    }
  });
});

async function settingsOf(userId: string) {
  const [row] = await server.deps.db
    .select({ s: users.reminderSettings })
    .from(users)
    .where(eq(users.id, userId));
  return row!.s;
}
