import type { ImportResult } from '../../../shared/schemas/birthday-import';
import type { Deps } from '../../deps';
import { newId } from '../../lib/ids';
import { insertNewBirthdays } from '../../db/birthday-store';
import { toColumns } from '../birthdays/to-birthday';
import { planForUser } from './plan-for-user';

/**
 * Saves the new birthdays of a file in one transaction: all of them or none. The same file sent
 * twice at once (a double tap, two tabs) imports once: the unique index on (user, lower(name),
 * month, day) makes the second transaction wait for the first and then skip every row it added.
 */
export async function importBirthdays(
  { db, clock, realtime }: Pick<Deps, 'db' | 'clock' | 'realtime'>,
  { userId, text }: { userId: string; text: string },
): Promise<ImportResult> {
  const plan = await planForUser(db, { userId, text });
  const now = clock.now();
  const rows = plan.toAdd.map(({ data }) => ({
    ...toColumns(data),
    id: newId(),
    userId,
    createdAt: now,
    updatedAt: now,
  }));
  const imported = await db.transaction(async (tx) => {
    const count = await insertNewBirthdays(tx, rows);
    if (count > 0) await realtime.publish({ userId, topic: 'birthdays' }, tx);
    return count;
  });
  const total = plan.toAdd.length + plan.duplicates.length + plan.errors.length;
  return { imported, skipped: total - imported };
}
