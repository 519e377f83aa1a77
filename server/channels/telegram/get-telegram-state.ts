import { pausedSentence } from '@server/channel-kit/pause-reason';
import { readTelegramDestination } from '@server/channels/telegram/telegram-destination';
import type { Deps } from '@server/deps';
import type { TelegramState } from '@shared/channels/telegram/schema';
import { channelResume } from '@shared/reminder-channels';
import { telegramOf } from './transport';

/** Whether this server offers Telegram, and whether the user's chat is linked and not paused. */
export async function getTelegramState(
  deps: Pick<Deps, 'db' | 'channelClients'>,
  { userId }: { userId: string },
): Promise<TelegramState> {
  if (!telegramOf(deps)) return { available: false, connected: false, paused: null };
  const row = await readTelegramDestination(deps, userId);
  const connected = Boolean(row?.confirmedAt);
  if (!row?.pausedAt) return { available: true, connected, paused: null };
  const failures = row.failures;
  const paused = await pausedSentence(
    deps,
    { userId, channel: 'telegram', failures },
    channelResume('telegram'),
  );
  return { available: true, connected, paused };
}
