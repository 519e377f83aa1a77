import { users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import type { CalendarFeed } from '@shared/schemas/calendar-feed';
import { eq } from 'drizzle-orm';

/** Whether the user has a feed; its URL cannot be told again (only its hash is kept). */
export async function getFeed(
  { db }: Pick<Deps, 'db'>,
  { userId }: { userId: string },
): Promise<CalendarFeed> {
  const [row] = await db
    .select({ createdAt: users.calendarFeedCreatedAt, hash: users.calendarFeedTokenHash })
    .from(users)
    .where(eq(users.id, userId));
  return { active: Boolean(row?.hash), createdAt: row?.createdAt?.getTime() ?? null, url: null };
}
