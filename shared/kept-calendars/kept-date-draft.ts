import { formatBirthDate, splitBirthDate } from '@shared/dates/birth-date';
import { MONTH_NAMES } from '@shared/dates/format';
import type { PlainDate } from '@shared/dates/plain-date';
import { birthdayDateText } from './celebrations';
import {
  type CalendarId,
  fromGregorian,
  isCalendarLoaded,
  type MonthOption,
  monthOptions,
  toGregorian,
  yearRange,
} from './index';

/**
 * The kept-date picker's model (app/components/kept-date-picker.tsx renders it): what the user has picked so far,
 * the months and days it offers for it, why it cannot be saved yet, and what it saves. Pure: the picker passes
 * today's date and whether the draft's calendar is loaded.
 */

/**
 * A birthday as the form keeps it: `date` is '' or the wire format ('YYYY-MM-DD', or '--MM-DD' when the year
 * is unknown) with the month, day and year of `calendar`; `leap` marks a Chinese/Korean leap month.
 */
export type KeptDateValue = { date: string; calendar: CalendarId; leap: boolean };

/** What the picker holds while open: the year as typed, a month and day not chosen yet as null. */
export type Draft = {
  calendar: CalendarId;
  month: number | null;
  leap: boolean;
  day: number | null;
  yearText: string;
};

const MIN_GREGORIAN_YEAR = 1900;

export const emptyDraft = (calendar: CalendarId): Draft => ({
  calendar,
  month: null,
  leap: false,
  day: null,
  yearText: '',
});

/** The draft a saved value opens as. */
export function draftFrom({ date, calendar, leap }: KeptDateValue): Draft {
  const parts = splitBirthDate(date);
  if (!parts) return emptyDraft(calendar);
  const yearText = parts.year === null ? '' : String(parts.year);
  return { calendar, month: parts.month, leap, day: parts.day, yearText };
}

type Limits = { min: number; max: number };

/** The birth years a calendar's year field accepts: none before 1900 nor after this year. */
function yearLimits(calendar: CalendarId, today: PlainDate): Limits {
  const thisYear = fromGregorian(calendar, today).year ?? today.year;
  return calendar === 'gregory'
    ? { min: MIN_GREGORIAN_YEAR, max: thisYear }
    : { min: yearRange(calendar).first, max: thisYear };
}

/** A 4-digit year within the limits, else null. */
function parseYear(text: string, { min, max }: Limits): number | null {
  if (!/^\d{4}$/.test(text)) return null;
  const year = Number(text);
  return year >= min && year <= max ? year : null;
}

/** The value of a month in the month list: '8', or '6L' for the leap month after the 6th. */
export const optionValue = (month: number, leap: boolean) => `${month}${leap ? 'L' : ''}`;
const sameMonth = (o: MonthOption, d: Pick<Draft, 'month' | 'leap'>) =>
  o.month === d.month && o.leap === d.leap;

/** The Gregorian birth date of a complete draft with a year, null otherwise (or when its calendar is not loaded). */
function gregorianBirth(d: Draft, today: PlainDate) {
  if (d.month === null || d.day === null || !isCalendarLoaded(d.calendar)) return null;
  const year = parseYear(d.yearText, yearLimits(d.calendar, today));
  if (year === null) return null;
  return toGregorian({ calendar: d.calendar, month: d.month, leap: d.leap, day: d.day, year });
}

/**
 * The draft in another (loaded) calendar: a complete date with a year is the same day of birth there;
 * without a year the month and day mean nothing in the other calendar, so they are cleared.
 */
export function convertDraft(d: Draft, calendar: CalendarId, today: PlainDate): Draft {
  const birth = gregorianBirth(d, today);
  if (!birth) return emptyDraft(calendar);
  try {
    const kept = fromGregorian(calendar, birth);
    return { calendar, month: kept.month, leap: !!kept.leap, day: kept.day, yearText: String(kept.year) };
  } catch {
    // A birth before 1900 has no date in the other calendars: start that calendar afresh.
    return emptyDraft(calendar);
  }
}

/**
 * The draft with a month chosen from `months` by its option value ('' for none). The chosen day stays only if
 * that month has it (in any year: Feb 29 stays).
 */
export function withMonth(d: Draft, text: string, months: readonly MonthOption[]): Draft {
  const month = text === '' ? null : Number.parseInt(text, 10);
  const leap = text.endsWith('L');
  const days = months.find((o) => o.month === month && o.leap === leap)?.days ?? 0;
  return { ...d, month, leap, day: d.day !== null && d.day <= days ? d.day : null };
}

/** The draft with the year as typed: its digits, four at most. */
export const withYearText = (d: Draft, text: string): Draft => ({
  ...d,
  yearText: text.replace(/\D/g, '').slice(0, 4),
});

/** What the picker shows of a draft. */
export type DraftView = {
  /** The years accepted; null while the calendar is not ready. */
  limits: Limits | null;
  /** Something is typed that is no accepted year. */
  yearInvalid: boolean;
  /** The months offered, in calendar order. */
  months: MonthOption[];
  /** The year whose months are offered; null when they are those of any year. */
  monthsYear: number | null;
  /** The month chosen, among those offered. */
  chosen: MonthOption | undefined;
  /** How many days the grid offers. */
  dayCount: number;
  /** Why the month or day chosen does not exist in the year typed; null when it does. */
  missing: Missing | null;
  /** What the sentence under the year field says; null while the calendar loads. */
  yearHelp: YearHelp | null;
  /** The value Save keeps; null while the draft cannot be saved. */
  value: KeptDateValue | null;
};

/** The picker's view of a draft; `ready` says its calendar is loaded (and none other is loading). */
export function viewOf(draft: Draft, ready: boolean, today: PlainDate): DraftView {
  const limits = ready ? yearLimits(draft.calendar, today) : null;
  const year = limits ? parseYear(draft.yearText, limits) : null;
  const yearInvalid = draft.yearText !== '' && year === null;
  // The months of the year typed; the months of any year while none is, or while the chosen one lacks the month
  // chosen (which stays chosen, with a sentence saying why it cannot be saved).
  const yearMonths = ready && year !== null ? monthOptions(draft.calendar, year) : [];
  const months =
    yearMonths.length > 0 && (draft.month === null || yearMonths.some((o) => sameMonth(o, draft)))
      ? yearMonths
      : ready
        ? monthOptions(draft.calendar)
        : [];
  const chosen = months.find((o) => sameMonth(o, draft));
  const dayCount = chosen ? chosen.days : Math.max(0, ...months.map((o) => o.days));
  const missing = missingOf(draft, year, chosen, yearMonths);
  const canSave = ready && chosen !== undefined && draft.day !== null && !yearInvalid && missing === null;
  return {
    limits,
    yearInvalid,
    months,
    monthsYear: months === yearMonths ? year : null,
    chosen,
    dayCount,
    missing,
    yearHelp: limits ? yearHelpOf(draft, year, limits, today) : null,
    value:
      canSave && chosen && draft.day !== null
        ? {
            date: formatBirthDate({ month: chosen.month, day: draft.day, year }),
            calendar: draft.calendar,
            leap: chosen.leap,
          }
        : null,
  };
}

/** A day of the grid by name: '8th month 15' would read badly, so a kept day in words, a Gregorian one 'June 9'. */
export function dayName(calendar: CalendarId, month: number, leap: boolean, day: number): string {
  return calendar === 'gregory'
    ? `${MONTH_NAMES[month - 1]} ${day}`
    : birthdayDateText({ calendar, month, leap, day });
}

/** The Gregorian years a year of another calendar spans: '1946/47', or '2024' when it lies within one. */
function gregorianYears(calendar: CalendarId, year: number): string {
  const firstDay = (y: number) => toGregorian({ calendar, month: 1, leap: false, day: 1, year: y });
  const start = firstDay(year)?.year ?? year;
  const next = year < yearRange(calendar).last ? firstDay(year + 1) : null;
  const end = next ? (next.month === 1 && next.day === 1 ? next.year - 1 : next.year) : start;
  return end === start ? String(start) : `${start}/${String(end).slice(-2)}`;
}

/**
 * What the sentence under the year field says, as data the picker words in the reader's language: the
 * accepted years (all a Gregorian year needs); for another calendar also the Gregorian birth date once known,
 * else the Gregorian years of the year typed (or of this year, while none is).
 */
export type YearHelp = Limits &
  (
    | { about: 'range' }
    | { about: 'born'; birth: PlainDate }
    | { about: 'year'; year: number; gregorian: string; now: boolean }
  );

function yearHelpOf(draft: Draft, year: number | null, limits: Limits, today: PlainDate): YearHelp {
  if (draft.calendar === 'gregory') return { ...limits, about: 'range' };
  const birth = gregorianBirth(draft, today);
  if (birth) return { ...limits, about: 'born', birth };
  const shown = year ?? limits.max;
  return {
    ...limits,
    about: 'year',
    year: shown,
    gregorian: gregorianYears(draft.calendar, shown),
    now: year === null,
  };
}

/** Why the chosen month or day cannot be kept with the year typed: the year lacks the month, Feb 29, or the day. */
export type Missing =
  | { lacks: 'month'; year: number; month: MonthOption }
  | { lacks: 'feb29'; year: number }
  | { lacks: 'day'; year: number; month: MonthOption };

function missingOf(
  draft: Draft,
  year: number | null,
  chosen: MonthOption | undefined,
  yearMonths: MonthOption[],
): Missing | null {
  if (year === null || !chosen || draft.day === null) return null;
  const inYear = yearMonths.find((o) => sameMonth(o, chosen));
  if (!inYear) return { lacks: 'month', year, month: chosen };
  if (draft.day <= inYear.days) return null;
  return draft.calendar === 'gregory' ? { lacks: 'feb29', year } : { lacks: 'day', year, month: inYear };
}
