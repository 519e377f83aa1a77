import { addressBookConnections, addressBooks } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { ADDRESS_BOOK_TEXT, type SyncResult } from '@shared/address-books';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { CardDavError } from './carddav';
import { chosenBooks } from './preview-books';
import { claimConnection, syncClaimed } from './sync-connection';

type SyncDeps = Pick<Deps, 'db' | 'clock' | 'outbound' | 'config'>;

/**
 * Syncs a connection now (the button, or right after the user picked books). A paused one
 * resumes. The user reads our sentence when it fails; the failure counts as the worker's do.
 */
export async function syncNow(
  deps: SyncDeps,
  userId: string,
  id: string,
  log?: FastifyBaseLogger,
): Promise<SyncResult> {
  const connection = await claimConnection(deps, userId, id);
  if (!connection) {
    const [exists] = await deps.db
      .select({ id: addressBookConnections.id })
      .from(addressBookConnections)
      .where(and(eq(addressBookConnections.id, id), eq(addressBookConnections.userId, userId)));
    throw exists
      ? new AppError('too_many_requests', ADDRESS_BOOK_TEXT.busy)
      : new AppError('not_found', 'This address book connection no longer exists.');
  }
  try {
    const { requests: _, ...result } = await syncClaimed(deps, {
      ...connection,
      failures: connection.pausedAt ? 0 : connection.failures,
    });
    return result;
  } catch (err) {
    log?.warn({ kind: err instanceof CardDavError ? err.kind : 'error' }, 'address book sync failed');
    throw new AppError(
      'validation',
      err instanceof CardDavError ? err.userMessage : ADDRESS_BOOK_TEXT.broken,
    );
  }
}

/** Chooses the books to sync (the others stop: their contacts' links go, the birthdays stay) and syncs. */
export async function addBooks(
  deps: SyncDeps,
  userId: string,
  id: string,
  bookIds: string[],
  log?: FastifyBaseLogger,
) {
  const { books } = await chosenBooks(deps, userId, id, bookIds);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(addressBooks)
      .set({ selected: false })
      .where(and(eq(addressBooks.userId, userId), eq(addressBooks.connectionId, id)));
    await tx
      .update(addressBooks)
      .set({ selected: true })
      .where(
        and(
          eq(addressBooks.userId, userId),
          eq(addressBooks.connectionId, id),
          inArray(
            addressBooks.id,
            books.map((b) => b.id),
          ),
        ),
      );
  });
  return syncNow(deps, userId, id, log);
}
