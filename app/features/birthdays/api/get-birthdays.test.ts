import { isCalendarLoaded } from '@shared/kept-calendars/registry';
import type { Birthday } from '@shared/schemas/birthday';
import { describe, expect, it, vi } from 'vitest';
import { birthdayFixture } from '../utils/birthday-fixture';
import { toView } from '../utils/birthday-view';
import { getBirthdays } from './get-birthdays';

// No '@shared/kept-calendars/all' here: this file sees the calendars as the browser does, loaded on demand.
const list: Birthday[] = [
  birthdayFixture({ name: 'Ana', date: '1990-09-12' }),
  // The fixture reads its date as Gregorian, so the Hebrew one is set after.
  { ...birthdayFixture({ name: 'Noa', date: '--01-01' }), calendar: 'hebrew', date: '--13-29' },
];
vi.mock('@app/lib/api-client', () => ({ api: async () => list }));

describe('getBirthdays', () => {
  it('resolves only once the calendars its birthdays are kept in are loaded, so views can use them', async () => {
    expect(isCalendarLoaded('hebrew')).toBe(false);
    const got = await getBirthdays();
    expect(isCalendarLoaded('hebrew')).toBe(true);
    expect(isCalendarLoaded('chinese')).toBe(false);
    // 29 Elul: the 13th month, which no Gregorian parse accepts.
    expect(got.map(toView).map(({ name, month, day, year }) => ({ name, month, day, year }))).toEqual([
      { name: 'Ana', month: 9, day: 12, year: 1990 },
      { name: 'Noa', month: 13, day: 29, year: null },
    ]);
  });
});
