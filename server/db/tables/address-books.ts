import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { birthdays } from './birthdays';
import { createdAt } from './columns';

/**
 * A CardDAV account a user connected (docs/address-books.md). The password is AES-256-GCM sealed
 * (server/modules/address-books/sealed-password.ts) and never leaves the server. Deleting the user
 * or the connection deletes it, its books and their contacts (foreign keys cascade).
 */
export const addressBookConnections = pgTable(
  'address_book_connections',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serverUrl: text('server_url').notNull(),
    username: text('username').notNull(),
    sealedPassword: text('sealed_password').notNull(),
    /** What rows say the birthdays come from: 'iCloud', 'Fastmail', or the host. */
    displayName: text('display_name').notNull(),
    createdAt: createdAt(),
    /** When the worker syncs it next: each connection on its own phase of the interval. */
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }),
    /** Held by whichever sync runs it (the worker's or Sync now's), so two never run at once. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /** Our own sentence for the last failure, null after a success. */
    lastError: text('last_error'),
    failures: integer('failures').notNull().default(0),
    /** When ten failed syncs in a row paused it (the worker leaves it; Sync now resumes it); its notice goes out that day. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
  },
  (t) => [
    index('address_book_connections_user_idx').on(t.userId),
    index('address_book_connections_due_idx').on(t.nextSyncAt),
    // The paused-connection notice scans only these few rows each tick.
    index('address_book_connections_paused_idx').on(t.pausedAt).where(sql`${t.pausedAt} IS NOT NULL`),
  ],
);

/** An address book found on a connection; only `selected` ones are synced. */
export const addressBooks = pgTable(
  'address_books',
  {
    id: text('id').primaryKey(),
    connectionId: text('connection_id')
      .notNull()
      .references(() => addressBookConnections.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    url: text('url').notNull(),
    name: text('name').notNull(),
    selected: boolean('selected').notNull().default(false),
    /** The server advertised sync-collection (RFC 6578) in its supported-report-set. */
    supportsSync: boolean('supports_sync').notNull().default(false),
    syncToken: text('sync_token'),
  },
  (t) => [uniqueIndex('address_books_connection_url_uq').on(t.connectionId, t.url)],
);

/**
 * One contact of a synced book: what it brought (`fingerprint` of the birthday's name, date and
 * phone as written), so a birthday that no longer matches it was changed by the user and is left
 * alone. `unlinked`: the user changed it; the contact is never applied again.
 */
export const addressBookContacts = pgTable(
  'address_book_contacts',
  {
    bookId: text('book_id')
      .notNull()
      .references(() => addressBooks.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    href: text('href').notNull(),
    etag: text('etag'),
    birthdayId: text('birthday_id').references(() => birthdays.id, { onDelete: 'set null' }),
    fingerprint: text('fingerprint'),
    unlinked: boolean('unlinked').notNull().default(false),
    /** ANNIVERSARY, X-ANNIVERSARY and X-ABDATE (with X-ABLABEL), kept aside, not turned into birthdays. */
    otherDates: jsonb('other_dates').$type<{ label: string; date: string }[]>().notNull().default([]),
  },
  (t) => [
    // Two syncs of one book at once cannot bring one contact twice.
    uniqueIndex('address_book_contacts_book_href_uq').on(t.bookId, t.href),
    index('address_book_contacts_birthday_idx').on(t.birthdayId),
  ],
);

/** Birthdays a sync left alone because their user changed them: their details say where they came from. */
export const addressBookUnlinked = pgTable('address_book_unlinked', {
  birthdayId: text('birthday_id')
    .primaryKey()
    .references(() => birthdays.id, { onDelete: 'cascade' }),
  userId: text('user_id').notNull(),
  source: text('source').notNull(),
});
