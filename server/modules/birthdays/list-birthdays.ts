import { wireDateFields } from '@server/db/birthday-store';
import { birthdays, users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { type AnyColumn, eq, sql } from 'drizzle-orm';
import type { ListCache } from './list-cache';

const b = birthdays;
const epochMs = (column: AnyColumn) => sql`floor(extract(epoch from ${column}) * 1000)::bigint`;

/**
 * The list as the JSON text of the Birthday schema, built by the database in one field: no
 * per-row parsing, mapping or validation in Node; to-birthday.ts is its counterpart for single rows.
 */
const fields = sql`
  'id', ${b.id},
  'name', ${b.name},
  ${wireDateFields},
  'category', ${b.category},
  'notes', ${b.notes},
  'phoneNumber', ${b.phoneNumber},
  'countryCode', ${b.countryCode},
  'interests', ${b.interests},
  'reminders', ${b.reminders},
  'leadDays', ${b.leadDays},
  'lastNotified', ${epochMs(b.lastNotified)},
  'createdAt', ${epochMs(b.createdAt)},
  'updatedAt', ${epochMs(b.updatedAt)}`;
// A birthday says no kind, as before there were others (to-birthday.ts does the same).
const listJson = sql<string>`coalesce(json_agg(CASE WHEN ${b.kind} = 'birthday' THEN json_build_object(${fields})
  ELSE json_build_object(${fields}, 'kind', ${b.kind}, 'label', ${b.label}) END
  order by ${b.month}, ${b.day}, ${b.name}), '[]')::text`;

/**
 * Reads the list for caching. The flag is set and committed first, so a change from here on
 * moves the version; the list is read after it, so it is at least as new as the version returned.
 */
async function readList({ db }: Pick<Deps, 'db'>, userId: string) {
  const [user] = await db
    .update(users)
    .set({ birthdaysListCached: true })
    .where(eq(users.id, userId))
    .returning({ version: users.birthdaysVersion });
  const [row] = await db.select({ json: listJson }).from(birthdays).where(eq(birthdays.userId, userId));
  return { json: row!.json, version: user?.version ?? 0 };
}

/** The user's list, from the cache while `version` (the user's list version) is current. */
export function listBirthdays(
  deps: Pick<Deps, 'db'>,
  cache: ListCache,
  { userId, version }: { userId: string; version: number },
) {
  return cache.get(userId, version, () => readList(deps, userId));
}
