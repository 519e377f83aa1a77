import type { Deps } from '@server/deps';
import { removeTelegramDestination } from '@server/jobs/reminders/channels/telegram-destination';

/** 'Disconnect': forgets the user's chat; the bot sends nothing there any more. */
export async function disconnectTelegram(
  deps: Pick<Deps, 'db' | 'realtime'>,
  { userId }: { userId: string },
) {
  await removeTelegramDestination(deps, userId);
}
