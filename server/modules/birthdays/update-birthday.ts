import { and, eq, getTableColumns } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import type { BirthdayChanges } from '../../../shared/schemas/birthday';
import { birthdays } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { duplicate } from './create-birthday';
import { toBirthday, toChangedColumns } from './to-birthday';

export async function updateBirthday(
  { db, clock, realtime }: Pick<Deps, 'db' | 'clock' | 'realtime'>,
  { userId, id, input }: { userId: string; id: string; input: BirthdayChanges },
) {
  const { bumped, notice } = realtime.birthdaysChange(userId);
  const [row] = await db
    .with(bumped)
    .update(birthdays)
    .set({ ...toChangedColumns(input), updatedAt: clock.now() })
    .where(and(eq(birthdays.id, id), eq(birthdays.userId, userId)))
    .returning({ ...getTableColumns(birthdays), notice })
    .catch((err: unknown) => {
      throw isUniqueViolation(err) ? duplicate() : err;
    });
  if (!row) throw notFound(MSG.birthdayNotFound);
  return toBirthday(row);
}
