import { formatBirthDate, isValidBirthDate } from '@shared/dates/birth-date';

type DateOrder = 'day-month' | 'month-day';

/** How a contacts file's numeric dates were read, for the preview to say. */
export type DatesRead = {
  order: DateOrder;
  /** 'file': a value above 12 in the file settled it; 'locale': the user's language did. */
  from: 'file' | 'locale';
  /** A date of the file that could be read either way, as written, and as it was read. */
  example: string;
  exampleRead: string;
};

type Reading =
  | { kind: 'none' }
  | { kind: 'date'; wire: string }
  | { kind: 'either'; first: number; second: number; year: number | null }
  | { kind: 'unreadable' };

/** ISO 1985-04-12, Google's --04-12, and year-first 1985/04/12 or 1985.4.12. */
const YEAR_FIRST = /^(\d{4}|-)[-/.](\d{1,2})[-/.](\d{1,2})\.?$/;
/** 4/12/1985, 12.4.1985, 12-4-85, '12. 4. 1985' (the forms Outlook writes in its many locales). */
const YEAR_LAST = /^(\d{1,2})\s*([/.-])\s*(\d{1,2})\s*\2\s*(\d{2}|\d{4})\.?$/;
/** Outlook.com and some versions of Outlook add a midnight time to the date. */
const TIME = /\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?$/i;

/** No date form is longer; a longer cell is read as no date without running a pattern over it. */
const MAX_DATE_LENGTH = 32;

function readOne(raw: string): Reading {
  const trimmed = raw.trim();
  if (trimmed.length > MAX_DATE_LENGTH) return { kind: 'unreadable' };
  const value = trimmed.replace(TIME, '');
  // Outlook writes 0/0/00 (or 00.00.0000) for "no birthday".
  if (!value || /^[0\s/.-]+$/.test(value)) return { kind: 'none' };
  const iso = YEAR_FIRST.exec(value);
  if (iso) return wireOf(iso[1] === '-' ? null : Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const m = YEAR_LAST.exec(value);
  if (!m) return { kind: 'unreadable' };
  const [first, second, year] = [Number(m[1]), Number(m[3]), fullYear(m[4]!)];
  // A dot always follows the day (12.4.1985 in German, Russian, Polish, Czech, Turkish…).
  if (m[2] === '.') return wireOf(year, second, first);
  return { kind: 'either', first, second, year };
}

function wireOf(year: number | null, month: number, day: number): Reading {
  const date = { year, month, day };
  return isValidBirthDate(date) ? { kind: 'date', wire: formatBirthDate(date) } : { kind: 'unreadable' };
}

/** '85' is 1985 and '05' is 2005: a two-digit year is never in the future. */
function fullYear(text: string): number {
  if (text.length === 4) return Number(text);
  const now = new Date().getFullYear();
  const year = 2000 + Number(text);
  return year > now ? year - 100 : year;
}

/** Whether the language writes the day before the month (en-GB, de, fr) or after it (en-US, ja). */
export function localeReadsDayFirst(locale: string): boolean {
  try {
    const parts = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', year: 'numeric' })
      .formatToParts(new Date(2000, 11, 31))
      .map((p) => p.type);
    return parts.indexOf('day') < parts.indexOf('month');
  } catch {
    return false;
  }
}

/**
 * The birthdays of a contacts file's Birthday column, each as 'YYYY-MM-DD' / '--MM-DD', '' for
 * none, or null when it cannot be read. Whether 4/12/1985 is April 12 or 4 December is settled
 * by the file itself (a first number above 12 anywhere means day first, a second one month first),
 * else by the user's language. A date that contradicts the order the file settled is unreadable.
 */
export function readContactDates(
  values: readonly string[],
  locale: string,
): { dates: (string | null)[]; read?: DatesRead } {
  const readings = values.map(readOne);
  const either = readings.flatMap((r, i) => (r.kind === 'either' ? [{ r, value: values[i]!.trim() }] : []));
  if (either.length === 0) return { dates: readings.map(plain) };
  // 13/13/1980 is no date either way, so it settles nothing.
  const dayFirstSeen = either.some(({ r }) => r.first > 12 && r.second <= 12);
  const monthFirstSeen = either.some(({ r }) => r.second > 12 && r.first <= 12);
  const fromFile = dayFirstSeen !== monthFirstSeen;
  const dayFirst = fromFile ? dayFirstSeen : localeReadsDayFirst(locale);
  const shown = either.find(({ r }) => r.first <= 12 && r.second <= 12) ?? either[0]!;
  const dates = readings.map((r) => {
    if (r.kind !== 'either') return plain(r);
    const read = dayFirst ? wireOf(r.year, r.second, r.first) : wireOf(r.year, r.first, r.second);
    return read.kind === 'date' ? read.wire : null;
  });
  const read: DatesRead = {
    order: dayFirst ? 'day-month' : 'month-day',
    from: fromFile ? 'file' : 'locale',
    example: shown.value,
    exampleRead: dates[readings.indexOf(shown.r)] ?? '',
  };
  return { dates, read };
}

const plain = (r: Reading) => (r.kind === 'date' ? r.wire : r.kind === 'none' ? '' : null);
