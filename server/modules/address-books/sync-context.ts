import { dateColumns, keptDateOfRow } from '@server/db/birthday-store';
import type { Db } from '@server/db/client';
import { birthdays, users } from '@server/db/schema';
import { duplicateKey, type ImportReader } from '@shared/import-export/import-plan';
import { eq, sql } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * What a contact is read against, as the file import reads a file: the user's birthdays (for
 * "already in the list") and the country their numbers without a country code are read in.
 */
export async function syncContext(
  db: Db,
  userId: string,
): Promise<{ storedKeys: Set<string>; reader: ImportReader }> {
  const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  const stored = await db
    .select({ name: sql<string>`lower(${birthdays.name})`, date: dateColumns })
    .from(birthdays)
    .where(eq(birthdays.userId, userId));
  const country = (user?.phone && parsePhoneNumberFromString(user.phone)?.country) || 'US';
  return {
    storedKeys: new Set(
      stored.map(({ name, date }) => {
        const { month, day, calendar, leap } = keptDateOfRow(date);
        return duplicateKey(name, month, day, calendar, leap);
      }),
    ),
    reader: { country, locale: 'en-US' },
  };
}
