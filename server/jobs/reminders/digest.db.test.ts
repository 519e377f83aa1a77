import { digestLog, users } from '@server/db/schema';
import { manualClock } from '@server/lib/clock';
import { buildBirthday, buildUser } from '@server/test/factories';
import { hookTestRig } from '@server/test/hook-test-rig';
import { DEFAULT_REMINDER_SETTINGS } from '@shared/constants';
import { channelsOn } from '@shared/reminder-channels';
import type { DigestSettings } from '@shared/schemas/reminders';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDeliveryPool } from './delivery-pool';
import { runReminderTick } from './reminder-engine';

const clock = manualClock('2026-11-22T09:00:00Z');
const rig = hookTestRig(clock, '2026-11-22T09:00:00Z');

// 2026-11-22 is a Sunday (weekday 0), 2026-12-01 a Tuesday, 2026-12-28 and 2027-02-22 Mondays.
const weekly = (weekday: number, channels: DigestSettings['channels'] = ['sms']): DigestSettings => ({
  weekly: { on: true, weekday },
  monthly: { on: false },
  channels,
});
const monthly = (channels: DigestSettings['channels'] = ['sms']): DigestSettings => ({
  weekly: { on: false, weekday: 1 },
  monthly: { on: true },
  channels,
});

/** A user with SMS on and this digest, sent at 9 local time. */
const digestUser = (digest: DigestSettings, timeZone = 'UTC') =>
  buildUser(rig.server.deps.db, { timeZone, settings: { channels: channelsOn('sms'), sendHour: 9, digest } });

/** Birthdays with no reminders of their own, so only the digest speaks. */
const birthday = (userId: string, name: string, month: number, day: number, year: number | null = null) =>
  buildBirthday(rig.server.deps.db, { userId, name, month, day, year, leadDays: [] });

const smsTo = (phone: string) => rig.server.twilio.messages.filter((m) => m.to === phone).map((m) => m.body);
const tickAt = async (iso: string) => {
  clock.set(iso);
  return runReminderTick(rig.server.deps);
};

describe('the digest scan', () => {
  it('finds a digest switched on during its send hour at the next minute of the same engine', async () => {
    const pool = createDeliveryPool();
    const tick = (iso: string) => {
      clock.set(iso);
      return runReminderTick(rig.server.deps, clock.now(), pool);
    };
    await tick('2026-11-22T09:00:00Z');
    // Switched on after this minute's scan: sent a minute later, not at some later quarter-hour.
    const user = await digestUser(weekly(0));
    await birthday(user.id, 'Ada', 11, 23, 1990);
    await tick('2026-11-22T09:01:00Z');
    expect(smsTo(user.phone)).toEqual([
      'Cakeday: Birthdays this week\nAda: November 23rd, turns 36\nhttp://localhost:3000/',
    ]);
  });
});

describe('the weekly digest', () => {
  it('lists the next 7 days at the send hour on its weekday, with ages, once', async () => {
    const user = await digestUser(weekly(0));
    await birthday(user.id, 'Ada', 11, 23, 1990);
    await birthday(user.id, 'Alan', 11, 29);
    await birthday(user.id, 'Today', 11, 22, 1980); // the digest's day itself: not in its week
    await birthday(user.id, 'Later', 11, 30, 1980); // the 8th day: not in it either

    await tickAt('2026-11-22T08:59:00Z');
    expect(smsTo(user.phone)).toEqual([]);
    await tickAt('2026-11-22T09:00:00Z');
    await tickAt('2026-11-22T15:00:00Z');
    await tickAt('2026-11-23T09:00:00Z'); // Monday: not its weekday
    expect(smsTo(user.phone)).toEqual([
      'Cakeday: Birthdays this week\nAda: November 23rd, turns 36\nAlan: November 29th\nhttp://localhost:3000/',
    ]);
    const log = await rig.server.deps.db.select().from(digestLog).where(eq(digestLog.userId, user.id));
    expect(log).toMatchObject([
      { kind: 'weekly', periodStart: '2026-11-23', channel: 'sms', status: 'sent' },
    ]);
  });

  it('sends nothing for an empty week, and nothing when the digest or reminders are off', async () => {
    const empty = await digestUser(weekly(0));
    await birthday(empty.id, 'Far', 12, 15);
    const off = await digestUser({ ...weekly(0), weekly: { on: false, weekday: 0 } });
    await birthday(off.id, 'Ada', 11, 23);
    const old = await buildUser(rig.server.deps.db, { settings: { sendHour: 9 } }); // saved before digests
    await birthday(old.id, 'Ada', 11, 23);
    const muted = await buildUser(rig.server.deps.db, {
      settings: { enabled: false, sendHour: 9, digest: weekly(0) },
    });
    await birthday(muted.id, 'Ada', 11, 23);

    expect(await tickAt('2026-11-22T09:00:00Z')).toEqual({ due: 0, delivered: 0 });
    expect(rig.server.twilio.messages).toEqual([]);
    expect(await rig.server.deps.db.select().from(digestLog)).toEqual([]);
  });

  it('runs from December into January, ages counted in the new year', async () => {
    const user = await digestUser(weekly(1));
    await birthday(user.id, 'Nye', 12, 31, 1990);
    await birthday(user.id, 'Jan', 1, 2, 2000);
    await birthday(user.id, 'Past', 1, 5, 2000);
    await tickAt('2026-12-28T09:00:00Z');
    expect(smsTo(user.phone)).toEqual([
      'Cakeday: Birthdays this week\nNye: December 31st, turns 36\nJan: January 2nd, turns 27\nhttp://localhost:3000/',
    ]);
  });

  it('lists a Feb 29 birthday on Feb 28 in a common year', async () => {
    const user = await digestUser(weekly(1));
    await birthday(user.id, 'Leap', 2, 29, 2000);
    await tickAt('2027-02-22T09:00:00Z');
    expect(smsTo(user.phone)).toEqual([
      'Cakeday: Birthdays this week\nLeap: February 28th, turns 27\nhttp://localhost:3000/',
    ]);
  });

  it('follows the local weekday and hour at UTC+14 and UTC−12', async () => {
    // Monday 09:00 at UTC+14 is Sunday 19:00 UTC; at UTC−12 it is Monday 21:00 UTC.
    const east = await digestUser(weekly(1), 'Pacific/Kiritimati');
    const west = await digestUser(weekly(1), 'Etc/GMT+12');
    for (const user of [east, west]) await birthday(user.id, 'Ada', 11, 25);
    await tickAt('2026-11-22T18:59:00Z');
    expect(rig.server.twilio.messages).toEqual([]);
    await tickAt('2026-11-22T19:00:00Z');
    expect(smsTo(east.phone)).toHaveLength(1);
    expect(smsTo(west.phone)).toHaveLength(0);
    await tickAt('2026-11-23T20:59:00Z');
    expect(smsTo(west.phone)).toHaveLength(0);
    await tickAt('2026-11-23T21:00:00Z');
    expect(smsTo(west.phone)).toEqual([
      'Cakeday: Birthdays this week\nAda: November 25th\nhttp://localhost:3000/',
    ]);
    expect(smsTo(east.phone)).toHaveLength(1);
  });
});

describe('the monthly digest', () => {
  it('lists the whole month on the 1st, in the user’s language', async () => {
    const user = await digestUser(monthly());
    await rig.server.deps.db.update(users).set({ messageLanguage: 'de' }).where(eq(users.id, user.id));
    await birthday(user.id, 'Ada', 12, 31, 1990);
    await birthday(user.id, 'Bea', 12, 1);
    await birthday(user.id, 'Jan', 1, 1);
    await tickAt('2026-11-30T09:00:00Z');
    expect(smsTo(user.phone)).toEqual([]);
    await tickAt('2026-12-01T09:00:00Z');
    expect(smsTo(user.phone)).toEqual([
      'Cakeday: Geburtstage im Dezember\nBea: 1. Dezember\nAda: 31. Dezember, wird 36\nhttp://localhost:3000/',
    ]);
  });

  it('lists birthdays kept in other calendars on their Gregorian day of the month, with their own age', async () => {
    const user = await digestUser(monthly());
    await birthday(user.id, 'Ada', 9, 20, 1990);
    const kept = (name: string, calendar: 'chinese' | 'hebrew', month: number, day: number, year: number) =>
      buildBirthday(rig.server.deps.db, { userId: user.id, name, calendar, month, day, year, leadDays: [] });
    // Mid-Autumn 2026 (8/15 of lunar 2026) is Sep 25; Rosh Hashanah 5787 (1 Tishrei) is Sep 12.
    await kept('Grandma', 'chinese', 8, 15, 1946);
    await kept('Noa', 'hebrew', 1, 1, 5746);
    // 9/15 of lunar 2026 falls in October (the 9th month begins on Oct 10): not in this digest.
    await kept('Late', 'chinese', 9, 15, 1946);
    await tickAt('2026-09-01T09:00:00Z');
    expect(smsTo(user.phone)).toEqual([
      'Cakeday: Birthdays in September\nNoa: September 12th, turns 41\nAda: September 20th, turns 36\nGrandma: September 25th, turns 80\nhttp://localhost:3000/',
    ]);
  });

  it('is sent once however many engines tick at once, on every chosen channel', async () => {
    const user = await digestUser(monthly(['sms', 'webhook']));
    await birthday(user.id, 'Ada', 12, 3);
    const signedIn = await rig.server.signIn(user.phone);
    const saved = await rig.server.app.inject({
      method: 'PUT',
      url: '/api/channels/webhook',
      payload: { url: `${rig.hooks.url}/hook/digest` },
      headers: { cookie: signedIn.cookie },
    });
    expect(saved.statusCode).toBe(200);
    clock.set('2026-12-01T09:00:00Z');
    await Promise.all([0, 1, 2, 3, 4].map(() => runReminderTick(rig.server.deps)));
    await tickAt('2026-12-01T12:00:00Z');
    expect(smsTo(user.phone).filter((m) => m.startsWith('Cakeday: Birthdays'))).toHaveLength(1);
    const arrived = rig.hooks.received.filter((a) => a.path === '/hook/digest');
    expect(arrived).toHaveLength(1);
    expect(arrived[0]!.json).toMatchObject({
      version: 1,
      type: 'birthday.digest',
      period: 'month',
      from: '2026-12-01',
      to: '2026-12-31',
      birthdays: [{ name: 'Ada', month: 12, day: 3, occurrence: '2026-12-03', age: null }],
      title: 'Birthdays in December',
      url: 'http://localhost:3000/',
    });
  });

  it("tells a webhook each birthday's calendar and leap month, as a reminder's body does", async () => {
    const user = await digestUser(monthly(['webhook']));
    await birthday(user.id, 'Ada', 9, 20, 1990);
    // Mid-Autumn 2026 (8/15 of lunar 2026) is Sep 25.
    await buildBirthday(rig.server.deps.db, {
      userId: user.id,
      name: 'Grandma',
      calendar: 'chinese',
      month: 8,
      day: 15,
      year: 1946,
      leadDays: [],
    });
    const signedIn = await rig.server.signIn(user.phone);
    await rig.server.app.inject({
      method: 'PUT',
      url: '/api/channels/webhook',
      payload: { url: `${rig.hooks.url}/hook/kept` },
      headers: { cookie: signedIn.cookie },
    });
    await tickAt('2026-09-01T09:00:00Z');
    const [arrived] = rig.hooks.received.filter((a) => a.path === '/hook/kept');
    expect((arrived!.json as { birthdays: unknown[] }).birthdays).toEqual([
      expect.objectContaining({ name: 'Ada', calendar: 'gregory', leap: false, month: 9, day: 20, age: 36 }),
      expect.objectContaining({
        name: 'Grandma',
        calendar: 'chinese',
        leap: false,
        month: 8,
        day: 15,
        occurrence: '2026-09-25',
        age: 80,
      }),
    ]);
  });

  it('retries a temporary failure within the day and then arrives once', async () => {
    const user = await digestUser(monthly(['webhook']));
    await birthday(user.id, 'Ada', 12, 3);
    const signedIn = await rig.server.signIn(user.phone);
    await rig.server.app.inject({
      method: 'PUT',
      url: '/api/channels/webhook',
      payload: { url: `${rig.hooks.url}/hook/busy` },
      headers: { cookie: signedIn.cookie },
    });
    rig.hooks.answer('/hook/busy', 503);
    await tickAt('2026-12-01T09:00:00Z');
    const [pending] = await rig.server.deps.db.select().from(digestLog).where(eq(digestLog.userId, user.id));
    expect(pending).toMatchObject({
      status: 'pending',
      leaseUntil: new Date('2026-12-01T09:01:00Z'),
      error: 'Your webhook did not accept the reminder.',
    });
    rig.hooks.answer('/hook/busy', 200);
    await tickAt('2026-12-01T09:00:30Z');
    expect(rig.hooks.received.filter((a) => a.path === '/hook/busy')).toHaveLength(1);
    await tickAt('2026-12-01T09:01:00Z');
    await tickAt('2026-12-01T10:00:00Z');
    const arrived = rig.hooks.received.filter((a) => a.path === '/hook/busy');
    expect(arrived).toHaveLength(2);
    expect(new Set(arrived.map((a) => a.headers['idempotency-key'])).size).toBe(1);
    const [sent] = await rig.server.deps.db.select().from(digestLog).where(eq(digestLog.userId, user.id));
    expect(sent).toMatchObject({ status: 'sent', retake: null });
  });
});

describe('the digest settings', () => {
  const settingsCall = (cookie: string, method: 'GET' | 'PUT', payload?: object) =>
    rig.server.app.inject({ method, url: '/api/reminders/settings', payload, headers: { cookie } });

  it('read as off when never saved, are saved, and are kept by a client that sends none', async () => {
    const { cookie } = await rig.server.signIn('+12015550177');
    expect((await settingsCall(cookie, 'GET')).json().digest).toEqual({
      weekly: { on: false, weekday: 1 },
      monthly: { on: false },
      channels: [],
    });
    const base = { ...DEFAULT_REMINDER_SETTINGS, timeZone: 'UTC' };
    const digest = { weekly: { on: true, weekday: 5 }, monthly: { on: true }, channels: ['sms', 'ntfy'] };
    expect((await settingsCall(cookie, 'PUT', { ...base, digest })).json().digest).toEqual(digest);
    expect((await settingsCall(cookie, 'PUT', { ...base, sendHour: 8 })).json().digest).toEqual(digest);
    expect((await settingsCall(cookie, 'GET')).json()).toMatchObject({ sendHour: 8, digest });
  });

  it('refuses a weekday out of 0–6 or an unknown channel, in our words', async () => {
    const { cookie } = await rig.server.signIn('+12015550178');
    const base = { ...DEFAULT_REMINDER_SETTINGS, timeZone: 'UTC' };
    for (const digest of [
      { weekly: { on: true, weekday: 7 }, monthly: { on: false }, channels: [] },
      { weekly: { on: true, weekday: 1 }, monthly: { on: false }, channels: ['pigeon'] },
    ]) {
      const res = await settingsCall(cookie, 'PUT', { ...base, digest });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Choose a weekday and the channels for the digest');
    }
  });
});
