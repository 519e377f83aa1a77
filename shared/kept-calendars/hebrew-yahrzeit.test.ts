import './all';
import { HDate, HebrewCalendar } from '@hebcal/core';
import type { PlainDate } from '@shared/dates/plain-date';
import { describe, expect, it } from 'vitest';
import { fromEpochDay, toEpochDay } from './epoch-day';
import {
  describeKeptDate,
  isValidKeptDate,
  type KeptDate,
  keptDatesOn,
  occurrenceInCalendarYear,
} from './index';
import {
  type AdarCustom,
  deathOf,
  formWire,
  offersAdarCustom,
  remembranceWire,
  wireForKind,
  yahrzeitOf,
} from './yahrzeit';

// hebcal's months: Nisan 1 … Elul 6, Tishrei 7 … Shevat 11, Adar I (Adar in a common year) 12, Adar II 13.
const NISAN_FIRST = { ADAR_I: 12, ADAR_II: 13 } as const;
const FIRST_YEAR = 5660;
const LAST_YEAR = 5861;

const plainOf = (isoDate: string): PlainDate => {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};
const iso = ({ year, month, day }: PlainDate) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
/** hebcal's date of death as the Hebrew calendar's kept date (months Tishrei-first, as in a leap year). */
const keptOfHebcal = ({ yy, mm, dd }: { yy: number; mm: number; dd: number }): KeptDate => ({
  calendar: 'hebrew',
  month:
    mm === NISAN_FIRST.ADAR_II
      ? 7
      : mm === NISAN_FIRST.ADAR_I
        ? HDate.isLeapYear(yy)
          ? 6
          : 7
        : mm >= 7
          ? mm - 6
          : mm + 7,
  leap: false,
  day: dd,
  year: yy,
});
type Death = HDate | { yy: number; mm: number; dd: number };
// hebcal's absolute day (R.D., 1 January of year 1 is day 1) of 1970-01-01.
const RD_OF_EPOCH = 719_163;
/** hebcal's yahrzeit in a Hebrew year, as an epoch day. */
const theirs = (year: number, death: Death) =>
  HebrewCalendar.getYahrzeit(year, death as HDate)!.abs() - RD_OF_EPOCH;
const ours = (kept: KeptDate, year: number) => toEpochDay(occurrenceInCalendarYear(kept, year).date);
const day = (epochDay: number) => iso(fromEpochDay(epochDay));

/** Every day of 1900-2100 on the Hebrew dates a rule moves, and every 17th day besides, as hebcal has them. */
function deaths() {
  const found: HDate[] = [];
  const [first, last] = [
    { year: 1900, month: 1, day: 1 },
    { year: 2100, month: 12, day: 31 },
  ].map(toEpochDay);
  for (let d = first!; d <= last!; d++) {
    const hd = new HDate(d + RD_OF_EPOCH);
    const thirtieth = hd.getDate() === 30 && (hd.getMonth() === 8 || hd.getMonth() === 9);
    if (thirtieth || hd.getMonth() >= NISAN_FIRST.ADAR_I || d % 17 === 0) found.push(hd);
  }
  return found;
}

/** The years (after the death) in which ours and hebcal's differ, as 'death in year: ours ≠ theirs'. */
function differences(kept: KeptDate, death: Death, years: Iterable<number>, label: string) {
  const found: string[] = [];
  for (const year of years) {
    const [a, b] = [ours(kept, year), theirs(year, death)];
    if (a !== b) found.push(`${label} in ${year}: ${day(a)} ≠ ${day(b)}`);
  }
  return found;
}
function* yearsFrom(first: number, stride = 1) {
  for (let year = first; year <= LAST_YEAR; year += stride) yield year;
}

describe('Hebrew remembrance (yahrzeit)', () => {
  it('falls where hebcal getYahrzeit puts it, for deaths sampled over 1900-2100, every later year to 5861', () => {
    const counts = { cheshvanKislev30: 0, adarI: 0, adar: 0, adarII: 0, other: 0, checked: 0 };
    const wrong: string[] = [];
    for (const hd of deaths()) {
      const death = keptOfHebcal({ yy: hd.getFullYear(), mm: hd.getMonth(), dd: hd.getDate() });
      const kept = yahrzeitOf(death);
      if (!isValidKeptDate(kept)) wrong.push(`${hd.toString()}: ${JSON.stringify(kept)} refused`);
      const leapDeath = HDate.isLeapYear(death.year!);
      if (death.day === 30 && death.month <= 3) counts.cheshvanKislev30++;
      else if (death.month === 6) counts.adarI++;
      else if (death.month === 7) counts[leapDeath ? 'adarII' : 'adar']++;
      else counts.other++;
      // Every year for the days a rule moves, a stride of years for the rest (both kinds of year in each).
      const stride = death.month === 6 || death.month === 7 || death.day === 30 ? 1 : 5;
      const years = [...yearsFrom(death.year! + 1, stride)];
      wrong.push(...differences(kept, hd, years, hd.toString()).slice(0, 3));
      counts.checked += years.length;
      if (wrong.length > 20) break;
    }
    expect(wrong).toEqual([]);
    // 30 Cheshvan and 30 Kislev each come in about half the years; Adar I in 74 leap years, Adar in 128 common.
    expect(counts.cheshvanKislev30).toBeGreaterThan(150);
    expect(counts.adarI).toBeGreaterThan(70 * 30);
    expect(counts.adar).toBeGreaterThan(120 * 29);
    expect(counts.adarII).toBeGreaterThan(70 * 29);
    expect(counts.other).toBeGreaterThan(3000);
    expect(counts.checked).toBeGreaterThan(900_000);
  });

  it('the Adar II custom: a death in Adar of a common year falls as hebcal puts a death in Adar II', () => {
    const wrong: string[] = [];
    let deathsChecked = 0;
    for (let deathYear = FIRST_YEAR; deathYear < LAST_YEAR; deathYear++) {
      if (HDate.isLeapYear(deathYear)) continue;
      for (const dd of [1, 14, 29]) {
        const kept = yahrzeitOf(keptOfHebcal({ yy: deathYear, mm: NISAN_FIRST.ADAR_I, dd }), 'adar-ii');
        const asAdarII = { yy: deathYear, mm: NISAN_FIRST.ADAR_II, dd };
        wrong.push(...differences(kept, asAdarII, yearsFrom(deathYear + 1), `${dd} Adar ${deathYear}`));
        deathsChecked++;
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(deathsChecked).toBeGreaterThan(120 * 3);
  });

  it('with the year unknown: the rules the date implies, without the first anniversary’s (hebcal on a stand-in year)', () => {
    // A death before 5660 that hebcal's rules treat as the date without a year: Adar I in a leap year, plain Adar
    // in a common one (the custom 'adar-ii' as Adar II, of a leap year), and a 30th of Cheshvan or Kislev whose
    // first anniversary had the 30th.
    const standIn = (mm: number, dd: number, leap: boolean | null) => {
      for (let yy = FIRST_YEAR - 1; ; yy--) {
        if (leap !== null && HDate.isLeapYear(yy) !== leap) continue;
        if (dd === 30 && mm === 8 && !(HDate.longCheshvan(yy) && HDate.longCheshvan(yy + 1))) continue;
        if (dd === 30 && mm === 9 && (HDate.shortKislev(yy) || HDate.shortKislev(yy + 1))) continue;
        return { yy, mm, dd };
      }
    };
    const cases: { month: number; day: number; custom?: AdarCustom; death: Death }[] = [];
    for (const day of [1, 15, 29, 30]) {
      cases.push({ month: 2, day, death: standIn(8, day, null) });
      cases.push({ month: 3, day, death: standIn(9, day, null) });
      cases.push({ month: 6, day, death: standIn(NISAN_FIRST.ADAR_I, day, true) });
    }
    for (const day of [1, 15, 29]) {
      cases.push({ month: 7, day, death: standIn(NISAN_FIRST.ADAR_I, day, false) });
      cases.push({ month: 7, day, custom: 'adar-ii', death: standIn(NISAN_FIRST.ADAR_II, day, true) });
      cases.push({ month: 1, day, death: standIn(7, day, null) });
      cases.push({ month: 13, day, death: standIn(6, day, null) });
    }
    const wrong = cases.flatMap(({ month, day, custom, death }) => {
      const kept = yahrzeitOf({ calendar: 'hebrew', month, leap: false, day, year: null }, custom);
      return differences(kept, death, yearsFrom(FIRST_YEAR), `${day}/${month} ${custom ?? ''}`);
    });
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('a 30 Cheshvan death: the 30th, else 1 Kislev, when the first anniversary had the 30th; else the month’s last day', () => {
    // Cheshvan had a 30th in 5779, 5780, 5783 and 5785, not in 5784 or 5786.
    const had = yahrzeitOf({ calendar: 'hebrew', month: 2, leap: false, day: 30, year: 5779 });
    const lacked = yahrzeitOf({ calendar: 'hebrew', month: 2, leap: false, day: 30, year: 5783 });
    expect([had.leap, lacked.leap]).toEqual([true, false]);
    const on = (kept: KeptDate, year: number) => day(ours(kept, year));
    expect([on(had, 5785), on(had, 5786)]).toEqual(['2024-12-01', '2025-11-21']);
    expect([on(lacked, 5784), on(lacked, 5785), on(lacked, 5786)]).toEqual([
      '2023-11-13',
      '2024-12-01',
      '2025-11-20',
    ]);
    // The reminder scan finds each on its own day only.
    const found = (isoDate: string) =>
      keptDatesOn('hebrew-yahrzeit', plainOf(isoDate)).filter((k) => k.day === 30);
    expect(found('2025-11-20')).toEqual([{ month: 2, leap: false, day: 30 }]);
    expect(found('2025-11-21')).toEqual([{ month: 2, leap: true, day: 30 }]);
  });

  it('an Adar death of a common year: Adar I of a leap year as hebcal, or Adar II by the custom', () => {
    // 10 Adar 5783 (Mar 3, 2023); 5784 is a leap year: 10 Adar I = Feb 19, 2024, 10 Adar II = Mar 20, 2024.
    const death: KeptDate = { calendar: 'hebrew', month: 7, leap: false, day: 10, year: 5783 };
    expect(offersAdarCustom(death)).toBe(true);
    expect(day(ours(yahrzeitOf(death), 5784))).toBe('2024-02-19');
    expect(day(ours(yahrzeitOf(death, 'adar-ii'), 5784))).toBe('2024-03-20');
    expect(day(ours(yahrzeitOf(death, 'adar-ii'), 5785))).toBe('2025-03-10');
    // A death in Adar II (5784) is remembered in the last Adar, with no custom to choose.
    const adarII: KeptDate = { ...death, year: 5784 };
    expect(offersAdarCustom(adarII)).toBe(false);
    expect(day(ours(yahrzeitOf(adarII, 'adar-i'), 5787))).toBe('2027-03-19');
    expect(offersAdarCustom({ ...death, year: null })).toBe(true);
    expect(offersAdarCustom({ ...death, month: 6, year: 5784 })).toBe(false);
  });

  it('reads as the Hebrew date of death, and turns back into it', () => {
    const death: KeptDate = { calendar: 'hebrew', month: 7, leap: false, day: 10, year: 5783 };
    expect(describeKeptDate(yahrzeitOf(death, 'adar-ii'), { withYear: true })).toBe('10 Adar 5783 (Hebrew)');
    expect(describeKeptDate(yahrzeitOf({ ...death, year: 5784 }), { withYear: true })).toBe(
      '10 Adar II 5784 (Hebrew)',
    );
    expect(deathOf(yahrzeitOf(death, 'adar-ii'))).toEqual({ death, custom: 'adar-ii' });
    expect(deathOf(yahrzeitOf(death))).toEqual({ death, custom: 'adar-i' });
    const cheshvan: KeptDate = { calendar: 'hebrew', month: 2, leap: false, day: 30, year: 5782 };
    expect(deathOf(yahrzeitOf(cheshvan))).toEqual({ death: cheshvan, custom: null });
  });

  it('on the wire: a remembrance’s Hebrew date becomes a yahrzeit, another kind’s stays Hebrew', () => {
    expect(wireForKind({ date: '5783-02-30', calendar: 'hebrew', leap: false }, true)).toEqual({
      date: '5783-02-30',
      calendar: 'hebrew-yahrzeit',
      leap: false,
    });
    expect(wireForKind({ date: '5783-02-30', calendar: 'hebrew', leap: false }, false)).toEqual({
      date: '5783-02-30',
      calendar: 'hebrew',
      leap: false,
    });
    // A yahrzeit sent back is kept by the year's rules again (5779's first anniversary had a 30th), its custom kept.
    expect(wireForKind({ date: '5779-02-30', calendar: 'hebrew-yahrzeit', leap: false }, true)).toEqual({
      date: '5779-02-30',
      calendar: 'hebrew-yahrzeit',
      leap: true,
    });
    expect(wireForKind({ date: '5783-07-10', calendar: 'hebrew-yahrzeit', leap: true }, true)).toEqual({
      date: '5783-07-10',
      calendar: 'hebrew-yahrzeit',
      leap: true,
    });
    expect(wireForKind({ date: '5783-07-10', calendar: 'hebrew-yahrzeit', leap: true }, false)).toEqual({
      date: '5783-07-10',
      calendar: 'hebrew',
      leap: false,
    });
    expect(wireForKind({ date: '--07-10', calendar: 'hebrew', leap: false }, true)).toEqual({
      date: '--07-10',
      calendar: 'hebrew-yahrzeit',
      leap: false,
    });
    expect(wireForKind({ date: '2000-07-10', calendar: 'gregory', leap: false }, true)).toEqual({
      date: '2000-07-10',
      calendar: 'gregory',
      leap: false,
    });
  });
});

describe('the form’s wire fields', () => {
  it('sends a remembrance’s Hebrew date as a yahrzeit with its Adar custom, and edits a yahrzeit as its Hebrew date', () => {
    const adar = { date: '5783-07-10', calendar: 'hebrew', leap: false } as const;
    expect(remembranceWire(adar, 'adar-ii')).toEqual({ ...adar, calendar: 'hebrew-yahrzeit', leap: true });
    expect(remembranceWire(adar, 'adar-i')).toEqual({ ...adar, calendar: 'hebrew-yahrzeit', leap: false });
    // The custom means nothing for a Tishrei date: no leap flag the calendar would refuse.
    const tishrei = { date: '5783-01-10', calendar: 'hebrew', leap: false } as const;
    expect(remembranceWire(tishrei, 'adar-ii')).toEqual({ ...tishrei, calendar: 'hebrew-yahrzeit' });
    expect(formWire({ ...adar, calendar: 'hebrew-yahrzeit', leap: true })).toEqual({
      wire: adar,
      custom: 'adar-ii',
    });
    expect(formWire({ ...adar, calendar: 'hebrew-yahrzeit', leap: false })).toEqual({
      wire: adar,
      custom: 'adar-i',
    });
    expect(formWire(adar)).toEqual({ wire: adar, custom: 'adar-i' });
  });
});
