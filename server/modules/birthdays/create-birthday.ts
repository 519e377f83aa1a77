import { getTableColumns, type Placeholder, sql } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import type { Birthday, BirthdayData } from '../../../shared/schemas/birthday';
import { batched } from '../../db/batched';
import { type Db, rowsOf } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { birthdays } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { Realtime } from '../../realtime/realtime';
import { insertFromJson } from '../../db/birthday-store';
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

const insertOneOf = perDatabase((db, realtime: Realtime) => {
  const { bumped, notice } = realtime.birthdaysChange(sql.placeholder('userId'));
  return db
    .with(bumped)
    .insert(birthdays)
    .values(placeholders)
    .returning({ ...getTableColumns(birthdays), notice })
    .prepare('birthday_create');
});

/** One create in a statement of its own, so that its error (a duplicate, say) is its own. */
async function insertOne(db: Db, realtime: Realtime, values: Values) {
  const [row] = await insertOneOf(db, realtime)
    .execute(values)
    .catch((err: unknown) => {
      throw isUniqueViolation(err) ? duplicate() : err;
    });
  return toBirthday(row!);
}

/**
 * Creates that arrive together (in one turn of the event loop, or while a batch is being written)
 * are written together: one statement and one commit (with its version moves and notices) for all
 * of them, which is what keeps creates fast when many arrive at once. The row of each is what it asked for, so its answer is built from it.
 * A create the batch did not write (a duplicate, or a batch that failed) is `undefined`, and is
 * then tried alone.
 */
const insertTogetherOf = perDatabase((db, realtime: Realtime) =>
  batched(async (batch: Values[]): Promise<(Birthday | undefined)[]> => {
    if (batch.length === 1) return [await insertOne(db, realtime, batch[0]!)];
    const written = await rowsOf<{ id: string }>(
      db.execute(insertFromJson(JSON.stringify(batch), (userIds) => realtime.birthdaysChangeOfMany(userIds))),
    )
      .then((rows) => new Set(rows.map((row) => row.id)))
      .catch(() => new Set<string>());
    return batch.map((values) =>
      written.has(values.id)
        ? toBirthday({ ...values, lastNotified: null, notificationErrors: [] })
        : undefined,
    );
  }),
);

export async function createBirthday(
  { db, clock, realtime }: Pick<Deps, 'db' | 'clock' | 'realtime'>,
  { userId, input }: { userId: string; input: BirthdayData },
) {
  const now = clock.now();
  const values: Values = { ...toColumns(input), id: newId(), userId, createdAt: now, updatedAt: now };
  return (await insertTogetherOf(db, realtime)(values)) ?? insertOne(db, realtime, values);
}
