import type { CalendarId } from './types';

// What every non-Gregorian calendar provides to the engine: the months of each of its years as
// Gregorian day ranges, built once per year and cached, plus its rules for dates a year lacks.

export type MonthInfo = {
  month: number;
  leap: boolean;
  /** Epoch day (days since 1970-01-01) of the month's first day. */
  start: number;
  length: number;
};

export type YearInfo = {
  year: number;
  start: number;
  /** Epoch day after the year's last day. */
  end: number;
  months: readonly MonthInfo[];
};

/** A month a date can be kept in, whatever the year, with the most days it ever has. */
type MonthIdentity = { month: number; leap: boolean; days: number };

export type CalendarSystem = {
  id: Exclude<CalendarId, 'gregory'>;
  firstYear: number;
  lastYear: number;
  /** Every month a birthday can be kept in, in the order a picker lists them. */
  identities: readonly MonthIdentity[];
  yearInfo(year: number): YearInfo;
  /** The calendar year that contains an epoch day. */
  yearOfDay(epochDay: number): number;
  /** The month of this year in which a birthday kept in (month, leap) is celebrated. */
  celebratedMonth(info: YearInfo, month: number, leap: boolean): MonthInfo;
  /** A day past the end of a short month: its last day, or the first day of the next month. */
  overflow: 'last-day' | 'next-day';
};

export type SystemSpec = Omit<CalendarSystem, 'yearInfo'> & { buildYear(year: number): YearInfo };

export function rangeError(id: string, what: string): RangeError {
  return new RangeError(`The ${id} calendar is supported from 1900 to 2100; ${what} is outside`);
}

/** Wraps a year builder with a per-year cache and range checks. */
export function defineCalendar({ buildYear, ...spec }: SystemSpec): CalendarSystem {
  const cache: (YearInfo | undefined)[] = [];
  return {
    ...spec,
    yearInfo(year) {
      if (!Number.isInteger(year) || year < spec.firstYear || year > spec.lastYear) {
        throw rangeError(spec.id, `year ${year}`);
      }
      const index = year - spec.firstYear;
      let info = cache[index];
      if (!info) {
        info = buildYear(year);
        cache[index] = info;
      }
      return info;
    },
  };
}

/** Month `month` of the year, or for a missing leap month the ordinary month of the same number. */
export function sameNumberMonth(info: YearInfo, month: number, leap: boolean): MonthInfo {
  let fallback: MonthInfo | undefined;
  for (const m of info.months) {
    if (m.month !== month) continue;
    if (m.leap === leap) return m;
    if (!m.leap) fallback = m;
  }
  if (!fallback) throw new RangeError(`Month ${month} does not exist in year ${info.year}`);
  return fallback;
}
