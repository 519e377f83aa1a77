import { birthdayLeads, birthdays } from '@server/db/schema';
import { manualClock } from '@server/lib/clock';
import { buildBirthday, buildUser } from '@server/test/factories';
import { createTestServer, type TestServer } from '@server/test/harness';
import type { CalendarId } from '@shared/kept-calendars';
import { channelsOn } from '@shared/reminder-channels';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runReminderTick } from './reminder-engine';

// Every expected day below is a literal from the calendar's published tables (HKO for Chinese, KASI
// for Korean, the Hebrew calendar's Rosh Hashanah and Purim, Umm al-Qura's 1 Ramadan, Iran's Nowruz),
// not a value of the code under test.

let server: TestServer;
const clock = manualClock('2026-09-01T00:00:00Z');

beforeAll(async () => {
  server = await createTestServer({ clock });
});
beforeEach(() => server.reset());
afterAll(() => server.close());

const tickAt = (iso: string) => {
  clock.set(iso);
  return runReminderTick(server.deps);
};
const bodies = () => server.twilio.messages.map((m) => m.body.replace(/ http\S+$/, ''));

type Kept = { calendar: CalendarId; month: number; day: number; leap?: boolean; year?: number | null };

/** A user (SMS, 09:00 in `timeZone`) with one birthday kept in another calendar and these lead times. */
async function keptBirthday(name: string, kept: Kept, leadDays: number[], timeZone = 'UTC') {
  const user = await buildUser(server.deps.db, {
    timeZone,
    settings: { channels: channelsOn('sms'), sendHour: 9 },
  });
  return buildBirthday(server.deps.db, { userId: user.id, name, leadDays, ...kept });
}

describe('reminders of birthdays kept in other calendars', () => {
  it('remind of a Chinese 8/15 on Mid-Autumn 2026 (Sep 25) at 09:00 local, 7, 1 and 0 days ahead, with the lunar age', async () => {
    // Born on the 15th of the 8th month of lunar 1946: 80 lunar years on 8/15 of lunar 2026.
    await keptBirthday(
      'Grandma',
      { calendar: 'chinese', month: 8, day: 15, year: 1946 },
      [0, 1, 7],
      'Asia/Shanghai',
    );
    await tickAt('2026-09-17T01:00:00Z'); // Sep 17, 09:00 in Shanghai: 8 days ahead
    await tickAt('2026-09-18T00:59:00Z'); // 08:59
    expect(bodies()).toEqual([]);
    await tickAt('2026-09-18T01:00:00Z');
    await tickAt('2026-09-18T05:00:00Z');
    expect(bodies()).toEqual(['Cakeday: Grandma turns 80 in 7 days (September 25th).']);
    await tickAt('2026-09-24T01:00:00Z');
    await tickAt('2026-09-25T01:00:00Z');
    await tickAt('2026-09-26T01:00:00Z');
    expect(bodies()).toEqual([
      'Cakeday: Grandma turns 80 in 7 days (September 25th).',
      'Cakeday: Grandma turns 80 tomorrow (September 25th).',
      'Cakeday: Grandma turns 80 today (September 25th).',
    ]);
  });

  it('remind of a Korean 1/1 on Seollal 2027 (Feb 7), a day after a Chinese 1/1 (Feb 6)', async () => {
    await keptBirthday('Minji', { calendar: 'dangi', month: 1, day: 1 }, [0], 'Asia/Seoul');
    await keptBirthday('Wei', { calendar: 'chinese', month: 1, day: 1 }, [0], 'Asia/Seoul');
    await tickAt('2027-02-06T00:00:00Z'); // Feb 6, 09:00 in Seoul
    expect(bodies()).toEqual(["Cakeday: Wei's birthday is today (February 6th)."]);
    await tickAt('2027-02-07T00:00:00Z');
    expect(bodies()).toEqual([
      "Cakeday: Wei's birthday is today (February 6th).",
      "Cakeday: Minji's birthday is today (February 7th).",
    ]);
  });

  it('remind of 1 Tishrei on Rosh Hashanah 2026 (Sep 12) and of a 14 Adar on Purim of leap 5787 (14 Adar II, 2027-03-23)', async () => {
    await keptBirthday('Noa', { calendar: 'hebrew', month: 1, day: 1, year: 5746 }, [0]);
    // Born 14 Adar 5745 (a common year): kept in Adar II in leap years, not in Adar I (2027-02-21).
    await keptBirthday('Esther', { calendar: 'hebrew', month: 7, day: 14, year: 5745 }, [0]);
    await tickAt('2026-09-12T09:00:00Z');
    expect(bodies()).toEqual(['Cakeday: Noa turns 41 today (September 12th).']);
    await tickAt('2027-02-21T09:00:00Z');
    expect(bodies()).toHaveLength(1);
    await tickAt('2027-03-23T09:00:00Z');
    expect(bodies().at(-1)).toBe('Cakeday: Esther turns 42 today (March 23rd).');
  });

  it('remind of 1 Ramadan 1448 (Umm al-Qura: 2027-02-08) with the age in Hijri years, and of Nowruz 2027 (Mar 21)', async () => {
    // Born 1 Ramadan 1400 (1980-07-14): 48 Hijri years, though only 47 Gregorian ones.
    await keptBirthday('Omar', { calendar: 'islamic-umalqura', month: 9, day: 1, year: 1400 }, [1]);
    await keptBirthday('Dara', { calendar: 'persian', month: 1, day: 1 }, [0]);
    await tickAt('2027-02-06T09:00:00Z');
    expect(bodies()).toEqual([]);
    await tickAt('2027-02-07T09:00:00Z');
    expect(bodies()).toEqual(['Cakeday: Omar turns 48 tomorrow (February 8th).']);
    await tickAt('2027-03-20T09:00:00Z');
    await tickAt('2027-03-21T09:00:00Z');
    expect(bodies().at(-1)).toBe("Cakeday: Dara's birthday is today (March 21st).");
    expect(bodies()).toHaveLength(2);
  });

  it("keeps birthday_leads on the birthday's calendar and leap month when they change (migration 0016's triggers)", async () => {
    const db = server.deps.db;
    const b = await keptBirthday('Lin', { calendar: 'gregory', month: 6, day: 10 }, [0, 7]);
    const leads = () =>
      db
        .select({ calendar: birthdayLeads.calendar, month: birthdayLeads.month, leap: birthdayLeads.leap })
        .from(birthdayLeads)
        .where(eq(birthdayLeads.birthdayId, b.id));
    expect(await leads()).toEqual([
      { calendar: 'gregory', month: 6, leap: false },
      { calendar: 'gregory', month: 6, leap: false },
    ]);
    await db.update(birthdays).set({ calendar: 'chinese', leap: true }).where(eq(birthdays.id, b.id));
    expect(await leads()).toEqual([
      { calendar: 'chinese', month: 6, leap: true },
      { calendar: 'chinese', month: 6, leap: true },
    ]);
    // Leap 6/10 of lunar 2025 was 2025-08-03; lunar 2026 has no leap 6th month: kept on 6/10, 2026-07-23.
    await tickAt('2025-08-03T09:00:00Z');
    await tickAt('2026-07-23T09:00:00Z');
    expect(bodies()).toEqual([
      "Cakeday: Lin's birthday is today (August 3rd).",
      "Cakeday: Lin's birthday is today (July 23rd).",
    ]);
  });

  it('never double-sends a kept-calendar reminder when 20 engines tick the same minute', async () => {
    const kept: Kept[] = [
      { calendar: 'chinese', month: 8, day: 15 },
      { calendar: 'dangi', month: 8, day: 15 },
      { calendar: 'gregory', month: 9, day: 25 },
    ];
    for (const [i, k] of kept.entries()) await keptBirthday(`P${i}`, k, [0, 1]);
    clock.set('2026-09-24T09:00:00Z');
    const ticks = await Promise.all(Array.from({ length: 20 }, () => runReminderTick(server.deps)));
    expect(bodies().sort()).toEqual([
      "Cakeday: P0's birthday is tomorrow (September 25th).",
      "Cakeday: P1's birthday is tomorrow (September 25th).",
      "Cakeday: P2's birthday is tomorrow (September 25th).",
    ]);
    expect(ticks.reduce((sum, t) => sum + t.delivered, 0)).toBe(3);
  });
});
