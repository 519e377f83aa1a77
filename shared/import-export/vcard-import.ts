import ICAL from 'ical.js';
import { MSG } from '../messages';
import { checkImportRows, type ImportEntry, ImportFileError, type ParsedImportFile } from './import-file';

/** 1990-05-17, 19900517, --05-17, --0517, each perhaps with a time part (vCard 3.0 and 4.0). */
const BDAY = /^(\d{4}|--)-?(\d{2})-?(\d{2})(?:T.*)?$/;

/** Reads a .vcf file as Apple Contacts and Google Contacts export it, one entry per contact with a birthday. */
export function parseVcardImport(text: string): ParsedImportFile {
  let cards: ICAL.Component[];
  try {
    const parsed = ICAL.parse(text);
    // One card parses to a jCard, several to a list of them.
    const list = (typeof parsed[0] === 'string' ? [parsed] : parsed) as unknown[];
    cards = list.map((j) => new ICAL.Component(j as never)).filter((c) => c.name === 'vcard');
  } catch {
    throw new ImportFileError(MSG.vcardEmptyOrInvalid);
  }
  if (cards.length === 0) throw new ImportFileError(MSG.vcardEmptyOrInvalid);
  checkImportRows(cards.length);

  const entries: ImportEntry[] = [];
  let withoutBirthday = 0;
  cards.forEach((card, i) => {
    const bday = card.getFirstProperty('bday');
    if (!bday) {
      withoutBirthday++;
      return;
    }
    const date = birthDateOf(String(bday.getFirstValue() ?? ''), bday.getParameter('x-apple-omit-year'));
    entries.push({
      row: i + 1,
      name: nameOf(card),
      date: date ?? '',
      ...(date ? {} : { error: MSG.vcardBirthdayUnreadable }),
      notes: textOf(card.getFirstPropertyValue('note')),
      phone: textOf(card.getFirstPropertyValue('tel')).replace(/^tel:/i, ''),
    });
  });
  return { source: 'vcard', entries, withoutBirthday };
}

function birthDateOf(value: string, appleOmitYear: unknown): string | null {
  const m = BDAY.exec(value.trim());
  if (!m) return null;
  // Apple stores a year-less birthday under a placeholder year it names in X-APPLE-OMIT-YEAR.
  const year = m[1] === '--' || m[1] === String(appleOmitYear) ? '-' : m[1];
  return `${year}-${m[2]}-${m[3]}`;
}

/** FN when present; else N's given, middle and family names. */
function nameOf(card: ICAL.Component): string {
  const fn = textOf(card.getFirstPropertyValue('fn')).trim();
  if (fn) return fn;
  const n = card.getFirstPropertyValue('n');
  if (!Array.isArray(n)) return textOf(n).trim();
  const [family, given, middle] = n.map((part) => (Array.isArray(part) ? part.join(' ') : textOf(part)));
  return [given, middle, family]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
