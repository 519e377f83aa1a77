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
  /** Its definition's id (never 'gregory'): a string here, so that this file imports no calendar list. */
  id: string;
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

/** What a calendar's chunk computes: its months, its years, and which year a day is in. */
export type YearStructure = Pick<CalendarSystem, 'identities' | 'yearOfDay'> & {
  buildYear(year: number): YearInfo;
};

export function rangeError(id: string, what: string): RangeError {
  return new RangeError(`The ${id} calendar is supported from 1900 to 2100; ${what} is outside`);
}

/** What defineCalendar reads of a calendar's definition (a KeptCalendarDefinition, definition.ts). */
type DefinedRules = Pick<CalendarSystem, 'celebratedMonth' | 'overflow'> & {
  id: string;
  years: { first: number; last: number };
};

/** A calendar's definition with its year structure: the year builder gets a per-year cache and range checks. */
export function defineCalendar(
  definition: DefinedRules,
  { buildYear, ...structure }: YearStructure,
): CalendarSystem {
  const spec = {
    id: definition.id,
    firstYear: definition.years.first,
    lastYear: definition.years.last,
    celebratedMonth: definition.celebratedMonth,
    overflow: definition.overflow,
  };
  const cache: (YearInfo | undefined)[] = [];
  return {
    ...spec,
    ...structure,
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
