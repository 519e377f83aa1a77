import { IMPORTED_CATEGORY, NOTES_MAX_LENGTH } from '@shared/constants';
import { splitBirthDate } from '@shared/dates/birth-date';
import type { CalendarId } from '@shared/kept-calendars/types';
import { MSG } from '@shared/messages';
import { type BirthdayData, defaultReminders, safeParseBirthdayRow } from '@shared/schemas/birthday';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
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
/** A date of the file; its kind and label only when it is no birthday, as a list of birthdays had none. */
type Dated = Row &
  Pick<BirthdayData, 'date' | 'calendar' | 'leap'> &
  Partial<Pick<BirthdayData, 'kind' | 'label'>>;

/** What importing one entry of a file does, in file order. */
export type ImportStep =
  | { kind: 'add'; row: number; data: BirthdayData; notes: string[] }
  | { kind: 'duplicate'; duplicate: Dated & { alreadyStored: boolean } }
  | (Row & { kind: 'error'; message: string })
  | { kind: 'withoutBirthday' };

export type ImportPlan = {
  source: ImportSource;
  /** Over the whole file, whatever the lists keep. */
  counts: { toAdd: number; duplicates: number; errors: number; notes: number; withoutBirthday: number };
  toAdd: { row: number; data: BirthdayData }[];
  duplicates: (Dated & { alreadyStored: boolean })[];
  errors: (Row & { message: string })[];
  /** Birthdays imported with something left out (a phone Cakeday cannot use, an extension). */
  notes: (Row & { message: string })[];
  datesRead?: DatesRead;
};

/**
 * Who imports: numbers without a country code are read in `country`; `locale` orders 4/12/1985.
 * `otherKinds` reads a contact's anniversaries, dates of death and labelled dates besides its
 * birthday (the file import does); without it only birthdays are read, as the address-book sync
 * keeps them (docs/address-books.md).
 */
export type ImportReader = { country: CountryCode; locale: string; otherKinds?: boolean };

/**
 * Where numbers without a country code are read: the country of the user's sign-in number (valid,
 * E.164); US for one the metadata cannot place, and for an account made by email.
 */
export const readerCountry = (userPhone: string | null | undefined): CountryCode =>
  (userPhone && parsePhoneNumberFromString(userPhone)?.country) || 'US';

/**
 * The duplicate rule's key (spec §5 Birthday): the name in any case and the month and day, in their
 * calendar (Chinese 8/15 and August 15 are two birthdays, as the unique index counts them), and the
 * kind (Ann & Bob's anniversary is no duplicate of a birthday of theirs on the same day).
 */
export const duplicateKey = (
  name: string,
  month: number,
  day: number,
  calendar: CalendarId = 'gregory',
  leap = false,
  kind: string = 'birthday',
) => `${name.toLowerCase()}|${calendar}|${month}${leap ? 'L' : ''}|${day}|${kind}`;

/** A non-birthday's kind and label, for the lists a preview shows; nothing for a birthday. */
export const kindFields = ({ kind, label }: Pick<BirthdayData, 'kind' | 'label'>) =>
  kind === 'birthday' ? {} : { kind, label };

/**
 * Reads a file one entry at a time: which entries are new, which repeat one earlier in the file or
 * one already stored (`storedKeys`), which are wrong and why. The steps come as the file is read,
 * so an import can store each new birthday without the whole file's entries ever existing at once
 * (a phone's 10,000 contacts). The file's own errors (too large, no card at all) are thrown, the
 * size at once, the others while the steps are read.
 */
export function readImport(rawText: string, storedKeys: ReadonlySet<string>, reader: ImportReader) {
  checkImportSize(rawText);
  const text = cleanImportText(rawText);
  const otherKinds = reader.otherKinds === true;
  const file = isVcardText(text)
    ? parseVcardImport(text, otherKinds)
    : parseCsvImport(text, reader.locale, otherKinds);
  function* steps(): Generator<ImportStep> {
    const seen = new Set<string>();
    for (const entry of file.entries) {
      if (!entry) {
        yield { kind: 'withoutBirthday' };
        continue;
      }
      const result = toBirthdayData(entry, reader.country);
      if (typeof result === 'string') {
        yield { kind: 'error', row: entry.row, name: entry.name, message: result };
        continue;
      }
      const { data, notes } = result;
      const { month, day } = splitBirthDate(data.date)!;
      const key = duplicateKey(data.name, month, day, data.calendar, data.leap, data.kind);
      const alreadyStored = storedKeys.has(key);
      if (alreadyStored || seen.has(key)) {
        const { name, date, calendar, leap } = data;
        const duplicate = { row: entry.row, name, date, calendar, leap, ...kindFields(data), alreadyStored };
        yield { kind: 'duplicate', duplicate };
        continue;
      }
      seen.add(key);
      yield { kind: 'add', row: entry.row, data, notes };
    }
  }
  return { source: file.source, datesRead: file.datesRead, steps: steps() };
}

/**
 * What importing a file would do, for the preview: every count, and each list's first `listMax`
 * entries (all of them unless given).
 */
export function planImport(
  rawText: string,
  storedKeys: ReadonlySet<string>,
  reader: ImportReader,
  listMax = Number.POSITIVE_INFINITY,
): ImportPlan {
  const { source, datesRead, steps } = readImport(rawText, storedKeys, reader);
  const plan: ImportPlan = {
    source,
    counts: { toAdd: 0, duplicates: 0, errors: 0, notes: 0, withoutBirthday: 0 },
    toAdd: [],
    duplicates: [],
    errors: [],
    notes: [],
    ...(datesRead ? { datesRead } : {}),
  };
  const keep = <T>(list: T[], item: T) => {
    if (list.length < listMax) list.push(item);
  };
  let noted = { row: 0, messages: new Set<string>() };
  for (const step of steps) {
    if (step.kind === 'withoutBirthday') plan.counts.withoutBirthday++;
    else if (step.kind === 'error') {
      plan.counts.errors++;
      keep(plan.errors, { row: step.row, name: step.name, message: step.message });
    } else if (step.kind === 'duplicate') {
      plan.counts.duplicates++;
      keep(plan.duplicates, step.duplicate);
    } else {
      plan.counts.toAdd++;
      keep(plan.toAdd, { row: step.row, data: step.data });
      // A contact's dates share its phone and notes: what was left out of them is said once.
      if (step.row !== noted.row) noted = { row: step.row, messages: new Set() };
      for (const message of step.notes) {
        if (noted.messages.has(message)) continue;
        noted.messages.add(message);
        plan.counts.notes++;
        keep(plan.notes, { row: step.row, name: step.data.name, message });
      }
    }
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
  const parsed = safeParseBirthdayRow({
    name: entry.name,
    date: entry.date,
    calendar: entry.calendar,
    leap: entry.leap,
    kind: entry.kind,
    label: entry.label,
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
