// A calendar date with no time or zone attached. "Today" depends on where the user is, so the app
// turns an instant into a PlainDate once (todayIn) and does all birthday arithmetic on plain dates.
export type PlainDate = { year: number; month: number; day: number };

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Building a DateTimeFormat is costly and todayIn runs per render and per reminder check. The one
// cache per zone for the whole app: the reminder engine reads its zones' clocks through it too.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  try {
    // Pin calendar and digits so a locale default (e.g. a non-Gregorian calendar) cannot leak in.
    const formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
    return formatter;
  } catch {
    return null;
  }
}

export function isValidTimeZone(tz: string): boolean {
  return formatterFor(tz) !== null;
}

/**
 * The wall clock at instant `now` in an IANA zone: its calendar date and hour (0-23). An unknown zone
 * counts as UTC rather than failing.
 */
export function clockIn(timeZone: string, now: Date | number): { date: PlainDate; hour: number } {
  const formatter = formatterFor(timeZone) ?? formatterFor('UTC')!;
  const parts = formatter.formatToParts(now);
  const part = (type: 'year' | 'month' | 'day' | 'hour') => Number(parts.find((p) => p.type === type)?.value);
  return { date: { year: part('year'), month: part('month'), day: part('day') }, hour: part('hour') };
}

/** The calendar date at instant `now` in an IANA zone; an unknown zone counts as UTC rather than failing. */
export function todayIn(timeZone: string, now: Date): PlainDate {
  return clockIn(timeZone, now).date;
}

// setUTCFullYear rather than Date.UTC(year, ...) because Date.UTC maps years 0-99 to 1900-1999.
function toUtcMs({ year, month, day }: PlainDate): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

function fromUtcMs(ms: number): PlainDate {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

// UTC has no DST, so whole days are always exactly MS_PER_DAY apart.
export function addDays(d: PlainDate, n: number): PlainDate {
  return fromUtcMs(toUtcMs(d) + n * MS_PER_DAY);
}

/** Whole days from `from` to `to`; negative when `to` is earlier. */
export function diffDays(from: PlainDate, to: PlainDate): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / MS_PER_DAY);
}

export function comparePlainDates(a: PlainDate, b: PlainDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function toIsoDate(d: PlainDate): string {
  return `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
}

/** Parses 'YYYY-MM-DD'; throws a RangeError on anything else, since callers pass trusted, stored values. */
export function fromIsoDate(s: string): PlainDate {
  const m = ISO_DATE.exec(s);
  if (m) {
    const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
    // A round trip through UTC normalises overflow like 02-30, so a mismatch means the date does not exist.
    if (comparePlainDates(fromUtcMs(toUtcMs(date)), date) === 0) return date;
  }
  throw new RangeError(`Invalid ISO date: ${JSON.stringify(s)}`);
}

/** 0 = Sunday ... 6 = Saturday, matching Date#getDay and the calendar grid's S M T W T F S columns. */
export function weekday(d: PlainDate): number {
  return new Date(toUtcMs(d)).getUTCDay();
}
