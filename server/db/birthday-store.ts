import { AppError } from '@server/lib/errors';
import { newId } from '@server/lib/ids';
import { isUniqueViolation } from '@server/lib/pg-errors';
import { duplicateKey } from '@shared/import-export/import-plan';
import { keptDateOf } from '@shared/kept-calendars/celebrations';
import type { KeptDate } from '@shared/kept-calendars/types';
import type { BirthdayChanges, BirthdayData } from '@shared/schemas/birthday';
import { type AnyColumn, and, eq, getTableColumns, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { batched } from './batched';
import { type Db, rowsOf, statementName } from './client';
import { perDatabase } from './per-database';
import { birthdays } from './schema';

/**
 * Every write to `birthdays` goes through here. Each one also moves its owner's list version and
 * tells their tabs ('birthdays'): the table's triggers do both in the writing statement itself
 * (migration 0009_birthday_changes), so no write can forget them.
 */

export type BirthdayRow = typeof birthdays.$inferSelect;
/** What a user writes of a birthday; the store fills in the rest of a new row. */
type Columns = Omit<
  BirthdayRow,
  'id' | 'userId' | 'lastNotified' | 'notificationErrors' | 'createdAt' | 'updatedAt'
>;
/** One user's birthday: every write names both, so no query can reach another user's row. */
type Key = { userId: string; id: string };

// An import makes these for each of up to 10,000 rows, so neither starts an object literal with a
// spread and adds keys after it: on Node 20 (V8 11.3) such a literal's objects outlive the
// young-generation collections as if in use and pile up in the old space (see withLeadDays in
// shared/schemas/birthday.ts; with those, bench/import.bench.ts's heap growth went from 79 to 49 MB).

/** A birthday's date as the table keeps it. */
export type DateColumns = Pick<BirthdayRow, 'calendar' | 'month' | 'leap' | 'day' | 'year'>;

/**
 * A row's date as the one value the code passes around. This and keptDateColumns are the only mapping between
 * the table's date columns and a KeptDate: reads (the API, shares, the feed, the due scans, the AI's subject,
 * the import's duplicates) and writes go through them, and the list, which the database writes as JSON
 * itself, through wireDateFields.
 */
export const keptDateOfRow = ({ calendar, month, leap, day, year }: DateColumns): KeptDate => ({
  calendar,
  month,
  leap,
  day,
  year,
});

/** The date columns selected as one field (`date: dateColumns`), which keptDateOfRow reads. */
export const dateColumns = {
  calendar: birthdays.calendar,
  month: birthdays.month,
  leap: birthdays.leap,
  day: birthdays.day,
  year: birthdays.year,
};

const twoDigits = (column: AnyColumn) => sql`lpad(${column}::text, 2, '0')`;

/**
 * wireDateOf(keptDateOfRow(row)) in SQL, as json_build_object's keys and values, for the list the database
 * writes as JSON with no per-row work in Node: the wire date ('YYYY-MM-DD', or '--MM-DD' without a year, as
 * formatBirthDate writes it), its calendar and its leap month.
 */
export const wireDateFields = sql`'date', case when ${birthdays.year} is null then '--' else lpad(${birthdays.year}::text, 4, '0') || '-' end
    || ${twoDigits(birthdays.month)} || '-' || ${twoDigits(birthdays.day)},
  'calendar', ${birthdays.calendar},
  'leap', ${birthdays.leap}`;

/** The table's date columns of a kept date. */
/** Every date a user keeps, as the duplicate rule keys it (name, kept date and kind): "already in the list". */
export async function storedDuplicateKeys(db: Db, userId: string): Promise<Set<string>> {
  const stored = await db
    .select({ name: sql<string>`lower(${birthdays.name})`, date: dateColumns, kind: birthdays.kind })
    .from(birthdays)
    .where(eq(birthdays.userId, userId));
  return new Set(
    stored.map(({ name, date, kind }) => {
      const { month, day, calendar, leap } = keptDateOfRow(date);
      return duplicateKey(name, month, day, calendar, leap, kind);
    }),
  );
}

export const keptDateColumns = ({ calendar, month, leap = false, day, year }: KeptDate): DateColumns => ({
  calendar,
  month,
  leap,
  day,
  year,
});

/** The kept date of validated input, whose schema has already checked the date in its calendar. */
const keptColumnsOf = (date: string, calendar: KeptDate['calendar'], leap: boolean) =>
  keptDateColumns(keptDateOf(date, calendar, leap)!);

/** The columns of validated input. */
export const columnsOf = ({ date, ...rest }: BirthdayData): Columns =>
  Object.assign(rest, keptColumnsOf(date, rest.calendar, rest.leap));

/** The columns an update names, and only those (a new date comes with its calendar and leap month). */
export const changedColumnsOf = ({ date, ...rest }: BirthdayChanges): Partial<Columns> =>
  date === undefined ? rest : { ...rest, ...keptColumnsOf(date, rest.calendar!, rest.leap!) };

export const newBirthdayRow = (userId: string, columns: Columns, now: Date): BirthdayRow => ({
  id: newId(),
  userId,
  ...columns,
  lastNotified: null,
  notificationErrors: [],
  createdAt: now,
  updatedAt: now,
});

/** The unique index on (user, lower(name), month, day) refused the row: the user has that birthday. */
const duplicateAsAppError = (err: unknown): never => {
  throw isUniqueViolation(err) ? new AppError('duplicate', { field: 'name' }) : err;
};

// The table's columns, each with its SQL type, for reading rows out of JSON: a new column joins by itself.
const columns = Object.entries(getTableColumns(birthdays));
const recordColumns = sql.raw(columns.map(([key, column]) => `"${key}" ${column.getSQLType()}`).join(', '));
const tableColumns = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '));
const recordValues = sql.raw(columns.map(([key]) => `r."${key}"`).join(', '));

/**
 * One INSERT of the rows in a JSON array (of BirthdayRow), skipping any the user already has: the
 * unique index on (user, lower(name), month, day) decides, in any case, even for one added at
 * this very moment in another tab. Returns the ids it added.
 */
const insertFromJson = (rows: BirthdayRow[]) => sql`
  INSERT INTO ${birthdays} (${tableColumns})
  SELECT ${recordValues} FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(${recordColumns})
  ON CONFLICT DO NOTHING
  RETURNING id`;

// 250 rows per INSERT, each batch one JSON parameter: PGlite and PostgreSQL parse one value instead
// of 3,500 bind parameters, about four times faster than a multi-row VALUES list. Each batch's JSON and
// the database's copies of it outlive it until a full collection: at 1,000 rows a 10,000-contact import
// kept 24 MB of heap, more than its 21.7 MB file; at 250, 16 MB, in the same CPU time (import bench).
const BATCH = 250;

// A placeholder for every column a new row fills, so one prepared statement serves every create
// (`lastNotified` stays null: a new birthday was never notified). Drizzle cannot bind a null array
// to a placeholder, so the lead times travel as an array literal.
const placeholders = {
  ...Object.fromEntries(
    Object.keys(getTableColumns(birthdays))
      .filter((key) => key !== 'lastNotified')
      .map((key) => [key, sql.placeholder(key)]),
  ),
  leadDays: sql`${sql.placeholder('leadDays')}::smallint[]`,
} as Record<keyof BirthdayRow, Placeholder | SQL>;
const arrayLiteral = (list: number[] | null) => (list === null ? null : `{${list.join(',')}}`);

const insertOneOf = perDatabase((db) =>
  db.insert(birthdays).values(placeholders).returning().prepare(statementName(db, 'birthday_create')),
);

/** One create in a statement of its own, so that its error (a duplicate, say) is its own. */
async function insertOne(db: Db, row: BirthdayRow) {
  const [inserted] = await insertOneOf(db)
    .execute({ ...row, leadDays: arrayLiteral(row.leadDays) })
    .catch(duplicateAsAppError);
  return inserted!;
}

/**
 * Creates that arrive together (in one turn of the event loop, or while a batch is being written)
 * are written together: one statement and one commit (with its version moves and notices) for all
 * of them, which is what keeps creates fast when many arrive at once. A row the batch did not
 * write (a duplicate, or a batch that failed) is `undefined`, and is then tried alone.
 */
const insertTogetherOf = perDatabase((db) =>
  batched(async (batch: BirthdayRow[]): Promise<(BirthdayRow | undefined)[]> => {
    if (batch.length === 1) return [await insertOne(db, batch[0]!)];
    const written = await rowsOf<{ id: string }>(db.execute(insertFromJson(batch)))
      .then((rows) => new Set(rows.map((row) => row.id)))
      .catch(() => new Set<string>());
    return batch.map((row) => (written.has(row.id) ? row : undefined));
  }),
);

/** Each write takes the database or a transaction on it (`db.transaction(async (tx) => …)`). */
export const birthdayStore = {
  /** Creates one birthday (group commit); a duplicate of one the user has is refused. */
  async create(db: Db, row: BirthdayRow): Promise<BirthdayRow> {
    return (await insertTogetherOf(db)(row)) ?? insertOne(db, row);
  },

  /**
   * Adds the rows the user does not have yet (import, share accept); returns how many it added.
   * The rows are taken a batch at a time, so a caller that makes them as they are asked for (an
   * import of 10,000) never holds more than one batch of rows and its JSON.
   */
  async insertNew(tx: Db, rows: Iterable<BirthdayRow>): Promise<number> {
    let inserted = 0;
    let batch: BirthdayRow[] = [];
    const write = async () => {
      inserted += (await rowsOf(tx.execute(insertFromJson(batch)))).length;
      batch = [];
    };
    for (const row of rows) {
      batch.push(row);
      if (batch.length === BATCH) await write();
    }
    if (batch.length > 0) await write();
    return inserted;
  },

  /** The changed row, or undefined when the user has no such birthday. */
  async update(db: Db, { userId, id }: Key, changes: Partial<Columns>, now: Date) {
    const [row] = await db
      .update(birthdays)
      .set({ ...changes, updatedAt: now })
      .where(and(eq(birthdays.id, id), eq(birthdays.userId, userId)))
      .returning()
      .catch(duplicateAsAppError);
    return row;
  },

  /** False when the user has no such birthday. Its reminders live in the same row and go with it. */
  async delete(db: Db, { userId, id }: Key) {
    const deleted = await db
      .delete(birthdays)
      .where(and(eq(birthdays.id, id), eq(birthdays.userId, userId)))
      .returning({ id: birthdays.id });
    return deleted.length > 0;
  },

  /** Reminders were delivered: one statement for all their birthdays. */
  async markNotifiedMany(tx: Db, keys: readonly Key[], now: Date) {
    // The rows are locked in one order (user, id) before they change: batches recorded at once by
    // several flushes and instances, each meeting the rows its own way, deadlocked on each other.
    await tx.execute(sql`
      UPDATE birthdays b SET last_notified = ${now.toISOString()}::timestamptz
      FROM (SELECT l.user_id, l.id FROM birthdays l
            JOIN jsonb_to_recordset(${JSON.stringify(keys.map(({ userId, id }) => ({ user_id: userId, id })))}::jsonb)
              AS k(user_id text, id text) ON l.user_id = k.user_id AND l.id = k.id
            ORDER BY l.user_id, l.id
            FOR UPDATE OF l) k
      WHERE b.user_id = k.user_id AND b.id = k.id`);
  },

  /** A reminder could not be delivered: the birthday keeps the error in its list. */
  async addNotificationError(tx: Db, { userId, id }: Key, entry: BirthdayRow['notificationErrors'][number]) {
    await tx
      .update(birthdays)
      .set({ notificationErrors: sql`${birthdays.notificationErrors} || ${JSON.stringify([entry])}::jsonb` })
      .where(and(eq(birthdays.id, id), eq(birthdays.userId, userId)));
  },
};
