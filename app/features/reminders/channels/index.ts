import type { ReminderChannelUi } from '@app/features/reminders/channel-kit/channel';
import { REMINDER_CHANNELS, type ReminderChannelId } from '@shared/reminder-channels';

// Each channel's row, from its own folder (<id>/index.tsx exporting `channel`): a new channel is a new
// folder here, found at build time.
const found = import.meta.glob<{ channel: ReminderChannelUi }>('./*/index.tsx', { eager: true });
const byId = new Map(Object.entries(found).map(([file, module]) => [file.split('/')[1], module.channel]));

/** How Reminder Settings and the delivery history name and draw a channel. */
export function channelUi(id: ReminderChannelId): ReminderChannelUi {
  const ui = byId.get(id);
  if (!ui) throw new Error(`The ${id} channel has no folder in app/features/reminders/channels/`);
  return ui;
}

/** Every channel as Reminder Settings lists it, in the shared list's order. */
export const channelUis = REMINDER_CHANNELS.map((id) => ({ id, ...channelUi(id) }));
