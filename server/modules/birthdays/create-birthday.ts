import { birthdayStore, columnsOf, newBirthdayRow } from '@server/db/birthday-store';
import type { Deps } from '@server/deps';
import type { BirthdayData } from '@shared/schemas/birthday';
import { toBirthday } from './to-birthday';

export async function createBirthday(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  { userId, input }: { userId: string; input: BirthdayData },
) {
  return toBirthday(await birthdayStore.create(db, newBirthdayRow(userId, columnsOf(input), clock.now())));
}
