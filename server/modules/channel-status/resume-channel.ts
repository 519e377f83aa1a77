import { reminderDestinations } from '@server/db/schema';
import type { Deps } from '@server/deps';
import type { ResumableChannel } from '@shared/schemas/channel-status';
import { and, eq } from 'drizzle-orm';

/**
 * Resumes SMS or push: their row only counts failures and holds the pause (jobs/reminders/channels/
 * destination.ts, ownPauseChannel), so removing it starts them afresh.
 */
export async function resumeChannel(
  deps: Pick<Deps, 'db' | 'realtime'>,
  { userId, channel }: { userId: string; channel: ResumableChannel },
) {
  await deps.db
    .delete(reminderDestinations)
    .where(and(eq(reminderDestinations.userId, userId), eq(reminderDestinations.channel, channel)));
  await deps.realtime.publish({ userId, topic: 'reminders' });
}
