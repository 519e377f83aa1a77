import { notificationLog, reminderDestinations } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { MSG } from '@shared/messages';
import type { HookDestination } from '@shared/schemas/hook-destination';
import { and, desc, eq } from 'drizzle-orm';
import { destinationOf, HOOK_CHANNELS, type HookChannelId } from './hook-channels';

/** The user's destination for a channel as they may see it (no token, no secret), or null. */
export async function getDestination(
  { db }: Pick<Deps, 'db'>,
  { userId, channel }: { userId: string; channel: HookChannelId },
): Promise<HookDestination | null> {
  const [row] = await db.select().from(reminderDestinations).where(destinationOf(userId, channel));
  if (!row) return null;
  const url = String(row.config.url ?? '');
  const hasToken = HOOK_CHANNELS[channel].hasToken(row.config);
  if (!row.pausedAt) return { url, hasToken, paused: null };
  // Why: the last failed delivery's own sentence, from the history the user can also read.
  const [last] = await db
    .select({ error: notificationLog.error })
    .from(notificationLog)
    .where(
      and(
        eq(notificationLog.userId, userId),
        eq(notificationLog.channel, channel),
        eq(notificationLog.status, 'failed'),
      ),
    )
    .orderBy(desc(notificationLog.claimedAt))
    .limit(1);
  return { url, hasToken, paused: MSG.hookPaused(row.failures, last?.error ?? null) };
}
