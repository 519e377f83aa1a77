import type { DateKindId } from '@shared/date-kinds';
import type { CalendarId } from '@shared/kept-calendars/types';
import { MSG } from '@shared/messages';
import type { DatesRead } from './contact-dates';

/** What any contacts file (CSV, Google or Outlook CSV, vCard) yields before validation. */
export type ImportEntry = {
  /** Where it sits in the file, as the user counts: spreadsheet row (header = 1) or contact number. */
  row: number;
  name: string;
  /** As written: its month and day are `calendar`'s (Gregorian when absent, as in every file but our CSV). */
  date: string;
  calendar?: CalendarId;
  /** A Chinese or Korean leap month (our CSV's Leap Month column). */
  leap?: boolean;
  /** What kind of day the date is (a birthday when absent); a contact may bring one entry per kind. */
  kind?: DateKindId;
  /** An 'other' day's own name ('Name day'). */
  label?: string;
  notes: string;
  /** The contact's numbers as written, the one to keep first; the first one Cakeday can use is kept. */
  phones: string[];
  /** Only from Cakeday's own vCard export; everything else goes to the 'imported' category. */
  category?: string;
  /** Set when the file itself already shows the entry is wrong (e.g. a date in another format). */
  error?: string;
};

export type ImportSource = 'csv' | 'vcard';

export type ParsedImportFile = {
  source: ImportSource;
  /**
   * In file order; `null` for a contact with no birthday at all (skipped, but counted for the
   * preview), or with no date of any kind when the other kinds are read. A vCard's are read as
   * they are asked for, and its file errors thrown then.
   */
  entries: Iterable<ImportEntry | null>;
  /** How numeric day/month dates were read, when the file has any. */
  datesRead?: DatesRead;
};

/** A file that cannot be imported at all; its message is for the user. */
export class ImportFileError extends Error {}

/** The largest file a user may choose: a whole phone's address book with its photos. */
export const IMPORT_MAX_FILE_BYTES = 30 * 1024 * 1024;
/** The most text the server parses: the browser sends only what Cakeday reads of a file. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;

/** Raises the size and row limits with their own clear messages. */
export function checkImportSize(text: string): void {
  if (new TextEncoder().encode(text).length > IMPORT_MAX_BYTES)
    throw new ImportFileError(MSG.importTooMuchText);
}

export function checkImportRows(count: number): void {
  if (count > IMPORT_MAX_ROWS) throw new ImportFileError(MSG.importTooManyRows);
}

/** NUL has no meaning in a text file and PostgreSQL text cannot hold it; a leading BOM is not data. */
export const cleanImportText = (text: string) => text.replace(/^\uFEFF/, '').replaceAll('\u0000', '');

export const isVcardText = (text: string) => /^\s*BEGIN:VCARD/i.test(text);
