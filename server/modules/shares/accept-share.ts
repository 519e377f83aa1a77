import { birthdayStore, keptDateColumns, newBirthdayRow } from '@server/db/birthday-store';
import { shares } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { keptDateOf } from '@shared/kept-calendars/celebrations';
import { defaultReminders } from '@shared/schemas/birthday';
import type { AcceptShareResult, SharedBirthday } from '@shared/schemas/share';
import { and, eq } from 'drizzle-orm';
import { notPendingError } from './share-state';

/**
 * Accepts a pending share addressed to the user and imports its birthdays, all in one transaction.
 * Claiming the share is the first write: a second accept (another tab, a double tap, another
 * instance) waits on that row and then finds it no longer pending, so the birthdays arrive once.
 */
export async function acceptShare(
  { db, clock, realtime }: Pick<Deps, 'db' | 'clock' | 'realtime'>,
  { userId, id }: { userId: string; id: string },
): Promise<AcceptShareResult> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(shares)
      .set({ status: 'accepted', acceptedAt: now })
      .where(and(eq(shares.id, id), eq(shares.recipientId, userId), eq(shares.status, 'pending')))
      .returning({ birthdays: shares.birthdays });
    if (!claimed) throw await notPendingError(tx, { userId, id });

    const rows = Object.values(claimed.birthdays).flatMap((b) => toRow(b, userId, now));
    await realtime.publish({ userId, topic: 'shares' }, tx);
    const imported = await birthdayStore.insertNew(tx, rows);
    return { imported, skipped: Object.keys(claimed.birthdays).length - imported };
  });
}

/** A shared birthday as a new birthday of the recipient: theirs now, with every reminder on like any new one. */
function toRow(b: SharedBirthday, userId: string, now: Date) {
  const kept = keptDateOf(b.date, b.calendar, b.leap);
  if (!kept) return [];
  const columns = {
    name: b.name,
    ...keptDateColumns(kept),
    kind: b.kind ?? 'birthday',
    label: b.label ?? '',
    category: b.category,
    notes: b.notes,
    phoneNumber: null,
    countryCode: null,
    interests: [],
    reminders: defaultReminders(),
    leadDays: null,
  };
  return [newBirthdayRow(userId, columns, now)];
}
