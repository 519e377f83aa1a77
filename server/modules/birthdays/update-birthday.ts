import { birthdayStore, changedColumnsOf } from '@server/db/birthday-store';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { MSG } from '@shared/messages';
import type { BirthdayChanges } from '@shared/schemas/birthday';
import { toBirthday } from './to-birthday';

export async function updateBirthday(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  { userId, id, input }: { userId: string; id: string; input: BirthdayChanges },
) {
  const row = await birthdayStore.update(db, { userId, id }, changedColumnsOf(input), clock.now());
  if (!row) throw new AppError('not_found', MSG.birthdayNotFound);
  return toBirthday(row);
}
