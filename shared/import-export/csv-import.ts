import Papa from 'papaparse';
import { MSG } from '../messages';
import { checkImportRows, type ImportEntry, ImportFileError, type ParsedImportFile } from './import-file';

type Columns = {
  name: (cells: string[]) => string;
  date: number;
  notes: number;
  phone: number;
  /** Google Contacts lists every contact; a blank Birthday there is a contact to skip, not an error. */
  contacts: boolean;
};

/**
 * Reads a CSV of birthdays (spec §5): the spec's own columns (any header containing 'name' and
 * 'date', optional 'notes' and 'phone'), or a Google Contacts export (its 'Birthday' column).
 */
export function parseCsvImport(text: string): ParsedImportFile {
  const newline = detectNewline(text);
  const headerEnd = text.indexOf(newline);
  const headerLine = headerEnd < 0 ? text : text.slice(0, headerEnd);
  const parsed = Papa.parse<string[]>(text, {
    delimiter: detectDelimiter(headerLine),
    newline,
    skipEmptyLines: 'greedy',
  });
  if (parsed.errors.some((e) => e.type === 'Quotes') || parsed.data.length < 2) {
    throw new ImportFileError(MSG.csvEmptyOrInvalid);
  }
  const [header, ...rows] = parsed.data as [string[], ...string[][]];
  checkImportRows(rows.length);
  const columns = findColumns(header.map((h) => h.trim().toLowerCase()));

  const entries: ImportEntry[] = [];
  let withoutBirthday = 0;
  rows.forEach((cells, i) => {
    const cell = (index: number) => (index >= 0 ? (cells[index] ?? '').trim() : '');
    const date = cell(columns.date);
    if (!date && columns.contacts) {
      withoutBirthday++;
      return;
    }
    entries.push({
      // The header is row 1, as a spreadsheet numbers it.
      row: i + 2,
      name: columns.name(cells),
      date,
      // The spec asks for YYYY-MM-DD; '--MM-DD' (RFC 6350, our export's year-less form) passes too.
      ...(date && !/^(?:\d{4}|-)-\d{2}-\d{2}$/.test(date) ? { error: MSG.csvDateFormat } : {}),
      notes: cell(columns.notes),
      // Google joins several numbers with ' ::: '; the first is the main one.
      phone: cell(columns.phone).split(':::')[0]!.trim(),
    });
  });
  return { source: 'csv', entries, withoutBirthday };
}

function findColumns(header: string[]): Columns {
  const containing = (word: string) => header.findIndex((h) => h.includes(word));
  const exactly = (...names: string[]) => header.findIndex((h) => names.includes(h));
  const name = exactly('name') >= 0 ? exactly('name') : containing('name');
  const date = containing('date');
  const phone = exactly('phone 1 - value') >= 0 ? exactly('phone 1 - value') : containing('phone');
  const notes = containing('notes');
  if (name >= 0 && date >= 0) {
    return { name: (cells) => (cells[name] ?? '').trim(), date, notes, phone, contacts: false };
  }
  const birthday = exactly('birthday');
  if (birthday >= 0 && name >= 0) {
    // Google Contacts: 'Name' in older exports; given, middle and family names in newer ones.
    const parts = [
      exactly('first name', 'given name'),
      exactly('middle name', 'additional name'),
      exactly('last name', 'family name'),
    ];
    const full = exactly('name');
    const nameOf = (cells: string[]) =>
      (full >= 0 && cells[full]?.trim()) ||
      parts
        .map((p) => (p >= 0 ? (cells[p] ?? '').trim() : ''))
        .filter(Boolean)
        .join(' ');
    return { name: nameOf, date: birthday, notes, phone, contacts: true };
  }
  throw new ImportFileError(MSG.csvMissingColumns);
}

/** The header's own line end decides; a quoted note may hold any other. */
function detectNewline(text: string): '\r\n' | '\r' | '\n' {
  const lf = text.indexOf('\n');
  const cr = text.indexOf('\r');
  if (cr >= 0 && (lf < 0 || cr < lf)) return cr + 1 === lf ? '\r\n' : '\r';
  return '\n';
}

/** Spreadsheet apps in many locales write ';' (or a tab) where others write ','. */
function detectDelimiter(headerLine: string): string {
  const count = (d: string) => headerLine.split(d).length;
  return [',', ';', '\t'].reduce((best, d) => (count(d) > count(best) ? d : best));
}
