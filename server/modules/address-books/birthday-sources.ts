import {
  addressBookConnections,
  addressBookContacts,
  addressBooks,
  addressBookUnlinked,
} from '@server/db/schema';
import type { Deps } from '@server/deps';
import type { BirthdaySources } from '@shared/address-books';
import { and, eq, isNotNull } from 'drizzle-orm';

/** Which of the user's birthdays came from an address book ('From iCloud'), and which are no longer linked. */
export async function birthdaySources({ db }: Pick<Deps, 'db'>, userId: string): Promise<BirthdaySources> {
  const sources: BirthdaySources = {};
  const unlinked = await db.select().from(addressBookUnlinked).where(eq(addressBookUnlinked.userId, userId));
  for (const u of unlinked) sources[u.birthdayId] = { source: u.source, linked: false };
  const linked = await db
    .select({ birthdayId: addressBookContacts.birthdayId, source: addressBookConnections.displayName })
    .from(addressBookContacts)
    .innerJoin(
      addressBooks,
      and(
        eq(addressBooks.userId, addressBookContacts.userId),
        eq(addressBooks.id, addressBookContacts.bookId),
      ),
    )
    .innerJoin(
      addressBookConnections,
      and(
        eq(addressBookConnections.userId, addressBooks.userId),
        eq(addressBookConnections.id, addressBooks.connectionId),
      ),
    )
    .where(and(eq(addressBookContacts.userId, userId), isNotNull(addressBookContacts.birthdayId)));
  for (const l of linked) sources[l.birthdayId!] = { source: l.source, linked: true };
  return sources;
}
