import { addressBookConnections } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { and, eq } from 'drizzle-orm';

/**
 * Deletes the connection with its sealed password, books and contact links (foreign keys cascade).
 * The birthdays it brought stay: they are the user's now.
 */
export async function removeConnection({ db }: Pick<Deps, 'db'>, userId: string, id: string) {
  const removed = await db
    .delete(addressBookConnections)
    .where(and(eq(addressBookConnections.id, id), eq(addressBookConnections.userId, userId)))
    .returning({ id: addressBookConnections.id });
  if (removed.length === 0) throw new AppError('not_found', 'This address book connection no longer exists.');
}
