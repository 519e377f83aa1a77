import { getTableColumns } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import type { BirthdayData } from '../../../shared/schemas/birthday';
import { birthdays } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { isUniqueViolation } from '../../lib/pg-errors';
import { toBirthday, toColumns } from './to-birthday';

export const duplicate = () => new AppError('duplicate', MSG.duplicateBirthday, 409, 'name');

export async function createBirthday(
  { db, clock, realtime }: Pick<Deps, 'db' | 'clock' | 'realtime'>,
  { userId, input }: { userId: string; input: BirthdayData },
) {
  const now = clock.now();
  const { bumped, notice } = realtime.birthdaysChange(userId);
  const row = await db
    .with(bumped)
    .insert(birthdays)
    .values({ ...toColumns(input), id: newId(), userId, createdAt: now, updatedAt: now })
    .returning({ ...getTableColumns(birthdays), notice })
    .catch((err: unknown) => {
      throw isUniqueViolation(err) ? duplicate() : err;
    });
  return toBirthday(row[0]!);
}
