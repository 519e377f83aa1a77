import type { Deps } from '@server/deps';
import { pausedSentence } from '@server/jobs/reminders/channels/pause-reason';
import { readTelegramDestination } from '@server/jobs/reminders/channels/telegram-destination';
import { MSG } from '@shared/messages';
import type { TelegramState } from '@shared/schemas/telegram';

/** Whether this server offers Telegram, and whether the user's chat is linked and not paused. */
export async function getTelegramState(
  deps: Pick<Deps, 'db' | 'telegram'>,
  { userId }: { userId: string },
): Promise<TelegramState> {
  if (!deps.telegram) return { available: false, connected: false, paused: null };
  const row = await readTelegramDestination(deps, userId);
  const connected = Boolean(row?.confirmedAt);
  if (!row?.pausedAt) return { available: true, connected, paused: null };
  const failures = row.failures;
  const paused = await pausedSentence(deps, { userId, channel: 'telegram', failures }, MSG.telegramResume);
  return { available: true, connected, paused };
}
