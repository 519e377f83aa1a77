import { and, eq } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import { birthdays } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';

/** Removes the birthday; its reminders live in the same row and go with it. */
export async function deleteBirthday(
  { db, realtime }: Pick<Deps, 'db' | 'realtime'>,
  { userId, id }: { userId: string; id: string },
) {
  const { bumped, notice } = realtime.birthdaysChange(userId);
  const deleted = await db
    .with(bumped)
    .delete(birthdays)
    .where(and(eq(birthdays.id, id), eq(birthdays.userId, userId)))
    .returning({ id: birthdays.id, notice });
  if (deleted.length === 0) throw notFound(MSG.birthdayNotFound);
}
