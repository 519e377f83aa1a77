import { REMINDER_CHANNELS, type ReminderChannelId } from '@shared/reminder-channels';
import type { ReminderChannelUi } from './channel';
import { emailChannelUi } from './email';
import { ntfyChannelUi } from './ntfy';
import { pushChannelUi } from './push';
import { smsChannelUi } from './sms';
import { telegramChannelUi } from './telegram';
import { webhookChannelUi } from './webhook';

// One entry per id of shared/reminder-channels.ts: a missing or unknown one fails the typecheck.
const byId = {
  sms: smsChannelUi,
  push: pushChannelUi,
  email: emailChannelUi,
  telegram: telegramChannelUi,
  ntfy: ntfyChannelUi,
  webhook: webhookChannelUi,
} satisfies Record<ReminderChannelId, ReminderChannelUi>;

/** Every channel as Reminder Settings lists it, in the shared list's order. */
export const channelUis = REMINDER_CHANNELS.map((id) => ({ id, ...byId[id] }));

/** How the delivery history names and draws a channel. */
export const channelUi = (id: ReminderChannelId): ReminderChannelUi => byId[id];
