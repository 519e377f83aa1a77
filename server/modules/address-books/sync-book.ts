import { type BirthdayRow, birthdayStore, columnsOf, newBirthdayRow } from '@server/db/birthday-store';
import type { Db } from '@server/db/client';
import { addressBookContacts, addressBookUnlinked, birthdays } from '@server/db/schema';
import type { SyncResult } from '@shared/address-books';
import { splitBirthDate } from '@shared/dates/birth-date';
import { duplicateKey } from '@shared/import-export/import-plan';
import type { BirthdayData } from '@shared/schemas/birthday';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RemoteCard } from './carddav';
import { readCard } from './read-card';
import type { syncContext } from './sync-context';

type Book = { id: string; userId: string };
type Context = Awaited<ReturnType<typeof syncContext>> & { source: string; now: Date };
type StoredContact = typeof addressBookContacts.$inferSelect;
type Fingerprinted = Pick<
  BirthdayRow,
  'name' | 'calendar' | 'month' | 'leap' | 'day' | 'year' | 'countryCode' | 'phoneNumber'
>;

/** What a contact brought, to tell later whether the user changed the birthday since. */
const fingerprintOf = (b: Fingerprinted) =>
  JSON.stringify([
    b.name,
    b.calendar,
    b.month,
    b.leap,
    b.day,
    b.year,
    b.countryCode ?? null,
    b.phoneNumber ?? null,
  ]);

// Contacts written per statement: 5,000 contacts are 5 INSERTs, not 5,000.
const CHUNK = 1000;

/** The data a contact's birthday would have, read as if the user had none (a linked one's update). */
const dataOf = (card: RemoteCard, context: Context): BirthdayData | null => {
  const { step } = readCard(card.data ?? '', new Set(), context.reader);
  return step.kind === 'add' ? step.data : null;
};

/**
 * Applies one book's changes in one transaction: cards new or changed (with their data) and hrefs
 * gone. A birthday a contact brought follows it while it still matches what the contact brought;
 * once the user changed it (or deleted it) the contact lets it be. Birthdays the user added are never
 * read here: only those linked from this book's contacts.
 */
export async function applyBookChanges(
  tx: Db,
  book: Book,
  changed: RemoteCard[],
  deleted: string[],
  context: Context,
): Promise<SyncResult> {
  const result: SyncResult = { added: 0, updated: 0, removed: 0, unlinked: 0 };
  const touched = [...changed.map((c) => c.href), ...deleted];
  if (touched.length === 0) return result;
  const stored = new Map<string, StoredContact>();
  for (let i = 0; i < touched.length; i += CHUNK) {
    const rows = await tx
      .select()
      .from(addressBookContacts)
      .where(
        and(
          eq(addressBookContacts.userId, book.userId),
          eq(addressBookContacts.bookId, book.id),
          inArray(addressBookContacts.href, touched.slice(i, i + CHUNK)),
        ),
      );
    for (const row of rows) stored.set(row.href, row);
  }
  const linkedIds = [...stored.values()].flatMap((c) => (c.birthdayId ? [c.birthdayId] : []));
  const current = new Map<string, BirthdayRow>();
  for (let i = 0; i < linkedIds.length; i += CHUNK) {
    const rows = await tx
      .select()
      .from(birthdays)
      .where(and(eq(birthdays.userId, book.userId), inArray(birthdays.id, linkedIds.slice(i, i + CHUNK))));
    for (const row of rows) current.set(row.id, row);
  }
  const key = { userId: book.userId };

  /** The user changed it (or deleted it) since the contact brought it: kept, and no longer linked. */
  const changedByUser = (contact: StoredContact) => {
    if (contact.fingerprint === null) return false;
    const birthday = contact.birthdayId ? current.get(contact.birthdayId) : undefined;
    return !birthday || fingerprintOf(birthday) !== contact.fingerprint;
  };
  async function unlink(contact: StoredContact) {
    const birthday = contact.birthdayId ? current.get(contact.birthdayId) : undefined;
    if (!birthday) return;
    await tx
      .insert(addressBookUnlinked)
      .values({ birthdayId: birthday.id, userId: book.userId, source: context.source })
      .onConflictDoNothing();
    // Touching the row tells the user's tabs (the birthdays topic), whose details now show the note.
    await birthdayStore.update(tx, { ...key, id: birthday.id }, {}, context.now);
    result.unlinked++;
  }

  const upserts: (typeof addressBookContacts.$inferInsert)[] = [];
  const newRows: { row: BirthdayRow; contact: typeof addressBookContacts.$inferInsert }[] = [];
  for (const card of changed) {
    const contact = stored.get(card.href);
    const { step, otherDates } = readCard(card.data ?? '', context.storedKeys, context.reader);
    const base = { bookId: book.id, userId: book.userId, href: card.href, etag: card.etag, otherDates };
    if (contact?.unlinked) {
      upserts.push({ ...base, birthdayId: null, fingerprint: null, unlinked: true });
    } else if (contact && changedByUser(contact)) {
      await unlink(contact);
      upserts.push({ ...base, birthdayId: null, fingerprint: null, unlinked: true });
    } else if (contact?.birthdayId) {
      const id = contact.birthdayId;
      const data = dataOf(card, context);
      if (!data) {
        await birthdayStore.delete(tx, { ...key, id });
        result.removed++;
        upserts.push({ ...base, birthdayId: null, fingerprint: null, unlinked: false });
        continue;
      }
      const columns = columnsOf(data);
      const wanted = { ...current.get(id)!, ...pick(columns) };
      if (fingerprintOf(wanted) !== contact.fingerprint) {
        // The name and date of another birthday of the user's: the unique index refuses, and this one stays as it was.
        const saved = await tx
          .transaction((inner) => birthdayStore.update(inner, { ...key, id }, pick(columns), context.now))
          .catch(() => undefined);
        if (saved) {
          result.updated++;
          upserts.push({ ...base, birthdayId: id, fingerprint: fingerprintOf(saved), unlinked: false });
          continue;
        }
      }
      upserts.push({ ...base, birthdayId: id, fingerprint: contact.fingerprint, unlinked: false });
    } else if (step.kind === 'add') {
      const { month, day } = splitBirthDate(step.data.date)!;
      context.storedKeys.add(duplicateKey(step.data.name, month, day, step.data.calendar, step.data.leap));
      const row = newBirthdayRow(book.userId, columnsOf(step.data), context.now);
      newRows.push({
        row,
        contact: { ...base, birthdayId: row.id, fingerprint: fingerprintOf(row), unlinked: false },
      });
    } else {
      upserts.push({ ...base, birthdayId: null, fingerprint: null, unlinked: false });
    }
  }

  if (newRows.length > 0) {
    await birthdayStore.insertNew(
      tx,
      newRows.map((n) => n.row),
    );
    const written = new Set<string>();
    for (let i = 0; i < newRows.length; i += CHUNK) {
      const ids = newRows.slice(i, i + CHUNK).map((n) => n.row.id);
      const rows = await tx
        .select({ id: birthdays.id })
        .from(birthdays)
        .where(and(eq(birthdays.userId, book.userId), inArray(birthdays.id, ids)));
      for (const row of rows) written.add(row.id);
    }
    for (const { row, contact } of newRows) {
      // One the unique index skipped (the same name and date added meanwhile) is the user's, not ours.
      if (written.has(row.id)) result.added++;
      upserts.push(written.has(row.id) ? contact : { ...contact, birthdayId: null, fingerprint: null });
    }
  }

  for (const href of deleted) {
    const contact = stored.get(href);
    if (!contact) continue;
    if (contact.unlinked) continue;
    if (changedByUser(contact)) await unlink(contact);
    else if (contact.birthdayId) {
      await birthdayStore.delete(tx, { ...key, id: contact.birthdayId });
      result.removed++;
    }
  }
  if (deleted.length > 0) {
    for (let i = 0; i < deleted.length; i += CHUNK) {
      await tx
        .delete(addressBookContacts)
        .where(
          and(
            eq(addressBookContacts.userId, book.userId),
            eq(addressBookContacts.bookId, book.id),
            inArray(addressBookContacts.href, deleted.slice(i, i + CHUNK)),
          ),
        );
    }
  }
  for (let i = 0; i < upserts.length; i += CHUNK) {
    await tx
      .insert(addressBookContacts)
      .values(upserts.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: [addressBookContacts.bookId, addressBookContacts.href],
        set: {
          etag: sql`excluded.etag`,
          birthdayId: sql`excluded.birthday_id`,
          fingerprint: sql`excluded.fingerprint`,
          unlinked: sql`excluded.unlinked`,
          otherDates: sql`excluded.other_dates`,
        },
      });
  }
  return result;
}

/** What a contact may change on its birthday: its name, date and phone, nothing the user added. */
const pick = (c: ReturnType<typeof columnsOf>) => ({
  name: c.name,
  calendar: c.calendar,
  month: c.month,
  leap: c.leap,
  day: c.day,
  year: c.year,
  countryCode: c.countryCode ?? null,
  phoneNumber: c.phoneNumber ?? null,
});
