import { birthdays, notificationLog } from '@server/db/schema';
import { manualClock } from '@server/lib/clock';
import { birthdayRow, buildUser } from '@server/test/factories';
import { createTestServer, type TestServer } from '@server/test/harness';
import { WORLD_ZONES } from '@server/test/time-zones';
import { isLeapYear } from '@shared/dates/birth-date';
import { addDays, clockIn, type PlainDate, toIsoDate } from '@shared/dates/plain-date';
import { channelsOn } from '@shared/reminder-channels';
import type { ReminderSettings } from '@shared/schemas/reminders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runReminderTick } from './reminder-engine';

const ZONES = WORLD_ZONES;
// 2 and 1 o'clock fall in the spring-forward gap and the fall-back repeat of several zones.
const SEND_HOURS = [0, 1, 2, 9, 9, 9, 23];
const USERS = 119;
const BIRTHDAYS = 2000;
const START = Date.parse('2026-12-20T00:00:00Z');
const END = Date.parse('2027-12-27T00:00:00Z');
const QUARTER = 15 * 60_000;
const DAY = 86_400_000;

/** A deterministic pseudo-random sequence, so a failure can be replayed. */
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

function localParts(zone: string, t: number) {
  const { date, hour } = clockIn(zone, t);
  return { date: toIsoDate(date), hour };
}

/** The first quarter-hour at which the local clock in `zone` shows `date` and an hour ≥ `hour`. */
function dueInstant(zone: string, date: PlainDate, hour: number): number | null {
  const iso = toIsoDate(date);
  let t = Date.UTC(date.year, date.month - 1, date.day, hour) - 15 * 3600_000;
  for (let i = 0; i < 30 * 4 * 2; i++, t += QUARTER) {
    const local = localParts(zone, t);
    if (local.date === iso && local.hour >= hour) return t;
    if (local.date > iso) return null;
  }
  return null;
}

/** One to five distinct lead times from 0 to 60 days, farthest first. */
function leadSet(random: () => number): number[] {
  const set = new Set<number>();
  const size = 1 + Math.floor(random() * 5);
  while (set.size < size) set.add(Math.floor(random() * 61));
  return [...set].sort((a, b) => b - a);
}

type Person = { id: string; userId: string; month: number; day: number; leadDays: number[] | null };
type User = { id: string; zone: string; settings: ReminderSettings };

const occursOn = (b: { month: number; day: number }, d: PlainDate) =>
  b.month === d.month &&
  (b.day === d.day || (b.month === 2 && b.day === 29 && d.day === 28 && !isLeapYear(d.year)));
// The spec's reminder types, written out here rather than read from the engine, so a wrong offset
// in the engine is caught: 'week (7 days), day (1 day), the day itself'.
const defaultsOf = ({ leadDays, types }: ReminderSettings) =>
  leadDays ?? [...(types.week ? [7] : []), ...(types.day ? [1] : []), ...(types.today ? [0] : [])];

/** Independently of the engine: every delivery the year should produce, with its due instant. */
function expectedDeliveries(users: User[], people: Person[]) {
  const byUser = new Map<string, Person[]>();
  for (const p of people) byUser.set(p.userId, [...(byUser.get(p.userId) ?? []), p]);
  const expected = new Map<string, number>();
  for (const user of users) {
    if (!user.settings.enabled) continue;
    const first = { year: 2026, month: 12, day: 18 };
    for (let i = 0; i < 380; i++) {
      const localDay = addDays(first, i);
      const due = dueInstant(user.zone, localDay, user.settings.sendHour);
      if (due === null) continue;
      for (const p of byUser.get(user.id) ?? []) {
        for (const ahead of p.leadDays ?? defaultsOf(user.settings)) {
          const occurrence = addDays(localDay, ahead);
          if (occursOn(p, occurrence)) expected.set(`${p.id}|${ahead}|${toIsoDate(occurrence)}`, due);
        }
      }
    }
  }
  return expected;
}

describe('a simulated year of reminders', () => {
  let server: TestServer;
  const clock = manualClock(new Date(START));
  const users: User[] = [];
  const people: Person[] = [];

  beforeAll(async () => {
    server = await createTestServer({ clock });
    const random = rng(20261122);
    for (let i = 0; i < USERS; i++) {
      // Defaults of every kind: the spec's types alone (saved before lead times), or a set of
      // lead times from 0 to 60 days, the far ends included.
      const settings: ReminderSettings = {
        enabled: i % 20 !== 7,
        types: { week: i % 11 !== 3, day: i % 13 !== 5, today: true },
        channels: channelsOn('sms'),
        sendHour: SEND_HOURS[i % SEND_HOURS.length]!,
        ...(i % 3 === 0 ? {} : { leadDays: i % 3 === 1 ? [60, 30, 0] : leadSet(random) }),
      };
      const user = await buildUser(server.deps.db, { timeZone: ZONES[i % ZONES.length]!, settings });
      users.push({ id: user.id, zone: user.timeZone, settings });
    }
    const edgeDays: Array<[number, number]> = [
      [2, 29],
      [12, 31],
      [1, 1],
      [2, 28],
      [3, 1],
    ];
    const rows = [];
    for (let i = 0; i < BIRTHDAYS; i++) {
      const user = users[i % USERS]!;
      const [month, day] =
        i < USERS * edgeDays.length
          ? edgeDays[Math.floor(i / USERS)]!
          : [1 + Math.floor(random() * 12), 1 + Math.floor(random() * 28)];
      // Most follow their user's defaults; some have a set of their own, a few (imported) none.
      const pick = random();
      const leadDays = pick < 0.6 ? null : pick < 0.95 ? leadSet(random) : [];
      const row = birthdayRow({ userId: user.id, name: `Person ${i}`, month: month!, day: day!, leadDays });
      rows.push(row);
      people.push({ id: row.id, userId: user.id, month: month!, day: day!, leadDays });
    }
    for (let i = 0; i < rows.length; i += 500)
      await server.deps.db.insert(birthdays).values(rows.slice(i, i + 500));
  });
  afterAll(() => server?.close());

  it('delivers every due reminder exactly once, within 60 s of its due time, and nothing else', async () => {
    const expected = expectedDeliveries(users, people);
    // Nothing can fall due between quarter-hours (every zone offset is a multiple of 15 minutes,
    // every send hour whole), so ticking each quarter-hour is the minute-by-minute run, event-driven.
    let ticks = 0;
    for (let t = START; t < END; t += QUARTER) {
      clock.set(new Date(t));
      await runReminderTick(server.deps);
      ticks += 1;
      if (process.env.SIM_PROGRESS && ticks % 2000 === 0) process.stderr.write(`tick ${ticks}\n`);
    }

    const log = await server.deps.db.select().from(notificationLog);
    const keys = log.map((l) => `${l.birthdayId}|${l.leadDays}|${l.occurrence}`);
    const unexpected = keys.filter((k) => !expected.has(k));
    const inWindow = [...expected].filter(([, due]) => due >= START + DAY && due < END - DAY);
    const sentAt = new Map(
      log.map((l) => [`${l.birthdayId}|${l.leadDays}|${l.occurrence}`, l.sentAt?.getTime()]),
    );
    const missing = inWindow.filter(([k]) => !sentAt.get(k));
    const late = inWindow.filter(([k, due]) => {
      const at = sentAt.get(k);
      return at !== undefined && (at < due || at - due > 60_000);
    });
    const counts = {
      ticks,
      due: inWindow.length,
      sent: log.filter((l) => l.status === 'sent').length,
      sms: server.twilio.messages.length,
      duplicates: keys.length - new Set(keys).size,
      unexpected: unexpected.length,
      missing: missing.length,
      late: late.length,
    };
    process.stdout.write(`simulation: ${JSON.stringify(counts)}\n`);
    expect(counts).toMatchObject({ duplicates: 0, unexpected: 0, missing: 0, late: 0 });
    expect(counts.sms).toBe(counts.sent);
    expect(counts.due).toBeGreaterThan(4000);
  }, 900_000);
});
