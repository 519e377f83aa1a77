import { reminderDestinations, users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { eq, sql } from 'drizzle-orm';
import { destinationOf, type HookChannelId } from './hook-channels';

/** Forgets where the channel's reminders went (its token or secret too) and switches it off. */
export async function removeDestination(
  { db, realtime }: Pick<Deps, 'db' | 'realtime'>,
  { userId, channel }: { userId: string; channel: HookChannelId },
) {
  await db.delete(reminderDestinations).where(destinationOf(userId, channel));
  await db
    .update(users)
    .set({
      reminderSettings: sql`jsonb_set(${users.reminderSettings}, '{channels}', coalesce(${users.reminderSettings}->'channels', '{}'::jsonb) || jsonb_build_object(${channel}::text, false))`,
    })
    .where(eq(users.id, userId));
  await realtime.publish({ userId, topic: 'reminders' });
}
