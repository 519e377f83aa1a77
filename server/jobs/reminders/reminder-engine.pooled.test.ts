import { birthdays, notificationErrors, notificationLog, users } from '@server/db/schema';
import { manualClock } from '@server/lib/clock';
import { buildBirthday, buildUser } from '@server/test/factories';
import { createTestServer, onPostgres, type TestServer } from '@server/test/harness';
import { DEFAULT_REMINDER_SETTINGS } from '@shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claimDelivery, reminderNotification } from './deliver-reminder';
import { claimMany, LEASE_MS } from './delivery-log';
import { findDueReminders } from './find-due-reminders';
import { runReminderTick } from './reminder-engine';

let server: TestServer;
const clock = manualClock('2026-11-22T00:00:00Z');

beforeAll(async () => {
  server = await createTestServer({ clock });
});
beforeEach(() => server.reset());
afterAll(() => server.close());

const tickAt = (iso: string) => {
  clock.set(iso);
  return runReminderTick(server.deps);
};
const sms = () => server.twilio.messages;

describe('the reminder engine', () => {
  it("sends the day-before SMS at 09:00 in the user's time zone, once", async () => {
    const user = await buildUser(server.deps.db, { timeZone: 'America/New_York' });
    const ada = await buildBirthday(server.deps.db, {
      userId: user.id,
      name: 'Ada Lovelace',
      month: 11,
      day: 23,
    });
    await tickAt('2026-11-22T13:59:00Z'); // 08:59 in New York
    expect(sms()).toHaveLength(0);
    await tickAt('2026-11-22T14:00:00Z');
    expect(sms()).toHaveLength(1);
    expect(sms()[0]).toMatchObject({ to: user.phone });
    expect(sms()[0]!.body).toBe(
      `Cakeday: Ada Lovelace's birthday is tomorrow (November 23rd). http://localhost:3000/wish/${ada.id}`,
    );
    await tickAt('2026-11-22T14:01:00Z');
    await tickAt('2026-11-22T20:00:00Z');
    expect(sms()).toHaveLength(1);
    const [row] = await server.deps.db.select().from(birthdays);
    expect(row!.lastNotified?.toISOString()).toBe('2026-11-22T14:00:00.000Z');
  });

  it("reminds at 09:00 local whether a zone is stored under an old name or today's", async () => {
    const db = server.deps.db;
    const names = [
      'Asia/Calcutta',
      'Asia/Kolkata',
      'Europe/Kiev',
      'Europe/Kyiv',
      'America/Godthab',
      'America/Nuuk',
    ];
    for (const timeZone of names) {
      const user = await buildUser(db, { timeZone });
      await buildBirthday(db, { userId: user.id, name: timeZone, month: 11, day: 23 });
    }
    const reminded = () => sms().map((m) => m.body.match(/: (\S+)'s birthday/)?.[1]);
    await tickAt('2026-11-22T03:29:00Z'); // 08:59 in India
    expect(reminded()).toEqual([]);
    await tickAt('2026-11-22T03:30:00Z');
    expect(reminded().sort()).toEqual(['Asia/Calcutta', 'Asia/Kolkata']);
    await tickAt('2026-11-22T07:00:00Z'); // 09:00 in Kyiv (UTC+2 in November)
    expect(reminded().sort()).toEqual(['Asia/Calcutta', 'Asia/Kolkata', 'Europe/Kiev', 'Europe/Kyiv']);
    await tickAt('2026-11-22T11:00:00Z'); // 09:00 in Nuuk (UTC-2)
    expect(reminded()).toHaveLength(names.length);
  });

  it('sends the week reminder 7 days before and the birthday one on the day', async () => {
    const user = await buildUser(server.deps.db, { timeZone: 'Asia/Tokyo' });
    await buildBirthday(server.deps.db, { userId: user.id, name: 'Grace', month: 12, day: 1 });
    await tickAt('2026-11-24T00:00:00Z'); // Nov 24, 09:00 in Tokyo
    expect(sms().map((m) => m.body)).toEqual([expect.stringContaining('is in 7 days (December 1st)')]);
    await tickAt('2026-12-01T00:00:00Z');
    expect(sms().at(-1)!.body).toContain("Grace's birthday is today (December 1st)");
  });

  it("writes the reminder in the user's message language, with the age the birth year gives", async () => {
    const user = await buildUser(server.deps.db, { timeZone: 'Europe/Berlin' });
    await server.deps.db.update(users).set({ messageLanguage: 'de' }).where(eq(users.id, user.id));
    const grace = await buildBirthday(server.deps.db, {
      userId: user.id,
      name: 'Grace',
      month: 2,
      day: 29,
      year: 1992,
    });
    await tickAt('2027-02-21T08:00:00Z'); // Feb 21, 09:00 in Berlin: a week before Feb 28
    expect(sms().map((m) => m.body)).toEqual([
      `Cakeday: Grace wird in 7 Tagen 35 (28. Februar). http://localhost:3000/wish/${grace.id}`,
    ]);
    await tickAt('2027-02-28T08:00:00Z');
    expect(sms().at(-1)!.body).toContain('Grace wird heute 35 (28. Februar)');
  });

  it('reminds a Feb 29 birthday on Feb 28 in a common year', async () => {
    const user = await buildUser(server.deps.db, { timeZone: 'Europe/Berlin' });
    await buildBirthday(server.deps.db, { userId: user.id, name: 'Leap', month: 2, day: 29 });
    await tickAt('2027-02-27T08:00:00Z');
    expect(sms().map((m) => m.body)).toEqual([expect.stringContaining('tomorrow (February 28th)')]);
    await tickAt('2027-02-28T08:00:00Z');
    expect(sms().at(-1)!.body).toContain('today (February 28th)');
  });

  it('catches up a missed hour the same day, but never a past occurrence', async () => {
    const user = await buildUser(server.deps.db, { timeZone: 'UTC' });
    await buildBirthday(server.deps.db, { userId: user.id, name: 'Alan', month: 11, day: 23 });
    // Down all of Nov 22: the day-before reminder is gone with it; the birthday one still goes out.
    await tickAt('2026-11-23T15:30:00Z');
    expect(sms().map((m) => m.body)).toEqual([expect.stringContaining('is today (')]);
  });

  it('honours the settings, the types and each birthday’s own reminders', async () => {
    const db = server.deps.db;
    const off = await buildUser(db, { settings: { enabled: false } });
    const noDay = await buildUser(db, { settings: { types: { week: true, day: false, today: true } } });
    const early = await buildUser(db, { settings: { sendHour: 7 } });
    const quiet = await buildUser(db);
    for (const u of [off, noDay, early]) await buildBirthday(db, { userId: u.id, month: 11, day: 23 });
    await buildBirthday(db, {
      userId: quiet.id,
      month: 11,
      day: 23,
      reminders: [
        { type: 'week', enabled: true },
        { type: 'day', enabled: false },
        { type: 'birthday', enabled: true },
      ],
    });
    await tickAt('2026-11-22T07:00:00Z');
    expect(sms().map((m) => m.to)).toEqual([early.phone]);
    await tickAt('2026-11-22T12:00:00Z');
    expect(sms()).toHaveLength(1);
  });

  /** `users` users with 10 birthdays each tomorrow, and the clock at their send hour. */
  async function tomorrowsBirthdays(users: number) {
    for (let u = 0; u < users; u++) {
      const user = await buildUser(server.deps.db);
      for (let i = 0; i < 10; i++)
        await buildBirthday(server.deps.db, { userId: user.id, month: 11, day: 23 });
    }
    clock.set('2026-11-22T09:00:00Z');
  }

  it('never double-sends when 20 engines tick the same minute', async () => {
    await tomorrowsBirthdays(3);
    const ticks = await Promise.all(Array.from({ length: 20 }, () => runReminderTick(server.deps)));
    expect(sms()).toHaveLength(30);
    expect(new Set(sms().map((m) => m.body)).size).toBe(30);
    expect(ticks.reduce((sum, t) => sum + t.delivered, 0)).toBe(30);
  });

  it('gives each delivery of a batch claim to exactly one of 20 claimants, and takes each over once after its lease', async () => {
    await tomorrowsBirthdays(4);
    const due = await findDueReminders(server.deps.db, clock.now(), server.deps.channels);
    expect(due).toHaveLength(40);
    const requests = due.flatMap((r) =>
      (['sms', 'email'] as const).map((channel) => ({
        log: 'reminder' as const,
        userId: r.userId,
        key: [r.birthdayId, r.leadDays, r.occurrence],
        channel,
        dueAt: r.dueAt,
      })),
    );
    const claimAll = (at: Date) =>
      Promise.all(Array.from({ length: 20 }, () => claimMany(server.deps.db, 'reminder', requests, at)));

    const won = (await claimAll(clock.now())).flatMap((claims) => [...claims.values()]);
    expect(won).toHaveLength(80);
    expect(new Set(won.map((c) => c.id)).size).toBe(80);
    expect(won.every((c) => c.attempts === 1)).toBe(true);
    expect(await server.deps.db.select().from(notificationLog)).toHaveLength(80);
    // Within the lease nobody gets them; after it, each is taken over by exactly one claimant.
    expect((await claimMany(server.deps.db, 'reminder', requests, clock.now())).size).toBe(0);
    const retaken = (await claimAll(new Date(clock.now().getTime() + LEASE_MS))).flatMap((claims) => [
      ...claims.values(),
    ]);
    expect(retaken.map((c) => c.id).sort()).toEqual(won.map((c) => c.id).sort());
    expect(retaken.every((c) => c.attempts === 2)).toBe(true);
  });

  it('retries a delivery whose claimant crashed before sending, after its lease', async () => {
    const user = await buildUser(server.deps.db);
    await buildBirthday(server.deps.db, { userId: user.id, name: 'Crash', month: 11, day: 23 });
    clock.set('2026-11-22T09:00:00Z');
    const [due] = await findDueReminders(server.deps.db, clock.now(), server.deps.channels);
    expect(await claimDelivery(server.deps, due!, 'sms', clock.now())).not.toBeNull();
    // …the process dies here. Another tick within the lease leaves it alone:
    await tickAt('2026-11-22T09:01:00Z');
    expect(sms()).toHaveLength(0);
    clock.set(new Date(Date.parse('2026-11-22T09:00:00Z') + LEASE_MS).toISOString());
    await runReminderTick(server.deps);
    expect(sms()).toHaveLength(1);
    const [log] = await server.deps.db.select().from(notificationLog);
    expect(log).toMatchObject({ status: 'sent', attempts: 2, retake: 'resent_not_sent' });
  });

  /** Claims the SMS of a due reminder and dies, after the SMS left when `sent`; then ticks after the lease. */
  async function crashAndRetake(target: TestServer, { sent }: { sent: boolean }) {
    const user = await buildUser(target.deps.db);
    await buildBirthday(target.deps.db, { userId: user.id, name: 'Crash', month: 11, day: 23 });
    clock.set('2026-11-22T09:00:00Z');
    const [due] = await findDueReminders(target.deps.db, clock.now(), target.deps.channels);
    expect(await claimDelivery(target.deps, due!, 'sms', clock.now())).not.toBeNull();
    const body = reminderNotification(due!, target.deps.config.publicUrl).sms;
    if (sent) await target.deps.sms.send({ to: due!.phone!, body });
    clock.set(new Date(Date.parse('2026-11-22T09:00:00Z') + LEASE_MS).toISOString());
    await runReminderTick(target.deps);
    const [log] = await target.deps.db.select().from(notificationLog);
    return log!;
  }

  it('asks Twilio before resending after a crash, and never sends an SMS twice', async () => {
    const log = await crashAndRetake(server, { sent: true });
    expect(sms()).toHaveLength(1);
    expect(log).toMatchObject({ status: 'sent', attempts: 2, retake: 'confirmed_sent' });
  });

  it('resends when Twilio cannot say, and counts it', async () => {
    const blind = await createTestServer({ clock, twilio: { failLists: true } });
    try {
      const log = await crashAndRetake(blind, { sent: true });
      expect(blind.twilio.messages).toHaveLength(2);
      expect(log).toMatchObject({ status: 'sent', attempts: 2, retake: 'resent_unconfirmed' });
    } finally {
      await blind.close();
    }
  }, 60_000);

  it('logs a failed SMS with status failed, in notification_errors and on the birthday', async () => {
    const user = await buildUser(server.deps.db);
    await buildBirthday(server.deps.db, { userId: user.id, month: 11, day: 23 });
    // A phone no country has (+1 and 10 digits, but no such area code): the provider refuses it
    // before any HTTP call, in words that fit any country.
    await server.deps.db.update(users).set({ phone: '+15555550123' }).where(eq(users.id, user.id));
    await tickAt('2026-11-22T09:00:00Z');
    const [log] = await server.deps.db.select().from(notificationLog);
    expect(log).toMatchObject({
      status: 'failed',
      error: 'Invalid phone number format. Please ensure the number includes country code (e.g., +1)',
    });
    expect(await server.deps.db.select().from(notificationErrors)).toHaveLength(1);
    const [row] = await server.deps.db.select().from(birthdays);
    expect(row!.notificationErrors).toEqual([
      { timestamp: Date.parse('2026-11-22T09:00:00Z'), error: log!.error, type: 'sms' },
    ]);
    // A failed delivery is final: no retry storm on the next minute.
    await tickAt('2026-11-22T09:01:00Z');
    expect(await server.deps.db.select().from(notificationLog)).toHaveLength(1);
  });

  it('shows deliveries in the history, newest first', async () => {
    const { cookie } = await server.signIn('+12015550123');
    await server.app.inject({
      method: 'POST',
      url: '/api/birthdays',
      headers: { cookie },
      payload: { name: 'Ada', date: '--11-23' },
    });
    await tickAt('2026-11-22T09:00:00Z');
    const res = await server.app.inject({ url: '/api/notifications/deliveries', headers: { cookie } });
    expect(res.json()).toEqual([
      expect.objectContaining({
        birthdayName: 'Ada',
        leadDays: 1,
        channel: 'sms',
        status: 'sent',
        occurrence: '2026-11-23',
      }),
    ]);
  });
});

describe('lead times', () => {
  // The words of each reminder are reminder-message.ts's; here, who and which day, and the log's lead time.
  const reminded = () =>
    sms().flatMap(
      (m) =>
        m.body
          .match(/^Cakeday: (.+)'s birthday is [^(]+ \((\w+ \d+\w\w)\)/)
          ?.slice(1, 3)
          .join(' ') ?? [],
    );
  const logged = async () =>
    (await server.deps.db.select().from(notificationLog)).map((l) => `${l.leadDays} ${l.occurrence}`).sort();

  it('reminds 60 days ahead and on the day at 09:00 in the far east (UTC+14) and the far west (UTC−12)', async () => {
    const db = server.deps.db;
    for (const timeZone of ['Pacific/Kiritimati', 'Etc/GMT+12']) {
      const user = await buildUser(db, { timeZone, settings: { leadDays: [60, 0] } });
      await buildBirthday(db, { userId: user.id, name: `Far ${timeZone.slice(-4)}`, month: 1, day: 21 });
      await buildBirthday(db, { userId: user.id, name: `Near ${timeZone.slice(-4)}`, month: 11, day: 22 });
    }
    await tickAt('2026-11-21T18:59:00Z'); // 08:59 on Nov 22 in Kiritimati, 06:59 on Nov 21 at UTC−12
    expect(reminded()).toEqual([]);
    await tickAt('2026-11-21T19:00:00Z');
    expect(reminded().sort()).toEqual(['Far mati January 21st', 'Near mati November 22nd']);
    expect(await logged()).toEqual(['0 2026-11-22', '60 2027-01-21']);
    await tickAt('2026-11-22T20:59:00Z'); // 08:59 on Nov 22 at UTC−12
    expect(reminded()).toHaveLength(2);
    await tickAt('2026-11-22T21:00:00Z');
    expect(reminded().slice(2).sort()).toEqual(['Far T+12 January 21st', 'Near T+12 November 22nd']);
    expect(await logged()).toEqual(['0 2026-11-22', '0 2026-11-22', '60 2027-01-21', '60 2027-01-21']);
    await tickAt('2026-11-23T09:00:00Z');
    expect(reminded()).toHaveLength(4);
  });

  it("follows the user's defaults as they change, and a birthday's own set whatever they are", async () => {
    const { cookie } = await server.signIn('+12015550123');
    const put = (leadDays: number[]) =>
      server.app.inject({
        method: 'PUT',
        url: '/api/reminders/settings',
        headers: { cookie },
        payload: { ...DEFAULT_REMINDER_SETTINGS, leadDays, timeZone: 'UTC' },
      });
    const add = (name: string, leadDays?: number[]) =>
      server.app.inject({
        method: 'POST',
        url: '/api/birthdays',
        headers: { cookie },
        payload: { name, date: '--12-22', ...(leadDays ? { leadDays } : {}) },
      });
    expect((await add('Follows')).json().leadDays).toBeNull();
    expect((await add('Own', [2, 30])).json().leadDays).toEqual([30, 2]);
    expect((await put([30, 5])).statusCode).toBe(200);

    await tickAt('2026-11-22T09:00:00Z'); // 30 days before Dec 22: both
    expect(reminded().sort()).toEqual(['Follows December 22nd', 'Own December 22nd']);
    expect((await put([7])).statusCode).toBe(200);
    await tickAt('2026-12-15T09:00:00Z'); // 7 days before: only the one following the defaults
    await tickAt('2026-12-17T09:00:00Z'); // 5 days before: that default is gone
    await tickAt('2026-12-20T09:00:00Z'); // 2 days before: the birthday's own
    expect(reminded().slice(2)).toEqual(['Follows December 22nd', 'Own December 22nd']);
    expect(await logged()).toEqual(['2 2026-12-22', '30 2026-12-22', '30 2026-12-22', '7 2026-12-22']);
  });

  // The due scan reads each lead row's copy of its user's zone and send hour (migration 0013):
  // whatever changes the user, the birthday or the defaults, the copy follows in the same statement.
  const settingsOf = (cookie: string) => (timeZone: string, sendHour: number, leadDays?: number[]) =>
    server.app.inject({
      method: 'PUT',
      url: '/api/reminders/settings',
      headers: { cookie },
      payload: { ...DEFAULT_REMINDER_SETTINGS, timeZone, sendHour, ...(leadDays ? { leadDays } : {}) },
    });

  it('reminds at the zone and send hour the user has now, not those they had', async () => {
    const { cookie } = await server.signIn('+12015550124');
    const save = settingsOf(cookie);
    await server.app.inject({
      method: 'POST',
      url: '/api/birthdays',
      headers: { cookie },
      payload: { name: 'Moved', date: '--11-23' },
    });
    expect((await save('Asia/Tokyo', 7)).statusCode).toBe(200);
    await tickAt('2026-11-21T21:59:00Z'); // 06:59 on Nov 22 in Tokyo
    expect(reminded()).toEqual([]);
    await tickAt('2026-11-21T22:00:00Z');
    expect(reminded()).toEqual(['Moved November 23rd']);

    expect((await save('America/New_York', 10)).statusCode).toBe(200);
    await tickAt('2026-11-22T22:00:00Z'); // 07:00 on Nov 23 in Tokyo: the old zone's birthday morning
    await tickAt('2026-11-23T14:59:00Z'); // 09:59 in New York
    expect(reminded()).toHaveLength(1);
    await tickAt('2026-11-23T15:00:00Z');
    expect(reminded()).toEqual(['Moved November 23rd', 'Moved November 23rd']);
    expect(await logged()).toEqual(['0 2026-11-23', '1 2026-11-23']);
  });

  it("reminds by the user's changed defaults and on a birthday's new date, in the user's zone", async () => {
    const { cookie } = await server.signIn('+12015550125');
    const save = settingsOf(cookie);
    const added = await server.app.inject({
      method: 'POST',
      url: '/api/birthdays',
      headers: { cookie },
      payload: { name: 'Dated', date: '--12-01' },
    });
    await server.app.inject({
      method: 'POST',
      url: '/api/birthdays',
      headers: { cookie },
      payload: { name: 'Kept', date: '--11-24' },
    });
    expect((await save('Asia/Tokyo', 7, [3])).statusCode).toBe(200);
    expect((await save('Asia/Tokyo', 7, [2])).statusCode).toBe(200);
    const moved = await server.app.inject({
      method: 'PUT',
      url: `/api/birthdays/${added.json().id}`,
      headers: { cookie },
      payload: { date: '--11-24' },
    });
    expect(moved.statusCode).toBe(200);
    await tickAt('2026-11-21T21:59:00Z'); // 06:59 on Nov 22 in Tokyo
    expect(reminded()).toEqual([]);
    await tickAt('2026-11-21T22:00:00Z');
    expect(reminded().sort()).toEqual(['Dated November 24th', 'Kept November 24th']);
    expect(await logged()).toEqual(['2 2026-11-24', '2 2026-11-24']);
  });
});

describe('an unreliable SMS provider', () => {
  it('retries each delivery up to 3 times and logs every permanent failure: nothing is lost', async () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const flaky = await createTestServer({ clock, twilio: { failRate: 0.3, random }, fastRetries: true });
    try {
      const user = await buildUser(flaky.deps.db);
      for (let i = 0; i < 60; i++)
        await buildBirthday(flaky.deps.db, { userId: user.id, month: 11, day: 23 });
      clock.set('2026-11-22T09:00:00Z');
      await runReminderTick(flaky.deps);
      await runReminderTick(flaky.deps);
      const log = await flaky.deps.db.select().from(notificationLog);
      const sent = log.filter((l) => l.status === 'sent');
      const failed = log.filter((l) => l.status === 'failed');
      expect(log).toHaveLength(60);
      expect(sent.length + failed.length).toBe(60);
      expect(flaky.twilio.messages).toHaveLength(sent.length);
      expect(failed.every((l) => l.error === 'Failed to send SMS')).toBe(true);
      expect(await flaky.deps.db.select().from(notificationErrors)).toHaveLength(failed.length);
      // Each failed delivery cost exactly 3 requests; the waits were 1000 ms then 2000 ms.
      const retried = flaky.retryWaits.filter((ms) => ms === 1000).length;
      expect(flaky.twilio.requests).toBe(60 + flaky.retryWaits.length);
      expect(flaky.retryWaits.filter((ms) => ms === 2000).length).toBeGreaterThanOrEqual(failed.length);
      expect(retried).toBeGreaterThan(failed.length);
      expect(sent.length).toBeGreaterThan(45);
    } finally {
      await flaky.close();
    }
  });
});

describe.runIf(onPostgres)('two engine instances on one PostgreSQL', () => {
  it('deliver each reminder once when they tick the same minute', async () => {
    const first = await createTestServer({ clock });
    const second = await createTestServer({ clock, sameDatabaseAs: first });
    try {
      const user = await buildUser(first.deps.db);
      for (let i = 0; i < 40; i++)
        await buildBirthday(first.deps.db, { userId: user.id, month: 11, day: 23 });
      clock.set('2026-11-22T09:00:00Z');
      await Promise.all([
        runReminderTick(first.deps),
        runReminderTick(second.deps),
        runReminderTick(first.deps),
      ]);
      expect(first.twilio.messages.length + second.twilio.messages.length).toBe(40);
      expect(await first.deps.db.select().from(notificationLog)).toHaveLength(40);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
