import { MSG } from '../../../shared/messages';
import { birthdayStore } from '../../db/birthday-store';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/errors';

/** Removes the birthday; its reminders live in the same row and go with it. */
export async function deleteBirthday(
  { db }: Pick<Deps, 'db'>,
  { userId, id }: { userId: string; id: string },
) {
  if (!(await birthdayStore.delete(db, { userId, id })))
    throw new AppError('not_found', MSG.birthdayNotFound);
}
