import { keptDateOfRow } from '@server/db/birthday-store';
import { holdPerUserCap } from '@server/db/per-user-cap';
import { birthdays, shares, users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { newId } from '@server/lib/ids';
import type { DateKindId } from '@shared/date-kinds';
import { wireDateOf } from '@shared/kept-calendars/celebrations';
import { MSG } from '@shared/messages';
import {
  type CreateShareData,
  SHARE_MAX_BIRTHDAYS,
  SHARE_RATE_WINDOW_MS,
  SHARES_PER_HOUR,
  type SharedBirthday,
} from '@shared/schemas/share';
import { and, asc, eq, inArray } from 'drizzle-orm';

/**
 * Sends a copy of the sender's birthdays in the chosen categories to another user's User ID.
 * The sender always comes from the session, so nobody can send a share in someone else's name.
 */
export async function createShare(
  { db, clock, realtime }: Pick<Deps, 'db' | 'clock' | 'realtime'>,
  { userId, input: { recipientId, categories } }: { userId: string; input: CreateShareData },
) {
  if (recipientId === userId) {
    throw new AppError('share_with_self', { field: 'recipientId' });
  }
  const [recipient] = await db.select({ id: users.id }).from(users).where(eq(users.id, recipientId));
  if (!recipient) throw new AppError('unknown_recipient', { field: 'recipientId' });

  const now = clock.now();
  const id = newId();
  const snapshot = await db.transaction(async (tx) => {
    await holdPerUserCap(tx, {
      name: 'shares',
      userId,
      table: shares,
      owner: shares.senderId,
      createdAt: shares.createdAt,
      now,
      windowMs: SHARE_RATE_WINDOW_MS,
      limit: SHARES_PER_HOUR,
      refusal: MSG.tooManyShares(SHARES_PER_HOUR),
    });
    // One row past the cap is enough to know the share is too large, without reading them all.
    const rows = await tx
      .select()
      .from(birthdays)
      .where(and(eq(birthdays.userId, userId), inArray(birthdays.category, categories)))
      .orderBy(asc(birthdays.month), asc(birthdays.day), asc(birthdays.name))
      .limit(SHARE_MAX_BIRTHDAYS + 1);
    if (rows.length > SHARE_MAX_BIRTHDAYS) {
      throw new AppError('share_too_large', MSG.shareTooLarge(SHARE_MAX_BIRTHDAYS), { field: 'categories' });
    }
    const present = new Set(rows.map((r) => r.category));
    const empty = categories.find((c) => !present.has(c));
    if (empty !== undefined)
      throw new AppError('empty_category', MSG.emptyCategory(empty), { field: 'categories' });

    const copy: Record<string, SharedBirthday> = {};
    for (const b of rows) {
      copy[b.id] = {
        name: b.name,
        ...wireDateOf(keptDateOfRow(b)),
        // A birthday's snapshot stays as before there were kinds (the field's absence says birthday).
        ...(b.kind === 'birthday' ? {} : { kind: b.kind as DateKindId, label: b.label }),
        notes: b.notes,
        category: b.category,
        createdAt: b.createdAt.getTime(),
      };
    }
    await tx
      .insert(shares)
      .values({ id, senderId: userId, recipientId, status: 'pending', createdAt: now, birthdays: copy });
    return copy;
  });
  // The recipient's open tabs show the new share without a reload.
  await realtime.publish({ userId: recipientId, topic: 'shares' });
  return { id, count: Object.keys(snapshot).length };
}
