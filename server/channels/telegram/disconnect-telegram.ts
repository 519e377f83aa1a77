import { removeTelegramDestination } from '@server/channels/telegram/telegram-destination';
import type { Deps } from '@server/deps';

/** 'Disconnect': forgets the user's chat; the bot sends nothing there any more. */
export async function disconnectTelegram(
  deps: Pick<Deps, 'db' | 'realtime'>,
  { userId }: { userId: string },
) {
  await removeTelegramDestination(deps, userId);
}
