import { birthdayStore, columnsOf, newBirthdayRow } from '@server/db/birthday-store';
import type { Deps } from '@server/deps';
import type { ImportResult } from '@shared/schemas/birthday-import';
import { type ImportInput, planForUser } from './plan-for-user';

/**
 * Saves the new birthdays of a file in one transaction: all of them or none. The same file sent
 * twice at once (a double tap, two tabs) imports once: the unique index on (user, lower(name),
 * month, day) makes the second transaction wait for the first and then skip every row it added.
 */
export async function importBirthdays(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  input: ImportInput,
): Promise<ImportResult> {
  const { userId } = input;
  const plan = await planForUser(db, input);
  const now = clock.now();
  // Each row is made as the store asks for it: only one batch of rows exists at a time.
  const rows = (function* () {
    for (const { data } of plan.toAdd) yield newBirthdayRow(userId, columnsOf(data), now);
  })();
  const imported = await db.transaction((tx) => birthdayStore.insertNew(tx, rows));
  const total = plan.toAdd.length + plan.duplicates.length + plan.errors.length;
  return { imported, skipped: total - imported };
}
