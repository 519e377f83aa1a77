import { notificationLog } from '@server/db/schema';
import type { Deps } from '@server/deps';
import type { ReminderChannelId } from '@shared/reminder-channels';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DueReminder } from '../due-reminder';
import type { ReminderMessage } from '../reminder-message';

/** A claimed delivery: its notification_log row, and how many times it was claimed (above 1: taken over). */
export type Claim = { id: string; attempts: number };

/**
 * One way to reach a user. The due query asks `enabled` of each channel; the engine claims each
 * delivery exactly once (per birthday, lead time, occurrence and channel) and then calls `send`, which
 * throws to record a failure. A claim taken over after a crash (`claim.attempts > 1`) may already
 * have been sent: what to do then is the channel's own choice.
 */
export type ReminderChannel = {
  id: ReminderChannelId;
  /** SQL on the user's row `u`: the channel is on and has somewhere to send (push: a subscription). */
  enabled: SQL;
  send: (deps: Deps, reminder: DueReminder, claim: Claim, message: ReminderMessage) => Promise<void>;
};

/** The user's own switch for this channel in their reminder settings. */
export const switchedOn = (id: string) => sql`(u.reminder_settings->'channels'->>${id}::text)::boolean`;

/** A claimed delivery's log row, named by its user too: the statement stays on one shard (docs/scaling.md). */
export const deliveryRow = (reminder: Pick<DueReminder, 'userId'>, claimId: string) =>
  and(eq(notificationLog.userId, reminder.userId), eq(notificationLog.id, claimId));
