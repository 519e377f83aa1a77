import { storedDuplicateKeys } from '@server/db/birthday-store';
import type { Db } from '@server/db/client';
import { AppError } from '@server/lib/errors';
import { ImportFileError } from '@shared/import-export/import-file';
import { type ImportReader, readerCountry } from '@shared/import-export/import-plan';

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
  return {
    storedKeys: await storedDuplicateKeys(db, userId),
    // A file brings every kind of date it holds; the address-book sync reads birthdays only.
    reader: { country: readerCountry(userPhone), locale, otherKinds: true },
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
