import { pausedSentence } from '@server/channel-kit/pause-reason';
import { reminderDestinations } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { channelResume } from '@shared/reminder-channels';
import type { PausedChannel } from '@shared/schemas/channel-status';
import { and, asc, eq, isNotNull } from 'drizzle-orm';

/** The user's paused channels, oldest pause first, each with why (the last failure) and how to resume. */
export async function listPausedChannels(
  deps: Pick<Deps, 'db'>,
  { userId }: { userId: string },
): Promise<PausedChannel[]> {
  const rows = await deps.db
    .select({
      channel: reminderDestinations.channel,
      failures: reminderDestinations.failures,
      pausedAt: reminderDestinations.pausedAt,
    })
    .from(reminderDestinations)
    .where(and(eq(reminderDestinations.userId, userId), isNotNull(reminderDestinations.pausedAt)))
    .orderBy(asc(reminderDestinations.pausedAt));
  return Promise.all(
    rows.map(async ({ channel, failures, pausedAt }) => ({
      channel,
      pausedAt: pausedAt!.toISOString(),
      reason: await pausedSentence(deps, { userId, channel, failures }, channelResume(channel)),
    })),
  );
}
