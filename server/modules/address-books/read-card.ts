import { type ImportReader, type ImportStep, readImport } from '@shared/import-export/import-plan';
import { readVcards, unescapeText } from '@shared/import-export/vcard-reader';

/** What one contact brings: a birthday's step (as the file import reads it) and the dates kept aside. */
export type ReadCard = { step: ImportStep; otherDates: { label: string; date: string }[] };

// Dates a contact may carry besides its birthday; kept for later, never made into birthdays.
const OTHER_DATES = new Set(['ANNIVERSARY', 'X-ANNIVERSARY', 'X-ABDATE']);

/**
 * Reads one contact with the file import's own vCard reader, so every BDAY dialect it knows
 * (3.0, 4.0, --0415, --04-15, X-APPLE-OMIT-YEAR, Apple's bare 1604, Google's --0414) reads the same
 * here, and a BDAY that is no date (VALUE=text) is an error step, counted as unreadable. Duplicates
 * are judged against `storedKeys`, the user's other birthdays.
 */
export function readCard(text: string, storedKeys: ReadonlySet<string>, reader: ImportReader): ReadCard {
  let step: ImportStep = { kind: 'withoutBirthday' };
  try {
    const first = readImport(text, storedKeys, reader).steps.next();
    if (!first.done) step = first.value;
  } catch {
    // A card the reader refuses whole (empty, too large) brings no birthday.
    step = { kind: 'error', row: 1, name: '', message: 'unreadable' };
  }
  return { step, otherDates: otherDatesOf(text) };
}

/** ANNIVERSARY and X-ANNIVERSARY as 'Anniversary'; Apple's X-ABDATE with the label of its group. */
function otherDatesOf(text: string): { label: string; date: string }[] {
  const dates: { label: string; date: string }[] = [];
  // Most contacts carry none: a second reading of the card only for those that may.
  if (!/ANNIVERSARY|X-ABDATE/i.test(text)) return dates;
  for (const card of readVcards(text)) {
    const labels = new Map<string, string>();
    for (const line of text.split(/\r?\n/)) {
      const m = /^([A-Za-z0-9-]+)\.X-ABLABEL[^:]*:(.*)$/i.exec(line);
      if (m) labels.set(m[1]!.toLowerCase(), m[2]!.replace(/^_\$!<(.*)>!\$_$/, '$1').trim());
    }
    for (const property of card.properties) {
      if (!OTHER_DATES.has(property.name)) continue;
      const group = new RegExp(
        `^([A-Za-z0-9-]+)\\.${property.name}[;:].*${escapeRegExp(property.value)}`,
        'im',
      ).exec(text)?.[1];
      const label =
        property.name === 'X-ABDATE' ? (group && labels.get(group.toLowerCase())) || 'Date' : 'Anniversary';
      dates.push({ label, date: unescapeText(property.value).trim() });
    }
  }
  return dates;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
