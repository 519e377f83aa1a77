import type { Birthday } from '@shared/schemas/birthday';
import Papa from 'papaparse';

export const EXPORT_FILE_NAME = 'birthdays.csv';

type Exported = Pick<Birthday, 'name' | 'date' | 'notes' | 'phoneNumber' | 'countryCode'>;

/**
 * The spec's export (§9): columns Name, Date, Notes, Phone Number, which the CSV import reads back
 * as the same list. The phone is written '+1 2015550123' so the country code splits off unambiguously.
 * No formula guard (a leading ' on cells starting with = + - @): it would change names and notes,
 * and '--05-17' or '+1 …' would need it too, so export → import would no longer give the same list.
 */
export function toBirthdaysCsv(birthdays: readonly Exported[]): string {
  const rows = birthdays.map((b) => [
    b.name,
    b.date,
    b.notes,
    b.phoneNumber ? `${b.countryCode ?? ''} ${b.phoneNumber}`.trim() : '',
  ]);
  // The BOM makes spreadsheet apps read UTF-8 (names in any script, emoji); the import drops it.
  return `\uFEFF${Papa.unparse({ fields: ['Name', 'Date', 'Notes', 'Phone Number'], data: rows }, { newline: '\r\n' })}\r\n`;
}
