import { IMPORTED_CATEGORY, NOTES_MAX_LENGTH } from '@shared/constants';
import { parseBirthDate } from '@shared/dates/birth-date';
import { MSG } from '@shared/messages';
import { type BirthdayData, birthdayInput, defaultReminders } from '@shared/schemas/birthday';
import type { CountryCode } from 'libphonenumber-js/min';
import type { DatesRead } from './contact-dates';
import { parseCsvImport } from './csv-import';
import {
  checkImportSize,
  cleanImportText,
  type ImportEntry,
  type ImportSource,
  isVcardText,
} from './import-file';
import { readImportPhones } from './import-phone';
import { parseVcardImport } from './vcard-import';

type Row = { row: number; name: string };

export type ImportPlan = {
  source: ImportSource;
  toAdd: { row: number; data: BirthdayData }[];
  duplicates: (Row & { date: string; alreadyStored: boolean })[];
  errors: (Row & { message: string })[];
  /** Birthdays imported with something left out (a phone Cakeday cannot use, an extension). */
  notes: (Row & { message: string })[];
  withoutBirthday: number;
  datesRead?: DatesRead;
};

/** Who imports: numbers without a country code are read in `country`; `locale` orders 4/12/1985. */
export type ImportReader = { country: CountryCode; locale: string };

/** The duplicate rule's key (spec §5 Birthday): the name in any case and the month and day. */
export const duplicateKey = (name: string, month: number, day: number) =>
  `${name.toLowerCase()}|${month}|${day}`;

/**
 * What importing a file would do: which entries are new, which repeat one earlier in the file or
 * one already stored (`storedKeys`), which are wrong and why, and what was left out of which.
 * Preview and import share it.
 */
export function planImport(
  rawText: string,
  storedKeys: ReadonlySet<string>,
  reader: ImportReader,
): ImportPlan {
  checkImportSize(rawText);
  const text = cleanImportText(rawText);
  const file = isVcardText(text) ? parseVcardImport(text) : parseCsvImport(text, reader.locale);
  const plan: ImportPlan = {
    source: file.source,
    toAdd: [],
    duplicates: [],
    errors: [],
    notes: [],
    withoutBirthday: file.withoutBirthday,
    ...(file.datesRead ? { datesRead: file.datesRead } : {}),
  };
  const seen = new Set<string>();
  for (const entry of file.entries) {
    const result = toBirthdayData(entry, reader.country);
    if (typeof result === 'string') {
      plan.errors.push({ row: entry.row, name: entry.name, message: result });
      continue;
    }
    const { data, notes } = result;
    const { month, day } = parseBirthDate(data.date)!;
    const key = duplicateKey(data.name, month, day);
    if (storedKeys.has(key) || seen.has(key)) {
      plan.duplicates.push({
        row: entry.row,
        name: data.name,
        date: data.date,
        alreadyStored: storedKeys.has(key),
      });
      continue;
    }
    seen.add(key);
    plan.toAdd.push({ row: entry.row, data });
    for (const message of notes) plan.notes.push({ row: entry.row, name: data.name, message });
  }
  return plan;
}

/**
 * An entry as a new birthday (category 'imported' unless our own export names one, every reminder
 * off, spec §5) with what was left out of it, or why it cannot be one. A phone or notes Cakeday
 * cannot keep as they are never cost the birthday.
 */
function toBirthdayData(
  entry: ImportEntry,
  country: CountryCode,
): { data: BirthdayData; notes: string[] } | string {
  if (entry.error) return entry.error;
  const { note: phoneNote, ...phone } = readImportPhones(entry.phones, country);
  const notesText = entry.notes.trim();
  const shortened = notesText.length > NOTES_MAX_LENGTH;
  const parsed = birthdayInput.safeParse({
    name: entry.name,
    date: entry.date,
    notes: shortened
      ? notesText
          .slice(0, NOTES_MAX_LENGTH)
          .replace(/[\uD800-\uDBFF]$/, '')
          .trim()
      : notesText,
    category: entry.category || IMPORTED_CATEGORY,
    reminders: defaultReminders(false),
    ...phone,
  });
  if (!parsed.success) return parsed.error.issues[0]!.message;
  const notes = [phoneNote, shortened ? MSG.importNotesShortened(NOTES_MAX_LENGTH) : undefined];
  return { data: parsed.data, notes: notes.filter((n): n is string => Boolean(n)) };
}
