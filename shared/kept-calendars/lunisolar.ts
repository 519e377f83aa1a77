import type { KeptCalendarDefinition } from './definition';
import { fromEpochDay, toEpochDay } from './epoch-day';
import { FIRST_YEAR } from './lunisolar-tables';
import { type CalendarSystem, defineCalendar, type MonthInfo, rangeError, type YearInfo } from './system';

// The Chinese and Korean lunar calendars, from tables of the years 1899-2100 (see lunisolar-tables.ts for
// their sources). Each year is six hex digits: bits 0-12 say which months (in order, the leap month in its
// place) have 30 days rather than 29, bits 13-16 the month the leap month follows (0: none), bits 17-22
// how many days after January 1 the year begins. The Chinese and Korean definitions (chinese.ts, dangi.ts)
// load this module with their table.

export function lunisolarCalendar(definition: KeptCalendarDefinition, table: string): CalendarSystem {
  const { id } = definition;
  const lastYear = FIRST_YEAR + table.length / 6 - 1;
  if (definition.years.first !== FIRST_YEAR || definition.years.last !== lastYear) {
    throw new Error(`The ${id} table covers ${FIRST_YEAR}-${lastYear}, not the years its definition names`);
  }
  const code = (year: number) =>
    Number.parseInt(table.slice((year - FIRST_YEAR) * 6, (year - FIRST_YEAR) * 6 + 6), 16);
  const yearStart = (year: number) => toEpochDay({ year, month: 1, day: 1 }) + (code(year) >> 17);

  const decode = (year: number): YearInfo => {
    const value = code(year);
    const leapAfter = (value >> 13) & 0xf;
    const start = yearStart(year);
    const months: MonthInfo[] = [];
    let day = start;
    for (let i = 0; i < (leapAfter ? 13 : 12); i++) {
      const length = value & (1 << i) ? 30 : 29;
      months.push({
        month: leapAfter && i >= leapAfter ? i : i + 1,
        leap: leapAfter > 0 && i === leapAfter,
        start: day,
        length,
      });
      day += length;
    }
    return { year, start, end: day, months };
  };

  // The picker offers only the leap months that occur in the supported years, each with the most days it has.
  const most = new Map<string, number>();
  for (let year = FIRST_YEAR; year <= lastYear; year++) {
    for (const m of decode(year).months)
      most.set(`${m.month}${m.leap}`, Math.max(most.get(`${m.month}${m.leap}`) ?? 0, m.length));
  }
  const identities = Array.from({ length: 12 }, (_, i) => i + 1).flatMap((month) =>
    [false, true].flatMap((leap) => {
      const days = most.get(`${month}${leap}`);
      return days ? [{ month, leap, days }] : [];
    }),
  );
  const end = decode(lastYear).end;

  return defineCalendar(definition, {
    identities,
    buildYear: decode,
    yearOfDay(epochDay) {
      const gregorianYear = fromEpochDay(epochDay).year;
      const year =
        gregorianYear <= lastYear && epochDay >= yearStart(gregorianYear) ? gregorianYear : gregorianYear - 1;
      if (year < FIRST_YEAR || epochDay >= end) throw rangeError(id, `day ${epochDay}`);
      return year;
    },
  });
}
