import { birthdays } from '@server/db/schema';
import { manualClock } from '@server/lib/clock';
import { buildBirthday, buildUser } from '@server/test/factories';
import { createTestServer, type TestServer } from '@server/test/harness';
import type { CalendarId } from '@shared/kept-calendars';
import { keptDateOf } from '@shared/kept-calendars/celebrations';
import { channelsOn } from '@shared/reminder-channels';
import { birthdayInput } from '@shared/schemas/birthday';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runReminderTick } from './reminder-engine';

// The expected days are hebcal's (getYahrzeit) and the Hebrew calendar's tables, written out here: 30 Cheshvan
// 5783 = 2022-11-24; Cheshvan had no 30th in 5784 or 5786 (29 Cheshvan 5786 = 2025-11-20, 1 Kislev = 11-21);
// 10 Adar 5783 = 2023-03-03; 5787 is a leap year: 10 Adar I = 2027-02-17, 10 Adar II = 2027-03-19.

let server: TestServer;
const clock = manualClock('2025-11-01T00:00:00Z');

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

/** A remembrance saved as the API saves it (its Hebrew date through birthdayInput), reminded on the day (SMS, 09:00 UTC). */
async function remembrance(name: string, date: string, wire: { calendar?: CalendarId; leap?: boolean } = {}) {
  const user = await buildUser(server.deps.db, { settings: { channels: channelsOn('sms'), sendHour: 9 } });
  const data = birthdayInput.parse({ name, date, calendar: 'hebrew', ...wire, kind: 'remembrance' });
  const kept = keptDateOf(data.date, data.calendar, data.leap)!;
  const row = await buildBirthday(server.deps.db, { userId: user.id, name, leadDays: [0], ...kept });
  await server.deps.db.update(birthdays).set({ kind: 'remembrance' }).where(eq(birthdays.id, row.id));
  return kept;
}

describe('reminders of a Hebrew remembrance (yahrzeit)', () => {
  it('a 30 Cheshvan death whose first anniversary had no 30th: reminded on 29 Cheshvan, not on 1 Kislev as a birthday', async () => {
    expect(await remembrance('Grandpa Joe', '5783-02-30')).toMatchObject({ calendar: 'hebrew-yahrzeit' });
    await tickAt('2025-11-19T09:00:00Z');
    expect(bodies()).toEqual([]);
    await tickAt('2025-11-20T09:00:00Z');
    expect(bodies()).toEqual(['Cakeday: Today: 3 years since Grandpa Joe passed (November 20th).']);
    await tickAt('2025-11-21T09:00:00Z');
    expect(bodies()).toHaveLength(1);
  });

  it('an Adar death of a common year: reminded in Adar I of leap 5787 as hebcal, not in Adar II', async () => {
    await remembrance('Miriam', '5783-07-10');
    await tickAt('2027-02-17T09:00:00Z');
    expect(bodies()).toEqual(['Cakeday: Today: 4 years since Miriam passed (February 17th).']);
    await tickAt('2027-03-19T09:00:00Z');
    expect(bodies()).toHaveLength(1);
  });

  it('the Adar II custom (the form sends the yahrzeit with leap true): reminded in Adar II of 5787', async () => {
    await remembrance('Sara', '5783-07-10', { calendar: 'hebrew-yahrzeit', leap: true });
    await tickAt('2027-02-17T09:00:00Z');
    expect(bodies()).toEqual([]);
    await tickAt('2027-03-19T09:00:00Z');
    expect(bodies()).toEqual(['Cakeday: Today: 4 years since Sara passed (March 19th).']);
  });
});
