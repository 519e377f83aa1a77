import type { Db } from '../../db/client';
import { birthdays } from '../../db/schema';

// One INSERT per 1,000 rows: far faster than one per row, and well under the bind-parameter limit.
const BATCH = 1000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Inserts birthdays, skipping any the user already has: the unique index on (user, lower(name),
 * month, day) decides, in any case, even for one added at this very moment in another tab.
 * Returns how many were added.
 */
export async function insertNewBirthdays(tx: Tx, rows: (typeof birthdays.$inferInsert)[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const added = await tx
      .insert(birthdays)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoNothing()
      .returning({ id: birthdays.id });
    inserted += added.length;
  }
  return inserted;
}
