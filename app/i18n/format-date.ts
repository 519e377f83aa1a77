import type { PlainDate } from '@shared/dates/plain-date';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A formatter of Gregorian days in the chosen language, kept per language and options. Always the
 * Gregorian calendar (Persian and Arabic locales would default to their own) and UTC, for a
 * PlainDate is a day, not an instant.
 */
export function gregorianFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, calendar: 'gregory', timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

/** The instant a PlainDate's day starts in UTC, any year (years below 100 included). */
export function utcDay({ year, month, day }: PlainDate): Date {
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  return at;
}

/** A Gregorian day in the chosen language: `{ month: 'long', day: 'numeric' }` gives 'March 3' in English. */
export const formatPlainDate = (locale: string, options: Intl.DateTimeFormatOptions, date: PlainDate) =>
  gregorianFormat(locale, options).format(utcDay(date));
