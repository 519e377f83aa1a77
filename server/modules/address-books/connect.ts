import { addressBookConnections, addressBooks } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { newId } from '@server/lib/ids';
import { ADDRESS_BOOK_FIELD_TEXT, type ConnectRequest, displayNameOf } from '@shared/address-books';
import { CardDavError, cardDavClient } from './carddav';
import { viewConnection } from './list-connections';
import { sealPassword } from './sealed-password';

/** A full URL, or a host the user typed ('contacts.icloud.com'): https unless they wrote http. */
function serverUrlOf(input: string): string {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(input) ? input : `https://${input}`;
  try {
    return new URL(withScheme).href;
  } catch {
    throw new AppError('validation', ADDRESS_BOOK_FIELD_TEXT.serverInvalid, { field: 'server' });
  }
}

/**
 * Finds the account's address books (checked against the outbound rules, DNS included, and with the
 * password tried) and keeps the connection with its books, none chosen yet: nothing syncs until
 * the user picks books and adds their birthdays.
 */
export async function connectAddressBook(
  deps: Pick<Deps, 'db' | 'clock' | 'outbound'>,
  userId: string,
  input: ConnectRequest,
) {
  const serverUrl = serverUrlOf(input.server);
  const client = cardDavClient(deps.outbound, {
    serverUrl,
    username: input.username,
    password: input.password,
  });
  let found: Awaited<ReturnType<typeof client.discover>>;
  try {
    found = await client.discover();
  } catch (err) {
    throw new AppError(
      'validation',
      err instanceof CardDavError ? err.userMessage : 'Cakeday found no address book at this address.',
    );
  }
  const id = newId();
  // Sealed before the transaction: the key's first load reads the database, and the embedded
  // database has one connection, which the open transaction holds.
  const sealedPassword = await sealPassword(deps.db, input.password);
  await deps.db.transaction(async (tx) => {
    await tx.insert(addressBookConnections).values({
      id,
      userId,
      serverUrl,
      username: input.username,
      sealedPassword,
      displayName: displayNameOf(serverUrl),
    });
    await tx
      .insert(addressBooks)
      .values(
        found.map((b) => ({
          id: newId(),
          connectionId: id,
          userId,
          url: b.url,
          name: b.name,
          supportsSync: b.supportsSync,
        })),
      )
      .onConflictDoNothing();
  });
  return viewConnection(deps, userId, id);
}
