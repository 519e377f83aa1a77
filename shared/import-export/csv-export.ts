import type { Birthday } from '@shared/schemas/birthday';
import Papa from 'papaparse';

export const EXPORT_FILE_NAME = 'birthdays.csv';

type Exported = Pick<
  Birthday,
  'name' | 'date' | 'calendar' | 'leap' | 'notes' | 'phoneNumber' | 'countryCode'
>;

/**
 * The spec's export (§9): columns Name, Date, Notes, Phone Number, which the CSV import reads back
 * as the same list, then Calendar ('gregory', 'chinese', … as in docs/calendars.md: the Date's month and
 * day are that calendar's) and Leap Month ('yes' for a Chinese or Korean leap month). A file without the
 * last two is Gregorian, as every file was before them.
 * The phone is written '+1 2015550123' so the country code splits off unambiguously.
 * No formula guard (a leading ' on cells starting with = + - @): it would change names and notes,
 * and '--05-17' or '+1 …' would need it too, so export → import would no longer give the same list.
 */
export function toBirthdaysCsv(birthdays: readonly Exported[]): string {
  const rows = birthdays.map((b) => [
    b.name,
    b.date,
    b.notes,
    b.phoneNumber ? `${b.countryCode ?? ''} ${b.phoneNumber}`.trim() : '',
    b.calendar,
    b.leap ? 'yes' : '',
  ]);
  const fields = ['Name', 'Date', 'Notes', 'Phone Number', 'Calendar', 'Leap Month'];
  // The BOM makes spreadsheet apps read UTF-8 (names in any script, emoji); the import drops it.
  return `\uFEFF${Papa.unparse({ fields, data: rows }, { newline: '\r\n' })}\r\n`;
}
