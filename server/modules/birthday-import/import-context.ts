import { dateColumns, keptDateOfRow } from '@server/db/birthday-store';
import type { Db } from '@server/db/client';
import { birthdays } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import { ImportFileError } from '@shared/import-export/import-file';
import { duplicateKey, type ImportReader } from '@shared/import-export/import-plan';
import { eq, sql } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export type ImportInput = {
  userId: string;
  /**
   * The user's sign-in number (E.164): numbers in the file without a country code are read in its
   * country; null for an account made by email.
   */
  userPhone: string | null;
  text: string;
  locale: string;
};

/** What a file is read against for one user: the dates they already have, their country and language. */
export async function importContext(
  db: Db,
  { userId, userPhone, locale }: ImportInput,
): Promise<{ storedKeys: Set<string>; reader: ImportReader }> {
  const stored = await db
    .select({
      name: sql<string>`lower(${birthdays.name})`,
      date: dateColumns,
      kind: birthdays.kind,
    })
    .from(birthdays)
    .where(eq(birthdays.userId, userId));
  // A sign-in number is valid; US stands in for one the metadata cannot place, and for no number.
  const country = (userPhone && parsePhoneNumberFromString(userPhone)?.country) || 'US';
  return {
    storedKeys: new Set(
      stored.map(({ name, date, kind }) => {
        const { month, day, calendar, leap } = keptDateOfRow(date);
        return duplicateKey(name, month, day, calendar, leap, kind);
      }),
    ),
    // A file brings every kind of date it holds; the address-book sync reads birthdays only.
    reader: { country, locale, otherKinds: true },
  };
}

/** Runs a use case that reads the file; a file that cannot be imported at all becomes the user's message. */
export async function readingFile<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ImportFileError) throw new AppError('invalid_import', err.message);
    throw err;
  }
}
