import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { IMPORTED_CATEGORY } from '../constants';
import { parseBirthDate } from '../dates/birth-date';
import { type BirthdayData, birthdayInput, defaultReminders } from '../schemas/birthday';
import { digitsOnly } from '../schemas/phone';
import { parseCsvImport } from './csv-import';
import { checkImportSize, cleanImportText, type ImportEntry, type ImportSource } from './import-file';
import { parseVcardImport } from './vcard-import';

export type ImportPlan = {
  source: ImportSource;
  toAdd: { row: number; data: BirthdayData }[];
  duplicates: { row: number; name: string; date: string; alreadyStored: boolean }[];
  errors: { row: number; name: string; message: string }[];
  withoutBirthday: number;
};

/** The duplicate rule's key (spec §5 Birthday): the name in any case and the month and day. */
export const duplicateKey = (name: string, month: number, day: number) =>
  `${name.toLowerCase()}|${month}|${day}`;

/**
 * What importing a file would do: which entries are new, which repeat one earlier in the file or
 * one already stored (`storedKeys`), and which are wrong and why. Preview and import share it.
 */
export function planImport(rawText: string, storedKeys: ReadonlySet<string>): ImportPlan {
  checkImportSize(rawText);
  const text = cleanImportText(rawText);
  const file = /^\s*BEGIN:VCARD/i.test(text) ? parseVcardImport(text) : parseCsvImport(text);
  const plan: ImportPlan = {
    source: file.source,
    toAdd: [],
    duplicates: [],
    errors: [],
    withoutBirthday: file.withoutBirthday,
  };
  const seen = new Set<string>();
  for (const entry of file.entries) {
    const result = toBirthdayData(entry);
    if (typeof result === 'string') {
      plan.errors.push({ row: entry.row, name: entry.name, message: result });
      continue;
    }
    const { month, day } = parseBirthDate(result.date)!;
    const key = duplicateKey(result.name, month, day);
    if (storedKeys.has(key) || seen.has(key)) {
      plan.duplicates.push({
        row: entry.row,
        name: result.name,
        date: result.date,
        alreadyStored: storedKeys.has(key),
      });
    } else {
      seen.add(key);
      plan.toAdd.push({ row: entry.row, data: result });
    }
  }
  return plan;
}

/** An entry as a new birthday (category 'imported', every reminder off, spec §5), or why it cannot be one. */
function toBirthdayData(entry: ImportEntry): BirthdayData | string {
  if (entry.error) return entry.error;
  const phone = splitPhone(entry.phone);
  const parsed = birthdayInput.safeParse({
    name: entry.name,
    date: entry.date,
    notes: entry.notes,
    category: IMPORTED_CATEGORY,
    reminders: defaultReminders(false),
    ...phone,
  });
  return parsed.success ? parsed.data : parsed.error.issues[0]!.message;
}

/**
 * '+1 2015550123' (our export: code, space, number), '+44 20 7946 0958', '+442079460958' or a
 * national '(201) 555-0123' (country code +1, the app's default) as country code and digits.
 */
export function splitPhone(raw: string): { countryCode: string | null; phoneNumber: string | null } {
  const phone = raw.trim();
  if (!phone) return { countryCode: null, phoneNumber: null };
  const spaced = /^\+(\d{1,4})[\s.-]+(.*)$/.exec(phone);
  if (spaced) return { countryCode: `+${spaced[1]}`, phoneNumber: digitsOnly(spaced[2]!) };
  if (phone.startsWith('+')) {
    const international = parsePhoneNumberFromString(phone);
    if (international) {
      return {
        countryCode: `+${international.countryCallingCode}`,
        phoneNumber: international.nationalNumber,
      };
    }
  }
  // Whatever is left goes to the schema as it is, whose 'Invalid phone number' then names the row.
  const national = phone.startsWith('+') ? '' : digitsOnly(phone);
  return { countryCode: null, phoneNumber: national || phone };
}
