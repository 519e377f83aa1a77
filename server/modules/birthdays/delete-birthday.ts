import { birthdayStore } from '@server/db/birthday-store';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { MSG } from '@shared/messages';

/** Removes the birthday; its reminders live in the same row and go with it. */
export async function deleteBirthday(
  { db }: Pick<Deps, 'db'>,
  { userId, id }: { userId: string; id: string },
) {
  if (!(await birthdayStore.delete(db, { userId, id })))
    throw new AppError('not_found', MSG.birthdayNotFound);
}
