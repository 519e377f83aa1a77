import { MSG } from '../../../shared/messages';
import type { BirthdayChanges } from '../../../shared/schemas/birthday';
import { birthdayStore, changedColumnsOf } from '../../db/birthday-store';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { toBirthday } from './to-birthday';

export async function updateBirthday(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  { userId, id, input }: { userId: string; id: string; input: BirthdayChanges },
) {
  const row = await birthdayStore.update(db, { userId, id }, changedColumnsOf(input), clock.now());
  if (!row) throw notFound(MSG.birthdayNotFound);
  return toBirthday(row);
}
