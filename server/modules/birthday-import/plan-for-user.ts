import type { Db } from '@server/db/client';
import { birthdays } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import { ImportFileError } from '@shared/import-export/import-file';
import { duplicateKey, type ImportPlan, planImport } from '@shared/import-export/import-plan';
import { eq, sql } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export type ImportInput = {
  userId: string;
  /** The user's sign-in number (E.164): numbers in the file without a country code are read in its country. */
  userPhone: string;
  text: string;
  locale: string;
};

/** The import plan of a file for one user, against the birthdays they already have. */
export async function planForUser(
  db: Db,
  { userId, userPhone, text, locale }: ImportInput,
): Promise<ImportPlan> {
  const stored = await db
    .select({ name: sql<string>`lower(${birthdays.name})`, month: birthdays.month, day: birthdays.day })
    .from(birthdays)
    .where(eq(birthdays.userId, userId));
  // Every user signed in with a valid number; US stands in only for one the metadata cannot place.
  const country = parsePhoneNumberFromString(userPhone)?.country ?? 'US';
  try {
    return planImport(text, new Set(stored.map((b) => duplicateKey(b.name, b.month, b.day))), {
      country,
      locale,
    });
  } catch (err) {
    if (err instanceof ImportFileError) throw new AppError('invalid_import', err.message);
    throw err;
  }
}
