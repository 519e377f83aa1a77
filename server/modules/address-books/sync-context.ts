import { storedDuplicateKeys } from '@server/db/birthday-store';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema';
import { type ImportReader, readerCountry } from '@shared/import-export/import-plan';
import { eq } from 'drizzle-orm';

/**
 * What a contact is read against, as the file import reads a file: the user's dates (for "already
 * in the list": a contact's birthday is no duplicate of an anniversary on its day) and the country
 * their numbers without a country code are read in.
 */
export async function syncContext(
  db: Db,
  userId: string,
): Promise<{ storedKeys: Set<string>; reader: ImportReader }> {
  const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  return {
    storedKeys: await storedDuplicateKeys(db, userId),
    reader: { country: readerCountry(user?.phone), locale: 'en-US' },
  };
}
