import { notificationLog, reminderDestinations, users } from '@server/db/schema';
import { runReminderTick } from '@server/jobs/reminders/reminder-engine';
import { manualClock } from '@server/lib/clock';
import { buildBirthday } from '@server/test/factories';
import { createTestServer, type TestServer } from '@server/test/harness';
import { channelsOn } from '@shared/reminder-channels';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const START = '2026-11-22T09:00:00Z';
const clock = manualClock(START);
let server: TestServer;
let alice: { cookie: string; id: string };
const PHONE = '+12015550123';

beforeAll(async () => {
  // Twilio's 1 s × attempt waits counted, not slept; the hourly cap low enough to reach.
  server = await createTestServer({ clock, fastRetries: true, env: { SMS_HOURLY_LIMIT: '4' } });
});
afterAll(() => server.close());
afterEach(() => server.twilio.refuse(PHONE, null));
beforeEach(async () => {
  clock.set(START);
  await server.reset();
  alice = await server.signIn(PHONE);
});

const inject = (method: 'GET' | 'POST', url: string, cookie = alice.cookie) =>
  server.app.inject({ method, url: `/api/channel-status${url}`, headers: { cookie } });

/** Alice's reminders by SMS only, with `count` birthdays tomorrow: one reminder each at 09:00. */
async function smsReminders(count: number) {
  await server.deps.db
    .update(users)
    .set({
      reminderSettings: {
        enabled: true,
        types: { week: true, day: true, today: true },
        channels: channelsOn('sms'),
        sendHour: 9,
      },
    })
    .where(eq(users.id, alice.id));
  for (let i = 1; i <= count; i++)
    await buildBirthday(server.deps.db, { userId: alice.id, name: `P${i}`, month: 11, day: 23 });
}

const smsRow = async () =>
  (
    await server.deps.db
      .select({ failures: reminderDestinations.failures, pausedAt: reminderDestinations.pausedAt })
      .from(reminderDestinations)
      .where(and(eq(reminderDestinations.userId, alice.id), eq(reminderDestinations.channel, 'sms')))
  )[0];

const history = () =>
  server.deps.db
    .select({
      status: notificationLog.status,
      error: notificationLog.error,
      failure: notificationLog.failure,
    })
    .from(notificationLog)
    .where(eq(notificationLog.userId, alice.id));

describe('SMS under the pause rule', () => {
  it('a number Twilio refuses counts at once: the tenth failure pauses SMS, and Home is told why', async () => {
    await smsReminders(12);
    server.twilio.refuse(PHONE, 21610);
    const topics: string[] = [];
    const stop = server.deps.realtime.subscribe(alice.id, ({ topic }) => topics.push(topic));

    await runReminderTick(server.deps);
    // The open tabs hear of the pause once, and refetch what shows it.
    await expect.poll(() => topics.filter((t) => t === 'reminders')).toEqual(['reminders']);
    stop();

    const rows = await history();
    const refused = rows.filter((r) => r.failure === 'error');
    expect(refused.length).toBeGreaterThanOrEqual(10);
    expect(refused[0]!.error).toBe(
      'The SMS service refuses texts to this phone number: it cannot get texts, or its owner replied STOP.',
    );
    expect(rows.filter((r) => r.failure === 'paused')).toHaveLength(12 - refused.length);
    expect(await smsRow()).toMatchObject({ failures: refused.length, pausedAt: clock.now() });

    const res = await inject('GET', '/paused');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      paused: [
        {
          channel: 'sms',
          pausedAt: START.replace('Z', '.000Z'),
          reason: `Paused after ${refused.length} failed deliveries in a row (the last: The SMS service refuses texts to this phone number: it cannot get texts, or its owner replied STOP). Check that this phone can get texts (if you replied STOP, reply START), then resume.`,
        },
      ],
    });
  });

  it('a paused SMS channel sends nothing until it is resumed, then sends again', async () => {
    await smsReminders(10);
    server.twilio.refuse(PHONE, 21211);
    await runReminderTick(server.deps);
    expect((await smsRow())?.pausedAt).not.toBeNull();
    server.twilio.refuse(PHONE, null);

    // The day after: the reminders due then find SMS paused.
    await buildBirthday(server.deps.db, { userId: alice.id, name: 'Later', month: 11, day: 24 });
    clock.set('2026-11-23T09:00:00Z');
    await runReminderTick(server.deps);
    expect(server.twilio.messages.filter((m) => m.body.includes('Later'))).toEqual([]);

    expect((await inject('POST', '/sms/resume')).statusCode).toBe(204);
    expect(await smsRow()).toBeUndefined();
    expect((await inject('GET', '/paused')).json()).toEqual({ paused: [] });
    await buildBirthday(server.deps.db, { userId: alice.id, name: 'Resumed', month: 11, day: 25 });
    clock.set('2026-11-24T09:00:00Z');
    await runReminderTick(server.deps);
    expect(server.twilio.messages.filter((m) => m.body.includes('Resumed'))).toHaveLength(1);
  });

  it('Twilio down is retried later the same day and never counts toward the pause until the day ran out', async () => {
    await smsReminders(1);
    server.twilio.refuse(PHONE, 20500, 500);
    await runReminderTick(server.deps);
    expect(await history()).toEqual([{ status: 'pending', error: 'Failed to send SMS', failure: null }]);
    expect(await smsRow()).toBeUndefined();

    server.twilio.refuse(PHONE, null);
    clock.set('2026-11-22T09:01:00Z');
    await runReminderTick(server.deps);
    expect(await history()).toEqual([expect.objectContaining({ status: 'sent' })]);
    expect(server.twilio.messages.filter((m) => m.to === PHONE && m.body.includes('P1'))).toHaveLength(1);
  });

  it('only SMS and push are resumed here; the others resume by their own setup', async () => {
    expect((await inject('POST', '/webhook/resume')).statusCode).toBe(400);
    expect((await inject('GET', '/paused', 'cakeday_session=nope')).statusCode).toBe(401);
  });
});

describe('Send a test by SMS', () => {
  it('texts the phone the user signed in with, in our words', async () => {
    const res = await inject('POST', '/sms/test');
    expect(res.statusCode).toBe(200);
    expect(server.twilio.messages.at(-1)).toMatchObject({
      to: PHONE,
      body: 'Cakeday test: your birthday reminders by SMS reach this phone.',
    });
  });

  it('says it in the language the app asks for (its reader’s)', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/channel-status/sms/test',
      headers: { cookie: alice.cookie, 'accept-language': 'he' },
    });
    expect(res.statusCode).toBe(200);
    expect(server.twilio.messages.at(-1)).toMatchObject({
      to: PHONE,
      body: 'בדיקה מ-Cakeday: תזכורות ימי ההולדת שלך ב-SMS מגיעות לטלפון הזה.',
    });
  });

  it('twenty at once send one; the others are asked to wait', async () => {
    const before = server.twilio.messages.length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => inject('POST', '/sms/test')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    // 60 s between tests to a phone, as between codes (the sign-in's code just now does not count).
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(19);
    expect(server.twilio.messages.length - before).toBe(1);
  });

  it('counts toward the hourly SMS cap, as sign-in codes do', async () => {
    clock.set('2026-11-22T09:02:00Z');
    expect((await inject('POST', '/sms/test')).statusCode).toBe(200);
    await server.signIn('+12015550124');
    await server.signIn('+12015550125');
    // Four texts this hour (three codes and the test): the fifth sign-in is refused.
    const refused = await server.app.inject({
      method: 'POST',
      url: '/api/auth/send-code',
      payload: { phone: '+12015550126' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^Cakeday cannot send more sign-in codes right now/);
  });
});
