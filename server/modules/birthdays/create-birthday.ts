import { getTableColumns, type Placeholder, sql } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import type { BirthdayData } from '../../../shared/schemas/birthday';
import { perDatabase } from '../../db/per-database';
import { birthdays } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { Realtime } from '../events/realtime';
import { toBirthday, toColumns } from './to-birthday';

export const duplicate = () => new AppError('duplicate', MSG.duplicateBirthday, 409, 'name');

type Values = ReturnType<typeof toColumns> & { id: string; userId: string; createdAt: Date; updatedAt: Date };
// Every column named (the compiler checks none is missing), so one prepared statement serves every create.
const placeholders = Object.fromEntries(
  Object.keys({
    id: 0,
    userId: 0,
    name: 0,
    month: 0,
    day: 0,
    year: 0,
    category: 0,
    notes: 0,
    phoneNumber: 0,
    countryCode: 0,
    interests: 0,
    reminders: 0,
    createdAt: 0,
    updatedAt: 0,
  } satisfies Record<keyof Values, 0>).map((column) => [column, sql.placeholder(column)]),
) as Record<keyof Values, Placeholder>;

const insertOf = perDatabase((db, realtime: Realtime) => {
  const { bumped, notice } = realtime.birthdaysChange(sql.placeholder('userId'));
  return db
    .with(bumped)
    .insert(birthdays)
    .values(placeholders)
    .returning({ ...getTableColumns(birthdays), notice })
    .prepare('birthday_create');
});

export async function createBirthday(
  { db, clock, realtime }: Pick<Deps, 'db' | 'clock' | 'realtime'>,
  { userId, input }: { userId: string; input: BirthdayData },
) {
  const now = clock.now();
  const values: Values = { ...toColumns(input), id: newId(), userId, createdAt: now, updatedAt: now };
  const row = await insertOf(db, realtime)
    .execute(values)
    .catch((err: unknown) => {
      throw isUniqueViolation(err) ? duplicate() : err;
    });
  return toBirthday(row[0]!);
}
