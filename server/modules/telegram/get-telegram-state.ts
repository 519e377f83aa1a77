import type { Deps } from '@server/deps';
import { readTelegramDestination } from '@server/jobs/reminders/channels/telegram-destination';
import type { TelegramState } from '@shared/schemas/telegram';

/** Whether this server offers Telegram, and whether the user's chat is linked and not paused. */
export async function getTelegramState(
  deps: Pick<Deps, 'db' | 'telegram'>,
  { userId }: { userId: string },
): Promise<TelegramState> {
  if (!deps.telegram) return { available: false, connected: false, paused: false };
  const row = await readTelegramDestination(deps, userId);
  return { available: true, connected: Boolean(row?.confirmedAt), paused: Boolean(row?.pausedAt) };
}
