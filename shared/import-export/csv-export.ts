import { kindOf } from '@shared/date-kinds';
import type { Birthday } from '@shared/schemas/birthday';
import Papa from 'papaparse';

export const EXPORT_FILE_NAME = 'birthdays.csv';

type Exported = Pick<
  Birthday,
  'name' | 'date' | 'calendar' | 'leap' | 'kind' | 'label' | 'notes' | 'phoneNumber' | 'countryCode'
>;

/**
 * The spec's export (§9): columns Name, Date, Notes, Phone Number, which the CSV import reads back
 * as the same list. A list with a birthday kept in another calendar also gets Calendar ('gregory',
 * 'chinese', … as in docs/calendars.md: the Date's month and day are that calendar's) and Leap Month
 * ('yes' for a Chinese or Korean leap month); a list of Gregorian birthdays is exactly the spec's file,
 * and a file without the two columns is Gregorian. In the same way a list with a day of another kind
 * gets Kind (the kind's id: 'birthday', 'anniversary', 'remembrance', 'other') and Label (an 'other'
 * day's name), and a file without them is a list of birthdays.
 * The phone is written '+1 2015550123' so the country code splits off unambiguously.
 * No formula guard (a leading ' on cells starting with = + - @): it would change names and notes,
 * and '--05-17' or '+1 …' would need it too, so export → import would no longer give the same list.
 */
export function toBirthdaysCsv(birthdays: readonly Exported[]): string {
  const kept = birthdays.some((b) => b.calendar !== 'gregory');
  const kinds = birthdays.some((b) => kindOf(b.kind).id !== 'birthday');
  const rows = birthdays.map((b) => {
    const kind = kindOf(b.kind);
    return [
      b.name,
      b.date,
      b.notes,
      b.phoneNumber ? `${b.countryCode ?? ''} ${b.phoneNumber}`.trim() : '',
      ...(kept ? [b.calendar, b.leap ? 'yes' : ''] : []),
      ...(kinds ? [kind.id, kind.labelled ? (b.label ?? '') : ''] : []),
    ];
  });
  const fields = [
    'Name',
    'Date',
    'Notes',
    'Phone Number',
    ...(kept ? ['Calendar', 'Leap Month'] : []),
    ...(kinds ? ['Kind', 'Label'] : []),
  ];
  // The BOM makes spreadsheet apps read UTF-8 (names in any script, emoji); the import drops it.
  return `\uFEFF${Papa.unparse({ fields, data: rows }, { newline: '\r\n' })}\r\n`;
}
