import type { CalendarSystem, MonthInfo, YearInfo } from './system';

// What a calendar is, in one object: each calendar is one file `shared/kept-calendars/<id>.ts` exporting its
// definition (`calendarDefinition({ … })`), and every list of calendars (the ids, the loaders, the words,
// the database's list) is derived from `definitions.ts`, which `npm run indexes` writes from those
// files. docs/calendars.md, "A calendar is one file", has the checklist.

/** How a date of the calendar is said in words (the calendar's name follows in brackets). */
type DateWords =
  /** '10 Tishrei 5740', '1 Ramadan' */
  | 'day month'
  /** '15th day of the leap 6th month of 1950' */
  | 'nth day of the month'
  /** 'March 5, 1990' (the Gregorian calendar only) */
  | 'month day';

type Described<Id extends string> = {
  /** The BCP 47 / ICU calendar name, and the file's name. */
  id: Id;
  /**
   * Its name as the app shows it: the picker, 'Year in the … calendar', a CSV row's error. The app's
   * screens are English only (the message languages of shared/languages.ts write wishes and reminders,
   * which never name a calendar), so this is the English name.
   */
  name: string;
  /** In brackets after a date in words: '10 Tishrei (Hebrew)'. */
  shortName: string;
  /** Month names, the first month first, as a picker lists them. */
  months: readonly string[];
  /**
   * A month's name: by default its entry in `months`, after 'Leap ' for a leap month. `leapYear` says whether
   * the year is a leap year of this calendar (`isLeapYear`), null when the year is unknown.
   */
  monthName(month: number, leap: boolean, leapYear: boolean | null): string;
  words: DateWords;
  /** The birth years it accepts, in its own numbering (those overlapping 1900-2100 for all but Gregorian). */
  years: { first: number; last: number };
};

/** The Gregorian calendar: words and years only; the engine keeps its own rules for it (Feb 29 → Feb 28). */
export type GregorianDefinition = Described<'gregory'>;

/** Every other calendar: its words, its rules for a day a year lacks, and the chunk that computes its years. */
export type KeptCalendarDefinition<Id extends string = string> = Described<Id> & {
  /** Whether its years have leap months that a date is kept in (`leap: true`): the Chinese and Korean. */
  leapMonths: boolean;
  /** Whether a year is a leap year, where a month's name depends on it (Hebrew: Adar or Adar II). */
  isLeapYear?(info: YearInfo): boolean;
  /** The month of a year in which a date kept in (month, leap) is celebrated (docs/calendars.md). */
  celebratedMonth(info: YearInfo, month: number, leap: boolean): MonthInfo;
  /** A day past the end of a short month: its last day, or the first day of the next month. */
  overflow: 'last-day' | 'next-day';
  /** Imports and builds its year structure: a chunk of its own, loaded only for a page that needs it. */
  load(): Promise<CalendarSystem>;
};

export type CalendarDefinition = GregorianDefinition | KeptCalendarDefinition;

type Input<D extends Described<string>> = Omit<D, 'monthName'> & Partial<Pick<D, 'monthName'>>;

const entryOf = (months: readonly string[]) => (month: number, leap: boolean) =>
  `${leap ? 'Leap ' : ''}${months[month - 1]}`;

/** A calendar's definition: the one object its file exports (month names default as `monthName` says). */
export const calendarDefinition = <const Id extends string>(
  input: Input<KeptCalendarDefinition<Id>>,
): KeptCalendarDefinition<Id> => ({ monthName: entryOf(input.months), ...input });

export const gregorianDefinition = (input: Input<GregorianDefinition>): GregorianDefinition => ({
  monthName: entryOf(input.months),
  ...input,
});

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
