import { addressBookConnections, addressBooks } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { ADDRESS_BOOK_TEXT, type AddressBookPreview } from '@shared/address-books';
import { splitBirthDate } from '@shared/dates/birth-date';
import { duplicateKey } from '@shared/import-export/import-plan';
import { and, eq, inArray } from 'drizzle-orm';
import { CardDavError, cardDavClient } from './carddav';
import { readCard } from './read-card';
import { openPassword } from './sealed-password';
import { syncContext } from './sync-context';

/** The connection and the chosen books of the user's, or not found. */
export async function chosenBooks({ db }: Pick<Deps, 'db'>, userId: string, id: string, bookIds: string[]) {
  const [connection] = await db
    .select()
    .from(addressBookConnections)
    .where(and(eq(addressBookConnections.id, id), eq(addressBookConnections.userId, userId)));
  if (!connection) throw new AppError('not_found', 'This address book connection no longer exists.');
  const books = await db
    .select()
    .from(addressBooks)
    .where(
      and(
        eq(addressBooks.userId, userId),
        eq(addressBooks.connectionId, id),
        inArray(addressBooks.id, bookIds),
      ),
    );
  if (books.length === 0) throw new AppError('validation', 'Pick an address book');
  return { connection, books };
}

/** What adding the chosen books would do, as the file import's preview says it; nothing is saved. */
export async function previewBooks(
  deps: Pick<Deps, 'db' | 'outbound'>,
  userId: string,
  id: string,
  bookIds: string[],
): Promise<AddressBookPreview> {
  const { connection, books } = await chosenBooks(deps, userId, id, bookIds);
  const client = cardDavClient(deps.outbound, {
    serverUrl: connection.serverUrl,
    username: connection.username,
    password: await openPassword(deps.db, connection.sealedPassword),
  });
  const { storedKeys, reader } = await syncContext(deps.db, userId);
  const counts: AddressBookPreview = { toAdd: 0, alreadyThere: 0, withoutBirthday: 0, unreadable: 0 };
  for (const book of books) {
    let cards: Awaited<ReturnType<typeof client.allCards>>;
    try {
      cards = await client.allCards(book.url);
    } catch (err) {
      throw new AppError(
        'validation',
        err instanceof CardDavError ? err.userMessage : ADDRESS_BOOK_TEXT.broken,
      );
    }
    for (const card of cards) {
      const { step } = readCard(card.data ?? '', storedKeys, reader);
      if (step.kind === 'add') {
        counts.toAdd++;
        const { month, day } = splitBirthDate(step.data.date)!;
        storedKeys.add(duplicateKey(step.data.name, month, day, step.data.calendar, step.data.leap));
      } else if (step.kind === 'duplicate') counts.alreadyThere++;
      else if (step.kind === 'error') counts.unreadable++;
      else counts.withoutBirthday++;
    }
  }
  return counts;
}
