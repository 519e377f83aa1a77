import { REMINDER_CHANNELS, RESUMABLE_CHANNELS, type ReminderChannelId } from '@shared/reminder-channels';
import { z } from 'zod';

/** A channel with no setup of its own (SMS, push): a paused one is resumed with a button. */
export const resumableChannel = z.enum(RESUMABLE_CHANNELS as [ReminderChannelId, ...ReminderChannelId[]]);
export type ResumableChannel = z.infer<typeof resumableChannel>;

/** A channel the engine paused: which, since when, and our sentence saying why and how to resume. */
const pausedChannel = z.object({
  channel: z.enum(REMINDER_CHANNELS),
  pausedAt: z.string(),
  reason: z.string(),
});
export type PausedChannel = z.infer<typeof pausedChannel>;

export const pausedChannels = z.object({ paused: z.array(pausedChannel) });
