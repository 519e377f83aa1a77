import { addressBookConnections, addressBooks } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import type { ConnectionView } from '@shared/address-books';
import { and, asc, eq } from 'drizzle-orm';

type Connection = typeof addressBookConnections.$inferSelect;
type Book = typeof addressBooks.$inferSelect;

// Every field but the sealed password: the view is built from a list of what may be shown.
const toView = (c: Connection, books: Book[]): ConnectionView => ({
  id: c.id,
  displayName: c.displayName,
  serverUrl: c.serverUrl,
  username: c.username,
  books: books
    .filter((b) => b.connectionId === c.id)
    .map((b) => ({ id: b.id, name: b.name, selected: b.selected })),
  lastSuccessAt: c.lastSuccessAt?.toISOString() ?? null,
  lastError: c.lastError,
  paused: c.pausedAt !== null,
});

/** The user's connections, oldest first, with their books. */
export async function listConnections({ db }: Pick<Deps, 'db'>, userId: string): Promise<ConnectionView[]> {
  const connections = await db
    .select()
    .from(addressBookConnections)
    .where(eq(addressBookConnections.userId, userId))
    .orderBy(asc(addressBookConnections.createdAt), asc(addressBookConnections.id));
  const books = await db
    .select()
    .from(addressBooks)
    .where(eq(addressBooks.userId, userId))
    .orderBy(asc(addressBooks.name));
  return connections.map((c) => toView(c, books));
}

export async function viewConnection(
  { db }: Pick<Deps, 'db'>,
  userId: string,
  id: string,
): Promise<ConnectionView> {
  const [connection] = await db
    .select()
    .from(addressBookConnections)
    .where(and(eq(addressBookConnections.id, id), eq(addressBookConnections.userId, userId)));
  if (!connection) throw new AppError('not_found', 'This address book connection no longer exists.');
  const books = await db
    .select()
    .from(addressBooks)
    .where(and(eq(addressBooks.userId, userId), eq(addressBooks.connectionId, id)))
    .orderBy(asc(addressBooks.name));
  return toView(connection, books);
}
