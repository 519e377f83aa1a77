import { DATE_KINDS, type DateKindId } from '@shared/date-kinds';
import { keptDateOf } from '@shared/kept-calendars/celebrations';
import { CALENDAR_IDS, type CalendarId, calendarName } from '@shared/kept-calendars/index';
import { MSG } from '@shared/messages';
import Papa from 'papaparse';
import { readContactDates } from './contact-dates';
import { checkImportRows, type ImportEntry, ImportFileError, type ParsedImportFile } from './import-file';

/**
 * The column names of Google Contacts' and Outlook's contact exports (Outlook in English and
 * German; Google writes English names whatever the user's language), lower case.
 */
const CONTACT_COLUMNS = {
  birthday: ['birthday', 'geburtstag'],
  full: ['name'],
  first: ['first name', 'given name', 'vorname'],
  middle: ['middle name', 'additional name', 'weitere vornamen'],
  last: ['last name', 'family name', 'nachname'],
  notes: ['notes', 'notizen'],
  // Google numbers its phones; Outlook has one column per kind, the mobile first.
  phones: [
    ...Array.from({ length: 9 }, (_, i) => `phone ${i + 1} - value`),
    'mobile phone',
    'primary phone',
    'home phone',
    'business phone',
    'other phone',
    'mobiltelefon',
    'haupttelefon',
    'telefon privat',
    'telefon geschäftlich',
    'weiteres telefon',
  ],
};

type Parsed = { header: string[]; rows: string[][] };

/**
 * Reads a CSV of birthdays (spec §5): the spec's own columns (any header containing 'name' and
 * 'date', optional 'notes' and 'phone'), or a contacts export of Google Contacts or Outlook (its
 * Birthday column, in the date forms those write). `locale` settles day/month order when the
 * file itself does not. Without `otherKinds`, a row of our Kind column that is no birthday is
 * skipped as a contact without one.
 */
export function parseCsvImport(text: string, locale: string, otherKinds = false): ParsedImportFile {
  const { header, rows } = parseCsv(text);
  checkImportRows(rows.length);
  const lower = header.map((h) => h.trim().toLowerCase());
  const spec = specColumns(lower);
  if (spec) return specFile(rows, spec, otherKinds);
  const contacts = contactColumns(lower);
  if (contacts) return contactsFile(rows, contacts, locale);
  throw new ImportFileError(MSG.csvMissingColumns);
}

function parseCsv(text: string): Parsed {
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
  return { header, rows };
}

/** The header is row 1, as a spreadsheet numbers it. */
const rowNumber = (index: number) => index + 2;
const cellOf = (cells: string[], index: number) => (index >= 0 ? (cells[index] ?? '').trim() : '');

type SpecColumns = {
  name: number;
  date: number;
  notes: number;
  phone: number;
  calendar: number;
  leap: number;
  kind: number;
  label: number;
};

function specColumns(header: string[]): SpecColumns | null {
  const containing = (word: string) => header.findIndex((h) => h.includes(word));
  const name = header.indexOf('name') >= 0 ? header.indexOf('name') : containing('name');
  const date = containing('date');
  if (name < 0 || date < 0) return null;
  return {
    name,
    date,
    notes: containing('notes'),
    phone: containing('phone'),
    calendar: containing('calendar'),
    leap: containing('leap'),
    kind: containing('kind'),
    label: containing('label'),
  };
}

function specFile(rows: string[][], columns: SpecColumns, otherKinds: boolean): ParsedImportFile {
  const entries = rows.map((cells, i): ImportEntry | null => {
    const date = cellOf(cells, columns.date);
    const phone = cellOf(cells, columns.phone);
    const kept = keptCalendar(cellOf(cells, columns.calendar), cellOf(cells, columns.leap));
    const kind = kindOfCell(cellOf(cells, columns.kind));
    if (!otherKinds && kind.id && kind.id !== 'birthday') return null;
    // The spec asks for YYYY-MM-DD; '--MM-DD' (RFC 6350, our export's year-less form) passes too.
    const error =
      date && !/^(?:\d{4}|-)-\d{2}-\d{2}$/.test(date)
        ? MSG.csvDateFormat
        : typeof kept === 'string'
          ? kept
          : date && !isGregorian(kept) && !keptDateOf(date, kept.calendar, kept.leap)
            ? MSG.csvDateNotInCalendar(calendarName(kept.calendar))
            : kind.error;
    return {
      row: rowNumber(i),
      name: cellOf(cells, columns.name),
      date,
      ...(typeof kept === 'string' ? {} : kept),
      ...(kind.id && kind.id !== 'birthday' ? { kind: kind.id, label: cellOf(cells, columns.label) } : {}),
      ...(error ? { error } : {}),
      notes: cellOf(cells, columns.notes),
      phones: phone ? [phone] : [],
    };
  });
  return { source: 'csv', entries };
}

type KeptCalendar = { calendar: CalendarId; leap: boolean };
const isGregorian = (kept: KeptCalendar) => kept.calendar === 'gregory' && !kept.leap;

/**
 * The Calendar and Leap Month cells (our export's columns): empty, or no column, is Gregorian, as every
 * file was before them. A calendar Cakeday does not know is the row's error (its message).
 */
function keptCalendar(calendarCell: string, leapCell: string): KeptCalendar | string {
  const calendar = calendarCell.toLowerCase() || 'gregory';
  if (!CALENDAR_IDS.includes(calendar as CalendarId))
    return MSG.csvUnknownCalendar(calendarCell, CALENDAR_IDS.join(', '));
  const leap = leapCell.toLowerCase();
  if (!['', 'no', 'false', '0', 'yes', 'true', '1'].includes(leap)) return MSG.csvLeapMonth;
  return { calendar: calendar as CalendarId, leap: ['yes', 'true', '1'].includes(leap) };
}

/**
 * The Kind cell (our export's column): a kind's id or its name in any case ('anniversary',
 * 'Anniversary'); empty, or no column, is a birthday, as every file was before kinds.
 */
function kindOfCell(cell: string): { id?: DateKindId; error?: string } {
  if (!cell) return { id: 'birthday' };
  const lower = cell.toLowerCase();
  const kind = DATE_KINDS.find((k) => k.id === lower || k.name.toLowerCase() === lower);
  return kind ? { id: kind.id } : { error: MSG.csvUnknownKind(cell, DATE_KINDS.map((k) => k.id).join(', ')) };
}

type ContactColumns = {
  birthday: number;
  full: number;
  parts: number[];
  notes: number;
  phones: number[];
};

/** A Google or Outlook export: known name columns, and a Birthday column unless it has none. */
function contactColumns(header: string[]): ContactColumns | null {
  const find = (names: string[]) => header.findIndex((h) => names.includes(h));
  const parts = [find(CONTACT_COLUMNS.first), find(CONTACT_COLUMNS.middle), find(CONTACT_COLUMNS.last)];
  const birthday = find(CONTACT_COLUMNS.birthday);
  const full = find(CONTACT_COLUMNS.full);
  const named = parts.some((p) => p >= 0);
  if (!named && !(full >= 0 && birthday >= 0)) return null;
  return {
    birthday,
    full,
    parts: parts.filter((p) => p >= 0),
    notes: find(CONTACT_COLUMNS.notes),
    phones: CONTACT_COLUMNS.phones.map((name) => header.indexOf(name)).filter((i) => i >= 0),
  };
}

function contactsFile(rows: string[][], columns: ContactColumns, locale: string): ParsedImportFile {
  // A contacts export lists every contact; one without a birthday is skipped, not an error.
  if (columns.birthday < 0) return { source: 'csv', entries: rows.map(() => null) };
  const { dates, read } = readContactDates(
    rows.map((cells) => cellOf(cells, columns.birthday)),
    locale,
  );
  const entries = rows.map((cells, i): ImportEntry | null => {
    const date = dates[i];
    if (date === '') return null;
    return {
      row: rowNumber(i),
      name:
        cellOf(cells, columns.full) ||
        columns.parts
          .map((p) => cellOf(cells, p))
          .filter(Boolean)
          .join(' '),
      date: date ?? '',
      ...(date === null ? { error: MSG.vcardBirthdayUnreadable } : {}),
      notes: cellOf(cells, columns.notes),
      // Google joins several numbers of one kind with ' ::: '.
      phones: columns.phones.flatMap((p) =>
        cellOf(cells, p)
          .split(':::')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    };
  });
  return { source: 'csv', entries, ...(read ? { datesRead: read } : {}) };
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

/**
 * The file with the cells Cakeday does not read emptied (a '-' where there was text, so that a
 * row stays a row): reading it gives the same entries, row numbers included, as reading the file.
 */
export function keepCsvColumns(text: string): string {
  const { header, rows } = parseCsv(text);
  const lower = header.map((h) => h.trim().toLowerCase());
  const spec = specColumns(lower);
  const contacts = spec ? null : contactColumns(lower);
  if (!spec && !contacts) return text;
  const used = new Set(
    spec
      ? [spec.name, spec.date, spec.notes, spec.phone, spec.calendar, spec.leap, spec.kind, spec.label]
      : [contacts!.full, ...contacts!.parts, contacts!.birthday, contacts!.notes, ...contacts!.phones],
  );
  const slim = (cells: string[]) => cells.map((c, i) => (used.has(i) ? c : c.trim() ? '-' : ''));
  return `${Papa.unparse([header, ...rows.map(slim)], { newline: '\r\n' })}\r\n`;
}
