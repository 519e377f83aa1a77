import { MSG } from '../../../shared/messages';
import type { BirthdayChanges } from '../../../shared/schemas/birthday';
import { birthdayStore, changedColumnsOf } from '../../db/birthday-store';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/errors';
import { toBirthday } from './to-birthday';

export async function updateBirthday(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  { userId, id, input }: { userId: string; id: string; input: BirthdayChanges },
) {
  const row = await birthdayStore.update(db, { userId, id }, changedColumnsOf(input), clock.now());
  if (!row) throw new AppError('not_found', MSG.birthdayNotFound);
  return toBirthday(row);
}
