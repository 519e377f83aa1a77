import { type DateKindId, kindName, kindOf } from '@shared/date-kinds';
import { parseBirthDate } from '@shared/dates/birth-date';
import type { Birthday } from '@shared/schemas/birthday';
import { toE164 } from '@shared/schemas/phone';

export const VCARD_EXPORT_FILE_NAME = 'birthdays.vcf';

const PRODID = '-//Cakeday//Birthdays//EN';

/** Our own export: its CATEGORIES are Cakeday categories, so importing it gives back what it holds. */
export const isCakedayVcard = (prodid: string) => prodid.trim() === PRODID;

type Exported = Pick<
  Birthday,
  'name' | 'date' | 'calendar' | 'kind' | 'label' | 'category' | 'notes' | 'phoneNumber' | 'countryCode'
>;

/**
 * The property a kind's date is written as: vCard 4.0's BDAY and ANNIVERSARY, RFC 6474's DEATHDATE. A
 * kind vCard has none for is Apple's labelled date (X-ABDATE with X-ABLABEL), which Apple Contacts,
 * Google Contacts and Cakeday read.
 */
const DATE_PROPERTIES: Partial<Record<DateKindId, string>> = {
  birthday: 'BDAY',
  anniversary: 'ANNIVERSARY',
  remembrance: 'DEATHDATE',
};

/**
 * Every birthday as a vCard 4.0 (RFC 6350), for a phone's contacts: FN and N (the whole name as the
 * given name: splitting names is a guess that fails many cultures), BDAY as 19900517 or --0517 when
 * the year is unknown, CATEGORIES, NOTE and the phone as a tel: URI. CRLF lines folded at 75 octets.
 * A day of another kind is its own card, its date in the property of its kind (DATE_PROPERTIES),
 * so a person with a birthday and an anniversary in Cakeday is two cards, as they are two rows.
 * A date kept in another calendar is not written (docs/calendars.md, "vCard"): a contacts app
 * repeats BDAY on its Gregorian month and day, which a lunar or Hijri birthday moves off every year.
 */
export function toBirthdaysVcard(birthdays: readonly Exported[]): string {
  return birthdays.map(cardOf).join('');
}

function cardOf(b: Exported): string {
  const e164 = b.phoneNumber && b.countryCode ? toE164(b.countryCode, b.phoneNumber) : null;
  const lines = [
    'BEGIN:VCARD',
    'VERSION:4.0',
    `PRODID:${PRODID}`,
    `FN:${escapeText(b.name)}`,
    `N:;${escapeText(b.name)};;;`,
    ...(b.calendar === 'gregory' ? dateLinesOf(b) : []),
    `CATEGORIES:${escapeText(b.category)}`,
    ...(b.notes ? [`NOTE:${escapeText(b.notes)}`] : []),
    ...(e164 ? [`TEL;VALUE=uri;TYPE=cell:tel:${e164}`] : []),
    'END:VCARD',
  ];
  return lines.map(fold).join('');
}

function dateLinesOf(b: Exported): string[] {
  const date = parseBirthDate(b.date)!;
  const mmdd = `${String(date.month).padStart(2, '0')}${String(date.day).padStart(2, '0')}`;
  const value = `${date.year === null ? '--' : String(date.year).padStart(4, '0')}${mmdd}`;
  const kind = kindOf(b.kind);
  const property = DATE_PROPERTIES[kind.id];
  if (property) return [`${property}:${value}`];
  return [`item1.X-ABDATE:${value}`, `item1.X-ABLABEL:${escapeText(kindName(kind.id, b.label))}`];
}

/** RFC 6350 §3.4: backslash, comma, semicolon and line breaks escaped in a text value. */
const escapeText = (text: string) => text.replace(/[\\,;]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');

const utf8 = new TextEncoder();

/** A content line cut into lines of at most 75 octets, never inside a character (RFC 6350 §3.2). */
function fold(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    if (octets + size > 75) {
      parts.push(part);
      part = ' ';
      octets = 1;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return `${parts.join('\r\n')}\r\n`;
}
