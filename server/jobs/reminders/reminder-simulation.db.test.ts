import {
  birthdays,
  digestLog,
  notificationErrors,
  notificationLog,
  reminderDestinations,
} from '@server/db/schema';
import { manualClock } from '@server/lib/clock';
import { birthdayRow, buildUser } from '@server/test/factories';
import { createTestServer, type TestServer } from '@server/test/harness';
import { WORLD_ZONES } from '@server/test/time-zones';
import '@shared/kept-calendars/all';
import {
  type FakeHooks,
  type HookArrival,
  startFakeHooks,
} from '@server/channel-kit/hook-destination/fake-hooks';
import { isLeapYear } from '@shared/dates/birth-date';
import { addDays, clockIn, type PlainDate, toIsoDate } from '@shared/dates/plain-date';
import { type CalendarId, isValidKeptDate, type KeptDate, occurrencesBetween } from '@shared/kept-calendars';
import { MSG } from '@shared/messages';
import { channelsOn } from '@shared/reminder-channels';
import type { DigestSettings, ReminderSettings } from '@shared/schemas/reminders';
import { verifyCakedaySignature } from '@test-support/webhook-signature';
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
/** The user whose webhook refuses everything (410) until it is paused, and the one answering 503 for a while. */
const GONE_USER = 10;
const FLAKY_USER = 46;
/** How long the flaky webhook answers 503: from one of its deliveries' due time on. */
const FLAKY_MS = 90 * 60_000;

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

type Channel = 'sms' | 'ntfy' | 'webhook';
type Person = {
  id: string;
  userId: string;
  name: string;
  calendar: CalendarId;
  month: number;
  leap: boolean;
  day: number;
  leadDays: number[] | null;
  /** A kept-calendar birthday's Gregorian days over the simulated year and its lead times. */
  keptDays?: Set<string>;
};
type User = {
  id: string;
  index: number;
  phone: string;
  zone: string;
  settings: ReminderSettings;
  /** The channels set up and on: SMS always, ntfy and a webhook for some. */
  channels: Channel[];
  secret: string | null;
};
/** One delivery the oracle expects: its key in its log (channel included), whom and what it is about, when due. */
type Expected = { userId: string; channel: Channel; subject: string; due: number; entries?: string[] };

const occursOn = (b: Person, d: PlainDate) =>
  b.keptDays
    ? b.keptDays.has(toIsoDate(d))
    : b.month === d.month &&
      (b.day === d.day || (b.month === 2 && b.day === 29 && d.day === 28 && !isLeapYear(d.year)));

/**
 * A kept date's celebration days from the simulation's first local day to its last plus 60 days
 * ahead, by the calendar core's forward resolution (each year of the birthday's calendar to its
 * day): a path independent of the due scan's reverse lookup (keptDatesOn).
 */
const OTHER_CALENDARS: CalendarId[] = ['chinese', 'dangi', 'hebrew', 'islamic-umalqura', 'persian'];

/** A month and day the calendar has (a user can only enter those): no 30 Adar II, no 31st of a lunar month. */
function randomKeptDate(random: () => number): Omit<KeptDate, 'year'> {
  const calendar = OTHER_CALENDARS[Math.floor(random() * OTHER_CALENDARS.length)]!;
  for (;;) {
    const kept = {
      calendar,
      month: 1 + Math.floor(random() * (calendar === 'hebrew' ? 13 : 12)),
      day: 1 + Math.floor(random() * 30),
      year: null,
    };
    if (isValidKeptDate(kept)) return kept;
  }
}

const keptDaysOf = (kept: KeptDate) =>
  new Set(
    occurrencesBetween(kept, { year: 2026, month: 12, day: 1 }, { year: 2028, month: 3, day: 31 }).map((o) =>
      toIsoDate(o.date),
    ),
  );
// The spec's reminder types, written out here rather than read from the engine, so a wrong offset
// in the engine is caught: 'week (7 days), day (1 day), the day itself'.
const defaultsOf = ({ leadDays, types }: ReminderSettings) =>
  leadDays ?? [...(types.week ? [7] : []), ...(types.day ? [1] : []), ...(types.today ? [0] : [])];
const weekdayOf = (d: PlainDate) => new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
const hookPath = (user: User) => `/hook/u${user.index}`;
const ntfyTopic = (user: User) => `u${user.index}`;

/** Each local day of the simulated year (from two days before it) with its due instant at the user's send hour. */
function* sendDays(user: User) {
  const first = { year: 2026, month: 12, day: 18 };
  for (let i = 0; i < 380; i++) {
    const localDay = addDays(first, i);
    const due = dueInstant(user.zone, localDay, user.settings.sendHour);
    if (due !== null) yield { localDay, due };
  }
}

/**
 * Independently of the engine: every delivery the year should produce, by its key in its log
 * (a reminder's birthday, lead time, occurrence and channel; a digest's user, kind, period and channel).
 */
function expectedDeliveries(users: User[], people: Person[]) {
  const byUser = new Map<string, Person[]>();
  for (const p of people) byUser.set(p.userId, [...(byUser.get(p.userId) ?? []), p]);
  const expected = new Map<string, Expected>();
  for (const user of users) {
    if (!user.settings.enabled) continue;
    const own = byUser.get(user.id) ?? [];
    const digest = user.settings.digest;
    // A digest goes only on the chosen channels that are set up (never to the email chosen here).
    const digestChannels = user.channels.filter((c) => digest?.channels.includes(c));
    for (const { localDay, due } of sendDays(user)) {
      for (const p of own) {
        for (const ahead of p.leadDays ?? defaultsOf(user.settings)) {
          const occurrence = addDays(localDay, ahead);
          if (!occursOn(p, occurrence)) continue;
          for (const channel of user.channels)
            expected.set(`r|${p.id}|${ahead}|${toIsoDate(occurrence)}|${channel}`, {
              userId: user.id,
              channel,
              subject: p.id,
              due,
            });
        }
      }
      const periods: Array<['weekly' | 'monthly', PlainDate, number]> = [];
      if (digest?.weekly.on && weekdayOf(localDay) === digest.weekly.weekday)
        periods.push(['weekly', addDays(localDay, 1), 7]);
      if (digest?.monthly.on && localDay.day === 1) {
        const next = {
          year: localDay.year + (localDay.month === 12 ? 1 : 0),
          month: (localDay.month % 12) + 1,
        };
        const days =
          (Date.UTC(next.year, next.month - 1, 1) - Date.UTC(localDay.year, localDay.month - 1, 1)) / DAY;
        periods.push(['monthly', localDay, days]);
      }
      for (const [kind, from, days] of periods) {
        // The period's birthdays by date, then name: what the digest lists.
        const entries = own
          .flatMap((p) =>
            Array.from({ length: days }, (_, k) => addDays(from, k))
              .filter((d) => occursOn(p, d))
              .map((d) => ({ name: p.name, on: toIsoDate(d) })),
          )
          .sort((a, b) => (a.on === b.on ? (a.name < b.name ? -1 : 1) : a.on < b.on ? -1 : 1))
          .map((e) => e.name);
        if (entries.length === 0) continue;
        for (const channel of digestChannels)
          expected.set(`d|${user.id}|${kind}|${toIsoDate(from)}|${channel}`, {
            userId: user.id,
            channel,
            subject: kind,
            due,
            entries,
          });
      }
    }
  }
  return expected;
}

/** When the engine first tries a delivery: at its due time, or at the first tick when that was earlier the same local day. */
function attemptedAt(user: User, due: number): number | null {
  if (due >= START) return due;
  return localParts(user.zone, due).date === localParts(user.zone, START).date ? START : null;
}

/** What an arrival is about, as the key's subject: a birthday's id, a digest's kind, or the pause notice. */
function subjectOf(text: string, url: string | undefined) {
  if (text.includes('paused')) return 'paused:webhook';
  if (text.includes('Birthdays this week')) return 'weekly';
  if (text.includes('Birthdays in ')) return 'monthly';
  const wish = /\/wish\/([^\s)]+)/.exec(url ?? text);
  return wish ? decodeURIComponent(wish[1]!) : `unknown: ${text}`;
}

const tally = (items: string[]) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
};
/** The items of `a` not matched one for one in `b`. */
const unmatched = (a: string[], b: string[]) => {
  const left = tally(b);
  return a.filter((item) => {
    const n = left.get(item) ?? 0;
    left.set(item, n - 1);
    return n <= 0;
  });
};

describe('a simulated year of reminders', () => {
  let server: TestServer;
  let hooks: FakeHooks;
  const clock = manualClock(new Date(START));
  const users: User[] = [];
  const people: Person[] = [];

  beforeAll(async () => {
    hooks = await startFakeHooks();
    server = await createTestServer({ clock, env: { OUTBOUND_ALLOW: '127.0.0.1' } });
    const random = rng(20261122);
    for (let i = 0; i < USERS; i++) {
      const channels: Channel[] = [
        'sms',
        ...(i % 3 === 1 ? ['ntfy' as const] : []),
        ...(i % 4 === 2 ? ['webhook' as const] : []),
      ];
      // Weekly digests on every weekday, monthly ones, both; on all the user's channels or all but
      // SMS; email is chosen too but never set up, so nothing may go there.
      const digest: DigestSettings = {
        weekly: { on: i % 5 === 0, weekday: Math.floor(i / 5) % 7 },
        monthly: { on: i % 6 === 0 },
        channels: [...(i % 2 === 0 ? channels : channels.filter((c) => c !== 'sms')), 'email'],
      };
      // Defaults of every kind: the spec's types alone (saved before lead times), or a set of
      // lead times from 0 to 60 days, the far ends included.
      const settings: ReminderSettings = {
        enabled: i % 20 !== 7,
        types: { week: i % 11 !== 3, day: i % 13 !== 5, today: true },
        channels: channelsOn(...channels),
        sendHour: SEND_HOURS[i % SEND_HOURS.length]!,
        ...(i % 3 === 0 ? {} : { leadDays: i % 3 === 1 ? [60, 30, 0] : leadSet(random) }),
        ...(digest.weekly.on || digest.monthly.on ? { digest } : {}),
      };
      const user = await buildUser(server.deps.db, { timeZone: ZONES[i % ZONES.length]!, settings });
      const sim: User = {
        id: user.id,
        index: i,
        phone: user.phone,
        zone: user.timeZone,
        settings,
        channels,
        secret: null,
      };
      // Set up as saving them does (confirmed, no failures): an ntfy topic and a signed webhook on the fake receivers.
      const now = clock.now();
      if (channels.includes('ntfy'))
        await server.deps.db.insert(reminderDestinations).values({
          userId: user.id,
          channel: 'ntfy',
          config: { url: `${hooks.url}/ntfy/${ntfyTopic(sim)}`, token: null },
          confirmedAt: now,
        });
      if (channels.includes('webhook')) {
        sim.secret = `whsec_sim${i}`;
        await server.deps.db.insert(reminderDestinations).values({
          userId: user.id,
          channel: 'webhook',
          config: { url: `${hooks.url}${hookPath(sim)}`, secret: sim.secret },
          confirmedAt: now,
        });
      }
      users.push(sim);
    }
    const edgeDays: Array<[number, number]> = [
      [2, 29],
      [12, 31],
      [1, 1],
      [2, 28],
      [3, 1],
    ];
    // Kept dates where the calendars' rules decide: Chinese and Korean New Year (a day apart in
    // 2027), lunar leap months in years without them, day 30 of months that have 29 days in some
    // years, the 12th lunar month across the Gregorian New Year; Adar (Adar II in leap 5787), Adar I
    // (Adar in common 5788), 30 Cheshvan/Kislev/Adar I; the Islamic 30th; Nowruz and 30 Esfand.
    const keptEdges: Array<Omit<KeptDate, 'year'>> = [
      { calendar: 'chinese', month: 1, day: 1 },
      { calendar: 'dangi', month: 1, day: 1 },
      { calendar: 'chinese', month: 6, leap: true, day: 30 },
      { calendar: 'dangi', month: 6, leap: true, day: 12 },
      { calendar: 'chinese', month: 4, leap: true, day: 29 },
      { calendar: 'chinese', month: 8, day: 30 },
      { calendar: 'chinese', month: 12, day: 30 },
      { calendar: 'dangi', month: 12, day: 29 },
      { calendar: 'dangi', month: 11, day: 30 },
      { calendar: 'hebrew', month: 7, day: 14 },
      { calendar: 'hebrew', month: 6, day: 30 },
      { calendar: 'hebrew', month: 2, day: 30 },
      { calendar: 'hebrew', month: 3, day: 30 },
      { calendar: 'hebrew', month: 1, day: 1 },
      { calendar: 'islamic-umalqura', month: 9, day: 30 },
      { calendar: 'islamic-umalqura', month: 10, day: 1 },
      { calendar: 'persian', month: 12, day: 30 },
      { calendar: 'persian', month: 1, day: 1 },
    ];
    const rows = [];
    for (let i = 0; i < BIRTHDAYS; i++) {
      const user = users[i % USERS]!;
      const edge = i - USERS * edgeDays.length;
      // One birthday in ten is kept in another calendar: the edge cases above, then random days.
      const kept: Omit<KeptDate, 'year'> | null =
        edge >= 0 && edge < keptEdges.length * 6
          ? keptEdges[edge % keptEdges.length]!
          : i % 10 === 9
            ? randomKeptDate(random)
            : null;
      const [month, day] = kept
        ? [kept.month, kept.day]
        : i < USERS * edgeDays.length
          ? edgeDays[Math.floor(i / USERS)]!
          : [1 + Math.floor(random() * 12), 1 + Math.floor(random() * 28)];
      // Most follow their user's defaults; some have a set of their own, a few (imported) none.
      const pick = random();
      const leadDays = pick < 0.6 ? null : pick < 0.95 ? leadSet(random) : [];
      const name = `Person ${i}`;
      const calendar = kept?.calendar ?? 'gregory';
      const leap = !!kept?.leap;
      const row = birthdayRow({ userId: user.id, name, calendar, month: month!, leap, day: day!, leadDays });
      rows.push(row);
      people.push({
        id: row.id,
        userId: user.id,
        name,
        calendar,
        month: month!,
        leap,
        day: day!,
        leadDays,
        ...(kept && { keptDays: keptDaysOf({ ...kept, year: null }) }),
      });
    }
    for (let i = 0; i < rows.length; i += 500)
      await server.deps.db.insert(birthdays).values(rows.slice(i, i + 500));
  });
  afterAll(async () => {
    await server?.close();
    await hooks?.close();
  });

  it('delivers every due reminder and digest exactly once per channel, on time, and nothing else; pauses a failing webhook', async () => {
    const expected = expectedDeliveries(users, people);
    const userById = new Map(users.map((u) => [u.id, u]));
    const gone = users[GONE_USER]!;
    const flaky = users[FLAKY_USER]!;
    hooks.answer(hookPath(gone), 410);

    // The gone webhook is paused at its 10th delivery tried: every one fails for good.
    const goneTries = [...expected.values()]
      .filter((e) => e.userId === gone.id && e.channel === 'webhook')
      .map((e) => attemptedAt(gone, e.due))
      .filter((t): t is number => t !== null)
      .sort((a, b) => a - b);
    const pauseAt = goneTries[9]!;
    // The flaky webhook answers 503 from its 5th delivery in the year on, for FLAKY_MS.
    const flakyFrom = [...expected.values()]
      .filter((e) => e.userId === flaky.id && e.channel === 'webhook' && e.due >= START + DAY)
      .map((e) => e.due)
      .sort((a, b) => a - b)[4]!;
    const flakyUntil = flakyFrom + FLAKY_MS;

    // Only the quarter-hours at which something can be due or retried are run (every zone offset
    // is a multiple of 15 minutes and every send hour whole, so nothing falls due in between; the
    // engine's minute-by-minute run is this, event-driven). At any other quarter-hour nothing is
    // due: every delivery falls due at one of these (the oracle's), and is sent there (or 'late'
    // fails this test); the quarter-hour after each one is run too, where a second send would show
    // and where a pause notice goes out; and the flaky webhook's whole day of retries is run.
    const ticks = new Set<number>([START]);
    for (const e of expected.values()) {
      const at = attemptedAt(userById.get(e.userId)!, e.due);
      if (at !== null) ticks.add(at).add(at + QUARTER);
    }
    for (let t = flakyFrom; t < flakyFrom + DAY; t += QUARTER) ticks.add(t);
    const schedule = [...ticks].filter((t) => t < END).sort((a, b) => a - b);

    // When each SMS and hook arrival came: the tick it arrived in.
    const smsAt: number[] = [];
    const hookAt: number[] = [];
    let run = 0;
    for (const t of schedule) {
      if (t === flakyFrom) hooks.answer(hookPath(flaky), 503);
      if (t === flakyUntil) hooks.answer(hookPath(flaky), 200);
      clock.set(new Date(t));
      await runReminderTick(server.deps);
      while (smsAt.length < server.twilio.messages.length) smsAt.push(t);
      while (hookAt.length < hooks.received.length) hookAt.push(t);
      run += 1;
      if (process.env.SIM_PROGRESS && run % 2000 === 0)
        process.stderr.write(`tick ${run}/${schedule.length}\n`);
    }

    const reminderRows = await server.deps.db.select().from(notificationLog);
    const digestRows = await server.deps.db.select().from(digestLog);
    const rows = [
      ...reminderRows.map((l) => ({
        ...l,
        key: `r|${l.birthdayId}|${l.leadDays}|${l.occurrence}|${l.channel}`,
        subject: l.birthdayId,
      })),
      ...digestRows.map((l) => ({
        ...l,
        key: `d|${l.userId}|${l.kind}|${l.periodStart}|${l.channel}`,
        subject: l.kind,
      })),
    ];
    const byKey = new Map(rows.map((r) => [r.key, r]));

    // The pause notice: once on each of the gone user's other channels, at the tick after the pause.
    const pauseDay = new Date(pauseAt).toISOString().slice(0, 10);
    for (const channel of gone.channels.filter((c) => c !== 'webhook'))
      expected.set(`d|${gone.id}|paused:webhook|${pauseDay}|${channel}`, {
        userId: gone.id,
        channel,
        subject: 'paused:webhook',
        due: pauseAt,
      });
    const isGone = (e: Expected) => e.userId === gone.id && e.channel === 'webhook';
    const retried = (e: Expected) =>
      e.userId === flaky.id && e.channel === 'webhook' && e.due >= flakyFrom && e.due < flakyUntil;

    const keys = rows.map((r) => r.key);
    const unexpected = keys.filter((k) => !expected.has(k));
    const inWindow = [...expected].filter(([, e]) => e.due >= START + DAY && e.due < END - DAY);
    const missing = inWindow.filter(([k, e]) => byKey.get(k)?.status !== (isGone(e) ? 'failed' : 'sent'));
    const late = inWindow.filter(([k, e]) => {
      const at = byKey.get(k)?.sentAt?.getTime();
      if (at === undefined || isGone(e)) return false;
      if (e.subject === 'paused:webhook') return at !== e.due + QUARTER;
      // A retried delivery: sent within its retry window, the local day it fell due.
      const zone = userById.get(e.userId)!.zone;
      if (retried(e)) return at < flakyUntil || localParts(zone, at).date !== localParts(zone, e.due).date;
      return at < e.due || at - e.due > 60_000;
    });

    // Every delivery sent arrived once, and nothing arrived that was not sent: SMS and ntfy by
    // whom, what about and when; webhooks by their idempotency key (the log row's id).
    const sentRows = rows.filter((r) => r.status === 'sent');
    const sentOn = (channel: Channel) =>
      sentRows
        .filter((r) => r.channel === channel)
        .map((r) => `${r.userId}|${r.subject}|${r.sentAt!.getTime()}`);
    const userByPhone = new Map(users.map((u) => [u.phone, u.id]));
    const smsArrivals = server.twilio.messages.map(
      (m, i) => `${userByPhone.get(m.to)}|${subjectOf(m.body, undefined)}|${smsAt[i]}`,
    );
    const userByTopic = new Map(users.map((u) => [`/ntfy/${ntfyTopic(u)}`, u.id]));
    const ntfyArrivals = hooks.received.flatMap((a, i) => {
      const json = a.json as { title: string; message: string; click: string };
      return a.path.startsWith('/ntfy/')
        ? [
            `${userByTopic.get(a.path)}|${subjectOf(`${json.title} ${json.message}`, json.click)}|${hookAt[i]}`,
          ]
        : [];
    });
    const webhookArrivals = hooks.received.filter((a) => a.path.startsWith('/hook/'));
    const sentAtOf = (a: HookArrival) => Date.parse((a.json as { sentAt: string }).sentAt);
    // What the webhooks accepted: all but the gone one's, and the flaky one's 503s.
    const refused = (a: HookArrival) =>
      a.path === hookPath(gone) ||
      (a.path === hookPath(flaky) && sentAtOf(a) >= flakyFrom && sentAtOf(a) < flakyUntil);
    const accepted = webhookArrivals.filter((a) => !refused(a));
    const acceptedIds = accepted.map((a) => a.headers['idempotency-key'] as string);
    const sentWebhookIds = sentRows.filter((r) => r.channel === 'webhook').map((r) => r.id);
    const arrivals = {
      sms: unmatched(sentOn('sms'), smsArrivals).length + unmatched(smsArrivals, sentOn('sms')).length,
      ntfy: unmatched(sentOn('ntfy'), ntfyArrivals).length + unmatched(ntfyArrivals, sentOn('ntfy')).length,
      webhook: unmatched(sentWebhookIds, acceptedIds).length + unmatched(acceptedIds, sentWebhookIds).length,
    };
    // Each webhook verifies its signature as a receiver's code would, at the time it was sent.
    const secretOf = new Map(users.map((u) => [hookPath(u), u.secret ?? '']));
    const unsigned = webhookArrivals.filter(
      (a) =>
        !verifyCakedaySignature(
          secretOf.get(a.path)!,
          a.headers['x-cakeday-signature'] as string,
          a.body,
          sentAtOf(a) / 1000,
        ),
    );

    // Each digest lists its period's birthdays: every webhook one by name, every SMS one by its lines.
    const wrongDigests = [
      ...accepted.flatMap((a) => {
        const json = a.json as { type: string; period: string; from: string; birthdays: { name: string }[] };
        if (json.type !== 'birthday.digest') return [];
        const user = users.find((u) => hookPath(u) === a.path)!;
        const want = expected.get(
          `d|${user.id}|${json.period === 'week' ? 'weekly' : 'monthly'}|${json.from}|webhook`,
        );
        return JSON.stringify(json.birthdays.map((b) => b.name)) === JSON.stringify(want?.entries)
          ? []
          : [a.body];
      }),
      ...server.twilio.messages.flatMap((m, i) => {
        const subject = subjectOf(m.body, undefined);
        if (subject !== 'weekly' && subject !== 'monthly') return [];
        const row = rows.find(
          (r) =>
            r.channel === 'sms' &&
            r.subject === subject &&
            r.userId === userByPhone.get(m.to) &&
            r.sentAt?.getTime() === smsAt[i],
        );
        const names = m.body
          .split('\n')
          .slice(1, -1)
          .map((line) => line.split(':')[0]);
        return row && JSON.stringify(names) === JSON.stringify(expected.get(row.key)?.entries)
          ? []
          : [m.body];
      }),
    ];

    // The gone webhook: tried until paused at its 10th failure in a row, never after; every
    // reminder of its user recorded failed there and still delivered on the other channels.
    const [goneDestination] = (await server.deps.db.select().from(reminderDestinations)).filter(
      (d) => d.userId === gone.id && d.channel === 'webhook',
    );
    const goneArrivals = webhookArrivals.filter((a) => a.path === hookPath(gone));
    const goneErrors = (await server.deps.db.select().from(notificationErrors)).filter(
      (e) => e.userId === gone.id && e.type === 'webhook',
    );
    const goneReminderRows = reminderRows.filter((r) => r.userId === gone.id && r.channel === 'webhook');
    expect(goneDestination!.pausedAt?.getTime()).toBe(pauseAt);
    expect(goneArrivals.length).toBeGreaterThanOrEqual(10);
    expect(goneArrivals.every((a) => sentAtOf(a) <= pauseAt)).toBe(true);
    expect(new Set(goneArrivals.map((a) => a.headers['idempotency-key'])).size).toBe(goneArrivals.length);
    expect(goneReminderRows.every((r) => r.status === 'failed')).toBe(true);
    expect(goneErrors).toHaveLength(goneReminderRows.length);
    const afterPause = goneReminderRows.filter((r) => r.claimedAt.getTime() > pauseAt);
    expect(afterPause.length).toBeGreaterThan(0);
    expect(afterPause.every((r) => r.error === MSG.deliveryPaused)).toBe(true);
    // The flaky webhook: its 503s retried, then each delivery accepted once (counted above).
    const flakyRefused = webhookArrivals.filter((a) => a.path === hookPath(flaky) && refused(a));
    const flakyRetried = inWindow.filter(([, e]) => retried(e));

    const counts = {
      ticks: schedule.length,
      due: new Set(inWindow.filter(([k]) => k.startsWith('r|')).map(([k]) => k.slice(0, k.lastIndexOf('|'))))
        .size,
      deliveries: inWindow.length,
      digests: inWindow.filter(([k]) => k.startsWith('d|') && !k.includes('paused')).length,
      sent: sentRows.length,
      sms: server.twilio.messages.length,
      ntfy: ntfyArrivals.length,
      webhook: accepted.length,
      goneTried: goneArrivals.length,
      flakyRetried: flakyRetried.length,
      flakyRefused: flakyRefused.length,
      duplicates: keys.length - new Set(keys).size,
      unexpected: unexpected.length,
      missing: missing.length,
      late: late.length,
      unmatchedArrivals: arrivals.sms + arrivals.ntfy + arrivals.webhook,
      unsigned: unsigned.length,
      wrongDigests: wrongDigests.length,
    };
    process.stdout.write(`simulation: ${JSON.stringify(counts)}\n`);
    // What went wrong, a few of each, to replay: the key, when it fell due, and its log row.
    for (const [name, list] of Object.entries({ missing, late }))
      for (const [key, e] of list.slice(0, 5))
        process.stdout.write(
          `${name}: ${key} due ${new Date(e.due).toISOString()} ${JSON.stringify(byKey.get(key))}\n`,
        );
    for (const key of unexpected.slice(0, 5))
      process.stdout.write(`unexpected: ${JSON.stringify(byKey.get(key))}\n`);
    expect(counts).toMatchObject({
      duplicates: 0,
      unexpected: 0,
      missing: 0,
      late: 0,
      unmatchedArrivals: 0,
      unsigned: 0,
      wrongDigests: 0,
    });
    expect(counts.sms).toBe(sentRows.filter((r) => r.channel === 'sms').length);
    expect(counts.due).toBeGreaterThan(4000);
    expect(counts.digests).toBeGreaterThan(200);
    expect(flakyRetried.length).toBeGreaterThan(0);
    expect(flakyRefused.length).toBeGreaterThan(flakyRetried.length);
  }, 900_000);
});
