import type { PlainDate } from '@shared/dates/plain-date';
import { fromEpochDay } from './epoch-day';
import { describeKeptDate, toGregorian } from './index';
import { calendarSystem, definitionOf } from './registry';
import type { CalendarId, KeptDate } from './types';
import { monthName } from './words';

// Kept dates and month names in the reader's language (issue 40: 农历八月十五, 음력 8월 15일, כ״ט באלול,
// ١ رمضان, ۳۰ اسفند), written by ICU (Intl.DateTimeFormat with the calendar) on a real Gregorian day of the
// date. English keeps the spec's words (words.ts). Node's and Chromium's ICU agree on everything used here;
// `dateStyle` is avoided but for Chinese, for Chromium writes a Hebrew date's long style as digits.

type Options = {
  withYear?: boolean;
  /** The calendar's name in the reader's language, after a date the language does not keep ('29. Elul (Hebräisch)'). */
  calendarName: string;
};

/** The calendars whose `leap` is a leap month; ICU names their months only in Chinese and Korean ('M08' elsewhere). */
const LUNAR: readonly CalendarId[] = ['chinese', 'dangi'];
const LUNAR_LANGUAGES = ['zh', 'ko'];

/**
 * Where the reader's language keeps the calendar, its dates need no calendar's name: the lunar ones lead with the
 * word people write (农历, 음력), the others are plain ('כ״ט באלול', '١ رمضان').
 */
const KEPT_IN: Partial<Record<CalendarId, Record<string, string>>> = {
  chinese: { zh: '农历' },
  dangi: { ko: '음력 ' },
  hebrew: { he: '' },
  'hebrew-yahrzeit': { he: '' },
  'islamic-umalqura': { ar: '', fa: '' },
  persian: { fa: '' },
};

const ADAR = 7;
const languageOf = (locale: string) => new Intl.Locale(locale).language;
const isHebrew = (calendar: CalendarId) => calendar === 'hebrew' || calendar === 'hebrew-yahrzeit';

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, calendar: CalendarId, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${calendar}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      ...options,
      // A yahrzeit is a Hebrew date; its `leap` only carries the rules.
      calendar: isHebrew(calendar) ? 'hebrew' : calendar,
      // Arabic's kept dates in Arabic-Indic digits, as the issue writes them (ICU's `ar` default is Latin now).
      ...(languageOf(locale) === 'ar' ? { numberingSystem: 'arab' } : {}),
      timeZone: 'UTC',
    });
    formats.set(key, f);
  }
  return f;
}
const utc = ({ year, month, day }: PlainDate) => new Date(Date.UTC(year, month - 1, day));

/**
 * A Gregorian day that is the kept date: that of its year when it has one, else one of a year in which the month
 * has the day (a common year for Hebrew month 7, which then reads Adar, as the English words choose).
 */
function gregorianDayOf(kept: KeptDate): PlainDate {
  const { calendar, month, day } = kept;
  if (calendar === 'gregory') return { year: 2000, month, day };
  const exact = toGregorian(kept);
  if (exact) return exact;
  const sys = calendarSystem(calendar);
  const leapYear = definitionOf(calendar).isLeapYear;
  const isMonth = LUNAR.includes(calendar)
    ? (m: { month: number; leap: boolean }) => m.month === month && m.leap === !!kept.leap
    : (m: { month: number }) => m.month === month;
  // The first and last years lie partly outside 1900-2100.
  for (let year = sys.lastYear - 1; year > sys.firstYear; year--) {
    const info = sys.yearInfo(year);
    if (month === ADAR && isHebrew(calendar) && leapYear?.(info)) continue;
    const m = info.months.find(isMonth);
    if (m && day <= m.length) return fromEpochDay(m.start + day - 1);
  }
  throw new RangeError(`No ${calendar} year has month ${month} day ${day}`);
}

/**
 * The parts without those of `dropped` types, each with the literal that joins it to the rest ('29 de elul de
 * 5784 AM' without year and era: '29 de elul').
 */
function without(parts: Intl.DateTimeFormatPart[], dropped: readonly string[]): string {
  const kept: Intl.DateTimeFormatPart[] = [];
  let dropNextLiteral = false;
  for (const part of parts) {
    if (dropped.includes(part.type)) {
      if (kept.at(-1)?.type === 'literal') kept.pop();
      else dropNextLiteral = true;
      continue;
    }
    if (!(dropNextLiteral && part.type === 'literal')) kept.push(part);
    dropNextLiteral = false;
  }
  return kept.map((p) => p.value).join('');
}

// Hebrew numerals (gematria) for days and years: ICU writes them only in a long style Chromium lacks.
const HEBREW_DIGITS = [
  ['', 'א', 'ב', 'ג', 'ד', 'ה', 'ו', 'ז', 'ח', 'ט'],
  ['', 'י', 'כ', 'ל', 'מ', 'נ', 'ס', 'ע', 'פ', 'צ'],
  ['', 'ק', 'ר', 'ש', 'ת', 'תק', 'תר', 'תש', 'תת', 'תתק'],
];
/** 29 → כ״ט, 15 → ט״ו (not י״ה, a name of God), 5784 → תשפ״ד (the thousands left out, as usual). */
function hebrewNumeral(n: number): string {
  const rest = n % 1000;
  const letters = [2, 1, 0]
    .map((place) => HEBREW_DIGITS[place]![Math.floor(rest / 10 ** place) % 10])
    .join('');
  const word = letters.replace(/יה$/, 'טו').replace(/יו$/, 'טז');
  return word.length === 1 ? `${word}׳` : `${word.slice(0, -1)}״${word.slice(-1)}`;
}

/**
 * A kept date in the reader's language: '农历八月十五', '음력 8월 15일', 'כ״ט באלול', '١ رمضان', '۳۰ اسفند', or with
 * the calendar's name where the language does not keep it ('29. Elul (Hebräisch)'); in English the spec's words
 * ('15th day of the 8th month (Chinese lunar)'). With `withYear`, the year in the calendar's numbering (the
 * Chinese with its cyclic name: 农历1990庚午年八月十五). Null for a lunar date where ICU has no month names
 * (all but Chinese and Korean): the caller says it in its own words. The calendar must be loaded.
 */
export function keptDateIn(locale: string, kept: KeptDate, { withYear = false, calendarName }: Options) {
  const language = languageOf(locale);
  if (language === 'en') return describeKeptDate(kept, { withYear });
  const { calendar } = kept;
  if (LUNAR.includes(calendar) && !LUNAR_LANGUAGES.includes(language)) return null;
  const year = withYear && kept.year !== null;
  const day = gregorianDayOf(year ? kept : { ...kept, year: null });
  // Chinese days are named (初一, 十五) only in the long style; Korean writes its year as '1990년(경오년)'.
  const options: Intl.DateTimeFormatOptions =
    language === 'zh' && LUNAR.includes(calendar)
      ? { dateStyle: 'long' }
      : { month: 'long', day: 'numeric', ...(year ? { year: 'numeric' } : {}) };
  let parts = format(locale, calendar, options).formatToParts(utc(day));
  if (language === 'he' && isHebrew(calendar)) {
    parts = parts.map((p) =>
      p.type === 'day' || p.type === 'year' ? { ...p, value: hebrewNumeral(Number(p.value)) } : p,
    );
  }
  const lead = KEPT_IN[calendar]?.[language];
  // A calendar kept elsewhere says its name instead of its era ('AM', '希伯来历').
  const dropped = [
    ...(year ? [] : ['year', 'relatedYear', 'yearName']),
    ...(lead === undefined ? ['era'] : []),
  ];
  const text = without(parts, dropped);
  if (lead !== undefined) return `${lead}${text}`;
  return language === 'zh' ? `${text}（${calendarName}）` : `${text} (${calendarName})`;
}

/** One month's name in the reader's language, where ICU has one: '八月', 'אלול'; '13月' where it has a number. */
function icuMonthName(
  locale: string,
  calendar: CalendarId,
  month: number,
  leap: boolean,
  year: number | null,
) {
  const day = utc(gregorianDayOf({ calendar, month, leap, day: 1, year }));
  const name = format(locale, calendar, { month: 'long' }).format(day);
  if (!/^\p{Nd}+$/u.test(name)) return name;
  // The number with the word that follows it in a date ('13' of '13月29日').
  const parts = format(locale, calendar, { month: 'long', day: 'numeric' }).formatToParts(day);
  const at = parts.findIndex((p) => p.type === 'month');
  const after = parts[at + 1]?.type === 'literal' ? parts[at + 1]!.value.trim() : '';
  return `${Number(parts[at]!.value)}${after}`;
}

/**
 * A month's name as a date picker lists it, in the reader's language: '闰六月', 'אלול', 'März'; in English the
 * spec's ('Leap 6th month'). Hebrew month 7 without a year is either Adar ('אדר או אדר ב׳'), as in English. Null
 * for a lunar month where ICU has no names (see keptDateIn). `year` is the year whose months are listed, if any.
 */
export function keptMonthIn(
  locale: string,
  calendar: CalendarId,
  month: number,
  leap: boolean,
  year: number | null,
): string | null {
  const language = languageOf(locale);
  if (language === 'en') {
    const leapYear =
      calendar === 'gregory' || year === null
        ? null
        : (definitionOf(calendar).isLeapYear?.(calendarSystem(calendar).yearInfo(year)) ?? null);
    return monthName(calendar, month, leap, leapYear);
  }
  if (LUNAR.includes(calendar) && !LUNAR_LANGUAGES.includes(language)) return null;
  if (month === ADAR && isHebrew(calendar) && year === null) {
    // 5783 was a common year, 5784 a leap one.
    const commonAdar = icuMonthName(locale, calendar, month, leap, 5783);
    const leapYearAdar = icuMonthName(locale, calendar, month, leap, 5784);
    return new Intl.ListFormat(locale, { type: 'disjunction' }).format([commonAdar, leapYearAdar]);
  }
  return icuMonthName(locale, calendar, month, leap, year);
}
