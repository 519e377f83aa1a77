import { formatBirthDate } from '@shared/dates/birth-date';
import { keptDateOf } from './celebrations';
import { calendarSystem } from './registry';
import { CALENDAR_IDS, type CalendarId, type KeptDate } from './types';

// A Hebrew date of death and the kept date of the 'hebrew-yahrzeit' calendar that remembers it (the rules are in
// hebrew-yahrzeit.ts and docs/calendars.md, "Remembrance (yahrzeit)"). Only the Hebrew calendar needs loading.

/**
 * In which Adar of a leap year a death in Adar of a common year is remembered: Adar I as hebcal (and Reingold &
 * Dershowitz) keep it, or Adar II as other customs do.
 */
export type AdarCustom = 'adar-i' | 'adar-ii';
const DEFAULT_ADAR_CUSTOM: AdarCustom = 'adar-i';

const CHESHVAN = 2;
const KISLEV = 3;
const ADAR_I = 6;
const ADAR = 7;

const isLeapYear = (year: number) => calendarSystem('hebrew').yearInfo(year).months.length === 13;

/** Whether a day of this month has a 30th in the Hebrew year; null past the years the calendar knows. */
function hasThirtieth(year: number, month: number): boolean | null {
  const sys = calendarSystem('hebrew');
  if (year > sys.lastYear) return null;
  return sys.yearInfo(year).months.find((m) => m.month === month)!.length === 30;
}

/**
 * Whether a Hebrew date of death leaves the Adar custom to choose: a death in Adar of a common year, or in Adar
 * or Adar II when the year is unknown (month 7). A death in Adar II of a known leap year is always remembered in
 * the last Adar.
 */
export function offersAdarCustom(death: Pick<KeptDate, 'calendar' | 'month' | 'year'>): boolean {
  return (
    (death.calendar === 'hebrew' || death.calendar === 'hebrew-yahrzeit') &&
    death.month === ADAR &&
    (death.year === null || !isLeapYear(death.year))
  );
}

/** The yahrzeit kept date of a Hebrew date of death: `leap` carries what the rules need of the year of death. */
export function yahrzeitOf(death: KeptDate, custom: AdarCustom = DEFAULT_ADAR_CUSTOM): KeptDate {
  const { month, day, year } = death;
  let leap = false;
  if ((month === CHESHVAN || month === KISLEV) && day === 30) {
    // Kept on the 30th (else the 1st of the next month) when the first anniversary had a 30th; else on the
    // month's last day. Unknown (no year, or a first anniversary past 2100): as if it had.
    leap = (year === null ? null : hasThirtieth(year + 1, month)) ?? true;
  } else if (month === ADAR_I) {
    leap = day === 30;
  } else if (month === ADAR) {
    leap = offersAdarCustom(death) ? custom === 'adar-ii' : true;
  }
  return { calendar: 'hebrew-yahrzeit', month, leap, day, year };
}

/** The Hebrew date of death a yahrzeit kept date remembers, and the Adar custom where one was chosen. */
export function deathOf(yahrzeit: KeptDate): { death: KeptDate; custom: AdarCustom | null } {
  const death: KeptDate = { ...yahrzeit, calendar: 'hebrew', leap: false };
  const custom = offersAdarCustom(death) ? (yahrzeit.leap ? 'adar-ii' : 'adar-i') : null;
  return { death, custom };
}

type Wire = { date: string; calendar: CalendarId; leap: boolean };

/**
 * A date's wire fields as its kind keeps them: a remembrance's Hebrew date in the yahrzeit calendar (its Adar
 * custom as hebcal when it comes as a Hebrew date, and the year's rules applied again when it comes already as a
 * yahrzeit), any other kind's in the Hebrew calendar. Any other date, or one its calendar refuses, as it is.
 */
export function wireForKind(wire: Wire, remembrance: boolean): Wire {
  if (wire.calendar !== 'hebrew' && wire.calendar !== 'hebrew-yahrzeit') return wire;
  const kept = keptDateOf(wire.date, wire.calendar, wire.leap);
  if (!kept) return wire;
  let result: KeptDate;
  if (kept.calendar === 'hebrew') {
    if (!remembrance) return wire;
    result = yahrzeitOf(kept);
  } else {
    const { death, custom } = deathOf(kept);
    result = remembrance ? yahrzeitOf(death, custom ?? undefined) : death;
  }
  return { date: formatBirthDate(result), calendar: result.calendar, leap: !!result.leap };
}

/**
 * What the form sends for a remembrance's Hebrew date (the Hebrew calendar's wire fields) with the Adar custom
 * chosen: the yahrzeit's wire fields (the server applies the year's rules again). Any other date as it is.
 */
export function remembranceWire(wire: Wire, custom: AdarCustom): Wire {
  const kept = wire.calendar === 'hebrew' ? keptDateOf(wire.date, 'hebrew', wire.leap) : null;
  if (!kept) return wire;
  const result = yahrzeitOf(kept, custom);
  return { date: formatBirthDate(result), calendar: result.calendar, leap: !!result.leap };
}

/** A saved date as the form edits it: a yahrzeit as its Hebrew date of death, with its Adar custom. */
export function formWire(wire: Wire): { wire: Wire; custom: AdarCustom } {
  const kept = wire.calendar === 'hebrew-yahrzeit' ? keptDateOf(wire.date, wire.calendar, wire.leap) : null;
  if (!kept) return { wire, custom: DEFAULT_ADAR_CUSTOM };
  const { death, custom } = deathOf(kept);
  return {
    wire: { date: wire.date, calendar: death.calendar, leap: false },
    custom: custom ?? DEFAULT_ADAR_CUSTOM,
  };
}

/** The calendars a date picker offers: a yahrzeit is entered as a Hebrew date (the kind decides). */
export const PICKER_CALENDAR_IDS = CALENDAR_IDS.filter((id) => id !== 'hebrew-yahrzeit');
