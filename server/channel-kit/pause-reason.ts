import { notificationLog } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { MSG } from '@shared/messages';
import type { ReminderChannelId } from '@shared/reminder-channels';
import { and, desc, eq } from 'drizzle-orm';

/**
 * What a paused channel's row in Reminder Settings says: how many failed in a row, the last
 * failed delivery's own sentence (from the history the user can also read), and how to resume.
 */
export async function pausedSentence(
  { db }: Pick<Deps, 'db'>,
  { userId, channel, failures }: { userId: string; channel: ReminderChannelId; failures: number },
  resume: string,
): Promise<string> {
  const [last] = await db
    .select({ error: notificationLog.error })
    .from(notificationLog)
    .where(
      and(
        eq(notificationLog.userId, userId),
        eq(notificationLog.channel, channel),
        // The reminders missed while paused were not tried: the cause is the last one that was.
        eq(notificationLog.failure, 'error'),
      ),
    )
    .orderBy(desc(notificationLog.claimedAt))
    .limit(1);
  return MSG.channelPaused(failures, last?.error ?? null, resume);
}
