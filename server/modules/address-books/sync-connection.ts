import { createHash } from 'node:crypto';
import { rowsOf } from '@server/db/client';
import { addressBookConnections, addressBookContacts, addressBooks } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { ADDRESS_BOOK_TEXT, type SyncResult } from '@shared/address-books';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { CardDavError, cardDavClient, type RemoteCard } from './carddav';
import { openPassword } from './sealed-password';
import { applyBookChanges } from './sync-book';
import { syncContext } from './sync-context';

type Connection = typeof addressBookConnections.$inferSelect;
// A sync that crashed gives its turn back after this long.
const LEASE_MS = 5 * 60_000;
// Failures in a row that pause a connection until its user presses Sync now (as channels pause at ten).
const FAILURES_TO_PAUSE = 10;

/**
 * When a connection syncs next: the next point of its own phase in the interval (a hash of its
 * id), so 1,000 users' syncs fall spread over the 30 minutes rather than all at once.
 */
export function nextSyncAt(id: string, now: Date, intervalMs: number): Date {
  const phase = createHash('sha256').update(id).digest().readUInt32BE(0) % intervalMs;
  const t = now.getTime();
  return new Date(t - ((((t - phase) % intervalMs) + intervalMs) % intervalMs) + intervalMs);
}

/** Takes a connection's turn (one statement): undefined while another sync holds it. */
export async function claimConnection(deps: Pick<Deps, 'db' | 'clock'>, userId: string, id: string) {
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(addressBookConnections)
    .set({ leaseUntil: new Date(now.getTime() + LEASE_MS) })
    .where(
      and(
        eq(addressBookConnections.id, id),
        eq(addressBookConnections.userId, userId),
        or(isNull(addressBookConnections.leaseUntil), lt(addressBookConnections.leaseUntil, now)),
      ),
    )
    .returning();
  return row;
}

/**
 * Syncs a claimed connection's chosen books and records the outcome: on success the time and a
 * cleared failure count, on failure our sentence, a sooner retry, and the pause at the tenth in a row.
 * The turn is given back either way.
 */
export async function syncClaimed(
  deps: Pick<Deps, 'db' | 'clock' | 'outbound' | 'config'>,
  connection: Connection,
): Promise<SyncResult & { requests: number }> {
  const { db } = deps;
  const client = cardDavClient(deps.outbound, {
    serverUrl: connection.serverUrl,
    username: connection.username,
    password: await openPassword(db, connection.sealedPassword),
  });
  const interval = deps.config.addressBookSyncMs;
  try {
    const total: SyncResult = { added: 0, updated: 0, removed: 0, unlinked: 0 };
    const books = await db
      .select()
      .from(addressBooks)
      .where(
        and(
          eq(addressBooks.userId, connection.userId),
          eq(addressBooks.connectionId, connection.id),
          eq(addressBooks.selected, true),
        ),
      );
    const context = {
      ...(await syncContext(db, connection.userId)),
      source: connection.displayName,
      now: deps.clock.now(),
    };
    for (const book of books) {
      const changes = await client.changes(book);
      let changed: RemoteCard[];
      let deleted: string[];
      if (changes.kind === 'delta') {
        ({ changed, deleted } = changes);
      } else {
        const known = new Map(
          (
            await db
              .select({ href: addressBookContacts.href, etag: addressBookContacts.etag })
              .from(addressBookContacts)
              .where(
                and(eq(addressBookContacts.userId, book.userId), eq(addressBookContacts.bookId, book.id)),
              )
          ).map((c) => [c.href, c.etag]),
        );
        const remote = new Set(changes.cards.map((c) => c.href));
        deleted = [...known.keys()].filter((href) => !remote.has(href));
        const differing = changes.cards.filter((c) => !known.has(c.href) || known.get(c.href) !== c.etag);
        const withoutData = differing.filter((c) => c.data === undefined).map((c) => c.href);
        changed = [
          ...differing.filter((c) => c.data !== undefined),
          ...(await client.cardsAt(book.url, withoutData)),
        ];
      }
      const result = await db.transaction(async (tx) => {
        const applied = await applyBookChanges(tx, book, changed, deleted, context);
        await tx
          .update(addressBooks)
          .set({ syncToken: changes.syncToken })
          .where(and(eq(addressBooks.userId, book.userId), eq(addressBooks.id, book.id)));
        return applied;
      });
      for (const k of Object.keys(total) as (keyof SyncResult)[]) total[k] += result[k];
    }
    const now = deps.clock.now();
    await db
      .update(addressBookConnections)
      .set({
        leaseUntil: null,
        lastSuccessAt: now,
        lastError: null,
        failures: 0,
        pausedAt: null,
        nextSyncAt: nextSyncAt(connection.id, now, interval),
      })
      .where(
        and(
          eq(addressBookConnections.userId, connection.userId),
          eq(addressBookConnections.id, connection.id),
        ),
      );
    return { ...total, requests: client.requests() };
  } catch (err) {
    const message = err instanceof CardDavError ? err.userMessage : ADDRESS_BOOK_TEXT.broken;
    const failures = connection.failures + 1;
    const now = deps.clock.now();
    // An unreachable server is tried again sooner than the interval: after 1, 2, 4, 8… minutes.
    const retryMs = Math.min(interval, 60_000 * 2 ** Math.min(failures - 1, 20));
    await db
      .update(addressBookConnections)
      .set({
        leaseUntil: null,
        lastError: failures >= FAILURES_TO_PAUSE ? ADDRESS_BOOK_TEXT.paused : message,
        failures,
        pausedAt: failures >= FAILURES_TO_PAUSE ? now : null,
        nextSyncAt: new Date(now.getTime() + retryMs),
      })
      .where(
        and(
          eq(addressBookConnections.userId, connection.userId),
          eq(addressBookConnections.id, connection.id),
        ),
      );
    throw err instanceof CardDavError ? err : new CardDavError(ADDRESS_BOOK_TEXT.broken, 'broken');
  }
}

/**
 * Claims up to `limit` due connections of any users in one statement (SKIP LOCKED: instances
 * running the job at once take different ones). A cross-user query by design: the worker's.
 */
export async function claimDue(deps: Pick<Deps, 'db' | 'clock'>, limit: number): Promise<Connection[]> {
  const now = deps.clock.now();
  const until = new Date(now.getTime() + LEASE_MS);
  const rows = await rowsOf<{ id: string; user_id: string }>(
    deps.db.execute(sql`
    UPDATE address_book_connections SET lease_until = ${until.toISOString()}::timestamptz
    WHERE id IN (
      SELECT id FROM address_book_connections
      WHERE paused_at IS NULL AND next_sync_at <= ${now.toISOString()}::timestamptz
        AND (lease_until IS NULL OR lease_until < ${now.toISOString()}::timestamptz)
      ORDER BY next_sync_at LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING id, user_id`),
  );
  if (rows.length === 0) return [];
  return deps.db
    .select()
    .from(addressBookConnections)
    .where(
      and(
        inArray(
          addressBookConnections.userId,
          rows.map((r) => r.user_id),
        ),
        inArray(
          addressBookConnections.id,
          rows.map((r) => r.id),
        ),
      ),
    );
}
