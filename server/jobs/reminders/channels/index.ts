import { REMINDER_CHANNELS, type ReminderChannelId } from '@shared/reminder-channels';
import type { ReminderChannel } from './channel';
import { emailChannel } from './email';
import { ntfyChannel } from './ntfy';
import { pushChannel } from './push';
import { smsChannel } from './sms';
import { telegramChannel } from './telegram';
import { webhookChannel } from './webhook';

export type { Claim, Recipient, ReminderChannel } from './channel';

// One sender per id of shared/reminder-channels.ts: a missing or unknown one fails the typecheck.
const senders = {
  sms: smsChannel,
  push: pushChannel,
  email: emailChannel,
  telegram: telegramChannel,
  ntfy: ntfyChannel,
  webhook: webhookChannel,
} satisfies Record<ReminderChannelId, ReminderChannel>;

/** Every channel the engine delivers on, in the shared list's order. */
export const reminderChannels: readonly ReminderChannel[] = REMINDER_CHANNELS.map((id) => senders[id]);
