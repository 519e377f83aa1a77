import type { PlainDate } from '@shared/dates/plain-date';
import { DEFAULT_LOCALE } from '@shared/i18n/locales';
import {
  birthdayDateText,
  type KeptDay,
  keptDateBeside,
  keptInOtherCalendar,
} from '@shared/kept-calendars/celebrations';
import { keptDateIn, keptMonthIn } from '@shared/kept-calendars/local-words';
import type { CalendarId } from '@shared/kept-calendars/types';
import type { IntlShape } from 'react-intl';
import { formatPlainDate } from './format-date';
import { calendarNameIn } from './shared-words';

/**
 * A birthday's date in the chosen language: a Gregorian one '15. März', '3月15日'; one kept in another calendar
 * in that calendar's words ('农历八月十五', 'כ״ט באלול', '29. Elul (Hebräisch)'). English keeps the spec's
 * 'March 15th' and '15th day of the 8th month (Chinese lunar)' (birthdayDateText).
 */
export function dateText(
  intl: IntlShape,
  b: KeptDay & { year?: number | null },
  { withYear = false, inSentence = false } = {},
) {
  if (intl.locale === DEFAULT_LOCALE) return birthdayDateText(b, { withYear, inSentence });
  const shown = withYear && b.year != null;
  if (keptInOtherCalendar(b)) {
    const calendar = b.calendar as CalendarId;
    const kept = { calendar, month: b.month, leap: b.leap ?? false, day: b.day, year: b.year ?? null };
    const calendarName = calendarNameIn(intl, calendar);
    return (
      keptDateIn(intl.locale, kept, { withYear, calendarName }) ??
      lunarDateText(intl, kept.month, kept.leap, kept.day, shown ? kept.year : null, calendarName)
    );
  }
  return formatPlainDate(
    intl.locale,
    { ...(shown ? { year: 'numeric' } : {}), month: 'long', day: 'numeric' },
    { year: shown ? (b.year as number) : 2000, month: b.month, day: b.day },
  );
}

/** A lunar month where ICU has no names for it (all but Chinese and Korean write 'M08'): 'Monat 8'. */
const lunarMonthText = (intl: IntlShape, month: number, leap: boolean) =>
  intl.formatMessage(
    {
      id: 'keptDates.lunarMonth',
      defaultMessage: '{leap, select, yes {leap month {month, number}} other {month {month, number}}}',
    },
    { month, leap: leap ? 'yes' : 'no' },
  );

function lunarDateText(
  intl: IntlShape,
  month: number,
  leap: boolean,
  day: number,
  year: number | null,
  calendar: string,
) {
  const monthText = lunarMonthText(intl, month, leap);
  return year === null
    ? intl.formatMessage(
        { id: 'keptDates.lunarDate', defaultMessage: '{month}, day {day, number} ({calendar})' },
        { month: monthText, day, calendar },
      )
    : intl.formatMessage(
        {
          id: 'keptDates.lunarDateWithYear',
          defaultMessage: '{month}, day {day, number}, {year} ({calendar})',
        },
        // A year is written without grouping: 1990, not 1,990.
        { month: monthText, day, year: String(year), calendar },
      );
}

/** A month of a date picker's list in the chosen language ('八月', 'אלול', 'März'); `year` whose months they are. */
export function monthText(
  intl: IntlShape,
  calendar: CalendarId,
  month: number,
  leap: boolean,
  year: number | null,
) {
  return keptMonthIn(intl.locale, calendar, month, leap, year) ?? lunarMonthText(intl, month, leap);
}

/**
 * A kept date beside the Gregorian day it falls on this time, in the chosen language ('农历八月十五 · 今年 9月25日周五');
 * English keeps the spec's (keptDateBeside). Null for a Gregorian birthday, whose date says it all.
 */
export function keptDateBesideText(intl: IntlShape, b: KeptDay, celebration: PlainDate, today: PlainDate) {
  if (intl.locale === DEFAULT_LOCALE || !keptInOtherCalendar(b)) return keptDateBeside(b, celebration, today);
  const years = celebration.year - today.year;
  const day = { weekday: 'short', month: 'short', day: 'numeric' } as const;
  // 'this year', 'next year' in the language's own words; later ones by their number.
  const when =
    years <= 1
      ? `${new Intl.RelativeTimeFormat(intl.locale, { numeric: 'auto' }).format(years, 'year')} ${formatPlainDate(intl.locale, day, celebration)}`
      : formatPlainDate(intl.locale, { ...day, year: 'numeric' }, celebration);
  return `${dateText(intl, { ...b, year: null })} · ${when}`;
}
