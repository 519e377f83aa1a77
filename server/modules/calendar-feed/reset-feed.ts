import { users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import type { CalendarFeed } from '@shared/schemas/calendar-feed';
import { eq } from 'drizzle-orm';
import { feedUrl, newFeedToken } from './feed-token';

/**
 * A new private feed URL. One UPDATE replaces the stored hash, so the old URL stops working at
 * once on every instance. The token itself is never stored, so this answer is the only time it is seen.
 */
export async function resetFeed(
  { db, clock, config }: Pick<Deps, 'db' | 'clock' | 'config'>,
  { userId }: { userId: string },
): Promise<CalendarFeed> {
  const { token, hash } = newFeedToken();
  const now = clock.now();
  await db
    .update(users)
    .set({ calendarFeedTokenHash: hash, calendarFeedCreatedAt: now })
    .where(eq(users.id, userId));
  return { active: true, createdAt: now.getTime(), url: feedUrl(config.publicUrl, token) };
}
