// A birthday's date: month and day always, the birth year only when known.
// Wire format (RFC 6350 style): 'YYYY-MM-DD', or '--MM-DD' when the year is unknown.
export type BirthDate = { month: number; day: number; year: number | null };

const WIRE = /^(?:(\d{4})|-)-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month; with no year, February has 29 days so Feb 29 stays choosable. */
export function daysInMonth(month: number, year: number | null = null): number {
  if (month === 2) return year === null || isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isValidBirthDate({ month, day, year }: BirthDate): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12) return false;
  if (year !== null && (!Number.isInteger(year) || year < 1800 || year > 9999)) return false;
  return Number.isInteger(day) && day >= 1 && day <= daysInMonth(month, year);
}

/** The wire date's numbers, unchecked: other calendars number their months and days differently. */
export function splitBirthDate(wire: string): BirthDate | null {
  const m = WIRE.exec(wire);
  return m && { year: m[1] ? Number(m[1]) : null, month: Number(m[2]), day: Number(m[3]) };
}

export function parseBirthDate(wire: string): BirthDate | null {
  const date = splitBirthDate(wire);
  return date && isValidBirthDate(date) ? date : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function formatBirthDate({ month, day, year }: BirthDate): string {
  return `${year === null ? '-' : String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}
