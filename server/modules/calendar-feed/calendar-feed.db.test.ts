import { birthdays, users } from '@server/db/schema';
import { manualClock } from '@server/lib/clock';
import { birthdayRow } from '@server/test/factories';
import { createTestServer, type TestServer } from '@server/test/harness';
import type { Locale } from '@shared/i18n/locales';
import type { Language } from '@shared/languages';
import type { CalendarFeed } from '@shared/schemas/calendar-feed';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

type User = { cookie: string; id: string };

// Sunday 22 November 2026, noon UTC.
const clock = manualClock('2026-11-22T12:00:00Z');
let server: TestServer;
let alice: User;
let bob: User;

beforeAll(async () => {
  server = await createTestServer({ clock });
});
beforeEach(async () => {
  await server.reset();
  alice = await server.signIn('+12015550123');
  bob = await server.signIn('+12015550124');
});
afterAll(() => server.close());

const request = (
  user: User | null,
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string> = {},
) => server.app.inject({ method, url, headers: { ...headers, ...(user ? { cookie: user.cookie } : {}) } });
async function add(user: User, payload: Record<string, unknown>) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/birthdays',
    payload: { category: 'family', ...payload },
    headers: { cookie: user.cookie },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: string }).id;
}

type Kept = Omit<Parameters<typeof birthdayRow>[0], 'userId'> & { id: string; notes?: string };
/** A birthday written straight to the table, with a fixed id and stamp so the bytes of its events are known. */
async function insert(user: User, { id, notes = '', ...spec }: Kept) {
  await server.deps.db
    .insert(birthdays)
    .values({ ...birthdayRow({ ...spec, userId: user.id }), id, notes, updatedAt: clock.now() });
  return id;
}
/** The user's feed, as a calendar app reads it (no session) at each call of the function returned. */
async function subscribe(user: User) {
  const { url } = (await request(user, 'POST', '/api/calendar/feed')).json() as CalendarFeed;
  return async () => (await request(null, 'GET', new URL(url!).pathname)).body;
}
const feedOf = async (user: User) => (await subscribe(user))();
const icsOf = async (user: User, id: string) =>
  (await request(user, 'GET', `/api/calendar/birthdays/${id}.ics`)).body;

/** The VEVENTs of an iCalendar text, read back by ical.js. */
function eventsOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
}
const occurrences = (event: ICAL.Event, n: number) => {
  const it = event.iterator();
  return Array.from({ length: n }, () => it.next()!.toString());
};

describe('Add to Calendar .ics', () => {
  it('is one all-day event on the next occurrence, yearly, with a reminder 7 days before, names and notes escaped', async () => {
    const name = 'Ann, "Annie"; Smith';
    const id = await add(alice, { name, date: '1990-05-17', notes: 'Tea; not coffee,\nsecond line' });
    const res = await request(alice, 'GET', `/api/calendar/birthdays/${id}.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('.ics');
    expect(res.body).toContain('SUMMARY:Ann\\, "Annie"\\; Smith\'s Birthday');
    const [event] = eventsOf(res.body);
    expect(event!.summary).toBe(`${name}'s Birthday`);
    expect(event!.description).toBe('Tea; not coffee,\nsecond line');
    expect(event!.startDate.isDate).toBe(true);
    expect(event!.startDate.toString()).toBe('2027-05-17');
    expect(event!.component.getFirstPropertyValue('rrule')?.toString()).toBe('FREQ=YEARLY');
    expect(occurrences(event!, 3)).toEqual(['2027-05-17', '2028-05-17', '2029-05-17']);
    const alarm = event!.component.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(alarm.getFirstPropertyValue('trigger')?.toString()).toBe('-P7D');
  });

  it('puts a Feb 29 birthday on every year: Feb 28 in common years, Feb 29 in leap years', async () => {
    const id = await add(alice, { name: 'Leap', date: '--02-29' });
    const [event] = eventsOf((await request(alice, 'GET', `/api/calendar/birthdays/${id}.ics`)).body);
    expect(event!.startDate.toString()).toBe('2027-02-28');
    expect(occurrences(event!, 4)).toEqual(['2027-02-28', '2028-02-29', '2029-02-28', '2030-02-28']);
  });

  it("is not found for another user's birthday or without a session", async () => {
    const id = await add(bob, { name: 'Bob', date: '--01-01' });
    const res = await request(alice, 'GET', `/api/calendar/birthdays/${id}.ics`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { message: 'Birthday not found' } });
    expect((await request(null, 'GET', `/api/calendar/birthdays/${id}.ics`)).statusCode).toBe(401);
  });
});

describe('live calendar feed', () => {
  const feedPath = (url: string) => new URL(url).pathname;

  it('serves every birthday without a cookie, ages in titles, with an ETag that answers 304', async () => {
    await add(alice, { name: 'Ada; "the first", programmer', date: '1990-05-17', notes: 'a,b;c\nd' });
    await add(alice, { name: 'Yearless', date: '--02-29' });
    await add(bob, { name: 'Not Alice’s', date: '--03-03' });
    const created = (await request(alice, 'POST', '/api/calendar/feed')).json() as CalendarFeed;
    expect(created.url).toMatch(/^http:\/\/localhost:\d+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    const res = await request(null, 'GET', feedPath(created.url!));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    const events = eventsOf(res.body);
    expect(events.map((e) => [e.summary, e.startDate.toString()])).toEqual([
      ["Yearless's Birthday", '2025-02-28'],
      ['Ada; "the first", programmer\'s 35th Birthday', '2025-05-17'],
      ['Ada; "the first", programmer\'s 36th Birthday', '2026-05-17'],
      ['Ada; "the first", programmer\'s 37th Birthday', '2027-05-17'],
      ['Ada; "the first", programmer\'s 38th Birthday', '2028-05-17'],
    ]);
    expect(events.every((e) => e.startDate.isDate)).toBe(true);
    expect(events[1]!.description).toBe('a,b;c\nd');
    expect(occurrences(events[0]!, 2)).toEqual(['2025-02-28', '2026-02-28']);

    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await request(null, 'GET', feedPath(created.url!), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await add(alice, { name: 'New', date: '--06-01' });
    const changed = await request(null, 'GET', feedPath(created.url!), { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('stops the old URL at once on Reset; the new one works; the URL is never shown again', async () => {
    const first = (await request(alice, 'POST', '/api/calendar/feed')).json() as CalendarFeed;
    expect((await request(null, 'GET', feedPath(first.url!))).statusCode).toBe(200);
    const second = (await request(alice, 'POST', '/api/calendar/feed')).json() as CalendarFeed;
    expect(second.url).not.toBe(first.url);
    expect((await request(null, 'GET', feedPath(first.url!))).statusCode).toBe(404);
    expect((await request(null, 'GET', feedPath(second.url!))).statusCode).toBe(200);
    expect((await request(alice, 'GET', '/api/calendar/feed')).json()).toEqual({
      active: true,
      createdAt: clock.now().getTime(),
      url: null,
    });
    expect((await request(bob, 'GET', '/api/calendar/feed')).json()).toEqual({
      active: false,
      createdAt: null,
      url: null,
    });
  });

  it.each(['/calendar/nope.ics', `/calendar/${'A'.repeat(43)}.ics`])('finds nothing at %s', async (path) => {
    await request(alice, 'POST', '/api/calendar/feed');
    expect((await request(null, 'GET', path)).statusCode).toBe(404);
  });

  it('answers a token of NUL bytes with a clear 400', async () => {
    await request(alice, 'POST', '/api/calendar/feed');
    expect((await request(null, 'GET', `/calendar/${'%00'.repeat(43)}.ics`)).statusCode).toBe(400);
  });

  it('needs a session to create or reset a feed', async () => {
    expect((await request(null, 'POST', '/api/calendar/feed')).statusCode).toBe(401);
  });
});

describe('Google Calendar configuration', () => {
  it('is off by default, and Google hosts stay out of the CSP', async () => {
    const res = await request(null, 'GET', '/api/calendar/config');
    expect(res.json()).toEqual({ googleClientId: null });
    expect(res.headers['content-security-policy']).not.toContain('google');
  });

  it('with GOOGLE_CLIENT_ID, tells the browser the client ID and lets Google scripts in', async () => {
    const google = await createTestServer({
      env: { GOOGLE_CLIENT_ID: '1234-abc.apps.googleusercontent.com' },
    });
    try {
      const res = await google.app.inject({ method: 'GET', url: '/api/calendar/config' });
      expect(res.json()).toEqual({ googleClientId: '1234-abc.apps.googleusercontent.com' });
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toContain("script-src 'self' https://apis.google.com https://accounts.google.com");
      expect(csp).toContain("connect-src 'self' https://www.googleapis.com");
    } finally {
      await google.close();
    }
  });
});

describe('Gregorian birthdays, byte for byte as before kept calendars', () => {
  it('the feed: a yearless Feb 29 as one rule, a known year as dated events with ages', async () => {
    await insert(alice, { id: 'greg-known', name: 'Ada', month: 5, day: 17, year: 1990 });
    await insert(alice, { id: 'greg-leap', name: 'Leap', month: 2, day: 29 });
    expect(await feedOf(alice)).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Cakeday//Cakeday//EN',
        'NAME:Cakeday birthdays',
        'X-WR-CALNAME:Cakeday birthdays',
        'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
        'X-PUBLISHED-TTL:PT1H',
        'BEGIN:VEVENT',
        'UID:greg-leap@cakeday',
        'SEQUENCE:0',
        'DTSTAMP:20261122T120000Z',
        'DTSTART;VALUE=DATE:20250228',
        'X-MICROSOFT-CDO-ALLDAYEVENT:TRUE',
        'X-MICROSOFT-MSNCALENDAR-ALLDAYEVENT:TRUE',
        'RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1',
        "SUMMARY:Leap's Birthday",
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:greg-known-2025@cakeday',
        'SEQUENCE:0',
        'DTSTAMP:20261122T120000Z',
        'DTSTART;VALUE=DATE:20250517',
        'X-MICROSOFT-CDO-ALLDAYEVENT:TRUE',
        'X-MICROSOFT-MSNCALENDAR-ALLDAYEVENT:TRUE',
        "SUMMARY:Ada's 35th Birthday",
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:greg-known-2026@cakeday',
        'SEQUENCE:0',
        'DTSTAMP:20261122T120000Z',
        'DTSTART;VALUE=DATE:20260517',
        'X-MICROSOFT-CDO-ALLDAYEVENT:TRUE',
        'X-MICROSOFT-MSNCALENDAR-ALLDAYEVENT:TRUE',
        "SUMMARY:Ada's 36th Birthday",
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:greg-known-2027@cakeday',
        'SEQUENCE:0',
        'DTSTAMP:20261122T120000Z',
        'DTSTART;VALUE=DATE:20270517',
        'X-MICROSOFT-CDO-ALLDAYEVENT:TRUE',
        'X-MICROSOFT-MSNCALENDAR-ALLDAYEVENT:TRUE',
        "SUMMARY:Ada's 37th Birthday",
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:greg-known-2028@cakeday',
        'SEQUENCE:0',
        'DTSTAMP:20261122T120000Z',
        'DTSTART;VALUE=DATE:20280517',
        'X-MICROSOFT-CDO-ALLDAYEVENT:TRUE',
        'X-MICROSOFT-MSNCALENDAR-ALLDAYEVENT:TRUE',
        "SUMMARY:Ada's 38th Birthday",
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n'),
    );
  });

  it('the .ics', async () => {
    await insert(alice, { id: 'greg-leap', name: 'Leap', month: 2, day: 29 });
    expect(await icsOf(alice, 'greg-leap')).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Cakeday//Cakeday//EN',
        'NAME:Cakeday',
        'X-WR-CALNAME:Cakeday',
        'BEGIN:VEVENT',
        'UID:greg-leap@cakeday',
        'SEQUENCE:0',
        'DTSTAMP:20261122T120000Z',
        'DTSTART;VALUE=DATE:20270228',
        'X-MICROSOFT-CDO-ALLDAYEVENT:TRUE',
        'X-MICROSOFT-MSNCALENDAR-ALLDAYEVENT:TRUE',
        'RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1',
        "SUMMARY:Leap's Birthday",
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        'TRIGGER:-P7D',
        "DESCRIPTION:Leap's Birthday",
        'END:VALARM',
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n'),
    );
  });
});

// Published dates, not the engine's: Mid-Autumn (HKO), Rosh Hashanah, Nowruz (docs/calendars.md, calendars.test.ts).
describe('birthdays kept in other calendars', () => {
  const datesOf = (events: ICAL.Event[], summary: RegExp) =>
    events.filter((e) => summary.test(e.summary)).map((e) => e.startDate.toString());

  it('the feed: one all-day event per year on its Gregorian day, this year and at least 10 more, the date in words', async () => {
    await insert(alice, {
      id: 'nainai',
      name: 'Nai Nai',
      calendar: 'chinese',
      month: 8,
      day: 15,
      notes: 'Mooncakes',
    });
    await insert(alice, { id: 'avi', name: 'Avi', calendar: 'hebrew', month: 1, day: 1, year: 5750 });
    await insert(alice, { id: 'dara', name: 'Dara', calendar: 'persian', month: 1, day: 1 });
    const events = eventsOf(await feedOf(alice));

    const moon = datesOf(events, /^Nai Nai/);
    expect(moon.slice(0, 5)).toEqual(['2026-09-25', '2027-09-15', '2028-10-03', '2029-09-22', '2030-09-12']);
    expect(moon.length).toBeGreaterThanOrEqual(11);
    expect(datesOf(events, /^Avi/).slice(0, 2)).toEqual(['2026-09-12', '2027-10-02']);
    expect(datesOf(events, /^Dara/).slice(0, 2)).toEqual(['2026-03-21', '2027-03-21']);

    const nainai = events.filter((e) => e.summary.startsWith('Nai Nai'));
    expect(nainai.every((e) => e.startDate.isDate && !e.isRecurring())).toBe(true);
    expect(nainai.map((e) => e.summary)).toEqual(nainai.map(() => "Nai Nai's Birthday"));
    expect(nainai[0]!.description).toBe('15th day of the 8th month (Chinese lunar)\n\nMooncakes');
    expect(new Set(nainai.map((e) => e.uid)).size).toBe(nainai.length);
    // The age counts Hebrew years: born 1 Tishrei 5750, 37 on 1 Tishrei 5787.
    const avi = events.filter((e) => e.summary.startsWith('Avi'));
    expect(avi.slice(0, 2).map((e) => e.summary)).toEqual(["Avi's 37th Birthday", "Avi's 38th Birthday"]);
    expect(avi[0]!.description).toBe('1 Tishrei (Hebrew)');
  });

  it('keeps one UID per birthday and calendar year, so a refreshed feed updates events instead of adding them', async () => {
    await insert(alice, { id: 'nainai', name: 'Nai Nai', calendar: 'chinese', month: 8, day: 15 });
    const feed = await subscribe(alice);
    const uids = async () =>
      new Map(eventsOf(await feed()).map((e) => [e.uid, e.startDate.toString()] as const));
    const now = await uids();
    clock.set('2027-11-22T12:00:00Z');
    try {
      const later = await uids();
      expect(later.get('nainai-chinese-2027@cakeday')).toBe('2027-09-15');
      for (const [uid, date] of later) if (now.has(uid)) expect(now.get(uid)).toBe(date);
      expect(now.has('nainai-chinese-2026@cakeday')).toBe(true);
      expect(later.has('nainai-chinese-2026@cakeday')).toBe(false);
    } finally {
      clock.set('2026-11-22T12:00:00Z');
    }
  });

  it('never goes past 2100, the last year the calendars cover', async () => {
    await insert(alice, { id: 'nainai', name: 'Nai Nai', calendar: 'chinese', month: 8, day: 15 });
    const feed = await subscribe(alice);
    clock.set('2095-06-01T12:00:00Z');
    try {
      const dates = datesOf(eventsOf(await feed()), /^Nai Nai/);
      expect(dates[0]!.startsWith('2095-')).toBe(true);
      expect(dates.at(-1)!.startsWith('2100-')).toBe(true);
    } finally {
      clock.set('2026-11-22T12:00:00Z');
    }
  });

  it('the .ics: the next occurrence and the 10 years after it, each with its reminder 7 days before', async () => {
    await insert(alice, { id: 'nainai', name: 'Nai Nai', calendar: 'chinese', month: 8, day: 15 });
    const events = eventsOf(await icsOf(alice, 'nainai'));
    expect(events.map((e) => e.startDate.toString()).slice(0, 2)).toEqual(['2027-09-15', '2028-10-03']);
    expect(events.length).toBe(11);
    for (const event of events) {
      expect(event.isRecurring()).toBe(false);
      expect(event.summary).toBe("Nai Nai's Birthday");
      expect(event.description).toBe('15th day of the 8th month (Chinese lunar)');
      expect(
        event.component.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger')?.toString(),
      ).toBe('-P7D');
    }
  });
});

// Issue 40: the feed and the .ics speak the account's language (users.locale, else the message
// language). The lines are written out as a speaker of each language reads them, not taken from the
// tables; none of these texts has a comma or semicolon to escape, and every line is short of folding.
describe("the account's language", () => {
  async function speak(user: User, locale: Locale | null, messageLanguage: Language = 'en') {
    await server.deps.db.update(users).set({ locale, messageLanguage }).where(eq(users.id, user.id));
  }
  /** Ada (born 1990, 36 in 2026), Dana (no year), Ann & Bob's anniversary (2016, 10 years in 2026). */
  async function addThree(user: User) {
    await add(user, { name: 'Ada', date: '1990-05-17' });
    await add(user, { name: 'Dana', date: '--03-03' });
    await add(user, { name: 'Ann & Bob', date: '2016-06-01', kind: 'anniversary' });
  }
  /** The calendar's name, then the title lines of 2026's events and the yearly ones, as written. */
  function words(ics: string) {
    const line = (text: string, name: string) => text.split('\r\n').find((l) => l.startsWith(name));
    const [calendar, ...events] = ics.split('BEGIN:VEVENT');
    return [
      line(calendar!, 'X-WR-CALNAME:'),
      ...events.filter((e) => /DTSTART;VALUE=DATE:2026|RRULE:/.test(e)).map((e) => line(e, 'SUMMARY:')),
    ];
  }

  it('is Hebrew for locale he, over a German message language', async () => {
    await speak(alice, 'he', 'de');
    await addThree(alice);
    expect(words(await feedOf(alice))).toEqual([
      'X-WR-CALNAME:ימי הולדת ב-Cakeday',
      'SUMMARY:יום ההולדת של Dana',
      'SUMMARY:יום ההולדת ה-36 של Ada',
      'SUMMARY:יום השנה: Ann & Bob (10 שנים)',
    ]);
  });

  it('is Simplified Chinese for locale zh-CN', async () => {
    await speak(alice, 'zh-CN');
    await addThree(alice);
    expect(words(await feedOf(alice))).toEqual([
      'X-WR-CALNAME:Cakeday生日',
      'SUMMARY:Dana的生日',
      'SUMMARY:Ada的36岁生日',
      'SUMMARY:纪念日：Ann & Bob（10年）',
    ]);
  });

  it('is the message language, German, when no screen language was chosen', async () => {
    await speak(alice, null, 'de');
    await addThree(alice);
    expect(words(await feedOf(alice))).toEqual([
      'X-WR-CALNAME:Cakeday-Geburtstage',
      'SUMMARY:Geburtstag von Dana',
      'SUMMARY:36. Geburtstag von Ada',
      'SUMMARY:Jahrestag: Ann & Bob (10 Jahre)',
    ]);
  });

  it('stays English as before for an English account, beside a Hebrew one', async () => {
    await speak(bob, 'he');
    await addThree(bob);
    await addThree(alice);
    expect(words(await feedOf(alice))).toEqual([
      'X-WR-CALNAME:Cakeday birthdays',
      "SUMMARY:Dana's Birthday",
      "SUMMARY:Ada's 36th Birthday",
      'SUMMARY:Anniversary: Ann & Bob (10 years)',
    ]);
  });

  it("titles the .ics download and its reminder in the signed-in user's language", async () => {
    await speak(alice, 'he');
    const id = await add(alice, { name: 'Dana', date: '--03-03' });
    const lines = (await icsOf(alice, id)).split('\r\n');
    expect(lines).toContain('X-WR-CALNAME:Cakeday');
    expect(lines).toContain('SUMMARY:יום ההולדת של Dana');
    expect(lines).toContain('DESCRIPTION:יום ההולדת של Dana');
  });

  it("titles a kept date's events and says its date in the language", async () => {
    await speak(alice, 'zh-CN');
    await insert(alice, { id: 'avi', name: 'Avi', calendar: 'hebrew', month: 1, day: 1, year: 5750 });
    const [first] = eventsOf(await feedOf(alice));
    expect(first!.summary).toBe('Avi的37岁生日');
    expect(first!.description).toBe('1月1日（希伯来历）');
    await speak(alice, 'he');
    expect(eventsOf(await feedOf(alice))[0]!.description).toBe('א׳ בתשרי');
  });

  it("says a lunar date in the app's words where ICU names no lunar months in the language", async () => {
    await speak(alice, 'de');
    await insert(alice, { id: 'mei', name: 'Mei', calendar: 'chinese', month: 8, day: 15 });
    expect(eventsOf(await feedOf(alice))[0]!.description).toBe('Monat 8, Tag 15 (Chinesischer Mondkalender)');
  });
});
